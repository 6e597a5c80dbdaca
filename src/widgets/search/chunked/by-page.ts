// A chunked index's scores are match tiers (TIER apart) plus relevance within the tier.
import { TIER } from './chunked-query';

/** What each further record of a page adds to the page: this share of its relevance (the best record counts whole). */
const PAGE_SHARE = 0.25;

/**
 * The candidates (positions, best first) reordered by page (issue 28's page-level score): a page scores
 * its best record plus a share of the relevance of its other candidates in the same match tier, so the
 * page about the query (`git-worktree(1)`, many sections about worktrees) ranks above a page with one
 * section that matches a little better (the glossary's entry); a page's records stay together, in their
 * own order. `pageOf(k)`: the page of candidate k (null: it names none and stands alone).
 */
export function byPage(best: number[], scores: Float64Array, pageOf: (rank: number) => string | null): number[] {
  const pages = new Map<string, { score: number; tier: number; ks: number[] }>();
  best.forEach((pos, rank) => {
    const score = scores[pos]!;
    const tier = Math.floor(score / TIER);
    const key = pageOf(rank) ?? `\0${rank}`;
    const group = pages.get(key);
    if (!group) pages.set(key, { score, tier, ks: [rank] });
    else {
      group.ks.push(rank);
      if (tier === group.tier) group.score += PAGE_SHARE * (score - tier * TIER);
    }
  });
  return [...pages.values()].sort((a, b) => b.score - a.score || a.ks[0]! - b.ks[0]!).flatMap((p) => p.ks.map((k) => best[k]!));
}
