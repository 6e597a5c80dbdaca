/**
 * Page-level word matching for the in-memory index (issue 28): a query's words must all be in one record
 * to match it (AND), so a page that has "borrow" in one section and "checker" in the next was not found
 * at all, while a tag page whose excerpt has both was. Here, a page whose records have every word between
 * them, though none has them all, is found too: its records that have some of the words are hits, the
 * page scoring SCATTERED × the sum over the words of its best record's score for each (each record's own
 * weight applied), so the words together in one section still rank above the same words apart.
 */

/** What a page with the query's words in different sections scores, against one section having them all. */
export const SCATTERED = 0.5;

/** Visits each (record, score part) of one query word: the ranker's postings with their BM25+ part. */
export type EachPosting = (word: number, visit: (doc: number, part: number) => void) => void;

export class PageCover {
  /** Per page: a bit per query word some record of it has. */
  private readonly mask: Uint32Array;
  private readonly touched: Int32Array;
  private n = 0;

  /** `pageOf`: the page number of each record (by the ranker's document id), -1 for none. */
  constructor(private readonly pageOf: Int32Array) {
    let pages = 0;
    for (const page of pageOf) if (page >= pages) pages = page + 1;
    this.mask = new Uint32Array(pages);
    this.touched = new Int32Array(pages);
  }

  /** Record `doc` has query word `bit` (called for every posting of every word, before the AND drops it). */
  mark(doc: number, bit: number): void {
    const page = this.pageOf[doc]!;
    if (page < 0) return;
    const bits = this.mask[page]!;
    if (bits === 0) this.touched[this.n++] = page;
    this.mask[page] = bits | bit;
  }

  /**
   * The records of the pages having all `words` (their bits make `full`) though none of their records has
   * them all (`matched`: the records matching every word), with their scores; resets the marks.
   * `weight(doc)`: the record's weight (1 without one).
   */
  scattered(words: number, full: number, matched: Iterable<number>, each: EachPosting, weight: (doc: number) => number): Map<number, number> {
    const pages = new Set<number>();
    for (let i = 0; i < this.n; i++) {
      const page = this.touched[i]!;
      if (this.mask[page] === full) pages.add(page);
      this.mask[page] = 0;
    }
    this.n = 0;
    for (const doc of matched) pages.delete(this.pageOf[doc]!);
    const out = new Map<number, number>();
    if (!pages.size) return out;
    // Per page: the best record's score for each word; per record: its score over the words it has.
    const best = new Map<number, Float64Array>();
    for (const page of pages) best.set(page, new Float64Array(words));
    const own = new Map<number, number>();
    for (let k = 0; k < words; k++) {
      const part = new Map<number, number>();
      each(k, (doc, wordScore) => {
        if (pages.has(this.pageOf[doc]!)) part.set(doc, (part.get(doc) ?? 0) + wordScore * weight(doc));
      });
      for (const [doc, score] of part) {
        const bestOfPage = best.get(this.pageOf[doc]!)!;
        if (score > bestOfPage[k]!) bestOfPage[k] = score;
        own.set(doc, (own.get(doc) ?? 0) + score);
      }
    }
    // The page's best record carries the page's score, its others their share of it (the page's order stays).
    const top = new Map<number, number>();
    for (const [doc, score] of own) top.set(this.pageOf[doc]!, Math.max(top.get(this.pageOf[doc]!) ?? 0, score));
    for (const [doc, score] of own) {
      const page = this.pageOf[doc]!;
      const pageScore = SCATTERED * best.get(page)!.reduce((a, b) => a + b, 0);
      out.set(doc, (pageScore * score) / top.get(page)!);
    }
    return out;
  }
}

/** Page numbers of records (by their page URL), or null when no record names one. */
export function pageNumbers(pageOf: (record: number) => string | null, count: number): Int32Array | null {
  const ids = new Map<string, number>();
  const out = new Int32Array(count).fill(-1);
  for (let i = 0; i < count; i++) {
    const page = pageOf(i);
    if (page === null) continue;
    let id = ids.get(page);
    if (id === undefined) ids.set(page, (id = ids.size));
    out[i] = id;
  }
  return ids.size ? out : null;
}
