import { highlightText, level, snippet, type HighlightValue } from './algolia-highlight';
import { paging, type HitFormat, type Params, type SearchRequest } from './algolia-params';
import { getPath, normalize, textOf, type SearchRecord } from '../format/text';

/**
 * A record as an Algolia hit: its fields, objectID, `_highlightResult` and `_snippetResult` (raw text
 * with the request's tags). `matched(attr)`: the index terms found in that attribute (typo matches).
 */
export function formatHit(record: SearchRecord, id: number, queryTerms: string[], matched: (attr: string) => Set<string>, f: HitFormat): SearchRecord {
  const { pre, post } = f;
  const hit: SearchRecord = { ...record, objectID: String(record.objectID ?? record.id ?? id) };
  const hl: Record<string, HighlightValue> = {};
  const sn: Record<string, { value: string; matchLevel: HighlightValue['matchLevel'] }> = {};
  const cache = new Map<string, ReturnType<typeof highlightText>>();
  const mark = (attr: string) => {
    let r = cache.get(attr);
    if (!r) cache.set(attr, (r = highlightText(textOf(getPath(record, attr)), queryTerms, matched(attr), pre, post)));
    return r;
  };
  for (const attr of f.toHighlight) {
    if (getPath(record, attr) == null) continue;
    const r = mark(attr);
    const lvl = level(r.words, queryTerms);
    hl[attr] = {
      value: r.value,
      matchLevel: lvl,
      matchedWords: [...r.words],
      ...(lvl === 'full' ? { fullyHighlighted: r.ranges.length === 1 && r.value.startsWith(pre) && r.value.endsWith(post) } : {}),
    };
  }
  for (const { attr, n } of f.toSnippet) {
    if (getPath(record, attr) == null) continue;
    const r = mark(attr);
    sn[attr] = { value: snippet(textOf(getPath(record, attr)), r.ranges, n, pre, post, f.ellipsis, r.terms), matchLevel: level(r.words, queryTerms) };
  }
  hit._highlightResult = hl;
  if (f.toSnippet.length) hit._snippetResult = sn;
  return hit;
}

/** Algolia's response envelope around a page of hits. */
export function response(
  req: SearchRequest,
  p: Params,
  r: { hits: SearchRecord[]; nbHits: number; facets: Record<string, Record<string, number>>; t0: number; query: string },
) {
  const { hitsPerPage, page } = paging(p);
  const params = new URLSearchParams(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  return {
    hits: r.hits,
    nbHits: r.nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(Math.min(r.nbHits, 1000) / hitsPerPage) : 0,
    hitsPerPage,
    facets: r.facets,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - r.t0),
    query: r.query,
    params,
    index: req.indexName,
  };
}

/** A facet search's answer: the values (most frequent first) whose words start with the facet query. */
export function facetResponse(p: Params, counts: Record<string, number>) {
  const fq = normalize(String(p.facetQuery ?? ''));
  const pre = p.highlightPreTag || '<em>';
  const post = p.highlightPostTag || '</em>';
  const facetHits = Object.entries(counts)
    .filter(
      ([v]) =>
        !fq ||
        normalize(v)
          .split(/\s+/)
          .some((w) => w.startsWith(fq)),
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, p.maxFacetHits ?? 10)
    .map(([value, count]) => ({ value, count, highlighted: fq ? highlightText(value, [fq], new Set(), pre, post).value : value }));
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0 };
}
