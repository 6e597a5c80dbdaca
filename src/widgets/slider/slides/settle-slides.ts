import type { KeenSliderInstance } from 'keen-slider';
import { deepActiveElement } from '../../../core/dom/dom';
import { nearIndices } from '../config/config';
import { setImages, type Nearness } from './lazy';
import { setInert } from './slides';

/**
 * The slides at the slider's settled position: the shown ones reachable, the others inert; images
 * eager within one view of being shown (`lazy`) or a little more (default), lazy beyond. `seen` keeps
 * each slide's last state so a drag stays cheap. Returns whether focus was inside a slide now inert.
 */
export function settleSlides(slider: KeenSliderInstance, els: HTMLElement[], view: number, lazy: boolean, seen: WeakMap<HTMLElement, Nearness>): boolean {
  const details = slider.track.details;
  if (!details || !els.length) return false;
  const loop = !!slider.options.loop;
  const near = nearIndices(details.rel, els.length, lazy ? view : view + 1, loop);
  if (lazy) nearIndices(details.rel + view - 1, els.length, view, loop).forEach((i) => near.add(i));
  const active = deepActiveElement();
  let lostFocus = false;
  els.forEach((el, index) => {
    const slide = details.slides[index];
    const visible = index === details.rel || (!!slide && slide.portion > 0.51);
    if (!visible && active && el.contains(active)) lostFocus = true;
    setInert(el, !visible);
    const state: Nearness = visible ? 'visible' : near.has(index) ? 'near' : 'far';
    if (seen.get(el) !== state) {
      seen.set(el, state);
      setImages(el, state, lazy);
    }
  });
  return lostFocus;
}
