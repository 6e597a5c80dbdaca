import { highlightText, level, snippet, type HighlightValue } from './algolia-highlight';
import { paging, type HitFormat, type Params, type SearchRequest } from './algolia-params';
import { getPath, normalize, textOf, type SearchRecord } from '../format/text';

/**
 * A record as an Algolia hit: its fields, objectID, `_highlightResult` and `_snippetResult` (raw text
 * with the request's tags). `matched(attr)`: the index terms found in that attribute (typo matches).
 */
export function formatHit(record: SearchRecord, id: number, queryTerms: string[], matched: (attr: string) => Set<string>, format: HitFormat): SearchRecord {
  const { pre, post } = format;
  const hit: SearchRecord = { ...record, objectID: String(record.objectID ?? record.id ?? id) };
  const hl: Record<string, HighlightValue> = {};
  const sn: Record<string, { value: string; matchLevel: HighlightValue['matchLevel'] }> = {};
  const cache = new Map<string, ReturnType<typeof highlightText>>();
  const mark = (attr: string) => {
    let marked = cache.get(attr);
    if (!marked) cache.set(attr, (marked = highlightText(textOf(getPath(record, attr)), queryTerms, matched(attr), pre, post)));
    return marked;
  };
  for (const attr of format.toHighlight) {
    if (getPath(record, attr) == null) continue;
    const marked = mark(attr);
    const lvl = level(marked.words, queryTerms);
    hl[attr] = {
      value: marked.value,
      matchLevel: lvl,
      matchedWords: [...marked.words],
      ...(lvl === 'full' ? { fullyHighlighted: marked.ranges.length === 1 && marked.value.startsWith(pre) && marked.value.endsWith(post) } : {}),
    };
  }
  for (const { attr, n: words } of format.toSnippet) {
    if (getPath(record, attr) == null) continue;
    const marked = mark(attr);
    sn[attr] = {
      value: snippet(textOf(getPath(record, attr)), marked.ranges, words, pre, post, format.ellipsis, marked.terms),
      matchLevel: level(marked.words, queryTerms),
    };
  }
  hit._highlightResult = hl;
  if (format.toSnippet.length) hit._snippetResult = sn;
  return hit;
}

/** Algolia's response envelope around a page of hits. */
export function response(
  req: SearchRequest,
  searchParams: Params,
  result: { hits: SearchRecord[]; nbHits: number; facets: Record<string, Record<string, number>>; t0: number; query: string },
) {
  const { hitsPerPage, page } = paging(searchParams);
  const params = new URLSearchParams(
    Object.entries(searchParams)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  return {
    hits: result.hits,
    nbHits: result.nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(Math.min(result.nbHits, 1000) / hitsPerPage) : 0,
    hitsPerPage,
    facets: result.facets,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - result.t0),
    query: result.query,
    params,
    index: req.indexName,
  };
}

/** A facet search's answer: the values (most frequent first) whose words start with the facet query. */
export function facetResponse(params: Params, counts: Record<string, number>) {
  const fq = normalize(String(params.facetQuery ?? ''));
  const pre = params.highlightPreTag || '<em>';
  const post = params.highlightPostTag || '</em>';
  const facetHits = Object.entries(counts)
    .filter(
      ([v]) =>
        !fq ||
        normalize(v)
          .split(/\s+/)
          .some((w) => w.startsWith(fq)),
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, params.maxFacetHits ?? 10)
    .map(([value, count]) => ({ value, count, highlighted: fq ? highlightText(value, [fq], new Set(), pre, post).value : value }));
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0 };
}
