/**
 * The files of one language of a chunked index (format in chunk-format.ts), fetched as a query needs
 * them and kept decoded by name (content-hashed: a word typed again costs no request): dictionary and
 * reverse shards, postings chunks, record fragments. The dictionary side of the query code
 * (chunked-query.ts TermDictionary). A failed or corrupt file rejects the read that wanted it and is
 * fetched again on the next, bypassing the HTTP cache when it was corrupt.
 */
import inflate from 'tiny-inflate';
import { chunkOffsets, fragmentStarts, readPostings, reverse, shardOf, unpackRecord, type LanguageEntry, type TermRef } from '../format/chunk-format';
import type { TermDictionary } from './chunked-query';
import type { SearchRecord } from '../format/text';

export class ChunkError extends Error {
  code = 'records';
  constructor(message: string) {
    super(message);
    this.name = 'ChunkError';
  }
}

/** A gzip file's DEFLATE data, synchronously inflated (RFC 1952: header fields skipped, size from the trailer). */
export function gunzipSync(gzip: Uint8Array): Uint8Array {
  const flags = gzip[3]!;
  let at = 10;
  if (flags & 4) at += 2 + (gzip[at]! | (gzip[at + 1]! << 8)); // FEXTRA
  if (flags & 8) while (gzip[at++]); // FNAME
  if (flags & 16) while (gzip[at++]); // FCOMMENT
  if (flags & 2) at += 2; // FHCRC
  const end = gzip.length;
  const size = (gzip[end - 4]! | (gzip[end - 3]! << 8) | (gzip[end - 2]! << 16) | (gzip[end - 1]! << 24)) >>> 0;
  return inflate(gzip.subarray(at, end - 8), new Uint8Array(size));
}

/**
 * A file's bytes, gunzipped. Most files a query reads are small (shards, fragments, postings chunks):
 * up to 64 KB they are inflated in one synchronous call (tiny-inflate), because a DecompressionStream per
 * file cost more in stream plumbing than the inflation itself when several arrived together (figures:
 * docs/search-scale.md and commit 5384c88). Larger files go through the native DecompressionStream, which
 * does not hold the worker for the whole file. A host that sent the .gz with Content-Encoding: gzip has
 * already decoded it.
 */
const SYNC_MAX = 64 * 1024;
export const gunzipFile = async (buf: ArrayBuffer): Promise<Uint8Array> => {
  const bytes = new Uint8Array(buf);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  if (bytes.length <= SYNC_MAX || typeof DecompressionStream === 'undefined') return gunzipSync(bytes);
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
};

export class ChunkFiles implements TermDictionary {
  private files = new Map<string, Promise<unknown>>();
  /** Files that failed to decode: fetched again bypassing the HTTP cache. */
  private reload = new Set<string>();

  /**
   * `base`: the language's folder URL (ending in `/`); `fetched` receives every file's name and bytes
   * (for tests and the benchmark).
   */
  constructor(
    private readonly entry: LanguageEntry,
    private readonly base: string,
    private readonly lang: string,
    private readonly fetchFn: typeof fetch,
    private readonly fetched: { path: string; bytes: number }[],
  ) {}

  /** One index file, fetched once and kept decoded; a failure is not kept (the next try fetches again). */
  private file<T>(name: string, decode: (bytes: Uint8Array) => T): Promise<T> {
    let promise = this.files.get(name) as Promise<T> | undefined;
    if (!promise) {
      promise = (async () => {
        const url = this.base + name;
        let res: Response;
        try {
          res = await this.fetchFn(url, { credentials: 'same-origin', ...(this.reload.has(name) ? { cache: 'reload' as RequestCache } : {}) });
        } catch {
          throw new ChunkError(`index: ${name} could not be fetched (network error).`);
        }
        if (!res.ok) throw new ChunkError(`index: ${name} answered HTTP ${res.status} (is the _inlay/ folder complete? rebuild it with \`inlay index\`).`);
        try {
          const buf = await res.arrayBuffer();
          this.fetched.push({ path: name, bytes: buf.byteLength });
          return decode(await gunzipFile(buf));
        } catch {
          this.reload.add(name);
          throw new ChunkError(`index: ${name} is corrupt (rebuild the index with \`inlay index\`).`);
        }
      })();
      this.files.set(name, promise);
      promise.catch(() => this.files.delete(name));
    }
    return promise;
  }

  private json<T>(name: string): Promise<T> {
    return this.file(name, (b) => JSON.parse(new TextDecoder().decode(b)) as T);
  }

  private dictShard(shard: number) {
    return this.json<[string[], number[], number[], [number, number][]]>(`${this.entry.dict.dir}/${shard}.gz`);
  }

  private revShard(shard: number) {
    return this.json<[string[], number[], number[], number[], [number, number][]]>(`${this.entry.rev.dir}/${shard}.gz`);
  }

  /** Terms in [lo, hi), with their postings chunk. */
  async range(lo: string, hi: string): Promise<TermRef[]> {
    const { first, base } = this.entry.dict;
    const firstShard = shardOf(first, lo);
    const lastShard = shardOf(first, hi);
    const shards = await Promise.all(Array.from({ length: lastShard - firstShard + 1 }, (_, k) => this.dictShard(firstShard + k)));
    const out: TermRef[] = [];
    shards.forEach(([terms, df, idx, table], offset) => {
      terms.forEach((term, inShard) => {
        if (term >= lo && term < hi) out.push([term, base[firstShard + offset]! + inShard, df[inShard]!, ...table[idx[inShard]!]!]);
      });
    });
    return out;
  }

  /** Terms whose reverse is in [lo, hi), with their postings chunk. */
  async reverseRange(lo: string, hi: string): Promise<TermRef[]> {
    const { first } = this.entry.rev;
    if (!first.length) return [];
    const firstShard = shardOf(first, lo);
    const lastShard = shardOf(first, hi);
    const shards = await Promise.all(Array.from({ length: lastShard - firstShard + 1 }, (_, k) => this.revShard(firstShard + k)));
    const out: TermRef[] = [];
    for (const [terms, ranks, df, idx, table] of shards)
      terms.forEach((term, inShard) => {
        if (term >= lo && term < hi) out.push([reverse(term), ranks[inShard]!, df[inShard]!, ...table[idx[inShard]!]!]);
      });
    return out;
  }

  top(letter: string): TermRef[] | undefined {
    return this.entry.top[letter];
  }

  async find(term: string): Promise<TermRef | undefined> {
    return (await this.range(term, term + '\0')).find(([t]) => t === term);
  }

  async postings([, rank, , first, chunkId]: TermRef) {
    const chunk = await this.file(`${this.entry.postings}/${chunkId}.gz`, (b) => ({ b, off: chunkOffsets(b) }));
    return readPostings(chunk.b, chunk.off[rank - first]!);
  }

  fragment(fragmentId: number): Promise<SearchRecord[]> {
    const { dir, packed } = this.entry.fragments;
    return this.file(`${dir}/${fragmentId}.gz`, (bytes) => {
      const records = JSON.parse(new TextDecoder().decode(bytes)) as SearchRecord[];
      return packed ? records.map((r) => unpackRecord(r, this.lang) as SearchRecord) : records;
    });
  }

  /** Each fragment's first record id (format 3's `counts`), read once. */
  private starts: Uint32Array | null = null;

  async record(id: number): Promise<SearchRecord> {
    const { counts, size } = this.entry.fragments;
    if (counts === undefined) return (await this.fragment(Math.floor(id / size!)))[id % size!]!;
    const starts = (this.starts ??= fragmentStarts(counts));
    const fragmentId = shardOf(starts, id); // the last fragment whose first record is ≤ id
    return (await this.fragment(fragmentId))[id - starts[fragmentId]!]!;
  }
}
