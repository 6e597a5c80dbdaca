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
import { FORMAT } from './chunk-format';

export type SearchRecord = Record<string, unknown>;

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
}

/** One facet's values per record: record i has value ids ids[off[i]..off[i+1]] (see facetSteps). */
interface FacetIndex { values: string[]; idOf: Map<string, number>; off: Uint32Array; ids: Int32Array }

export interface FacetHit { value: string; highlighted: string; count: number }

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

export interface SearchRequest { indexName: string; params?: Params | string; [key: string]: unknown }

export class RecordsError extends Error {
  code = 'records';
  constructor(message: string) {
    super(message);
    this.name = 'RecordsError';
  }
}

/**
 * Lowercase and strip diacritics, so "Résumé" matches "resume" and "cafe" "café"; used for the index and
 * the query. NFC again afterwards: kana keep their voicing marks (が stays one character for the segmenter).
 */
const ASCII = /^[\x00-\x7f]*$/;
export const normalize = (term: string): string => (ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase());
/** Words: split on spaces, punctuation and symbols (so `<b>bold</b>` and `a+b` give `b`, `bold`, `a`). */
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
/** Scripts written without spaces between words: Intl.Segmenter's dictionaries split them. */
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
type Segmenter = { segment(text: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> };
let segmenter: Segmenter | null | undefined;
const getSegmenter = (): Segmenter | null => {
  if (segmenter === undefined) {
    const S = (Intl as unknown as { Segmenter?: new (l?: string, o?: object) => Segmenter }).Segmenter;
    segmenter = S ? new S(undefined, { granularity: 'word' }) : null;
  }
  return segmenter;
};
/** The words of a text with their offsets; runs of Japanese, Chinese, Thai… are split by Intl.Segmenter. */
export function wordsOf(text: string): { word: string; at: number }[] {
  const out: { word: string; at: number }[] = [];
  for (const m of text.matchAll(WORD)) {
    const seg = NO_SPACES.test(m[0]) ? getSegmenter() : null;
    if (!seg) out.push({ word: m[0], at: m.index! });
    else for (const s of seg.segment(m[0])) if (s.isWordLike !== false) out.push({ word: s.segment, at: m.index! + s.index });
  }
  return out;
}
export const tokenize = (text: string): string[] => (NO_SPACES.test(text) ? wordsOf(text).map((w) => w.word) : (text.match(WORD) ?? []));

export function getPath(record: unknown, path: string): unknown {
  if (record && typeof record === 'object' && path in (record as object)) return (record as SearchRecord)[path];
  let v: unknown = record;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as SearchRecord)[key];
  }
  return v;
}

export function textOf(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (typeof value === 'object') return '';
  return String(value);
}

/** The facet values of one record for one attribute (arrays give several values). */
function facetValues(record: SearchRecord, attr: string): string[] {
  const v = getPath(record, attr);
  if (v == null || v === '') return [];
  return (Array.isArray(v) ? v : [v]).filter((x) => x != null && typeof x !== 'object').map(String);
}

const yieldToEventLoop = (): Promise<void> => {
  const s = (globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(null);
  });
};

/**
 * JSON.parse of a multi-megabyte file is one long main-thread task (≈ 50 ms per 3–4 MB here), and so
 * is decoding the whole body with `response.text()`. A top-level array is instead split into its
 * elements by a small scanner (strings and escapes aware) fed chunk by chunk as the body streams in,
 * and parsed element by element, yielding every `sliceMs`: the whole file never exists as one string.
 * Anything else (`{ "records": [...] }`) is collected and goes to JSON.parse as a whole.
 */
class ArrayScanner {
  readonly out: unknown[] = [];
  /** Text not consumed yet: the current element from its start (or nothing between elements). */
  private carry = '';
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** 0 before the opening `[`, 1 inside the array, 2 after its `]`, -1 not an array (collect all). */
  private state = 0;
  private whole: string[] = [];
  private t0 = performance.now();
  constructor(private readonly sliceMs: number) {}

  async feed(chunk: string): Promise<void> {
    if (this.state === -1) return void this.whole.push(chunk);
    if (this.state === 2) return;
    const text = this.carry + chunk;
    let start = this.carry ? 0 : -1;
    let i = this.carry.length;
    if (this.state === 0) {
      while (i < text.length && text.charCodeAt(i) <= 32) i++;
      if (i === text.length) return;
      if (text[i] !== '[') {
        this.state = -1;
        return void this.whole.push(text);
      }
      this.state = 1;
      i++;
    }
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true; // backslash: the next character is escaped
        else if (c === 34) this.inString = false;
        continue;
      }
      if (c === 34) {
        this.inString = true;
        if (start < 0) start = i;
      } else if (c === 123 || c === 91) {
        if (this.depth++ === 0 && start < 0) start = i;
      } else if (c === 125 || c === 93) {
        if (this.depth === 0) {
          // the closing ] of the array
          if (start >= 0) this.out.push(JSON.parse(text.slice(start, i)));
          this.state = 2;
          this.carry = '';
          return;
        }
        this.depth--;
      } else if (c === 44 && this.depth === 0) {
        if (start >= 0) this.out.push(JSON.parse(text.slice(start, i)));
        start = -1;
        if (performance.now() - this.t0 > this.sliceMs) {
          await yieldToEventLoop();
          this.t0 = performance.now();
        }
      } else if (c > 32 && start < 0) start = i;
    }
    this.carry = start >= 0 ? text.slice(start) : '';
  }

  end(): unknown {
    if (this.state === -1) return JSON.parse(this.whole.join(''));
    if (this.state !== 2 || this.carry.trim()) throw new SyntaxError('unterminated JSON array');
    return this.out;
  }
}

export async function parseInSlices(text: string, sliceMs: number): Promise<unknown> {
  if (text.length < 500_000) return JSON.parse(text);
  const scanner = new ArrayScanner(sliceMs);
  await scanner.feed(text);
  return scanner.end();
}

/** Reads and parses a JSON response as it streams in (see ArrayScanner). */
async function readJson(res: Response, sliceMs: number): Promise<unknown> {
  if (!res.body || typeof TextDecoder === 'undefined') return parseInSlices(await res.text(), sliceMs);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const scanner = new ArrayScanner(sliceMs);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await scanner.feed(decoder.decode(value, { stream: true }));
  }
  await scanner.feed(decoder.decode());
  return scanner.end();
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

export interface HighlightValue { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean }

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/**
 * Wraps the words of `text` that match the query: the matched prefix for prefix matches (like Algolia),
 * the whole word for typo matches (`fuzzy`: the document terms MiniSearch matched in this field).
 * Works on raw text, exactly like Algolia: the caller renders the parts as text, never as HTML.
 */
export function highlightText(text: string, queryTerms: string[], fuzzy: Set<string>, pre: string, post: string): { value: string; words: Set<string>; ranges: [number, number][] } {
  const words = new Set<string>();
  const ranges: [number, number][] = [];
  if (queryTerms.length) {
    for (const { word, at } of wordsOf(text)) {
      const norm = normalize(word);
      let best = '';
      for (const q of queryTerms) if (norm.startsWith(q) && q.length > best.length) best = q;
      let len = best.length;
      if (!best && fuzzy.has(norm)) {
        let d = Infinity;
        for (const q of queryTerms) {
          const e = editDistance(q, norm.slice(0, q.length + 2));
          if (e < d) [d, best] = [e, q];
        }
        len = word.length;
      }
      if (!best) continue;
      words.add(best);
      ranges.push([at, at + Math.min(len, word.length)]);
    }
  }
  return { value: wrapRanges(text, ranges, pre, post), words, ranges };
}

export function level(words: Set<string>, queryTerms: string[]): HighlightValue['matchLevel'] {
  if (!words.size) return 'none';
  return queryTerms.every((q) => words.has(q)) ? 'full' : 'partial';
}

/** A window of `n` words around the first highlighted range, with ellipses where text was cut. */
export function snippet(text: string, ranges: [number, number][], n: number, pre: string, post: string, ellipsis: string): string {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= n) return wrapRanges(text, ranges, pre, post);
  const firstAt = ranges[0]?.[0] ?? 0;
  let centre = words.findIndex((w) => w.index! + w[0].length > firstAt);
  if (centre < 0) centre = 0;
  let start = ranges.length ? Math.max(0, centre - Math.floor(n / 3)) : 0;
  const end = Math.min(words.length, start + n);
  start = Math.max(0, end - n);
  const from = words[start]!.index!;
  const last = words[end - 1]!;
  const to = last.index! + last[0].length;
  const inside = ranges.filter(([s, e]) => s >= from && e <= to).map(([s, e]) => [s - from, e - from] as [number, number]);
  return (start > 0 ? ellipsis : '') + wrapRanges(text.slice(from, to), inside, pre, post) + (end < words.length ? ellipsis : '');
}

function wrapRanges(text: string, ranges: [number, number][], pre: string, post: string): string {
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += text.slice(at, s) + pre + text.slice(s, e) + post;
    at = e;
  }
  return out + text.slice(at);
}

/** Page and page size a request asks for (Algolia's bounds). */
export function paging(p: Params): { hitsPerPage: number; page: number } {
  return { hitsPerPage: Math.max(0, Math.min(1000, p.hitsPerPage ?? 20)), page: Math.max(0, p.page ?? 0) };
}

/** What a request asks of each hit: the attributes to highlight and to snippet, and the tags. */
export interface HitFormat { toHighlight: string[]; toSnippet: { attr: string; n: number }[]; pre: string; post: string; ellipsis: string }
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
    hl[attr] = { value: r.value, matchLevel: lvl, matchedWords: [...r.words], ...(lvl === 'full' ? { fullyHighlighted: r.ranges.length === 1 && r.value.startsWith(pre) && r.value.endsWith(post) } : {}) };
  }
  for (const { attr, n } of f.toSnippet) {
    if (getPath(record, attr) == null) continue;
    const r = mark(attr);
    sn[attr] = { value: snippet(textOf(getPath(record, attr)), r.ranges, n, pre, post, f.ellipsis), matchLevel: level(r.words, queryTerms) };
  }
  hit._highlightResult = hl;
  if (f.toSnippet.length) hit._snippetResult = sn;
  return hit;
}

/** Algolia's response envelope around a page of hits. */
export function response(req: SearchRequest, p: Params, r: { hits: SearchRecord[]; nbHits: number; facets: Record<string, Record<string, number>>; t0: number; query: string }) {
  const { hitsPerPage, page } = paging(p);
  const params = new URLSearchParams(Object.entries(p).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
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
    .filter(([v]) => !fq || normalize(v).split(/\s+/).some((w) => w.startsWith(fq)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, p.maxFacetHits ?? 10)
    .map(([value, count]) => ({ value, count, highlighted: fq ? highlightText(value, [fq], new Set(), pre, post).value : value }));
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0 };
}

export class LocalSearchClient {
  records: SearchRecord[] = [];
  private index: MiniSearch<{ __i: number }> | null = null;
  private ranker: Ranker | null = null;
  /** The last queries' matches (InstantSearch sends the same query for each disjunctive facet, pagination, facet toggles). */
  private matchCache = new Map<string, { plan: QueryPlan; ids: Int32Array; scores: Float64Array | null }>();
  private loading: Promise<void> | null = null;
  private readonly fields: string[];
  /** Indexing progress 0..1 (for a "preparing the index" message). */
  progress = 0;
  /** Index-folder mode: the language whose index was loaded. */
  lang: string | null = null;
  /** Longest uninterrupted indexing slice, in ms (for the benchmark). */
  longestSliceMs = 0;
  indexMs = 0;
  /** performance.now() when each loading phase ended (for the benchmark's long-task attribution). */
  phases: Record<string, number> = {};

  constructor(private readonly options: LocalClientOptions) {
    this.fields = options.searchFields.length ? options.searchFields : ['title', 'content'];
  }

  /** Fetches and indexes the records (once); safe to call many times. */
  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.fetchAndIndex();
      // A failed load can be retried (the retry button calls load() again).
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  get ready(): boolean {
    return this.index !== null;
  }

  /** The records file of an `inlay index` folder for the page's language (see src/cli/index-site.mjs). */
  private async recordsOfIndex(folder: string, f: typeof fetch): Promise<string> {
    const base = new URL(folder.endsWith('/') ? folder : `${folder}/`, typeof document !== 'undefined' ? document.baseURI : location.href);
    const url = new URL('index.json', base).href;
    let entry: { inlay?: number; default?: string; languages?: Record<string, { records?: string }> };
    try {
      const res = await f(url, { credentials: 'same-origin' });
      if (!res.ok) throw new RecordsError(`index="${folder}": ${url} answered HTTP ${res.status}; run \`npx inlay index <site-dir>\` and publish its _inlay/ folder.`);
      entry = await res.json();
    } catch (e) {
      if (e instanceof RecordsError) throw e;
      throw new RecordsError(`index="${folder}": ${url} could not be loaded as JSON (network error, CORS, or not an inlay index folder).`);
    }
    if (!entry || typeof entry !== 'object' || !entry.languages) throw new RecordsError(`index="${folder}": ${url} is not an inlay index (no "languages").`);
    if ((entry.inlay ?? 1) > FORMAT) throw new RecordsError(`index="${folder}" was written by a newer \`inlay index\` (format ${entry.inlay}): update the inlay script.`);
    const lang = pickLanguage(Object.keys(entry.languages), this.options.lang ?? '', entry.default);
    const file = lang ? entry.languages[lang]?.records : undefined;
    if (!file) throw new RecordsError(`index="${folder}" has no records.`);
    this.lang = lang;
    return new URL(file, url).href;
  }

  private async fetchAndIndex(): Promise<void> {
    const f0 = this.options.fetch ?? fetch.bind(globalThis);
    const src = this.options.index ? await this.recordsOfIndex(this.options.index, f0) : this.options.records;
    let data: unknown = src;
    if (typeof src === 'string') {
      const f = this.options.fetch ?? fetch.bind(globalThis);
      let res: Response;
      try {
        res = await f(src, { credentials: 'same-origin' });
      } catch {
        throw new RecordsError(`records="${src}" could not be fetched (network error or blocked by CORS).`);
      }
      this.phases.response = performance.now();
      if (!res.ok) throw new RecordsError(`records="${src}" answered HTTP ${res.status}; expected a JSON array of records.`);
      try {
        data = await readJson(res, this.options.sliceMs ?? 5);
        this.phases.body = performance.now();
      } catch {
        throw new RecordsError(`records="${src}" is not valid JSON; expected a JSON array of records.`);
      }
    }
    if (data && !Array.isArray(data) && typeof data === 'object') data = (data as { records?: unknown; hits?: unknown }).records ?? (data as { hits?: unknown }).hits;
    if (!Array.isArray(data)) throw new RecordsError(`records${typeof src === 'string' ? `="${src}"` : ''} must be a JSON array of objects (or { "records": [...] }).`);
    this.records = data.filter((r): r is SearchRecord => !!r && typeof r === 'object' && !Array.isArray(r));
    await this.build();
  }

  private async build(): Promise<void> {
    const records = this.records;
    const fields = this.fields;
    const boost: Record<string, number> = { [fields[0]!]: 3 };
    const index = new MiniSearch<{ __i: number }>({
      idField: '__i',
      fields,
      extractField: (doc, field) => (field === '__i' ? doc.__i : textOf(getPath(records[doc.__i], field))) as string,
      // Normalize each field's text once, then split it: one string per field instead of one per word.
      tokenize: (text) => tokenize(normalize(text)),
      processTerm: (t) => t,
      // Only for MiniSearch's own search() (the benchmark's reference); queries go through Ranker.
      searchOptions: {
        boost,
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
        maxFuzzy: 2,
        combineWith: 'AND',
      },
    });
    const slice = this.options.sliceMs ?? 5;
    const t0 = performance.now();
    // MiniSearch keeps nothing of the document but its id (no stored fields): one reused object.
    const doc = { __i: 0 };
    let i = 0;
    while (i < records.length) {
      const start = performance.now();
      while (i < records.length && performance.now() - start < slice) {
        doc.__i = i++;
        index.add(doc);
      }
      this.longestSliceMs = Math.max(this.longestSliceMs, performance.now() - start);
      this.progress = i / records.length;
      if (i < records.length) await yieldToEventLoop();
    }
    this.indexMs = performance.now() - t0;
    this.progress = 1;
    this.phases.index = performance.now();
    this.ranker = new Ranker(index as unknown as MiniSearchInternals, fields, boost, weightsOf(records));
    this.index = index;
    this.phases.ranker = performance.now();
  }

  /** The InstantSearch / Algolia multi-query entry point. */
  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    const list = Array.isArray(requests) ? requests : requests.requests;
    await this.load();
    await this.prepareFacets(list);
    return { results: list.map((r) => this.run(r)) };
  }

  /** v4-style facet search, for clients that call it (InstantSearch prefers search() with type facet). */
  async searchForFacetValues(requests: { indexName: string; params: Params }[]) {
    await this.load();
    await this.prepareFacets(requests.map((r) => ({ ...r, type: 'facet' })));
    return requests.map((r) => this.runFacet(r.params, r.indexName));
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** One query against the loaded index (synchronous; exposed for tests and the benchmark). */
  run(req: SearchRequest) {
    const p = parseParams(req);
    if (p.type === 'facet') return this.runFacet(p, req.indexName);
    const t0 = performance.now();
    const query = String(p.query ?? '');
    const { plan, ids, scores } = this.matchAll(query);
    const queryTerms = plan.terms;
    const clauses = parseFacetFilters(p.facetFilters);
    const records = this.records;
    const kept = clauses.length ? this.filter(ids, clauses) : null;
    const nbHits = kept ? kept.length : ids.length;

    const facets: Record<string, Record<string, number>> = {};
    let facetAttrs = asList(p.facets);
    if (facetAttrs.includes('*')) facetAttrs = [];
    const maxValues = p.maxValuesPerFacet ?? 100;
    for (const attr of facetAttrs) facets[attr] = this.countFacet(attr, ids, kept, maxValues);

    const { hitsPerPage, page } = paging(p);
    const format = hitFormat(p, this.fields);
    const best = page * hitsPerPage < nbHits ? topK(ids.length, kept, scores, (page + 1) * hitsPerPage).slice(page * hitsPerPage) : [];
    const hits = best.map((pos) => {
      const i = ids[pos]!;
      const matched = queryTerms.length ? this.ranker!.matchedTerms(plan, i) : new Map<string, Set<string>>();
      return formatHit(records[i]!, i, queryTerms, (attr) => matched.get(attr) ?? new Set(), format);
    });
    return response(req, p, { hits, nbHits, facets, t0, query });
  }

  private runFacet(p: Params, _indexName: string) {
    const attr = String(p.facet ?? '');
    const { ids } = this.matchAll(String(p.query ?? ''));
    const clauses = parseFacetFilters(p.facetFilters);
    return facetResponse(p, this.countFacet(attr, ids, clauses.length ? this.filter(ids, clauses) : null, Infinity));
  }

  /**
   * Facet values per record for one attribute, computed once as value ids in flat typed arrays
   * (record i has ids[off[i]..off[i+1]]), so counting over 100k matches is one tight loop.
   */
  private facetCache = new Map<string, FacetIndex>();
  private facetIndex(attr: string): FacetIndex {
    const cached = this.facetCache.get(attr);
    if (cached) return cached;
    const steps = this.facetSteps(attr);
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
    }
  }

  /** Builds one facet's value index, pausing every 1024 records (so search() can spread it over slices). */
  private *facetSteps(attr: string): Generator<void, FacetIndex> {
    const values: string[] = [];
    const idOf = new Map<string, number>();
    const records = this.records;
    const off = new Uint32Array(records.length + 1);
    const flat: number[] = [];
    for (let i = 0; i < records.length; i++) {
      for (const v of facetValues(records[i]!, attr)) {
        let id = idOf.get(v);
        if (id === undefined) idOf.set(v, (id = values.push(v) - 1));
        flat.push(id);
      }
      off[i + 1] = flat.length;
      if ((i & 1023) === 1023) yield;
    }
    const f = { values, idOf, off, ids: Int32Array.from(flat) };
    this.facetCache.set(attr, f);
    return f;
  }

  /** Builds the facet indexes a batch of requests needs, yielding to the page between slices. */
  private async prepareFacets(list: SearchRequest[]): Promise<void> {
    const attrs = new Set<string>();
    for (const r of list) {
      const p = parseParams(r);
      for (const a of asList(p.facets)) if (a !== '*') attrs.add(a);
      if (p.type === 'facet' && p.facet) attrs.add(String(p.facet));
      for (const or of parseFacetFilters(p.facetFilters)) for (const { attr } of or) attrs.add(attr);
    }
    const slice = this.options.sliceMs ?? 5;
    for (const attr of attrs) {
      if (this.facetCache.has(attr)) continue;
      const steps = this.facetSteps(attr);
      let t0 = performance.now();
      while (!steps.next().done) {
        if (performance.now() - t0 > slice) {
          await yieldToEventLoop();
          t0 = performance.now();
        }
      }
    }
  }

  /** Counts of one facet's values over the matches (`kept` positions when filtered), most frequent first. */
  private countFacet(attr: string, ids: Int32Array, kept: Int32Array | null, max: number): Record<string, number> {
    const { values, off, ids: vids } = this.facetIndex(attr);
    const counts = new Uint32Array(values.length);
    const n = kept ? kept.length : ids.length;
    for (let j = 0; j < n; j++) {
      const i = ids[kept ? kept[j]! : j]!;
      for (let k = off[i]!, end = off[i + 1]!; k < end; k++) counts[vids[k]!]!++;
    }
    const order: number[] = [];
    counts.forEach((c, v) => c && order.push(v));
    order.sort((a, b) => counts[b]! - counts[a]! || (values[a]! < values[b]! ? -1 : 1));
    const out: Record<string, number> = {};
    for (const v of order.slice(0, max)) out[values[v]!] = counts[v]!;
    return out;
  }

  /** Positions (into `ids`) of the matches that pass the facet filters (AND of ORs, negation). */
  private filter(ids: Int32Array, clauses: Clause[]): Int32Array {
    const tests = clauses.map((or) =>
      or.map(({ attr, value, negate }) => {
        const f = this.facetIndex(attr);
        return { f, id: f.idOf.get(value) ?? -1, negate };
      }),
    );
    const out = new Int32Array(ids.length);
    let n = 0;
    for (let pos = 0; pos < ids.length; pos++) {
      const i = ids[pos]!;
      let pass = true;
      for (const or of tests) {
        let any = false;
        for (const { f, id, negate } of or) {
          let has = false;
          for (let k = f.off[i]!, end = f.off[i + 1]!; k < end; k++) if (f.ids[k] === id) has = true;
          if (has !== negate) {
            any = true;
            break;
          }
        }
        if (!any) {
          pass = false;
          break;
        }
      }
      if (pass) out[n++] = pos;
    }
    return out.subarray(0, n);
  }

  /** Matches of a query (cached for the last few queries): record ids, scores (null = index order), the plan. */
  private matchAll(query: string): { plan: QueryPlan; ids: Int32Array; scores: Float64Array | null } {
    const words = tokenize(normalize(query)).filter(Boolean);
    const key = words.join(' ');
    const hit = this.matchCache.get(key);
    if (hit) return hit;
    let result;
    if (!words.length) {
      const ids = new Int32Array(this.records.length);
      for (let i = 0; i < ids.length; i++) ids[i] = i;
      result = { plan: { terms: [], expansions: [] }, ids, scores: null };
    } else {
      const plan = this.ranker!.plan(words);
      result = { plan, ...this.ranker!.match(plan) };
    }
    if (this.matchCache.size >= 4) this.matchCache.delete(this.matchCache.keys().next().value!);
    this.matchCache.set(key, result);
    return result;
  }
}

/**
 * The language to load from an index folder: the page's own (`de-AT` → `de-at`), else one with the same
 * primary subtag (`de` for `de-AT`, `pt-br` for `pt`), else the folder's default, else the first.
 */
export function pickLanguage(available: string[], want: string, fallback?: string | null): string | null {
  const w = want.toLowerCase();
  const primary = w.split('-')[0];
  return (
    available.find((l) => l.toLowerCase() === w) ??
    available.find((l) => l.toLowerCase() === primary) ??
    available.find((l) => l.toLowerCase().split('-')[0] === primary) ??
    (fallback && available.includes(fallback) ? fallback : available[0]) ??
    null
  );
}

/** Per-record weights (`weight`, or Algolia-shaped `weight.pageRank`), or null when every record weighs 1. */
function weightsOf(records: SearchRecord[]): Float32Array | null {
  let out: Float32Array | null = null;
  records.forEach((r, i) => {
    const raw = r.weight;
    const w = typeof raw === 'number' ? raw : typeof (raw as { pageRank?: unknown })?.pageRank === 'number' ? (raw as { pageRank: number }).pageRank : 1;
    if (w === 1 || !(w > 0)) return;
    if (!out) out = new Float32Array(records.length).fill(1);
    out[i] = w;
  });
  return out;
}
