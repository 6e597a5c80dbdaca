// Issue 16 item 1: the consent gate must start closed and stay closed until the lookup answers, however
// and whenever the configuration reaches the element. A second server (another port = another origin)
// stands for the third party and counts the requests it RECEIVES; every configuration path gets its
// own path on it, so a test counts only its own traffic. Each test then grants consent and sees the
// request arrive, which proves the configuration really took effect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, type Launched } from './helpers/browser';
import { readFileSync } from 'node:fs';
import { html, json, ROOT, startServer, type TestServer } from './helpers/server';
import { startAlgoliaServer, type AlgoliaServer } from './fixtures/search/algolia-server';

const SHARE = '/dist/inlay-share.js';
const SEARCH = '/dist/inlay-search.js';
const PROBE = '/test/.build/inlay-consent-probe.js';
let chrome: Launched;
let site: TestServer;
let third: TestServer;
let algolia: AlgoliaServer;
let n = 0;

beforeAll(async () => {
  const records = JSON.parse(readFileSync(`${ROOT}/test/fixtures/search/records.json`, 'utf8'));
  [chrome, site, third, algolia] = await Promise.all([
    launch(),
    startServer(),
    startServer(),
    startAlgoliaServer({ records, appId: 'TESTAPP', apiKey: 'key' }),
  ]);
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
  await third?.close();
  await algolia?.close();
});

/** A fresh counts endpoint on the third-party origin and the number of requests it received. */
function endpoint() {
  const path = `/counts-${++n}`;
  third.route(path, (_req, res) => json(res, 200, { facebook: 7 }));
  return { url: `${third.origin}${path}`, received: () => third.requests.filter((r) => r.url.startsWith(`${path}?`) || r.url === path).length };
}

async function open(body: string, { scripts = [SHARE], head = '' }: { scripts?: string[]; head?: string } = {}) {
  const { page, log, context } = await newPage(chrome.browser);
  await page.goto(site.page(`/late-${++n}.html`, html(body, { scripts, head })));
  return { page, log, context };
}
const defined = (page: Page, tag = 'inlay-share') => page.waitForFunction((t) => customElements.get(t) !== undefined, tag);
/** Long enough for effects (after paint), the lookup's first CMP polls and a request to arrive. */
const quiet = (page: Page) => page.waitForTimeout(700);
const grant = (page: Page, service = 'share-counts') =>
  page.evaluate((s) => (window as unknown as { Inlay: { consent: { request(s: string): Promise<boolean> } } }).Inlay.consent.request(s), service);
const counted = (page: Page, sel = 'inlay-share') =>
  page.waitForFunction((s) => !!document.querySelector(s)?.shadowRoot?.querySelector('[part="count"]'), sel, { timeout: 5000 });

/** No request before consent; after the grant exactly one, and the count is shown. */
async function gatedThenGranted(page: Page, ep: ReturnType<typeof endpoint>, sel = 'inlay-share') {
  await quiet(page);
  expect(ep.received(), 'requests the third party received before consent').toBe(0);
  await grant(page);
  await counted(page, sel);
  expect(ep.received()).toBe(1);
}

describe('share counts on another origin: nothing is sent before consent, whatever the configuration path', () => {
  it('counts-url in the HTML from the start', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-share services="facebook" url="https://example.com/a" counts-url="${ep.url}"></inlay-share>`);
    await defined(page);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('counts-url set by setAttribute after load', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-share services="facebook" url="https://example.com/b"></inlay-share>`);
    await defined(page);
    await page.waitForTimeout(100);
    await page.evaluate((u) => document.querySelector('inlay-share')!.setAttribute('counts-url', u), ep.url);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('countsUrl property set after the upgrade', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-share services="facebook" url="https://example.com/c"></inlay-share>`);
    await defined(page);
    await page.waitForTimeout(100);
    await page.evaluate((u) => ((document.querySelector('inlay-share') as unknown as { countsUrl: string }).countsUrl = u), ep.url);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('countsUrl property set before the upgrade (script loaded afterwards)', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-share services="facebook" url="https://example.com/d"></inlay-share>`, { scripts: [] });
    await page.evaluate(
      ([u, src]) => {
        (document.querySelector('inlay-share') as unknown as { countsUrl: string }).countsUrl = u!;
        const s = document.createElement('script');
        s.src = src!;
        document.body.append(s);
      },
      [ep.url, SHARE],
    );
    await defined(page);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('document.createElement: properties set, then inserted', async () => {
    const ep = endpoint();
    const { page, context } = await open('');
    await defined(page);
    await page.evaluate((u) => {
      const el = document.createElement('inlay-share') as HTMLElement & { countsUrl: string; services: string[]; url: string };
      el.services = ['facebook'];
      el.url = 'https://example.com/e';
      el.countsUrl = u;
      document.body.append(el);
    }, ep.url);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('document.createElement: inserted first, countsUrl set in a later task', async () => {
    const ep = endpoint();
    const { page, context } = await open('');
    await defined(page);
    await page.evaluate(() => {
      const el = document.createElement('inlay-share') as HTMLElement & { services: string[]; url: string };
      el.services = ['facebook'];
      el.url = 'https://example.com/f';
      document.body.append(el);
    });
    await page.waitForTimeout(100);
    await page.evaluate((u) => ((document.querySelector('inlay-share') as unknown as { countsUrl: string }).countsUrl = u), ep.url);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('framework-like: mounted empty, then one property per task (services, url, countsUrl), then re-rendered', async () => {
    const ep = endpoint();
    const { page, context } = await open('<div id="app"></div>');
    await defined(page);
    await page.evaluate(async (u) => {
      const tick = () => new Promise((r) => setTimeout(r, 30));
      const el = document.createElement('inlay-share') as HTMLElement & Record<string, unknown>;
      document.getElementById('app')!.append(el);
      await tick();
      el.services = 'facebook';
      await tick();
      el.url = 'https://example.com/g';
      await tick();
      el.countsUrl = u;
      await tick();
      // A re-render sets the same values again (frameworks do): still nothing may be sent.
      el.services = 'facebook';
      el.countsUrl = u;
    }, ep.url);
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('consent="…" in the HTML, counts-url set after load', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-share consent="my-counts" services="facebook" url="https://example.com/h"></inlay-share>`);
    await defined(page);
    await page.waitForTimeout(100);
    await page.evaluate((u) => document.querySelector('inlay-share')!.setAttribute('counts-url', u), ep.url);
    await quiet(page);
    expect(ep.received()).toBe(0);
    await grant(page, 'my-counts');
    await counted(page);
    expect(ep.received()).toBe(1);
    await context.close();
  });

  it('switching from a granted service to one without consent, together with a new counts-url', async () => {
    const first = endpoint();
    const ep = endpoint();
    const { page, context } = await open(
      `<inlay-share consent="granted-counts" services="facebook" url="https://example.com/i" counts-url="${first.url}"></inlay-share>`,
      {
        head: `<script type="application/json" id="inlay-consent">{"services":{"granted-counts":true}}</script>`,
      },
    );
    await defined(page);
    await counted(page);
    expect(first.received()).toBe(1);
    await page.evaluate((u) => {
      const el = document.querySelector('inlay-share')!;
      el.setAttribute('consent', 'share-counts');
      el.setAttribute('counts-url', u);
    }, ep.url);
    await page.waitForFunction(() => !document.querySelector('inlay-share')!.shadowRoot!.querySelector('[part="count"]'));
    await gatedThenGranted(page, ep);
    await context.close();
  });

  it('inserted later by markup (insertAdjacentHTML)', async () => {
    const ep = endpoint();
    const { page, context } = await open('');
    await defined(page);
    await page.evaluate(
      (u) => document.body.insertAdjacentHTML('beforeend', `<inlay-share services="facebook" url="https://example.com/j" counts-url="${u}"></inlay-share>`),
      ep.url,
    );
    await gatedThenGranted(page, ep);
    await context.close();
  });
});

describe('every widget: the core gate closes before a changed service is answered', () => {
  it('consent probe: consent="none" → a gated service and a new src in one task: nothing fetched before consent', async () => {
    const ep = endpoint();
    const { page, context } = await open(`<inlay-consent-probe consent="none" src="${ep.url}?first"></inlay-consent-probe>`, { scripts: [PROBE] });
    await defined(page, 'inlay-consent-probe');
    await expect.poll(() => ep.received()).toBe(1); // first-party by the site owner's word: loaded
    await page.evaluate((u) => {
      const el = document.querySelector('inlay-consent-probe')!;
      el.setAttribute('consent', 'youtube');
      el.setAttribute('src', `${u}?second`);
    }, ep.url);
    await quiet(page);
    expect(ep.received()).toBe(1);
    expect(await page.$eval('inlay-consent-probe', (el) => !!el.shadowRoot!.querySelector('.inlay-consent'))).toBe(true);
    await grant(page, 'youtube');
    await expect.poll(() => ep.received()).toBe(2);
    await context.close();
  });

  it('search (Algolia): a granted service switched to one without consent, with a new index, sends no query', async () => {
    const { page, context } = await open(
      `<inlay-search consent="search-a" app-id="TESTAPP" api-key="key" index-name="docs" host="${algolia.url}"></inlay-search>`,
      { scripts: [SEARCH], head: `<script type="application/json" id="inlay-consent">{"services":{"search-a":true}}</script>` },
    );
    await defined(page, 'inlay-search');
    await page.locator('inlay-search input').click();
    await page.keyboard.type('keyboard', { delay: 20 });
    await expect.poll(() => page.locator('inlay-search [role="option"]').count(), { timeout: 8000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const before = algolia.requests.length;
    await page.evaluate(() => {
      const el = document.querySelector('inlay-search') as HTMLElement & Record<string, unknown>;
      el.consent = 'algolia';
      el.indexName = 'docs2';
    });
    await quiet(page);
    expect(algolia.requests.length - before, 'queries Algolia received before consent').toBe(0);
    expect(await page.locator('inlay-search [part~="consent-once"]').count()).toBe(1);
    await context.close();
  });
});

describe('examples/share.html (its third-party stand-in gets counts-url from a script after load)', () => {
  it('sends nothing to the other origin before "Allow share counts", one request after it', async () => {
    const port = new URL(site.origin).port;
    site.route('/shariff', (_req, res) => json(res, 200, { facebook: 3 }));
    const fromElsewhere = () => site.requests.filter((r) => r.url.startsWith('/shariff') && r.headers.host === `localhost:${port}`).length;
    const { page, context } = await newPage(chrome.browser);
    await page.goto(`${site.origin}/examples/share.html`);
    await defined(page);
    await quiet(page);
    expect(fromElsewhere()).toBe(0);
    await page.locator('#grant').click();
    await counted(page, '#third');
    expect(fromElsewhere()).toBe(1);
    await context.close();
  });
});
