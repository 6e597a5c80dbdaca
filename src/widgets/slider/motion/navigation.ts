import type { KeenSliderInstance } from 'keen-slider';

/** The [forward, back] arrow keys for a direction. */
export const arrowKeys = (vertical: boolean, rtl: boolean): string[] =>
  vertical ? ['ArrowDown', 'ArrowUp'] : rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

/** next/prev/goTo/current on whatever keen-slider instance is current (stable functions). */
export function navigation(get: () => KeenSliderInstance | null, count: () => number) {
  // A press during a move continues from where that move is going (keen-slider's next() counts
  // from where the track is now, so quick presses would be lost).
  const step = (dir: 1 | -1) => {
    const slider = get();
    const details = slider?.track.details;
    if (!slider || !details) return;
    const to = (slider.animator.targetIdx ?? details.abs) + dir;
    // null: past either end without loop (the button may not show it yet). 0: back to where the track
    // still is, a move barely begun; keen-slider starts no move for that and lets the old one run on.
    const dist = slider.track.idxToDist(to, true);
    if (dist) slider.moveToIdx(to, true);
    else if (dist === 0) {
      slider.animator.stop();
      slider.emit('detailsChanged');
    }
  };
  return {
    next: () => step(1),
    prev: () => step(-1),
    goTo(index: number) {
      const slider = get();
      const target = Math.trunc(Number(index));
      if (!slider || !Number.isFinite(target)) return;
      const total = count();
      const details = slider.track.details;
      // Without loop, the last reachable position is the last full view (maxIdx), not the last slide.
      if (slider.options.loop) slider.moveToIdx(((target % total) + total) % total);
      else if (details) slider.moveToIdx(Math.max(details.minIdx, Math.min(target, details.maxIdx)), true);
    },
    /** The current index right now (the target while a move is animating). */
    current(): number {
      const slider = get();
      const details = slider?.track.details;
      if (!slider || !details) return 0;
      const target = slider.animator.targetIdx;
      return target === null ? details.rel : slider.track.absToRel(target);
    },
  };
}
