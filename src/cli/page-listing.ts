/**
 * Node only (`inlay index`): whether a page is a listing — mostly links (a general index, a contents page),
 * a source code listing, or a tag / category / archive list. Its records rank ×LISTING_WEIGHT.
 */
import { classesOf, ignored, isElement, isText, type ChildNode, type Element } from './page-noise';

/** The weight of a listing page's records (a general index, a tag or archive page: mostly links). */
export const LISTING_WEIGHT = 0.25;

/** Archive markers: WordPress's body classes, and the paths blog generators give their lists. */
const ARCHIVE_BODY = new Set(['archive', 'category', 'tag', 'author', 'date', 'search', 'search-results', 'paged']);
const ARCHIVE_PATH = /\/(tags?|categor(y|ies)|archives?|authors?|page\/\d+)(\/|$)/i;

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
}

/** Why the page is a listing, else null. */
export function listingOf({ html, url, nodes, h1, body, codeChars, rawChars }: ListingInput): string | null {
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
  if (anchors >= 10) count(nodes, false);
  const bodyClasses = body ? classesOf(body) : [];
  if (codeChars > 2000 && codeChars >= 0.8 * rawChars) return 'a source code listing';
  if ((links >= 10 && linkChars >= 0.6 * textChars) || (links >= 100 && linkChars >= 0.5 * textChars))
    return `mostly links (${Math.round((100 * linkChars) / Math.max(1, textChars))}% of the text)`;
  if (bodyClasses.some((c) => ARCHIVE_BODY.has(c)) && !bodyClasses.includes('single'))
    return `an archive (<body class="${bodyClasses.filter((c) => ARCHIVE_BODY.has(c)).join(' ')}">)`;
  if (ARCHIVE_PATH.test(url) && links >= 5) return 'a tag, category, archive or index page (its path)';
  return null;
}
