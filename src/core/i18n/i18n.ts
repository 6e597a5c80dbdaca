/**
 * Translations. Each widget keeps its visible and accessible strings in one `strings.json`
 * (`{ "en": {...}, "de": {...}, … }`, all 16 built-in languages, see docs/i18n.md), imported by its
 * `strings.ts` as `translations`.
 *
 * - The npm ESM build and the unit tests carry every language. The standalone scripts carry English
 *   only (the build strips the others, rollup.config.mjs) and fetch `i18n/<lang>.json` from beside
 *   their own script the first time an element needs that language (scripts/i18n.mjs writes one file
 *   per language with every widget's strings; ~3-4 KB gzip each).
 * - The language is the element's own `lang`, else the nearest ancestor's (crossing shadow roots), else
 *   `<html lang>`; a region (`de-AT`) falls back to its language (`de`), anything unknown to English.
 *   It is live: one MutationObserver per page (shared by every Inlay script) watches `lang` and `dir`.
 * - Overrides, per key: the element's `strings` property/attribute, then the page's
 *   `window.Inlay.strings[lang][widget]` (see addStrings), then the built-in language, then English.
 * - A plural string lists its forms by Intl.PluralRules category: `one: {n} result | other: {n} results`
 *   (Polish: one/few/many/other, Arabic: zero/one/two/few/many/other); a plain string serves every count.
 */
import { shared } from '../host/global';

export type Strings = Record<string, string>;
export type Translations<S extends Strings> = { en: S } & Record<string, Partial<S>>;
/** Page-level strings: `{ de: { share: { copy: '…' } } }`. */
export type PageStrings = Record<string, Record<string, Strings | undefined> | undefined>;

/** The 16 built-in languages. */
export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'cs', 'tr', 'ja', 'zh', 'ar', 'he'] as const;
const RTL = /^(ar|he|iw|fa|ur|ps|yi|dv|ckb|ug|sd)$/;

/** `de-AT` → `de`, `pt_BR` → `pt`. */
export const baseOf = (lang: string): string => lang.toLowerCase().split(/[-_]/)[0]!;

/** The BCP 47 language in effect for a node. */
export function langOf(node: Element | null | undefined): string {
  let el: Element | null | undefined = node;
  while (el) {
    const lang = el.getAttribute('lang');
    if (lang) return lang;
    el = parentOf(el);
  }
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

function parentOf(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The text direction in effect for a node: the nearest `dir="rtl|ltr"` or `lang` (ar, he, … → rtl) on
 * the node or an ancestor (crossing shadow roots), whichever is nearer; else the computed `direction`.
 */
export function dirOf(node: Element | null | undefined): 'ltr' | 'rtl' {
  let el: Element | null | undefined = node;
  while (el) {
    const dir = el.getAttribute('dir')?.toLowerCase();
    if (dir === 'rtl' || dir === 'ltr') return dir;
    const lang = el.getAttribute('lang');
    if (lang) return RTL.test(baseOf(lang)) ? 'rtl' : 'ltr';
    el = parentOf(el);
  }
  return node && typeof getComputedStyle === 'function' && getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr';
}

// --- the page-wide hub (shared by every Inlay script on the page) --------------------------------

interface Hub {
  /** Called on every lang/dir mutation and whenever strings were added or loaded. */
  subs: Set<() => void>;
  /** Roots (document, shadow roots) the observer already watches. */
  roots: WeakSet<Node>;
  mo?: MutationObserver;
  /** Built-in languages fetched so far: lang → { widget → strings } ({} when the fetch failed). */
  data: Record<string, Record<string, Strings> | undefined>;
  loads: Record<string, Promise<string> | undefined>;
  /** Bumped whenever strings change (added by the page or loaded). */
  v: number;
}

export const hub = (): Hub => shared('i18n', () => ({ subs: new Set(), roots: new WeakSet(), data: {}, loads: {}, v: 0 }));

/** The page's strings: `window.Inlay.strings` (may be set before any Inlay script runs). */
function pageStrings(): PageStrings | undefined {
  if (typeof window === 'undefined') return undefined;
  const strings = window.Inlay?.strings;
  return strings && typeof strings === 'object' ? (strings as PageStrings) : undefined;
}

/** The current strings version (changes when the page adds strings or a language arrives). */
export const stringsVersion = (): number => (typeof window === 'undefined' ? 0 : hub().v);

export function notify() {
  const state = hub();
  state.v++;
  for (const subscriber of [...state.subs]) subscriber();
}

/**
 * `window.Inlay.addStrings(lang, { share: { copy: 'Copy' } })`: adds or rewords strings for a language
 * (a new one too: `fi`, `pt-br`) on every Inlay element on the page, re-rendering them at once.
 */
export function addStrings(lang: string, table: Record<string, Strings>): void {
  const inlay = window.Inlay!;
  const all = (inlay.strings && typeof inlay.strings === 'object' ? inlay.strings : (inlay.strings = {})) as PageStrings;
  const key = lang.toLowerCase();
  const into = (all[key] ??= {});
  for (const [widget, strings] of Object.entries(table ?? {})) into[widget] = { ...into[widget], ...strings };
  notify();
}

/**
 * Calls `callback` whenever a `lang` or `dir` attribute changes anywhere in the element's tree (one
 * MutationObserver per page) or strings are added. Returns the unsubscribe function.
 */
export function watchLang(host: Element, callback: () => void): () => void {
  const state = hub();
  state.mo ??= new MutationObserver(() => {
    for (const subscriber of [...state.subs]) subscriber();
  });
  for (let root: Node = host.getRootNode(); ;) {
    if (!state.roots.has(root) && (root instanceof ShadowRoot || root instanceof Document)) {
      state.roots.add(root);
      state.mo.observe(root instanceof Document ? root.documentElement : root, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
    }
    if (!(root instanceof ShadowRoot)) break;
    root = root.host.getRootNode();
  }
  state.subs.add(callback);
  return () => void state.subs.delete(callback);
}

// --- picking and formatting ----------------------------------------------------------------------

const MARK = '\u0001';

/**
 * The strings of widget `ns` for a language: the element's overrides, then the page's, then the
 * built-in language (bundled or fetched), then English — per key, so a gap never shows blank.
 */
export function pickStrings<S extends Strings>(ns: string, translations: Translations<S>, lang: string, overrides?: Partial<S> | null): S {
  const lower = lang.toLowerCase();
  const base = baseOf(lower);
  const page = pageStrings();
  const layers = [translations[base], typeof window === 'undefined' ? undefined : hub().data[base]?.[ns], page?.[base]?.[ns], page?.[lower]?.[ns]];
  // Plural forms are chosen by the language the text is in: English rules for English fallbacks.
  const pluralLang = layers.some((l) => l && Object.keys(l).length) || base === 'en' ? lower : 'en';
  const out: Strings = { ...translations.en };
  for (const layer of [...layers, overrides]) {
    if (layer && typeof layer === 'object') for (const [key, text] of Object.entries(layer)) if (typeof text === 'string') out[key] = text;
  }
  // A plural string carries its language (invisibly) so format() can pick the form.
  for (const key in out) if (isPlural(out[key]!)) out[key] = MARK + pluralLang + MARK + out[key];
  return out as S;
}

const FORM = /^\s*(zero|one|two|few|many|other)\s*:/;
const isPlural = (s: string) => s.includes('|') && FORM.test(s);

/** `one: {n} result | other: {n} results` → { one: '{n} result', other: '{n} results' }. */
export function pluralForms(template: string): Record<string, string> | null {
  if (!isPlural(template)) return null;
  const forms: Record<string, string> = {};
  for (const part of template.split('|')) {
    const match = FORM.exec(part);
    if (match) forms[match[1]!] = part.slice(match[0].length).trim();
  }
  return forms;
}

const rulesCache: Record<string, Intl.PluralRules> = {};
const numbersCache: Record<string, Intl.NumberFormat> = {};
function intl<T>(cache: Record<string, T>, lang: string, make: (language: string | undefined) => T): T {
  if (!cache[lang]) {
    try {
      cache[lang] = make(lang);
    } catch {
      cache[lang] = make(undefined);
    }
  }
  return cache[lang]!;
}

/** A number in the language's own digits and separators (Intl.NumberFormat). */
export const formatNumber = (n: number, lang: string): string => intl(numbersCache, lang, (l) => new Intl.NumberFormat(l)).format(n);

/**
 * Replaces `{name}` placeholders; values are plain text (never parsed as markup). A plural string
 * picks its form by `{n}` (Intl.PluralRules) and writes numbers the language's way.
 */
export function format(template: string, values: Record<string, string | number>): string {
  const count = values.n;
  let text = template;
  if (text.startsWith(MARK) || isPlural(text)) {
    const lang = text.startsWith(MARK) ? text.slice(1, text.indexOf(MARK, 1)) : 'en';
    text = choose(text, typeof count === 'number' ? count : Number(String(count).replace(/[^\d.-]/g, '')));
    if (typeof count === 'number') values = { ...values, n: formatNumber(count, lang) };
  }
  return fill(text, values);
}

/** Replaces `{name}` placeholders in a string without plural forms (plain text, never markup). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The form of a plural string for the count `n` (still with its `{n}`); other strings as they are.
 * A string that did not come through pickStrings (no language attached) uses English rules.
 */
export function choose(template: string, count: number): string {
  let lang = 'en';
  let text = template;
  if (text.startsWith(MARK)) {
    const end = text.indexOf(MARK, 1);
    lang = text.slice(1, end);
    text = text.slice(end + 1);
  }
  const forms = pluralForms(text);
  if (!forms) return text;
  const cat = Number.isFinite(count) ? intl(rulesCache, lang, (l) => new Intl.PluralRules(l)).select(count) : 'other';
  return forms[cat] ?? forms.other ?? Object.values(forms)[0] ?? '';
}

/** "a, b and c" in the language (Intl.ListFormat, plain join where unsupported). */
export function formatList(items: string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The keys of `overrides` that the widget doesn't have (for a clear `inlay-error`). */
export function unknownKeys(overrides: unknown, en: Strings): string[] {
  if (!overrides || typeof overrides !== 'object') return [];
  return Object.keys(overrides).filter((k) => !(k in en) || typeof (overrides as Strings)[k] !== 'string');
}
