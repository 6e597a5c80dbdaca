/**
 * The page-wide fitter: every <inlay-fit-text> on the page is fitted in one batch per frame —
 * all reads, then all writes, then one verification read — so the layout count per batch is
 * bounded (2 for single-line text, ~14 for multiline) whatever the number of elements.
 *
 * Speed: Chromium pays for every distinct font size it meets (a new font instance, ~0.3 ms on
 * Linux), which is what dominates fitty's time. In big batches (≥ 24 elements) the CSS font-size
 * is snapped down to a shared grid (2–40% steps, see GRID) and the rest is made up by
 * `transform: scale()` on the text, so 1000 headlines use about 8–12 font sizes while the drawn
 * size is exact. Small batches use exact sizes. The first write predicts the scale (width is
 * linear in font size); the verification read corrects only the few that are off — a transform
 * needs no layout.
 */
export interface FitDetail {
  /** The size the glyphs are drawn at, in px. */
  fontSize: number;
  /** True when min or max limited the size. */
  clamped: boolean;
}

export interface FitOptions {
  min: number;
  max: number;
  multi: boolean;
  onFit(detail: FitDetail): void;
  onNoHeight(): void;
}

interface Item extends FitOptions {
  host: HTMLElement;
  span: HTMLElement;
  box: Element | null;
  dirty: boolean;
  /** The host's content size as last read by a fit (computed style) or reported by the ResizeObserver. */
  hw: number;
  hh: number;
  /** Current scale on the text, and the text's line height in em (to reserve the scaled height). */
  k: number;
  lh: number;
  /** transform-origin x in % (the edge the text is aligned to). */
  origin: number;
  /** The span's inline style and wrap class as last written (each write only if it changes). */
  style: string;
  wrapped: boolean;
  wrap: boolean;
  /** Box and host border-box widths right after our last write (to recognise their echo). */
  boxEcho: number;
  hostEcho: number;
}

interface Job {
  it: Item;
  /** Available width in host layout px, and the ancestor transform scale (rect px per layout px). */
  avail: number;
  zoom: number;
  /** CSS font-size written and the drawn size aimed at. */
  css: number;
  size: number;
  clamped: boolean;
  rounds: number;
  /** transform-origin x in %. */
  origin: number;
  /** The box's border-box width before the write. */
  box: number;
}

/**
 * log of the grid step for CSS font sizes: 0 (exact sizes) for batches under 24 elements; else
 * the finest step from 2% to 40% that keeps the batch within ~8 sizes. Every distinct size costs
 * Chromium a font instance and a fresh shaping of every word at it: 1000 headlines take ~90 ms to
 * lay out on 64 sizes, ~55 ms on 16, a little less on 8 (0.55× fitty's time against 0.58× for 16,
 * same run). The scale makes up the rest; the text's layout box is grown by the same amount
 * (margin-block in em), so a scaled line never overlaps its neighbours.
 */
let GRID = 0;
const items = new Set<Item>();
const byHost = new Map<Element, Item>();
const byBox = new Map<Element, Set<Item>>();
const boxWidth = new Map<Element, number>();
let ro: ResizeObserver | null = null;
let frame = 0;
let soon = false;
let fontsHooked = false;

const num = (v: string) => parseFloat(v) || 0;
const floor2 = (n: number) => Math.floor(n * 100) / 100;
/** The largest grid size ≤ size (grid: e^(n·GRID), in 0.01 px; exact to 0.01 px when GRID is 0). */
const gridBelow = (size: number) => (GRID ? Math.min(size, floor2(Math.exp(Math.floor(Math.log(size) / GRID + 1e-9) * GRID))) : floor2(size));
const boxOf = (host: HTMLElement): Element | null => host.parentElement ?? ((host.parentNode as ShadowRoot | null)?.host || null);
const width = (el: Element) => el.getBoundingClientRect().width;
const same = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) <= 0.01;
// Computed values through the named accessors: a page of 1000 elements reads ~15 per element, and
// getPropertyValue() with a built name costs a string and a property-name lookup each time.
const padX = (s: CSSStyleDeclaration) => num(s.paddingLeft) + num(s.paddingRight);
const borderX = (s: CSSStyleDeclaration) => num(s.borderLeftWidth) + num(s.borderRightWidth);
const edgesY = (s: CSSStyleDeclaration) => num(s.paddingTop) + num(s.paddingBottom) + num(s.borderTopWidth) + num(s.borderBottomWidth);
/** Used content width or height from computed style, given that axis' padding + border (NaN when not rendered). */
const content = (s: CSSStyleDeclaration, w: boolean, edges: number) => {
  const size = parseFloat(w ? s.width : s.height);
  return s.boxSizing === 'border-box' ? size - edges : size;
};

function observer(): ResizeObserver {
  if (!ro) {
    ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        const { width: w, height: h } = e.contentRect;
        const t = e.target;
        const set = byBox.get(t);
        // A size we saw right after our own write is an echo (a container whose width follows
        // its content): refitting on it would shrink the text a hair per frame, forever.
        const echo = (seen: number) => Math.abs(seen - width(t)) <= 0.01;
        // Sizes the last fit already read (from computed style: same layout, ±0.01 px) are no change.
        if (set && !same(boxWidth.get(t), w)) {
          boxWidth.set(t, w);
          for (const it of set) if (!echo(it.boxEcho)) it.dirty = true;
        }
        const it = byHost.get(t);
        if (it && (!same(it.hw, w) || (it.multi && !same(it.hh, h)))) {
          // (A single line's own height follows its text: only multiline cares about it.)
          if (!echo(it.hostEcho) || (it.multi && !same(it.hh, h))) it.dirty = true;
          it.hw = w;
          it.hh = h;
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
      for (const t of paused) if (byHost.has(t) || byBox.has(t)) ro!.observe(t);
      paused.clear();
    });
  }
  for (const { host, box } of done) {
    for (const t of [host, box]) {
      if (t && !paused.has(t)) {
        paused.add(t);
        ro.unobserve(t);
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
    let s = byBox.get(box);
    if (!s) {
      byBox.set(box, (s = new Set()));
      observer().observe(box);
    }
    s.add(it);
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
    for (const r of records) {
      for (let n: Node | null = r.target; n; n = n.parentNode) {
        const it = byHost.get(n as Element);
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
  const it: Item = { min, max, multi, onFit, onNoHeight, host, span, box: null, dirty: true, hw: NaN, hh: NaN, k: 1, lh: NaN, origin: 0, style: '', wrapped: false, wrap: false, boxEcho: NaN, hostEcho: NaN };
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

export function refit(it: Item | undefined = undefined) {
  if (it) it.dirty = true;
  schedule();
}

/** Fits `host` again at the next frame (the element's `fit()` method). */
export function refitHost(host: Element) {
  refit(byHost.get(host));
}

export function refitAll() {
  for (const it of items) it.dirty = true;
  schedule();
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(run);
}

/** One batch: everything dirty, connected and laid out is fitted; returns what was fitted. */
export function run(): Item[] {
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
  if (!todo.length) return todo;
  // Text clamped at min wraps; it must be measured on one line again (all writes before the reads).
  for (let i = 0; i < todo.length; i++) if (todo[i]!.wrap && !todo[i]!.multi) setWrap(todo[i]!, false);

  const jobs: Job[] = [];
  const multi: Job[] = [];
  // Read phase (one layout for all).
  for (let i = 0; i < todo.length; i++) {
    const it = todo[i]!;
    const hs = getComputedStyle(it.host);
    const fs = parseFloat(hs.fontSize);
    const hb = borderX(hs) + padX(hs);
    // The content box, never more than what integer clientWidth says it is (so text fits by
    // every measure a page may use: getBoundingClientRect, clientWidth, scrollWidth).
    const box = it.box as HTMLElement;
    const bs = getComputedStyle(box);
    const bp = padX(bs);
    const bw = content(bs, true, bs.boxSizing === 'border-box' ? bp + borderX(bs) : 0);
    boxWidth.set(box, bw);
    it.hw = content(hs, true, hb);
    if (it.multi) it.hh = content(hs, false, edgesY(hs));
    const cw = box.clientWidth - bp;
    const avail = Math.min(bw, cw > 0 ? cw : Infinity) - hb - num(hs.marginLeft) - num(hs.marginRight) - 0.02;
    const hostRect = width(it.host);
    const layoutW = it.hw + hb;
    const zoom = layoutW > 0 && Math.abs(hostRect - layoutW) > 0.5 ? hostRect / layoutW : 1;
    if (!(avail > 0) || !(fs > 0) || !(hostRect > 0)) continue; // hidden: wait to be shown
    // Fraction-holding fields start as a fraction (NaN): an integer first (font-size 16, zoom 1)
    // would give V8 an integer field that every job then has to migrate away from.
    const job: Job = { it, avail, zoom: NaN, css: NaN, size: NaN, clamped: false, rounds: 0, origin: 0, box: NaN };
    job.zoom = zoom;
    job.css = job.size = fs;
    job.box = width(box);
    if (it.multi) {
      if (!(it.hh > 0)) {
        it.onNoHeight();
        continue;
      }
      multi.push(job);
      continue;
    }
    const r = it.span.getBoundingClientRect();
    const ratio = r.width / zoom / it.k / fs; // text width per px of font size
    it.lh = r.height / zoom / it.k / fs;
    if (!(ratio > 0)) {
      it.dirty = false; // empty: nothing to fit until the text changes
      continue;
    }
    job.size = (avail * 0.9995) / ratio; // a hair under: the prediction is linear, the check exact
    // Scale from the edge the text is aligned to, so the drawn text stays inside the box.
    const a = hs.textAlign;
    job.origin = a.includes('center') ? 50 : a === 'right' || (a !== 'left' && (a === 'end') !== (hs.direction === 'rtl')) ? 100 : 0;
    jobs.push(job);
  }
  let lo = Infinity;
  let hi = 0;
  for (let i = 0; i < jobs.length; i++) {
    const j = jobs[i]!;
    const t = Math.min(j.it.max, Math.max(j.it.min, j.size));
    lo = Math.min(lo, t);
    hi = Math.max(hi, t);
  }
  GRID = jobs.length < 24 ? 0 : Math.min(Math.log(1.4), Math.max(Math.log(1.02), Math.log(hi / lo) / 8));
  for (let i = 0; i < jobs.length; i++) aim(jobs[i]!, jobs[i]!.size);

  // Write; verify with reads only (one layout); then correct the few that are off. The width
  // scales linearly with the transform, so a corrected scale is exact and needs no layout.
  let pending = jobs;
  while (pending.length) {
    for (let i = 0; i < pending.length; i++) write(pending[i]!);
    const drawn = pending.map((j) => (j.it.wrap ? 0 : width(j.it.span) / j.zoom));
    const again: Job[] = [];
    pending.forEach((j, i) => {
      const d = drawn[i]!;
      if (!(d > 0) || (d <= j.avail && (j.clamped || d >= j.avail * 0.998))) return; // fits
      const target = Math.min(j.it.max, (j.size * j.avail) / d);
      const k = (j.it.k * target) / j.size;
      if ((k < 0.998 || k > Math.exp(GRID) + 0.002) && j.rounds++ < 2) {
        // Off by more than the grid step: not linear (px letter-spacing…); aim again from here.
        aim(j, target);
        again.push(j);
      } else {
        const aimed = j.size / j.css;
        setScale(j.it, k, Math.abs(k - aimed) <= 0.01 * aimed ? aimed : k);
        j.size = j.css * k;
      }
    });
    pending = again;
  }
  if (multi.length) fitMulti(multi);
  const done = jobs.concat(multi);
  const echoes = (list: Job[]) => {
    for (let i = 0; i < list.length; i++) {
      const it = list[i]!.it;
      it.boxEcho = width(it.box!);
      it.hostEcho = width(it.host);
    }
  };
  echoes(done);
  // A box that follows its content (inline-block, float…) hugs the text's layout width, which a
  // scale would overflow: drop the scale there (the box then fits the text exactly).
  const hug = jobs.filter((j) => j.it.k !== 1 && Math.abs(j.it.boxEcho - j.box) > 0.01);
  for (const j of hug) {
    setScale(j.it, 1);
    j.size = j.css;
  }
  if (hug.length) echoes(hug);
  for (let i = 0; i < done.length; i++) {
    const j = done[i]!;
    j.it.dirty = false;
    j.it.onFit({ fontSize: Math.round(j.size * 100) / 100, clamped: j.clamped });
  }
  return done.map((j) => j.it);
}

/** Chooses the CSS size (on the grid) and scale for the drawn size `ideal`, within min..max. */
function aim(j: Job, ideal: number) {
  const { min, max } = j.it;
  const size = Math.min(max, Math.max(min, ideal));
  j.clamped = ideal < min || ideal > max;
  j.size = size;
  j.css = j.clamped ? size : gridBelow(size);
  j.it.k = size / j.css;
  j.it.wrap = ideal < min;
}

function write(j: Job) {
  const { it } = j;
  it.host.style.setProperty('font-size', `${j.css}px`);
  it.origin = j.origin;
  setScale(it, it.wrap ? 1 : it.k);
  setWrap(it, it.wrap);
}

/** Scale on the text; one CSSOM write (cssText is CSSOM, so a strict style-src CSP allows it). */
/**
 * The scale draws the line k times as tall as its layout box: that height is reserved with a margin
 * for the scale `mk` (the aimed one). A correction after the check (a fraction of a percent) keeps
 * that margin: changing it would cost another layout for a sub-pixel difference.
 */
function setScale(it: Item, k: number, mk = k) {
  it.k = k;
  const style =
    k === 1 ? '' : `transform:scale(${k});transform-origin:${it.origin}% 50%${mk > 1 && it.lh > 0 ? `;margin-block:${(((mk - 1) / 2) * it.lh).toFixed(4)}em` : ''}`;
  if (style !== it.style) it.span.style.cssText = it.style = style;
}

function setWrap(it: Item, on: boolean) {
  it.wrap = on;
  if (on !== it.wrapped) it.span.classList.toggle('wrap', (it.wrapped = on));
}

/** Multiline: bisection on the font size, all elements stepping together (one layout per step). */
function fitMulti(jobs: Job[]) {
  const lo = jobs.map((j) => j.it.min);
  const hi = jobs.map((j) => j.it.max);
  const fits = (j: Job) => {
    const s = j.it.span;
    return s.getBoundingClientRect().height / j.zoom <= j.it.hh + 0.01 && s.scrollWidth <= s.clientWidth;
  };
  for (const j of jobs) setScale(j.it, 1);
  for (let step = 0; step < 16; step++) {
    const active = jobs.filter((_, i) => hi[i]! - lo[i]! > 0.05);
    if (!active.length) break;
    const mids = jobs.map((j, i) => (step === 0 ? hi[i]! : floor2((lo[i]! + hi[i]!) / 2)));
    jobs.forEach((j, i) => hi[i]! - lo[i]! > 0.05 && j.it.host.style.setProperty('font-size', `${mids[i]}px`));
    jobs.forEach((j, i) => {
      if (hi[i]! - lo[i]! <= 0.05) return;
      if (fits(j)) lo[i] = mids[i]!;
      else if (step === 0) hi[i] = mids[i]! - 0.01;
      else hi[i] = mids[i]!;
      if (step === 0 && lo[i] === mids[i]) hi[i] = lo[i]!; // fits at max
    });
  }
  jobs.forEach((j, i) => {
    const size = floor2(lo[i]!);
    j.it.host.style.setProperty('font-size', `${size}px`);
    j.size = j.css = size;
    j.clamped = size <= j.it.min || size >= j.it.max;
  });
}
