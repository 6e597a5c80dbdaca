import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetBaseProps } from '../../../core/element/define';
import { devWarn } from '../../../core/host/dev';
import type { PropsOf } from '../../../core/spec/spec';
import { fill as format } from '../../../core/i18n/i18n';
import { useLatest } from '../../../core/dom/use-latest';
import { Notice, useElementMethods, useLightDomVersion, useStrings, useWidget } from '../../../core/element/widget';
import { parseAutoplay, parseBreakpoints } from '../config/config';
import { arrowKeys } from '../motion/navigation';
import type { spec } from '../spec';
import { translations } from '../strings';
import { childrenOf, splitByParser } from '../slides/slides';
import { useParsing } from '../slides/parsing';
import { thumbOf, Thumbnails } from './thumbnails';
import { useSlider } from '../motion/use-slider';
import { useNavFor } from '../motion/use-nav-for';

/** The resolved props (spec.ts is their one declaration). */
export type SliderProps = PropsOf<typeof spec> & WidgetBaseProps;

/** Slides that are only an image (or a link/figure around one): arrows may sit on top of them. */
const MEDIA = 'img,video,svg,canvas';
const mediaOnly = (el: HTMLElement) => el.matches(MEDIA) || (!el.textContent?.trim() && !!el.querySelector(MEDIA));

/** The element's own width, in two steps: narrow (< 560 px) or not. */
function useNarrow(host: HTMLElement | null): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (!host || typeof ResizeObserver !== 'function') return;
    // Applied at the next frame: a re-render inside the observer's callback moves the arrows, which
    // resizes the host again in the same frame ("ResizeObserver loop completed…" on window.onerror).
    const ro = new ResizeObserver(() => requestAnimationFrame(() => setNarrow(host.getBoundingClientRect().width < 560)));
    ro.observe(host);
    return () => ro.disconnect();
  }, [host]);
  return narrow;
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path className="chevron" d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);
const PlayIcon = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5v14l11-7z'} fill="currentColor" />
  </svg>
);

const NO_SLIDES = 'has no slides: add child elements, one per slide.';
// The owner's message when the page's HTML split the element from its slides (slides.ts, splitByParser).
const SPLIT = 'is empty: a paragraph closed right after <inlay-slider>, so its slides are outside it. Fix: no blank lines inside it, or a Custom HTML block.';
export function Slider(props: SliderProps) {
  const { host, emit, reportError, dir: direction } = useWidget();
  const strings = useStrings('slider', translations, props.strings);
  const version = useLightDomVersion({ childList: true });
  const [parsed, closed] = useParsing(host);
  const track = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const narrow = useNarrow(host);
  const nav = useRef<ReturnType<typeof useNavFor> | null>(null);

  const autoplay = useMemo(() => parseAutoplay(String(props.autoplay)), [props.autoplay]);
  const bps = useMemo(() => parseBreakpoints(props.breakpoints), [props.breakpoints]);
  const layout = useMemo(() => ({ perView: props.perView, spacing: props.spacing }), [props.perView, props.spacing]);

  const slider = useSlider({
    host,
    track,
    rotation,
    interval: autoplay.value,
    forceMotion: props.forceMotion,
    loop: props.loop,
    layout,
    breakpoints: bps.value,
    start: props.start,
    vertical: props.vertical,
    version,
    fade: props.effect === 'fade',
    autoHeight: props.autoHeight,
    lazy: props.lazy,
    strings: strings,
    rtl: direction === 'rtl',
    onChange: (index, total) => {
      emit('inlay-slide-change', { index, total });
      nav.current?.follow(index);
    },
    onSlideClick: (index, total) => {
      emit('inlay-slide-click', { index, total });
      nav.current?.select(index);
    },
    onError: (message) => reportError('runtime', message),
  });

  nav.current = useNavFor(host, props.navFor.trim(), slider);
  const { total, positions, goTo, slides } = slider;

  useElementMethods({
    next: slider.next,
    prev: slider.prev,
    goTo: slider.goTo,
    play: slider.play,
    pause: slider.pause,
    index: slider.current,
    total: () => slider.total,
  });

  // "No slides" only once the document is parsed and a task has passed: a page may append the element
  // first and its slides right after.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!parsed) return;
    const id = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(id);
  }, [parsed]);
  // (Read again here, not `total`: slides keen-slider could not start with are still slides.)
  const empty = host && settled && !total && !childrenOf(host)[0].length ? (splitByParser(host) ? SPLIT : NO_SLIDES) : undefined;
  const problems = [autoplay.error, bps.error, empty].filter((m): m is string => !!m);
  useEffect(() => {
    if (autoplay.error) reportError('bad-attribute', autoplay.error);
    if (bps.error) reportError('bad-attribute', bps.error);
    if (empty) reportError('no-slides', `<inlay-slider> ${empty}`);
  }, [autoplay.error, bps.error, empty, reportError]);

  // Arrow keys whenever focus is anywhere in the carousel (its buttons, the slides area, a link in a slide).
  // No tabindex on the element itself: on a shadow host, tabindex="-1" would take its whole content out of the tab order.
  const keys = useLatest({ s: slider, vertical: props.vertical });
  useEffect(() => {
    if (!host) return;
    const on = (e: KeyboardEvent) => onKey(e, keys.current.s, keys.current.vertical);
    host.addEventListener('keydown', on);
    return () => host.removeEventListener('keydown', on);
  }, [host, keys]);

  if (__DEV__ && host && !props.label)
    devWarn('inlay-slider', 'has no label: set label="…" (e.g. "Featured articles") to name the carousel for screen readers.');

  const label = props.label.trim();
  const showArrows = props.arrows && total > 1;
  const side = props.thumbnails === '' || props.thumbnails === 'true' ? 'bottom' : props.thumbnails;
  const strip = side !== 'false' && total > 1 ? ((side === 'start' || side === 'end') && narrow ? 'bottom' : side) : null;
  // While the parser may still add slides, the row is kept (empty, its height reserved): dots that
  // appeared and then moved aside for more would be a layout shift.
  const showDots = props.dots && (positions > 1 || (!closed && total > 0)) && !strip;
  // The slide elements as last read from the light DOM (a new array each time they are read again).
  const list = slides();
  // Arrows over the slides only when every slide is a full-bleed image; otherwise beside them
  // (or, on a narrow slider, under them): they never cover text, links or buttons.
  const overlay = useMemo(() => total > 0 && list.every(mediaOnly), [list, total]);
  const thumbs = useMemo(() => (strip ? list.map(thumbOf) : []), [strip, list]);
  const arrowPlace = overlay ? 'over' : props.vertical ? 'ends' : narrow ? 'below' : 'sides';
  const dir = slider.rtl ? 'rtl' : 'ltr';
  // Memoized: a re-render during a drag must not diff hundreds of dot buttons.
  const current = Math.min(slider.index, positions - 1);
  const dots = useMemo(
    () =>
      !showDots ? null : !closed ? (
        <div part="dots" className="dots" />
      ) : (
        <div part="dots" className="dots" role="group" aria-label={strings.picker}>
          {Array.from({ length: positions }, (_, dot) => {
            const on = dot === current;
            return (
              <button
                key={dot}
                type="button"
                part={on ? 'dot current' : 'dot'}
                className="dot"
                aria-label={format(strings.dot, { n: dot + 1 })}
                aria-current={on ? 'true' : undefined}
                aria-disabled={on ? 'true' : undefined}
                aria-controls="track"
                onClick={() => goTo(dot)}
              />
            );
          })}
        </div>
      ),
    [showDots, closed, positions, current, strings, goTo],
  );
  return (
    <>
      {problems.length ? <Notice title="<inlay-slider>:">{problems.join(' ')}</Notice> : null}
      <section
        part="base"
        className={`base ${dir}${props.vertical ? ' vertical' : ''}${slider.ready ? ' ready' : ''}${strip ? ` strip-${strip}` : ''}${slider.motion ? '' : ' still'}`}
        dir={dir}
        role={label ? 'region' : 'group'}
        aria-roledescription={strings.carousel}
        aria-label={label || undefined}
      >
        {slider.hasRotation && total > 1 ? (
          <button
            ref={rotation}
            type="button"
            part="button rotation"
            className="rotation"
            aria-label={slider.playing ? strings.stop : strings.start}
            aria-controls="track"
            onClick={() => (slider.playing ? slider.pause() : slider.play())}
          >
            <PlayIcon playing={slider.playing} />
          </button>
        ) : null}
        <div part="viewport" className={`viewport${showArrows ? ` arrows-${arrowPlace}` : ''}`}>
          {showArrows
            ? (['prev', 'next'] as const).map((direction) => {
                const can = direction === 'prev' ? slider.canPrev : slider.canNext;
                return (
                  <button
                    key={direction}
                    type="button"
                    part={`button ${direction}`}
                    className={`arrow ${direction}`}
                    aria-label={strings[direction]}
                    aria-controls="track"
                    aria-disabled={can ? undefined : 'true'}
                    onClick={() => slider[direction]()}
                  >
                    <Chevron back={direction === 'prev'} />
                  </button>
                );
              })
            : null}
          <div
            ref={track}
            id="track"
            part="track"
            className={`track${props.perView === 'auto' && props.effect !== 'fade' ? ' auto' : ''}${props.autoHeight && !props.vertical ? ' auto-height' : ''}`}
            aria-live={slider.running ? 'off' : 'polite'}
            aria-atomic="false"
            tabIndex={total > 0 ? 0 : undefined}
          >
            <slot />
          </div>
        </div>
        {dots}
        {strip ? (
          <Thumbnails
            thumbs={thumbs}
            index={Math.min(slider.index, thumbs.length - 1)}
            positions={positions}
            vertical={strip === 'start' || strip === 'end'}
            rtl={slider.rtl}
            motion={slider.motion}
            strings={strings}
            goTo={goTo}
          />
        ) : null}
      </section>
    </>
  );
}

function onKey(event: KeyboardEvent, slider: ReturnType<typeof useSlider>, vertical: boolean) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (target?.closest?.('input,textarea,select,[contenteditable]:not([contenteditable="false"])')) return;
  const [forward, back] = arrowKeys(vertical, slider.rtl);
  const onDot = !!target?.classList?.contains('dot');
  if (event.key === forward) slider.next();
  else if (event.key === back) slider.prev();
  else if ((event.key === 'Home' || event.key === 'End') && (onDot || target?.id === 'track')) slider.goTo(event.key === 'Home' ? 0 : slider.total - 1);
  else return;
  event.preventDefault();
  // The picker follows the APG tabs pattern: focus follows the slide shown.
  if (onDot) (target!.parentElement?.children[Math.min(slider.current(), slider.positions - 1)] as HTMLElement | undefined)?.focus();
}
