import { useLayoutEffect, type RefObject } from 'react';

/**
 * `auto-height`: the track takes the height of the slides in view (the tallest of them), following the
 * destination as soon as a move starts. The change animates with CSS (`.auto-height` in slider.css)
 * unless motion is reduced; the slides' own size changes (an image loading) are followed too.
 */
export function useAutoHeight(
  enabled: boolean,
  track: RefObject<HTMLDivElement | null>,
  slides: () => HTMLElement[],
  index: number,
  perView: () => number,
  version: unknown,
): void {
  useLayoutEffect(() => {
    const trackEl = track.current;
    if (!trackEl) return;
    if (!enabled) {
      trackEl.style.height = '';
      return;
    }
    const els = slides();
    const shown = els.slice(index, index + Math.max(1, perView()));
    const fit = () => {
      const height = Math.max(0, ...shown.map((el) => el.getBoundingClientRect().height));
      if (height > 0) trackEl.style.height = `${Math.ceil(height)}px`;
    };
    fit();
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(fit);
    shown.forEach((el) => ro.observe(el));
    return () => ro.disconnect();
  }, [enabled, track, slides, index, perView, version]);
}
