/** Text of records and queries: normalising, splitting into words (in any script), reading fields. */

export type SearchRecord = Record<string, unknown>;

/**
 * Lowercase and strip diacritics, so "Résumé" matches "resume" and "cafe" "café"; used for the index and
 * the query. NFC again afterwards: kana keep their voicing marks (が stays one character for the segmenter).
 */
const NON_ASCII = /[\u0080-\uffff]/;
export const normalize = (term: string): string =>
  NON_ASCII.test(term)
    ? term
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
        .toLowerCase()
    : term.toLowerCase();
/** Words: split on spaces, punctuation and symbols (so `<b>bold</b>` and `a+b` give `b`, `bold`, `a`). */
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
/** Scripts written without spaces between words: Intl.Segmenter's dictionaries split them. */
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
type Segmenter = { segment(text: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> };
let segmenter: Segmenter | null | undefined;
const getSegmenter = (): Segmenter | null => {
  if (segmenter === undefined) {
    const SegmenterClass = (Intl as unknown as { Segmenter?: new (locales?: string, options?: object) => Segmenter }).Segmenter;
    segmenter = SegmenterClass ? new SegmenterClass(undefined, { granularity: 'word' }) : null;
  }
  return segmenter;
};
/** A letter or a digit: a segment of a WORD run that is a word (not a stray mark or control). */
const WORDLIKE = /[\p{L}\p{N}]/u;
/**
 * The words of a text with their offsets; runs of Japanese, Chinese, Thai… are split by Intl.Segmenter.
 * Its `isWordLike` is not trusted: Firefox 153 (ICU4X) reports false for some dictionary words ('検索'
 * alone, or before '。'), which dropped them from the query and the highlights.
 */
export function wordsOf(text: string): { word: string; at: number }[] {
  const out: { word: string; at: number }[] = [];
  for (const match of text.matchAll(WORD)) {
    const seg = NO_SPACES.test(match[0]) ? getSegmenter() : null;
    if (!seg) out.push({ word: match[0], at: match.index! });
    else for (const segment of seg.segment(match[0])) if (WORDLIKE.test(segment.segment)) out.push({ word: segment.segment, at: match.index! + segment.index });
  }
  return out;
}
/**
 * Identifiers as typed, besides their parts: `__init__`, `lru_cache`, `os.path.join`, `std::vec` (a word run
 * joined by `_`, `.` or `::`). Developers type them whole; `_` and `.` are punctuation to WORD.
 */
const COMPOUND = /_*[\p{L}\p{N}]+(?:(?:_+|\.|::)[\p{L}\p{N}]+)*_*/gu;
const HAS_COMPOUND = /[\p{L}\p{N}](?:[._]|::)[\p{L}\p{N}_]|_[\p{L}\p{N}]/u;
const JOINER = /[._]|::/;
/**
 * Whether a text may hold an identifier: a `_`, a `::` or a `.` with no space after it. A scan for three
 * characters, about five times cheaper than HAS_COMPOUND's Unicode classes at every position on prose
 * (every sentence ends with a `.`): the indexer tokenizes every record (issue 28, the 200k-section build).
 */
function mayJoin(text: string): boolean {
  if (text.includes('_') || text.includes('::')) return true;
  for (let at = text.indexOf('.'); at !== -1 && at < text.length - 1; at = text.indexOf('.', at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (next > 32 && next !== 46) return true;
  }
  return false;
}
/** The identifiers of a text (see COMPOUND), longer than one word; none in scripts written without spaces. */
export function compoundsOf(text: string): string[] {
  if (!mayJoin(text) || !HAS_COMPOUND.test(text)) return [];
  const out: string[] = [];
  for (const match of text.matchAll(COMPOUND)) {
    const compound = match[0];
    if (!JOINER.test(compound) || NO_SPACES.test(compound)) continue;
    // `functools.lru_cache` is also `lru_cache`, `os.path.join` also `os.path` and `path.join`: every run of
    // two or more of its dotted parts (up to 6), and every part joined by `_`.
    const parts = compound.split(/(\.|::)/).slice(0, 11);
    for (let from = 0; from < parts.length; from += 2) {
      let joined = parts[from]!;
      if (joined.includes('_') && joined !== compound) out.push(joined);
      for (let to = from + 2; to < parts.length; to += 2) out.push((joined += parts[to - 1]! + parts[to]!));
    }
    if (parts.length === 1) out.push(compound);
  }
  return out;
}
/** The words of a text, then its identifiers as typed (compoundsOf). */
export const tokenize = (text: string): string[] => {
  const words = NO_SPACES.test(text) ? wordsOf(text).map((w) => w.word) : (text.match(WORD) ?? []);
  const compounds = compoundsOf(text);
  return compounds.length ? words.concat(compounds) : words;
};
/** Whether a token is an identifier (compoundsOf), not a word. */
export const isCompound = (token: string): boolean => JOINER.test(token);

export function getPath(record: unknown, path: string): unknown {
  if (record && typeof record === 'object' && path in (record as object)) return (record as SearchRecord)[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as SearchRecord)[key];
  }
  return value;
}

export function textOf(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * Edit distance where a swapped pair of neighbours counts as one typo ("gahter" → "gather", like Algolia),
 * besides an inserted, deleted or replaced letter (optimal string alignment); stops early (returns max+1)
 * once it exceeds `max` (`Infinity`: the exact distance).
 */
export function distanceWithin(word: string, other: string, max: number): number {
  if (Math.abs(word.length - other.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: other.length + 1 }, (_, j) => j);
  for (let i = 1; i <= word.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= other.length; j++) {
      let cost = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (word[i - 1] === other[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && word[i - 1] === other[j - 2] && word[i - 2] === other[j - 1] && word[i - 1] !== other[j - 1])
        cost = Math.min(cost, before[j - 2]! + 1);
      cur.push(cost);
      if (cost < best) best = cost;
    }
    // A swap can still bring the next row back under max: stop only when two rows are over it.
    if (best > max && (i === 1 || Math.min(...prev) > max)) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[other.length]!;
}

/** `word` with letters i and i+1 swapped. */
export const swapAt = (word: string, i: number): string => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);

/** The page a record belongs to (`page`, else `url_without_anchor`, else `url` before `#`); null when it names none. */
export function pageOf(record: SearchRecord): string | null {
  const page = record.page ?? record.url_without_anchor ?? (typeof record.url === 'string' ? record.url.split('#')[0] : null);
  return typeof page === 'string' && page ? page : null;
}
