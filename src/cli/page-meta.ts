/**
 * Node only (`inlay index`): what a page says about itself — whether it is a page to index at all (feeds,
 * JSON, noindex, redirects, `data-inlay-ignore`), its language, canonical URL, filters and weight, the
 * region to index and its title.
 */
import { has, ignored, meaningful, rawText, squash, textOf, walk, DECOR, type ChildNode, type Document, type Element } from './page-noise';

/** Reserved record keys a filter may not use (they would overwrite the record's own fields). */
export const RESERVED = new Set([
  'objectID',
  'url',
  'page',
  'anchor',
  'title',
  'heading',
  'hierarchy',
  'content',
  'lang',
  'language',
  'weight',
  'type',
  'level',
  'position',
  '_highlightResult',
  '_snippetResult',
]);

/** Why a file that is not an HTML page (JSON, a feed or sitemap saved as .html) is left out, else null. */
export function notHtml(html: string): string | null {
  const head = html
    .slice(0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^[[{]/.test(head)) return 'JSON, not an HTML page';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(rss|feed|rdf:RDF|urlset|sitemapindex|opml)\b/i.test(head)) return 'a feed or sitemap (XML), not an HTML page';
  return null;
}

export interface PageParts {
  root: Element | null;
  body: Element | null;
  /** Every `<main>` / `[role=main]` not hidden, in document order. */
  mains: Element[];
  /** The `[data-inlay-body]` regions (outermost). */
  regions: Element[];
  metas: Element[];
  canonical: string | null;
  titleTag: string;
}

/** One walk over the document for the parts the page's settings come from. */
export function partsOf(doc: Document): PageParts {
  const parts: PageParts = { root: null, body: null, mains: [], regions: [], metas: [], canonical: null, titleTag: '' };
  walk(doc.children, (el) => {
    if (el.name === 'html') parts.root ??= el;
    else if (el.name === 'body') parts.body ??= el;
    else if (el.name === 'meta') parts.metas.push(el);
    else if (el.name === 'link' && /(^|\s)canonical(\s|$)/i.test(el.attribs.rel || '') && el.attribs.href && parts.canonical === null)
      parts.canonical = el.attribs.href;
    else if (el.name === 'title' && !parts.titleTag) parts.titleTag = textOf(el.children);
    if ((el.name === 'main' || el.attribs.role === 'main') && !has(el, 'hidden')) parts.mains.push(el);
    if (has(el, 'data-inlay-body')) {
      parts.regions.push(el);
      return false; // a region inside a region is part of it
    }
  });
  return parts;
}

/** Why the page asks to be left out (noindex, a redirect, data-inlay-ignore), else null. */
export function skipOf({ metas, root, body }: PageParts): string | null {
  for (const meta of metas) {
    const name = (meta.attribs.name || '').toLowerCase();
    const content = (meta.attribs.content || '').toLowerCase();
    if ((name === 'robots' || name === 'inlay') && /\bnoindex\b|\bnone\b/.test(content)) return `<meta name="${name}" content="${meta.attribs.content}">`;
    if ((meta.attribs['http-equiv'] || '').toLowerCase() === 'refresh' && /url\s*=/.test(content)) return 'a redirect (<meta http-equiv="refresh">)';
  }
  if (root && has(root, 'data-inlay-ignore')) return 'data-inlay-ignore on <html>';
  if (body && has(body, 'data-inlay-ignore')) return 'data-inlay-ignore on <body>';
  return null;
}

/** <html lang>, xml:lang (XHTML), <body lang>, <meta http-equiv="content-language">, the file name, --lang. */
export function langOf({ metas, root, body }: PageParts, fileLang: string | null, defaultLang: string): string {
  const metaLang = metas.find((m) => (m.attribs['http-equiv'] || '').toLowerCase() === 'content-language')?.attribs.content?.split(',')[0];
  return (
    (root?.attribs.lang || root?.attribs['xml:lang'] || body?.attribs.lang || metaLang || fileLang || defaultLang).trim().replace(/_/g, '-').toLowerCase() ||
    defaultLang
  );
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

/** The page's filters: `<meta name="inlay:filter">` and `data-inlay-filter` anywhere (also outside the indexed region). */
export class PageFilters {
  readonly values: Record<string, string[]> = {};
  constructor(private readonly warnings: string[]) {}
  private add(key: string, value: string, where: string): void {
    if (RESERVED.has(key)) return void this.warnings.push(`filter "${key}" (${where}) is a reserved record field; use another name`);
    const list = (this.values[key] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  fromMetas(metas: Element[]): void {
    for (const meta of metas)
      if ((meta.attribs.name || '').toLowerCase() === 'inlay:filter')
        for (const [key, value] of parseFilters(meta.attribs.content || '', () => '')) this.add(key, value, '<meta name="inlay:filter">');
  }
  fromElements(nodes: ChildNode[]): void {
    walk(nodes, (el) => {
      if (has(el, 'data-inlay-filter') && el.name !== 'meta')
        for (const [key, value] of parseFilters(el.attribs['data-inlay-filter']!, () => textOf(el.children, true)))
          this.add(key, value, `<${el.name} data-inlay-filter>`);
    });
  }
}

function parseWeight(raw: string): number | null {
  const weight = Number(raw);
  return Number.isFinite(weight) && weight > 0 && weight <= 100 ? weight : null;
}

/** An element's `data-inlay-weight` (null without one; a warning when it is not a number in (0, 100]). */
export const weightReader =
  (warnings: string[]) =>
  (el: Element): number | null => {
    if (!has(el, 'data-inlay-weight')) return null;
    const weight = parseWeight(el.attribs['data-inlay-weight']!);
    if (weight === null) warnings.push(`data-inlay-weight="${el.attribs['data-inlay-weight']}" ignored: use a number above 0, up to 100`);
    return weight;
  };

/** `<meta name="inlay:weight">`'s weight, else `weight`. */
export function metaWeight(metas: Element[], weight: number): number {
  for (const meta of metas) if ((meta.attribs.name || '').toLowerCase() === 'inlay:weight') weight = parseWeight(meta.attribs.content || '') ?? weight;
  return weight;
}

/** The main part: the first <main> / [role=main], or the one inside it (<main><div role="main">). */
export function mainOf(mains: Element[]): Element | null {
  let main = mains[0] ?? null;
  for (const extraMain of mains.slice(1)) {
    let parent = extraMain.parent;
    while (parent && parent !== main) parent = parent.parent;
    if (parent) main = extraMain;
  }
  return main;
}

/** An h1 that is only a link to another page is the site's name (a logo), not the page's title. */
function isLogo(el: Element): boolean {
  const kids = meaningful(el);
  return (
    kids.length === 1 &&
    kids[0]!.name === 'a' &&
    !(kids[0]!.attribs.href || '#').startsWith('#') &&
    !rawText(el.children).replace(rawText(kids[0]!.children), '').trim()
  );
}

/** The page title: the first h1 of the region (also inside its <header>) that is not a logo, else <title>, else the URL. */
export function titleOf(nodes: ChildNode[], titleTag: string, url: string): { h1: Element | null; logos: Element[]; title: string } {
  let h1: Element | null = null;
  const logos: Element[] = [];
  walk(nodes, (el) => {
    if (h1 || ignored(el, true)) return false;
    if (el.name === 'h1') {
      if (isLogo(el)) logos.push(el);
      else h1 = el;
    }
  });
  const found = h1 as Element | null;
  return { h1: found, logos, title: (found ? textOf(found.children).replace(DECOR, '') : '') || titleTag || url };
}
