/**
 * Query execution over MiniSearch's inverted index, Algolia-style and allocation-free per document.
 *
 * MiniSearch builds the index (radix tree of terms → field → doc → term frequency); scoring its way
 * (a Map entry and a result object per matching document, then a full sort) costs 100+ ms when a
 * common word matches most of 100k records. Here, per query:
 * - stop words (English, German) are dropped when other words remain (Algolia's removeStopWords); a
 *   query made only of stop words is searched exactly (no typos), its last word also as a prefix of
 *   its 8 most frequent completions;
 * - prefix expansion for the last word only, capped to its most frequent completions (40; 8 for a
 *   single letter or a stop word);
 *   typo tolerance from 4 characters (1 typo, 2 from 8), capped to the closest terms;
 * - BM25+ with MiniSearch's parameters, weights (prefix 0.375, fuzzy 0.45) and field boosts, summed
 *   into typed arrays; AND across words (a document must match every word), rarest word first so
 *   later words only touch surviving candidates;
 * - only the requested page is ordered (top-k selection), never the whole match set.
 */
type Postings = Map<number, number>;
type FieldData = Map<number, Postings>;
interface RadixTree {
  get(term: string): FieldData | undefined;
  atPrefix(prefix: string): Iterable<[string, FieldData]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [FieldData, number]>;
}
/** The parts of a MiniSearch instance the ranker reads (private fields, pinned by the lockfile). */
export interface MiniSearchInternals {
  _index: RadixTree;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, unknown>;
}

import { isCompound, swapAt } from '../format/text';
import { INFLECT_WEIGHT, inflections } from '../format/inflect';
import { joinedPairs, queryTerms } from '../format/query-words';
import { idf, lengthNorm, saturation } from '../format/scoring';
import { PageCover } from './page-cover';

/** An identifier the query names, in a record with all its words, ranks above the records with only its words scattered. */
const PHRASE_BONUS = 1000;
const MIN_PREFIX = 2;
// How far a word expands, and what an expansion weighs: this ranker and the chunked index's planner
// (chunked-query.ts) read the same limits, so both indexes answer a query alike.
export const MAX_PREFIX = 40;
export const MAX_FUZZY = 12;
export const MAX_PREFIX_SHORT = 8;
export const PREFIX_WEIGHT = 0.375;
export const FUZZY_WEIGHT = 0.45;

export interface QueryPlan {
  /** The query words that count (stop words removed when other words remain), normalized. */
  terms: string[];
  /** Per word: the index terms it matches and their weight (1 exact, less for prefix/typo matches). */
  expansions: Map<string, number>[];
  /** Identifiers the query names (typed whole, or two neighbouring words joined by `.`, `_`, `::`) found in the index: optional. */
  phrases?: string[];
}

export interface Matches {
  /** Matching record indexes (every word matched), in index order. */
  ids: Int32Array;
  /** Score per entry of `ids`; null for the empty query (index order). */
  scores: Float64Array | null;
}

export class Ranker {
  private readonly n: number;
  private readonly mask: Uint32Array;
  private readonly score: Float64Array;
  private readonly touched: Int32Array;
  /** Per field: k·(1 − b + b·len/avg), the BM25 length normalisation, precomputed. */
  private readonly kNorm: Float32Array[];
  private readonly fieldIds: number[];
  private readonly fieldNames: string[];
  private readonly boosts: number[];
  /** Record index per MiniSearch short id. */
  private readonly recordOf: Int32Array;

  private readonly cover: PageCover | null;

  /** `weights`: a score factor per record index (`data-inlay-weight`), null = all 1; `pages`: a page number per record index (page-cover.ts). */
  constructor(
    private readonly ms: MiniSearchInternals,
    fields: string[],
    boost: Record<string, number>,
    private readonly weights: Float32Array | null = null,
    pages: Int32Array | null = null,
  ) {
    this.n = ms._documentCount;
    let size = 0;
    for (const short of ms._documentIds.keys()) if (short >= size) size = short + 1;
    this.recordOf = new Int32Array(size);
    for (const [short, id] of ms._documentIds) this.recordOf[short] = id as number;
    this.cover = pages ? new PageCover(Int32Array.from(this.recordOf, (id) => pages[id] ?? -1)) : null;
    this.mask = new Uint32Array(size);
    this.score = new Float64Array(size);
    this.touched = new Int32Array(size);
    this.fieldNames = fields;
    this.fieldIds = fields.map((f) => ms._fieldIds[f]!);
    this.boosts = fields.map((f) => boost[f] ?? 1);
    this.kNorm = this.fieldIds.map((fid) => {
      const arr = new Float32Array(size);
      const avg = ms._avgFieldLength[fid] || 1;
      for (const [short, lengths] of ms._fieldLength) arr[short] = lengthNorm(lengths[fid] ?? 0, avg);
      return arr;
    });
  }

  /** Which index terms each query word matches (`inflect`: English word forms too). `words` are normalized, in query order. */
  plan(all: string[], inflect = false): QueryPlan {
    const { words, terms, onlyStop } = queryTerms(all);
    const last = words[words.length - 1];
    const tree = this.ms._index;
    const expansions = terms.map((term) => {
      const out = new Map<string, number>();
      if (tree.get(term)) out.set(term, 1);
      // A stop-word-only query is matched exactly, except that the word being typed (the last) also
      // expands to its few most frequent completions: "i" on the way to "install", "them" to "themes".
      if (onlyStop && term !== last) return out;
      if (term === last) {
        // A single letter or a stop word expands only to its few most frequent words: prefixes of
        // "the" or "s" cover most of the index, and ranking ranks the exact word first anyway.
        const cap = term.length >= MIN_PREFIX && !onlyStop ? MAX_PREFIX : MAX_PREFIX_SHORT;
        const found: [string, number, number][] = [];
        for (const [word, data] of tree.atPrefix(term)) if (word !== term) found.push([word, df(data), word.length - term.length]);
        if (found.length > cap) found.sort((a, b) => b[1] - a[1] || a[2] - b[2]);
        for (const [word, , dist] of found.slice(0, cap)) out.set(word, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * dist));
      }
      if (inflect && !onlyStop)
        for (const form of inflections(term)) if ((out.get(form) ?? 0) < INFLECT_WEIGHT && tree.get(form)) out.set(form, INFLECT_WEIGHT);
      if (term.length >= 4 && !onlyStop) {
        const fuzzy = [...tree.fuzzyGet(term, term.length >= 8 ? 2 : 1)].filter(([t, [, dist]]) => dist > 0 && !out.has(t));
        if (fuzzy.length > MAX_FUZZY) fuzzy.sort((a, b) => a[1][1] - b[1][1] || df(b[1][0]) - df(a[1][0]));
        for (const [word, [, dist]] of fuzzy.slice(0, MAX_FUZZY)) out.set(word, (FUZZY_WEIGHT * word.length) / (word.length + dist));
        // Two letters swapped are one typo (Levenshtein counts two): "gahter" → "gather".
        if (!out.size || term.length < 8) {
          for (let i = 0; i + 1 < term.length; i++) {
            const swapped = swapAt(term, i);
            if (swapped !== term && !out.has(swapped) && tree.get(swapped)) out.set(swapped, (FUZZY_WEIGHT * swapped.length) / (swapped.length + 1));
          }
        }
      }
      return out;
    });
    const phrases = new Set(joinedPairs(words));
    for (const compound of all) if (compound && isCompound(compound)) phrases.add(compound);
    return { terms, expansions, phrases: [...phrases].filter((c) => tree.get(c)) };
  }

  /** Calls `visit` for each record having one of `terms` (term → weight), with its BM25+ part. */
  private eachPosting(terms: Iterable<[string, number]>, visit: (doc: number, part: number) => void): void {
    const { fieldIds, boosts, kNorm, n: docCount } = this;
    for (const [term, weight] of terms) {
      const data = this.ms._index.get(term)!;
      for (let field = 0; field < fieldIds.length; field++) {
        const postings = data.get(fieldIds[field]!);
        if (!postings) continue;
        const fieldWeight = weight * boosts[field]! * idf(docCount, postings.size);
        const kn = kNorm[field]!;
        postings.forEach((tf, doc) => visit(doc, fieldWeight * saturation(tf, kn[doc]!)));
      }
    }
  }

  /** Documents matching every word of the plan (or, between its records, every word of a page: page-cover.ts), with their BM25+ scores. */
  match(plan: QueryPlan): Matches {
    const { expansions } = plan;
    if (!expansions.length || expansions.some((e) => e.size === 0)) return { ids: new Int32Array(0), scores: new Float64Array(0) };
    const tree = this.ms._index;
    const order = expansions.map((e, i) => [i, [...e.keys()].reduce((s, t) => s + df(tree.get(t)!), 0)] as const).sort((a, b) => a[1] - b[1]);
    const { mask, score, touched } = this;
    const cover = order.length > 1 ? this.cover : null;
    let nt = 0;
    order.forEach(([termIndex], rank) => {
      const bit = 1 << rank;
      const need = bit - 1;
      this.eachPosting(expansions[termIndex]!, (doc, part) => {
        cover?.mark(doc, bit);
        const was = mask[doc]!;
        if ((was & need) !== need) return;
        if (was === 0) touched[nt++] = doc;
        mask[doc] = was | bit;
        score[doc] = score[doc]! + part;
      });
    });
    const full = order.length === 32 ? 0xffffffff : (1 << order.length) - 1;
    // Identifiers the query names: scored like a word, plus the bonus once, in records having every word.
    const lifted = new Set<number>();
    this.eachPosting(
      (plan.phrases ?? []).map((t) => [t, 1]),
      (doc, part) => {
        if (mask[doc] !== full) return;
        score[doc] = score[doc]! + part;
        lifted.add(doc);
      },
    );
    const matched: number[] = [];
    for (let j = 0; j < nt; j++) if (mask[touched[j]!] === full) matched.push(touched[j]!);
    const weightOf = (doc: number) => (this.weights ? this.weights[this.recordOf[doc]!]! : 1);
    const scattered =
      cover?.scattered(order.length, full, matched, (k, visit) => this.eachPosting(expansions[order[k]![0]]!, visit), weightOf) ?? new Map<number, number>();
    const count = matched.length + scattered.size;
    const ids = new Int32Array(count);
    const scores = new Float64Array(count);
    let filled = 0;
    for (const doc of matched) {
      ids[filled] = this.recordOf[doc]!;
      scores[filled++] = score[doc]! * weightOf(doc) + (lifted.has(doc) ? PHRASE_BONUS : 0);
    }
    for (const [doc, scatteredScore] of scattered) {
      ids[filled] = this.recordOf[doc]!;
      scores[filled++] = scatteredScore;
    }
    for (let j = 0; j < nt; j++) {
      mask[touched[j]!] = 0;
      score[touched[j]!] = 0;
    }
    return { ids, scores };
  }

  /** Per field name, the index terms of the plan that occur in record `id` (for highlighting typos). */
  matchedTerms(plan: QueryPlan, id: number): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    const short = this.shortOf(id);
    for (const expansion of plan.expansions)
      for (const term of expansion.keys()) {
        const data = this.ms._index.get(term);
        this.fieldIds.forEach((fid, field) => {
          if (!data?.get(fid)?.has(short)) return;
          const name = this.fieldNames[field]!;
          (out.get(name) ?? out.set(name, new Set()).get(name)!).add(term);
        });
      }
    return out;
  }

  private shortOf(id: number): number {
    if (this.recordOf[id] === id) return id;
    return this.recordOf.indexOf(id);
  }
}

const df = (data: FieldData): number => {
  let sum = 0;
  for (const postings of data.values()) sum += postings.size;
  return sum;
};

/**
 * The best `limit` (k) of the matches, best first (score descending, then index order), as positions
 * into the match arrays; `positions` restricts the candidates (facet filters), null = all `count`.
 * Partial selection in O(n·log k): the whole match set is never sorted or copied.
 */
export function topK(count: number, positions: Int32Array | null, scores: Float64Array | null, limit: number): number[] {
  const candidates = positions ? positions.length : count;
  if (!scores || limit <= 0) {
    const out: number[] = [];
    for (let j = 0; j < candidates && j < limit; j++) out.push(positions ? positions[j]! : j);
    return out;
  }
  const order: number[] = [];
  for (let j = 0; j < candidates; j++) {
    const pos = positions ? positions[j]! : j;
    const score = scores[pos]!;
    if (order.length === limit && score <= scores[order[limit - 1]!]!) continue;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (scores[order[mid]!]! >= score) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, pos);
    if (order.length > limit) order.pop();
  }
  return order;
}
