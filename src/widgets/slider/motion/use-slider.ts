import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fill as format } from '../../../core/i18n/i18n';
import { canLoop, layoutAt, type Layout } from '../config/config';
import { useAutoHeight } from './use-auto-height';
import { useLatest } from '../../../core/dom/use-latest';
import { navigation } from './navigation';
import { useReducedMotion } from './use-reduced-motion';
import type { Nearness } from '../slides/lazy';
import { settleSlides } from '../slides/settle-slides';
import { renderer } from './render';
import { childrenOf, labelSlide, restoreSlide, setAttr, snapshotStyle } from '../slides/slides';
import type { SliderConfig, SliderState } from '../config/types';
import { useRotation } from './use-rotation';

export type { SliderConfig, SliderState };

type Slider = KeenSliderInstance;
const INSTANT = { duration: 0, easing: (t: number) => t };
const perViewOf = (l: Layout) => (l.perView === 'auto' ? 2 : Math.ceil(l.perView));

/** keen-slider on the shadow track, with the slides taken from the host's light DOM, plus the APG behaviour. */
export function useSlider(cfg: SliderConfig): SliderState {
  const { host, track } = cfg;
  const reduced = useReducedMotion();
  const motion = cfg.forceMotion || !reduced;
  const cfgRef = useLatest(cfg);
  const motionRef = useLatest(motion);

  const sliderRef = useRef<Slider | null>(null);
  const layoutRef = useRef<Layout>(cfg.layout);
  const slidesRef = useRef<HTMLElement[]>([]);
  const fillerRef = useRef<HTMLElement[]>([]);
  // Per slide: whether its images were last set near (eager) or far (lazy); a drag must stay cheap.
  const nearRef = useRef(new WeakMap<HTMLElement, Nearness>());
  const emittedRef = useRef<string | null>(null);
  const draggingRef = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [view, setView] = useState({ ready: false, index: 0, total: 0, positions: 0, canPrev: false, canNext: false, moving: false });
  const rtl = cfg.rtl;
  const rtlRef = useLatest(rtl);

  /** Labels, inert and lazy images from the slider's settled position. */
  const applyVisibility = useCallback(
    (slider: Slider) => {
      const lostFocus = settleSlides(slider, slidesRef.current, perViewOf(layoutRef.current), cfgRef.current.lazy, nearRef.current);
      // A keyboard user's focus must not vanish into an inert slide: keep it in the carousel.
      if (lostFocus) track.current?.focus({ preventScroll: true });
    },
    [track, cfgRef],
  );

  const refresh = useCallback(
    (slider: Slider, settled: boolean) => {
      const details = slider.track.details;
      const total = slidesRef.current.length;
      if (!details) return;
      const loop = !!slider.options.loop;
      const positions = loop ? total : Math.max(1, Math.min(total, details.maxIdx - details.minIdx + 1));
      const target = slider.animator.targetIdx;
      const index = target === null ? details.rel : slider.track.absToRel(target);
      // One event per change a visitor sees: a move's destination (not each slide it passes), a new count.
      // Not while a finger still holds the track: its release decides.
      const key = `${index}/${total}`;
      if (!draggingRef.current && emittedRef.current !== key) {
        if (emittedRef.current !== null) cfgRef.current.onChange(index, total);
        emittedRef.current = key;
      }
      // Where the track is going, not where it is: a press during a move continues from there.
      const at = target ?? details.abs;
      const next = {
        ready: true,
        index,
        total,
        positions,
        canPrev: loop || at > details.minIdx,
        canNext: loop || at < details.maxIdx,
        moving: target !== null,
      };
      setView((v) => ((Object.keys(next) as (keyof typeof next)[]).every((k) => v[k] === next[k]) ? v : next));
      if (settled) applyVisibility(slider);
    },
    [applyVisibility, cfgRef],
  );

  /** keen-slider options from the current config and the slider's width. */
  const build = useCallback(
    (slides: HTMLElement[], index: number): KeenSliderOptions => {
      const cfg = cfgRef.current;
      // Breakpoints follow the element's width (the track is narrower when the arrows sit beside it). The
      // track is measured first: if it can't be, the error says why (keen-slider would swallow it).
      const tw = track.current?.getBoundingClientRect().width ?? 0;
      const width = cfg.host?.getBoundingClientRect().width ?? tw;
      const layout = layoutAt(width, cfg.layout, cfg.breakpoints);
      layoutRef.current = layout;
      const opts: KeenSliderOptions = {
        selector: () => slidesRef.current,
        initial: Math.max(0, Math.min(index, slides.length - 1)),
        loop: cfg.loop && canLoop(slides.length, layout.perView),
        vertical: cfg.vertical,
        rtl: rtlRef.current && !cfg.vertical,
        drag: slides.length > 1,
        slides: cfg.fade ? { perView: 1, spacing: 0 } : { perView: layout.perView, spacing: layout.spacing },
        renderMode: 'custom',
      };
      if (!motionRef.current) opts.defaultAnimation = INSTANT;
      return opts;
    },
    [track, cfgRef, motionRef, rtlRef],
  );

  const label = useCallback(
    (slides: HTMLElement[]) => {
      const { strings } = cfgRef.current;
      slides.forEach((el, i) => labelSlide(el, strings.slide, format(strings.slideLabel, { n: i + 1, total: slides.length })));
    },
    [cfgRef],
  );

  /** Creates, updates or tears down keen-slider to match the children and the config. */
  const sync = useCallback(() => {
    const trackEl = track.current;
    if (!host || !trackEl) return;
    const [slides, filler] = childrenOf(host);
    const keep = new Set(slides);
    // A CMS's <br>s and empty paragraphs between the slides: hidden while they are in the slider.
    for (const el of filler) setAttr(el, 'hidden', '');
    for (const old of fillerRef.current) if (!filler.includes(old)) restoreSlide(old);
    fillerRef.current = filler;
    for (const old of slidesRef.current) {
      if (keep.has(old)) continue;
      restoreSlide(old);
      nearRef.current.delete(old);
    }
    slides.forEach(snapshotStyle);
    slidesRef.current = slides;
    let slider = sliderRef.current;
    if (!slides.length) {
      slider?.destroy();
      sliderRef.current = null;
      setView((v) => ({ ...v, ready: false, total: 0, positions: 0, index: 0 }));
      return;
    }
    label(slides);
    try {
      if (slider) {
        const current = slider.track.details?.rel ?? 0;
        slider.update(build(slides, current), Math.min(current, slides.length - 1));
        return;
      }
      slider = new KeenSlider(trackEl, build(slides, cfgRef.current.start), [
        renderer(
          () => layoutRef.current.perView === 'auto' && !cfgRef.current.fade,
          () => cfgRef.current.fade,
        ),
        (keen) => {
          keen.on('created', (x) => refresh(x, true));
          keen.on('optionsChanged', (x) => refresh(x, true));
          keen.on('updated', (x) => refresh(x, true));
          keen.on('slideChanged', (x) => refresh(x, false));
          keen.on('animationStarted', (x) => refresh(x, false));
          keen.on('animationEnded', (x) => refresh(x, true));
          keen.on('detailsChanged', (instance) => {
            if (!instance.animator.active && !draggingRef.current) refresh(instance, true);
          });
          keen.on('dragStarted', () => {
            draggingRef.current = true;
            setDragging(true);
          });
          keen.on('dragEnded', (slider) => {
            draggingRef.current = false;
            setDragging(false);
            // keen-slider's snap after a drag is a fixed 500 ms animation: under reduced motion, jump.
            const target = slider.animator.targetIdx;
            // (`active` turns true only on the animation's first frame; `targetIdx` is set at once.)
            if (!motionRef.current && target !== null) {
              slider.animator.stop();
              slider.moveToIdx(target, true, INSTANT);
            }
            refresh(slider, !slider.animator.active);
          });
        },
      ]);
      sliderRef.current = slider;
    } catch (error) {
      // Never leave the page without its content: no transforms, the slides stay a scrollable row.
      try {
        sliderRef.current?.destroy();
      } catch {
        /* already broken */
      }
      sliderRef.current = null;
      for (const el of slides) restoreSlide(el);
      setView((v) => ({ ...v, ready: false }));
      cfgRef.current.onError(`The slider could not start (${(error as Error).message}); the slides are shown as a static row.`);
    }
  }, [host, track, build, label, refresh, cfgRef, motionRef]);

  // Keep the latest sync for observers set up once.
  const syncRef = useLatest(sync);

  // Direction: from the element's context (one page-wide observer follows dir/lang changes).

  // The language changed (lang attribute, page strings): relabel the slides in place.
  const { strings } = cfg;
  useEffect(() => {
    if (slidesRef.current.length) label(slidesRef.current);
  }, [strings, label]);

  const { loop, vertical, interval } = cfg;
  const layoutKey = `${cfg.layout.perView}|${cfg.layout.spacing}|${JSON.stringify(cfg.breakpoints)}`;
  useLayoutEffect(() => {
    sync();
  }, [sync, cfg.version, loop, vertical, rtl, motion, layoutKey, cfg.fade, cfg.lazy]);

  // Teardown: destroy keen-slider and give the children back their own attributes and styles.
  useEffect(() => {
    return () => {
      sliderRef.current?.destroy();
      sliderRef.current = null;
      for (const el of [...slidesRef.current, ...fillerRef.current]) restoreSlide(el);
      slidesRef.current = fillerRef.current = [];
      nearRef.current = new WeakMap();
      emittedRef.current = null;
    };
  }, [host]);

  // The slider follows its own box (keen-slider only listens to window resizes): hidden-then-shown,
  // sidebars, breakpoints by the slider's width.
  useEffect(() => {
    const trackEl = track.current;
    if (!trackEl || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => {
      const slider = sliderRef.current;
      if (!slider) return;
      const box = trackEl.getBoundingClientRect();
      const cfg = cfgRef.current;
      const next = layoutAt(cfg.host?.getBoundingClientRect().width ?? box.width, cfg.layout, cfg.breakpoints);
      if (next.perView !== layoutRef.current.perView || next.spacing !== layoutRef.current.spacing) syncRef.current();
      // keen-slider measured this size already (the first observation, or a change it saw itself).
      else if (Math.abs((cfg.vertical ? box.height : box.width) - slider.size) >= 0.5) slider.update(undefined, slider.track.details?.rel);
    });
    ro.observe(trackEl);
    return () => ro.disconnect();
  }, [track, cfgRef, syncRef]);

  const { next, prev, goTo, current } = useState(() =>
    navigation(
      () => sliderRef.current,
      () => slidesRef.current.length,
    ),
  )[0];
  const getSlides = useCallback(() => slidesRef.current, []);

  const rot = useRotation({
    host,
    track,
    rotation: cfg.rotation,
    interval,
    motion,
    active: view.ready && view.total > 1,
    dragging,
    index: view.index,
    moving: view.moving,
    advance() {
      const slider = sliderRef.current;
      const details = slider?.track.details;
      if (!slider || !details) return;
      if (!slider.options.loop && details.abs >= details.maxIdx) slider.moveToIdx(details.minIdx, true);
      else slider.next();
    },
    onSlideClick(event) {
      const path = event.composedPath();
      const index = slidesRef.current.findIndex((el) => path.includes(el));
      if (index >= 0) cfgRef.current.onSlideClick(index, slidesRef.current.length);
    },
  });

  const perViewNow = useCallback(() => perViewOf(layoutRef.current), []);
  useAutoHeight(cfg.autoHeight && !cfg.vertical, track, getSlides, view.index, perViewNow, `${cfg.version}|${view.total}|${layoutKey}`);

  return {
    ...view,
    rtl,
    hasRotation: interval > 0 || rot.playing,
    playing: rot.playing,
    running: rot.running,
    next,
    prev,
    goTo,
    play: rot.play,
    pause: rot.pause,
    current,
    slides: getSlides,
    motion,
  };
}
