import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetBaseProps } from '../../core/define';
import { devWarn } from '../../core/dev';
import { fill as format } from '../../core/i18n';
import { Notice, useElementMethods, useLightDomVersion, useStrings, useWidget } from '../../core/widget';
import { parseAutoplay, parseBreakpoints, type PerView } from './config';
import { translations } from './strings';
import { useSlider } from './use-slider';

export interface SliderProps extends WidgetBaseProps {
  label: string;
  autoplay: string | number | boolean;
  forceMotion: boolean;
  loop: boolean;
  perView: PerView;
  spacing: number;
  breakpoints: unknown;
  arrows: boolean;
  dots: boolean;
  start: number;
  vertical: boolean;
  /** Overrides for any built-in text (keys in docs/slider.md). */
  strings?: Record<string, string> | null;
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const PlayIcon = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5v14l11-7z'} fill="currentColor" />
  </svg>
);

/** After the document is parsed: children may still be arriving while it loads. */
function useParsed(): boolean {
  const [parsed, setParsed] = useState(() => typeof document === 'undefined' || document.readyState !== 'loading');
  useEffect(() => {
    if (parsed) return;
    const on = () => setParsed(true);
    document.addEventListener('DOMContentLoaded', on, { once: true });
    return () => document.removeEventListener('DOMContentLoaded', on);
  }, [parsed]);
  return parsed;
}

export function Slider(props: SliderProps) {
  const { host, emit, reportError, dir: direction } = useWidget();
  const t = useStrings('slider', translations, props.strings);
  const version = useLightDomVersion({ childList: true });
  const parsed = useParsed();
  const track = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);

  const autoplay = useMemo(() => parseAutoplay(typeof props.autoplay === 'string' ? props.autoplay : String(props.autoplay)), [props.autoplay]);
  const bps = useMemo(() => parseBreakpoints(props.breakpoints), [props.breakpoints]);
  const layout = useMemo(() => ({ perView: props.perView, spacing: props.spacing }), [props.perView, props.spacing]);

  const s = useSlider({
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
    strings: t,
    rtl: direction === 'rtl',
    onChange: (index, total) => emit('inlay-slide-change', { index, total }),
    onError: (message) => reportError('runtime', message),
  });

  useElementMethods({
    next: s.next,
    prev: s.prev,
    goTo: (i: number) => s.goTo(i),
    play: s.play,
    pause: s.pause,
    index: s.current,
    total: () => s.total,
  });

  // "No slides" only once the document is parsed and a task has passed: a page may append the element
  // first and its slides right after.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!parsed) return;
    const id = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(id);
  }, [parsed]);
  const empty = !!host && settled && s.total === 0 && !host.querySelector(':scope > :not(script,template,style,link,meta,noscript,[slot])');
  const problems = [autoplay.error, bps.error, empty ? 'has no slides: add child elements (each child is one slide).' : undefined].filter((m): m is string => !!m);
  const problemKey = problems.join('\n');
  useEffect(() => {
    if (autoplay.error) reportError('bad-attribute', autoplay.error);
    if (bps.error) reportError('bad-attribute', bps.error);
    if (empty) reportError('no-slides', '<inlay-slider> has no slides: add child elements (each child is one slide).');
  }, [problemKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Arrow keys whenever focus is anywhere in the carousel (its buttons, the slides area, a link in a slide).
  // No tabindex on the element itself: on a shadow host, tabindex="-1" would take its whole content out of the tab order.
  const keys = useRef({ s, vertical: props.vertical });
  keys.current = { s, vertical: props.vertical };
  useEffect(() => {
    if (!host) return;
    const on = (e: KeyboardEvent) => onKey(e, keys.current.s, keys.current.vertical);
    host.addEventListener('keydown', on);
    return () => host.removeEventListener('keydown', on);
  }, [host]);

  if (__DEV__ && host && !props.label) devWarn('inlay-slider', 'has no label: set label="…" (e.g. "Featured articles") to name the carousel for screen readers.');

  const label = props.label.trim();
  const showArrows = props.arrows && s.total > 1;
  const showDots = props.dots && s.positions > 1;
  const dir = s.rtl ? 'rtl' : 'ltr';
  // Memoized: a re-render during a drag must not diff hundreds of dot buttons.
  const current = Math.min(s.index, s.positions - 1);
  const dots = useMemo(
    () =>
      showDots ? (
          <div part="dots" className="dots" role="group" aria-label={t.picker}>
            {Array.from({ length: s.positions }, (_, i) => {
              const on = i === current;
              return (
                <button
                  key={i}
                  type="button"
                  part={on ? 'dot current' : 'dot'}
                  className="dot"
                  aria-label={format(t.dot, { n: i + 1 })}
                  aria-current={on ? 'true' : undefined}
                  aria-disabled={on ? 'true' : undefined}
                  aria-controls="track"
                  onClick={() => s.goTo(i)}
                />
              );
            })}
          </div>
      ) : null,
    [showDots, s.positions, current, t, s.goTo],
  );
  return (
    <>
      {problems.length ? <Notice title="<inlay-slider>:">{problems.join(' ')}</Notice> : null}
      <section
        part="base"
        className={`base ${dir}${props.vertical ? ' vertical' : ''}${s.ready ? ' ready' : ''}`}
        dir={dir}
        role={label ? 'region' : 'group'}
        aria-roledescription={t.carousel}
        aria-label={label || undefined}
      >
        {s.hasRotation && s.total > 1 ? (
          <button ref={rotation} type="button" part="button rotation" className="rotation" aria-label={s.playing ? t.stop : t.start} aria-controls="track" onClick={() => (s.playing ? s.pause() : s.play())}>
            <PlayIcon playing={s.playing} />
          </button>
        ) : null}
        <div part="viewport" className="viewport">
          {showArrows ? (
            <>
              <button type="button" part="button prev" className="arrow prev" aria-label={t.prev} aria-controls="track" aria-disabled={s.canPrev ? undefined : 'true'} onClick={() => s.canPrev && s.prev()}>
                <Chevron back />
              </button>
              <button type="button" part="button next" className="arrow next" aria-label={t.next} aria-controls="track" aria-disabled={s.canNext ? undefined : 'true'} onClick={() => s.canNext && s.next()}>
                <Chevron />
              </button>
            </>
          ) : null}
          <div
            ref={track}
            id="track"
            part="track"
            className={`track${props.perView === 'auto' ? ' auto' : ''}`}
            aria-live={s.running ? 'off' : 'polite'}
            aria-atomic="false"
            tabIndex={s.total > 0 ? 0 : undefined}
          >
            <slot />
          </div>
        </div>
        {dots}
      </section>
    </>
  );
}

function onKey(e: KeyboardEvent, s: ReturnType<typeof useSlider>, vertical: boolean) {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
  const target = e.composedPath()[0] as HTMLElement | undefined;
  if (target?.closest?.('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
  const forward = vertical ? 'ArrowDown' : s.rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = vertical ? 'ArrowUp' : s.rtl ? 'ArrowRight' : 'ArrowLeft';
  if (e.key === forward) s.next();
  else if (e.key === back) s.prev();
  else if ((e.key === 'Home' || e.key === 'End') && (target?.classList?.contains('dot') || target?.id === 'track')) s.goTo(e.key === 'Home' ? 0 : s.total - 1);
  else return;
  e.preventDefault();
}
