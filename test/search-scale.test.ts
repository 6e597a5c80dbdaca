// Chunked local index (issue 18) in real Chromium, on the built dist/inlay-search.js: a generated site
// indexed by `inlay index --chunks always`, served file by file so every request is counted and any
// file can be made to fail.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, typeInPage, type Launched } from './helpers/browser';
import { html, startServer, type TestServer } from './helpers/server';
// @ts-expect-error plain ESM helper shared with the benchmark
import { generateSite, pickQueries, writeSite } from '../bench/scale-site.mjs';
import { main } from '../src/cli/main';

const SCRIPT = '/dist/inlay-search.js';
let chrome: Launched;
let server: TestServer;
let dir: string;
let n = 0;
/** What the index routes answer for a file whose path matches: a status, or corrupt bytes. */
let fault: { match: RegExp; kind: 'missing' | 'corrupt' } | null = null;
/** Index files whose path matches answer this many ms late (a slow network). */
let slow: { match: RegExp; ms: number } | null = null;
let files: string[] = [];
const pages = generateSite(2000, 9);
const Q = pickQueries(
  pages.filter((p: { lang: string }) => p.lang === 'en'),
  3,
  5,
);

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
  dir = mkdtempSync(join(tmpdir(), 'inlay-scale-'));
  writeSite(pages, dir);
  const quiet = { write() {} };
  expect(await main(['index', dir, '--chunks', 'always', '--quiet'], { stdout: quiet, stderr: quiet })).toBe(0);
  const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  files = walk(join(dir, '_inlay')).map((f) => '/' + relative(dir, f));
  for (const path of files)
    server.route(path, async (_req, res) => {
      if (slow?.match.test(path)) await new Promise((r) => setTimeout(r, slow!.ms));
      if (fault?.match.test(path)) {
        if (fault.kind === 'missing') return void res.writeHead(404).end('gone');
        return void res.writeHead(200, { 'content-type': 'application/gzip' }).end(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]));
      }
      res.writeHead(200, {
        'content-type': path.endsWith('.json') ? 'application/json' : 'application/gzip',
        'cache-control': path.endsWith('.json') ? 'no-cache' : 'max-age=31536000, immutable',
      });
      res.end(readFileSync(join(dir, path)));
    });
});
const contexts: { close(): Promise<void> }[] = [];
afterEach(async () => {
  fault = null;
  slow = null;
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(body: string, headers?: Record<string, string>) {
  const { page, log, context } = await newPage(chrome.browser);
  contexts.push(context);
  await page.goto(server.page(`/scale${++n}.html`, html(body, { scripts: [SCRIPT] }), headers));
  await page.waitForFunction(() => customElements.get('inlay-search') !== undefined);
  return { page, log };
}
const indexRequests = (since: number) =>
  server.requests
    .slice(since)
    .map((r) => r.url)
    .filter((u) => u.startsWith('/_inlay/'));
const settled = (page: Page, query: string) =>
  page.waitForFunction((q) => document.querySelector('inlay-search')!.shadowRoot!.querySelector('[part="panel"]')?.getAttribute('data-query') === q, query, {
    timeout: 10000,
  });
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10000, interval: 50 });
const pickLongest = (words: string[]) => words.reduce((a, b) => (b.length > a.length ? b : a));
const links = (page: Page) => page.$$eval('inlay-search [role="option"]', (els) => els.map((e) => e.getAttribute('href') ?? ''));

describe('chunked index in the browser', () => {
  it('fetches the entry on first interaction, then only the shards, chunks and fragments a query needs; a word seen before costs nothing', async () => {
    const { page, log } = await open(`<inlay-search index="/_inlay/"></inlay-search>`);
    const t0 = server.requests.length;
    await page.waitForTimeout(200);
    expect(indexRequests(t0)).toEqual([]); // nothing before the visitor interacts
    const [a, b] = [Q.exact[0], Q.exact[1]];
    await page.locator('inlay-search input').fill(a);
    await settled(page, a);
    const first = indexRequests(t0);
    expect(first[0]).toBe('/_inlay/index.json');
    expect(first.filter((u) => u === '/_inlay/index.json')).toHaveLength(1);
    expect(first.every((u) => u === '/_inlay/index.json' || u.startsWith('/_inlay/en/'))).toBe(true); // the page's language only
    const kinds = (list: string[]) => ({
      shards: list.filter((u) => /\/[dr]-/.test(u)).length,
      chunks: list.filter((u) => /\/p-/.test(u)).length,
      fragments: list.filter((u) => /\/f-/.test(u)).length,
    });
    const k = kinds(first);
    expect(k.shards).toBeGreaterThanOrEqual(1);
    expect(k.shards).toBeLessThanOrEqual(4);
    expect(k.chunks).toBeGreaterThanOrEqual(1);
    expect(k.chunks).toBeLessThanOrEqual(4);
    expect(k.fragments).toBeGreaterThanOrEqual(1);
    expect(k.fragments).toBeLessThanOrEqual(24); // one per hit at most (grouped results ask 3 × hits-per-page 8)
    expect(first.length).toBeLessThan(files.length / 6); // a small site: ~200 files
    expect(new Set(first).size).toBe(first.length); // nothing fetched twice
    expect((await links(page)).length).toBeGreaterThan(0);

    // The second word, then both: the two-word query reuses every shard and chunk already fetched.
    await page.locator('inlay-search input').fill(b);
    await settled(page, b);
    const t1 = server.requests.length;
    await page.locator('inlay-search input').fill(`${a} ${b}`);
    await settled(page, `${a} ${b}`);
    expect(kinds(indexRequests(t1))).toMatchObject({ shards: 0, chunks: 0 });
    // Typed again later: no request at all.
    await page.locator('inlay-search input').fill(b + ' ');
    await settled(page, b + ' ');
    const t2 = server.requests.length;
    await page.locator('inlay-search input').fill(a);
    await settled(page, a);
    expect(indexRequests(t2)).toEqual([]);
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([SCRIPT]);
    expect(log.uncaught).toEqual([]);
  });

  it('a query the visitor typed past is dropped: no fragments fetched for it, never shown; the final query is answered', async () => {
    const q = pickLongest(Q.exact);
    // What the final query needs on its own (fresh context, asked at once).
    const alone = await open(`<inlay-search index="/_inlay/"></inlay-search>`);
    const t0 = server.requests.length;
    await alone.page.locator('inlay-search input').fill(q);
    await settled(alone.page, q);
    const fragmentsAlone = new Set(indexRequests(t0).filter((u) => /\/f-/.test(u)));
    expect(fragmentsAlone.size).toBeGreaterThan(0);

    // Typed a key every 40 ms on a network whose postings answer 250 ms late: each query is still out
    // when the next key comes.
    slow = { match: /\/p-/, ms: 250 };
    const { page, log } = await open(`<inlay-search index="/_inlay/"></inlay-search>`);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __shown: string[] }).__shown = []);
      const el = document.querySelector('inlay-search')!;
      new MutationObserver(() => {
        const panel = el.shadowRoot!.querySelector('[part="panel"]');
        const shown = panel?.querySelector('[part~="stats"]') ? panel.getAttribute('data-query') : null;
        if (shown && shown !== seen.at(-1)) seen.push(shown);
      }).observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true });
      document.addEventListener('inlay-error', (e) => seen.push('error: ' + (e as CustomEvent).detail.message));
    });
    const t1 = server.requests.length;
    await typeInPage(page, q, 40);
    await settled(page, q);
    await poll(async () => (await links(page)).length).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    const fragmentsTyped = new Set(indexRequests(t1).filter((u) => /\/f-/.test(u)));
    expect([...fragmentsTyped].sort()).toEqual([...fragmentsAlone].sort());
    expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual([q]);
    expect(await page.locator('inlay-search [role="alert"]').count()).toBe(0);
    expect(log.uncaught).toEqual([]);
    // Back to a prefix that was dropped: it is asked again and answered.
    const prefix = q.slice(0, 2);
    await page.locator('inlay-search input').fill(prefix);
    await settled(page, prefix);
    await poll(async () => (await links(page)).length).toBeGreaterThan(0);
  });

  for (const kind of ['missing', 'corrupt'] as const)
    it(`a ${kind} chunk shows the retry state, keeps the query, and the retry recovers`, async () => {
      const { page, log } = await open(`<inlay-search index="/_inlay/"></inlay-search>`);
      fault = { match: /\/p-/, kind };
      const q = Q.exact[2];
      await page.locator('inlay-search input').fill(q);
      await poll(() => page.locator('inlay-search [role="alert"]').count()).toBe(1);
      expect(await page.locator('inlay-search input').inputValue()).toBe(q);
      fault = null;
      await page.locator('inlay-search button.retry').click();
      await settled(page, q);
      await poll(async () => (await links(page)).length).toBeGreaterThan(0);
      expect(await page.locator('inlay-search [role="alert"]').count()).toBe(0);
      expect(await page.locator('inlay-search input').inputValue()).toBe(q);
      expect(log.uncaught).toEqual([]);
    });

  it('works under a strict CSP with Trusted Types (no WebAssembly, no violations); a typo on the first letter is found', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log } = await open(`<inlay-search index="/_inlay/"></inlay-search>`, { 'content-security-policy': csp });
    await page.evaluate(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const typo = Q.typo.find((t: { query: string; intended: string }) => t.query[0] !== t.intended[0]) ?? Q.typo[0];
    await page.locator('inlay-search input').fill(typo.query);
    await settled(page, typo.query);
    await poll(async () => (await page.locator('inlay-search [role="option"]').allTextContents()).join(' ').toLowerCase()).toContain(typo.intended);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([SCRIPT]);
    expect(log.uncaught).toEqual([]);
  });
});
