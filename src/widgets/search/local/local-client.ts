/**
 * Local mode: a MiniSearch index over a static JSON file, wrapped as an InstantSearch `searchClient`
 * that answers in Algolia's response shape (hits, nbHits, page, nbPages, hitsPerPage, facets with
 * counts, _highlightResult, _snippetResult, processingTimeMS, query, params), so the same connectors
 * and UI drive both modes. MiniSearch builds the index; ranker.ts runs the queries (stop words, capped
 * prefix and typo expansions, typed-array scoring, top-k of the page only).
 *
 * The JSON is fetched on the first `load()` (the widget calls it on first interaction) and indexed in
 * time slices that yield to the event loop (scheduler.yield(), else a MessageChannel message), so no
 * indexing task runs longer than ~5 ms (plus any GC pause).
 */
import MiniSearch from 'minisearch';
import { Ranker, topK, type MiniSearchInternals, type QueryPlan } from './ranker';
import { FORMAT } from '../format/chunk-format';
import { allIds, MatchCache } from './match-cache';
import { getPath, normalize, textOf, tokenize, type SearchRecord } from '../format/text';
import { pageNumbers } from './page-cover';
import { fieldBoosts } from '../format/scoring';
import { yieldToEventLoop } from './event-loop';
import { readJson } from './json-stream';
import { asList, hitFormat, paging, parseFacetFilters, parseParams, type Params, type SearchRequest } from '../algolia/algolia-params';
import { facetResponse, formatHit, response } from '../algolia/algolia-response';
import { FacetTable } from './facets';
import { pickLanguage } from './language';
import { wantsForms } from '../format/inflect';
import { loadOnce } from '../clients/load-once';

/** Loading phases a trace reports: when each ended, and each indexing slice's length. */
export type LoadPhase = 'response' | 'body' | 'slice' | 'index' | 'ranker';

export interface LocalClientOptions {
  /** The records, or a URL returning a JSON array of records (or `{ records: [...] }` / `{ hits: [...] }`). */
  records: string | SearchRecord[];
  /** Instead of `records`: the URL of an `inlay index` folder (its index.json names one records file per language). */
  index?: string;
  /** The page's language: picks the folder's matching per-language index. */
  lang?: string;
  /** Fields the full-text index covers (dotted paths allowed). The first gets the highest boost. */
  searchFields: string[];
  /** Milliseconds of indexing work between two yields to the event loop. */
  sliceMs?: number;
  fetch?: typeof fetch;
  /** For the benchmark: `ms` is performance.now() when a phase ended, or an indexing slice's length ('slice'). */
  trace?: (phase: LoadPhase, ms: number) => void;
}

class RecordsError extends Error {
  code = 'records';
  constructor(message: string) {
    super(message);
    this.name = 'RecordsError';
  }
}

/** The facet attributes a batch of requests counts, searches or filters on. */
function facetAttributes(list: SearchRequest[]): Set<string> {
  const attrs = new Set<string>();
  for (const request of list) {
    const params = parseParams(request);
    for (const facet of asList(params.facets)) if (facet !== '*') attrs.add(facet);
    if (params.type === 'facet' && params.facet) attrs.add(String(params.facet));
    for (const or of parseFacetFilters(params.facetFilters)) for (const { attr } of or) attrs.add(attr);
  }
  return attrs;
}

export class LocalSearchClient {
  records: SearchRecord[] = [];
  private index: MiniSearch<{ __i: number }> | null = null;
  private ranker: Ranker | null = null;
  private facets = new FacetTable([]);
  /** The last queries' matches (InstantSearch sends the same query for each disjunctive facet, pagination, facet toggles). */
  private matchCache = new MatchCache<{ plan: QueryPlan; ids: Int32Array; scores: Float64Array | null }>(4);
  private readonly fields: string[];
  /** Indexing progress 0..1 (for a "preparing the index" message). */
  progress = 0;
  /** Index-folder mode: the language whose index was loaded. */
  lang: string | null = null;

  constructor(private readonly options: LocalClientOptions) {
    this.fields = options.searchFields.length ? options.searchFields : ['title', 'content'];
  }

  /** Fetches and indexes the records (once); safe to call many times. */
  readonly load = loadOnce(() => this.fetchAndIndex());

  get ready(): boolean {
    return this.index !== null;
  }

  /** The records file of an `inlay index` folder for the page's language (see src/cli/index-site.ts). */
  private async recordsOfIndex(folder: string, fetchFn: typeof fetch): Promise<string> {
    const base = new URL(folder.endsWith('/') ? folder : `${folder}/`, typeof document !== 'undefined' ? document.baseURI : location.href);
    const url = new URL('index.json', base).href;
    let entry: { inlay?: number; default?: string; languages?: Record<string, { records?: string }> };
    try {
      const res = await fetchFn(url, { credentials: 'same-origin' });
      if (!res.ok)
        throw new RecordsError(`index="${folder}": ${url} answered HTTP ${res.status}; run \`npx inlay index <site-dir>\` and publish its _inlay/ folder.`);
      entry = await res.json();
    } catch (error) {
      if (error instanceof RecordsError) throw error;
      throw new RecordsError(`index="${folder}": ${url} could not be loaded as JSON (network error, CORS, or not an inlay index folder).`);
    }
    if (!entry || typeof entry !== 'object' || !entry.languages) throw new RecordsError(`index="${folder}": ${url} is not an inlay index (no "languages").`);
    if ((entry.inlay ?? 1) > FORMAT)
      throw new RecordsError(`index="${folder}" was written by a newer \`inlay index\` (format ${entry.inlay}): update the inlay script.`);
    const lang = pickLanguage(Object.keys(entry.languages), this.options.lang ?? '', entry.default);
    const file = lang ? entry.languages[lang]?.records : undefined;
    if (!file) throw new RecordsError(`index="${folder}" has no records.`);
    this.lang = lang;
    return new URL(file, url).href;
  }

  private async fetchAndIndex(): Promise<void> {
    const fetchFn = this.options.fetch ?? fetch.bind(globalThis);
    const src = this.options.index ? await this.recordsOfIndex(this.options.index, fetchFn) : this.options.records;
    let data: unknown = src;
    if (typeof src === 'string') {
      let res: Response;
      try {
        res = await fetchFn(src, { credentials: 'same-origin' });
      } catch {
        throw new RecordsError(`records="${src}" could not be fetched (network error or blocked by CORS).`);
      }
      this.options.trace?.('response', performance.now());
      if (!res.ok) throw new RecordsError(`records="${src}" answered HTTP ${res.status}; expected a JSON array of records.`);
      try {
        data = await readJson(res, this.options.sliceMs ?? 5);
        this.options.trace?.('body', performance.now());
      } catch {
        throw new RecordsError(`records="${src}" is not valid JSON; expected a JSON array of records.`);
      }
    }
    if (data && !Array.isArray(data) && typeof data === 'object')
      data = (data as { records?: unknown; hits?: unknown }).records ?? (data as { hits?: unknown }).hits;
    if (!Array.isArray(data))
      throw new RecordsError(`records${typeof src === 'string' ? `="${src}"` : ''} must be a JSON array of objects (or { "records": [...] }).`);
    this.records = data.filter((r): r is SearchRecord => !!r && typeof r === 'object' && !Array.isArray(r));
    await this.build();
  }

  private async build(): Promise<void> {
    const records = this.records;
    const fields = this.fields;
    // The first field ×3; a page title that is not the first field (an `inlay index` folder: heading, title, content) ×2.
    const boost = fieldBoosts(fields);
    const index = new MiniSearch<{ __i: number }>({
      idField: '__i',
      fields,
      extractField: (doc, field) => (field === '__i' ? doc.__i : textOf(getPath(records[doc.__i], field))) as string,
      // Normalize each field's text once, then split it: one string per field instead of one per word.
      tokenize: (text) => tokenize(normalize(text)),
      processTerm: (t) => t,
    });
    const slice = this.options.sliceMs ?? 5;
    // MiniSearch keeps nothing of the document but its id (no stored fields): one reused object.
    const doc = { __i: 0 };
    let indexed = 0;
    while (indexed < records.length) {
      const start = performance.now();
      while (indexed < records.length && performance.now() - start < slice) {
        doc.__i = indexed++;
        index.add(doc);
      }
      this.options.trace?.('slice', performance.now() - start);
      this.progress = indexed / records.length;
      if (indexed < records.length) await yieldToEventLoop();
    }
    this.progress = 1;
    this.options.trace?.('index', performance.now());
    // Page-level word matching for the section records of `inlay index` (they name their page).
    const pages = pageNumbers((i) => (typeof records[i]!.page === 'string' ? (records[i]!.page as string) : null), records.length);
    this.ranker = new Ranker(index as unknown as MiniSearchInternals, fields, boost, weightsOf(records), pages);
    this.index = index;
    this.facets = new FacetTable(records);
    this.options.trace?.('ranker', performance.now());
  }

  /** The InstantSearch / Algolia multi-query entry point. */
  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    const list = Array.isArray(requests) ? requests : requests.requests;
    await this.load();
    await this.facets.prepare(facetAttributes(list), this.options.sliceMs ?? 5);
    return { results: list.map((r) => this.run(r)) };
  }

  /** v4-style facet search, for clients that call it (InstantSearch prefers search() with type facet). */
  async searchForFacetValues(requests: { indexName: string; params: Params }[]) {
    await this.load();
    await this.facets.prepare(facetAttributes(requests.map((r) => ({ ...r, type: 'facet' }))), this.options.sliceMs ?? 5);
    return requests.map((r) => this.runFacet(r.params, r.indexName));
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** One query against the loaded index (synchronous; exposed for tests and the benchmark). */
  run(req: SearchRequest) {
    const params = parseParams(req);
    if (params.type === 'facet') return this.runFacet(params, req.indexName);
    const t0 = performance.now();
    const query = String(params.query ?? '');
    const { plan, ids, scores } = this.matchAll(query);
    const queryTerms = plan.terms;
    const clauses = parseFacetFilters(params.facetFilters);
    const records = this.records;
    const kept = clauses.length ? this.facets.filter(ids, clauses) : null;
    const nbHits = kept ? kept.length : ids.length;

    const facets: Record<string, Record<string, number>> = {};
    let facetAttrs = asList(params.facets);
    if (facetAttrs.includes('*')) facetAttrs = [];
    const maxValues = params.maxValuesPerFacet ?? 100;
    for (const attr of facetAttrs) facets[attr] = this.facets.count(attr, ids, kept, maxValues);

    const { hitsPerPage, page } = paging(params);
    const format = hitFormat(params, this.fields);
    const best = page * hitsPerPage < nbHits ? topK(ids.length, kept, scores, (page + 1) * hitsPerPage).slice(page * hitsPerPage) : [];
    const hits = best.map((pos) => {
      const id = ids[pos]!;
      const matched = queryTerms.length ? this.ranker!.matchedTerms(plan, id) : new Map<string, Set<string>>();
      return formatHit(records[id]!, id, queryTerms, (attr) => matched.get(attr) ?? new Set(), format);
    });
    return response(req, params, { hits, nbHits, facets, t0, query });
  }

  private runFacet(params: Params, _indexName: string) {
    const attr = String(params.facet ?? '');
    const { ids } = this.matchAll(String(params.query ?? ''));
    const clauses = parseFacetFilters(params.facetFilters);
    return facetResponse(params, this.facets.count(attr, ids, clauses.length ? this.facets.filter(ids, clauses) : null, Infinity));
  }

  /** Matches of a query (cached for the last few queries): record ids, scores (null = index order), the plan. */
  private matchAll(query: string): { plan: QueryPlan; ids: Int32Array; scores: Float64Array | null } {
    const { words, key, hit } = this.matchCache.lookup(query);
    if (hit) return hit;
    if (!words.length) return this.matchCache.keep(key, { plan: { terms: [], expansions: [] }, ids: allIds(this.records.length), scores: null });
    let plan = this.ranker!.plan(words);
    let found = this.ranker!.match(plan);
    // Few matches: English word forms too ("wrinkle test" finds "wrinkles", "Testing"), below the words as typed.
    if (wantsForms(found.ids.length, this.lang ?? this.options.lang)) found = this.ranker!.match((plan = this.ranker!.plan(words, true)));
    return this.matchCache.keep(key, { plan, ...found });
  }
}

/** Per-record weights (`weight`, or Algolia-shaped `weight.pageRank`), or null when every record weighs 1. */
function weightsOf(records: SearchRecord[]): Float32Array | null {
  let out: Float32Array | null = null;
  records.forEach((record, id) => {
    const raw = record.weight;
    const weight = typeof raw === 'number' ? raw : typeof (raw as { pageRank?: unknown })?.pageRank === 'number' ? (raw as { pageRank: number }).pageRank : 1;
    if (weight === 1 || !(weight > 0)) return;
    if (!out) out = new Float32Array(records.length).fill(1);
    out[id] = weight;
  });
  return out;
}
