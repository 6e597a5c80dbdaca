/** Algolia's _highlightResult and _snippetResult values: query words marked in raw text with the request's tags. */
import { distanceWithin, normalize, wordsOf } from '../format/text';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Wraps the words of `text` that match the query: the matched prefix for prefix matches (like Algolia),
 * the whole word for typo matches (`fuzzy`: the document terms MiniSearch matched in this field).
 * Works on raw text, exactly like Algolia: the caller renders the parts as text, never as HTML.
 */
export function highlightText(
  text: string,
  queryTerms: string[],
  fuzzy: Set<string>,
  pre: string,
  post: string,
): { value: string; words: Set<string>; ranges: [number, number][]; terms: string[] } {
  const words = new Set<string>();
  const ranges: [number, number][] = [];
  /** The query word each range matched. */
  const terms: string[] = [];
  if (queryTerms.length) {
    for (const { word, at } of wordsOf(text)) {
      const norm = normalize(word);
      let best = '';
      for (const queryTerm of queryTerms) if (norm.startsWith(queryTerm) && queryTerm.length > best.length) best = queryTerm;
      let len = best.length;
      if (!best && fuzzy.has(norm)) {
        let fewest = Infinity;
        for (const queryTerm of queryTerms) {
          const typos = distanceWithin(queryTerm, norm.slice(0, queryTerm.length + 2), Infinity);
          if (typos < fewest) [fewest, best] = [typos, queryTerm];
        }
        len = word.length;
      }
      if (!best) continue;
      words.add(best);
      ranges.push([at, at + Math.min(len, word.length)]);
      terms.push(best);
    }
  }
  return { value: wrapRanges(text, ranges, pre, post), words, ranges, terms };
}

export function level(words: Set<string>, queryTerms: string[]): HighlightValue['matchLevel'] {
  if (!words.size) return 'none';
  return queryTerms.every((q) => words.has(q)) ? 'full' : 'partial';
}

/**
 * A window of `n` words around the densest part of the matches: the window holding the most different
 * query words (`terms`: the word each range matched), then the most matches, the earliest on a tie; with
 * ellipses where text was cut. Without `terms`, around the first match.
 */
export function snippet(text: string, ranges: [number, number][], wordCount: number, pre: string, post: string, ellipsis: string, terms?: string[]): string {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= wordCount) return wrapRanges(text, ranges, pre, post);
  const wordAt = (at: number) => {
    const wordIndex = words.findIndex((w) => w.index! + w[0].length > at);
    return wordIndex < 0 ? 0 : wordIndex;
  };
  let firstAt = ranges[0]?.[0] ?? 0;
  if (terms && ranges.length > 1) {
    const idx = ranges.map(([s]) => wordAt(s));
    let best = -1;
    for (let i = 0; i < idx.length; i++) {
      const seen = new Set<string>();
      let count = 0;
      // The window starting a third of its length before match i (where the snippet will be cut).
      const from = idx[i]! - Math.floor(wordCount / 3);
      for (let j = 0; j < idx.length; j++) {
        if (idx[j]! < from || idx[j]! >= from + wordCount) continue;
        seen.add(terms[j]!);
        count++;
      }
      const score = seen.size * 1000 + count;
      if (score > best) [best, firstAt] = [score, ranges[i]![0]];
    }
  }
  const centre = wordAt(firstAt);
  let start = ranges.length ? Math.max(0, centre - Math.floor(wordCount / 3)) : 0;
  const end = Math.min(words.length, start + wordCount);
  start = Math.max(0, end - wordCount);
  const from = words[start]!.index!;
  const last = words[end - 1]!;
  const to = last.index! + last[0].length;
  const inside = ranges.filter(([s, e]) => s >= from && e <= to).map(([s, e]) => [s - from, e - from] as [number, number]);
  return (start > 0 ? ellipsis : '') + wrapRanges(text.slice(from, to), inside, pre, post) + (end < words.length ? ellipsis : '');
}

function wrapRanges(text: string, ranges: [number, number][], pre: string, post: string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += text.slice(at, start) + pre + text.slice(start, end) + post;
    at = end;
  }
  return out + text.slice(at);
}
