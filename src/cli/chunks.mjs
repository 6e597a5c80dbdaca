// @ts-check
/**
 * Node only (`inlay index`): writes one language's records as a chunked index (the format is described
 * and read in src/widgets/search/chunk-format.ts and chunked-client.ts; the writer and the reader are
 * tested together in chunks.test.ts):
 *
 *   _inlay/<lang>/d-<hash>.gz       dictionary shards: 512 terms in sorted order, with document counts
 *   _inlay/<lang>/r-<hash>.gz       reverse shards: the same terms reversed (typos in a word's first half)
 *   _inlay/<lang>/p-<hash>.gz       postings chunks: consecutive terms' record ids (gaps, varints) and
 *                                   one impact byte each (BM25+ with field boosts and weight, log scale)
 *   _inlay/<lang>/f-<hash>/<n>.gz   fragments: records n·16 … n·16+15 as stored (a page's sections are
 *                                   neighbours, so a page of grouped hits touches few of them)
 *
 * index.json's language entry gets `chunks` (shard/chunk maps, filters, the top terms per letter).
 * Sizes measured on bench/scale.bench.mjs's generated site: postings chunks of ≈ 12 KB raw (a rare
* term's chunk is a few KB gzip; a frequent term makes a chunk of its own), shards of 512 terms
 * (≈ 3–4 KB gzip; a two-letter prefix spans 1–3 of them).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FILTER_MARK = '\u0001';
const K1 = 1.2;
const B = 0.7;
const D = 0.5;

// ---- the browser's tokenizer (src/widgets/search/text.ts), kept identical (tested) ----------
const ASCII = /^[\x00-\x7f]*$/;
/** @param {string} term */
export const normalize = (term) => (ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase());
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** @type {Intl.Segmenter | null} */
let segmenter = null;
/** @param {string} text @returns {string[]} */
export function tokenize(text) {
  if (!NO_SPACES.test(text)) return text.match(WORD) ?? [];
  const out = [];
  for (const m of text.matchAll(WORD)) {
    if (!NO_SPACES.test(m[0])) out.push(m[0]);
    else for (const s of (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(m[0])) if (s.isWordLike !== false) out.push(s.segment);
  }
  return out;
}

/** @param {unknown} record @param {string} path @returns {unknown} */
function getPath(record, path) {
  if (record && typeof record === 'object' && path in record) return /** @type {any} */ (record)[path];
  /** @type {any} */
  let v = record;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = v[key];
  }
  return v;
}
/** @param {unknown} value @returns {string} */
function textOf(value) {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (typeof value === 'object') return '';
  return String(value);
}

/** @param {number[]} out @param {number} n */
function writeVarint(out, n) {
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
}
/** Impact in one byte, log scale (chunk-format.ts dequantize()). @param {number} impact */
const quantize = (impact) => Math.max(1, Math.min(255, Math.round(Math.log1p(impact) * 40)));
/** @param {string} s */
const reverse = (s) => [...s].reverse().join('');
/** @param {Uint8Array} buf */
const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 12);

/**
 * @typedef {Record<string, any>} SearchRecord
 * @typedef {{ fields: string[], filterKeys?: string[], chunkBytes?: number, shardTerms?: number, fragmentSize?: number, level?: number }} ChunkOptions
 */

/**
 * Writes one language's chunked index under `outDir/dir/` (replacing an earlier one there).
 * @param {SearchRecord[]} records @param {string} outDir @param {string} dir @param {ChunkOptions} o
 * @returns {{ entry: Record<string, unknown>, files: string[], bytes: number }}
 */
export function writeChunks(records, outDir, dir, o) {
  rmSync(join(outDir, dir), { recursive: true, force: true });
  mkdirSync(join(outDir, dir), { recursive: true });
  /** @type {string[]} */
  const files = [];
  let bytes = 0;
  /** @param {string} name @param {Uint8Array} data */
  const put = (name, data) => {
    writeFileSync(join(outDir, dir, name), data);
    files.push(`${dir}/${name}`);
    bytes += data.length;
  };
  /** @param {Uint8Array | string} data */
  const gz = (data) => gzipSync(data, { level: o.level ?? 6 });
  const fields = o.fields.length ? o.fields : ['title', 'content'];
  const nf = fields.length;
  const boosts = fields.map((_, i) => (i === 0 ? 3 : 1));
  const N = records.length;
  const filterKeys = o.filterKeys ?? [];

  // Pass 1: per term, its records and term frequency per field (8 bits a field, packed).
  /** @type {Map<string, { docs: number[], tfs: number[] }>} */ const postingsOf = new Map();
  const lengths = fields.map(() => new Uint32Array(N));
  /** @type {Record<string, Set<string>>} */ const filters = {};
  /** @type {Map<string, number[]>} */ const filterDocs = new Map();
  const weights = new Float32Array(N);
  const unit = fields.map((_, f) => 256 ** f);
  /** @type {Map<string, number>} */
  const local = new Map();
  for (let id = 0; id < N; id++) {
    const r = records[id];
    weights[id] = typeof r.weight === 'number' && r.weight > 0 ? r.weight : 1;
    local.clear();
    for (let f = 0; f < nf; f++) {
      const words = tokenize(normalize(textOf(getPath(r, fields[f]))));
      lengths[f][id] = words.length;
      for (const w of words) {
        const packed = local.get(w) ?? 0;
        // tf per field in 8 bits (capped at 255).
        local.set(w, Math.floor(packed / unit[f]) % 256 === 255 ? packed : packed + unit[f]);
      }
    }
    for (const [w, packed] of local) {
      let p = postingsOf.get(w);
      if (!p) postingsOf.set(w, (p = { docs: [], tfs: [] }));
      p.docs.push(id);
      p.tfs.push(packed);
    }
    for (const key of filterKeys) {
      const v = r[key] ?? r.filters?.[key];
      if (v == null) continue;
      for (const value of (Array.isArray(v) ? v : [v]).map(String)) {
        (filters[key] ??= new Set()).add(value);
        const t = `${FILTER_MARK}${key}:${value}`;
        let list = filterDocs.get(t);
        if (!list) filterDocs.set(t, (list = []));
        if (list[list.length - 1] !== id) list.push(id);
      }
    }
  }
  const avg = lengths.map((l) => l.reduce((s, x) => s + x, 0) / Math.max(1, N) || 1);
  const terms = [...postingsOf.keys(), ...filterDocs.keys()].sort();

  // Pass 2: impacts and postings chunks (consecutive ranks up to ≈ chunkBytes raw).
  const chunkBytes = o.chunkBytes ?? 6_000;
  /** @type {{ firstRank: number[], files: string[] }} */
  const postings = { firstRank: [], files: [] };
  /** @type {number[][]} */
  let parts = [];
  let partBytes = 0;
  let chunkStart = 0;
  /** @param {number} end */
  const flush = (end) => {
    if (!parts.length) return;
    /** @type {number[]} */
    const head = [];
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
  /** @type {number[]} */
  const df = new Array(terms.length);
  terms.forEach((t, rank) => {
    /** @type {number[]} */
    const out = [];
    const fdocs = filterDocs.get(t);
    const p = postingsOf.get(t);
    const docs = fdocs ?? p?.docs ?? [];
    df[rank] = docs.length;
    writeVarint(out, docs.length);
    let prev = 0;
    for (const d of docs) {
      writeVarint(out, d - prev);
      prev = d;
    }
    if (fdocs) for (let i = 0; i < docs.length; i++) out.push(1);
    else {
      const tfs = p?.tfs ?? [];
      const m = fields.map(() => 0);
      for (const packed of tfs) for (let f = 0; f < nf; f++) if (Math.floor(packed / 256 ** f) % 256) m[f]++;
      const idf = m.map((mf) => Math.log(1 + (N - mf + 0.5) / (mf + 0.5)));
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        let s = 0;
        for (let f = 0; f < nf; f++) {
          const tf = Math.floor(tfs[i] / 256 ** f) % 256;
          if (!tf) continue;
          const kn = K1 * (1 - B + (B * lengths[f][d]) / avg[f]);
          s += boosts[f] * idf[f] * (D + (tf * (K1 + 1)) / (tf + kn));
        }
        out.push(quantize(s * weights[d]));
      }
      postingsOf.delete(t);
    }
    if (partBytes && partBytes + out.length > chunkBytes) flush(rank);
    parts.push(out);
    partBytes += out.length;
  });
  flush(terms.length);
  /** The postings chunk holding `rank`: [its first rank, its file]. @param {number} rank @returns {[number, string]} */
  const chunkOf = (rank) => {
    let lo = 0;
    let hi = postings.firstRank.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (postings.firstRank[mid] <= rank) lo = mid;
      else hi = mid - 1;
    }
    return [postings.firstRank[lo], postings.files[lo]];
  };
  /** The chunks of a set of ranks, as a local table and an index per rank. @param {number[]} ranks */
  const chunkTable = (ranks) => {
    /** @type {[number, string][]} */ const table = [];
    /** @type {Map<string, number>} */ const at = new Map();
    const idx = ranks.map((r) => {
      const c = chunkOf(r);
      let i = at.get(c[1]);
      if (i === undefined) at.set(c[1], (i = table.push(c) - 1));
      return i;
    });
    return { table, idx };
  };

  // Dictionary and reverse shards.
  const shardTerms = o.shardTerms ?? 512;
  /** @type {{ first: string[], files: string[], base: number[] }} */
  const dict = { first: [], files: [], base: [] };
  for (let i = 0; i < terms.length; i += shardTerms) {
    const slice = terms.slice(i, i + shardTerms);
    const { table, idx } = chunkTable(slice.map((_, j) => i + j));
    // [terms, document counts, postings chunk per term, chunks: [first rank, file]]
    const data = gz(JSON.stringify([slice, df.slice(i, i + shardTerms), idx, table]));
    const name = `d-${hash(data)}.gz`;
    put(name, data);
    dict.first.push(i === 0 ? '' : slice[0]);
    dict.files.push(name);
    dict.base.push(i);
  }
  /** @type {[string, number][]} */
  const words = [];
  terms.forEach((t, rank) => {
    if (!t.startsWith(FILTER_MARK)) words.push([reverse(t), rank]);
  });
  words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  /** @type {{ first: string[], files: string[] }} */
  const rev = { first: [], files: [] };
  for (let i = 0; i < words.length; i += shardTerms) {
    const slice = words.slice(i, i + shardTerms);
    const { table, idx } = chunkTable(slice.map((w) => w[1]));
    // [reversed terms, ranks, document counts, postings chunk per term, chunks: [first rank, file]]
    const data = gz(JSON.stringify([slice.map((w) => w[0]), slice.map((w) => w[1]), slice.map((w) => df[w[1]]), idx, table]));
    const name = `r-${hash(data)}.gz`;
    put(name, data);
    rev.first.push(i === 0 ? '' : slice[0][0]);
    rev.files.push(name);
  }

  // The 8 most frequent terms per first letter: a single typed letter reads no shard.
  /** @type {Record<string, [string, number, number, number, string][]>} */
  const top = {};
  terms.forEach((t, rank) => {
    if (t.startsWith(FILTER_MARK)) return;
    const c = t[0];
    const list = (top[c] ??= []);
    if (list.length < 8 || df[rank] > list[list.length - 1][2]) {
      list.push([t, rank, df[rank], ...chunkOf(rank)]);
      list.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1));
      if (list.length > 8) list.pop();
    }
  });

  // Fragments, in a folder named by their hash.
  const size = o.fragmentSize ?? 16;
  /** @type {Uint8Array[]} */
  const blobs = [];
  const h = createHash('sha256');
  for (let i = 0; i < N; i += size) {
    const data = gz(JSON.stringify(records.slice(i, i + size)));
    blobs.push(data);
    h.update(data);
  }
  const fragDir = `f-${h.digest('hex').slice(0, 12)}`;
  mkdirSync(join(outDir, dir, fragDir), { recursive: true });
  blobs.forEach((data, n) => put(`${fragDir}/${n}.gz`, data));

  return {
    entry: {
      dir,
      records: N,
      dict,
      rev,
      chunks: postings.files.length,
      fragments: { dir: fragDir, size, count: blobs.length },
      filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...v].sort()])),
      fields,
      top,
    },
    files,
    bytes,
  };
}
