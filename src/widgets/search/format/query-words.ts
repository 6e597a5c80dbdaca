/**
 * The words of a query that count, for both indexes (ranker.ts, chunked-query.ts): stop words dropped
 * when other words remain (Algolia's removeStopWords), identifiers typed whole, neighbouring words
 * joined as one identifier.
 */
import { isCompound } from './text';

// prettier-ignore
export const STOP_WORDS = new Set((
  'a about after all also am an and any are as at be because been but by can could did do does for from had has have he her his how i if in into is it its just me my no not of on or our out she so than that the their them then there these they this to too up us was we were what when where which who why will with would you your ' +
  'aber als am an auch auf aus bei bin bis da dann das dass dem den der des die dies diese doch du ein eine einem einen einer eines er es fur hat ich ihr im in ist ja kann man mit nach nicht noch nur ob oder sich sie sind so uber um und uns von vom war was weil wenn wie wir wird zu zum zur'
).split(' '));

const MAX_TERMS = 16;
/** Joins of two neighbouring query words tried as one identifier ("json dumps" → json.dumps, "lru cache" → lru_cache). */
const JOINS = ['.', '_', '::'];

/**
 * A query's words (identifiers typed whole left out) and the ones it searches: its words that are not
 * stop words, or all of them when nothing else is left (`onlyStop`), at most MAX_TERMS.
 */
export function queryTerms(all: string[]): { words: string[]; terms: string[]; onlyStop: boolean } {
  const words = all.filter((w) => w && !isCompound(w));
  const unique = [...new Set(words)];
  const kept = unique.filter((w) => !STOP_WORDS.has(w));
  const onlyStop = kept.length === 0;
  return { words, terms: (onlyStop ? unique : kept).slice(0, MAX_TERMS), onlyStop };
}

/** Each pair of neighbouring words joined as one identifier, every join of JOINS. */
export const joinedPairs = (words: string[]): string[] => words.slice(1).flatMap((w, i) => JOINS.map((j) => words[i] + j + w));
