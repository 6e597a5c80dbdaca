/** Algolia search requests as InstantSearch sends them: their parameters, facet filters, paging and hit format. */

export interface Params {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | string[];
  maxValuesPerFacet?: number;
  facetFilters?: string | (string | string[])[];
  attributesToHighlight?: string | string[];
  attributesToSnippet?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  type?: string;
  facet?: string;
  facetQuery?: string;
  maxFacetHits?: number;
  [key: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: Params | string;
  [key: string]: unknown;
}

export function parseParams(req: SearchRequest): Params {
  const { indexName: _i, params, ...flat } = req;
  let merged: Params = { ...(flat as Params) };
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        merged[key] = JSON.parse(value);
      } catch {
        merged[key] = value;
      }
    }
  } else if (params) merged = { ...merged, ...params };
  return merged;
}

export const asList = (v: string | string[] | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : v.split(','));

/** Parsed facetFilters: AND of ORs, each `{ attr, value, negate }`. */
export type Clause = { attr: string; value: string; negate: boolean }[];
export function parseFacetFilters(ff: Params['facetFilters']): Clause[] {
  if (!ff) return [];
  const list = typeof ff === 'string' ? [ff] : ff;
  return list.map((group) =>
    (Array.isArray(group) ? group : [group]).map((filter) => {
      const negate = filter.startsWith('-');
      const body = negate ? filter.slice(1) : filter;
      const at = body.indexOf(':');
      return { attr: body.slice(0, at), value: body.slice(at + 1).replace(/^"|"$/g, ''), negate };
    }),
  );
}

/** Page and page size a request asks for (Algolia's bounds). */
export function paging(params: Params): { hitsPerPage: number; page: number } {
  return { hitsPerPage: Math.max(0, Math.min(1000, params.hitsPerPage ?? 20)), page: Math.max(0, params.page ?? 0) };
}

/** What a request asks of each hit: the attributes to highlight and to snippet, and the tags. */
export interface HitFormat {
  toHighlight: string[];
  toSnippet: { attr: string; n: number }[];
  pre: string;
  post: string;
  ellipsis: string;
}
export function hitFormat(params: Params, fields: string[]): HitFormat {
  return {
    toHighlight:
      params.attributesToHighlight === undefined || asList(params.attributesToHighlight).includes('*') ? fields : asList(params.attributesToHighlight),
    toSnippet: asList(params.attributesToSnippet).map((spec) => {
      const [attr, words] = spec.split(':');
      return { attr: attr!, n: Number(words) || 10 };
    }),
    pre: params.highlightPreTag || '<em>',
    post: params.highlightPostTag || '</em>',
    ellipsis: params.snippetEllipsisText ?? '…',
  };
}
