import { normalize, tokenize } from '../format/text';

/**
 * The last few queries' matches, keyed by their words (so `Foo ` and `foo` share one): a page change,
 * a facet count or a refinement of the same query reuses them. Shared by the in-memory and the
 * chunked client.
 */
export class MatchCache<T> {
  private entries = new Map<string, T>();
  constructor(private limit: number) {}

  /** The query's words, and its cached matches if any. */
  lookup(query: string): { words: string[]; key: string; hit: T | undefined } {
    const words = tokenize(normalize(query)).filter(Boolean);
    const key = words.join(' ');
    return { words, key, hit: this.entries.get(key) };
  }

  /** Keeps `value` for `key`; the oldest entry goes when the cache is full. */
  keep(key: string, value: T): T {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }
}

/** Record ids 0 … n - 1: what a query without words matches, in index order. */
export function allIds(count: number): Int32Array {
  const ids = new Int32Array(count);
  for (let i = 0; i < count; i++) ids[i] = i;
  return ids;
}
