/**
 * BM25+ as both indexes score it: the in-memory ranker (local/ranker.ts) at query time, and `inlay index`
 * (src/cli/chunks.ts) ahead of time into the chunked index's impact bytes. One definition, so a site
 * ranks the same whichever index it is searched with.
 */

/** BM25's term-frequency saturation (k1), length normalisation (b) and BM25+'s lower bound (δ) (MiniSearch's values). */
export const K1 = 1.2;
export const LENGTH_NORM_B = 0.7;
export const LOWER_BOUND_DELTA = 0.5;

/** Field boosts: the first field (a section's heading) ×3, the page title (on every section of its page) ×2, others ×1. */
export const fieldBoosts = (fields: readonly string[]): Record<string, number> => ({ title: 2, [fields[0]!]: 3 });

/** Inverse document frequency of a term found in `m` of `n` records. */
export const idf = (n: number, m: number): number => Math.log(1 + (n - m + 0.5) / (m + 0.5));

/** The length normalisation of a field `length` words long, where the average is `avg`. */
export const lengthNorm = (length: number, avg: number): number => K1 * (1 - LENGTH_NORM_B + (LENGTH_NORM_B * length) / avg);

/** A term's BM25+ part for `tf` occurrences in a field of length norm `kn` (multiplied by boost · idf). */
export const saturation = (tf: number, kn: number): number => LOWER_BOUND_DELTA + (tf * (K1 + 1)) / (tf + kn);
