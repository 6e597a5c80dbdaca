import type { SearchOptions } from 'minisearch';

/**
 * The ranker's rules (ranker.ts) as options of MiniSearch's own search(): first field boosted, last
 * word as a prefix, 1 typo from 4 letters and 2 from 8, every word required. Not shipped: the tests
 * and the benchmark (bench/search.bench.mjs writes the same) compare the ranker with it.
 */
export const minisearchReference = (fields: string[]): SearchOptions => ({
  boost: { [fields[0]!]: 3 },
  prefix: (_term, i, terms) => i === terms.length - 1,
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  maxFuzzy: 2,
  combineWith: 'AND',
});
