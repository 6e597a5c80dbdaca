import { floor2, type Job } from './layout';
import { setScale } from './text-style';

const SETTLED = 0.05; // px: a bracket this narrow is done

/** Multiline: bisection on the font size, all elements stepping together (one layout per step). */
export function fitMultiline(jobs: Job[]) {
  const lo = jobs.map((j) => j.item.min);
  const hi = jobs.map((j) => j.item.max);
  const open = (i: number) => hi[i]! - lo[i]! > SETTLED;
  const fits = (j: Job) => {
    const span = j.item.span;
    return span.getBoundingClientRect().height / j.zoom <= j.item.contentHeight + 0.01 && span.scrollWidth <= span.clientWidth;
  };
  for (const j of jobs) setScale(j.item, 1);
  for (let step = 0; step < 16; step++) {
    if (!jobs.some((_, i) => open(i))) break;
    // The first step tries max itself (most multiline text fits at max or close to it).
    const mids = jobs.map((_, i) => (step === 0 ? hi[i]! : floor2((lo[i]! + hi[i]!) / 2)));
    jobs.forEach((j, i) => open(i) && j.item.host.style.setProperty('font-size', `${mids[i]}px`));
    jobs.forEach((j, i) => {
      if (!open(i)) return;
      if (fits(j)) lo[i] = mids[i]!;
      else hi[i] = step === 0 ? mids[i]! - 0.01 : mids[i]!;
      if (step === 0 && lo[i] === mids[i]) hi[i] = lo[i]!; // fits at max
    });
  }
  jobs.forEach((j, i) => {
    const size = floor2(lo[i]!);
    j.item.host.style.setProperty('font-size', `${size}px`);
    j.drawnSize = j.cssSize = size;
    j.clamped = size <= j.item.min || size >= j.item.max;
  });
}
