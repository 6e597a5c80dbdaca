// dist/i18n/<lang>.json: every widget's strings in one built-in language, fetched on demand by the
// standalone scripts (which carry English only: see src/core/i18n/i18n.ts). Sources: every `strings.json`
// under src/ (`{ "en": {…}, "de": {…}, … }`); the namespace is the widget's folder name
// (src/widgets/share → "share"), src/core/consent → "consent", src/core/i18n → "core".
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';

export function stringFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = resolve(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'strings.json') out.push(p);
    }
  };
  walk(resolve(root, 'src'));
  return out.sort();
}

export const namespaceOf = (root, file) => {
  const dir = relative(resolve(root, 'src'), dirname(file)).split(/[\\/]/);
  if (dir[0] === 'core') return dir[1] === 'consent' ? 'consent' : 'core';
  return basename(dirname(file));
};

/** Every namespace's table: `{ core: { en, de, … }, consent: {…}, share: {…}, … }`. */
export function loadTranslations(root) {
  const all = {};
  for (const file of stringFiles(root)) all[namespaceOf(root, file)] = JSON.parse(readFileSync(file, 'utf8'));
  return all;
}

/** Writes <dir>/<lang>.json for every language but English (dist/i18n; test/.build/i18n for the test-only scripts). */
export function writeLocales(root, dirs = ['dist/i18n', 'test/.build/i18n']) {
  const all = loadTranslations(root);
  const langs = new Set(Object.values(all).flatMap((t) => Object.keys(t)));
  for (const dir of dirs) {
    mkdirSync(resolve(root, dir), { recursive: true });
    for (const lang of langs) {
      if (lang === 'en') continue;
      const table = Object.fromEntries(
        Object.entries(all)
          .filter(([, t]) => t[lang])
          .map(([ns, t]) => [ns, t[lang]]),
      );
      writeFileSync(resolve(root, dir, `${lang}.json`), JSON.stringify(table));
    }
  }
  return [...langs];
}
