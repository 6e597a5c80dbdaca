import type { KeenSliderInstance } from 'keen-slider';

/** The [forward, back] arrow keys for a direction. */
export const arrowKeys = (vertical: boolean, rtl: boolean): string[] =>
  vertical ? ['ArrowDown', 'ArrowUp'] : rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

/** next/prev/goTo/current on whatever keen-slider instance is current (stable functions). */
export function navigation(get: () => KeenSliderInstance | null, count: () => number) {
  // A press during a move continues from where that move is going (keen-slider's next() counts
  // from where the track is now, so quick presses would be lost).
  const step = (dir: 1 | -1) => {
    const s = get();
    const d = s?.track.details;
    if (!s || !d) return;
    const to = (s.animator.targetIdx ?? d.abs) + dir;
    // null: past either end without loop (the button may not show it yet). 0: back to where the track
    // still is, a move barely begun; keen-slider starts no move for that and lets the old one run on.
    const dist = s.track.idxToDist(to, true);
    if (dist) s.moveToIdx(to, true);
    else if (dist === 0) {
      s.animator.stop();
      s.emit('detailsChanged');
    }
  };
  return {
    next: () => step(1),
    prev: () => step(-1),
    goTo(index: number) {
      const s = get();
      const n = Math.trunc(Number(index));
      if (!s || !Number.isFinite(n)) return;
      const total = count();
      const d = s.track.details;
      // Without loop, the last reachable position is the last full view (maxIdx), not the last slide.
      if (s.options.loop) s.moveToIdx(((n % total) + total) % total);
      else if (d) s.moveToIdx(Math.max(d.minIdx, Math.min(n, d.maxIdx)), true);
    },
    /** The current index right now (the target while a move is animating). */
    current(): number {
      const s = get();
      const d = s?.track.details;
      if (!s || !d) return 0;
      const target = s.animator.targetIdx;
      return target === null ? d.rel : s.track.absToRel(target);
    },
  };
}
