import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { realTarget } from '../../core/events';
import { fill as format } from '../../core/i18n';
import { canLoop, layoutAt, nearIndices, type Breakpoint, type Layout } from './config';
import { renderer } from './render';
import { labelSlide, restoreSlide, setImagesNear, setInert, slideElements, snapshotStyle } from './slides';
import { DEFAULT_INTERVAL } from './spec';

export interface SliderConfig {
  host: HTMLElement | null;
  track: RefObject<HTMLDivElement | null>;
  rotation: RefObject<HTMLButtonElement | null>;
  /** Autoplay interval in ms; 0 = no autoplay. */
  interval: number;
  forceMotion: boolean;
  loop: boolean;
  layout: Layout;
  breakpoints: Breakpoint[];
  start: number;
  vertical: boolean;
  /** Changes whenever the host's children change. */
  version: number;
  strings: { slide: string; slideLabel: string };
  /** Right to left (the element's direction: nearest dir, or lang ar/he, or the computed direction). */
  rtl: boolean;
  onChange(index: number, total: number): void;
  /** keen-slider failed: the slides stay readable as a static, scrollable row. */
  onError(message: string): void;
}

export interface SliderState {
  ready: boolean;
  index: number;
  total: number;
  /** Number of positions the picker offers (loop: every slide; else up to the last full view). */
  positions: number;
  canPrev: boolean;
  canNext: boolean;
  rtl: boolean;
  /** The rotation control is shown (autoplay configured, or started by play()). */
  hasRotation: boolean;
  /** Rotation is wanted (the button says "Stop"). */
  playing: boolean;
  /** Rotation is actually running (not paused by hover, drag or a hidden tab): the live region is off. */
  running: boolean;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  play(): void;
  pause(): void;
  /** The current index right now (the target while a move is animating). */
  current(): number;
}

type Slider = KeenSliderInstance;

const REDUCED = '(prefers-reduced-motion: reduce)';
const INSTANT = { duration: 0, easing: (t: number) => t };
const DRAG_CLICK_PX = 6;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(REDUCED).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(REDUCED);
    const on = () => setReduced(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

function deepActiveElement(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** keen-slider on the shadow track, with the slides taken from the host's light DOM, plus the APG behaviour. */
export function useSlider(cfg: SliderConfig): SliderState {
  const { host, track } = cfg;
  const reduced = useReducedMotion();
  const motion = cfg.forceMotion || !reduced;
  const cfgRef = useRef(cfg);
  cfgRef.current = cfg;
  const motionRef = useRef(motion);
  motionRef.current = motion;

  const sliderRef = useRef<Slider | null>(null);
  const layoutRef = useRef<Layout>(cfg.layout);
  const slidesRef = useRef<HTMLElement[]>([]);
  // Per slide: whether its images were last set near (eager) or far (lazy); a drag must stay cheap.
  const nearRef = useRef(new WeakMap<HTMLElement, boolean>());
  const draggingRef = useRef(false);
  const [view, setView] = useState({ ready: false, index: 0, total: 0, positions: 0, canPrev: false, canNext: false });
  const rtl = cfg.rtl;
  const rtlRef = useRef(rtl);
  rtlRef.current = rtl;

  // Rotation: `playing` is the visitor's (or page's) intent; hover, drag and a hidden tab pause it.
  const [playing, setPlaying] = useState(false);
  const [hover, setHover] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [docHidden, setDocHidden] = useState(typeof document !== 'undefined' && document.hidden);

  /** Labels, inert and lazy images from the slider's settled position. */
  const applyVisibility = useCallback((s: Slider) => {
    const d = s.track.details;
    const els = slidesRef.current;
    if (!d || !els.length) return;
    const perView = layoutRef.current.perView;
    const near = nearIndices(d.rel, els.length, (perView === 'auto' ? 2 : Math.ceil(perView)) + 1, !!s.options.loop);
    const active = deepActiveElement();
    let lostFocus = false;
    const seen = nearRef.current;
    els.forEach((el, i) => {
      const slide = d.slides[i];
      const visible = i === d.rel || (!!slide && slide.portion > 0.51);
      if (!visible && active && el.contains(active)) lostFocus = true;
      setInert(el, !visible);
      const isNear = near.has(i);
      if (seen.get(el) !== isNear) {
        seen.set(el, isNear);
        setImagesNear(el, isNear);
      }
    });
    // A keyboard user's focus must not vanish into an inert slide: keep it in the carousel.
    if (lostFocus) track.current?.focus({ preventScroll: true });
  }, [track]);

  const refresh = useCallback((s: Slider, settled: boolean) => {
    const d = s.track.details;
    const total = slidesRef.current.length;
    if (!d) return;
    const loop = !!s.options.loop;
    const positions = loop ? total : Math.max(1, Math.min(total, d.maxIdx - d.minIdx + 1));
    const next = { ready: true, index: d.rel, total, positions, canPrev: loop || d.abs > d.minIdx, canNext: loop || d.abs < d.maxIdx };
    setView((v) => ((Object.keys(next) as (keyof typeof next)[]).every((k) => v[k] === next[k]) ? v : next));
    if (settled) applyVisibility(s);
  }, [applyVisibility]);

  /** keen-slider options from the current config and the slider's width. */
  const build = useCallback((slides: HTMLElement[], index: number): KeenSliderOptions => {
    const c = cfgRef.current;
    const width = track.current?.getBoundingClientRect().width ?? 0;
    const layout = layoutAt(width, c.layout, c.breakpoints);
    layoutRef.current = layout;
    const opts: KeenSliderOptions = {
      selector: () => slidesRef.current,
      initial: Math.max(0, Math.min(index, slides.length - 1)),
      loop: c.loop && canLoop(slides.length, layout.perView),
      vertical: c.vertical,
      rtl: rtlRef.current && !c.vertical,
      drag: slides.length > 1,
      slides: { perView: layout.perView, spacing: layout.spacing },
      renderMode: 'custom',
    };
    if (!motionRef.current) opts.defaultAnimation = INSTANT;
    return opts;
  }, [track]);

  const label = useCallback((slides: HTMLElement[]) => {
    const { strings } = cfgRef.current;
    slides.forEach((el, i) => labelSlide(el, strings.slide, format(strings.slideLabel, { n: i + 1, total: slides.length })));
  }, []);

  /** Creates, updates or tears down keen-slider to match the children and the config. */
  const sync = useCallback(() => {
    const t = track.current;
    if (!host || !t) return;
    const slides = slideElements(host);
    const keep = new Set(slides);
    for (const old of slidesRef.current) {
      if (keep.has(old)) continue;
      restoreSlide(old);
      nearRef.current.delete(old);
    }
    slides.forEach(snapshotStyle);
    slidesRef.current = slides;
    let s = sliderRef.current;
    if (!slides.length) {
      s?.destroy();
      sliderRef.current = null;
      setView((v) => ({ ...v, ready: false, total: 0, positions: 0, index: 0 }));
      return;
    }
    label(slides);
    try {
      if (s) {
        const current = s.track.details?.rel ?? 0;
        s.update(build(slides, current), Math.min(current, slides.length - 1));
        return;
      }
      s = new KeenSlider(t, build(slides, cfgRef.current.start), [
        renderer(() => layoutRef.current.perView === 'auto'),
        (k) => {
          k.on('created', (x) => refresh(x, true));
          k.on('optionsChanged', (x) => refresh(x, true));
          k.on('updated', (x) => refresh(x, true));
          k.on('slideChanged', (x) => {
            refresh(x, false);
            cfgRef.current.onChange(x.track.details.rel, slidesRef.current.length);
          });
          k.on('animationEnded', (x) => refresh(x, true));
          k.on('detailsChanged', (x) => {
            if (!x.animator.active && !draggingRef.current) refresh(x, true);
          });
          k.on('dragStarted', () => {
            draggingRef.current = true;
            setDragging(true);
          });
          k.on('dragEnded', (x) => {
            draggingRef.current = false;
            setDragging(false);
            // keen-slider's snap after a drag is a fixed 500 ms animation: under reduced motion, jump.
            const target = x.animator.targetIdx;
            // (`active` turns true only on the animation's first frame; `targetIdx` is set at once.)
            if (!motionRef.current && target !== null) {
              x.animator.stop();
              x.moveToIdx(target, true, INSTANT);
            }
            if (!x.animator.active) refresh(x, true);
          });
        },
      ]);
      sliderRef.current = s;
    } catch (e) {
      // Never leave the page without its content: no transforms, the slides stay a scrollable row.
      try {
        sliderRef.current?.destroy();
      } catch {
        /* already broken */
      }
      sliderRef.current = null;
      for (const el of slides) restoreSlide(el);
      setView((v) => ({ ...v, ready: false }));
      cfgRef.current.onError(`The slider could not start (${(e as Error).message}); the slides are shown as a static row.`);
    }
  }, [host, track, build, label, refresh]);

  // Keep the latest sync for observers set up once.
  const syncRef = useRef(sync);
  syncRef.current = sync;

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
  }, [sync, cfg.version, loop, vertical, rtl, motion, layoutKey]);

  // Teardown: destroy keen-slider and give the children back their own attributes and styles.
  useEffect(() => {
    return () => {
      sliderRef.current?.destroy();
      sliderRef.current = null;
      for (const el of slidesRef.current) restoreSlide(el);
      slidesRef.current = [];
      nearRef.current = new WeakMap();
    };
  }, [host]);

  // The slider follows its own box (keen-slider only listens to window resizes): hidden-then-shown,
  // sidebars, breakpoints by the slider's width.
  useEffect(() => {
    const t = track.current;
    if (!t || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => {
      const s = sliderRef.current;
      if (!s) return;
      const r = t.getBoundingClientRect();
      const c = cfgRef.current;
      const next = layoutAt(r.width, c.layout, c.breakpoints);
      if (next.perView !== layoutRef.current.perView || next.spacing !== layoutRef.current.spacing) syncRef.current();
      // keen-slider measured this size already (the first observation, or a change it saw itself).
      else if (Math.abs((c.vertical ? r.height : r.width) - s.size) >= 0.5) s.update(undefined, s.track.details?.rel);
    });
    ro.observe(t);
    return () => ro.disconnect();
  }, [track]);

  // --- rotation -------------------------------------------------------------------------------
  const wantsAutoplay = interval > 0 && motion;
  useEffect(() => {
    setPlaying(wantsAutoplay);
  }, [wantsAutoplay]);

  const effectiveInterval = interval || DEFAULT_INTERVAL;
  const running = playing && !hover && !dragging && !docHidden && view.ready && view.total > 1;

  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => {
      const s = sliderRef.current;
      const d = s?.track.details;
      if (!s || !d) return;
      if (!s.options.loop && d.abs >= d.maxIdx) s.moveToIdx(d.minIdx, true);
      else s.next();
    }, effectiveInterval);
    return () => clearTimeout(id);
  }, [running, view.index, effectiveInterval]);

  useEffect(() => {
    const on = () => setDocHidden(document.hidden);
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);

  // Hover pauses; focus entering the carousel stops (never restarts by itself); a drag that moved
  // doesn't become a click on a link inside a slide.
  useEffect(() => {
    if (!host) return;
    let byPointer = false;
    let pointerTimer: ReturnType<typeof setTimeout> | undefined;
    let downX = 0;
    let downY = 0;
    let moved = 0;
    const enter = (e: PointerEvent) => e.pointerType === 'mouse' && setHover(true);
    const leave = (e: PointerEvent) => e.pointerType === 'mouse' && setHover(false);
    // Movement is tracked on the document during a press: the pointer may leave the slider mid-drag.
    const move = (e: PointerEvent) => {
      moved = Math.max(moved, Math.hypot(e.clientX - downX, e.clientY - downY));
    };
    const up = () => {
      document.removeEventListener('pointermove', move, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
    const down = (e: PointerEvent) => {
      byPointer = true;
      clearTimeout(pointerTimer);
      pointerTimer = setTimeout(() => (byPointer = false), 300);
      downX = e.clientX;
      downY = e.clientY;
      moved = 0;
      up();
      document.addEventListener('pointermove', move, { capture: true, passive: true });
      document.addEventListener('pointerup', up, true);
      document.addEventListener('pointercancel', up, true);
    };
    const click = (e: MouseEvent) => {
      if (moved > DRAG_CLICK_PX && track.current && e.composedPath().includes(track.current)) {
        e.preventDefault();
        e.stopPropagation();
      }
      moved = 0;
    };
    const focusIn = (e: FocusEvent) => {
      // Mouse users have the hover pause; a click that focuses a control is not "focus entering".
      if (byPointer) return;
      const from = e.relatedTarget as Node | null;
      const inside = !!from && (from === host || host.contains(from));
      if (inside && realTarget(e) === cfgRef.current.rotation.current) return;
      setPlaying(false);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('pointerdown', down, true);
    host.addEventListener('click', click, true);
    host.addEventListener('focusin', focusIn);
    return () => {
      clearTimeout(pointerTimer);
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('pointerdown', down, true);
      up();
      host.removeEventListener('click', click, true);
      host.removeEventListener('focusin', focusIn);
    };
  }, [host, track]);

  // --- navigation -----------------------------------------------------------------------------
  // A press during a move continues from where that move is going (keen-slider's next() counts
  // from where the track is now, so quick presses would be lost).
  const step = (dir: 1 | -1) => {
    const s = sliderRef.current;
    if (!s) return;
    const a = s.animator;
    s.moveToIdx((a.targetIdx ?? s.track.details.abs) + dir, true);
  };
  const next = useCallback(() => step(1), []);
  const prev = useCallback(() => step(-1), []);
  const goTo = useCallback((index: number) => {
    const s = sliderRef.current;
    const n = Math.trunc(Number(index));
    if (!s || !Number.isFinite(n)) return;
    const total = slidesRef.current.length;
    const d = s.track.details;
    // Without loop, the last reachable position is the last full view (maxIdx), not the last slide.
    if (s.options.loop) s.moveToIdx(((n % total) + total) % total);
    else if (d) s.moveToIdx(Math.max(d.minIdx, Math.min(n, d.maxIdx)), true);
  }, []);
  const play = useCallback(() => {
    setHover(false);
    setPlaying(true);
  }, []);
  const pause = useCallback(() => setPlaying(false), []);
  const current = useCallback(() => {
    const s = sliderRef.current;
    const d = s?.track.details;
    if (!s || !d) return 0;
    const target = s.animator.active ? s.animator.targetIdx : null;
    return target === null ? d.rel : s.track.absToRel(target);
  }, []);

  return {
    ...view,
    rtl,
    hasRotation: interval > 0 || playing,
    playing,
    running,
    next,
    prev,
    goTo,
    play,
    pause,
    current,
  };
}
