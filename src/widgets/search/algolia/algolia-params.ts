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
  let p: Params = { ...(flat as Params) };
  if (typeof params === 'string') {
    for (const [k, v] of new URLSearchParams(params)) {
      try {
        p[k] = JSON.parse(v);
      } catch {
        p[k] = v;
      }
    }
  } else if (params) p = { ...p, ...params };
  return p;
}

export const asList = (v: string | string[] | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : v.split(','));

/** Parsed facetFilters: AND of ORs, each `{ attr, value, negate }`. */
export type Clause = { attr: string; value: string; negate: boolean }[];
export function parseFacetFilters(ff: Params['facetFilters']): Clause[] {
  if (!ff) return [];
  const list = typeof ff === 'string' ? [ff] : ff;
  return list.map((group) =>
    (Array.isArray(group) ? group : [group]).map((f) => {
      const negate = f.startsWith('-');
      const body = negate ? f.slice(1) : f;
      const at = body.indexOf(':');
      return { attr: body.slice(0, at), value: body.slice(at + 1).replace(/^"|"$/g, ''), negate };
    }),
  );
}

/** Page and page size a request asks for (Algolia's bounds). */
export function paging(p: Params): { hitsPerPage: number; page: number } {
  return { hitsPerPage: Math.max(0, Math.min(1000, p.hitsPerPage ?? 20)), page: Math.max(0, p.page ?? 0) };
}

/** What a request asks of each hit: the attributes to highlight and to snippet, and the tags. */
export interface HitFormat {
  toHighlight: string[];
  toSnippet: { attr: string; n: number }[];
  pre: string;
  post: string;
  ellipsis: string;
}
export function hitFormat(p: Params, fields: string[]): HitFormat {
  return {
    toHighlight: p.attributesToHighlight === undefined || asList(p.attributesToHighlight).includes('*') ? fields : asList(p.attributesToHighlight),
    toSnippet: asList(p.attributesToSnippet).map((s) => {
      const [attr, n] = s.split(':');
      return { attr: attr!, n: Number(n) || 10 };
    }),
    pre: p.highlightPreTag || '<em>',
    post: p.highlightPostTag || '</em>',
    ellipsis: p.snippetEllipsisText ?? '…',
  };
}
