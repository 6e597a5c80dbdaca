import type { KeenSliderPlugin } from 'keen-slider';

/**
 * Positions the slides for keen-slider (used with renderMode: 'custom'). Same geometry as keen-slider's
 * own renderer, but with at most one write pass per frame (keen-slider writes every slide on every
 * pointer move) and, between full passes, only slides that are or just were in view are moved: an
 * off-screen slide keeps its off-screen transform. That keeps a drag over hundreds of slides cheap.
 */
const SIZE_PROPS = ['min-width', 'max-width', 'min-height', 'max-height'];

export function renderer(isAuto: () => boolean, isFade: () => boolean): KeenSliderPlugin {
  return (slider) => {
    let frame = 0;
    let full = true;
    let shown = new Set<number>();

    function write() {
      frame = 0;
      const details = slider.track.details;
      const els = slider.slides;
      if (!details || !els?.length) return;
      const size = slider.size;
      const vertical = !!slider.options.vertical;
      const scale = full && !isAuto();
      // Fade: every slide sits at the start of the track; its opacity is its portion in view.
      const fade = isFade();
      const next = new Set<number>();
      let before = 0;
      els.forEach((el, index) => {
        const slide = details.slides[index];
        if (!slide) return;
        const px = slide.size * size;
        if (slide.portion > 0) next.add(index);
        if (full || slide.portion > 0 || shown.has(index)) {
          if (full) {
            // Fixed per-view: each slide gets its size; auto: the page's CSS decides (clear ours).
            const length = scale ? `${px}px` : '';
            for (const prop of SIZE_PROPS) el.style.setProperty(prop, prop.endsWith(vertical ? 'height' : 'width') ? length : '');
          }
          const offset = fade ? -before : slide.distance * size - before;
          if (fade) {
            el.style.opacity = String(Math.round(slide.portion * 1000) / 1000);
            el.style.zIndex = slide.portion > 0.5 ? '1' : '';
          } else if (full) el.style.opacity = el.style.zIndex = '';
          el.style.transform = vertical ? `translate3d(0px, ${offset}px, 0px)` : `translate3d(${offset}px, 0px, 0px)`;
        }
        before += px;
      });
      shown = next;
      full = false;
    }

    function schedule(all: boolean) {
      full ||= all;
      // Full passes (created, options, resize) are rare: write now, so the slider is in place at once.
      if (all || slider.animator.active) {
        cancelAnimationFrame(frame);
        write();
      } else if (!frame) frame = requestAnimationFrame(write);
    }

    slider.on('created', () => schedule(true));
    slider.on('optionsChanged', () => schedule(true));
    slider.on('updated', () => schedule(true));
    slider.on('detailsChanged', () => schedule(false));
    slider.on('destroyed', () => cancelAnimationFrame(frame));
  };
}
