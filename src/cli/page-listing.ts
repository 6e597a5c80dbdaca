/**
 * Node only (`inlay index`): whether a page is a listing — mostly links (a general index, a contents page),
 * a source code listing, or a tag / category / archive list. Its records rank ×LISTING_WEIGHT.
 */
import { ARCHIVE_PATH, entriesOf } from './page-entries';
import { classesOf, ignored, isElement, isText, type ChildNode, type Element } from './page-noise';

/** The weight of a listing page's records (a general index, a tag or archive page: mostly links). */
export const LISTING_WEIGHT = 0.1;

/**
 * The weight of release notes' records (What's New, a changelog): prose about every feature, each
 * documented on its own page, so they came before it (Django's releases/, Python's whatsnew/ took 75 and
 * 57 of the top-5 rows of their judged queries). ×0.5 and ×0.25 moved no right page down on any of the
 * nine judged sets; ×0.25 moved more up. Still found when a query is about them (the only matches).
 */
export const RELEASE_NOTES_WEIGHT = 0.25;

/** Release notes by their path: a folder of them (Django's releases/, Python's whatsnew/) or a file named so (PostgreSQL's release-15-1.html). */
const RELEASE_PATH =
  /\/(whatsnew|whats-new|what-s-new|releases|release-notes|releasenotes|changelogs?)\/|\/(release-notes|releasenotes|changelog|whatsnew|whats-new|release-\d)[^/]*$/i;
/** … or by their title: "What's New In Python 3.5", "Django 1.10 release notes", "Changelog", "E.1. Release 15.20". */
const RELEASE_TITLE = /^(what[’']?s new|changelog|change log|changes in)\b|\brelease notes\b|(^|\s)release \d+(\.\d+)*\s*$/i;

/** Why the page is release notes, else null. */
export function releaseNotesOf(url: string, title: string): string | null {
  if (RELEASE_PATH.test(url)) return 'release notes (its path)';
  if (RELEASE_TITLE.test(title.trim())) return 'release notes (its title)';
  return null;
}

/** Archive markers: WordPress's body classes, and the paths blog generators give their lists. */
const ARCHIVE_BODY = new Set(['archive', 'category', 'tag', 'author', 'date', 'search', 'search-results', 'paged']);

export interface ListingInput {
  html: string;
  url: string;
  /** The indexed nodes, and the title's h1 (not counted). */
  nodes: ChildNode[];
  h1: Element | null;
  body: Element | null;
  /** Characters of code (<pre>) and of all the sections' text. */
  codeChars: number;
  rawChars: number;
  /** rel=canonical's href: its origin is the site's (absolute links to it are links to its pages). */
  canonical?: string | null;
}

/** A list's second, third… page: `/page/2/` (Hugo, WordPress, Jekyll's paginate), `?page=2`, `?paged=2`. */
const PAGED = /\/page\/\d+\/?(["'\s>]|$)|[?&](amp;)?(page|paged)=\d+/;

const originOf = (href: string | null | undefined): string | null => {
  try {
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
};

/** Why the page is a listing, else null. */
export function listingOf({ html, url, nodes, h1, body, codeChars, rawChars, canonical }: ListingInput): string | null {
  // Link density over everything indexed, headings and terms included (a book index's terms are <dt>s).
  let textChars = 0;
  let linkChars = 0;
  let links = 0;
  const count = (list: ChildNode[], inLink: boolean): void => {
    for (const node of list) {
      if (isText(node)) {
        const chars = node.data.replace(/\s+/g, '').length;
        textChars += chars;
        if (inLink) linkChars += chars;
      } else if (isElement(node) && !ignored(node) && node !== h1) {
        const isLink = node.name === 'a' && !!node.attribs.href;
        if (isLink) links++;
        count(node.children, inLink || isLink);
      }
    }
  };
  // Only a page with ten links or more can be a listing: most pages are not walked twice.
  let anchors = 0;
  for (let at = html.indexOf('<a'); at >= 0 && anchors < 10; at = html.indexOf('<a', at + 2)) if (/\s/.test(html[at + 2] ?? '')) anchors++;
  const archivePath = ARCHIVE_PATH.test(url);
  if (anchors >= 10 || archivePath) count(nodes, false);
  const bodyClasses = body ? classesOf(body) : [];
  if (codeChars > 2000 && codeChars >= 0.8 * rawChars) return 'a source code listing';
  if ((links >= 10 && linkChars >= 0.6 * textChars) || (links >= 100 && linkChars >= 0.5 * textChars))
    return `mostly links (${Math.round((100 * linkChars) / Math.max(1, textChars))}% of the text)`;
  if (bodyClasses.some((c) => ARCHIVE_BODY.has(c)) && !bodyClasses.includes('single'))
    return `an archive (<body class="${bodyClasses.filter((c) => ARCHIVE_BODY.has(c)).join(' ')}">)`;
  if (archivePath && links >= 5) return 'a tag, category, archive or index page (its path)';
  if (anchors < 2) return null;
  // A blog's lists (home, section, taxonomy term, their pages 2…): summaries of other pages, one after another.
  const entries = entriesOf(nodes, h1, url, originOf(canonical));
  const share = `${Math.round(100 * entries.share)}% of the text`;
  if (entries.share >= 0.6 && entries.count >= 2 && entries.pages >= 2) return `summaries of ${entries.pages} other pages (${share})`;
  // One summary: a list only where the path or the pagination says so (a tag with one post).
  const bodyAt = html.search(/<body[\s>]/i);
  const head = bodyAt < 0 ? html : html.slice(0, bodyAt);
  // (rel=next/prev alone is not pagination: Sphinx and DocBook link a book's pages in reading order with them.)
  const paged = PAGED.test(url) || [...head.matchAll(/<link\b[^>]*>/gi)].some(([l]) => /\brel=["']?(next|prev)\b/i.test(l) && PAGED.test(l));
  if (entries.share >= 0.6 && entries.count >= 1 && (archivePath || paged))
    return `a summary of another page on a ${archivePath ? 'tag or archive' : 'paginated'} page (${share})`;
  return null;
}
