// The real consent tools from npm, configured as their docs tell a site owner and driven as a visitor
// would, by clicking their own banners: share counts, Algolia search and the form's captcha on one page.
// Every third party is a second 127.0.0.1 origin (the counts backend and the captcha script on one, a
// fake Algolia on another) that records what it RECEIVES, so nothing ever leaves the machine.
// Klaro, CookieConsent v3, tarteaucitron, Osano's cookieconsent and a TCF CMP made of the IAB's libraries.
// Per CMP and per script order (CMP before Inlay, Inlay before CMP): 0 requests before a choice and
// after "reject" (also after a reload); after "accept" the counts and the captcha script within 1 s
// without reload, and a search reaches Algolia; the choice holds across a reload; after withdrawal in
// the CMP's own UI the gates close and a reload sends nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, type Launched } from '../helpers/browser';
import { html, ROOT, startServer, type TestServer } from '../helpers/server';
import { startAlgoliaServer, type AlgoliaServer } from '../fixtures/search/algolia-server';

let chrome: Launched;
let site: TestServer;
let third: TestServer;
let algolia: AlgoliaServer;
/** Arrival times of the counts and captcha requests on the third-party origin, per page id. */
const hits = new Map<string, number[]>();

beforeAll(async () => {
  const records = JSON.parse(readFileSync(`${ROOT}/test/fixtures/search/records.json`, 'utf8'));
  [chrome, site, third, algolia] = await Promise.all([launch(), startServer(), startServer(), startAlgoliaServer({ records, appId: 'TESTAPP', apiKey: 'k' })]);
  const standin = readFileSync(`${ROOT}/test/fixtures/form/captcha-standin.js`, 'utf8');
  const log = (kind: string, url = '') =>
    hits.set(`${kind}:${new URL(url, 'http://x').searchParams.get('id')}`, [
      ...(hits.get(`${kind}:${new URL(url, 'http://x').searchParams.get('id')}`) ?? []),
      Date.now(),
    ]);
  third.route('/counts', (req, res) => {
    log('counts', req.url);
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"facebook":5}');
  });
  third.route('/captcha.js', (req, res) => {
    log('captcha', req.url);
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(standin);
  });
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
  await third?.close();
  await algolia?.close();
});

interface Cmp {
  name: string;
  /** The CMP's scripts and configuration, as its documentation tells a site owner. */
  setup: string;
  /** The #inlay-consent block, if this CMP needs one. */
  config?: unknown;
  accept(page: Page): Promise<void>;
  reject(page: Page): Promise<void>;
  /** Withdraws every consent in the CMP's own UI. */
  withdraw(page: Page): Promise<void>;
}

const NM = '/node_modules';
const CMPS: Cmp[] = [
  {
    name: 'CookieConsent v3 (vanilla-cookieconsent)',
    setup: `<link rel="stylesheet" href="${NM}/vanilla-cookieconsent/dist/cookieconsent.css"><script src="${NM}/vanilla-cookieconsent/dist/cookieconsent.umd.js"></script>
<script>CookieConsent.run({ hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, functionality: {}, marketing: {} },
  language: { default: 'en', translations: { en: {
    consentModal: { title: 'We use cookies', description: 'Choose.', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Reject all', showPreferencesBtn: 'Manage preferences' },
    preferencesModal: { title: 'Preferences', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Reject all', savePreferencesBtn: 'Save preferences',
      sections: [{ title: 'Functionality', linkedCategory: 'functionality' }, { title: 'Marketing', linkedCategory: 'marketing' }] } } } } });</script>`,
    accept: (page) => page.locator('#cc-main .cm').getByRole('button', { name: 'Accept all' }).click(),
    reject: (page) => page.locator('#cc-main .cm').getByRole('button', { name: 'Reject all' }).click(),
    async withdraw(page) {
      await page.evaluate(() => (window as any).CookieConsent.showPreferences());
      await page.locator('#cc-main .pm').getByRole('button', { name: 'Reject all' }).click();
    },
  },
  {
    name: 'tarteaucitron',
    // (Withdrawing a service that already ran makes tarteaucitron reload the page when its panel closes;
    // the panel is left open here, so the test sees Inlay close its gates without that reload.)
    setup: `<script src="${NM}/tarteaucitronjs/tarteaucitron.js"></script>
<script>
  for (const [key, name] of [['shariff', 'Share counts'], ['algolia', 'Algolia'], ['turnstile', 'Cloudflare Turnstile']])
    tarteaucitron.services[key] = { key, type: 'api', name, needConsent: true, cookies: [], js() {}, fallback() {} };
  tarteaucitron.init({ privacyUrl: '', hashtag: '#tarteaucitron', cookieName: 'tarteaucitron', orientation: 'bottom', showAlertSmall: false,
    cookieslist: false, highPrivacy: true, AcceptAllCta: true, DenyAllCta: true, handleBrowserDNTRequest: false, mandatory: false, useExternalCss: false });
  (tarteaucitron.job = tarteaucitron.job || []).push('shariff', 'algolia', 'turnstile');
</script>`,
    accept: (page) => page.locator('#tarteaucitronPersonalize2').click(),
    reject: (page) => page.locator('#tarteaucitronAllDenied2').click(),
    async withdraw(page) {
      // As a visitor would: once the page is up (tarteaucitron replays the stored choices after its
      // language and service files load, and would rewrite a choice made before that).
      await page.waitForFunction(() => (window as any).tarteaucitron.launch?.shariff === true && !!document.getElementById('tacCurrentStatusshariff'));
      await page.evaluate(() => (window as any).tarteaucitron.userInterface.openPanel());
      // Under load its replay can still overwrite an early click: click again until it recorded the choice.
      await expect
        .poll(
          async () =>
            (await page.evaluate(() => document.cookie)).includes('shariff=true')
              ? (await page.locator('#tarteaucitronAllDenied').click(), 'again')
              : 'recorded',
          { timeout: 8000 },
        )
        .toBe('recorded');
    },
  },
  {
    name: "Osano's cookieconsent",
    setup: `<link rel="stylesheet" href="${NM}/cookieconsent/build/cookieconsent.min.css"><script src="${NM}/cookieconsent/build/cookieconsent.min.js"></script>
<script>window.addEventListener('load', () => window.cookieconsent.initialise({ type: 'opt-in', revokable: true, animateRevokable: false, law: { regionalLaw: false },
  content: { message: 'This site uses cookies.', allow: 'Allow cookies', deny: 'Decline', policy: 'Cookie settings' } }));</script>`,
    accept: (page) => page.locator('.cc-window .cc-allow').click(),
    reject: (page) => page.locator('.cc-window .cc-deny').click(),
    withdraw: (page) => page.locator('.cc-revoke').click(),
  },
  {
    name: 'Klaro',
    setup: `<script>var klaroConfig = { acceptAll: true, mustConsent: false, services: [
  { name: 'share-counts', title: 'Share counts', purposes: ['marketing'] },
  { name: 'algolia', title: 'Site search (Algolia)', purposes: ['functional'] },
  { name: 'turnstile', title: 'Spam protection', purposes: ['functional'] } ] };</script>
<script src="${NM}/klaro/dist/klaro.js"></script>`,
    accept: (page) => page.locator('.klaro .cookie-notice .cm-btn-success').click(),
    reject: (page) => page.locator('.klaro .cookie-notice .cn-decline').click(),
    async withdraw(page) {
      await page.evaluate(() => (window as any).klaro.show(undefined, true)); // its settings modal
      // Its modal (as configured) has no "decline all": switch every purpose off, then "Save".
      const on = page.locator('.klaro .cookie-modal .cm-purposes > li > input[type=checkbox]');
      for (let i = 0; i < (await on.count()); i++) await on.nth(i).uncheck({ force: true });
      await page.locator('.klaro .cookie-modal .cm-btn-accept').click();
    },
  },
  {
    name: 'IAB TCF v2.2 (a CMP on @iabtechlabtcf/cmpapi + core), non-IAB services mapped to purposes',
    setup: `<script src="${NM}/@iabtechlabtcf/stub/lib/stub.js"></script><script src="/test/.build/inlay-tcf-cmp.js"></script>`,
    // None of the three has an IAB vendor id: the site maps each to what its CMP asks (three forms).
    config: {
      map: { 'share-counts': { tcf: { publisherPurposes: [1, 7] } }, algolia: { tcf: { purposes: [1] } }, turnstile: { tcf: { customPurposes: [1] } } },
    },
    accept: (page) => page.locator('#tcf-banner').getByRole('button', { name: 'Accept all' }).click(),
    reject: (page) => page.locator('#tcf-banner').getByRole('button', { name: 'Reject all' }).click(),
    async withdraw(page) {
      await page.locator('#tcf-settings').click();
      await page.locator('#tcf-banner').getByRole('button', { name: 'Reject all' }).click();
    },
  },
];

let n = 0;
const SCRIPTS = ['/dist/inlay-share.js', '/dist/inlay-search.js', '/dist/inlay-form.js'].map((s) => `<script src="${s}"></script>`).join('');
function body(id: string) {
  return `<inlay-share services="facebook" url="https://example.com/${id}" counts-url="${third.origin}/counts?id=${id}"></inlay-share>
<inlay-search mode="inline" app-id="TESTAPP" api-key="k" index-name="docs" host="${algolia.url}"></inlay-search>
<inlay-form action="/sent" captcha="turnstile" captcha-sitekey="k" captcha-src="${third.origin}/captcha.js?id=${id}"><script type="application/json">[{"name":"email","type":"email","label":"Email"}]</script></inlay-form>`;
}
async function open(cmp: Cmp, order: 'cmp-first' | 'inlay-first') {
  const id = `p${++n}`;
  const { page, log, context } = await newPage(chrome.browser);
  const cfg = cmp.config ? `<script type="application/json" id="inlay-consent">${JSON.stringify(cmp.config)}</script>` : '';
  // CMP first: its scripts open the body (they need document.body), Inlay's close it; else Inlay's in the head.
  const page0 = order === 'cmp-first' ? html(cmp.setup + body(id) + SCRIPTS, { head: cfg }) : html(body(id) + cmp.setup, { head: cfg + SCRIPTS });
  await page.goto(site.page(`/real-${id}.html`, page0));
  await page.waitForFunction(() => ['inlay-share', 'inlay-search', 'inlay-form'].every((t) => customElements.get(t)));
  return { page, log, context, id };
}
const counts = (id: string) => hits.get(`counts:${id}`) ?? [];
const captcha = (id: string) => hits.get(`captcha:${id}`) ?? [];
const queries = () => algolia.requests.filter((r) => r.method === 'POST').length;
const quiet = (page: Page) => page.waitForTimeout(800);
const searchBox = (page: Page) => page.locator('inlay-search input');
/** Every gate closed: the search and captcha placeholders show, no count is shown. */
async function gated(page: Page) {
  await expect.poll(() => page.locator('inlay-search [part~="consent-once"]').count(), { timeout: 5000 }).toBe(1);
  await expect.poll(() => page.locator('inlay-form [part~="consent-once"]').count(), { timeout: 5000 }).toBe(1);
  expect(await page.locator('inlay-share [part="count"]').count()).toBe(0);
}

describe.each(CMPS)('$name', (cmp) => {
  describe.each(['cmp-first', 'inlay-first'] as const)('%s', (order) => {
    it('nothing before a choice, nothing after "reject", nor after a reload', async () => {
      const q = queries();
      const { page, log, context, id } = await open(cmp, order);
      await quiet(page);
      await gated(page);
      await cmp.reject(page);
      await quiet(page);
      await gated(page);
      await page.reload();
      await quiet(page);
      await gated(page);
      expect([counts(id).length, captcha(id).length, queries() - q]).toEqual([0, 0, 0]);
      expect(log.uncaught).toEqual([]);
      await context.close();
    });

    it('"accept": counts and captcha within 1 s without reload, search reaches Algolia; kept across a reload; withdrawal closes every gate', async () => {
      const q = queries();
      const { page, log, context, id } = await open(cmp, order);
      await quiet(page);
      expect([counts(id).length, captcha(id).length]).toEqual([0, 0]);
      // The moment of the visitor's click, taken in the page (Playwright's own steps before it don't count).
      await page.evaluate(() => document.addEventListener('click', () => ((window as any).__clickAt ??= Date.now()), true));
      await cmp.accept(page);
      const t0: number = await page.evaluate(() => (window as any).__clickAt);
      await expect.poll(() => counts(id).length * captcha(id).length, { timeout: 5000 }).toBe(1);
      expect(counts(id)[0]! - t0, 'counts request after the click (ms)').toBeLessThan(1000);
      expect(captcha(id)[0]! - t0, 'captcha script after the click (ms)').toBeLessThan(1000);
      await searchBox(page).fill('consent');
      await expect.poll(() => queries() - q, { timeout: 5000 }).toBeGreaterThan(0);
      // Reload: the CMP replays the stored choice; no click needed.
      // (Counts are cached for the visit: the count is shown again without a request.)
      await page.reload();
      await expect.poll(() => captcha(id).length, { timeout: 5000 }).toBe(2);
      await expect.poll(() => page.locator('inlay-share [part="count"]').count(), { timeout: 5000 }).toBeGreaterThan(0);
      await expect.poll(() => searchBox(page).count(), { timeout: 5000 }).toBe(1);
      // Withdrawal in the CMP's own UI: every gate closes at once, and a reload sends nothing.
      await cmp.withdraw(page);
      await gated(page);
      const after = [counts(id).length, captcha(id).length, queries()];
      await page.reload();
      await quiet(page);
      await gated(page);
      expect([counts(id).length, captcha(id).length, queries()]).toEqual(after);
      expect(log.uncaught).toEqual([]);
      await context.close();
    });
  });
});
