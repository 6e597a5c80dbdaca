// Each widget's page (docs/<widget>.md) ends with a reference generated from custom-elements.json: this
// fails, with the diff, when someone changed a spec and did not run `npm run docs`. The README stays
// the first five minutes: the two commands, one snippet per widget, links that resolve.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { renderDocs } from './docs.mjs';

const root = resolve(__dirname, '..');
const read = (f: string) => readFileSync(resolve(root, f), 'utf8');

describe('docs', () => {
  const rendered = renderDocs() as Record<string, string>;
  it('has a page with a reference for every element', () => {
    expect(Object.keys(rendered).sort()).toEqual(['docs/fit-text.md', 'docs/form.md', 'docs/search.md', 'docs/share.md', 'docs/slider.md']);
  });
  for (const [file, text] of Object.entries(rendered)) {
    it(`${file} is in sync with custom-elements.json (run \`npm run docs\`)`, () => {
      expect(read(file)).toBe(text);
    });
  }
});

describe('README', () => {
  const readme = read('README.md');
  it('shows the two commands a newcomer runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
  it('stays short (the reference lives in docs/) and shows one snippet per widget', () => {
    expect(readme.length).toBeLessThan(12_000);
    for (const w of ['fit-text', 'share', 'slider', 'form', 'search']) expect(readme).toContain(`<script src="/inlay/inlay-${w}.js" defer></script>`);
  });
  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((l) => !existsSync(resolve(root, l)))).toEqual([]);
  });
});
