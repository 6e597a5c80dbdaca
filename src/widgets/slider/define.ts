import { defineWidget } from '../../core/element/define';
import { localized } from '../../core/i18n/i18n-load';
import { callElementMethod } from '../../core/element/widget';
import css from './slider.css?inline';
import { Slider } from './ui/Slider';
import { spec } from './spec';

export const Element = defineWidget(spec, Slider, { styles: css, localized });

// Read-only `index` / `total` (and `index = n` as a shortcut for goTo(n)).
// (No element in a worker — inlay.js also runs as search's index worker — or on a server.)
const proto = Element?.prototype as object | undefined;
if (proto && !Object.hasOwn(proto, 'index')) {
  Object.defineProperties(proto, {
    index: {
      configurable: true,
      get(this: HTMLElement) {
        return (callElementMethod(this, 'index', []) as number | undefined) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        callElementMethod(this, 'goTo', [value]);
      },
    },
    total: {
      configurable: true,
      get(this: HTMLElement) {
        return (callElementMethod(this, 'total', []) as number | undefined) ?? 0;
      },
    },
  });
}
