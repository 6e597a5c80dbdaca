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
    let resolved: URL;
    try {
      resolved = new URL(href, base);
    } catch {
      return '';
    }
    if (resolved.origin !== base.origin && resolved.origin !== origin) return '';
    const path = resolved.pathname.replace(/index\.html$/, '');
    return path === self ? '' : path + resolved.search;
  };
  // Entries: the blocks linking to exactly one page, the outermost below a block that links to several
  // (or below the indexed region itself: a post linking to one other page is not a listing). One walk.
  let count = 0;
  let chars = 0;
  const pages = new Set<string>();
  const pageOf = (i: Info): string | null => (i.target !== '' ? i.target : i.archive);
  const tally = (kids: Info[]): void => {
    for (const kid of kids) {
      const page = pageOf(kid);
      if (page && kid.chars > 0 && kid.chars <= MAX_ENTRY_CHARS && (kid.titled || kid.leadLink)) {
        count++;
        chars += kid.chars;
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
    for (const child of el.children) {
      if (isText(child)) {
        const textChars = headerOnly ? 0 : child.data.replace(/\s+/g, '').length;
        out.chars += textChars;
        if (textChars && out.leadLink === null) out.leadLink = !!link;
      } else if (isElement(child) && child !== h1) {
        // A <header> is left out of the text, but the heading it holds still makes its block an entry.
        const skip = ignored(child);
        if (skip && leftOutBy(child, true) !== '') continue;
        const childInfo = info(child, headerOnly || skip, child.name === 'body' || child.name === 'html');
        if (!headerOnly && !skip) kids.push(childInfo);
        out.chars += childInfo.chars;
        out.target = merge(out.target, childInfo.target);
        out.archive = merge(out.archive, childInfo.archive);
        out.titled ||= childInfo.titled;
        if (out.leadLink === null && childInfo.leadLink !== null) out.leadLink = link ? true : childInfo.leadLink;
      }
    }
    if (link && !out.chars && !headerOnly && !/\S/.test(rawText(el.children))) out.titled = true;
    if (/^h[1-6]$/.test(el.name) && (out.target || out.archive)) out.titled = true;
    if (container || pageOf(out) === null) tally(kids);
    return out;
  };
  let total = 0;
  for (const node of nodes) {
    if (isText(node)) total += node.data.replace(/\s+/g, '').length;
    else if (isElement(node) && !ignored(node)) total += info(node, false, true).chars;
  }
  return { count, pages: pages.size, share: total ? chars / total : 0 };
}
