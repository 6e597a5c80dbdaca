import { boxOf, sameSize, width, type FitOptions, type Item } from './layout';
import { fitBatch } from './fit-batch';

export type { FitDetail, FitOptions } from './layout';

/**
 * The page-wide fitter: every <inlay-fit-text> on the page is fitted in one batch per frame —
 * all reads, then all writes, then one verification read — so the layout count per batch is
 * bounded (2 for single-line text, ~14 for multiline) whatever the number of elements.
 * This module keeps the registry and the observers and decides when a batch runs; fit-batch.ts fits.
 *
 * Speed: Chromium pays for every distinct font size it meets (a new font instance), which is what
 * dominates fitty's time. In big batches the CSS font-size is snapped down to a shared grid
 * (fit-batch.ts) and `transform: scale()` on the text makes up the rest, so the drawn size is exact
 * with a handful of font sizes. The first write predicts the scale (width is linear in font size);
 * the verification read corrects only the few that are off — a transform needs no layout.
 */
const items = new Set<Item>();
const byHost = new Map<Element, Item>();
const byBox = new Map<Element, Set<Item>>();
const boxWidth = new Map<Element, number>();
let ro: ResizeObserver | null = null;
let frame = 0;
let soon = false;
let fontsHooked = false;

function observer(): ResizeObserver {
  if (!ro) {
    ro = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const { width: newWidth, height: newHeight } = entry.contentRect;
        const target = entry.target;
        const set = byBox.get(target);
        // A size we saw right after our own write is an echo (a container whose width follows
        // its content): refitting on it would shrink the text a hair per frame, forever.
        const isEcho = (seenAfterWrite: number) => Math.abs(seenAfterWrite - width(target)) <= 0.01;
        // Sizes the last fit already read (from computed style: same layout, ±0.01 px) are no change.
        if (set && !sameSize(boxWidth.get(target), newWidth)) {
          boxWidth.set(target, newWidth);
          for (const item of set) if (!isEcho(item.boxWidthAfterWrite)) item.dirty = true;
        }
        const item = byHost.get(target);
        const heightChanged = item?.multi && !sameSize(item.contentHeight, newHeight);
        if (item && (!sameSize(item.contentWidth, newWidth) || heightChanged)) {
          // (A single line's own height follows its text: only multiline cares about it.)
          if (!isEcho(item.hostWidthAfterWrite) || heightChanged) item.dirty = true;
          item.contentWidth = newWidth;
          item.contentHeight = newHeight;
        }
      }
      pause(run());
      // Web fonts: hooked after the first batch — touching document.fonts forces a style and
      // layout, which is free once the page is laid out, not while 1000 elements upgrade.
      if (!fontsHooked && (fontsHooked = true)) {
        const fonts = document.fonts;
        fonts?.addEventListener?.('loadingdone', refitAll);
        if (fonts?.status === 'loading') fonts.ready.then(refitAll, () => {});
      }
    });
  }
  return ro;
}

/**
 * A fit run inside the ResizeObserver callback changes the size of what it observes (the text got
 * taller, so did the element and its container). Reported again in the same frame, that is a
 * "ResizeObserver loop completed with undelivered notifications" error on window.onerror — noise
 * in every site's error tracker. So the fitted targets are unobserved for the rest of the frame and
 * observed again at the next one, whose first report is the size we already know (an echo).
 */
const paused = new Set<Element>();
function pause(done: Item[]) {
  if (!done.length || !ro) return;
  if (!paused.size) {
    requestAnimationFrame(() => {
      for (const target of paused) if (byHost.has(target) || byBox.has(target)) ro!.observe(target);
      paused.clear();
    });
  }
  for (const { host, box } of done) {
    for (const target of [host, box]) {
      if (target && !paused.has(target)) {
        paused.add(target);
        ro.unobserve(target);
      }
    }
  }
}

function setBox(it: Item, box: Element | null) {
  const old = it.box;
  if (old === box) return;
  const set = old && byBox.get(old);
  if (set) {
    set.delete(it);
    if (!set.size && old !== box) {
      byBox.delete(old!);
      boxWidth.delete(old!);
      if (!byHost.has(old!)) {
        ro?.unobserve(old!);
        paused.delete(old!);
      }
    }
  }
  it.box = box;
  if (box) {
    let boxItems = byBox.get(box);
    if (!boxItems) {
      byBox.set(box, (boxItems = new Set()));
      observer().observe(box);
    }
    boxItems.add(it);
  }
}

/**
 * One MutationObserver for every element's text (a MutationObserver can't unobserve one node: an
 * element that stops being fitted is simply ignored, and the browser drops its registration with it).
 */
let mo: MutationObserver | null = null;
const TEXT: MutationObserverInit = { childList: true, subtree: true, characterData: true };
function textObserver(): MutationObserver {
  return (mo ??= new MutationObserver((records) => {
    for (const record of records) {
      for (let node: Node | null = record.target; node; node = node.parentNode) {
        const it = byHost.get(node as Element);
        if (it) {
          refit(it);
          break;
        }
      }
    }
  }));
}

/** Starts fitting `host` (its text measured through `span`); returns the stop function. */
export function track(host: HTMLElement, span: HTMLElement, options: FitOptions): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {}; // no layout (server, old engine): leave the text as is
  // Every field written later is present from the start (one object shape for 1000 items), and the
  // sizes read later start as NaN (not an integer V8 would then migrate every item away from).
  const { min, max, multi, onFit, onNoHeight } = options;
  const it: Item = {
    min,
    max,
    multi,
    onFit,
    onNoHeight,
    host,
    span,
    box: null,
    dirty: true,
    contentWidth: NaN,
    contentHeight: NaN,
    scale: 1,
    lineHeightEm: NaN,
    origin: 0,
    style: '',
    wrapped: false,
    wrap: false,
    boxWidthAfterWrite: NaN,
    hostWidthAfterWrite: NaN,
  };
  // A span tracked before (options changed) starts clean; a new one has nothing to reset (and
  // touching its style or class would be two DOM writes per element on a 1000-element page).
  if (span.hasAttribute('style')) span.removeAttribute('style');
  if (span.className) span.classList.remove('wrap');
  items.add(it);
  byHost.set(host, it);
  observer().observe(host);
  setBox(it, boxOf(host));
  textObserver().observe(host, TEXT);
  // Elements added to a loaded page (a script, an SPA view) are fitted in one batch at the end of
  // the task that added them — before the first paint, without waiting a frame. While the page is
  // still being parsed, batches wait for the frame (no layout forced between parser chunks).
  if (document.readyState === 'loading') schedule();
  else if (!soon && (soon = true)) {
    queueMicrotask(() => {
      soon = false;
      run();
    });
  }
  return () => {
    items.delete(it);
    if (byHost.get(host) === it) byHost.delete(host);
    if (!byBox.has(host)) {
      ro?.unobserve(host);
      paused.delete(host);
    }
    setBox(it, null);
  };
}

function refit(it: Item | undefined = undefined) {
  if (it) it.dirty = true;
  schedule();
}

/** Fits `host` again at the next frame (the element's `fit()` method). */
export function refitHost(host: Element) {
  refit(byHost.get(host));
}

function refitAll() {
  for (const it of items) it.dirty = true;
  schedule();
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(run);
}

/** One batch: everything dirty, connected and laid out is fitted; returns what was fitted. */
function run(): Item[] {
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  // (The loops over every item are index loops or forEach: they run once per batch, mostly before
  // V8 optimises them, where for…of allocates an iterator result per step — 1000s per batch.)
  const todo: Item[] = [];
  items.forEach((it) => {
    if (!it.dirty || !it.host.isConnected) return;
    const box = boxOf(it.host);
    if (box !== it.box) setBox(it, box);
    // No need to wait for the ResizeObserver's first report: sizes are read from the layout below
    // (a first fit before the first paint, without waiting a frame for the observer).
    if (box) todo.push(it);
  });
  return todo.length ? fitBatch(todo, boxWidth) : todo;
}
