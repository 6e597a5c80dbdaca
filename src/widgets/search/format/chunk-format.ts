/**
 * The chunked index format shared by the writer (Node, `inlay index`) and the reader (the search
 * worker). Everything a query needs is a static file; every file but the entry has a content-hashed
 * name, so it caches forever.
 *
 *   _inlay/index.json                  the entry (`inlay index`'s, src/cli/index-site.ts): per language
 *                                      either `records` (one file: small sites) or `chunks` (below)
 *   _inlay/<lang>/d-<hash>/<n>.gz      dictionary shards: terms in sorted order, with df
 *   _inlay/<lang>/r-<hash>/<n>.gz      reverse shards: reversed terms in sorted order, with rank and df
 *   _inlay/<lang>/p-<hash>/<n>.gz      postings chunks: consecutive term ranks (doc gaps + impact bytes)
 *   _inlay/<lang>/f-<hash>/<n>.gz      fragments: consecutive stored records (JSON), as many as `fragments.counts` says
 *
 * (one content-hashed folder per kind, written by src/cli/chunks.ts; the names are in the entry)
 *
 * Files are gzip (decoded in plain JS or by DecompressionStream: no WebAssembly, nothing but `fetch`), so what is
 * fetched is the same on any static host, compressing or not.
 *
 * Typo tolerance survives the split by the halves rule: a word with one typo at position i keeps its
 * first ⌊L/2⌋ letters intact when i ≥ ⌊L/2⌋, and its last ⌈L/2⌉ letters when i < ⌊L/2⌋. So the
 * candidates are the terms starting with the first half (dictionary shards, the same range as the
 * prefix search) plus the terms ending with the second half (reverse shards), then filtered by edit
 * distance: a typo at any position, the first letter included, costs two small range reads.
 */

export const ENTRY_FILE = 'index.json';
/** index.json's `inlay` when every language is one records file (what any reader of a folder knows). */
export const RECORDS_FORMAT = 1;
/**
 * The entry format this reader knows (index.json's `inlay`): 1 records files only, 2 with chunked languages
 * (fragments of `size` records), 3 fragments of varying length (`counts`). A reader older than the index
 * says so (the widget's error), one newer reads both.
 */
export const FORMAT = 3;

/** The writer closes a fragment once its records' JSON reaches this many characters (≈ 0.8–1.2 KB gzip). */
export const FRAGMENT_BYTES = 2500;
/** The budget of a large language (from 50,000 records): fewer files to write and serve. */
export const LARGE_FRAGMENT_BYTES = 6000;

/**
 * The fragment budget for a language of `sections` records: FRAGMENT_BYTES up to 10,000,
 * LARGE_FRAGMENT_BYTES from 50,000, log-interpolated between. A fragment is a file: on a site of real documentation (the relevance sets:
 * 1,000–9,000 sections) the bytes of a query are what counts (long sections: 1–4 records a fragment); on a
 * large one the number of files the build writes and the host serves (the scale benchmark's 100k sections,
 * 55k a language of 350-character records: 16 a fragment, not 10–11 and 44% more files).
 */
export function fragmentBudget(sections: number): number {
  const growth = Math.min(1, Math.max(0, Math.log(sections / 10_000) / Math.log(5)));
  return Math.round(FRAGMENT_BYTES + (LARGE_FRAGMENT_BYTES - FRAGMENT_BYTES) * growth);
}

/**
 * Records per fragment, in order, as a string: each count a letter (a = 1 … z = 26; a larger one `[n]`),
 * followed by how many fragments in a row have it when more than one (`p6250`: 6,250 fragments of 16).
 * Small in index.json whether a site's sections are uniform (generated) or not (real documentation: one
 * letter a fragment before gzip).
 */
export function encodeCounts(counts: readonly number[]): string {
  let out = '';
  for (let i = 0; i < counts.length;) {
    const count = counts[i]!;
    if (!(Number.isInteger(count) && count >= 1)) throw new RangeError(`a fragment of ${count} records`);
    let runEnd = i + 1;
    while (counts[runEnd] === count) runEnd++;
    out += (count <= 26 ? String.fromCharCode(96 + count) : `[${count}]`) + (runEnd - i > 1 ? runEnd - i : '');
    i = runEnd;
  }
  return out;
}

/** encodeCounts() read back as each fragment's first record id, then the record count (one more entry). */
export function fragmentStarts(counts: string): Uint32Array {
  const runs = [...counts.matchAll(/(?:([a-z])|\[(\d+)\])(\d*)/g)].map(
    (m) => [m[1] ? m[1].charCodeAt(0) - 96 : Number(m[2]), m[3] ? Number(m[3]) : 1] as const,
  );
  const starts = new Uint32Array(runs.reduce((s, [, k]) => s + k, 0) + 1);
  let at = 0;
  for (const [perFragment, fragments] of runs) for (let i = 0; i < fragments; i++, at++) starts[at + 1] = starts[at]! + perFragment;
  return starts;
}

/** Facet pseudo-terms (`\u0001key:value`) sort before every word and are never produced by a query. */
export const FILTER_MARK = '\u0001';
export const filterTerm = (key: string, value: string): string => `${FILTER_MARK}${key}:${value}`;

/** Impact (a term's BM25+ contribution to a record, boosts and weight included) in one byte, log scale. */
const LOG_SCALE = 40;
const IMPACTS = Float64Array.from({ length: 256 }, (_, q) => Math.expm1(q / LOG_SCALE));
/** Looked up, not computed: called once per posting of every term a query matches. */
export const dequantize = (q: number): number => IMPACTS[q]!;
/** The writer's side of dequantize(): 1 … 255 (0 is never written). */
export const quantize = (impact: number): number => Math.max(1, Math.min(255, Math.round(Math.log1p(impact) * LOG_SCALE)));

export interface Shards {
  /** The first key of each shard (sorted). */
  first: string[];
  /** Shard i is `${dir}/${i}.gz`. */
  dir: string;
}

/** A term as the shards give it: [term, rank, document count, its chunk's first rank, the chunk's number]. */
export type TermRef = [string, number, number, number, number];

/** index.json's `languages[lang].chunks` (written by src/cli/chunks.ts). */
export interface LanguageEntry {
  /** The language's folder under _inlay/. */
  dir: string;
  /** Records in this language. */
  records: number;
  /** Dictionary shards `[terms, df, chunk per term, chunks: [first rank, chunk number][]]`; shard i's ranks start at base[i]. */
  dict: Shards & { base: number[] };
  /** Reverse shards `[reversed terms, ranks, df, chunk per term, chunks]`. */
  rev: Shards;
  /** Postings chunks: `${postings}/${n}.gz`, n = 0 … chunks - 1. */
  chunks: number;
  postings: string;
  /**
   * Fragments `${dir}/${n}.gz`, n = 0 … count - 1: `counts` (format 3) their record counts (encodeCounts()),
   * or (format 2) `size` records each; `packed`: records without the fields unpackRecord() rebuilds.
   */
  fragments: { dir: string; counts?: string; size?: number; count: number; packed?: boolean };
  /** Filter keys and their values (each value is a pseudo-term). */
  filters: Record<string, string[]>;
  /** Fields that were indexed (for highlighting). */
  fields: string[];
  /** The 8 most frequent terms per first letter (a single typed letter needs no dictionary read). */
  top: Record<string, TermRef[]>;
}

export interface Entry {
  inlay?: number;
  default?: string | null;
  languages: Record<string, { chunks?: LanguageEntry; records?: string }>;
}

/** `page#anchor` → the anchor as the extractor wrote it (decoded), null without one, undefined when it can't be decoded. */
function anchorOfUrl(url: string): string | null | undefined {
  const at = url.indexOf('#');
  if (at < 0) return null;
  try {
    return decodeURIComponent(url.slice(at + 1));
  } catch {
    return undefined;
  }
}

/**
 * A section record as `inlay index` stores it in a fragment: the fields unpackRecord() rebuilds from the
 * others are left out — objectID (= url), page (url before #), anchor, lang (the folder's), hierarchy
 * (title, heading by level). 14 % fewer bytes a fragment.
 */
export function packRecord(record: Record<string, unknown>, lang: string): Record<string, unknown> {
  if (typeof record.url !== 'string') return record;
  const out = { ...record };
  const hierarchy = record.hierarchy as Record<string, unknown> | undefined;
  if (record.objectID === record.url) delete out.objectID;
  if (record.page === record.url.split('#')[0]) delete out.page;
  if (record.anchor === anchorOfUrl(record.url)) delete out.anchor;
  if (record.lang === lang) delete out.lang;
  if (
    hierarchy &&
    Object.keys(hierarchy).length === 3 &&
    hierarchy.lvl0 === record.title &&
    hierarchy.lvl1 === (record.level === 1 ? record.heading : null) &&
    hierarchy.lvl2 === (record.level === 2 ? record.heading : null)
  )
    delete out.hierarchy;
  return out;
}

/** A fragment's record as packRecord() stored it, whole again. */
export function unpackRecord(record: Record<string, unknown>, lang: string): Record<string, unknown> {
  const url = String(record.url);
  const at = url.indexOf('#');
  record.objectID ??= url;
  record.page ??= at < 0 ? url : url.slice(0, at);
  if (!('anchor' in record)) record.anchor = at < 0 ? null : decodeURIComponent(url.slice(at + 1));
  record.lang ??= lang;
  record.hierarchy ??= { lvl0: record.title, lvl1: record.level === 1 ? record.heading : null, lvl2: record.level === 2 ? record.heading : null };
  return record;
}

/** Reads unsigned LEB128 varints from `buf`, starting at `start`; `pos` is the byte after the last read. */
function varints(buf: Uint8Array, start: number): { next(): number; pos: number } {
  const reader = {
    pos: start,
    next() {
      let value = 0;
      let shift = 0;
      let byte;
      do {
        byte = buf[reader.pos++]!;
        value += (byte & 127) * 2 ** shift;
        shift += 7;
      } while (byte & 128);
      return value;
    },
  };
  return reader;
}

/** A growable byte buffer that writes what varints() and readPostings() read. */
export class ByteWriter {
  buf = new Uint8Array(1024);
  length = 0;
  private room(bytes: number): void {
    if (this.length + bytes <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + bytes));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  /** An unsigned 32-bit number as a varint (7 bits a byte, low first). */
  varint(value: number): void {
    this.room(5);
    while (value > 127) {
      this.buf[this.length++] = (value & 127) | 128;
      value >>>= 7;
    }
    this.buf[this.length++] = value;
  }
  byte(byte: number): void {
    this.room(1);
    this.buf[this.length++] = byte;
  }
  append(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }
  view(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** Writes one term's doc ids (ascending) as readPostings() reads them: their count, then the gaps; its impact bytes follow. */
export function writeDocs(out: ByteWriter, docs: ArrayLike<number>): void {
  out.varint(docs.length);
  let prev = 0;
  for (let i = 0; i < docs.length; i++) {
    out.varint(docs[i]! - prev);
    prev = docs[i]!;
  }
}

/** A postings chunk as chunkOffsets() reads it: the terms' count, each one's byte length, then their postings. */
export function encodeChunk(lengths: number[], body: Uint8Array): Uint8Array {
  const head = new ByteWriter();
  head.varint(lengths.length);
  for (const length of lengths) head.varint(length);
  head.append(body);
  return head.view();
}

/** Reads the postings of one term at `pos` in a chunk: doc ids (ascending) and impact bytes. */
export function readPostings(buf: Uint8Array, pos: number): { docs: Int32Array; q: Uint8Array } {
  const reader = varints(buf, pos);
  const count = reader.next();
  const docs = new Int32Array(count);
  let doc = 0;
  for (let i = 0; i < count; i++) docs[i] = doc += reader.next();
  return { docs, q: buf.slice(reader.pos, reader.pos + count) };
}

/** Offsets of each term's postings in a chunk (the chunk starts with the term count and byte lengths). */
export function chunkOffsets(buf: Uint8Array): number[] {
  const reader = varints(buf, 0);
  const count = reader.next();
  const lengths: number[] = [];
  for (let i = 0; i < count; i++) lengths.push(reader.next());
  const out: number[] = [];
  let offset = reader.pos;
  for (const len of lengths) {
    out.push(offset);
    offset += len;
  }
  return out;
}

export const reverse = (s: string): string => [...s].reverse().join('');

/** Index of the shard whose range holds `key` (the last shard whose first key is ≤ key); also a postings chunk's by first rank, a fragment's by first record. */
export function shardOf<K extends string | number>(first: ArrayLike<K>, key: K): number {
  let lo = 0;
  let hi = first.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (first[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
