/**
 * Node only (used by `inlay index`): writes the chunked index (see src/widgets/search/chunk-format.ts)
 * for records grouped by language. Nothing here enters a browser script.
 *
 * Sizes were measured on the scale benchmark's generated site (bench/scale.bench.mjs): dictionary
 * shards of 512 terms (≈ 3–4 KB gzip, a two-letter prefix range spans 1–3 of them), postings chunks
 * of ≈ 12 KB before gzip (a rare term's chunk costs a few KB; a frequent term is a chunk of its own),
 * fragments of 16 records (a page of hits touches ≤ 8 of them).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_FILE, FORMAT, filterTerm, quantize, reverse, writeVarint, type Entry, type LanguageEntry } from '../widgets/search/chunk-format';
import { getPath, normalize, textOf, tokenize, type SearchRecord } from '../widgets/search/local-client';

export interface ChunkOptions {
  /** Fields indexed, best first; the first gets boost 3 (like the in-memory index). */
  fields: string[];
  /** Per-record weight (default: `record.weight` when a number, else 1). */
  weightOf?: (r: SearchRecord) => number;
  /** Per-record filters (default: `record.filters` as `{ key: value | value[] }`). */
  filtersOf?: (r: SearchRecord) => Record<string, string | string[]> | undefined;
  /** What a fragment stores of a record (default: the whole record). */
  store?: (r: SearchRecord) => unknown;
  /** Target raw bytes of one postings chunk (Infinity: one chunk, the unsplit index). */
  chunkBytes?: number;
  /** Terms per dictionary / reverse shard (Infinity: one shard). */
  shardTerms?: number;
  /** Records per fragment file. */
  fragmentSize?: number;
  /** gzip level (default 6). */
  level?: number;
}

export interface WriteResult { files: number; bytes: number; entry: Entry }

const K1 = 1.2;
const B = 0.7;
const D = 0.5;

const hash = (buf: Uint8Array): string => createHash('sha256').update(buf).digest('hex').slice(0, 12);

function defaultFilters(r: SearchRecord): Record<string, string | string[]> | undefined {
  const f = r.filters;
  return f && typeof f === 'object' && !Array.isArray(f) ? (f as Record<string, string | string[]>) : undefined;
}

/** Builds and writes the whole index; `outDir` is the `_inlay/` folder. */
export function writeChunkedIndex(byLanguage: Record<string, SearchRecord[]>, outDir: string, o: ChunkOptions): WriteResult {
  mkdirSync(outDir, { recursive: true });
  let files = 0;
  let bytes = 0;
  const put = (path: string, data: Uint8Array | string) => {
    writeFileSync(join(outDir, path), data);
    files++;
    bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  };
  const gz = (data: Uint8Array | string) => gzipSync(data, { level: o.level ?? 6 });
  const entry: Entry = { format: FORMAT, languages: {} };
  for (const [lang, records] of Object.entries(byLanguage)) {
    const dir = lang.replace(/[^a-zA-Z0-9-]/g, '_') || 'und';
    mkdirSync(join(outDir, dir), { recursive: true });
    entry.languages[lang] = writeLanguage(records, o, (name, data) => put(`${dir}/${name}`, data), gz, dir, outDir);
  }
  put(ENTRY_FILE, JSON.stringify(entry));
  return { files, bytes, entry };
}

function writeLanguage(records: SearchRecord[], o: ChunkOptions, put: (name: string, data: Uint8Array | string) => void, gz: (d: Uint8Array | string) => Uint8Array, dir: string, outDir: string): LanguageEntry {
  const fields = o.fields.length ? o.fields : ['title', 'content'];
  const nf = fields.length;
  const boosts = fields.map((_, i) => (i === 0 ? 3 : 1));
  const N = records.length;
  const weightOf = o.weightOf ?? ((r: SearchRecord) => (typeof r.weight === 'number' && r.weight > 0 ? r.weight : 1));
  const filtersOf = o.filtersOf ?? defaultFilters;

  // Pass 1: per term, the records it occurs in and its term frequency per field (tf packed 8 bits a field).
  const docsOf = new Map<string, number[]>();
  const tfOf = new Map<string, number[]>();
  const lengths = fields.map(() => new Uint32Array(N));
  const filters: Record<string, Set<string>> = {};
  const filterDocs = new Map<string, number[]>();
  for (let id = 0; id < N; id++) {
    const r = records[id]!;
    const local = new Map<string, number[]>();
    for (let f = 0; f < nf; f++) {
      const words = tokenize(normalize(textOf(getPath(r, fields[f]!))));
      lengths[f]![id] = words.length;
      for (const w of words) {
        let tf = local.get(w);
        if (!tf) local.set(w, (tf = new Array(nf).fill(0)));
        tf[f]!++;
      }
    }
    for (const [w, tf] of local) {
      let docs = docsOf.get(w);
      if (!docs) {
        docsOf.set(w, (docs = []));
        tfOf.set(w, []);
      }
      docs.push(id);
      let packed = 0;
      for (let f = 0; f < nf; f++) packed += Math.min(255, tf[f]!) * 256 ** f;
      tfOf.get(w)!.push(packed);
    }
    const fl = filtersOf(r);
    if (fl)
      for (const [key, v] of Object.entries(fl))
        for (const value of (Array.isArray(v) ? v : [v]).map(String)) {
          (filters[key] ??= new Set()).add(value);
          const t = filterTerm(key, value);
          const list = filterDocs.get(t) ?? filterDocs.set(t, []).get(t)!;
          if (list[list.length - 1] !== id) list.push(id);
        }
  }
  const avg = lengths.map((l) => l.reduce((s, x) => s + x, 0) / Math.max(1, N) || 1);
  const weights = new Float32Array(N);
  for (let id = 0; id < N; id++) weights[id] = weightOf(records[id]!);

  const terms = [...docsOf.keys(), ...filterDocs.keys()].sort();

  // Pass 2: impacts (BM25+ per field, as the in-memory ranker computes them) and the postings chunks.
  const chunkBytes = o.chunkBytes ?? 12_000;
  const postings: LanguageEntry['postings'] = { firstRank: [], files: [] };
  let parts: number[][] = [];
  let partBytes = 0;
  let chunkStart = 0;
  const flush = (end: number) => {
    if (!parts.length) return;
    const head: number[] = [];
    writeVarint(head, parts.length);
    for (const p of parts) writeVarint(head, p.length);
    const raw = new Uint8Array(head.length + partBytes);
    raw.set(head);
    let at = head.length;
    for (const p of parts) {
      raw.set(p, at);
      at += p.length;
    }
    const data = gz(raw);
    const name = `p-${hash(data)}.gz`;
    put(name, data);
    postings.firstRank.push(chunkStart);
    postings.files.push(name);
    parts = [];
    partBytes = 0;
    chunkStart = end;
  };
  const df: number[] = new Array(terms.length);
  terms.forEach((t, rank) => {
    const out: number[] = [];
    const fdocs = filterDocs.get(t);
    const docs = fdocs ?? docsOf.get(t)!;
    df[rank] = docs.length;
    writeVarint(out, docs.length);
    let prev = 0;
    for (const d of docs) {
      writeVarint(out, d - prev);
      prev = d;
    }
    if (fdocs) {
      for (let i = 0; i < docs.length; i++) out.push(1);
    } else {
      const tfs = tfOf.get(t)!;
      const m = fields.map(() => 0);
      for (const packed of tfs) for (let f = 0; f < nf; f++) if (Math.floor(packed / 256 ** f) % 256) m[f]!++;
      const idf = m.map((mf) => Math.log(1 + (N - mf + 0.5) / (mf + 0.5)));
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        let s = 0;
        for (let f = 0; f < nf; f++) {
          const tf = Math.floor(tfs[i]! / 256 ** f) % 256;
          if (!tf) continue;
          const kn = K1 * (1 - B + (B * lengths[f]![d]!) / avg[f]!);
          s += boosts[f]! * idf[f]! * (D + (tf * (K1 + 1)) / (tf + kn));
        }
        out.push(quantize(s * weights[d]!));
      }
      docsOf.delete(t);
      tfOf.delete(t);
    }
    if (partBytes && partBytes + out.length > chunkBytes) flush(rank);
    parts.push(out);
    partBytes += out.length;
  });
  flush(terms.length);

  // Dictionary and reverse shards.
  const shardTerms = o.shardTerms ?? 512;
  const dict: LanguageEntry['dict'] = { first: [], files: [], base: [] };
  for (let i = 0; i < terms.length; i += shardTerms) {
    const slice = terms.slice(i, i + shardTerms);
    const data = gz(JSON.stringify([slice, df.slice(i, i + shardTerms)]));
    const name = `d-${hash(data)}.gz`;
    put(name, data);
    dict.first.push(i === 0 ? '' : slice[0]!);
    dict.files.push(name);
    dict.base.push(i);
  }
  const words = terms.map((t, rank) => [reverse(t), rank] as const).filter(([t]) => !t.endsWith(FILTER_MARK_CHAR));
  words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const rev: LanguageEntry['rev'] = { first: [], files: [] };
  for (let i = 0; i < words.length; i += shardTerms) {
    const slice = words.slice(i, i + shardTerms);
    const data = gz(JSON.stringify([slice.map((w) => w[0]), slice.map((w) => w[1]), slice.map((w) => df[w[1]])]));
    const name = `r-${hash(data)}.gz`;
    put(name, data);
    rev.first.push(i === 0 ? '' : slice[0]![0]);
    rev.files.push(name);
  }

  // The most frequent terms per first letter.
  const top: LanguageEntry['top'] = {};
  terms.forEach((t, rank) => {
    if (t.startsWith(FILTER_MARK_CHAR)) return;
    const c = t[0]!;
    const list = (top[c] ??= []);
    if (list.length < 8 || df[rank]! > list[list.length - 1]![2]) {
      list.push([t, rank, df[rank]!]);
      list.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1));
      if (list.length > 8) list.pop();
    }
  });

  // Fragments: K consecutive records per file (a page's sections are neighbours), in a hashed folder.
  const size = o.fragmentSize ?? 16;
  const store = o.store ?? ((r: SearchRecord) => r);
  const blobs: Uint8Array[] = [];
  const h = createHash('sha256');
  for (let i = 0; i < N; i += size) {
    const data = gz(JSON.stringify(records.slice(i, i + size).map(store)));
    blobs.push(data);
    h.update(data);
  }
  const fragDir = `f-${h.digest('hex').slice(0, 12)}`;
  mkdirSync(join(outDir, dir, fragDir), { recursive: true });
  blobs.forEach((data, n) => put(`${fragDir}/${n}.gz`, data));

  return {
    records: N,
    dict,
    rev,
    postings,
    fragments: { dir: fragDir, size, count: blobs.length },
    filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...v].sort()])),
    fields,
    top,
  };
}

const FILTER_MARK_CHAR = '\u0001';
