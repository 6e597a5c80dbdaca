// @ts-check
/**
 * One built HTML page → its search records (Node only: `inlay index`; nothing here enters a browser
 * script). The page's own markup decides what is indexed (docs/search.md, "What is indexed"):
 * - the content of `[data-inlay-body]` (all of them), else `<main>`, else `<body>`;
 * - never nav, header, footer, aside, script, style, template, noscript, `[hidden]`, nor anything
 *   under `[data-inlay-ignore]` (nor embedded objects: svg, iframe, canvas, video, audio, object);
 * - one record per section: the page title (first `<h1>`, else `<title>`) starts the page's own
 *   section, every h2/h3 with an id (or an anchor inside it, or a wrapping `<section id>` it opens)
 *   starts one whose URL is `page#id`; a heading without an id stays text of the section above;
 * - filters from `data-inlay-filter="key:value"` (anywhere: applies to the page; `key` alone takes the
 *   element's text) and `<meta name="inlay:filter" content="key:value">`; a weight from
 *   `data-inlay-weight` (on the page's root/body/region: the page; on a heading or its section: that section).
 * Parsed by htmlparser2 (a forgiving streaming parser with a small DOM), never by regular expressions.
 */
import { parseDocument } from 'htmlparser2';

/** Elements whose content is never indexed (the spec's list plus embedded, non-text objects). */
const IGNORED = new Set(['nav', 'header', 'footer', 'aside', 'script', 'style', 'template', 'noscript', 'svg', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio', 'select', 'datalist']);
/** The same parts marked with ARIA roles instead of elements (`<div role="navigation">`), and a table of contents. */
const ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'doc-toc']);
/** Inline elements: no word break around them (`<b>in</b>line` is one word). */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'label', 'ruby', 'rb', 'rt', 'rp', 'big', 'nobr', 'wbr']);
/** Permalink decorations sites put in headings ("#", "¶", "§", "🔗", "Link to this heading"). */
const DECOR = /^[\s#¶§🔗]+|[\s#¶§🔗]+$/gu;
/** Reserved record keys a filter may not use (they would overwrite the record's own fields). */
export const RESERVED = new Set(['objectID', 'url', 'page', 'anchor', 'title', 'heading', 'hierarchy', 'content', 'lang', 'language', 'weight', 'type', 'level', 'position', '_highlightResult', '_snippetResult']);
export const MAX_SECTION_CHARS = 20_000;

/** @typedef {import('domhandler').ChildNode} Node */
/** @typedef {import('domhandler').Element} Element */
/**
 * @typedef {{ objectID: string, url: string, page: string, anchor: string | null, title: string, heading: string,
 *   hierarchy: { lvl0: string, lvl1: string | null, lvl2: string | null }, level: number, position: number,
 *   content: string, lang: string, weight?: number, [filter: string]: unknown }} SectionRecord
 * @typedef {{ skip: string } | { lang: string, title: string, records: SectionRecord[], filters: Record<string, string[]>, warnings: string[] }} PageResult
 */

/** @param {Node} n @returns {n is Element} */
const isElement = (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style';
/** @param {Element} el @param {string} name */
const has = (el, name) => Object.prototype.hasOwnProperty.call(el.attribs, name);
const squash = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

/** @param {Node[]} nodes @param {(el: Element) => boolean | void} visit  depth-first; `visit` returns false to skip an element's children */
function walk(nodes, visit) {
  for (const n of nodes) {
    if (!isElement(n)) continue;
    if (visit(n) === false) continue;
    walk(n.children, visit);
  }
}

/** @param {Element} el @param {boolean} [keepHeader] */
function ignored(el, keepHeader = false) {
  if (IGNORED.has(el.name)) return !(keepHeader && el.name === 'header');
  if (el.attribs.role && ROLES.has(el.attribs.role)) return !(keepHeader && el.attribs.role === 'banner');
  return has(el, 'hidden') || has(el, 'data-inlay-ignore');
}

/** Text of a subtree, skipping ignored parts, with word breaks at block boundaries. @param {Node[]} nodes @param {boolean} [keepHeader] */
function textOf(nodes, keepHeader = false) {
  /** @type {string[]} */
  const out = [];
  /** @param {Node[]} list */
  const rec = (list) => {
    for (const n of list) {
      if (n.type === 'text') out.push(n.data);
      else if (n.type === 'cdata') rec(n.children);
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

/** `version:2.0, product:cli` → [['version', '2.0'], ['product', 'cli']]; `author` alone → its text. @param {string} spec @param {() => string} text */
function parseFilters(spec, text) {
  /** @type {[string, string][]} */
  const out = [];
  for (const part of spec.split(',')) {
    const at = part.indexOf(':');
    const key = squash(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? text() : squash(part.slice(at + 1));
    if (key && value) out.push([key, value]);
  }
  return out;
}

/** The anchor a heading can be linked by: its id, an id/name inside it, or a wrapping element it opens. @param {Element} h */
function anchorOf(h) {
  if (h.attribs.id) return h.attribs.id;
  let found = '';
  walk(h.children, (el) => {
    if (found) return false;
    found = el.attribs.id || (el.name === 'a' && el.attribs.name) || '';
  });
  if (found) return found;
  const parent = h.parent;
  if (parent && parent.type === 'tag' && parent.attribs.id && ['section', 'div', 'article'].includes(parent.name)) {
    const first = parent.children.find(isElement);
    if (first === h) return parent.attribs.id;
  }
  return '';
}

/** @param {string} raw */
function parseWeight(raw) {
  const w = Number(raw);
  return Number.isFinite(w) && w > 0 && w <= 100 ? w : null;
}

/**
 * @param {string} html
 * @param {{ url: string, defaultLang?: string, fileLang?: string | null }} opts  url: the page URL relative to the
 *   site root (`/docs/`); fileLang: the language in the file name (`ch02.ja.html`), used when the markup names none
 * @returns {PageResult}
 */
export function extractPage(html, { url, defaultLang = 'und', fileLang = null }) {
  const doc = parseDocument(html, { decodeEntities: true });
  /** @type {Element | null} */ let root = null;
  /** @type {Element | null} */ let body = null;
  /** @type {Element | null} */ let main = null;
  /** @type {Element[]} */ const regions = [];
  /** @type {Element[]} */ const metas = [];
  let titleTag = '';
  walk(doc.children, (el) => {
    if (el.name === 'html') root ??= el;
    else if (el.name === 'body') body ??= el;
    else if (el.name === 'meta') metas.push(el);
    else if (el.name === 'title' && !titleTag) titleTag = textOf(el.children);
    else if (el.name === 'main' && !main && !has(el, 'hidden')) main = el;
    if (has(el, 'data-inlay-body')) {
      regions.push(el);
      return false; // a region inside a region is part of it
    }
  });
  const rootEl = /** @type {Element | null} */ (root);
  const bodyEl = /** @type {Element | null} */ (body);
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
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, string[]>} */
  const filters = {};
  /** @param {string} key @param {string} value @param {string} where */
  const addFilter = (key, value, where) => {
    if (RESERVED.has(key)) return void warnings.push(`filter "${key}" (${where}) is a reserved record field; use another name`);
    const list = (filters[key] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  for (const m of metas) if ((m.attribs.name || '').toLowerCase() === 'inlay:filter') for (const [k, v] of parseFilters(m.attribs.content || '', () => '')) addFilter(k, v, '<meta name="inlay:filter">');
  let pageWeight = 1;
  /** @param {Element} el */
  const weightOf = (el) => {
    if (!has(el, 'data-inlay-weight')) return null;
    const w = parseWeight(el.attribs['data-inlay-weight']);
    if (w === null) warnings.push(`data-inlay-weight="${el.attribs['data-inlay-weight']}" ignored: use a number above 0, up to 100`);
    return w;
  };
  for (const el of [rootEl, bodyEl]) if (el) pageWeight = weightOf(el) ?? pageWeight;
  for (const m of metas) if ((m.attribs.name || '').toLowerCase() === 'inlay:weight') pageWeight = parseWeight(m.attribs.content || '') ?? pageWeight;
  // Filters anywhere on the page (also outside the indexed region: a version badge in the header).
  walk(doc.children, (el) => {
    if (has(el, 'data-inlay-filter') && el.name !== 'meta') for (const [k, v] of parseFilters(el.attribs['data-inlay-filter'], () => textOf(el.children, true))) addFilter(k, v, `<${el.name} data-inlay-filter>`);
  });

  const scope = regions.length ? regions : [main ?? bodyEl ?? rootEl].filter((x) => !!x);
  const scopeNodes = scope.length ? /** @type {Element[]} */ (scope) : null;
  const nodes = scopeNodes ? scopeNodes.flatMap((r) => { const w = weightOf(r); if (w !== null) pageWeight = w; return [r]; }) : doc.children;

  // The page title: the first h1 of the region (also inside its <header>), else <title>.
  /** @type {Element | null} */
  let h1 = null;
  walk(scopeNodes ? scopeNodes.flatMap((r) => r.children) : doc.children, (el) => {
    if (h1 || ignored(el, true)) return false;
    if (el.name === 'h1') h1 = el;
  });
  const h1El = /** @type {Element | null} */ (h1);
  const title = (h1El ? textOf(h1El.children).replace(DECOR, '') : '') || titleTag || url;

  /** @type {{ anchor: string | null, heading: string, level: number, lvl1: string | null, lvl2: string | null, weight: number, text: string[] }[]} */
  const sections = [{ anchor: null, heading: title, level: 0, lvl1: null, lvl2: null, weight: pageWeight, text: [] }];
  let lvl1 = /** @type {string | null} */ (null);
  let lvl2 = /** @type {string | null} */ (null);
  const seen = new Set();
  /** @param {Node[]} list @param {number | null} inheritedWeight */
  const rec = (list, inheritedWeight) => {
    for (const n of list) {
      const cur = sections[sections.length - 1];
      if (n.type === 'text') cur.text.push(n.data);
      else if (n.type === 'cdata') rec(n.children, inheritedWeight);
      else if (isElement(n) && !ignored(n)) {
        if (n === h1El) continue; // the title: the page's own record already carries it
        const own = weightOf(n);
        const weight = own ?? inheritedWeight;
        const hl = /^h[1-3]$/.test(n.name) ? Number(n.name[1]) : 0;
        if (hl) {
          const heading = textOf(n.children).replace(DECOR, '');
          const level = hl === 3 ? 2 : 1;
          if (level === 1) [lvl1, lvl2] = [heading, null];
          else lvl2 = heading;
          let anchor = anchorOf(n);
          if (anchor && heading) {
            if (seen.has(anchor)) warnings.push(`id "${anchor}" is used by two headings; the second is linked to the first`);
            seen.add(anchor);
            sections.push({ anchor, heading, level, lvl1, lvl2, weight: weight ?? pageWeight, text: [] });
            continue;
          }
          cur.text.push(` ${heading} `);
          continue;
        }
        const block = !INLINE.has(n.name);
        if (block) cur.text.push(' ');
        if (n.name === 'img' && n.attribs.alt) cur.text.push(n.attribs.alt);
        rec(n.children, weight);
        if (block) sections[sections.length - 1].text.push(' ');
      }
    }
  };
  rec(nodes, null);

  const records = sections.map((s, position) => {
    let content = squash(s.text.join(''));
    if (content.length > MAX_SECTION_CHARS) content = content.slice(0, MAX_SECTION_CHARS).replace(/\s+\S*$/, '') + '…';
    const href = s.anchor ? `${url}#${encodeURIComponent(s.anchor)}` : url;
    /** @type {SectionRecord} */
    const r = {
      objectID: href,
      url: href,
      page: url,
      anchor: s.anchor,
      title,
      heading: s.heading,
      hierarchy: { lvl0: title, lvl1: s.level >= 1 ? s.lvl1 : null, lvl2: s.level >= 2 ? s.lvl2 : null },
      level: s.level,
      position,
      content,
      lang,
    };
    if (s.weight !== 1) r.weight = s.weight;
    for (const [k, v] of Object.entries(filters)) r[k] = v.length === 1 ? v[0] : v;
    return r;
  });
  return { lang, title, records, filters, warnings };
}

/**
 * Records in the shape Algolia's DocSearch crawler writes (objectID, hierarchy.lvl0–lvl3, content,
 * url, anchor, language, type, weight), plus the page's filters as attributes: upload them unchanged.
 * @param {SectionRecord} r
 */
export function toAlgolia(r) {
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
