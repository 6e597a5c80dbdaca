import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { fill } from '../../../core/i18n/i18n';
import { arrowKeys } from '../motion/navigation';
import { ownAttr } from '../slides/slides';

/** What a thumbnail shows and says for one slide. */
export interface Thumb {
  src: string | null;
  srcset: string | null;
  name: string;
}

const PLACEHOLDER = 'data:image/svg+xml,';

/**
 * From the slide: a `data-thumb` URL, else its first image (`data-src`/`data-srcset` of a lazy one, else
 * `src`/`srcset`); the name is the image's alt text, else the slide's heading, label or text.
 */
export function thumbOf(el: HTMLElement): Thumb {
  const img = el instanceof HTMLImageElement ? el : el.querySelector('img');
  const own = el.getAttribute('data-thumb');
  const mine = (name: string) => (img ? ownAttr(img, name) : null);
  const src = own ?? img?.getAttribute('data-src') ?? mine('src');
  const heading = el.querySelector('h1,h2,h3,h4,h5,h6,[role="heading"]');
  const name = (img?.getAttribute('alt') || heading?.textContent || (img ? '' : el.textContent) || '').replace(/\s+/g, ' ').trim().slice(0, 120);
  return {
    src: src && !src.startsWith(PLACEHOLDER) ? src : null,
    srcset: own ? null : (img?.getAttribute('data-srcset') ?? mine('srcset')),
    name,
  };
}

export interface ThumbnailsProps {
  thumbs: Thumb[];
  /** The current slide (the destination during a move). */
  index: number;
  /** Positions the slider can take (a thumb past the last full view selects that view). */
  positions: number;
  vertical: boolean;
  rtl: boolean;
  motion: boolean;
  strings: { picker: string; thumb: string; thumbPlain: string };
  goTo(index: number): void;
}

/**
 * The thumbnail strip: the APG tabs pattern with automatic activation. One tab stop (roving tabindex),
 * arrow keys / Home / End move focus and the slide together, each tab `aria-selected` and controlling
 * the slides; a scroller of its own that keeps the current thumbnail in view (never scrolling the page).
 */
export function Thumbnails({ thumbs, index, positions, vertical, rtl, motion, strings, goTo }: ThumbnailsProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const total = thumbs.length;
  // A thumb past the last full view selects that view: it stays selected while the slider is there.
  const selected = chosen !== null && chosen < total && Math.min(chosen, positions - 1) === index ? chosen : index;
  // The thumbnail a key asked for (not a flag): an effect run left over from an earlier key, which
  // preact flushes before the next render, sees a different thumbnail and leaves the focus alone.
  const focusTarget = useRef<number | null>(null);

  useEffect(() => {
    const stripEl = strip.current;
    const thumb = stripEl?.children[selected] as HTMLElement | undefined;
    if (!stripEl || !thumb) return;
    if (focusTarget.current === selected) {
      focusTarget.current = null;
      thumb.focus({ preventScroll: true });
    }
    // Measured in the next frame, after the slider's own writes (no forced layout mid-drag).
    const id = requestAnimationFrame(() => {
      const stripBox = stripEl.getBoundingClientRect();
      const thumbBox = thumb.getBoundingClientRect();
      const delta = vertical
        ? thumbBox.top + thumbBox.height / 2 - (stripBox.top + stripBox.height / 2)
        : thumbBox.left + thumbBox.width / 2 - (stripBox.left + stripBox.width / 2);
      if (Math.abs(delta) > 1) stripEl.scrollBy({ [vertical ? 'top' : 'left']: delta, behavior: motion ? 'smooth' : 'auto' });
    });
    return () => cancelAnimationFrame(id);
  }, [selected, vertical, motion, total]);

  const choose = useCallback(
    (index: number) => {
      setChosen(index);
      goTo(index);
    },
    [goTo],
  );
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const [fwd, back] = arrowKeys(vertical, rtl);
    const target =
      event.key === fwd
        ? (selected + 1) % total
        : event.key === back
          ? (selected - 1 + total) % total
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : -1;
    if (target < 0) return;
    event.preventDefault();
    focusTarget.current = target;
    choose(target);
  };

  // Each thumbnail's element is kept while nothing about it changes: a slide change (or a drag across
  // many) re-renders two thumbnails, not hundreds (the same element is skipped by the diff).
  const cache = useRef<{ t: Thumb; label: string; on: boolean; el: ReactElement }[]>([]);
  const labels = useMemo(
    () => thumbs.map((t, i) => fill(t.name ? strings.thumb : strings.thumbPlain, { n: i + 1, total, name: t.name })),
    [thumbs, strings, total],
  );
  const items = useMemo(
    () =>
      thumbs.map((thumb, slide) => {
        const on = slide === selected;
        const label = labels[slide]!;
        const cached = cache.current[slide];
        if (cached && cached.t === thumb && cached.on === on && cached.label === label) return cached.el;
        const el = (
          <button
            key={slide}
            type="button"
            role="tab"
            part={on ? 'thumbnail active' : 'thumbnail'}
            className="thumb"
            aria-selected={on ? 'true' : 'false'}
            aria-controls="track"
            aria-label={label}
            tabIndex={on ? 0 : -1}
            onClick={() => choose(slide)}
          >
            {/* loading first: attributes are set in this order, and src would start the fetch at once. */}
            {thumb.src ? (
              <img loading="lazy" alt="" sizes={thumb.srcset ? '120px' : undefined} srcSet={thumb.srcset ?? undefined} src={thumb.src} />
            ) : (
              <span>{thumb.name || slide + 1}</span>
            )}
          </button>
        );
        cache.current[slide] = { t: thumb, label, on, el };
        return el;
      }),
    [thumbs, selected, labels, choose],
  );
  return (
    <div
      ref={strip}
      part="thumbnails"
      className="thumbs"
      role="tablist"
      aria-label={strings.picker}
      aria-orientation={vertical ? 'vertical' : undefined}
      onKeyDown={onKey}
    >
      {items}
    </div>
  );
}
