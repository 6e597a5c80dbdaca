// The page-level score (issue 28): candidates reordered by page, a page worth its best record plus a
// share of its other records' relevance within the same match tier.
import { describe, expect, it } from 'vitest';
import { byPage } from './by-page';

/** Candidates 0…n-1 with these scores and pages, best first as topK() gives them. */
const order = (rows: [number, string | null][]): string[] => {
  const scores = Float64Array.from(rows.map(([s]) => s));
  const best = rows.map((_, k) => k);
  return byPage(best, scores, (k) => rows[k]![1]).map((pos) => `${rows[pos]![1]}:${pos}`);
};

describe('byPage', () => {
  it('ranks a page with several matching sections above a page with one slightly better section', () => {
    // "worktree": the glossary's one entry (45) against git-worktree's page and sections (38, 31, 30).
    expect(
      order([
        [2045, 'glossary'],
        [2038, 'worktree'],
        [2031, 'worktree'],
        [2030, 'worktree'],
        [2010, 'other'],
      ]),
    ).toEqual(['worktree:1', 'worktree:2', 'worktree:3', 'glossary:0', 'other:4']);
  });

  it('keeps a better match tier first, however many sections the other page has', () => {
    expect(
      order([
        [3005, 'exact'],
        [2090, 'many'],
        [2090, 'many'],
        [2090, 'many'],
        [2090, 'many'],
      ]),
    ).toEqual(['exact:0', 'many:1', 'many:2', 'many:3', 'many:4']);
  });

  it('adds only sections of the page best tier: a weaker-tier section of a page adds nothing', () => {
    expect(
      order([
        [2040, 'a'],
        [2038, 'b'],
        [1090, 'b'],
      ]),
    ).toEqual(['a:0', 'b:1', 'b:2']);
  });

  it('keeps the order of single-section pages, and a record naming no page stands alone', () => {
    expect(
      order([
        [2040, 'a'],
        [2030, null],
        [2020, null],
        [2010, 'b'],
      ]),
    ).toEqual(['a:0', 'null:1', 'null:2', 'b:3']);
  });
});
