import type { SearchClientLike } from '../search-client';

/**
 * `filters="version:2.0 lang:en"` → Algolia facetFilters `[["version:2.0"], ["lang:en"]]`: different keys
 * AND, the same key given twice ORs (`version:2.0 version:2.1`); quote values with spaces
 * (`product:"Acme Pro"`). Returns null when the text has a part that is not `key:value`.
 */
export function parseScope(text: string): string[][] | null {
  const groups = new Map<string, string[]>();
  const rest = text.replace(/([^\s:,"]+):(?:"([^"]*)"|([^\s,"]+))/g, (_, key: string, quoted?: string, plain?: string) => {
    const list = groups.get(key) ?? groups.set(key, []).get(key)!;
    list.push(`${key}:${quoted ?? plain}`);
    return ' ';
  });
  if (rest.replace(/[\s,]/g, '')) return null;
  return [...groups.values()];
}

type Req = { params?: unknown; facetFilters?: unknown; [key: string]: unknown };
const asList = (v: unknown): unknown[] => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]);

/** A client whose every request (hits, facet counts, facet search) is restricted by `facetFilters`. */
export function scopeClient(client: SearchClientLike, facetFilters: string[][]): SearchClientLike {
  if (!facetFilters.length) return client;
  const add = (request: Req): Req => {
    if (request.params && typeof request.params === 'object') {
      const params = request.params as Req;
      return { ...request, params: { ...params, facetFilters: [...asList(params.facetFilters), ...facetFilters] } };
    }
    return { ...request, facetFilters: [...asList(request.facetFilters), ...facetFilters] };
  };
  const scoped: SearchClientLike = {
    ...client,
    search(requests: unknown) {
      if (Array.isArray(requests)) return client.search(requests.map(add));
      const body = requests as { requests: Req[] };
      return client.search({ ...body, requests: body.requests.map(add) });
    },
  };
  if (typeof client.clearCache === 'function') scoped.clearCache = () => client.clearCache!();
  return scoped;
}
