/**
 * Local mode at scale: an InstantSearch `searchClient` over the chunked index written by `inlay index`
 * (format in chunk-format.ts). Runs in the search worker like LocalSearchClient and answers in the same
 * Algolia shape, but never holds the whole index: the entry file on first interaction, then per query
 * only the dictionary shards and postings chunks its words (and their prefix / typo variants) need,
 * then only the fragments of the hits on the requested page. The files and their cache are in
 * chunk-files.ts (a failed or corrupt file rejects the search: the widget's retry state); the query side
 * (which terms a query's words match, and scoring) is in chunked-query.ts.
 */
import { asList, hitFormat, paging, parseFacetFilters, parseParams, type Clause, type Params, type SearchRequest } from '../algolia/algolia-params';
import { facetResponse, formatHit, response } from '../algolia/algolia-response';
import { ENTRY_FILE, FORMAT, filterTerm, type Entry, type LanguageEntry } from '../format/chunk-format';
import { ChunkError, ChunkFiles } from './chunk-files';
import { matchPlan, planQuery, type Matches, type Plan } from './chunked-query';
import { pickLanguage } from '../local/language';
import { wantsForms } from '../format/inflect';
import { loadOnce } from '../clients/load-once';
import { topK } from '../local/ranker';
import { byPage } from './by-page';
import { allIds, MatchCache } from '../local/match-cache';
import { nextTask } from '../local/event-loop';
import { superseded } from '../search-client';
import { pageOf, type SearchRecord } from '../format/text';

export interface ChunkedClientOptions {
  /** URL of the `_inlay/` folder (absolute, or relative to `base`). */
  index: string;
  /** The page's language (BCP 47); picks the matching per-language index. */
  lang?: string;
  fetch?: typeof fetch;
}

export class ChunkedSearchClient {
  progress = 0;
  ready = false;
  /** Every file fetched: path and bytes received (for tests and the benchmark). */
  readonly fetched: { path: string; bytes: number }[] = [];
  language = '';
  private entry!: LanguageEntry;
  private files!: ChunkFiles;
  private scratch: { mask: Uint32Array; score: Float64Array } | null = null;
  private readonly fetchFn = (): typeof fetch => this.options.fetch ?? fetch.bind(globalThis);
  private matchCache = new MatchCache<{ plan: Plan; m: Matches }>(8);
  /** How to stop each search in flight (supersede()). */
  private stops = new Set<() => void>();

  constructor(private readonly options: ChunkedClientOptions) {}

  get records(): { length: number } {
    return { length: this.entry?.records ?? 0 };
  }

  readonly load = loadOnce(() => this.open());

  private async open(): Promise<void> {
    const root = this.options.index.endsWith('/') ? this.options.index : this.options.index + '/';
    const url = root + ENTRY_FILE;
    let res: Response;
    try {
      res = await this.fetchFn()(url, { credentials: 'same-origin', cache: 'no-cache' });
    } catch {
      throw new ChunkError(`index="${this.options.index}": ${url} could not be loaded as JSON (network error, CORS, or not an inlay index folder).`);
    }
    // The same words as LocalSearchClient's (index-client.ts tries this client first).
    if (!res.ok)
      throw new ChunkError(
        `index="${this.options.index}": ${url} answered HTTP ${res.status}; run \`npx inlay index <site-dir>\` and publish its _inlay/ folder.`,
      );
    let entry: Entry;
    try {
      const text = await res.text();
      this.fetched.push({ path: ENTRY_FILE, bytes: text.length });
      entry = JSON.parse(text);
    } catch {
      throw new ChunkError(`index="${this.options.index}": ${url} could not be loaded as JSON (network error, CORS, or not an inlay index folder).`);
    }
    if (!entry || typeof entry !== 'object' || !entry.languages || !Object.keys(entry.languages).length)
      throw new ChunkError(`index="${this.options.index}": ${url} is not an inlay index (no "languages").`);
    if ((entry.inlay ?? 1) > FORMAT)
      throw new ChunkError(`index="${this.options.index}" was written by a newer \`inlay index\` (format ${entry.inlay}): update the inlay script.`);
    this.language = pickLanguage(Object.keys(entry.languages), this.options.lang ?? '', entry.default)!;
    const chunks = entry.languages[this.language]!.chunks;
    // A language written as one records file is LocalSearchClient's (the caller falls back on this code).
    if (!chunks) throw Object.assign(new ChunkError(`index="${this.options.index}": language "${this.language}" is not chunked.`), { code: 'unsplit' });
    this.entry = chunks;
    this.files = new ChunkFiles(chunks, `${root}${chunks.dir}/`, this.language, this.fetchFn(), this.fetched);
    this.ready = true;
    this.progress = 1;
  }

  /**
   * The searches in flight are no longer wanted (the visitor typed on): each rejects now with code
   * `superseded` and does no more work — no postings matched, no fragments fetched for it. Files
   * already on their way are kept for the next query.
   */
  supersede(): void {
    for (const stop of this.stops) stop();
    this.stops.clear();
  }

  private async matchAll(query: string, check: () => void = () => {}): Promise<{ plan: Plan; m: Matches }> {
    const { words, key, hit } = this.matchCache.lookup(query);
    if (hit) return hit;
    if (!words.length)
      return this.matchCache.keep(key, {
        plan: { terms: [], expansions: [], names: new Set<string>() },
        m: { ids: allIds(this.entry.records), scores: new Float64Array(this.entry.records) },
      });
    let plan = await planQuery(words, this.files, check);
    // A key typed meanwhile is a message still queued: let it in before fetching postings for this query.
    await nextTask();
    check();
    this.scratch ??= { mask: new Uint32Array(this.entry.records), score: new Float64Array(this.entry.records) };
    let matches = await matchPlan(plan, this.files, this.scratch, check);
    // Few matches: English word forms too (their dictionary ranges are already read), below the words as typed.
    if (wantsForms(matches.ids.length, this.language)) {
      plan = await planQuery(words, this.files, check, true);
      matches = await matchPlan(plan, this.files, this.scratch, check);
    }
    return this.matchCache.keep(key, { plan, m: matches });
  }

  /** Records having a filter value (`key:value`). */
  private async filterDocs(key: string, value: string): Promise<Int32Array> {
    const ref = await this.files.find(filterTerm(key, value));
    return ref ? (await this.files.postings(ref)).docs : new Int32Array(0);
  }

  /** Positions (into ids) passing the facet filters (AND of ORs, negation). */
  private async filter(ids: Int32Array, clauses: Clause[]): Promise<Int32Array> {
    const recordCount = this.entry.records;
    const tests = await Promise.all(
      clauses.map((or) =>
        Promise.all(
          or.map(async ({ attr, value, negate }) => {
            const has = new Uint8Array(recordCount);
            for (const doc of await this.filterDocs(attr, value)) has[doc] = 1;
            return { has, negate };
          }),
        ),
      ),
    );
    const out: number[] = [];
    ids.forEach((doc, pos) => {
      if (tests.every((or) => or.some(({ has, negate }) => !!has[doc] !== negate))) out.push(pos);
    });
    return Int32Array.from(out);
  }

  private async countFacet(attr: string, ids: Int32Array, kept: Int32Array | null, max: number): Promise<Record<string, number>> {
    const inSet = new Uint8Array(this.entry.records);
    if (kept) for (const pos of kept) inSet[ids[pos]!] = 1;
    else for (const doc of ids) inSet[doc] = 1;
    const counts: [string, number][] = [];
    for (const value of this.entry.filters[attr] ?? []) {
      let count = 0;
      for (const doc of await this.filterDocs(attr, value)) count += inSet[doc]!;
      if (count) counts.push([value, count]);
    }
    counts.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return Object.fromEntries(counts.slice(0, max));
  }

  /** Record `id` of the language (its fragment fetched once). */
  record(id: number): Promise<SearchRecord> {
    return this.files.record(id);
  }

  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    const list = Array.isArray(requests) ? requests : requests.requests;
    // Stopped: the search rejects now, and its steps still running end at their next check().
    let live = true;
    const check = () => {
      if (!live) throw superseded();
    };
    let stop!: () => void;
    const cut = new Promise<never>((_, reject) => (stop = () => ((live = false), reject(superseded()))));
    cut.catch(() => {});
    this.stops.add(stop);
    try {
      await Promise.race([this.load(), cut]);
      return { results: await Promise.race([Promise.all(list.map((r) => this.run(r, check))), cut]) };
    } finally {
      this.stops.delete(stop);
    }
  }

  async searchForFacetValues(requests: { indexName: string; params: Params }[]) {
    await this.load();
    return Promise.all(requests.map((r) => this.runFacet(r.params)));
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** `check` throws once the search is superseded: called between its steps. */
  async run(req: SearchRequest, check: () => void = () => {}) {
    const params = parseParams(req);
    if (params.type === 'facet') return this.runFacet(params);
    const t0 = performance.now();
    const query = String(params.query ?? '');
    const { plan, m: matches } = await this.matchAll(query, check);
    check();
    const { ids, scores } = matches;
    const clauses = parseFacetFilters(params.facetFilters);
    const kept = clauses.length ? await this.filter(ids, clauses) : null;
    const nbHits = kept ? kept.length : ids.length;
    const facets: Record<string, Record<string, number>> = {};
    for (const attr of asList(params.facets).filter((a) => a !== '*')) facets[attr] = await this.countFacet(attr, ids, kept, params.maxValuesPerFacet ?? 100);

    const { hitsPerPage, page } = paging(params);
    const format = hitFormat(params, this.entry.fields);
    const best =
      page * hitsPerPage < nbHits ? topK(ids.length, kept, plan.terms.length ? scores : null, (page + 1) * hitsPerPage).slice(page * hitsPerPage) : [];
    await nextTask(); // likewise before its fragments
    check();
    const records = await Promise.all(best.map((pos) => this.files.record(ids[pos]!)));
    check();
    const order = plan.terms.length ? byPage(best, scores, (k) => pageOf(records[k]!)) : best;
    const recordAt = new Map(best.map((pos, k) => [pos, records[k]!]));
    // Typo matches are highlighted by the variants the plan used (the index keeps no per-field positions).
    const hits = order.map((pos) => formatHit(recordAt.get(pos)!, ids[pos]!, plan.terms, () => plan.names, format));
    return response(req, params, { hits, nbHits, facets, t0, query });
  }

  private async runFacet(params: Params) {
    const { m: matches } = await this.matchAll(String(params.query ?? ''));
    const clauses = parseFacetFilters(params.facetFilters);
    return facetResponse(
      params,
      await this.countFacet(String(params.facet ?? ''), matches.ids, clauses.length ? await this.filter(matches.ids, clauses) : null, Infinity),
    );
  }
}
