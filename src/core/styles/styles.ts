import textLock from './text-lock.css?inline';
import tokens from './tokens.css?inline';

/**
 * Styles go into each shadow root as constructable stylesheets: one CSSStyleSheet per widget class,
 * shared by all its instances, never a <style> element — so a CSP without 'unsafe-inline' allows it.
 */
const cache = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

/**
 * Tokens, then the widget's CSS (after the text lock unless the widget shows the page's own text).
 * The list is built once per widget class and assigned as is to each new shadow root: a page with
 * 1000 elements pays one assignment per element, not a comparison and a string lookup.
 */
export function widgetSheets(css: string, inheritText = false): CSSStyleSheet[] {
  return [sheetFor(tokens), sheetFor(inheritText ? css : textLock + css)];
}

/** Adopts `sheets` (from widgetSheets) into a shadow root (a no-op where constructable stylesheets are missing). */
export function adoptStyles(root: ShadowRoot, sheets: CSSStyleSheet[]): void {
  if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = sheets;
}

export { tokens };
