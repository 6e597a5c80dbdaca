/**
 * One batch of fits: all reads (one layout), all writes, one verification read, then corrections that
 * need no layout (a transform). See fitter.ts for when batches run and why sizes snap to a grid.
 */
import { borderX, contentSize, edgesY, floor2, num, paddingX, width, type Item, type Job } from './layout';
import { fitMultiline } from './fit-multiline';
import { setScale, setWrap } from './text-style';

/**
 * log of the grid step for CSS font sizes: 0 (exact sizes) for batches under 24 elements; else the
 * finest step from 2% to 40% that keeps the batch within ~8 sizes, because every distinct size costs
 * Chromium a font instance and a fresh shaping of every word (figures: docs/fit-text.md). The scale
 * makes up the rest; the layout box grows by the same amount (margin-block in em), so a scaled line
 * never overlaps its neighbours.
 */
let gridStep = 0;
const SMALL_BATCH = 24;
/** The largest grid size ≤ size (grid: e^(n·gridStep), in 0.01 px; exact to 0.01 px when the step is 0). */
const gridBelow = (size: number) => (gridStep ? Math.min(size, floor2(Math.exp(Math.floor(Math.log(size) / gridStep + 1e-9) * gridStep))) : floor2(size));

/** Fits every item of `todo` (dirty, connected, with a box); returns the items fitted. */
export function fitBatch(todo: Item[], boxWidths: Map<Element, number>): Item[] {
  // Text clamped at min wraps; it must be measured on one line again (all writes before the reads).
  for (let i = 0; i < todo.length; i++) if (todo[i]!.wrap && !todo[i]!.multi) setWrap(todo[i]!, false);
  const singles: Job[] = [];
  const multis: Job[] = [];
  for (let i = 0; i < todo.length; i++) measure(todo[i]!, boxWidths, singles, multis);
  chooseGrid(singles);
  for (let i = 0; i < singles.length; i++) aim(singles[i]!, singles[i]!.drawnSize);
  writeAndVerify(singles);
  if (multis.length) fitMultiline(multis);
  const done = singles.concat(multis);
  recordEchoes(done);
  // A box that follows its content (inline-block, float…) hugs the text's layout width, which a
  // scale would overflow: drop the scale there (the box then fits the text exactly).
  const hugging = singles.filter((j) => j.item.scale !== 1 && Math.abs(j.item.boxWidthAfterWrite - j.boxWidth) > 0.01);
  for (const job of hugging) {
    setScale(job.item, 1);
    job.drawnSize = job.cssSize;
  }
  if (hugging.length) recordEchoes(hugging);
  for (let i = 0; i < done.length; i++) {
    const job = done[i]!;
    job.item.dirty = false;
    job.item.onFit({ fontSize: Math.round(job.drawnSize * 100) / 100, clamped: job.clamped });
  }
  return done.map((j) => j.item);
}

/** Read phase for one item: sizes from computed style and rects; pushes its job (or skips it). */
function measure(item: Item, boxWidths: Map<Element, number>, singles: Job[], multis: Job[]) {
  const hostStyle = getComputedStyle(item.host);
  const fontSize = parseFloat(hostStyle.fontSize);
  const hostEdgesX = borderX(hostStyle) + paddingX(hostStyle);
  // The content box, never more than what integer clientWidth says it is (so text fits by
  // every measure a page may use: getBoundingClientRect, clientWidth, scrollWidth).
  const box = item.box as HTMLElement;
  const boxStyle = getComputedStyle(box);
  const boxPaddingX = paddingX(boxStyle);
  const boxContentWidth = contentSize(boxStyle, true, boxStyle.boxSizing === 'border-box' ? boxPaddingX + borderX(boxStyle) : 0);
  boxWidths.set(box, boxContentWidth);
  item.contentWidth = contentSize(hostStyle, true, hostEdgesX);
  if (item.multi) item.contentHeight = contentSize(hostStyle, false, edgesY(hostStyle));
  const clientContent = box.clientWidth - boxPaddingX;
  const available =
    Math.min(boxContentWidth, clientContent > 0 ? clientContent : Infinity) - hostEdgesX - num(hostStyle.marginLeft) - num(hostStyle.marginRight) - 0.02;
  const hostRectWidth = width(item.host);
  const layoutWidth = item.contentWidth + hostEdgesX;
  const zoom = layoutWidth > 0 && Math.abs(hostRectWidth - layoutWidth) > 0.5 ? hostRectWidth / layoutWidth : 1;
  if (!(available > 0) || !(fontSize > 0) || !(hostRectWidth > 0)) return; // hidden: wait to be shown
  // Fraction-holding fields start as a fraction (NaN): an integer first (font-size 16, zoom 1)
  // would give V8 an integer field that every job then has to migrate away from.
  const job: Job = { item, available, zoom: NaN, cssSize: NaN, drawnSize: NaN, clamped: false, rounds: 0, downs: 0, origin: 0, boxWidth: NaN };
  job.zoom = zoom;
  job.cssSize = job.drawnSize = fontSize;
  job.boxWidth = width(box);
  if (item.multi) {
    if (item.contentHeight > 0) multis.push(job);
    else item.onNoHeight();
    return;
  }
  const rect = item.span.getBoundingClientRect();
  const widthPerPx = rect.width / zoom / item.scale / fontSize; // text width per px of font size
  item.lineHeightEm = rect.height / zoom / item.scale / fontSize;
  if (!(widthPerPx > 0)) {
    item.dirty = false; // empty: nothing to fit until the text changes
    return;
  }
  job.drawnSize = (available * 0.9995) / widthPerPx; // a hair under: the prediction is linear, the check exact
  // Scale from the edge the text is aligned to, so the drawn text stays inside the box.
  const align = hostStyle.textAlign;
  const endIsRight = (align === 'end') !== (hostStyle.direction === 'rtl');
  job.origin = align.includes('center') ? 50 : align === 'right' || (align !== 'left' && endIsRight) ? 100 : 0;
  singles.push(job);
}

function chooseGrid(jobs: Job[]) {
  let smallest = Infinity;
  let largest = 0;
  for (let i = 0; i < jobs.length; i++) {
    const job = jobs[i]!;
    const size = Math.min(job.item.max, Math.max(job.item.min, job.drawnSize));
    smallest = Math.min(smallest, size);
    largest = Math.max(largest, size);
  }
  gridStep = jobs.length < SMALL_BATCH ? 0 : Math.min(Math.log(1.4), Math.max(Math.log(1.02), Math.log(largest / smallest) / 8));
}

/** Chooses the CSS size (on the grid) and scale for the drawn size `ideal`, within min..max. */
function aim(job: Job, ideal: number) {
  const { min, max } = job.item;
  const size = Math.min(max, Math.max(min, ideal));
  job.clamped = ideal < min || ideal > max;
  job.drawnSize = size;
  job.cssSize = job.clamped ? size : gridBelow(size);
  job.item.scale = size / job.cssSize;
  job.item.wrap = ideal < min;
}

function write(job: Job) {
  const { item } = job;
  item.host.style.setProperty('font-size', `${job.cssSize}px`);
  item.origin = job.origin;
  setScale(item, item.wrap ? 1 : item.scale);
  setWrap(item, item.wrap);
}

/**
 * Write; verify with reads only (one layout); then correct the few that are off. The width scales
 * linearly with the transform, so a corrected scale is exact and needs no layout. A transform never
 * shrinks the text, though: it shrinks what is drawn, not the layout box that scrollWidth and a
 * scrollbar see. When the text is too wide at its CSS size (the width per px of font size is not
 * linear in every engine: WebKitGTK's glyph rounding jumps 1.3% between 67.4 and 67.5 px), the CSS
 * size steps down until the layout box fits, and the scale only ever grows the text to fill the rest.
 */
function writeAndVerify(jobs: Job[]) {
  let pending = jobs;
  while (pending.length) {
    for (let i = 0; i < pending.length; i++) write(pending[i]!);
    const drawn = pending.map((j) => (j.item.wrap ? 0 : width(j.item.span) / j.zoom));
    const again: Job[] = [];
    pending.forEach((job, index) => {
      const drawnWidth = drawn[index]!;
      if (!(drawnWidth > 0) || (drawnWidth <= job.available && (job.clamped || drawnWidth >= job.available * 0.998))) return; // fits
      const target = Math.min(job.item.max, (job.drawnSize * job.available) / drawnWidth);
      const scale = (job.item.scale * target) / job.drawnSize;
      if (scale < 1 && job.downs < 8) {
        // The layout box at this CSS size is wider than the box: a smaller size (by the overflow, then
        // 0.1% more each time a glyph-rounding jump keeps it too wide), drawn unscaled, then checked.
        job.downs++;
        aim(job, floor2(job.cssSize * scale * (1 - 0.001 * (job.downs - 1)))); // under min: clamped, wraps
        job.cssSize = job.drawnSize;
        job.item.scale = 1;
        again.push(job);
      } else if (!job.downs && (scale < 0.998 || scale > Math.exp(gridStep) + 0.002) && job.rounds++ < 2) {
        // Off by more than the grid step: not linear (px letter-spacing…); aim again from here.
        aim(job, target);
        again.push(job);
      } else {
        const aimed = job.drawnSize / job.cssSize;
        setScale(job.item, scale, Math.abs(scale - aimed) <= 0.01 * aimed ? aimed : scale);
        job.drawnSize = job.cssSize * scale;
      }
    });
    pending = again;
  }
}

function recordEchoes(jobs: Job[]) {
  for (let i = 0; i < jobs.length; i++) {
    const item = jobs[i]!.item;
    item.boxWidthAfterWrite = width(item.box!);
    item.hostWidthAfterWrite = width(item.host);
  }
}
