/**
 * One built HTML page → its search records (Node only: `inlay index`; nothing here enters a browser
 * script). The page's own markup decides what is indexed (docs/search.md, "What is indexed"):
 * - the content of `[data-inlay-body]` (all of them), else `[role="main"]` / `<main>` (the innermost
 *   when one holds the other), else `<body>`;
 * - never nav, header, footer, aside, script, style, template, noscript, form, `[hidden]`, nor anything
 *   under `[data-inlay-ignore]` (nor embedded objects: svg, iframe, canvas, video, audio, object), nor
 *   the parts every generator adds around the text: permalinks (`¶`, `#`, `.headerlink`), comment
 *   areas, post meta, "edit this page" links, prev/next pagers;
 * - one record per section: the page title (first `<h1>`, else `<title>`) starts the page's own
 *   section; every h2–h4 with an id — its own, a wrapper's it opens (`<section id>`, `<div class="sect1"
 *   id>`), an anchor inside or just before it, its permalink's target — starts one whose URL is
 *   `page#id`, and so does every `<dt>` with an id (API entries, glossary terms); an h2/h3 with no id
 *   at all is linked by a text fragment (`page#:~:text=…`);
 * - a section longer than SPLIT_CHARS is cut into several records with the same URL (nothing dropped);
 * - filters from `data-inlay-filter="key:value"` (anywhere: applies to the page; `key` alone takes the
 *   element's text) and `<meta name="inlay:filter" content="key:value">`; a weight from
 *   `data-inlay-weight` (on the page's root/body/region: the page; on a heading or its section: that section);
 * - a listing page (mostly links: a general index, tag/category/archive lists) ranks ×LISTING_WEIGHT;
 *   feeds and JSON saved as .html are not pages.
 * Parsed by htmlparser2 (a forgiving streaming parser with a small DOM), never by regular expressions.
 */
import { parseDocument } from 'htmlparser2';

/** Elements whose content is never indexed (the spec's list plus embedded, non-text objects). */
const IGNORED = new Set(['nav', 'header', 'footer', 'aside', 'script', 'style', 'template', 'noscript', 'svg', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio', 'select', 'datalist', 'form', 'button']);
/** The same parts marked with ARIA roles instead of elements (`<div role="navigation">`), and a table of contents. */
const ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'doc-toc']);
/** Inline elements: no word break around them (`<b>in</b>line` is one word). */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'label', 'ruby', 'rb', 'rt', 'rp', 'big', 'nobr', 'wbr']);
/** Permalink decorations sites put in headings ("#", "¶", "§", "🔗", a zero-width space). */
const DECOR = /^[\s#¶§🔗\u200b]+|[\s#¶§🔗\u200b]+$/gu;
const DECOR_ONLY = /^[\s#¶§🔗\u200b]*$/u;
/** Classes of a heading's permalink (Sphinx, MkDocs, Docusaurus, markdown-it-anchor, Hugo, Jekyll, Starlight, DocBook). */
const PERMALINK_CLASS = /headerlink|hash-link|anchor|permalink|id_link|heading-link/i;
/** Class names of what themes put around a post or page that is not its text (WordPress, Hugo, Jekyll, Docusaurus, MkDocs, VitePress). */
const META_CLASSES = new Set(['entry-meta', 'post-meta', 'entry-footer', 'post-footer', 'byline', 'posted-on', 'cat-links', 'tags-links', 'post-tags', 'comments-link', 'post-navigation', 'posts-navigation', 'nav-links', 'paginav', 'pagination', 'pagination-nav', 'sharedaddy', 'share-buttons', 'jp-relatedposts', 'wp-block-post-date', 'wp-block-post-author', 'wp-block-post-author-name', 'wp-block-post-terms', 'wp-block-post-navigation-link', 'theme-doc-footer', 'theme-last-updated', 'md-source-file', 'rst-footer-buttons', 'prev-next', 'page-nav']);
const EDIT_CLASS = /(^|[-_\s])edit(-?this)?-?(page|link)|^md-content__button$|^edit-link$/i;
const COMMENT_CLASSES = new Set(['comments-area', 'comment-respond', 'comment-list', 'commentlist', 'comments', 'giscus', 'utterances']);
const COMMENT_IDS = new Set(['comments', 'respond', 'disqus_thread', 'wpadminbar']);
/** Class names and ids of navigation parts that are not marked as such (sidebars, breadcrumbs, a table of contents, Sphinx's "[source]" links). */
const NAV_NAME = /^(nav|navbar|navheader|navfooter|navigation|menu|sidebar|sphinxsidebar|related|breadcrumbs?|toc|table-of-contents|skip-link|viewcode-link|viewcode-back)$|[-_](nav|navbar|navigation|menu|sidebar|toc|breadcrumbs?)$|^(nav|sidebar|toc)[-_]/i;
/** Reserved record keys a filter may not use (they would overwrite the record's own fields). */
export const RESERVED = new Set(['objectID', 'url', 'page', 'anchor', 'title', 'heading', 'hierarchy', 'content', 'lang', 'language', 'weight', 'type', 'level', 'position', '_highlightResult', '_snippetResult']);
/** A section's text is cut into records of about this many characters (at a sentence or word end). */
export const SPLIT_CHARS = 6_000;
/** The weight of a listing page's records (a general index, a tag or archive page: mostly links). */
export const LISTING_WEIGHT = 0.25;

/** htmlparser2's DOM (domhandler's nodes), named from what parseDocument() returns. */
type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;
type TextNode = Extract<Node, { data: string }>;
type CDataNode = Exclude<Extract<Node, { children: Node[] }>, Element>;

export interface SectionRecord {
  objectID: string;
  url: string;
  page: string;
  anchor: string | null;
  title: string;
  heading: string;
  hierarchy: { lvl0: string; lvl1: string | null; lvl2: string | null };
  level: number;
  position: number;
  content: string;
  lang: string;
  weight?: number;
  [filter: string]: unknown;
}

export type PageResult =
  | { skip: string }
  | {
      lang: string;
      title: string;
      records: SectionRecord[];
      filters: Record<string, string[]>;
      warnings: string[];
      /** Characters (permalinks: how many) left out per reason, for `--explain`. */
      leftOut: Record<string, number>;
      listing: string | null;
      canonical: string | null;
    };
/** A page that is indexed (not left out). */
export type IndexedPage = Exclude<PageResult, { skip: string }>;

/** A node's kind as a plain string (domhandler types it as an enum). */
const kind = (n: Node): string => n.type;
const isElement = (n: Node): n is Element => kind(n) === 'tag' || kind(n) === 'script' || kind(n) === 'style';
const isText = (n: Node): n is TextNode => kind(n) === 'text';
const isCData = (n: Node): n is CDataNode => kind(n) === 'cdata';
const has = (el: Element, name: string): boolean => Object.prototype.hasOwnProperty.call(el.attribs, name);
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
const classesOf = (el: Element): string[] => (el.attribs.class ? el.attribs.class.split(/\s+/).filter(Boolean) : []);

/** Depth-first; `visit` returns false to skip an element's children. */
function walk(nodes: Node[], visit: (el: Element) => boolean | void): void {
  for (const n of nodes) {
    if (!isElement(n)) continue;
    if (visit(n) === false) continue;
    walk(n.children, visit);
  }
}

/** Raw text of a subtree (nothing skipped). */
function rawText(nodes: Node[]): string {
  let s = '';
  for (const n of nodes) {
    if (isText(n)) s += n.data;
    else if ('children' in n) s += rawText(n.children);
  }
  return s;
}

/** A heading's or term's permalink: `<a href="#…">` with a permalink class, or only "#", "¶"… as text. */
function isPermalink(el: Element): boolean {
  if (el.name !== 'a' || !(el.attribs.href || '').startsWith('#')) return false;
  return PERMALINK_CLASS.test(el.attribs.class || '') || DECOR_ONLY.test(rawText(el.children));
}

/** Why an element is left out ('' = it is indexed). */
function leftOutBy(el: Element, keepHeader = false): string {
  if (IGNORED.has(el.name)) {
    if (keepHeader && el.name === 'header') return '';
    return el.name === 'script' || el.name === 'style' || el.name === 'template' ? 'code' : el.name === 'svg' || el.name === 'button' ? 'controls' : el.name === 'form' ? 'forms' : el.name === 'nav' ? 'navigation' : el.name;
  }
  const role = el.attribs.role;
  if (role && ROLES.has(role)) return keepHeader && role === 'banner' ? '' : role === 'contentinfo' ? 'footer' : role === 'banner' ? 'header' : 'navigation';
  if (has(el, 'hidden') || has(el, 'data-inlay-ignore')) return 'hidden or data-inlay-ignore';
  if (isPermalink(el)) return 'permalinks';
  const id = el.attribs.id;
  if (id && COMMENT_IDS.has(id)) return 'comments';
  if (id && NAV_NAME.test(id)) return 'navigation';
  const classes = classesOf(el);
  if (!classes.length) return '';
  if (classes.some((c) => NAV_NAME.test(c))) return 'navigation';
  if (classes.some((c) => COMMENT_CLASSES.has(c))) return 'comments';
  if (classes.some((c) => META_CLASSES.has(c))) return 'post meta and pagers';
  if (classes.some((c) => EDIT_CLASS.test(c))) return 'edit links';
  return '';
}
const ignored = (el: Element, keepHeader = false): boolean => leftOutBy(el, keepHeader) !== '';

/** Text of a subtree, skipping ignored parts, with word breaks at block boundaries. */
function textOf(nodes: Node[], keepHeader = false): string {
  const out: string[] = [];
  const rec = (list: Node[]): void => {
    for (const n of list) {
      if (isText(n)) out.push(n.data);
      else if (isCData(n)) rec(n.children);
      else if (isElement(n) && !ignored(n, keepHeader)) {
        const block = !INLINE.has(n.name);
        if (block) out.push(' ');
        if (n.name === 'img' && n.attribs.alt) out.push(n.attribs.alt);
        rec(n.children);
        if (block) out.push(' ');
      }
    }
  };
  rec(nodes);
  return squash(out.join(''));
}

/** `version:2.0, product:cli` → [['version', '2.0'], ['product', 'cli']]; `author` alone → its text. */
function parseFilters(spec: string, text: () => string): [string, string][] {
  const out: [string, string][] = [];
  for (const part of spec.split(',')) {
    const at = part.indexOf(':');
    const key = squash(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? text() : squash(part.slice(at + 1));
    if (key && value) out.push([key, value]);
  }
  return out;
}

/** An element with no text of its own (an anchor target: `<span id="x"></span>`, `<a name="x"></a>`). */
const isEmpty = (n: Node): boolean => (isText(n) ? !n.data.trim() : kind(n) === 'comment' || (isElement(n) && (n.name !== 'img' && !rawText(n.children).trim())));

/** The element children of `parent` that carry text (empty anchors and whitespace skipped). */
const meaningful = (parent: Element): Element[] => parent.children.filter((c): c is Element => isElement(c) && !isEmpty(c));

/**
 * The anchor a heading (or a `<dt>`) can be linked by, in this order: its own id; the id of a wrapper it
 * opens (`<section id>`, `<div class="section" id>`, DocBook's `<div class="sect1" id><div class="titlepage">…`),
 * never the page's own wrapper; an id or `<a name>` inside it; an empty anchor just before it
 * (`<a id="x"></a><h2>`); its permalink's target (`<a class="headerlink" href="#x">`). '' = none.
 * `stops`: elements a wrapper may not be (the indexed regions, the title's ancestors).
 */
function anchorOf(h: Element, stops: Set<Element>): string {
  if (h.attribs.id) return h.attribs.id;
  let child: Element = h;
  for (let depth = 0; depth < 5; depth++) {
    const parent = child.parent;
    if (!parent || !isElement(parent) || kind(parent) !== 'tag' || stops.has(parent) || !['section', 'div', 'article'].includes(parent.name)) break;
    if (meaningful(parent)[0] !== child) break;
    if (parent.attribs.id) return parent.attribs.id;
    child = parent;
  }
  let found = '';
  walk(h.children, (el) => {
    if (found) return false;
    found = el.attribs.id || (el.name === 'a' && el.attribs.name) || '';
  });
  if (found) return found;
  for (let prev = h.prev; prev && isEmpty(prev); prev = prev.prev) {
    if (isElement(prev) && (prev.attribs.id || (prev.name === 'a' && prev.attribs.name))) return (prev.attribs.id || prev.attribs.name)!;
  }
  walk(h.children, (el) => {
    if (found) return false;
    if (isPermalink(el)) found = el.attribs.href!.slice(1);
  });
  if (found) {
    try {
      return decodeURIComponent(found);
    } catch {
      return found;
    }
  }
  return '';
}

/** A text fragment for a heading that has no id (`#:~:text=Getting%20started`; browsers without them open the page). */
function textFragment(heading: string): string {
  const words = heading.split(' ').slice(0, 8).join(' ');
  return `:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`;
}

function parseWeight(raw: string): number | null {
  const w = Number(raw);
  return Number.isFinite(w) && w > 0 && w <= 100 ? w : null;
}

/** Cuts `text` into pieces of about `max` characters, at a sentence end (else a space) in each piece's last fifth. */
export function splitText(text: string, max = SPLIT_CHARS): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(Math.floor(max * 0.8), max);
    const sentence = window.lastIndexOf('. ');
    const space = window.lastIndexOf(' ');
    const cut = sentence >= 0 ? Math.floor(max * 0.8) + sentence + 1 : space >= 0 ? Math.floor(max * 0.8) + space : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest || !out.length) out.push(rest);
  return out;
}

/** Archive markers: WordPress's body classes, and the paths blog generators give their lists. */
const ARCHIVE_BODY = new Set(['archive', 'category', 'tag', 'author', 'date', 'search', 'search-results', 'paged']);
const ARCHIVE_PATH = /\/(tags?|categor(y|ies)|archives?|authors?|page\/\d+)(\/|$)/i;

/**
 * `url`: the page URL relative to the site root (`/docs/`); `fileLang`: the language in the file name
 * (`ch02.ja.html`), used when the markup names none.
 */
export function extractPage(html: string, { url, defaultLang = 'und', fileLang = null }: { url: string; defaultLang?: string; fileLang?: string | null }): PageResult {
  const head = html.slice(0, 1024).replace(/^\uFEFF/, '').trimStart();
  if (/^[[{]/.test(head)) return { skip: 'JSON, not an HTML page' };
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(rss|feed|rdf:RDF|urlset|sitemapindex|opml)\b/i.test(head)) return { skip: 'a feed or sitemap (XML), not an HTML page' };
  const doc = parseDocument(html, { decodeEntities: true });
  let root: Element | null = null;
  let body: Element | null = null;
  const mains: Element[] = [];
  const regions: Element[] = [];
  const metas: Element[] = [];
  let canonical: string | null = null;
  let titleTag = '';
  walk(doc.children, (el) => {
    if (el.name === 'html') root ??= el;
    else if (el.name === 'body') body ??= el;
    else if (el.name === 'meta') metas.push(el);
    else if (el.name === 'link' && /(^|\s)canonical(\s|$)/i.test(el.attribs.rel || '') && el.attribs.href && canonical === null) canonical = el.attribs.href;
    else if (el.name === 'title' && !titleTag) titleTag = textOf(el.children);
    if ((el.name === 'main' || el.attribs.role === 'main') && !has(el, 'hidden')) mains.push(el);
    if (has(el, 'data-inlay-body')) {
      regions.push(el);
      return false; // a region inside a region is part of it
    }
  });
  const rootEl = root as Element | null;
  const bodyEl = body as Element | null;
  for (const m of metas) {
    const name = (m.attribs.name || '').toLowerCase();
    const content = (m.attribs.content || '').toLowerCase();
    if ((name === 'robots' || name === 'inlay') && /\bnoindex\b|\bnone\b/.test(content)) return { skip: `<meta name="${name}" content="${m.attribs.content}">` };
    if ((m.attribs['http-equiv'] || '').toLowerCase() === 'refresh' && /url\s*=/.test(content)) return { skip: 'a redirect (<meta http-equiv="refresh">)' };
  }
  if (rootEl && has(rootEl, 'data-inlay-ignore')) return { skip: 'data-inlay-ignore on <html>' };
  if (bodyEl && has(bodyEl, 'data-inlay-ignore')) return { skip: 'data-inlay-ignore on <body>' };

  // <html lang>, xml:lang (XHTML), <body lang>, <meta http-equiv="content-language">, the file name, --lang.
  const metaLang = metas.find((m) => (m.attribs['http-equiv'] || '').toLowerCase() === 'content-language')?.attribs.content?.split(',')[0];
  const lang = (rootEl?.attribs.lang || rootEl?.attribs['xml:lang'] || bodyEl?.attribs.lang || metaLang || fileLang || defaultLang).trim().replace(/_/g, '-').toLowerCase() || defaultLang;
  const warnings: string[] = [];
  const filters: Record<string, string[]> = {};
  const addFilter = (key: string, value: string, where: string): void => {
    if (RESERVED.has(key)) return void warnings.push(`filter "${key}" (${where}) is a reserved record field; use another name`);
    const list = (filters[key] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  for (const m of metas) if ((m.attribs.name || '').toLowerCase() === 'inlay:filter') for (const [k, v] of parseFilters(m.attribs.content || '', () => '')) addFilter(k, v, '<meta name="inlay:filter">');
  let pageWeight = 1;
  const weightOf = (el: Element): number | null => {
    if (!has(el, 'data-inlay-weight')) return null;
    const w = parseWeight(el.attribs['data-inlay-weight']!);
    if (w === null) warnings.push(`data-inlay-weight="${el.attribs['data-inlay-weight']}" ignored: use a number above 0, up to 100`);
    return w;
  };
  for (const el of [rootEl, bodyEl]) if (el) pageWeight = weightOf(el) ?? pageWeight;
  for (const m of metas) if ((m.attribs.name || '').toLowerCase() === 'inlay:weight') pageWeight = parseWeight(m.attribs.content || '') ?? pageWeight;
  // Filters anywhere on the page (also outside the indexed region: a version badge in the header).
  walk(doc.children, (el) => {
    if (has(el, 'data-inlay-filter') && el.name !== 'meta') for (const [k, v] of parseFilters(el.attribs['data-inlay-filter']!, () => textOf(el.children, true))) addFilter(k, v, `<${el.name} data-inlay-filter>`);
  });

  // The main part: the first <main> / [role=main], or the one inside it (<main><div role="main">).
  let main: Element | null = mains[0] ?? null;
  for (const m of mains.slice(1)) {
    let p = m.parent;
    while (p && p !== main) p = p.parent;
    if (p) main = m;
  }
  const scope = regions.length ? regions : [main ?? bodyEl ?? rootEl].filter((x): x is Element => !!x);
  const scopeNodes = scope.length ? scope : null;
  const nodes: Node[] = scopeNodes ? scopeNodes.flatMap((r) => { const w = weightOf(r); if (w !== null) pageWeight = w; return [r]; }) : doc.children;

  // The page title: the first h1 of the region (also inside its <header>), else <title>.
  let h1: Element | null = null;
  // An h1 that is only a link to another page is the site's name (a logo), not the page's title.
  const isLogo = (el: Element): boolean => {
    const kids = meaningful(el);
    return kids.length === 1 && kids[0]!.name === 'a' && !(kids[0]!.attribs.href || '#').startsWith('#') && !rawText(el.children).replace(rawText(kids[0]!.children), '').trim();
  };
  const logos: Element[] = [];
  walk(scopeNodes ? scopeNodes.flatMap((r) => r.children) : doc.children, (el) => {
    if (h1 || ignored(el, true)) return false;
    if (el.name === 'h1') {
      if (isLogo(el)) logos.push(el);
      else h1 = el;
    }
  });
  const h1El = h1 as Element | null;
  const title = (h1El ? textOf(h1El.children).replace(DECOR, '') : '') || titleTag || url;
  /** Elements no section may take its id from: the regions and everything around the title. */
  const stops = new Set<Element>(scopeNodes ?? []);
  for (let p = h1El?.parent; p; p = p.parent) if (kind(p) === 'tag') stops.add(p as Element);

  type Section = { anchor: string | null; fragment?: string; heading: string; level: number; lvl1: string | null; lvl2: string | null; weight: number; text: string[]; resume?: boolean; term?: boolean };
  const sections: Section[] = [{ anchor: null, heading: title, level: 0, lvl1: null, lvl2: null, weight: pageWeight, text: [] }];
  let lvl1: string | null = null;
  let lvl2: string | null = null;
  const seen = new Set<string>();
  const leftOut: Record<string, number> = {};
  let linkChars = 0;
  let links = 0;
  let codeChars = 0;
  const open = (s: Section): void => {
    if (s.anchor) {
      if (seen.has(s.anchor)) warnings.push(`id "${s.anchor}" is used by two headings; the second is linked to the first`);
      seen.add(s.anchor);
    }
    sections.push(s);
  };
  /** What a heading's text leaves out (its permalink). */
  const note = (list: Node[]): void =>
    walk(list, (el) => {
      const why = leftOutBy(el);
      if (why) leftOut[why] = (leftOut[why] ?? 0) + (why === 'permalinks' ? 1 : rawText(el.children).replace(/\s+/g, ' ').trim().length);
      return !why;
    });
  /** `inLink`: null inside <pre>. */
  const rec = (list: Node[], inheritedWeight: number | null, inLink: boolean | null): void => {
    for (const n of list) {
      const cur = sections[sections.length - 1]!;
      if (isText(n)) {
        cur.text.push(n.data);
        if (inLink) linkChars += n.data.trim().length;
        if (inLink === null) codeChars += n.data.length;
      } else if (isCData(n)) rec(n.children, inheritedWeight, inLink);
      else if (isElement(n)) {
        const why = leftOutBy(n);
        if (why) {
          leftOut[why] = (leftOut[why] ?? 0) + (why === 'permalinks' ? 1 : rawText(n.children).replace(/\s+/g, ' ').trim().length);
          continue;
        }
        if (n === h1El || logos.includes(n)) {
          note(n.children);
          continue; // the title: the page's own record already carries it
        }
        const own = weightOf(n);
        const weight = own ?? inheritedWeight;
        const hl = /^h[1-4]$/.test(n.name) ? Number(n.name[1]) : 0;
        if (hl || n.name === 'dt') note(n.children);
        if (hl) {
          const heading = textOf(n.children).replace(DECOR, '');
          const level = hl <= 2 ? 1 : 2;
          const anchor = heading ? anchorOf(n, stops) : '';
          if (heading && (anchor || hl <= 3)) {
            if (level === 1) [lvl1, lvl2] = [heading, null];
            else lvl2 = heading;
            open({ anchor: anchor || null, fragment: anchor ? undefined : textFragment(heading), heading, level, lvl1, lvl2, weight: weight ?? pageWeight, text: [] });
            continue;
          }
          cur.text.push(` ${heading} `);
          continue;
        }
        if (n.name === 'dt') {
          const anchor = n.attribs.id || anchorOf(n, stops);
          const term = textOf(n.children);
          if (anchor && term) {
            // An API entry or a glossary term: its own section under the heading above; the text after its
            // list goes back to that heading's section.
            const parent = sections[sections.length - 1]!;
            const name = term.length > 80 && term.includes('(') ? term.slice(0, term.indexOf('(')).trim() + '()' : term;
            open({ anchor, heading: name, level: 2, lvl1: lvl2 ?? lvl1, lvl2: name, weight: weight ?? pageWeight, text: name === term ? [] : [term, ' '], term: true });
            const dl = n.parent;
            if (dl && isElement(dl) && kind(dl) === 'tag' && dl.name === 'dl' && !dlResume.has(dl)) dlResume.set(dl, parent);
            continue;
          }
        }
        const block = !INLINE.has(n.name);
        if (block) cur.text.push(' ');
        if (n.name === 'img' && n.attribs.alt) cur.text.push(n.attribs.alt);
        const isLink = n.name === 'a' && !!n.attribs.href;
        rec(n.children, weight, n.name === 'pre' || inLink === null ? null : inLink || isLink);
        if (block) sections[sections.length - 1]!.text.push(' ');
        const resume = n.name === 'dl' ? dlResume.get(n) : undefined;
        if (resume) sections.push({ ...resume, text: [], resume: true });
      }
    }
  };
  /** Per definition list whose terms opened sections: the section its text after the list belongs to. */
  const dlResume = new Map<unknown, Section>();
  rec(nodes, null, false);

  // A listing: mostly links (a general index, a contents page), or a tag / category / archive list.
  let listing: string | null = null;
  // Link density over everything indexed, headings and terms included (a book index's terms are <dt>s).
  let textChars = 0;
  linkChars = 0;
  const count = (list: Node[], inLink: boolean): void => {
    for (const n of list) {
      if (isText(n)) {
        const k = n.data.replace(/\s+/g, '').length;
        textChars += k;
        if (inLink) linkChars += k;
      } else if (isElement(n) && !ignored(n) && n !== h1El) {
        const isLink = n.name === 'a' && !!n.attribs.href;
        if (isLink) links++;
        count(n.children, inLink || isLink);
      }
    }
  };
  // Only a page with ten links or more can be a listing: most pages are not walked twice.
  let anchors = 0;
  for (let at = html.indexOf('<a'); at >= 0 && anchors < 10; at = html.indexOf('<a', at + 2)) if (/\s/.test(html[at + 2] ?? '')) anchors++;
  if (anchors >= 10) count(nodes, false);
  const bodyClasses = bodyEl ? classesOf(bodyEl) : [];
  const rawChars = sections.reduce((s, x) => s + x.text.join('').length, 0);
  if (codeChars > 2000 && codeChars >= 0.8 * rawChars) listing = 'a source code listing';
  else if ((links >= 10 && linkChars >= 0.6 * textChars) || (links >= 100 && linkChars >= 0.5 * textChars)) listing = `mostly links (${Math.round((100 * linkChars) / Math.max(1, textChars))}% of the text)`;
  else if (bodyClasses.some((c) => ARCHIVE_BODY.has(c)) && !bodyClasses.includes('single')) listing = `an archive (<body class="${bodyClasses.filter((c) => ARCHIVE_BODY.has(c)).join(' ')}">)`;
  else if (ARCHIVE_PATH.test(url) && links >= 5) listing = 'a tag, category, archive or index page (its path)';

  const records: SectionRecord[] = [];
  // A listing's terms (a book index's entries) are not sections: their text goes back to the section above.
  if (listing) {
    for (let i = sections.length - 1; i > 0; i--) {
      const s = sections[i]!;
      if (!s.term && !s.resume) continue;
      sections[i - 1]!.text.push(' ', ...(s.term ? [s.heading, ' '] : []), ...s.text);
      sections.splice(i, 1);
    }
  }
  const resumedKeys = new Set(sections.filter((s) => s.resume && s.text.join('').trim()).map((s) => s.anchor ?? s.fragment));
  for (const s of sections) {
    const content = squash(s.text.join(''));
    if (!content && (s.resume || (!s.resume && s.level > 0 && resumedKeys.has(s.anchor ?? s.fragment) && sections.indexOf(s) > 0))) continue; // a heading's text after a definition list: a record of its own only when there is some
    const parts = splitText(content);
    parts.forEach((part, k) => {
      const href = s.anchor ? `${url}#${encodeURIComponent(s.anchor)}` : s.fragment ? `${url}#${s.fragment}` : url;
      const n = records.filter((r) => r.url === href).length;
      const r: SectionRecord = {
        objectID: n ? `${href}~${n + 1}` : href,
        url: href,
        page: url,
        anchor: s.anchor,
        title,
        heading: s.heading,
        hierarchy: { lvl0: title, lvl1: s.level >= 1 ? s.lvl1 : null, lvl2: s.level >= 2 ? s.lvl2 : null },
        level: s.level,
        position: records.length,
        content: part,
        lang,
      };
      const weight = listing ? s.weight * LISTING_WEIGHT : s.weight;
      if (weight !== 1) r.weight = weight;
      for (const [k2, v] of Object.entries(filters)) r[k2] = v.length === 1 ? v[0] : v;
      if (k === 0 || part) records.push(r);
    });
  }
  return { lang, title, records, filters, warnings, leftOut, listing, canonical };
}

/**
 * Records in the shape Algolia's DocSearch crawler writes (objectID, hierarchy.lvl0–lvl3, content,
 * url, anchor, language, type, weight), plus the page's filters as attributes: upload them unchanged.
 */
export function toAlgolia(r: SectionRecord): Record<string, unknown> {
  const { objectID, url, anchor, content, lang, hierarchy, level, position, weight, page: _p, title: _t, heading: _h, ...filters } = r;
  return {
    objectID,
    url,
    url_without_anchor: r.page,
    anchor,
    content: content.length > 8000 ? content.slice(0, 8000).replace(/\s+\S*$/, '') + '…' : content,
    type: `lvl${level}`,
    hierarchy: { ...hierarchy, lvl3: null },
    language: lang,
    lang,
    weight: { pageRank: weight ?? 1, level: 100 - level * 10, position },
    ...filters,
  };
}
