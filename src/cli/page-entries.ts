/**
 * Node only (`inlay index`): whether a page's text is mostly a list of summaries of other pages — the
 * shape of a blog generator's home page, section list, taxonomy term page and their pagination (Hugo's
 * themes, Jekyll's, Eleventy's, WordPress's): repeated blocks, each linking to one other page of the
 * site (its title as a link, a heading with a "read more" or a covering link) with its summary. The
 * words of those summaries are the posts' own, so such a page competes with the posts it lists.
 */
import { ignored, isElement, isText, leftOutBy, rawText, type ChildNode, type Element } from './page-noise';

/** Paths of taxonomy and archive pages (a link to one inside a summary is its tags, not what it summarises). */
export const ARCHIVE_PATH = /\/(tags?|categor(y|ies)|archives?|authors?|page\/\d+)(\/|$)/i;

interface Info {
  /** Characters of indexed text (whitespace left out). */
  chars: number;
  /** The one page it links to ('' none; null more than one), links to archives apart. */
  target: string | null;
  archive: string | null;
  /** Its first text is a link's. */
  leadLink: boolean | null;
  /** It links to its page from a heading (`<h2><a>Title</a></h2>`, also in a <header>) or by a link without text (a covering link). */
  titled: boolean;
}

/** A summary is short: longer blocks are sections of a page that happen to link to one other page. */
const MAX_ENTRY_CHARS = 1200;

export interface Entries {
  /** Blocks that summarise one other page each, how many distinct pages they link to, and their share of the text. */
  count: number;
  pages: number;
  share: number;
}

const merge = (a: string | null, b: string | null): string | null => (a === null || b === null ? null : !a ? b : !b || a === b ? a : null);

/**
 * `url`: the page's path; `origin`: the site's origin (from rel=canonical), so absolute links to the site
 * count as its pages. Links to other sites, to a part of this page (`#…`) or to the page itself do not.
 */
export function entriesOf(nodes: ChildNode[], h1: Element | null, url: string, origin: string | null): Entries {
  const base = new URL(url, 'http://site.invalid');
  const self = base.pathname.replace(/index\.html$/, '');
  const targetOf = (href: string): string => {
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) return '';
    let u: URL;
    try {
      u = new URL(href, base);
    } catch {
      return '';
    }
    if (u.origin !== base.origin && u.origin !== origin) return '';
    const path = u.pathname.replace(/index\.html$/, '');
    return path === self ? '' : path + u.search;
  };
  // Entries: the blocks linking to exactly one page, the outermost below a block that links to several
  // (or below the indexed region itself: a post linking to one other page is not a listing). One walk.
  let count = 0;
  let chars = 0;
  const pages = new Set<string>();
  const pageOf = (i: Info): string | null => (i.target !== '' ? i.target : i.archive);
  const tally = (kids: Info[]): void => {
    for (const i of kids) {
      const page = pageOf(i);
      if (page && i.chars > 0 && i.chars <= MAX_ENTRY_CHARS && (i.titled || i.leadLink)) {
        count++;
        chars += i.chars;
        pages.add(page);
      }
    }
  };
  const info = (el: Element, headerOnly: boolean, container: boolean): Info => {
    const out: Info = { chars: 0, target: '', archive: '', leadLink: null, titled: false };
    const link = el.name === 'a' ? targetOf(el.attribs.href || '') : '';
    if (link && ARCHIVE_PATH.test(link)) out.archive = link;
    else if (link) out.target = link;
    const kids: Info[] = [];
    for (const n of el.children) {
      if (isText(n)) {
        const k = headerOnly ? 0 : n.data.replace(/\s+/g, '').length;
        out.chars += k;
        if (k && out.leadLink === null) out.leadLink = !!link;
      } else if (isElement(n) && n !== h1) {
        // A <header> is left out of the text, but the heading it holds still makes its block an entry.
        const skip = ignored(n);
        if (skip && leftOutBy(n, true) !== '') continue;
        const c = info(n, headerOnly || skip, n.name === 'body' || n.name === 'html');
        if (!headerOnly && !skip) kids.push(c);
        out.chars += c.chars;
        out.target = merge(out.target, c.target);
        out.archive = merge(out.archive, c.archive);
        out.titled ||= c.titled;
        if (out.leadLink === null && c.leadLink !== null) out.leadLink = link ? true : c.leadLink;
      }
    }
    if (link && !out.chars && !headerOnly && !/\S/.test(rawText(el.children))) out.titled = true;
    if (/^h[1-6]$/.test(el.name) && (out.target || out.archive)) out.titled = true;
    if (container || pageOf(out) === null) tally(kids);
    return out;
  };
  let total = 0;
  for (const n of nodes) {
    if (isText(n)) total += n.data.replace(/\s+/g, '').length;
    else if (isElement(n) && !ignored(n)) total += info(n, false, true).chars;
  }
  return { count, pages: pages.size, share: total ? chars / total : 0 };
}
