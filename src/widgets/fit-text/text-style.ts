import type { Item } from './layout';

/**
 * Scale on the text; one CSSOM write (cssText is CSSOM, so a strict style-src CSP allows it).
 * The scale draws the line `scale` times as tall as its layout box: that height is reserved with a
 * margin for the scale `marginScale` (the aimed one). A correction after the check (a fraction of a
 * percent) keeps that margin: changing it would cost another layout for a sub-pixel difference.
 */
export function setScale(item: Item, scale: number, marginScale = scale) {
  item.scale = scale;
  const margin = marginScale > 1 && item.lineHeightEm > 0 ? `;margin-block:${(((marginScale - 1) / 2) * item.lineHeightEm).toFixed(4)}em` : '';
  const style = scale === 1 ? '' : `transform:scale(${scale});transform-origin:${item.origin}% 50%${margin}`;
  if (style !== item.style) item.span.style.cssText = item.style = style;
}

/** Text clamped at min wraps (class `wrap`); written only when it changes. */
export function setWrap(item: Item, on: boolean) {
  item.wrap = on;
  if (on !== item.wrapped) item.span.classList.toggle('wrap', (item.wrapped = on));
}
