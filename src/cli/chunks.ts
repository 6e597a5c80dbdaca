/**
 * Node only (`inlay index`): writes one language's records as a chunked index (the format is described
 * and read in src/widgets/search/format/chunk-format.ts and chunked/chunked-client.ts; the writer and the reader are
 * tested together in chunks.test.ts):
 *
 *   _inlay/<lang>/d-<hash>/<n>.gz   dictionary shards: 512 terms in sorted order, with document counts
 *   _inlay/<lang>/r-<hash>/<n>.gz   reverse shards: the same terms reversed (typos in a word's first half)
 *   _inlay/<lang>/p-<hash>/<n>.gz   postings chunks: consecutive terms' record ids (gaps, varints) and
 *                                   one impact byte each (BM25+ with field boosts and weight, log scale)
 *   _inlay/<lang>/f-<hash>/<n>.gz   fragments: consecutive packed records (a page's sections are neighbours), 16 a
 *                                   file or fewer once ≈ fragmentBytes of JSON (long real sections: 1–4 a file, so a
 *                                   query fetches few records it doesn't show); the entry's `fragments.counts` says
 *
 * index.json's language entry gets `chunks` (shard/chunk maps, filters, the top terms per letter).
 * Sizes measured on bench/scale.bench.mjs's generated site: postings chunks of ≈ 12 KB raw (a rare
 * term's chunk is a few KB gzip; a frequent term makes a chunk of its own), shards of 512 terms
 * (≈ 3–4 KB gzip; a two-letter prefix spans 1–3 of them).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ByteWriter,
  encodeChunk,
  encodeCounts,
  FILTER_MARK,
  FRAGMENT_BYTES,
  filterTerm,
  packRecord,
  quantize,
  reverse,
  shardOf,
  writeDocs,
  type LanguageEntry,
  type TermRef,
} from '../widgets/search/format/chunk-format';
import { fieldBoosts, idf, lengthNorm, saturation } from '../widgets/search/format/scoring';
import { getPath, normalize, textOf, tokenize, type SearchRecord } from '../widgets/search/format/text';
import { HashedFolder, Uint32List } from './bytes';

export interface ChunkOptions {
  /** The fields indexed, the first boosted most (fieldBoosts()). */
  fields: string[];
  filterKeys?: string[];
  chunkBytes?: number;
  shardTerms?: number;
  /** Records a fragment at most (16). */
  fragmentSize?: number;
  /** A fragment is closed once its records' JSON reaches this many characters (4,000: ≈ 1.2–1.8 KB gzip). */
  fragmentBytes?: number;
  /** gzip level (6). */
  level?: number;
  /** The records are `inlay index` section records of this language: fragments store them packed. */
  lang?: string;
  /** A factor on the weight of every record of these pages (by `page`). */
  pageWeights?: Record<string, number>;
}

export interface ChunkResult {
  entry: LanguageEntry;
  files: string[];
  bytes: number;
}

/**
 * Writes one language's chunked index under `outDir/dir/` (replacing an earlier one there).
 * `records` is read once, in order, and not kept: fragments are written as they fill, and the
 * postings are held as (term, term frequencies) pairs in one typed array, then sorted by term in
 * place of a map of arrays. A 100k-section language peaks at a fraction of what the records weigh.
 */
export function writeChunks(records: Iterable<SearchRecord>, outDir: string, dir: string, options: ChunkOptions): ChunkResult {
  rmSync(join(outDir, dir), { recursive: true, force: true });
  mkdirSync(join(outDir, dir), { recursive: true });
  const files: string[] = [];
  let bytes = 0;
  const folder = (prefix: string): HashedFolder =>
    new HashedFolder(join(outDir, dir), prefix, (name, sizes) => {
      sizes.forEach((n, i) => files.push(`${dir}/${name}/${i}.gz`));
      bytes += sizes.reduce((x, y) => x + y, 0);
    });
  const gz = (data: Uint8Array | string): Uint8Array => gzipSync(data, { level: options.level ?? 6 });
  const fields = options.fields.length ? options.fields : ['title', 'content'];
  const nf = fields.length;
  const boost = fieldBoosts(fields);
  const boosts = fields.map((f) => boost[f] ?? 1);
  const filterKeys = options.filterKeys ?? [];

  // Fragments: consecutive records as stored (packRecord), written as they fill: up to `size` records, or
  // fewer once their JSON reaches `budget` characters (a record longer than that is a fragment alone).
  const size = options.fragmentSize ?? 16;
  const budget = options.fragmentBytes ?? FRAGMENT_BYTES;
  const fragments = folder('f');
  const counts: number[] = [];
  let pending: string[] = [];
  let pendingChars = 0;
  const writeFragment = () => {
    if (pending.length) fragments.add(gz(`[${pending.join(',')}]`));
    if (pending.length) counts.push(pending.length);
    pending = [];
    pendingChars = 0;
  };
  // Pass 1: per record, its distinct terms with their frequency per field (8 bits a field, packed).
  const termIds = new Map<string, number>();
  const pairs = new Uint32List(); // term id, packed frequencies; record after record
  const recordEnds = new Uint32List(); // where each record's pairs end
  const lengths = fields.map(() => new Uint32List());
  const weights: number[] = [];
  const filters: Record<string, Set<string>> = {};
  const filterDocs = new Map<string, number[]>();
  const unit = fields.map((_, f) => 256 ** f);
  const local = new Map<string, number>();
  let recordCount = 0;
  for (const record of records) {
    const id = recordCount++;
    const factor = options.pageWeights?.[record.page as string];
    if (factor) record.weight = (typeof record.weight === 'number' && record.weight > 0 ? record.weight : 1) * factor;
    weights.push(Math.fround(typeof record.weight === 'number' && record.weight > 0 ? record.weight : 1));
    local.clear();
    for (let fieldIndex = 0; fieldIndex < nf; fieldIndex++) {
      const words = tokenize(normalize(textOf(getPath(record, fields[fieldIndex]!))));
      lengths[fieldIndex]!.push(words.length);
      for (const word of words) {
        const packed = local.get(word) ?? 0;
        // tf per field in 8 bits (capped at 255).
        local.set(word, Math.floor(packed / unit[fieldIndex]!) % 256 === 255 ? packed : packed + unit[fieldIndex]!);
      }
    }
    for (const [word, packed] of local) {
      let termId = termIds.get(word);
      if (termId === undefined) termIds.set(word, (termId = termIds.size));
      pairs.push(termId);
      pairs.push(packed);
    }
    recordEnds.push(pairs.length / 2);
    for (const key of filterKeys) {
      const raw = record[key] ?? (record.filters as Record<string, unknown> | undefined)?.[key];
      if (raw == null) continue;
      for (const value of (Array.isArray(raw) ? raw : [raw]).map(String)) {
        (filters[key] ??= new Set()).add(value);
        const term = filterTerm(key, value);
        let list = filterDocs.get(term);
        if (!list) filterDocs.set(term, (list = []));
        if (list[list.length - 1] !== id) list.push(id);
      }
    }
    const json = JSON.stringify(options.lang === undefined ? record : packRecord(record, options.lang));
    if (pending.length && pendingChars + json.length > budget) writeFragment();
    pending.push(json);
    pendingChars += json.length;
    if (pending.length >= size) writeFragment();
  }
  writeFragment();
  const fragDir = fragments.close();

  // Postings by term: a counting sort of the pairs (records stay in ascending order within a term).
  const termCount = termIds.size;
  const starts = new Uint32Array(termCount + 1);
  const pairCount = pairs.length / 2;
  const pv = pairs.view();
  for (let i = 0; i < pairCount; i++) starts[pv[2 * i]! + 1]!++;
  for (let termId = 0; termId < termCount; termId++) starts[termId + 1]! += starts[termId]!;
  const docsOf = new Uint32Array(pairCount);
  const tfsOf = new Uint32Array(pairCount);
  const next = starts.slice(0, termCount);
  const ends = recordEnds.view();
  for (let i = 0, doc = 0; i < pairCount; i++) {
    while (i >= ends[doc]!) doc++;
    const at = next[pv[2 * i]!]!++;
    docsOf[at] = doc;
    tfsOf[at] = pv[2 * i + 1]!;
  }
  pairs.buf = new Uint32Array(0);
  const lengthOf = lengths.map((l) => l.view());
  const avg = lengthOf.map((l) => l.reduce((s, x) => s + x, 0) / Math.max(1, recordCount) || 1);
  const terms = [...termIds.keys(), ...filterDocs.keys()].sort();

  // Pass 2: impacts and postings chunks (consecutive ranks up to ≈ chunkBytes raw).
  const chunkBytes = options.chunkBytes ?? 6_000;
  const firstRanks: number[] = [];
  const postings = folder('p');
  let partLengths: number[] = [];
  let body = new ByteWriter();
  let chunkStart = 0;
  const flush = (end: number): void => {
    if (!partLengths.length) return;
    postings.add(gz(encodeChunk(partLengths, body.view())));
    firstRanks.push(chunkStart);
    partLengths = [];
    body = new ByteWriter();
    chunkStart = end;
  };
  const df: number[] = new Array(terms.length);
  const out = new ByteWriter();
  const docsWithField = fields.map(() => 0);
  terms.forEach((term, rank) => {
    out.length = 0;
    const fdocs = filterDocs.get(term);
    const id = fdocs ? -1 : (termIds.get(term) ?? -1);
    const docs = fdocs ?? docsOf.subarray(starts[id], starts[id + 1]);
    const tfs = tfsOf.subarray(id < 0 ? 0 : starts[id], id < 0 ? 0 : starts[id + 1]);
    df[rank] = docs.length;
    writeDocs(out, docs);
    if (fdocs) for (let i = 0; i < docs.length; i++) out.byte(1);
    else {
      docsWithField.fill(0);
      for (const packed of tfs) for (let fi = 0; fi < nf; fi++) if (Math.floor(packed / unit[fi]!) % 256) docsWithField[fi]!++;
      const idfs = docsWithField.map((mf) => idf(recordCount, mf));
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        let score = 0;
        for (let fieldIndex = 0; fieldIndex < nf; fieldIndex++) {
          const tf = Math.floor(tfs[i]! / unit[fieldIndex]!) % 256;
          if (!tf) continue;
          score += boosts[fieldIndex]! * idfs[fieldIndex]! * saturation(tf, lengthNorm(lengthOf[fieldIndex]![doc]!, avg[fieldIndex]!));
        }
        out.byte(quantize(score * weights[doc]!));
      }
    }
    if (body.length && body.length + out.length > chunkBytes) flush(rank);
    partLengths.push(out.length);
    body.append(out.view());
  });
  flush(terms.length);
  const postingsDir = postings.close();
  /** The postings chunk holding `rank`: [its first rank, its number]. */
  const chunkOf = (rank: number): [number, number] => {
    const shard = shardOf(firstRanks, rank);
    return [firstRanks[shard]!, shard];
  };
  /** The chunks of a set of ranks, as a local table and an index per rank. */
  const chunkTable = (ranks: number[]): { table: [number, number][]; idx: number[] } => {
    const table: [number, number][] = [];
    const at = new Map<number, number>();
    const idx = ranks.map((rank) => {
      const chunk = chunkOf(rank);
      let local = at.get(chunk[1]);
      if (local === undefined) at.set(chunk[1], (local = table.push(chunk) - 1));
      return local;
    });
    return { table, idx };
  };
  // Dictionary and reverse shards.
  const shardTerms = options.shardTerms ?? 512;
  const dict: { first: string[]; base: number[]; dir: string } = { first: [], base: [], dir: '' };
  const dictFiles = folder('d');
  for (let i = 0; i < terms.length; i += shardTerms) {
    const slice = terms.slice(i, i + shardTerms);
    const { table, idx } = chunkTable(slice.map((_, j) => i + j));
    // [terms, document counts, postings chunk per term, chunks: [first rank, chunk number]]
    dictFiles.add(gz(JSON.stringify([slice, df.slice(i, i + shardTerms), idx, table])));
    dict.first.push(i === 0 ? '' : slice[0]!);
    dict.base.push(i);
  }
  dict.dir = dictFiles.close();
  const words: [string, number][] = [];
  terms.forEach((term, rank) => {
    if (!term.startsWith(FILTER_MARK)) words.push([reverse(term), rank]);
  });
  words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const rev: { first: string[]; dir: string } = { first: [], dir: '' };
  const revFiles = folder('r');
  for (let i = 0; i < words.length; i += shardTerms) {
    const slice = words.slice(i, i + shardTerms);
    const { table, idx } = chunkTable(slice.map((w) => w[1]));
    // [reversed terms, ranks, document counts, postings chunk per term, chunks: [first rank, chunk number]]
    revFiles.add(gz(JSON.stringify([slice.map((w) => w[0]), slice.map((w) => w[1]), slice.map((w) => df[w[1]]), idx, table])));
    rev.first.push(i === 0 ? '' : slice[0]![0]);
  }
  rev.dir = revFiles.close();

  // The 8 most frequent terms per first letter: a single typed letter reads no shard.
  const top: Record<string, TermRef[]> = {};
  terms.forEach((term, rank) => {
    if (term.startsWith(FILTER_MARK)) return;
    const letter = term[0]!;
    const list = (top[letter] ??= []);
    if (list.length < 8 || df[rank]! > list[list.length - 1]![2]) {
      list.push([term, rank, df[rank]!, ...chunkOf(rank)]);
      list.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1));
      if (list.length > 8) list.pop();
    }
  });

  return {
    entry: {
      dir,
      records: recordCount,
      dict,
      rev,
      chunks: firstRanks.length,
      postings: postingsDir,
      fragments: { dir: fragDir, counts: encodeCounts(counts), count: fragments.count, ...(options.lang === undefined ? {} : { packed: true }) },
      filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...v].sort()])),
      fields,
      top,
    },
    files,
    bytes,
  };
}
