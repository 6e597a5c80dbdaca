import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, choose, dirOf, format, formatList, langOf, pickStrings, pluralForms, unknownKeys } from './i18n';

const table = { en: { a: 'One', b: 'Two' }, de: { a: 'Eins' }, 'de-ch': { a: 'Äis' } };

// The document as the file found it: tests that set <html lang>/<html dir> or add elements put it back
// (other test files in the same worker must not inherit a page language).
const html = document.documentElement;
const initial = { lang: html.getAttribute('lang'), dir: html.getAttribute('dir'), body: [...document.body.childNodes] };
const restoreAttr = (name: 'lang' | 'dir', value: string | null) => (value === null ? html.removeAttribute(name) : html.setAttribute(name, value));

afterEach(() => {
  delete (window.Inlay as { strings?: unknown } | undefined)?.strings;
  restoreAttr('lang', initial.lang);
  restoreAttr('dir', initial.dir);
  document.body.replaceChildren(...initial.body);
});

describe('i18n', () => {
  it('falls back language → English per key; regions use their language', () => {
    expect(pickStrings('x', table, 'de-AT')).toEqual({ a: 'Eins', b: 'Two' });
    expect(pickStrings('x', table, 'fr')).toEqual({ a: 'One', b: 'Two' });
    expect(pickStrings('x', table, 'en', { b: 'Deux' })).toEqual({ a: 'One', b: 'Deux' });
  });
  it('layers the page strings (language, then exact region) under the element overrides', () => {
    window.Inlay ??= { version: '0', versions: [] };
    addStrings('de', { x: { b: 'Zwei' } });
    addStrings('pt-BR', { x: { a: 'Um' } });
    expect(pickStrings('x', table, 'de-AT')).toEqual({ a: 'Eins', b: 'Zwei' });
    expect(pickStrings('x', table, 'de', { b: 'II' })).toEqual({ a: 'Eins', b: 'II' });
    expect(pickStrings('x', table, 'pt-br')).toEqual({ a: 'Um', b: 'Two' });
    expect(pickStrings('y', table, 'de')).toEqual({ a: 'Eins', b: 'Two' });
  });
  it('formats placeholders as text', () => {
    expect(format('{n} of {total}', { n: 3, total: 10 })).toBe('3 of 10');
    expect(format('<b>{x}</b> {missing}', { x: '<i>' })).toBe('<b><i></b> {missing}');
  });
  it('picks plural forms by Intl.PluralRules and writes numbers the language way', () => {
    const pl = { en: { r: 'one: {n} result | other: {n} results' }, pl: { r: 'one: {n} wynik | few: {n} wyniki | many: {n} wyników | other: {n} wyniku' } };
    const polish = pickStrings('x', pl, 'pl');
    expect([1, 2, 5, 22, 1.5].map((n) => format(polish.r, { n }))).toEqual(['1 wynik', '2 wyniki', '5 wyników', '22 wyniki', '1,5 wyniku']);
    const english = pickStrings('x', pl, 'en');
    expect(format(english.r, { n: 1 })).toBe('1 result');
    expect(format(english.r, { n: 12345 })).toBe('12,345 results');
    // A language without its own text uses English forms with English rules.
    expect(format(pickStrings('x', pl, 'xx').r, { n: 2 })).toBe('2 results');
    // A plain override serves every count.
    expect(format(pickStrings('x', pl, 'pl', { r: '{n} hits' }).r, { n: 5 })).toBe('5 hits');
    expect(choose(polish.r, 3)).toBe('{n} wyniki');
    expect(pluralForms('plain')).toBeNull();
    expect(formatList(['a', 'b', 'c'], 'de')).toBe('a, b und c');
  });
  it('names unknown override keys', () => {
    expect(unknownKeys({ a: 'x', nope: 'y', b: 3 }, table.en)).toEqual(['nope', 'b']);
    expect(unknownKeys(null, table.en)).toEqual([]);
  });
  it('finds the nearest lang, crossing shadow roots, else <html lang>', () => {
    document.documentElement.lang = 'nl';
    const outer = document.createElement('div');
    outer.lang = 'de';
    const shadowHost = document.createElement('div');
    outer.append(shadowHost);
    const root = shadowHost.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    document.body.append(outer);
    expect(langOf(inner)).toBe('de');
    const lone = document.createElement('span');
    document.body.append(lone);
    expect(langOf(lone)).toBe('nl');
  });
  it('takes the direction from the nearer of dir and an RTL lang', () => {
    html.setAttribute('dir', 'ltr');
    const outer = document.createElement('div');
    outer.lang = 'ar';
    const inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
    expect(dirOf(inner)).toBe('rtl');
    inner.setAttribute('dir', 'ltr');
    expect(dirOf(inner)).toBe('ltr');
    inner.removeAttribute('dir');
    outer.lang = 'he-IL';
    expect(dirOf(inner)).toBe('rtl');
    outer.lang = 'en';
    expect(dirOf(inner)).toBe('ltr');
  });
  // Runs last: fails if a test above left its page language, direction or elements behind.
  it('leaves the document as it found it', () => {
    expect(html.getAttribute('lang')).toBe(initial.lang);
    expect(html.getAttribute('dir')).toBe(initial.dir);
    expect([...document.body.childNodes]).toEqual(initial.body);
    expect(langOf(document.body)).toBe(initial.lang || 'en');
  });
});
