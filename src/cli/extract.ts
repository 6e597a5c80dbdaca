/**
 * One built HTML page → its search records (Node only: `inlay index`; nothing here enters a browser
 * script). The page's own markup decides what is indexed (docs/search.md, "What is indexed"):
 * - the content of `[data-inlay-body]` (all of them), else `[role="main"]` / `<main>` (the innermost
 *   when one holds the other), else `<body>`;
 * - never nav, header, footer, aside, script, style, template, noscript, form, `[hidden]`, nor anything
 *   under `[data-inlay-ignore]` (nor embedded objects: svg, iframe, canvas, video, audio, object), nor
 *   the parts every generator adds around the text: permalinks (`¶`, `#`, `.headerlink`), comment
 *   areas, post meta, "edit this page" links, prev/next pagers (page-noise.ts);
 * - one record per section: the page title (first `<h1>`, else `<title>`) starts the page's own
 *   section; every h2–h4 with an id — its own, a wrapper's it opens (`<section id>`, `<div class="sect1"
 *   id>`), an anchor inside or just before it, its permalink's target (page-anchors.ts) — starts one whose
 *   URL is `page#id`, and so does every `<dt>` with an id (API entries, glossary terms); an h2/h3 with no
 *   id at all is linked by a text fragment (`page#:~:text=…`) (page-sections.ts);
 * - a section longer than SPLIT_CHARS is cut into several records with the same URL (nothing dropped);
 * - filters from `data-inlay-filter="key:value"` (anywhere: applies to the page; `key` alone takes the
 *   element's text) and `<meta name="inlay:filter" content="key:value">`; a weight from
 *   `data-inlay-weight` (on the page's root/body/region: the page; on a heading or its section: that section)
 *   (page-meta.ts);
 * - a listing page (mostly links: a general index, tag/category/archive lists) ranks ×LISTING_WEIGHT
 *   (page-listing.ts); feeds and JSON saved as .html are not pages; release notes (by path or title)
 *   rank ×RELEASE_NOTES_WEIGHT.
 * Parsed by htmlparser2 (a forgiving streaming parser with a small DOM), never by regular expressions.
 */
import { parseDocument } from 'htmlparser2';
import { LISTING_WEIGHT, listingOf, RELEASE_NOTES_WEIGHT, releaseNotesOf } from './page-listing';
import { langOf, mainOf, metaWeight, notHtml, PageFilters, partsOf, skipOf, titleOf, weightReader } from './page-meta';
import { squash, type Element } from './page-noise';
import { sectionsOf } from './page-sections';

export { LISTING_WEIGHT };
export { RESERVED } from './page-meta';

/** A section's text is cut into records of about this many characters (at a sentence or word end). */
export const SPLIT_CHARS = 6_000;

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
      /** Why the page is release notes (What's New, a changelog), ranked ×RELEASE_NOTES_WEIGHT, else null. */
      releaseNotes: string | null;
      canonical: string | null;
    };

/** A page that is indexed (not left out). */
export type IndexedPage = Exclude<PageResult, { skip: string }>;

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

/**
 * `url`: the page URL relative to the site root (`/docs/`); `fileLang`: the language in the file name
 * (`ch02.ja.html`), used when the markup names none.
 */
export function extractPage(
  html: string,
  { url, defaultLang = 'und', fileLang = null }: { url: string; defaultLang?: string; fileLang?: string | null },
): PageResult {
  const notPage = notHtml(html);
  if (notPage) return { skip: notPage };
  const doc = parseDocument(html, { decodeEntities: true });
  const parts = partsOf(doc);
  const { root, body, regions, metas } = parts;
  const skip = skipOf(parts);
  if (skip) return { skip };
  const lang = langOf(parts, fileLang, defaultLang);
  const warnings: string[] = [];
  const filters = new PageFilters(warnings);
  filters.fromMetas(metas);
  const weightOf = weightReader(warnings);
  let pageWeight = 1;
  for (const el of [root, body]) if (el) pageWeight = weightOf(el) ?? pageWeight;
  pageWeight = metaWeight(metas, pageWeight);
  filters.fromElements(doc.children);

  const main = mainOf(parts.mains);
  const scope = regions.length ? regions : [main ?? body ?? root].filter((x): x is Element => !!x);
  const scopeNodes = scope.length ? scope : null;
  const nodes = scopeNodes
    ? scopeNodes.flatMap((root) => {
        const weight = weightOf(root);
        if (weight !== null) pageWeight = weight;
        return [root];
      })
    : doc.children;
  const { h1, logos, title } = titleOf(scopeNodes ? scopeNodes.flatMap((r) => r.children) : doc.children, parts.titleTag, url);
  const stops = new Set<Element>(scopeNodes ?? []);
  for (let parent = h1?.parent; parent; parent = parent.parent) if ((parent.type as string) === 'tag') stops.add(parent as Element);
  const { sections, leftOut, codeChars } = sectionsOf(nodes, { title, pageWeight, h1, logos, stops, warnings, weightOf });

  const rawChars = sections.reduce((s, x) => s + x.text.join('').length, 0);
  const listing = listingOf({ html, url, nodes, h1, body, codeChars, rawChars, canonical: parts.canonical });
  const notes = listing ? null : releaseNotesOf(url, title);
  const records: SectionRecord[] = [];
  // A listing's terms (a book index's entries) are not sections: their text goes back to the section above.
  if (listing) {
    for (let i = sections.length - 1; i > 0; i--) {
      const section = sections[i]!;
      if (!section.term && !section.resume) continue;
      sections[i - 1]!.text.push(' ', ...(section.term ? [section.heading, ' '] : []), ...section.text);
      sections.splice(i, 1);
    }
  }
  const resumedKeys = new Set(sections.filter((s) => s.resume && s.text.join('').trim()).map((s) => s.anchor ?? s.fragment));
  for (const section of sections) {
    const content = squash(section.text.join(''));
    if (
      !content &&
      (section.resume || (!section.resume && section.level > 0 && resumedKeys.has(section.anchor ?? section.fragment) && sections.indexOf(section) > 0))
    )
      continue; // a heading's text after a definition list: a record of its own only when there is some
    const parts = splitText(content);
    parts.forEach((part, partIndex) => {
      const href = section.anchor ? `${url}#${encodeURIComponent(section.anchor)}` : section.fragment ? `${url}#${section.fragment}` : url;
      const sameUrl = records.filter((r) => r.url === href).length;
      const record: SectionRecord = {
        objectID: sameUrl ? `${href}~${sameUrl + 1}` : href,
        url: href,
        page: url,
        anchor: section.anchor,
        title,
        heading: section.heading,
        hierarchy: { lvl0: title, lvl1: section.level >= 1 ? section.lvl1 : null, lvl2: section.level >= 2 ? section.lvl2 : null },
        level: section.level,
        position: records.length,
        content: part,
        lang,
      };
      const weight = listing ? section.weight * LISTING_WEIGHT : notes ? section.weight * RELEASE_NOTES_WEIGHT : section.weight;
      if (weight !== 1) record.weight = weight;
      for (const [k2, values] of Object.entries(filters.values)) record[k2] = values.length === 1 ? values[0] : values;
      if (partIndex === 0 || part) records.push(record);
    });
  }
  return { lang, title, records, filters: filters.values, warnings, leftOut, listing, releaseNotes: notes, canonical: parts.canonical };
}

/**
 * Records in the shape Algolia's DocSearch crawler writes (objectID, hierarchy.lvl0–lvl3, content,
 * url, anchor, language, type, weight), plus the page's filters as attributes: upload them unchanged.
 */
export function toAlgolia(record: SectionRecord): Record<string, unknown> {
  const { objectID, url, anchor, content, lang, hierarchy, level, position, weight, page: _p, title: _t, heading: _h, ...filters } = record;
  return {
    objectID,
    url,
    url_without_anchor: record.page,
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
