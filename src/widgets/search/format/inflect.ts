/**
 * English word forms, for the query side of both indexes (ranker.ts, chunked-query.ts): a word typed as
 * "wrinkle" or "testing" also finds "wrinkles" and "test", below the word as typed. Pagefind stems
 * (Snowball) and Algolia folds plurals (ignorePlurals); a light, rule-based set of regular forms is
 * enough here, because only forms the index really holds are kept, and an irregular one ("ran") is left
 * to typo tolerance. Only for English indexes (the caller decides by the index's language), and only
 * when the words as typed find few records (FEW_MATCHES).
 */

/** The weight of a word form, between a typo or completion (about 0.3–0.45) and the word as typed (1). */
export const INFLECT_WEIGHT = 0.5;
/**
 * Word forms are tried only when the words as typed (with their completions and typos) match fewer
 * records than this: measured on six documentation sets, always adding them moved as many right pages
 * down as up and fetched up to 26% more postings for a first query, while a query that finds nothing
 * ("wrinkle test jam" against "if the surface wrinkles… Testing the set") is where they matter.
 */
export const FEW_MATCHES = 5;

const VOWEL = /[aeiouy]/;
const DOUBLED = /([bdfgklmnprtz])\1$/;

/** The stems a word may have come from: itself, and the word without one regular suffix. */
function stemsOf(word: string): string[] {
  const stems = [word];
  const add = (stem: string) => stem.length >= 3 && VOWEL.test(stem) && stems.push(stem);
  if (word.endsWith('ies') && word.length > 4) add(word.slice(0, -3) + 'y');
  else if (word.endsWith('ied') && word.length > 4) add(word.slice(0, -3) + 'y');
  else if (/(s|x|z|ch|sh)es$/.test(word)) add(word.slice(0, -2));
  else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) add(word.slice(0, -1));
  else if (word.endsWith('ing') && word.length > 5) {
    const base = word.slice(0, -3);
    add(base);
    add(base + 'e');
    if (DOUBLED.test(base)) add(base.slice(0, -1));
  } else if (word.endsWith('ed') && word.length > 4) {
    const base = word.slice(0, -2);
    add(base);
    add(base + 'e');
    if (DOUBLED.test(base)) add(base.slice(0, -1));
  }
  return stems;
}

/** A stem's regular forms: plural / third person, past, -ing. */
function formsOf(stem: string): string[] {
  if (stem.endsWith('y') && !VOWEL.test(stem[stem.length - 2] ?? '')) {
    const root = stem.slice(0, -1);
    return [stem, root + 'ies', root + 'ied', stem + 'ing'];
  }
  if (stem.endsWith('e')) return [stem, stem + 's', stem + 'd', stem.slice(0, -1) + 'ing'];
  if (/(s|x|z|ch|sh)$/.test(stem)) return [stem, stem + 'es', stem + 'ed', stem + 'ing'];
  return [stem, stem + 's', stem + 'ed', stem + 'ing'];
}

/**
 * The other regular English forms of a lower-case word ("test" → tests, tested, testing; "libraries" →
 * library…), not the word itself; none for a word of under 3 letters or with anything but letters.
 */
export function inflections(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const out = new Set<string>();
  for (const stem of stemsOf(word)) for (const form of formsOf(stem)) out.add(form);
  out.delete(word);
  return [...out];
}

/** Whether an index in this language (BCP 47) gets English word forms. */
export const inflects = (lang: string | null | undefined): boolean => /^en(-|$)/i.test(lang ?? '');

/** Whether a query that matched `found` records is asked again with word forms: both indexes' one rule. */
export const wantsForms = (found: number, lang: string | null | undefined): boolean => found < FEW_MATCHES && inflects(lang);
