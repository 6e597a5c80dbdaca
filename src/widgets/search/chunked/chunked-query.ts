/**
 * The query side of the chunked index (chunked-client.ts): which dictionary terms a query's words
 * match and the records that match them all, scored.
 *
 * Query semantics follow ranker.ts (stop words, AND across words, last word as a prefix, typo
 * tolerance from 4 letters: 1 typo, 2 from 8 when both fall in the same half of the word), with one
 * addition for the network: prefix and typo expansions stop at a budget of postings (EXPAND_DF), so a
 * two-letter prefix never fetches the postings of its 40 most common completions in full.
 */
import { dequantize, reverse, type TermRef } from '../format/chunk-format';
import { distanceWithin, isCompound, swapAt } from '../format/text';
import { FUZZY_WEIGHT, MAX_FUZZY, MAX_PREFIX, MAX_PREFIX_SHORT, PREFIX_WEIGHT } from '../local/ranker';
import { joinedPairs, queryTerms } from '../format/query-words';
import { INFLECT_WEIGHT, inflections } from '../format/inflect';

/** Postings a word's prefix/typo expansions may add (the exact word always counts in full). */
const EXPAND_DF = 15_000;
export const TIER = 1000;
const LONG_WORD = 6;

export interface Postings {
  docs: Int32Array;
  q: Uint8Array;
}
/**
 * Per word: rank → [term, weight, tier]: tier 2 as typed, 1 a completion, 0 a typo variant; from 6
 * letters a typo variant is tier 1 too (a word that long, not in the index, is more likely misspelt than
 * unfinished: its variants compete with its completions on weight and impact).
 */
export interface Plan {
  terms: string[];
  expansions: Map<number, [TermRef, number, number]>[];
  names: Set<string>;
  /**
   * Identifiers the query names (typed whole, `os.path.join`, or as neighbouring words, "json dumps" →
   * `json.dumps`) found in the index: optional, a record having one ranks a tier above the records that
   * only have its words scattered.
   */
  phrases?: Map<number, [TermRef, number, number]>;
}
export interface Matches {
  ids: Int32Array;
  scores: Float64Array;
}

/** The dictionary and postings of one language of a chunked index, fetched as needed. */
export interface TermDictionary {
  /** Terms in [lo, hi), with their postings chunk. */
  range(lo: string, hi: string): Promise<TermRef[]>;
  /** Terms whose reverse is in [lo, hi). */
  reverseRange(lo: string, hi: string): Promise<TermRef[]>;
  find(term: string): Promise<TermRef | undefined>;
  /** The most frequent completions of a single letter, kept in the entry file. */
  top(letter: string): TermRef[] | undefined;
  postings(ref: TermRef): Promise<Postings>;
}

/**
 * Which index terms (by rank) each query word matches, with their weights (see ranker.ts plan()).
 * `check` may throw once the shards are in (the search was superseded).
 */
export async function planQuery(all: string[], dict: TermDictionary, check = () => {}, inflect = false): Promise<Plan> {
  const { words, terms, onlyStop } = queryTerms(all);
  const typed = all.filter((w) => w && isCompound(w));
  const last = words[words.length - 1];
  const names = new Set<string>();
  /** Each word's forward range (the terms starting with it, or with its first half). */
  const forwards = new Map<string, TermRef[]>();
  const expansions = await Promise.all(
    terms.map(async (term) => {
      const out = new Map<number, [TermRef, number, number]>();
      let fuzzy = term.length >= 4 && !onlyStop;
      const half = Math.floor(term.length / 2);
      const isLast = term === last;
      // A single letter being typed: its most frequent completions are in the entry.
      const top = term.length === 1 && isLast ? dict.top(term) : undefined;
      // One range read covers the exact word, its completions and the typos after its first half. The
      // reverse range (typos in the first half) is read only once the forward range shows the word needs
      // its typos: a word found as typed, the usual case, fetches no reverse shard (4–5 KB each on a
      // documentation site), at the cost of a second round trip for a misspelt one.
      const lo = fuzzy ? term.slice(0, half) : term;
      const rlo = reverse(term.slice(half));
      const forward = top ?? (await dict.range(lo, lo + '\uffff'));
      check();
      forwards.set(term, forward);
      const exact = forward.find(([t]) => t === term) ?? (top ? await dict.find(term) : undefined);
      if (exact) {
        out.set(exact[1], [exact, 1, 2]);
        names.add(term);
        // A word found as typed gets no typo variants (Algolia's typoTolerance "min"): they would
        // rank below it anyway, and each costs a postings chunk.
        fuzzy = false;
      }
      let completions = 0;
      if (isLast) {
        const cap = term.length >= 2 && !onlyStop ? MAX_PREFIX : MAX_PREFIX_SHORT;
        const found = forward.filter(([t]) => t !== term && t.startsWith(term));
        completions = found.length;
        found.sort((a, b) => b[2] - a[2] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1));
        let budget = EXPAND_DF;
        for (const ref of found.slice(0, cap)) {
          const [word, rank, df] = ref;
          if (df > budget && out.size > (exact ? 1 : 0)) continue;
          budget -= df;
          out.set(rank, [ref, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - term.length)), 1]);
          names.add(word);
        }
      }
      if (inflect && !onlyStop && !top) {
        // English word forms: all in the forward range (a longer form starts with the word; a shorter
        // one with its first half, read for its typos), counted like a completion.
        for (const form of inflections(term)) {
          const ref = forward.find(([t]) => t === form);
          if (!ref || (out.get(ref[1])?.[1] ?? 0) >= INFLECT_WEIGHT) continue;
          out.set(ref[1], [ref, INFLECT_WEIGHT, 1]);
          names.add(form);
        }
      }
      if (fuzzy) {
        // Typos in the first half are looked for unless the word is being typed (the last one, under 6
        // letters) and has completions: its typo variants would rank below them, and for a short
        // suffix the reverse range is dozens of files.
        const unfinished = isLast && term.length < LONG_WORD && completions > 0;
        const backward = unfinished ? [] : await dict.reverseRange(rlo, rlo + '\uffff');
        check();
        const max = term.length >= 8 ? 2 : 1;
        const seen = new Set<number>();
        const cands: [TermRef, number][] = [];
        for (const ref of [...forward, ...backward]) {
          if (seen.has(ref[1]) || out.has(ref[1])) continue;
          seen.add(ref[1]);
          const typos = distanceWithin(term, ref[0], max);
          if (typos > 0 && typos <= max) cands.push([ref, typos]);
        }
        // A swap across the halves ("gahter") keeps neither half: when nothing is one typo away, that one
        // variant is looked up as such (one dictionary shard).
        if (!cands.some(([, d]) => d === 1)) {
          const swapped = await dict.find(swapAt(term, half - 1));
          check();
          if (swapped && !seen.has(swapped[1]) && !out.has(swapped[1])) cands.push([swapped, 1]);
        }
        cands.sort((a, b) => a[1] - b[1] || b[0][2] - a[0][2] || (a[0][0] < b[0][0] ? -1 : 1));
        // Two-typo variants only when no word is one typo away (the fewest typos win, like Algolia).
        if (cands[0]?.[1] === 1) cands.splice(cands.findIndex((c) => c[1] > 1) >>> 0);
        let budget = EXPAND_DF;
        for (const [ref, typos] of cands.slice(0, MAX_FUZZY)) {
          const [word, rank, df] = ref;
          if (df > budget && out.size) continue;
          budget -= df;
          out.set(rank, [ref, (FUZZY_WEIGHT * word.length) / (word.length + typos), term.length >= LONG_WORD ? 1 : 0]);
          names.add(word);
        }
      }
      return out;
    }),
  );
  // Identifiers: typed whole, else two neighbouring words joined. A join is in its first word's forward
  // range (already read); a typed identifier is looked up (one dictionary shard).
  const phrases = new Map<number, [TermRef, number, number]>();
  for (const compound of new Set(joinedPairs(words))) {
    const ref = forwards.get(compound.slice(0, compound.search(/[._:]/)))?.find(([t]) => t === compound);
    if (ref) phrases.set(ref[1], [ref, 1, 1]);
  }
  for (const compound of new Set(typed)) {
    const ref = await dict.find(compound);
    check();
    if (ref) phrases.set(ref[1], [ref, 1, 1]);
  }
  return { terms, expansions, names, phrases };
}

/**
 * Records matching every word of the plan, with their scores (`scratch`: two arrays of one slot per
 * record, left zeroed). `check` may throw once the postings are in (the search was superseded).
 */
export async function matchPlan(plan: Plan, dict: TermDictionary, scratch: { mask: Uint32Array; score: Float64Array }, check = () => {}): Promise<Matches> {
  const { expansions } = plan;
  if (!expansions.length || expansions.some((e) => e.size === 0)) return { ids: new Int32Array(0), scores: new Float64Array(0) };
  const [lists, phrases] = await Promise.all([
    Promise.all(expansions.map((e) => Promise.all([...e.values()].map(async ([ref, w, tier]) => [await dict.postings(ref), w, tier] as const)))),
    Promise.all([...(plan.phrases?.values() ?? [])].map(async ([ref, w]) => [await dict.postings(ref), w] as const)),
  ]);
  check();
  const { mask, score } = scratch;
  const order = lists.map((l, i) => [i, l.reduce((s, [p]) => s + p.docs.length, 0)] as const).sort((a, b) => a[1] - b[1]);
  // Only the first (shortest) word's postings add records: later words keep or drop them.
  const touched = new Int32Array(order[0]![1]);
  let touchedCount = 0;
  order.forEach(([termIndex], rank) => {
    const bit = 1 << rank;
    const need = bit - 1;
    // A word found as typed ranks before its completions and typo variants: a record gets the tier of the
    // best variant it has, once (its completions' tiers do not add up), plus every variant's impact.
    for (const [{ docs, q: impacts }, weight, level] of lists[termIndex]!.slice().sort((a, b) => b[2] - a[2])) {
      const tier = level * TIER;
      for (let j = 0; j < docs.length; j++) {
        const doc = docs[j]!;
        const was = mask[doc]!;
        if ((was & need) !== need) continue;
        if (was === 0) touched[touchedCount++] = doc;
        mask[doc] = was | bit;
        score[doc] = score[doc]! + (was & bit ? 0 : tier) + weight * dequantize(impacts[j]!);
      }
    }
  });
  const full = order.length === 32 ? 0xffffffff : (1 << order.length) - 1;
  // An identifier the query names, in a record that has all its words: a tier above the scattered words.
  const lifted = new Set<number>();
  for (const [{ docs, q: impacts }, weight] of phrases) {
    for (let j = 0; j < docs.length; j++) {
      const doc = docs[j]!;
      if (mask[doc] !== full) continue;
      score[doc] = score[doc]! + (lifted.has(doc) ? 0 : TIER) + weight * dequantize(impacts[j]!);
      lifted.add(doc);
    }
  }
  const docs = touched.subarray(0, touchedCount).sort(); // a typed array sorts numerically, natively
  const ids = new Int32Array(touchedCount);
  const scores = new Float64Array(touchedCount);
  let matchCount = 0;
  for (const doc of docs) {
    if (mask[doc] === full) {
      ids[matchCount] = doc;
      scores[matchCount++] = score[doc]!;
    }
    mask[doc] = 0;
    score[doc] = 0;
  }
  return { ids: ids.slice(0, matchCount), scores: scores.slice(0, matchCount) };
}
