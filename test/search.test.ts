// <inlay-search> in real Chromium on the built dist/inlay-search.js: Algolia protocol against a local
// Algolia-speaking server (credentials as query parameters, retry to a second host), keyboard-only
// search and select in both modes, hotkeys, IME, XSS payloads, errors and recovery, facets, recent
// searches, consent, local mode on the real examples dataset, axe.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, launch, newPage, typeInPage, type Launched } from './helpers/browser';
import { html, startServer, ROOT, type TestServer } from './helpers/server';
import { deadPort, startAlgoliaServer, type AlgoliaServer } from './fixtures/search/algolia-server';

const SCRIPT = '/dist/inlay-search.js';
const RECORDS = JSON.parse(readFileSync(`${ROOT}/test/fixtures/search/records.json`, 'utf8'));
let chrome: Launched;
let server: TestServer;
let algolia: AlgoliaServer;
let n = 0;

beforeAll(async () => {
  [chrome, server, algolia] = await Promise.all([
    launch(),
    startServer(),
    startAlgoliaServer({ records: RECORDS, appId: 'TESTAPP', apiKey: 'search-key-123' }),
  ]);
});
// Every page a test opened is closed after it, pass or fail, so a failure can't leak into the next test.
const contexts: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
  await algolia?.close();
});

const LISTEN = `<script>window.__events=[];for(const t of ['inlay-search','inlay-select','inlay-error'])document.addEventListener(t,e=>__events.push({type:t,detail:JSON.parse(JSON.stringify(e.detail))}));</script>`;

async function open(
  body: string,
  {
    head = '',
    viewport,
    headers,
    userAgent,
  }: { head?: string; viewport?: { width: number; height: number }; headers?: Record<string, string>; userAgent?: string } = {},
) {
  const { page, log, context } = await newPage(chrome.browser, { ...(viewport ? { viewport } : {}), ...(userAgent ? { userAgent } : {}) });
  contexts.push(context);
  const path = `/s${++n}.html`;
  await page.goto(server.page(path, html(LISTEN + body, { scripts: [SCRIPT], head }), headers));
  await page.waitForFunction(() => customElements.get('inlay-search') !== undefined);
  return { page, log, context };
}
// consent="none" unless a test names the gate: the fake Algolia server is another origin, gated by default.
const algoliaAttrs = (extra = '', open = true) =>
  `app-id="TESTAPP" api-key="search-key-123" index-name="docs" host="${algolia.url}" ${open && !/consent=/.test(extra) ? 'consent="none" ' : ''}${extra}`;
const events = (page: Page, type?: string) =>
  page.evaluate(
    (t) => (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] }).__events.filter((e) => !t || e.type === t),
    type,
  );
const titles = (page: Page, sel = 'inlay-search') => page.locator(`${sel} [role="option"] .title`).allTextContents();
const activeId = (page: Page) =>
  page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('aria-activedescendant') ?? null);
/** Waits until the results shown answer `query`. */
const settled = (page: Page, query: string) =>
  page.waitForFunction((q) => document.querySelector('inlay-search')!.shadowRoot!.querySelector('[part="panel"]')?.getAttribute('data-query') === q, query, {
    timeout: 8000,
  });
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 8000, interval: 50, message });
const queriesTo = (s: AlgoliaServer, since: number) => s.requests.slice(since).filter((r) => r.method === 'POST');

describe('Algolia protocol', () => {
  it("leaves the host page's <head> alone, even when the visitor is Algolia's crawler", async () => {
    // InstantSearch's metadata middleware writes <meta name="instantsearch:widgets"> into the page's head
    // when the user agent says "Algolia Crawler"; the standalone script does not ship it (nor insights,
    // routing or the DOM templates' helpers: src/widgets/search/shims/instantsearch.ts).
    const { page, log } = await open(`<inlay-search ${algoliaAttrs('facets="category"')}></inlay-search>`, {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Algolia Crawler/2.0',
    });
    const head = () => page.evaluate(() => [...document.head.children].map((e) => e.outerHTML));
    const before = await head();
    await page.locator('inlay-search input').fill('keyboard');
    await settled(page, 'keyboard');
    expect(await titles(page)).toContain('Keyboard navigation');
    expect(await head()).toEqual(before);
    expect(log.uncaught).toEqual([]);
  });

  it('sends app id and key as query parameters (no preflight, no key header) and renders the hits', async () => {
    const before = algolia.requests.length;
    const { page, log, context } = await open(`<inlay-search ${algoliaAttrs('facets="category"')}></inlay-search>`);
    expect(algolia.requests.length).toBe(before); // nothing before interaction
    await page.locator('inlay-search input').click();
    await page.keyboard.type('keyboard', { delay: 20 });
    await poll(async () => (await page.locator('inlay-search [role="option"] mark').allTextContents()).map((m) => m.toLowerCase())).toContain('keyboard');
    expect(await titles(page)).toContain('Keyboard navigation');
    const seen = algolia.requests.slice(before);
    expect(seen.some((r) => r.method === 'OPTIONS')).toBe(false);
    const posts = queriesTo(algolia, before);
    expect(posts.length).toBeGreaterThan(0);
    for (const r of posts) {
      expect(r.path).toBe('/1/indexes/*/queries');
      expect(r.query['x-algolia-application-id']).toBe('TESTAPP');
      expect(r.query['x-algolia-api-key']).toBe('search-key-123');
      expect(r.headers['x-algolia-api-key']).toBeUndefined();
      expect(r.headers['content-type']).toMatch(/text\/plain/);
      expect(Array.isArray(r.body?.requests)).toBe(true);
      expect(r.body!.requests![0]!.indexName).toBe('docs');
    }
    expect(await page.locator('inlay-search [part="stats"]').textContent()).toMatch(/result/);
    expect((await events(page, 'inlay-search')).at(-1)?.detail.query).toBe('keyboard');
    // the key never lands in the host page's localStorage or the console
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('search-key-123');
    expect([...log.errors, ...log.warnings].join('\n')).not.toContain('search-key-123');
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('retries on the second host when the first is down', async () => {
    const dead = await deadPort();
    const before = algolia.requests.length;
    const { page, context } = await open(
      `<inlay-search app-id="TESTAPP" api-key="search-key-123" index-name="docs" consent="none" host="http://127.0.0.1:${dead} ${algolia.url}"></inlay-search>`,
    );
    await page.locator('inlay-search input').fill('facets');
    await poll(() => titles(page)).toContain('Configure facets');
    expect(queriesTo(algolia, before).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('algolia')))).toEqual([]);
    await context.close();
  });
});

describe('keyboard', () => {
  it('inline: keyboard-only search, arrows move aria-activedescendant, Enter selects (cancelable), Escape closes', async () => {
    const { page, context } = await open(`<button id="before">before</button><inlay-search ${algoliaAttrs()}></inlay-search>
      <script>document.addEventListener('inlay-select', e => e.preventDefault())</script>`);
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('the widget');
    await settled(page, 'the widget');
    expect((await titles(page)).length).toBeGreaterThan(2);
    const input = page.locator('inlay-search input');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    // Each key's render may follow the key event (WebKit's driver returns before it paints): wait for it.
    await page.keyboard.press('ArrowDown');
    await poll(() => activeId(page)).toBeTruthy();
    const first = await activeId(page);
    expect(await page.locator(`inlay-search [id="${first}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await poll(() => activeId(page)).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await poll(() => activeId(page)).toBe(first);
    const chosenTitle = await page.locator(`inlay-search [id="${first}"] .title`).textContent();
    await page.keyboard.press('Enter');
    await poll(() => events(page, 'inlay-select').then((list) => list.length)).toBe(1);
    const sel = await events(page, 'inlay-select');
    expect(sel[0]!.detail.query).toBe('the widget');
    expect((sel[0]!.detail.hit as { title: string }).title).toBe(chosenTitle);
    expect(sel[0]!.detail.hit).not.toHaveProperty('_highlightResult');
    expect(page.url()).toMatch(/\/s\d+\.html$/); // cancelled: no navigation
    await page.keyboard.press('Escape');
    await poll(() => input.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('inline: Enter opens the hit URL when inlay-select is not cancelled', async () => {
    const { page, context } = await open(`<inlay-search ${algoliaAttrs()}></inlay-search>`);
    server.page('/docs/hotkeys', '<!doctype html><title>hotkeys page</title><p>arrived');
    await page.locator('inlay-search input').focus();
    await page.keyboard.type('hotkeys');
    await poll(() => titles(page)).toEqual(['Hotkeys']);
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/docs\/hotkeys$/), page.keyboard.press('Enter')]);
    await context.close();
  });

  it('modal: Ctrl+K opens a modal dialog, focus goes to the box, scroll is locked, Escape closes and restores focus', async () => {
    const { page, context } =
      await open(`<button id="b">page button</button><div style="height:3000px"></div><inlay-search mode="modal" ${algoliaAttrs()}></inlay-search>
      <script>document.addEventListener('inlay-select', e => e.preventDefault())</script>`);
    await page.locator('#b').focus();
    const prevented = await page.evaluate(() => {
      const e = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
      document.getElementById('b')!.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await page.waitForFunction(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open);
    expect(await page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.matches(':modal'))).toBe(true);
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.type('modal');
    await poll(() => titles(page)).toEqual(['Modal dialog']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await events(page, 'inlay-select')).length).toBe(1);
    // cancelled select closes the dialog too; reopen with the hotkey and close with Escape
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open), 'closed after select').toBe(false);
    await page.locator('#b').focus();
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open);
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Escape');
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open), 'closed by Escape').toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('b');
    // The dialog's close event (which releases the scroll lock) is queued after Escape closes it.
    await poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'scroll unlocked').not.toBe('hidden');
    await context.close();
  });

  it('modal: keyboard-only via the trigger button, Enter on a hit navigates', async () => {
    const { page, context } = await open(`<inlay-search mode="modal" ${algoliaAttrs()}></inlay-search>`);
    server.page('/docs/events', '<!doctype html><title>events</title>');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('part'))).toBe('button');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open);
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('cancelable events');
    await poll(() => titles(page)).toEqual(['Events']);
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/docs\/events$/), page.keyboard.press('Enter')]);
    await context.close();
  });

  it('modal: the trigger is inline-size in a flex header (mode as attribute or property); the hotkey hint only with a fine pointer, ⌘ on Apple', async () => {
    const body = `<header style="display:flex;align-items:center;gap:12px;width:900px"><a id="brand" href="#">Brand</a><nav><a href="#">Docs</a> <a href="#">Blog</a></nav>
      <inlay-search id="attr" mode="modal" ${algoliaAttrs()}></inlay-search><inlay-search id="prop" ${algoliaAttrs()}></inlay-search></header>
      <p>text <inlay-search id="inline-text" mode="modal" ${algoliaAttrs('hotkey="none"')}></inlay-search> text</p>
      <script>document.getElementById('prop').mode = 'modal';</script>`;
    const { page } = await open(body);
    await page.waitForFunction(() => !!document.querySelector('#prop')!.shadowRoot!.querySelector('[part="button"]'));
    const boxes = await page.evaluate(() => ['#brand', '#attr', '#prop'].map((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect));
    for (const b of boxes.slice(1)) {
      expect(b.width).toBeLessThan(260); // the button's own width, not the header's 900 px
      expect(Math.abs(b.top + b.height / 2 - (boxes[0]!.top + boxes[0]!.height / 2))).toBeLessThan(4); // on the brand's row
    }
    const hint = (sel: string) =>
      page.$eval(sel, (el) => {
        const kbd = el.shadowRoot!.querySelector('kbd');
        return kbd && getComputedStyle(kbd).display !== 'none' ? kbd.textContent : null;
      });
    expect(await hint('#attr')).toBe('Ctrl K'); // desktop Chromium: hover + fine pointer
    expect(await hint('#inline-text')).toBeNull(); // hotkey="none"
    // an inline search is still a full-width block
    const inline = await open(`<div style="width:700px"><inlay-search ${algoliaAttrs()}></inlay-search></div>`);
    expect(await inline.page.$eval('inlay-search', (el) => el.getBoundingClientRect().width)).toBe(700);

    // a touch phone: no hint
    const phone = await newPage(chrome.browser, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    contexts.push(phone.context);
    await phone.page.goto(server.page(`/s${++n}.html`, html(body, { scripts: [SCRIPT] })));
    await phone.page.waitForFunction(() => !!document.querySelector('#attr')?.shadowRoot?.querySelector('[part="button"]'));
    expect(await phone.page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(false);
    expect(await phone.page.$eval('#attr', (el) => getComputedStyle(el.shadowRoot!.querySelector('kbd')!).display)).toBe('none');

    // a Mac: ⌘ K
    const mac = await newPage(chrome.browser);
    contexts.push(mac.context);
    await mac.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    await mac.page.goto(server.page(`/s${++n}.html`, html(body, { scripts: [SCRIPT] })));
    await mac.page.waitForFunction(() => !!document.querySelector('#attr')?.shadowRoot?.querySelector('kbd'));
    expect(await mac.page.$eval('#attr', (el) => el.shadowRoot!.querySelector('kbd')!.textContent)).toBe('⌘ K');
  });

  it('"/" focuses the search but not while typing in a field (incl. inside another shadow root); full-screen on a phone', async () => {
    const { page, context } = await open(
      `<input id="other"><div id="shadowhost"></div><inlay-search mode="modal" ${algoliaAttrs()}></inlay-search>
      <script>document.getElementById('shadowhost').attachShadow({mode:'open'}).innerHTML='<textarea></textarea>'</script>`,
      { viewport: { width: 375, height: 700 } },
    );
    const dialogOpen = () => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open);
    await page.locator('#other').focus();
    await page.keyboard.press('/');
    expect(await page.locator('#other').inputValue()).toBe('/');
    expect(await dialogOpen()).toBe(false);
    await page.locator('#shadowhost textarea').focus();
    await page.keyboard.press('/');
    expect(await page.locator('#shadowhost textarea').inputValue()).toBe('/');
    expect(await dialogOpen()).toBe(false);
    await page.mouse.click(300, 600);
    await page.keyboard.press('/');
    await poll(dialogOpen).toBe(true);
    const box = await page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.getBoundingClientRect().toJSON());
    expect(box.width).toBe(375);
    expect(box.height).toBe(700);
    // the slash went to nobody: the search box is empty
    expect(await page.locator('inlay-search input').inputValue()).toBe('');
    await context.close();
  });

  it('IME: Enter/arrows during composition never select; Escape during composition keeps the dialog open', async () => {
    const { page, context } = await open(`<inlay-search mode="modal" ${algoliaAttrs()}></inlay-search>
      <script>document.addEventListener('inlay-select', e => e.preventDefault())</script>`);
    await page.locator('inlay-search [part="button"]').click();
    await page.locator('inlay-search input').fill('widget');
    await poll(() => titles(page)).toContain('Install the widget');
    await page.keyboard.press('ArrowDown');
    const before = await activeId(page);
    await page.evaluate(() => {
      const input = document.querySelector('inlay-search')!.shadowRoot!.querySelector('input')!;
      input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, composed: true, data: '' }));
      for (const key of ['ArrowDown', 'Enter', 'Escape']) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: 229, isComposing: true, bubbles: true, composed: true, cancelable: true }));
      }
    });
    expect(await activeId(page)).toBe(before);
    expect(await events(page, 'inlay-select')).toHaveLength(0);
    // Escape while composing: the browser would fire `cancel`; it must not close the dialog
    const closed = await page.evaluate(() => {
      const d = document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!;
      const ev = new Event('cancel', { cancelable: true });
      d.dispatchEvent(ev);
      if (!ev.defaultPrevented) d.close();
      return !d.open;
    });
    expect(closed).toBe(false);
    await page.evaluate(() =>
      document
        .querySelector('inlay-search')!
        .shadowRoot!.querySelector('input')!
        .dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true, data: '' })),
    );
    await page.waitForTimeout(20);
    await page.keyboard.press('Enter');
    expect(await events(page, 'inlay-select')).toHaveLength(1);
    await context.close();
  });
});

describe('safety and errors', () => {
  it('XSS payloads in records render as text; javascript:/data: URLs are not links', async () => {
    const { page, log, context } = await open(`<inlay-search ${algoliaAttrs()}></inlay-search>`);
    await page.locator('inlay-search input').fill('payload widget');
    await poll(() => titles(page)).toHaveLength(2);
    const all = (await titles(page)).join('\n');
    expect(all).toContain('<img src=x onerror="window.__xss=1">');
    await page.locator('inlay-search input').fill('widget');
    await poll(async () => (await titles(page)).length).toBeGreaterThan(3);
    const report = await page.evaluate(() => {
      const root = document.querySelector('inlay-search')!.shadowRoot!;
      return {
        imgs: root.querySelectorAll('img, script, b').length,
        hrefs: [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
        xss: (window as unknown as { __xss?: number }).__xss ?? null,
      };
    });
    expect(report.imgs).toBe(0);
    expect(report.xss).toBeNull();
    expect(report.hrefs.length).toBeGreaterThan(0);
    expect(report.hrefs.every((h) => /^https?:\/\//.test(h!))).toBe(true);
    // a payload hit has no href: Enter on it does nothing dangerous
    const payload = page.locator('inlay-search [role="option"]', { hasText: 'payload widget' }).first();
    expect(await payload.getAttribute('href')).toBeNull();
    await payload.click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('invalid key: inlay-error for the site owner (no key in it), a gentle message for the visitor; retry recovers', async () => {
    const { page, log, context } = await open(
      `<inlay-search app-id="TESTAPP" api-key="wrong-key-456" index-name="docs" consent="none" host="${algolia.url}"></inlay-search>`,
    );
    await page.locator('inlay-search input').fill('hotkeys');
    await poll(async () => (await events(page, 'inlay-error')).length).toBe(1);
    const err = (await events(page, 'inlay-error'))[0]!.detail as { code: string; message: string };
    expect(err.code).toBe('invalid-key');
    expect(err.message).toMatch(/api-key/);
    expect(err.message).not.toContain('wrong-key-456');
    expect(log.errors.join('\n')).not.toContain('wrong-key-456');
    const visitor = page.locator('inlay-search [part="message"][role="alert"]');
    await poll(() => visitor.textContent()).toMatch(/not available/);
    expect(await visitor.textContent()).not.toMatch(/403|key/i);
    // fixing the key (attribute) recovers
    await page.$eval('inlay-search', (el) => el.setAttribute('api-key', 'search-key-123'));
    await page.locator('inlay-search input').fill('hotkeys!');
    await poll(() => titles(page)).toContain('Hotkeys');
    await context.close();
  });

  it('server errors and network failure: message + retry; retry recovers when the server is back', async () => {
    const local = await startAlgoliaServer({ records: RECORDS });
    const { page, context } = await open(`<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${local.url}"></inlay-search>`);
    local.fail({ status: 500, message: 'boom' });
    await page.locator('inlay-search input').fill('pagination');
    await poll(async () => (await events(page, 'inlay-error')).map((e) => e.detail.code)).toContain('network');
    await poll(() => page.locator('inlay-search [part="message"][role="alert"]').textContent()).toMatch(/could not be reached/i);
    local.fail(null);
    await page.locator('inlay-search .retry').click();
    await poll(() => titles(page)).toContain('Pagination');
    expect(await page.locator('inlay-search [role="alert"]').count()).toBe(0);
    await context.close();
    await local.close();
  });

  it('missing configuration: a clear message in the widget and inlay-error, page keeps working', async () => {
    const { page, log, context } = await open(`<inlay-search app-id="X" index-name="docs"></inlay-search><inlay-search id="none"></inlay-search>`);
    await poll(async () => (await events(page, 'inlay-error')).length).toBe(2);
    const msgs = (await events(page, 'inlay-error')).map((e) => e.detail.message as string).join('\n');
    expect(msgs).toMatch(/api-key/);
    expect(msgs).toMatch(/records=/);
    expect(await page.locator('inlay-search').first().locator('[part="error"]').textContent()).toMatch(/api-key/);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('features', () => {
  it('facets with counts filter the results (disjunctive facet request), toggling back restores', async () => {
    const before = algolia.requests.length;
    const { page, context } = await open(`<inlay-search ${algoliaAttrs('facets="category"')}></inlay-search>`);
    await page.locator('inlay-search input').fill('the');
    await settled(page, 'the');
    const facet = page.locator('inlay-search [part="facet"]', { hasText: 'Guide' });
    await poll(() => facet.count()).toBe(1);
    const label = await facet.textContent();
    const count = Number(/(\d+)\s*$/.exec(label!)![1]);
    expect(count).toBeGreaterThan(0);
    const total = await titles(page);
    await facet.click();
    expect(await facet.getAttribute('aria-pressed')).toBe('true');
    await poll(async () => (await page.locator('inlay-search [part="stats"]').textContent())?.match(/\d+/)?.[0]).toBe(String(count));
    const bodies = queriesTo(algolia, before).flatMap((r) => r.body?.requests ?? []);
    expect(bodies.some((b) => JSON.stringify(b.facetFilters ?? '').includes('category:Guide'))).toBe(true);
    await facet.click();
    await poll(async () => (await titles(page)).length).toBe(total.length);
    await context.close();
  });

  it('recent searches: remembered per index on select, offered on an empty box, clearable; recent="false" stores nothing', async () => {
    const { page, context } = await open(`<inlay-search ${algoliaAttrs()}></inlay-search>
      <script>document.addEventListener('inlay-select', e => e.preventDefault())</script>`);
    const input = page.locator('inlay-search input');
    await input.fill('styling');
    await settled(page, 'styling');
    await poll(() => titles(page)).toContain('Styling with parts');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await input.fill('');
    await poll(() => page.locator('inlay-search [part="recent"]').count()).toBe(1);
    expect(await titles(page)).toEqual(['styling']);
    expect(await page.evaluate(() => localStorage.getItem('inlay-search:recent:TESTAPP:docs'))).toBe('["styling"]');
    // choosing a recent search runs it
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await input.inputValue()).toBe('styling');
    await poll(() => titles(page)).toContain('Styling with parts');
    await input.fill('');
    await page.locator('inlay-search [part="recent"] button').click();
    expect(await page.evaluate(() => localStorage.getItem('inlay-search:recent:TESTAPP:docs'))).toBeNull();
    expect(await page.locator('inlay-search [part="recent"]').count()).toBe(0);
    await context.close();

    const off = await open(
      `<inlay-search recent="false" ${algoliaAttrs()}></inlay-search><script>document.addEventListener('inlay-select', e => e.preventDefault())</script>`,
    );
    await off.page.locator('inlay-search input').fill('styling');
    await poll(() => titles(off.page)).toContain('Styling with parts');
    await off.page.keyboard.press('ArrowDown');
    await off.page.keyboard.press('Enter');
    expect(await off.page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await off.context.close();
  });

  // The exact sequence of queries the server receives: fails with a plain debounce, a plain throttle, or a
  // scheduler without its in-flight wait or its trailing send (each tried: see engine.ts createScheduler).
  const shownQueries = (page: Page) =>
    page.$eval('inlay-search', (el) => {
      const panel = el.shadowRoot!.querySelector('[part="panel"]')!;
      const seen: string[] = ((window as unknown as { __shown: string[] }).__shown = []);
      new MutationObserver(() => seen.push(panel.getAttribute('data-query') ?? '')).observe(panel, { attributes: true, attributeFilter: ['data-query'] });
    });
  const shown = (page: Page) => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
  const postedQueries = (s: AlgoliaServer) => s.requests.filter((r) => r.method === 'POST').map((r) => r.body!.requests![0]!.query);

  it('requests while typing: 10 keys at 80 ms → keys 1, 4, 7 and 10 sent, each at once', async () => {
    // The page's clock is Playwright's fake one, so the cadence is exact however loaded the machine is;
    // the network is real: after each key, any request it sent is answered before the clock moves on.
    const api = await startAlgoliaServer({ records: RECORDS, latency: 30 });
    try {
      const { page, context } = await newPage(chrome.browser);
      contexts.push(context);
      await page.clock.install();
      await page.goto(
        server.page(
          `/s${++n}.html`,
          html(LISTEN + `<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${api.url}"></inlay-search>`, { scripts: [SCRIPT] }),
        ),
      );
      await page.waitForFunction(() => customElements.get('inlay-search') !== undefined, undefined, { polling: 20 });
      await page.clock.pauseAt(Date.now() + 60_000); // from here the page's time moves only by runFor
      await page.locator('inlay-search input').focus();
      const dataQuery = () => page.$eval('inlay-search', (el) => el.shadowRoot!.querySelector('[part="panel"]')?.getAttribute('data-query'));
      const sentAt: string[] = [];
      const text = 'pagination';
      for (let i = 1; i <= text.length; i++) {
        await page.$eval(
          'inlay-search',
          (el, q) => {
            const input = el.shadowRoot!.querySelector('input')!;
            input.value = q;
            input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: q.at(-1), inputType: 'insertText' }));
          },
          text.slice(0, i),
        );
        const sent = (await events(page, 'inlay-search')).map((e) => e.detail.query as string);
        if (sent.length > sentAt.length) {
          sentAt.push(`${sent.at(-1)}@${(i - 1) * 80}`);
          await poll(dataQuery).toBe(sent.at(-1));
        }
        if (i < text.length) await page.clock.runFor(80);
      }
      await page.clock.runFor(1000);
      await poll(dataQuery).toBe(text);
      // each query went out the moment its key was typed (the event fires as the request is sent)
      expect(sentAt).toEqual(['p@0', 'pagi@240', 'paginat@480', 'pagination@720']);
      expect(postedQueries(api)).toEqual(['p', 'pagi', 'paginat', 'pagination']);
    } finally {
      await api.close();
    }
  });

  it('requests while typing: one in flight at a time (the latest query goes when it answers); a query left behind is never shown', async () => {
    // "p" answers in 900 ms: every key typed meanwhile waits, then only the latest is sent
    const slow = await startAlgoliaServer({ records: RECORDS, latency: (b) => (JSON.stringify(b).includes('"query":"p"') ? 900 : 20) });
    try {
      const { page } = await open(`<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${slow.url}"></inlay-search>`);
      await page.locator('inlay-search input').focus();
      await page.waitForTimeout(100);
      await shownQueries(page);
      await typeInPage(page, 'pagination', 80);
      await poll(() => titles(page)).toEqual(['Pagination']);
      await page.waitForTimeout(300);
      expect(postedQueries(slow)).toEqual(['p', 'pagination']);
      expect(await shown(page)).toEqual(['p', 'pagination']);
    } finally {
      await slow.close();
    }
    // "pag" answers in 900 ms; meanwhile the visitor changes the query to "pat": "pag" is never shown
    const api = await startAlgoliaServer({ records: RECORDS, latency: (b) => (JSON.stringify(b).includes('"query":"pag"') ? 900 : 20) });
    try {
      const { page } = await open(`<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${api.url}"></inlay-search>`);
      await page.locator('inlay-search input').focus();
      await page.waitForTimeout(100);
      await shownQueries(page);
      await typeInPage(page, 'pa', 80);
      await settled(page, 'pa');
      await page.waitForTimeout(300);
      await typeInPage(page, 'pag', 0); // sent at once (300 ms after the last send), answers slowly
      await page.waitForTimeout(100);
      await page.$eval('inlay-search', (el) => {
        const input = el.shadowRoot!.querySelector('input')!;
        input.value = 'pat';
        input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: 't', inputType: 'insertText' }));
      });
      await settled(page, 'pat');
      await page.waitForTimeout(300);
      expect(postedQueries(api)).toEqual(['p', 'pa', 'pag', 'pat']);
      expect(await shown(page)).not.toContain('pag');
      expect((await shown(page)).at(-1)).toBe('pat');
    } finally {
      await api.close();
    }
  });

  it('a host of your own that takes 1.5 s to answer still answers (no fallback host to try)', async () => {
    const api = await startAlgoliaServer({ records: RECORDS, latency: 1500 });
    try {
      const { page, context } = await open(`<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${api.url}"></inlay-search>`);
      await page.locator('inlay-search input').fill('pagination');
      await poll(() => titles(page)).toContain('Pagination');
      expect(await page.locator('inlay-search [part="error"]').count()).toBe(0);
      await context.close();
    } finally {
      await api.close();
    }
  });

  it('requests while typing: a query answered before shows at once, without a request', async () => {
    const api = await startAlgoliaServer({ records: RECORDS, latency: 30 });
    try {
      const { page } = await open(`<inlay-search app-id="X" api-key="k" index-name="docs" consent="none" host="${api.url}"></inlay-search>`);
      const input = page.locator('inlay-search input');
      await input.fill('pagination');
      await settled(page, 'pagination');
      await input.fill('keyboard');
      await settled(page, 'keyboard');
      const before = postedQueries(api).length;
      // From here the server never answers: the results can only come from the answer kept before.
      // (This used to time the answer against 200 ms, which failed on a loaded CI machine.)
      api.fail('hang');
      await input.fill('pagination');
      await settled(page, 'pagination');
      expect((await titles(page)).length).toBeGreaterThan(0);
      await page.waitForTimeout(400);
      expect(postedQueries(api).length).toBe(before);
    } finally {
      await api.close();
    }
  });

  it('shows more results on demand, and announces the count politely', async () => {
    const { page, context } = await open(`<inlay-search hits-per-page="3" ${algoliaAttrs()}></inlay-search>`);
    await page.locator('inlay-search input').fill('the');
    await poll(async () => (await titles(page)).length).toBe(3);
    const status = page.locator('inlay-search [role="status"]');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await poll(() => status.textContent()).toMatch(/\d+ results/);
    await page.locator('inlay-search [part="more"]').click();
    await poll(async () => (await titles(page)).length).toBe(6);
    await context.close();
  });
});

describe('custom client', () => {
  it('any InstantSearch-compatible client via the searchClient property (no Algolia traffic), Tab out closes the panel', async () => {
    const before = algolia.requests.length;
    const { page } =
      await open(`<inlay-search index-name="products" title-field="name" url-field="link" snippet-field="description"></inlay-search><button id="after">after</button>
      <script>
        window.__calls = [];
        document.querySelector('inlay-search').searchClient = {
          search(requests) {
            window.__calls.push(requests);
            return Promise.resolve({ results: requests.map((r) => {
              const q = r.params.query;
              const pre = r.params.highlightPreTag, post = r.params.highlightPostTag;
              const hits = q ? [{ objectID: 'p1', name: 'Blue kettle', link: '/p/1', description: 'A kettle', _highlightResult: { name: { value: 'Blue ' + pre + 'kettle' + post, matchLevel: 'full', matchedWords: [q] } } }] : [];
              return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 8, processingTimeMS: 1, query: q, params: '' };
            }) });
          },
        };
      </script>`);
    await page.locator('inlay-search input').fill('kettle');
    await settled(page, 'kettle');
    expect(await titles(page)).toEqual(['Blue kettle']);
    expect(await page.locator('inlay-search [part="title"] mark').textContent()).toBe('kettle');
    expect(await page.locator('inlay-search [role="option"]').getAttribute('href')).toMatch(/\/p\/1$/);
    const calls = await page.evaluate(() => (window as unknown as { __calls: { indexName: string }[][] }).__calls);
    expect(calls.flat().some((r) => r.indexName === 'products')).toBe(true);
    expect(algolia.requests.length).toBe(before);
    // Tab out of the widget closes the panel
    await page.locator('inlay-search input').focus();
    expect(await page.locator('inlay-search input').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab'); // clear button
    await page.keyboard.press('Tab'); // facets/options are not tabbable; next is the page button
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('after');
    expect(await page.locator('inlay-search input').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('custom client: one request per query', () => {
  it('focus and the first key in one task (the engine starts with the query typed): the query is sent once', async () => {
    const { page } = await open(`<inlay-search index-name="products"></inlay-search>
      <script>
        window.__calls = [];
        document.querySelector('inlay-search').searchClient = {
          search(requests) {
            window.__calls.push(requests.map((r) => r.params.query));
            return new Promise((done) => setTimeout(() => done({ results: requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 8, processingTimeMS: 1, query: r.params.query, params: '' })) }), 50));
          },
        };
      </script>`);
    await page.$eval('inlay-search', (el) => {
      const input = el.shadowRoot!.querySelector('input')!;
      input.focus();
      input.value = 'k';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: 'k', inputType: 'insertText' }));
    });
    await settled(page, 'k');
    await page.waitForTimeout(200);
    const calls = await page.evaluate(() => (window as unknown as { __calls: string[][] }).__calls);
    expect(calls.flat().filter((q) => q === 'k')).toEqual(['k']);
  });
});

describe('consent', () => {
  // Regression (issue 30): without a consent attribute, Algolia mode sent the visitor's typing to Algolia
  // with the banner unanswered. Every request leaving 127.0.0.1 is intercepted, so nothing leaves the machine.
  it('Algolia mode without a consent attribute: typing sends 0 requests (Algolia hosts, or a host on another origin) until the visitor agrees', async () => {
    for (const attrs of ['app-id="TESTAPP" api-key="search-key-123" index-name="docs"', algoliaAttrs('', false)]) {
      const before = algolia.requests.length;
      const { page, context } = await open(`<inlay-search ${attrs}></inlay-search>`);
      const outside: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      await page.keyboard.press('/');
      const input = page.locator('inlay-search input');
      if (await input.count()) await input.pressSequentially('consent', { delay: 20 });
      await page.waitForTimeout(400);
      expect(outside).toEqual([]);
      expect(algolia.requests.length - before).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { Inlay: { consent: { info(s: string): { state: string } } } }).Inlay.consent.info('algolia').state),
      ).toBe('unknown');
      expect(await page.locator('inlay-search [part~="consent-once"]').count()).toBe(1);
      await context.close();
    }
  });

  it('consent="none" is no gate (not a service named "none"); a records URL on another origin is gated under its host', async () => {
    const a = await open(`<inlay-search ${algoliaAttrs('consent="none"', false)}></inlay-search>`);
    await a.page.locator('inlay-search input').fill('consent');
    await poll(() => titles(a.page)).toContain('Consent and privacy');
    const other = `${algolia.url}/records.json`;
    const b = await open(`<inlay-search records="${other}"></inlay-search>`);
    expect(await b.page.locator('inlay-search [part~="consent-once"]').count()).toBe(1);
    const host = new URL(algolia.url).host;
    expect(
      await b.page.evaluate((h) => (window as unknown as { Inlay: { consent: { info(s: string): { service: string } } } }).Inlay.consent.info(h).service, host),
    ).toBe(host);
    await b.page.waitForTimeout(300);
    expect(algolia.requests.filter((r) => r.path.includes('records.json'))).toEqual([]);
  });

  it('consent="algolia": no request before the click, search after it, withdrawal returns to the placeholder', async () => {
    const before = algolia.requests.length;
    const { page, context } = await open(`<inlay-search ${algoliaAttrs('consent="algolia"')}></inlay-search>`);
    expect(await page.locator('inlay-search input').count()).toBe(0);
    await page.keyboard.press('/');
    await page.waitForTimeout(200);
    expect(algolia.requests.length).toBe(before);
    await page.locator('inlay-search [part~="consent-once"]').click();
    await page.locator('inlay-search input').fill('consent');
    await poll(() => titles(page)).toContain('Consent and privacy');
    expect(algolia.requests.length).toBeGreaterThan(before);
    // withdrawal (the lookup forgets the visitor's choice): back to the placeholder, no more traffic
    await page.evaluate(() => (window as unknown as { Inlay: { consent: { revoke(s: string): void } } }).Inlay.consent.revoke('algolia'));
    await poll(() => page.locator('inlay-search [part~="consent-once"]').count()).toBe(1);
    const after = algolia.requests.length;
    await page.waitForTimeout(300);
    expect(algolia.requests.length).toBe(after);
    await context.close();
  });
});

describe('local mode', () => {
  it('fetches the real dataset on first interaction only, indexes it, finds prefixes and typos, facets with counts', async () => {
    const { page, log, context } = await open(
      `<inlay-search records="/examples/data/search-records.json" facets="category" snippet-field="content"></inlay-search>`,
    );
    await page.waitForTimeout(300);
    const fetched = () => server.requests.filter((r) => r.url.includes('search-records.json')).length;
    const start = fetched();
    expect(start).toBe(0);
    await page.locator('inlay-search input').focus();
    await poll(fetched).toBe(1);
    await page.keyboard.type('minisearch');
    await settled(page, 'minisearch');
    expect((await titles(page))[0]!.toLowerCase()).toContain('minisearch');
    // typo: one letter missing
    await page.locator('inlay-search input').fill('instantserch');
    await settled(page, 'instantserch');
    await poll(async () => (await titles(page)).join(' ').toLowerCase()).toContain('instantsearch');
    // prefix
    await page.locator('inlay-search input').fill('playwri');
    await settled(page, 'playwri');
    await poll(async () => (await titles(page)).join(' ').toLowerCase()).toContain('playwright');
    await poll(() => page.locator('inlay-search [part="facet"]').count()).toBeGreaterThan(0);
    expect(await page.locator('inlay-search [part="snippet"] mark').count()).toBeGreaterThan(0);
    expect(fetched()).toBe(1);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('works under a strict CSP with Trusted Types (no inline style or script, no violations)', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log } = await open(`<inlay-search mode="modal" records="/test/fixtures/search/records.json" facets="category"></inlay-search>`, {
      headers: { 'content-security-policy': csp },
    });
    await page.evaluate(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.keyboard.press('Control+k');
    await poll(() => page.evaluate(() => document.querySelector('inlay-search')!.shadowRoot!.querySelector('dialog')!.open)).toBe(true);
    await page.keyboard.type('facets');
    await settled(page, 'facets');
    expect(await titles(page)).toContain('Configure facets');
    await page.locator('inlay-search [part="facet"]').first().click();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    // The index ran in a worker started from the script itself (allowed by script-src 'self',
    // through the "inlay" Trusted Types policy).
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([SCRIPT]);
    expect(log.uncaught).toEqual([]);
  });

  it('indexes off the main thread: a worker from the script itself; a script on another origin falls back to the page', async () => {
    // 20,000 records: indexed in the worker, searched there, hits rendered here.
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango'.split(' ');
    const records = Array.from({ length: 20000 }, (_, i) => ({
      objectID: String(i),
      title: `Record ${i} ${words[i % 20]} ${words[(i * 7) % 20]}`,
      url: `/r/${i}`,
      content: Array.from({ length: 30 }, (_, k) => words[(i * 13 + k * 3) % 20]).join(' '),
      category: words[i % 5],
    }));
    server.route('/big-records.json', (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(records)));
    const search = async (page: Page) => {
      await page.locator('inlay-search input').fill('record 12345');
      await settled(page, 'record 12345');
      await poll(async () => (await titles(page))[0]).toMatch(/^Record 12345 /);
    };
    const before = server.requests.length;
    const a = await open(`<inlay-search records="/big-records.json" facets="category"></inlay-search>`);
    // The worker starts when the page is idle (the script itself, from the cache); the records are
    // fetched only on the first interaction.
    await poll(() => a.page.workers().map((w) => new URL(w.url()).pathname)).toEqual([SCRIPT]);
    await a.page.waitForTimeout(200);
    expect(server.requests.slice(before).filter((r) => r.url.startsWith('/big-records.json'))).toEqual([]);
    await search(a.page);
    expect(server.requests.slice(before).filter((r) => r.url.startsWith('/big-records.json'))).toHaveLength(1);
    expect(a.page.workers().map((w) => new URL(w.url()).pathname)).toEqual([SCRIPT]);
    // The element leaves the page: its worker is stopped.
    await a.page.evaluate(() => document.querySelector('inlay-search')!.remove());
    await poll(() => a.page.workers().length).toBe(0);
    expect(a.log.uncaught).toEqual([]);

    // The same page loading the script from another origin (a CDN): a worker must be same-origin,
    // so the index is built on the page in time slices, with the same results.
    const other = server.origin.replace('127.0.0.1', 'localhost');
    const { page, log, context } = await newPage(chrome.browser);
    contexts.push(context);
    await page.goto(server.page(`/s${++n}.html`, html(LISTEN + `<inlay-search records="/big-records.json"></inlay-search>`, { scripts: [other + SCRIPT] })));
    await page.waitForFunction(() => customElements.get('inlay-search') !== undefined);
    await search(page);
    expect(page.workers()).toEqual([]);
    expect(log.uncaught).toEqual([]);

    // The all-in-one inlay.js starts itself as the worker the same way (every other widget's code
    // in it stays inert in a worker).
    const all = await newPage(chrome.browser);
    contexts.push(all.context);
    await all.page.goto(
      server.page(`/s${++n}.html`, html(LISTEN + `<inlay-search records="/big-records.json"></inlay-search>`, { scripts: ['/dist/inlay.js'] })),
    );
    await all.page.waitForFunction(() => customElements.get('inlay-search') !== undefined);
    await search(all.page);
    expect(all.page.workers().map((w) => new URL(w.url()).pathname)).toEqual(['/dist/inlay.js']);
    expect(all.log.uncaught).toEqual([]);

    // A page whose CSP forbids workers: the same fallback.
    const c = await open(`<inlay-search records="/big-records.json"></inlay-search>`, { headers: { 'content-security-policy': "worker-src 'none'" } });
    await search(c.page);
    expect(c.page.workers()).toEqual([]);
    expect(c.log.uncaught).toEqual([]);
  });

  it('a broken records URL: inlay-error code records, visitor message, retry', async () => {
    const { page, context } = await open(`<inlay-search records="/examples/data/missing.json"></inlay-search>`);
    await page.locator('inlay-search input').fill('x');
    await poll(async () => (await events(page, 'inlay-error')).map((e) => e.detail.code)).toContain('records');
    expect((await events(page, 'inlay-error'))[0]!.detail.message as string).toMatch(/HTTP 404/);
    expect(await page.locator('inlay-search .retry').count()).toBe(1);
    await context.close();
  });
});

describe('accessibility', () => {
  it('axe: 0 violations in the open modal with results (and in the inline panel)', async () => {
    const { page, context } = await open(`<main><h1>Docs</h1><inlay-search mode="modal" facets="category" ${algoliaAttrs()}></inlay-search></main>`);
    await page.locator('inlay-search [part="button"]').click();
    await page.locator('inlay-search input').fill('the');
    await poll(async () => (await titles(page)).length).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await axe(page)).toEqual([]);
    await context.close();
    const inline = await open(`<main><h1>Docs</h1><inlay-search facets="category" ${algoliaAttrs()}></inlay-search></main>`);
    await inline.page.locator('inlay-search input').fill('the');
    await poll(async () => (await titles(inline.page)).length).toBeGreaterThan(1);
    expect(await axe(inline.page)).toEqual([]);
    await inline.context.close();
  });
});
