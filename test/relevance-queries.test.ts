// The judged query sets of the relevance benchmark (bench/relevance/*.queries.json) stay well-formed, and
// the two generated sites still contain every page and anchor their judgements name (a change to a
// generator must not silently turn judged answers into misses). The Debian sets are checked by the
// benchmark itself when it runs (it skips a copy where judged pages are missing).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error plain ESM helper shared with the benchmark
import { score } from '../bench/relevance/score.mjs';

const dir = resolve(__dirname, '../bench/relevance');
type Judged = {
  set: string;
  date: string;
  judged: string;
  rule: string;
  corpus: { root: string; generator?: string; debianPackage?: string };
  queries: { q: string; kind: string; pages: string[]; sections: string[] }[];
};
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.queries.json'))
  .sort();
const load = (f: string): Judged => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const KINDS = new Set(['topic', 'api', 'identifier', 'dotted', 'two-word', 'typo', 'transposition', 'prefix']);

describe('judged query sets', () => {
  it('has at least six real sets and two generated ones', () => {
    const sets = files.map(load);
    expect(sets.filter((s) => s.corpus.debianPackage).length).toBeGreaterThanOrEqual(6);
    expect(
      sets
        .filter((s) => s.corpus.generator)
        .map((s) => s.set)
        .sort(),
    ).toEqual(['hugo', 'wp']);
  });

  it.each(files)('%s: dated, with its rule, ≥ 40 distinct queries of every kind people type', (f) => {
    const s = load(f);
    expect(s.set).toBe(f.replace('.queries.json', ''));
    // Judged on the day it was committed: the first sets on 2026-11-27, a held-out one (python) later.
    expect(s.date).toMatch(/^2026-(11-(2[7-9]|30)|12-\d\d)$/);
    expect(s.rule.length).toBeGreaterThan(200);
    expect(s.judged).toMatch(/before either engine/);
    expect(s.queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(s.queries.map((q) => q.q.toLowerCase())).size).toBe(s.queries.length);
    const kinds = new Set(s.queries.map((q) => q.kind));
    for (const k of kinds) expect(KINDS.has(k), `kind ${k}`).toBe(true);
    expect([...kinds].filter((k) => ['typo', 'transposition'].includes(k)).length).toBeGreaterThan(0);
    expect(kinds.has('prefix')).toBe(true);
    for (const q of s.queries) {
      expect(q.pages.length, q.q).toBeGreaterThan(0);
      for (const p of q.pages) expect(p, q.q).not.toMatch(/^\/|#/);
      // a judged section is on a judged page
      for (const sec of q.sections) expect(q.pages, `${q.q}: ${sec}`).toContain(sec.split('#')[0]);
    }
  });
});

describe.each([
  ['wp', 'wp-site.mjs'],
  ['hugo', 'hugo-site.mjs'],
])('generated set %s', (set, generator) => {
  it('contains every judged page and anchor', async () => {
    const out = mkdtempSync(join(tmpdir(), `inlay-relevance-${set}-`));
    try {
      const { generate } = await import(join(dir, generator));
      generate(out);
      const s = load(`${set}.queries.json`);
      const ids = (p: string) => new Set([...readFileSync(join(out, p), 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
      for (const q of s.queries) {
        for (const p of q.pages) expect(() => readFileSync(join(out, p)), `${q.q}: ${p}`).not.toThrow();
        for (const sec of q.sections) {
          const [p = '', a = ''] = sec.split('#');
          expect(ids(p).has(a), `${q.q}: ${sec}`).toBe(true);
        }
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('is the same on every run', async () => {
    const { generate } = await import(join(dir, generator));
    const a = mkdtempSync(join(tmpdir(), `inlay-relevance-a-`));
    const b = mkdtempSync(join(tmpdir(), `inlay-relevance-b-`));
    try {
      expect(generate(a)).toBe(generate(b));
      const list = (d: string): string[] =>
        readdirSync(d, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name).slice(d.length))
          .sort();
      expect(list(a)).toEqual(list(b));
      for (const f of list(a)) expect(readFileSync(join(b, f), 'utf8'), f).toBe(readFileSync(join(a, f), 'utf8'));
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});

describe('scoring', () => {
  it('ranks pages by their first link, compares a/index.html with a/, and counts a judged anchor in the top 5 pages', () => {
    const q = { q: 'x', pages: ['b/index.html', 'c.html'], sections: ['c.html#s'] };
    const link = (page: string, anchor = '') => ({ page, anchor, role: anchor ? 'section' : 'page' });
    const r = score(q, [link('a.html'), link('a.html', 'z'), link('b/'), link('d.html'), link('e.html'), link('f.html'), link('c.html'), link('c.html', 's')]);
    expect(r).toMatchObject({ hit1: 0, hit5: 1, rr: 0.5, section: 0, top: ['a.html', 'b/', 'd.html', 'e.html', 'f.html'] });
    expect(score(q, [link('c.html'), link('c.html', 's')])).toMatchObject({ hit1: 1, hit5: 1, rr: 1, section: 1 });
    expect(score({ ...q, sections: [] }, [])).toMatchObject({ hit1: 0, hit5: 0, rr: 0, section: null });
  });
});
