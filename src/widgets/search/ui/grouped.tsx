/**
 * Results of section records (`inlay index`, or DocSearch-shaped Algolia records: `hierarchy.lvl0…`,
 * `url`, `anchor`) grouped by page: the page once, then up to `max` matching sections, each linking to
 * its `#anchor`. One flat list of options, so the combobox's arrow keys walk pages and sections alike.
 */
import type { Hit } from '../state/engine';
import { safeUrl } from '../../../core/dom/url';
import { Highlighted, highlightOf } from './highlight';
import { getPath, textOf } from '../format/text';

export type HitOption = {
  kind: 'hit';
  hit: Hit;
  url: string | null;
  /** Grouped results: the page row, or one of its sections. */
  role?: 'page' | 'section';
  /** Grouped results: the index of the option's page row (sections describe themselves by it). */
  page?: number;
  /** A page row standing for a page whose own record did not match (its `hit` is its best section). */
  synthetic?: boolean;
};

const hierarchyOf = (hit: Hit) => hit.hierarchy as Record<string, unknown> | undefined;
/** True when the hits are section records (each has a `hierarchy` with `lvl0`). */
export const sectioned = (hits: Hit[]): boolean =>
  hits.length > 0 && hits.every((h) => !!hierarchyOf(h) && typeof hierarchyOf(h) === 'object' && 'lvl0' in hierarchyOf(h)!);
const pageUrlOf = (hit: Hit, urlField: string): string => String(hit.url_without_anchor ?? hit.page ?? textOf(getPath(hit, urlField)).split('#')[0]);
/** A page's own record: level 0 (ours; a section without an id has no anchor but a level), type lvl0 (DocSearch's), else no anchor. */
const isPageRecord = (hit: Hit): boolean => (typeof hit.level === 'number' ? hit.level === 0 : hit.type === 'lvl0' || !hit.anchor);

/** The options of grouped results, pages in the order of their best hit. */
export function groupOptions(hits: Hit[], max: number, urlField: string): HitOption[] {
  const groups = new Map<string, { page: Hit | null; first: Hit; sections: Hit[] }>();
  for (const hit of hits) {
    const key = pageUrlOf(hit, urlField);
    const group = groups.get(key) ?? groups.set(key, { page: null, first: hit, sections: [] }).get(key)!;
    if (isPageRecord(hit) && !group.page) group.page = hit;
    // A long section is several records with one URL: its best one stands for it.
    else if (group.sections.length < max && !group.sections.some((x) => x.url === hit.url) && !(isPageRecord(hit) && group.page?.url === hit.url))
      group.sections.push(hit);
  }
  const out: HitOption[] = [];
  for (const [key, group] of groups) {
    const page = out.length;
    out.push({
      kind: 'hit',
      role: 'page',
      hit: group.page ?? group.first,
      url: safeUrl(group.page ? getPath(group.page, urlField) : key),
      ...(group.page ? {} : { synthetic: true }),
    });
    for (const hit of group.sections) out.push({ kind: 'hit', role: 'section', hit, url: safeUrl(getPath(hit, urlField)), page });
  }
  return out;
}

/** The deepest level of a hit's hierarchy (its own heading), highlighted when the engine highlighted it. */
function headingOf(hit: Hit): string {
  const own = highlightOf(hit, '_highlightResult', 'heading');
  if (own) return own;
  const hierarchy = hierarchyOf(hit) ?? {};
  for (let i = 6; i >= 0; i--) {
    if (!hierarchy[`lvl${i}`]) continue;
    return highlightOf(hit, '_highlightResult', `hierarchy.lvl${i}`) ?? textOf(hierarchy[`lvl${i}`]);
  }
  return '';
}

function truncate(text: string, maxLength = 160): string {
  return text.length > maxLength ? `${text.slice(0, maxLength).replace(/\s+\S*$/, '')}…` : text;
}

/** What one result option shows: title and snippet (text and <mark> nodes only, never HTML). */
export function HitBody({ opt, titleField, snippetField, titleId }: { opt: HitOption; titleField: string; snippetField: string; titleId?: string }) {
  const { hit, url, role } = opt;
  let title: string;
  let snippet: string | null = null;
  let crumb = '';
  if (role === 'page') {
    title =
      highlightOf(hit, '_highlightResult', 'title') ??
      highlightOf(hit, '_highlightResult', 'hierarchy.lvl0') ??
      textOf(getPath(hit, 'title') ?? hierarchyOf(hit)?.lvl0);
    // The page's own text only when its own record matched (else a section's text would show twice).
    if (isPageRecord(hit)) snippet = highlightOf(hit, '_snippetResult', snippetField);
  } else if (role === 'section') {
    title = headingOf(hit);
    snippet = highlightOf(hit, '_snippetResult', snippetField);
    // A subsection says where it is: "Installation › With npm".
    const parent = hierarchyOf(hit)?.lvl1;
    if (parent && hierarchyOf(hit)?.lvl2 && textOf(parent) !== textOf(hierarchyOf(hit)?.lvl2)) crumb = textOf(parent);
  } else {
    title = highlightOf(hit, '_highlightResult', titleField) ?? textOf(getPath(hit, titleField));
    snippet = highlightOf(hit, '_snippetResult', snippetField) ?? truncate(textOf(getPath(hit, snippetField)));
  }
  return (
    <>
      <span className="title" part="title" id={titleId}>
        {crumb ? <span className="crumb">{truncate(crumb, 60)} › </span> : null}
        <Highlighted value={title || url || hit.objectID} max={200} />
      </span>
      {snippet ? (
        <span className="snippet" part="snippet">
          <Highlighted value={snippet} />
        </span>
      ) : null}
    </>
  );
}
