// @vitest-environment node
/**
 * The built-in translations: every language has every key of every widget (no English fallback hiding a
 * gap), the same placeholders, every plural form its language needs, and differs from English where
 * the language does. A failing test names the table, the language and the keys.
 *
 * Adding a key: add it to `en` and to every other language in that widget's strings.json.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script, no declarations
import { loadTranslations } from '../../../scripts/i18n.mjs';
import { LANGS, pluralForms } from './i18n';

type Table = Record<string, Record<string, string>>;
// The tables as the build reads them (the same files, the same namespaces as dist/i18n/<lang>.json).
const tables = Object.entries(loadTranslations(fileURLToPath(new URL('../../..', import.meta.url))) as Record<string, Table>);

/** Texts that are rightly the same as English: [table, language, key]. */
const SAME_AS_ENGLISH = new Set([
  'form.da.submit', // "Send"
  'share.it.mail', // "Email"
  'form.es.errorPrefix', // "Error:"
  'slider.pt.slide', // "slide" is the word in pt and da
  'slider.pt.dot',
  'slider.da.slide',
  'slider.da.dot',
]);

const placeholders = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
const forms = (s: string) => pluralForms(s) ?? { other: s };

describe('built-in translations', () => {
  it('covers the five widgets, the consent placeholder and the core', () => {
    expect(tables.map(([ns]) => ns).sort()).toEqual(['consent', 'core', 'fit-text', 'form', 'search', 'share', 'slider']);
  });
  for (const [ns, table] of tables) {
    const en = table.en!;
    for (const lang of LANGS) {
      it(`${ns}: ${lang} has every key, placeholder and plural form`, () => {
        const langTable = table[lang];
        expect(langTable, `${ns} has no "${lang}" table`).toBeDefined();
        const missing = Object.keys(en).filter((k) => typeof langTable![k] !== 'string' || !langTable![k]);
        expect(missing, `${ns}.${lang} misses: ${missing.join(', ')}`).toEqual([]);
        const extra = Object.keys(langTable!).filter((k) => !(k in en));
        expect(extra, `${ns}.${lang} has keys English lacks: ${extra.join(', ')}`).toEqual([]);
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, text] of Object.entries(langTable!)) {
          const own = forms(text);
          // Every form uses only the placeholders English uses.
          for (const form of Object.values(own)) {
            const extraPh = placeholders(form).filter((p) => !placeholders(en[key]!).includes(p));
            expect(extraPh, `${ns}.${lang}.${key} uses unknown placeholders`).toEqual([]);
          }
          if (pluralForms(en[key]!)) {
            const needed = categories.filter((c) => !(c in own));
            if (categories.length > 1) expect(needed, `${ns}.${lang}.${key} lacks plural forms ${needed.join(', ')}`).toEqual([]);
          } else {
            // Each placeholder of English is kept (it carries the data: a name, a count, a query).
            const lost = placeholders(en[key]!).filter((p) => !placeholders(text).includes(p));
            expect(lost, `${ns}.${lang}.${key} drops ${lost.join(', ')}`).toEqual([]);
          }
        }
        if (lang !== 'en') {
          const same = Object.keys(en).filter(
            (k) => langTable![k] === en[k] && !SAME_AS_ENGLISH.has(`${ns}.${lang}.${k}`) && en[k]!.replace(/\{\w+\}|[\W\d]/g, '').length > 0,
          );
          expect(same, `${ns}.${lang} still says in English: ${same.join(', ')}`).toEqual([]);
        }
      });
    }
  }
});
