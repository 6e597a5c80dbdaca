/**
 * Local mode at scale: an InstantSearch `searchClient` over the chunked index written by `inlay index`
 * (format in chunk-format.ts). Runs in the search worker like LocalSearchClient and answers in the same
 * Algolia shape, but never holds the whole index: the entry file on first interaction, then per query
 * only the dictionary shards and postings chunks its words (and their prefix / typo variants) need,
 * then only the fragments of the hits on the requested page. Everything fetched is kept (by file name,
 * content-hashed), so a word typed again costs no request. A failed or corrupt file rejects the search
 * (the widget's retry state) and is fetched again on the next try, bypassing the HTTP cache.
 *
 * Query semantics follow ranker.ts (stop words, AND across words, last word as a prefix, typo
 * tolerance from 4 letters: 1 typo, 2 from 8 when both fall in the same half of the word), with one
 * addition for the network: prefix and typo expansions stop at a budget of postings (EXPAND_DF), so a
 * two-letter prefix never fetches the postings of its 40 most common completions in full.
 */
import { asList, facetResponse, formatHit, hitFormat, normalize, paging, parseFacetFilters, parseParams, response, tokenize, type Clause, type SearchRecord, type SearchRequest, type Params } from './local-client';
import { ENTRY_FILE, FORMAT, chunkOffsets, dequantize, distanceWithin, filterTerm, readPostings, reverse, shardOf, unpackRecord, type Entry, type LanguageEntry, type TermRef } from './chunk-format';
import { STOP_WORDS, topK } from './ranker';

const MAX_TERMS = 16;
const MAX_PREFIX = 40;
const MAX_PREFIX_SHORT = 8;
const MAX_FUZZY = 12;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Postings a word's prefix/typo expansions may add (the exact word always counts in full). */
const EXPAND_DF = 40_000;
const TIER = 1000;
const LONG_WORD = 6;

export interface ChunkedClientOptions {
  /** URL of the `_inlay/` folder (absolute, or relative to `base`). */
  index: string;
  /** The page's language (BCP 47); picks the matching per-language index. */
  lang?: string;
  fetch?: typeof fetch;
}

export class ChunkError extends Error {
  code = 'records';
  constructor(message: string) {
    super(message);
    this.name = 'ChunkError';
  }
}

interface Postings { docs: Int32Array; q: Uint8Array }
/**
 * Per word: rank → [term, weight, tier]: tier 2 as typed, 1 a completion, 0 a typo variant; from 6
 * letters a typo variant is tier 1 too (a word that long, not in the index, is more likely misspelt than
 * unfinished: its variants compete with its completions on weight and impact).
 */
interface Plan { terms: string[]; expansions: Map<number, [TermRef, number, number]>[]; names: Set<string> }
interface Matches { ids: Int32Array; scores: Float64Array }

const gunzip = async (buf: ArrayBuffer): Promise<Uint8Array> => {
  const bytes = new Uint8Array(buf);
  // A host that sent the .gz with Content-Encoding: gzip has already decoded it.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/** Picks the index for a page language: exact tag, then the primary subtag, then the first one. */
export function pickLanguage(langs: string[], lang: string | undefined, fallback?: string | null): string {
  const want = (lang ?? '').toLowerCase();
  const primary = want.split('-')[0];
  return (
    langs.find((l) => l.toLowerCase() === want) ??
    langs.find((l) => l.toLowerCase() === primary) ??
    langs.find((l) => l.toLowerCase().split('-')[0] === primary) ??
    (fallback && langs.includes(fallback) ? fallback : langs[0]!)
  );
}

export class ChunkedSearchClient {
  progress = 0;
  ready = false;
  /** Every file fetched: path and bytes received (for tests and the benchmark). */
  readonly fetched: { path: string; bytes: number }[] = [];
  language = '';
  private L!: LanguageEntry;
  private root = '';
  private dir = '';
  private loading: Promise<void> | null = null;
  private files = new Map<string, Promise<unknown>>();
  /** Files that failed to decode: fetched again bypassing the HTTP cache. */
  private reload = new Set<string>();
  private mask: Uint32Array | null = null;
  private score: Float64Array | null = null;
  private matchCache = new Map<string, { plan: Plan; m: Matches }>();

  constructor(private readonly options: ChunkedClientOptions) {}

  get records(): { length: number } {
    return { length: this.L?.records ?? 0 };
  }

  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.open();
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

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
    if (!res.ok) throw new ChunkError(`index="${this.options.index}": ${url} answered HTTP ${res.status}; run \`npx inlay index <site-dir>\` and publish its _inlay/ folder.`);
    let entry: Entry;
    try {
      const text = await res.text();
      this.fetched.push({ path: ENTRY_FILE, bytes: text.length });
      entry = JSON.parse(text);
    } catch {
      throw new ChunkError(`index="${this.options.index}": ${url} could not be loaded as JSON (network error, CORS, or not an inlay index folder).`);
    }
    if (!entry || typeof entry !== 'object' || !entry.languages || !Object.keys(entry.languages).length) throw new ChunkError(`index="${this.options.index}": ${url} is not an inlay index (no "languages").`);
    if ((entry.inlay ?? 1) > FORMAT) throw new ChunkError(`index="${this.options.index}" was written by a newer \`inlay index\` (format ${entry.inlay}): update the inlay script.`);
    this.language = pickLanguage(Object.keys(entry.languages), this.options.lang, entry.default);
    const chunks = entry.languages[this.language]!.chunks;
    // A language written as one records file is LocalSearchClient's (the caller falls back on this code).
    if (!chunks) throw Object.assign(new ChunkError(`index="${this.options.index}": language "${this.language}" is not chunked.`), { code: 'unsplit' });
    this.L = chunks;
    this.root = root;
    this.dir = chunks.dir;
    this.ready = true;
    this.progress = 1;
  }

  private fetchFn(): typeof fetch {
    return this.options.fetch ?? fetch.bind(globalThis);
  }

  /** One index file, fetched once and kept decoded; a failure is not kept (the next try fetches again). */
  private file<T>(name: string, decode: (bytes: Uint8Array) => T): Promise<T> {
    let p = this.files.get(name) as Promise<T> | undefined;
    if (!p) {
      p = (async () => {
        const url = `${this.root}${this.dir}/${name}`;
        let res: Response;
        try {
          res = await this.fetchFn()(url, { credentials: 'same-origin', ...(this.reload.has(name) ? { cache: 'reload' as RequestCache } : {}) });
        } catch {
          throw new ChunkError(`index: ${name} could not be fetched (network error).`);
        }
        if (!res.ok) throw new ChunkError(`index: ${name} answered HTTP ${res.status} (is the _inlay/ folder complete? rebuild it with \`inlay index\`).`);
        try {
          const buf = await res.arrayBuffer();
          this.fetched.push({ path: name, bytes: buf.byteLength });
          return decode(await gunzip(buf));
        } catch {
          this.reload.add(name);
          throw new ChunkError(`index: ${name} is corrupt (rebuild the index with \`inlay index\`).`);
        }
      })();
      this.files.set(name, p);
      p.catch(() => this.files.delete(name));
    }
    return p;
  }

  private json<T>(name: string): Promise<T> {
    return this.file(name, (b) => JSON.parse(new TextDecoder().decode(b)) as T);
  }

  private dictShard(i: number) {
    return this.json<[string[], number[], number[], [number, number][]]>(`${this.L.dict.dir}/${i}.gz`);
  }

  private revShard(i: number) {
    return this.json<[string[], number[], number[], number[], [number, number][]]>(`${this.L.rev.dir}/${i}.gz`);
  }

  /** Terms in [lo, hi), with their postings chunk. */
  private async range(lo: string, hi: string): Promise<TermRef[]> {
    const { first, base } = this.L.dict;
    const a = shardOf(first, lo);
    const b = shardOf(first, hi);
    const shards = await Promise.all(Array.from({ length: b - a + 1 }, (_, k) => this.dictShard(a + k)));
    const out: TermRef[] = [];
    shards.forEach(([terms, df, idx, table], k) => {
      terms.forEach((t, j) => {
        if (t >= lo && t < hi) out.push([t, base[a + k]! + j, df[j]!, ...table[idx[j]!]!]);
      });
    });
    return out;
  }

  /** Terms whose reverse is in [lo, hi), with their postings chunk. */
  private async reverseRange(lo: string, hi: string): Promise<TermRef[]> {
    const { first } = this.L.rev;
    if (!first.length) return [];
    const a = shardOf(first, lo);
    const b = shardOf(first, hi);
    const shards = await Promise.all(Array.from({ length: b - a + 1 }, (_, k) => this.revShard(a + k)));
    const out: TermRef[] = [];
    for (const [terms, ranks, df, idx, table] of shards)
      terms.forEach((t, j) => {
        if (t >= lo && t < hi) out.push([reverse(t), ranks[j]!, df[j]!, ...table[idx[j]!]!]);
      });
    return out;
  }

  private async find(term: string): Promise<TermRef | undefined> {
    return (await this.range(term, term + '\0')).find(([t]) => t === term);
  }

  private async postings([, rank, , first, n]: TermRef): Promise<Postings> {
    const chunk = await this.file(`${this.L.postings}/${n}.gz`, (b) => ({ b, off: chunkOffsets(b) }));
    return readPostings(chunk.b, chunk.off[rank - first]!);
  }

  /** Which index terms (by rank) each query word matches, with their weights (see ranker.ts plan()). */
  private async plan(words: string[]): Promise<Plan> {
    const unique = [...new Set(words.filter(Boolean))];
    const kept = unique.filter((w) => !STOP_WORDS.has(w));
    const onlyStop = kept.length === 0;
    const terms = (onlyStop ? unique : kept).slice(0, MAX_TERMS);
    const last = words[words.length - 1];
    const names = new Set<string>();
    const expansions = await Promise.all(
      terms.map(async (term) => {
        const out = new Map<number, [TermRef, number, number]>();
        let fuzzy = term.length >= 4 && !onlyStop;
        const h = Math.floor(term.length / 2);
        const isLast = term === last;
        // A single letter being typed: its most frequent completions are in the entry.
        const top = term.length === 1 && isLast ? this.L.top[term] : undefined;
        // One range read covers the exact word, its completions and the typos after its first half.
        const lo = fuzzy ? term.slice(0, h) : term;
        const [forward, backward] = await Promise.all([
          top ? Promise.resolve(top) : this.range(lo, lo + '\uffff'),
          fuzzy ? this.reverseRange(reverse(term.slice(h)), reverse(term.slice(h)) + '\uffff') : Promise.resolve([]),
        ]);
        const exact = forward.find(([t]) => t === term) ?? (top ? await this.find(term) : undefined);
        if (exact) {
          out.set(exact[1], [exact, 1, 2]);
          names.add(term);
          // A word found as typed gets no typo variants (Algolia's typoTolerance "min"): they would
          // rank below it anyway, and each costs a postings chunk.
          fuzzy = false;
        }
        if (isLast) {
          const cap = term.length >= 2 && !onlyStop ? MAX_PREFIX : MAX_PREFIX_SHORT;
          const found = forward.filter(([t]) => t !== term && t.startsWith(term));
          found.sort((a, b) => b[2] - a[2] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1));
          let budget = EXPAND_DF;
          for (const ref of found.slice(0, cap)) {
            const [t, rank, df] = ref;
            if (df > budget && out.size > (exact ? 1 : 0)) continue;
            budget -= df;
            out.set(rank, [ref, (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length)), 1]);
            names.add(t);
          }
        }
        if (fuzzy) {
          const max = term.length >= 8 ? 2 : 1;
          const seen = new Set<number>();
          const cands: [TermRef, number][] = [];
          for (const ref of [...forward, ...backward]) {
            if (seen.has(ref[1]) || out.has(ref[1])) continue;
            seen.add(ref[1]);
            const d = distanceWithin(term, ref[0], max);
            if (d > 0 && d <= max) cands.push([ref, d]);
          }
          cands.sort((a, b) => a[1] - b[1] || b[0][2] - a[0][2] || (a[0][0] < b[0][0] ? -1 : 1));
          // Two-typo variants only when no word is one typo away (the fewest typos win, like Algolia).
          if (cands[0]?.[1] === 1) cands.splice(cands.findIndex((c) => c[1] > 1) >>> 0);
          let budget = EXPAND_DF;
          for (const [ref, d] of cands.slice(0, MAX_FUZZY)) {
            const [t, rank, df] = ref;
            if (df > budget && out.size) continue;
            budget -= df;
            out.set(rank, [ref, (FUZZY_WEIGHT * t.length) / (t.length + d), term.length >= LONG_WORD ? 1 : 0]);
            names.add(t);
          }
        }
        return out;
      }),
    );
    return { terms, expansions, names };
  }

  /** Records matching every word of the plan, with their scores. */
  private async match(plan: Plan): Promise<Matches> {
    const { expansions } = plan;
    if (!expansions.length || expansions.some((e) => e.size === 0)) return { ids: new Int32Array(0), scores: new Float64Array(0) };
    const lists = await Promise.all(expansions.map((e) => Promise.all([...e.values()].map(async ([ref, w, tier]) => [await this.postings(ref), w, tier] as const))));
    const N = this.L.records;
    const mask = (this.mask ??= new Uint32Array(N));
    const score = (this.score ??= new Float64Array(N));
    const order = lists.map((l, i) => [i, l.reduce((s, [p]) => s + p.docs.length, 0)] as const).sort((a, b) => a[1] - b[1]);
    const touched: number[] = [];
    order.forEach(([i], k) => {
      const bit = 1 << k;
      const need = bit - 1;
      for (const [{ docs, q }, w, t] of lists[i]!) {
        // A word found as typed ranks before its completions and typo variants.
        const tier = t * TIER;
        for (let j = 0; j < docs.length; j++) {
          const doc = docs[j]!;
          const was = mask[doc]!;
          if ((was & need) !== need) continue;
          if (was === 0) touched.push(doc);
          mask[doc] = was | bit;
          score[doc] = score[doc]! + tier + w * dequantize(q[j]!);
        }
      }
    });
    const full = order.length === 32 ? 0xffffffff : (1 << order.length) - 1;
    touched.sort((a, b) => a - b);
    const ids: number[] = [];
    const scores: number[] = [];
    for (const doc of touched) {
      if (mask[doc] === full) {
        ids.push(doc);
        scores.push(score[doc]!);
      }
      mask[doc] = 0;
      score[doc] = 0;
    }
    return { ids: Int32Array.from(ids), scores: Float64Array.from(scores) };
  }

  private async matchAll(query: string): Promise<{ plan: Plan; m: Matches }> {
    const words = tokenize(normalize(query)).filter(Boolean);
    const key = words.join(' ');
    const hit = this.matchCache.get(key);
    if (hit) return hit;
    let result;
    if (!words.length) {
      const ids = new Int32Array(this.L.records);
      for (let i = 0; i < ids.length; i++) ids[i] = i;
      result = { plan: { terms: [], expansions: [], names: new Set<string>() }, m: { ids, scores: new Float64Array(ids.length) } };
    } else {
      const plan = await this.plan(words);
      result = { plan, m: await this.match(plan) };
    }
    if (this.matchCache.size >= 8) this.matchCache.delete(this.matchCache.keys().next().value!);
    this.matchCache.set(key, result);
    return result;
  }

  /** Records having a filter value (`key:value`). */
  private async filterDocs(key: string, value: string): Promise<Int32Array> {
    const ref = await this.find(filterTerm(key, value));
    return ref ? (await this.postings(ref)).docs : new Int32Array(0);
  }

  /** Positions (into ids) passing the facet filters (AND of ORs, negation). */
  private async filter(ids: Int32Array, clauses: Clause[]): Promise<Int32Array> {
    const N = this.L.records;
    const tests = await Promise.all(
      clauses.map((or) =>
        Promise.all(
          or.map(async ({ attr, value, negate }) => {
            const has = new Uint8Array(N);
            for (const d of await this.filterDocs(attr, value)) has[d] = 1;
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
    const inSet = new Uint8Array(this.L.records);
    if (kept) for (const pos of kept) inSet[ids[pos]!] = 1;
    else for (const d of ids) inSet[d] = 1;
    const counts: [string, number][] = [];
    for (const value of this.L.filters[attr] ?? []) {
      let c = 0;
      for (const d of await this.filterDocs(attr, value)) c += inSet[d]!;
      if (c) counts.push([value, c]);
    }
    counts.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return Object.fromEntries(counts.slice(0, max));
  }

  private fragment(n: number): Promise<SearchRecord[]> {
    const { dir, packed } = this.L.fragments;
    return this.file(`${dir}/${n}.gz`, (b) => {
      const records = JSON.parse(new TextDecoder().decode(b)) as SearchRecord[];
      return packed ? records.map((r) => unpackRecord(r, this.language) as SearchRecord) : records;
    });
  }

  async record(id: number): Promise<SearchRecord> {
    const size = this.L.fragments.size;
    return (await this.fragment(Math.floor(id / size)))[id % size]!;
  }

  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    const list = Array.isArray(requests) ? requests : requests.requests;
    await this.load();
    return { results: await Promise.all(list.map((r) => this.run(r))) };
  }

  async searchForFacetValues(requests: { indexName: string; params: Params }[]) {
    await this.load();
    return Promise.all(requests.map((r) => this.runFacet(r.params)));
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  async run(req: SearchRequest) {
    const p = parseParams(req);
    if (p.type === 'facet') return this.runFacet(p);
    const t0 = performance.now();
    const query = String(p.query ?? '');
    const { plan, m } = await this.matchAll(query);
    const { ids, scores } = m;
    const clauses = parseFacetFilters(p.facetFilters);
    const kept = clauses.length ? await this.filter(ids, clauses) : null;
    const nbHits = kept ? kept.length : ids.length;
    const facets: Record<string, Record<string, number>> = {};
    for (const attr of asList(p.facets).filter((a) => a !== '*')) facets[attr] = await this.countFacet(attr, ids, kept, p.maxValuesPerFacet ?? 100);

    const { hitsPerPage, page } = paging(p);
    const format = hitFormat(p, this.L.fields);
    const best = page * hitsPerPage < nbHits ? topK(ids.length, kept, plan.terms.length ? scores : null, (page + 1) * hitsPerPage).slice(page * hitsPerPage) : [];
    // Typo matches are highlighted by the variants the plan used (the index keeps no per-field positions).
    const hits = await Promise.all(best.map(async (pos) => formatHit(await this.record(ids[pos]!), ids[pos]!, plan.terms, () => plan.names, format)));
    return response(req, p, { hits, nbHits, facets, t0, query });
  }

  private async runFacet(p: Params) {
    const { m } = await this.matchAll(String(p.query ?? ''));
    const clauses = parseFacetFilters(p.facetFilters);
    return facetResponse(p, await this.countFacet(String(p.facet ?? ''), m.ids, clauses.length ? await this.filter(m.ids, clauses) : null, Infinity));
  }
}
