/** Node only (`inlay index`): the pages made of other pages' sections, found as the site is read. */

/** A section's text, as a 32-bit FNV-1a hash of its length, start and end (cheap, and enough to tell sections apart). */
function sectionKey(text: string): number {
  const key = `${text.length}:${text.slice(0, 64)}:${text.slice(-32)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

interface PageSections {
  url: string;
  sections: number;
  shared: number;
  overlap: Map<number, number> | null;
  keys?: number[];
}

/**
 * Pages made of other pages' sections: an all-in-one page (Node's all.html), an archive repeating whole
 * posts. A page is one when most of its sections are found on other pages, on three or more of them,
 * and no single one holds most of what it shares (a post shared by its archives shares with each of
 * them all it has: it is the original). Sections under 80 characters are not compared. A small page
 * (one or two sections compared) whose every section is on four or more pages is boilerplate (a stub
 * "this page has moved"): it ranks like a listing too.
 */
export class Aggregates {
  /** Section key → first page index · 2 (+1 once that page's copy was counted). */
  private readonly first = new Map<number, number>();
  private readonly pages: PageSections[] = [];
  /** Section key → on how many pages, for the keys found on two or more. */
  private readonly repeats = new Map<number, number>();

  add(url: string, records: { content: string }[]): void {
    const id = this.pages.length;
    const page: PageSections = { url, sections: 0, shared: 0, overlap: null };
    this.pages.push(page);
    const own = new Set<number>();
    for (const record of records) {
      if (record.content.length < 80) continue;
      const key = sectionKey(record.content);
      if (own.has(key)) continue;
      own.add(key);
      page.sections++;
      const at = this.first.get(key);
      if (at === undefined) {
        this.first.set(key, id * 2);
        continue;
      }
      this.repeats.set(key, (this.repeats.get(key) ?? 1) + 1);
      const other = this.pages[at >> 1]!;
      if (!(at & 1)) {
        other.shared++;
        this.first.set(key, at | 1);
      }
      page.shared++;
      for (const [target, peerKey] of [
        [page, at >> 1],
        [other, id],
      ] as const)
        (target.overlap ??= new Map()).set(peerKey, (target.overlap.get(peerKey) ?? 0) + 1);
    }
    if (page.sections && page.sections <= 2) page.keys = [...own];
  }

  /** The URLs of the aggregate pages. */
  found(): Set<string> {
    const out = new Set<string>();
    for (const page of this.pages) {
      if (page.keys?.every((k) => (this.repeats.get(k) ?? 1) >= 4)) {
        out.add(page.url);
        continue;
      }
      if (!page.overlap || page.sections < 3 || page.shared * 2 < page.sections || page.overlap.size < 3) continue;
      if (Math.max(...page.overlap.values()) * 2 < page.shared) out.add(page.url);
    }
    return out;
  }
}
