import { ownAttr as own, setAttr } from './slides';

/**
 * Images in slides. Without `lazy` (the default): images near the current slide load now, the others get
 * `loading="lazy"` (only images without their own `loading`, or with `loading="lazy"`, which inside a clipped
 * track would wait until visible). With `lazy`: the same within one view of being shown, plus images
 * written with `data-src` / `data-srcset` (nothing is requested before the slider decides) get a
 * placeholder of their aspect ratio meanwhile, and visible images get `fetchpriority="high"`.
 */
export type Nearness = 'visible' | 'near' | 'far';

const imagesOf = (el: HTMLElement): Iterable<HTMLImageElement> => (el instanceof HTMLImageElement ? [el] : el.querySelectorAll('img'));

/** Aspect ratio from width/height attributes or data-aspect ("4/3", "1.5"). */
function ratioOf(img: Element): number | null {
  const [width, height] = img.hasAttribute('height')
    ? [img.getAttribute('width'), img.getAttribute('height')]
    : (img.getAttribute('data-aspect') ?? '').split('/');
  const ratio = Number(width) / Number(height ?? 1);
  return ratio > 0 && ratio < Infinity ? ratio : null;
}

/** A transparent image of the right proportions: the img box has its final size before the real one loads. */
const placeholder = (ratio: number) => `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${Math.round(ratio * 1000)}' height='1000'/%3E`;

export function setImages(el: HTMLElement, state: Nearness, lazy: boolean): void {
  for (const img of imagesOf(el)) {
    const mine = own(img, 'loading');
    // With `lazy`, Inlay holds back `data-src` images and `loading="lazy"` ones (Chromium would fetch
    // those far beyond a clipped track); their real sources come back within one view of being shown.
    const src = img.getAttribute('data-src') ?? (mine === 'lazy' ? own(img, 'src') : null);
    const srcset = img.getAttribute('data-srcset') ?? (mine === 'lazy' ? own(img, 'srcset') : null);
    if (lazy && (src !== null || srcset !== null)) {
      if (state !== 'far') {
        setAttr(img, 'srcset', srcset);
        setAttr(img, 'src', src);
      } else {
        const ratio = ratioOf(img);
        setAttr(img, 'srcset', null);
        setAttr(img, 'src', ratio ? placeholder(ratio) : null);
      }
    }
    if (mine !== 'eager') {
      if (state !== 'far') {
        if (img.getAttribute('loading') === 'lazy') setAttr(img, 'loading', 'eager');
      } else if (mine == null) setAttr(img, 'loading', 'lazy');
    }
    if (lazy && own(img, 'fetchpriority') == null) setAttr(img, 'fetchpriority', state === 'visible' ? 'high' : 'low');
  }
}
