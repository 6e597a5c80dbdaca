/**
 * Loading a built-in language from beside the script (standalone scripts only). Only widgets with
 * text of their own import this (through defineWidget's `localized` option), so fit-text doesn't ship it.
 */
import { inlayGlobal } from '../host/global';
import { addStrings, baseOf, hub, LANGS, notify } from './i18n';

/** Where this script was loaded from (standalone scripts only; undefined in the ESM build and workers). */
const SCRIPT: string | undefined = (() => {
  if (!__SCRIPT__ || typeof document === 'undefined') return undefined;
  const cur = document.currentScript as HTMLScriptElement | null;
  if (cur?.src) return cur.src;
  const found = [...document.scripts].reverse().find((s) => /\/inlay(-[a-z-]+)?(\.min)?\.js([?#]|$)/.test(s.src));
  return found?.src;
})();

/** The language's strings are at hand (English, unknown languages, the ESM build, or fetched already). */
export function langReady(lang: string): boolean {
  const base = baseOf(lang);
  return !SCRIPT || base === 'en' || !(LANGS as readonly string[]).includes(base) || !!hub().data[base];
}

/**
 * Fetches `i18n/<lang>.json` from beside the script (once per page). Resolves to '' or, when it could
 * not be loaded, a message for the site owner (the widget then speaks English).
 */
export function loadLang(lang: string): Promise<string> {
  const base = baseOf(lang);
  const state = hub();
  if (langReady(base)) return Promise.resolve('');
  return (state.loads[base] ??= (async () => {
    const url = new URL(`i18n/${base}.json`, SCRIPT).href;
    try {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const data = await res.json();
      if (!data || typeof data !== 'object') throw new Error('not a JSON object');
      state.data[base] = data;
      return '';
    } catch (error) {
      state.data[base] = {};
      return `the "${base}" strings could not be loaded from ${url} (${(error as Error).message}); showing English. Copy dist/i18n/ beside the script.`;
    } finally {
      notify();
    }
  })());
}

/**
 * defineWidget's `localized` option. Defining a widget also installs the page's strings API
 * (docs/i18n.md): `Inlay.addStrings(lang, { widget: { key: text } })`.
 */
export const localized = {
  ready: langReady,
  load: loadLang,
  install: () => void (inlayGlobal().addStrings ??= addStrings),
};
