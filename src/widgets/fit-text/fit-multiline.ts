import { floor2, type Job } from './layout';
import { setScale } from './text-style';

const SETTLED = 0.05; // px: a bracket this narrow is done

/** Multiline: bisection on the font size, all elements stepping together (one layout per step). */
export function fitMultiline(jobs: Job[]) {
  const lo = jobs.map((j) => j.item.min);
  const hi = jobs.map((j) => j.item.max);
  const open = (i: number) => hi[i]! - lo[i]! > SETTLED;
  const fits = (job: Job) => {
    const span = job.item.span;
    return span.getBoundingClientRect().height / job.zoom <= job.item.contentHeight + 0.01 && span.scrollWidth <= span.clientWidth;
  };
  for (const job of jobs) setScale(job.item, 1);
  for (let step = 0; step < 16; step++) {
    if (!jobs.some((_, i) => open(i))) break;
    // The first step tries max itself (most multiline text fits at max or close to it).
    const mids = jobs.map((_, i) => (step === 0 ? hi[i]! : floor2((lo[i]! + hi[i]!) / 2)));
    jobs.forEach((j, i) => open(i) && j.item.host.style.setProperty('font-size', `${mids[i]}px`));
    jobs.forEach((job, index) => {
      if (!open(index)) return;
      if (fits(job)) lo[index] = mids[index]!;
      else hi[index] = step === 0 ? mids[index]! - 0.01 : mids[index]!;
      if (step === 0 && lo[index] === mids[index]) hi[index] = lo[index]!; // fits at max
    });
  }
  jobs.forEach((job, index) => {
    const size = floor2(lo[index]!);
    job.item.host.style.setProperty('font-size', `${size}px`);
    job.drawnSize = job.cssSize = size;
    job.clamped = size <= job.item.min || size >= job.item.max;
  });
}
