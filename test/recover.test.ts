// Issue 16 item 2 / issue 20: a widget whose configuration was wrong comes up as soon as the
// configuration is fixed — by attribute, and (after breaking it again) by property — for every widget,
// in real Chromium on the built scripts. "Works" is checked with each widget's main action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, type Launched } from './helpers/browser';
import { html, startServer, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;
let n = 0;
beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const RECORD = `<script>window.__errors=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail))</script>`;
const RECORDS = '/test/fixtures/search/records.json';
const FIELDS = [{ name: 'email', type: 'email', label: 'Email', required: true }];

interface Case {
  widget: string;
  markup: string;
  /** The message the broken widget shows. */
  message: RegExp;
  fixByAttribute: [string, string];
  /** Breaks it again through a property, then the property value that fixes it. */
  breakByProperty: [string, unknown];
  fixByProperty: [string, unknown];
  works(page: Page): Promise<void>;
}

const inShadow = (page: Page, fn: string) => page.$eval('#w', (el, f) => new Function('root', `return (${f})`)(el.shadowRoot), fn);

const CASES: Case[] = [
  {
    widget: 'search',
    markup: '<inlay-search id="w" label="Docs"></inlay-search>',
    message: /This widget could not start\. Set index=.* or records=/,
    fixByAttribute: ['records', RECORDS],
    breakByProperty: ['records', ''],
    fixByProperty: ['records', RECORDS],
    async works(page) {
      await page.locator('#w input').fill('facets');
      await expect.poll(() => page.locator('#w [role="option"]').count(), { timeout: 8000 }).toBeGreaterThan(0);
      await page.locator('#w input').fill('');
    },
  },
  {
    widget: 'share',
    markup: '<inlay-share id="w" services="facebook,nosuchnetwork" url="https://example.com/r"></inlay-share>',
    message: /nosuchnetwork/,
    fixByAttribute: ['services', 'facebook,mail'],
    breakByProperty: ['services', ['nosuchnetwork']],
    fixByProperty: ['services', ['facebook', 'mail']],
    async works(page) {
      expect(await page.locator('#w [data-service="facebook"]').getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer/);
      expect(await page.locator('#w [data-service="mail"]').getAttribute('href')).toMatch(/^mailto:/);
    },
  },
  {
    widget: 'slider',
    markup: '<inlay-slider id="w" label="Pictures" per-view="abc"><div>One</div><div>Two</div><div>Three</div></inlay-slider>',
    message: /per-view/,
    fixByAttribute: ['per-view', '1'],
    breakByProperty: ['perView', 'abc'],
    fixByProperty: ['perView', 1],
    async works(page) {
      await page.evaluate(() => {
        const w = window as unknown as { __slides: number[] };
        w.__slides = [];
        document.getElementById('w')!.addEventListener('inlay-slide-change', (e) => w.__slides.push((e as CustomEvent).detail.index));
      });
      await page.locator('#w [part~="next"]').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __slides: number[] }).__slides.at(-1))).toBe(1);
      await page.locator('#w [part~="prev"]').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __slides: number[] }).__slides.at(-1))).toBe(0);
    },
  },
  {
    widget: 'form',
    markup: '<inlay-form id="w" action="/api/form/submit"><script type="application/json">{"fields": [</script></inlay-form>',
    message: /JSON|definition/i,
    fixByAttribute: ['fields', JSON.stringify(FIELDS)],
    breakByProperty: ['fields', { fields: [] }],
    fixByProperty: ['fields', FIELDS],
    async works(page) {
      const input = page.locator('#w input[type="email"]');
      await input.fill('someone@example.com');
      expect(await input.inputValue()).toBe('someone@example.com');
      await input.fill('');
    },
  },
  {
    widget: 'fit-text',
    markup: '<div style="width: 400px"><inlay-fit-text id="w" max="huge">Fit me</inlay-fit-text></div>',
    message: /max/,
    fixByAttribute: ['max', '300'],
    breakByProperty: ['max', 'huge'],
    fixByProperty: ['max', 300],
    async works(page) {
      // Fitted: the short text is scaled well above the page's 16 px to fill the 400 px line.
      await expect
        .poll(async () => parseFloat(await inShadow(page, `getComputedStyle(root.querySelector('[part="text"]')).fontSize`)), { timeout: 5000 })
        .toBeGreaterThan(40);
    },
  },
];

const notice = (page: Page) => page.$eval('#w', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null);

describe('a widget whose configuration was wrong comes up once it is fixed (attribute, then property)', () => {
  for (const c of CASES) {
    it(`${c.widget}: error shown → fixed by attribute → works → broken by property → fixed by property → works`, async () => {
      const { page, log, context } = await newPage(chrome.browser);
      server.route('/api/form/submit', (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
      await page.goto(server.page(`/recover-${++n}.html`, html(RECORD + c.markup, { scripts: [`/dist/inlay-${c.widget}.js`] })));
      await page.waitForFunction((t) => customElements.get(t) !== undefined, `inlay-${c.widget}`);
      await expect.poll(() => notice(page)).toMatch(c.message);

      await page.evaluate(([a, v]) => document.getElementById('w')!.setAttribute(a!, v!), c.fixByAttribute);
      await expect.poll(() => notice(page)).toBeNull();
      await c.works(page);

      await page.evaluate(([p, v]) => ((document.getElementById('w') as unknown as Record<string, unknown>)[p as string] = v), c.breakByProperty);
      await expect.poll(() => notice(page)).not.toBeNull();
      await page.evaluate(([p, v]) => ((document.getElementById('w') as unknown as Record<string, unknown>)[p as string] = v), c.fixByProperty);
      await expect.poll(() => notice(page)).toBeNull();
      await c.works(page);
      expect(log.uncaught).toEqual([]);
      await context.close();
    });
  }
});
