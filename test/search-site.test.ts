// <inlay-search index="…/_inlay/"> in real Chromium on the built dist/inlay-search.js, over the fixture
// site (test/fixtures/site) indexed by `inlay index`: results grouped by page with section anchors,
// keyboard through pages and sections, `filters`, the page language picking its index, Japanese found
// by segmentation, diacritics folded, weights, safe highlights; DocSearch-shaped records from
// `--format algolia` grouped the same way in Algolia mode.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, launch, newPage, type Launched } from './helpers/browser';
import { html, startServer, ROOT, type TestServer } from './helpers/server';
import { startAlgoliaServer, type AlgoliaServer } from './fixtures/search/algolia-server';
import { indexSite } from '../src/cli/index-site';

const SCRIPT = '/dist/inlay-search.js';
const SITE = join(ROOT, 'test/fixtures/site');
const BASE = '/test/fixtures/site/';
const INDEX = `${BASE}_inlay/`;
let chrome: Launched;
let server: TestServer;
let algolia: AlgoliaServer;
let n = 0;
const contexts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  await indexSite({ site: SITE, baseUrl: BASE });
  const out = join(ROOT, 'test-results', `site-algolia-${process.pid}`);
  await indexSite({ site: SITE, baseUrl: BASE, format: 'algolia', out });
  const records = JSON.parse(readFileSync(join(out, 'algolia-records.json'), 'utf8'));
  rmSync(out, { recursive: true, force: true });
  [chrome, server, algolia] = await Promise.all([
    launch(),
    startServer(),
    startAlgoliaServer({
      records,
      appId: 'TESTAPP',
      apiKey: 'search-key-123',
      searchFields: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl0', 'content'],
    }),
  ]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
  await algolia?.close();
});

async function open(body: string, lang = 'en', script = SCRIPT) {
  const { page, log, context } = await newPage(chrome.browser, {});
  contexts.push(context);
  await page.goto(server.page(`/site${++n}.html`, html(body, { scripts: [script], lang })));
  await page.waitForFunction(() => customElements.get('inlay-search') !== undefined);
  return { page, log };
}
const search = async (page: Page, query: string) => {
  await page.locator('inlay-search input').click();
  await page.locator('inlay-search input').focus();
  await page.keyboard.type(query, { delay: 10 });
  await page.waitForFunction(
    (q) => document.querySelector('inlay-search')!.shadowRoot!.querySelector('[part="panel"]')?.getAttribute('data-query') === q,
    query,
    { timeout: 10_000 },
  );
};
/** The options as [kind, title, href]. */
const rows = (page: Page) =>
  page.$$eval('inlay-search [role="option"]', (els) =>
    els.map((el) => [
      el.classList.contains('section') ? 'section' : el.classList.contains('page') ? 'page' : 'hit',
      el.querySelector('.title')!.textContent,
      (el as HTMLAnchorElement).getAttribute('href')?.replace(location.origin, '') ?? null,
    ]),
  );
const activeText = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('inlay-search')!.shadowRoot!;
    const id = root.activeElement?.getAttribute('aria-activedescendant');
    return id ? root.getElementById(id)!.querySelector('.title')!.textContent : null;
  });

describe('index folder (inlay index)', () => {
  it('groups results by page: the page once, then its matching sections linking to #anchor (max-sub-results), weights first', async () => {
    const { page, log } = await open(`<inlay-search index="${INDEX}"></inlay-search>`);
    await search(page, 'gizmo');
    expect(await rows(page)).toEqual([
      // The guide weighs 2 (data-inlay-weight on its body): first.
      ['page', 'Widget guide', `${BASE}guide/`],
      ['section', 'Themes', `${BASE}guide/#themes`],
      ['section', 'Themes › Layouts', `${BASE}guide/#layouts`],
      ['section', 'FAQ', `${BASE}guide/#faq`],
      ['page', 'Acme Widgets', BASE],
      ['section', 'Installation', `${BASE}#install`],
    ]);
    // A section is described by its page's title (screen readers hear where it is).
    const described = await page.$eval(
      'inlay-search [role="option"].section',
      (el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-describedby')!)!.textContent,
    );
    expect(described).toBe('Widget guide');
    expect(await page.locator('inlay-search [role="option"].section mark').first().textContent()).toBe('gizmo');
    await page.$eval('inlay-search', (el) => el.setAttribute('max-sub-results', '1'));
    await expect.poll(() => rows(page).then((r) => r.filter(([k]) => k === 'section').length), { timeout: 5000 }).toBe(2);
    expect(log.uncaught).toEqual([]);
  });

  it('works the same from dist/inlay.js (all widgets; its own worker)', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}" filters="version:2.0"></inlay-search>`, 'en', '/dist/inlay.js');
    await search(page, 'gizmo');
    expect(await rows(page)).toEqual([
      ['page', 'Acme Widgets', BASE],
      ['section', 'Installation', `${BASE}#install`],
    ]);
  });

  it('walks pages and sections with the arrow keys (combobox) and Enter opens the section', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}"></inlay-search>`);
    await search(page, 'gizmo');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Widget guide');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Themes');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Acme Widgets');
    await page.keyboard.press('ArrowUp');
    expect(await activeText(page)).toBe('FAQ');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await Promise.all([page.waitForURL(/\/guide\/#themes$/), page.keyboard.press('Enter')]);
  });

  it('Enter with no option chosen opens the best hit, a section when a section ranked first', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}"></inlay-search>`);
    await search(page, 'recolour');
    expect(await rows(page)).toEqual([
      ['page', 'Widget guide', `${BASE}guide/`],
      ['section', 'Themes', `${BASE}guide/#themes`],
    ]);
    await Promise.all([page.waitForURL(/\/guide\/#themes$/), page.keyboard.press('Enter')]);
  });

  it('grouped results pass axe, inline and in the modal, with a section active', async () => {
    for (const mode of ['inline', 'modal']) {
      const { page } = await open(`<main><h1>Docs</h1><inlay-search index="${INDEX}" mode="${mode}"></inlay-search></main>`);
      if (mode === 'modal') await page.locator('inlay-search button.trigger').click();
      await search(page, 'gizmo');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      // The second key's render may follow the key event (WebKit's driver returns before it paints).
      await expect.poll(() => activeText(page), { timeout: 5000 }).toBe('Themes');
      expect(await axe(page)).toEqual([]);
    }
  });

  it('a mousemove where the pointer already is (the list appeared under it) does not take the active option from the keys', async () => {
    const { page } = await open(`<main><h1>Docs</h1><inlay-search index="${INDEX}"></inlay-search></main>`);
    await search(page, 'gizmo');
    const at = await page.evaluate(() => {
      const box = document.querySelector('inlay-search')!.shadowRoot!.querySelectorAll('[role="option"]')[5]!.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    // WebKit sends such a move when the list appears or re-renders under a still pointer: one before the
    // keys, one between them (seen in its CI runs: ArrowDown, move on the 6th option, ArrowDown).
    await page.mouse.move(at.x, at.y);
    await page.keyboard.press('ArrowDown');
    await page.mouse.move(at.x, at.y);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeText(page), { timeout: 5000 }).toBe('Themes');
    // A pointer that moves picks the option it moves over.
    await page.mouse.move(at.x + 4, at.y);
    await expect.poll(() => activeText(page), { timeout: 5000 }).toBe('Installation');
  });

  it('filters="version:…" restricts every query', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}" filters="version:2.0"></inlay-search>`);
    await search(page, 'gizmo');
    expect((await rows(page)).map((r) => r[1])).toEqual(['Acme Widgets', 'Installation']);
    await page.$eval('inlay-search', (el) => el.setAttribute('filters', 'version:1.0'));
    await expect.poll(() => rows(page).then((r) => r.map((x) => x[1])), { timeout: 8000 }).toEqual(['Widget guide', 'Themes', 'Themes › Layouts', 'FAQ']);
    await page.$eval('inlay-search', (el) => el.setAttribute('filters', 'version:1.0 version:2.0'));
    await expect.poll(() => rows(page).then((r) => r.length), { timeout: 8000 }).toBe(6);
  });

  it('a bad filters value shows a message and reports inlay-error', async () => {
    const { page } = await open(
      `<script>window.__e=[];document.addEventListener('inlay-error',e=>__e.push(e.detail.message))</script><inlay-search index="${INDEX}" filters="version"></inlay-search>`,
    );
    await expect.poll(() => page.evaluate(() => (window as unknown as { __e: string[] }).__e.join()), { timeout: 5000 }).toMatch(/filters must be key:value/);
  });

  it('finds "cafe" in "café" (diacritics folded), highlighting the word as written', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}"></inlay-search>`);
    await search(page, 'cafe');
    expect(await rows(page)).toEqual([
      ['page', 'Acme Widgets', BASE],
      ['section', 'Coffee corner', `${BASE}#cafe`],
    ]);
    expect(await page.locator('inlay-search [role="option"].section mark').allTextContents()).toEqual(['café']);
  });

  it('a Japanese page loads the ja index and finds words inside unspaced text (Intl.Segmenter)', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}"></inlay-search>`, 'ja');
    await search(page, '検索');
    expect(await rows(page)).toEqual([
      ['page', 'Acmeの使い方', `${BASE}ja/`],
      ['section', '設定方法', `${BASE}ja/#settei`],
    ]);
    expect(await page.locator('inlay-search [role="option"] mark').allTextContents()).toEqual(['検索', '検索']);
    await page.locator('inlay-search input').fill('');
    await search(page, '図書館');
    expect((await rows(page)).map((r) => r[1])).toEqual(['Acmeの使い方', '設定方法']);
  });

  it('a German page (lang="de-AT") loads the de index; markup in headings stays text', async () => {
    const { page } = await open(`<inlay-search index="${INDEX}"></inlay-search>`, 'de-AT');
    await search(page, 'ubersichten');
    expect((await rows(page)).map((r) => r[1])).toEqual(['Acme Bausteine']);
    await page.locator('inlay-search input').fill('');
    await search(page, 'onerror');
    expect((await rows(page)).map((r) => r[1])).toEqual(['Acme Bausteine', 'Sicherheit <img src=x onerror="window.__xss=1">']);
    expect(await page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelectorAll('img, script').length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('a missing index folder shows the error state and says what to run', async () => {
    const { page } = await open(
      `<script>window.__e=[];document.addEventListener('inlay-error',e=>__e.push(e.detail.message))</script><inlay-search index="/nowhere/_inlay/"></inlay-search>`,
    );
    await page.locator('inlay-search input').click();
    await page.keyboard.type('gizmo');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __e: string[] }).__e.join()), { timeout: 8000 })
      .toMatch(/index\.json answered HTTP 404; run `npx inlay index/);
    await expect.poll(() => page.locator('inlay-search [part="message"][role="alert"]').count(), { timeout: 8000 }).toBe(1);
  });
});

describe('Algolia mode with `inlay index --format algolia` records', () => {
  it('groups DocSearch-shaped hits by page the same way, and filters go to Algolia as facetFilters', async () => {
    const { page } = await open(
      `<inlay-search app-id="TESTAPP" api-key="search-key-123" index-name="docs" consent="none" host="${algolia.url}" filters="lang:en"></inlay-search>`,
    );
    await search(page, 'gizmo');
    const r = await rows(page);
    expect(r.map((x) => x[0])).toEqual(['page', 'section', 'section', 'section', 'page', 'section']);
    expect(r.map((x) => x[1])).toEqual(['Widget guide', 'Themes', 'Themes › Layouts', 'FAQ', 'Acme Widgets', 'Installation']);
    expect(r[1]![2]).toBe(`${BASE}guide/#themes`);
    const sent = algolia.requests.filter((q) => q.method === 'POST').flatMap((q) => q.body?.requests ?? []);
    expect(sent.every((q) => JSON.stringify(q.facetFilters ?? (q.params as Record<string, unknown>)?.facetFilters).includes('lang:en'))).toBe(true);
  });
});
