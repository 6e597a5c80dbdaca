// Languages in real Chromium on the built dist/inlay.js (all five widgets) and the languages it fetches
// from dist/i18n/: right-to-left mirroring, live language changes, overrides, plural forms, axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, launch, newPage, type Launched } from './helpers/browser';
import { html, json, startServer, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;

// Search records where "alpha" matches 1 record, "beta" 2, "gamma" 5 and "delta" 22.
const RECORDS = Array.from({ length: 22 }, (_, i) => ({
  objectID: `r${i}`,
  title: `Record ${i} ${i < 1 ? 'alpha' : ''} ${i < 2 ? 'beta' : ''} ${i < 5 ? 'gamma' : ''} delta`,
  url: `/r/${i}`,
  content: 'Plain text.',
}));

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
  server.route('/records.json', (_req, res) => json(res, 200, RECORDS));
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const FORM = JSON.stringify({
  fields: [
    { name: 'email', type: 'email', label: 'Email', required: true },
    { name: 'msg', type: 'textarea', label: 'Message' },
  ],
});
const ALL = `
  <inlay-share services="facebook,x,mail,copy"></inlay-share>
  <inlay-slider label="Photos" style="width:600px"><div style="height:100px">One</div><div style="height:100px">Two</div><div style="height:100px">Three</div></inlay-slider>
  <inlay-search records="/records.json"></inlay-search>
  <inlay-form action="/send" min-fill-time="0"><script type="application/json">${FORM}</script></inlay-form>
  <div style="width:400px"><inlay-fit-text min="40" max="20">Headline</inlay-fit-text></div>`;
const RECORD = `<script>window.__errors=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail))</script>`;

let n = 0;
async function open(body: string, opts: { lang?: string; dir?: string; head?: string } = {}) {
  const { page, log, context } = await newPage(chrome.browser);
  await page.goto(server.page(`/i18n-${++n}.html`, html(RECORD + body, { scripts: ['/dist/inlay.js'], lang: opts.lang, dir: opts.dir, head: opts.head })));
  await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form') || !document.querySelector('inlay-form'));
  await page.waitForFunction(() => [...document.querySelectorAll('inlay-share,inlay-slider,inlay-search')].every((e) => e.shadowRoot!.childElementCount > 0));
  return { page, log, context };
}

/** The visible/accessible strings of the five widgets that the tests follow. */
const strings = (page: Page) =>
  page.evaluate(() => {
    const sr = (sel: string) => document.querySelector(sel)!.shadowRoot!;
    return {
      share: sr('inlay-share').querySelector('[data-service="copy"] [part="label"]')?.textContent,
      slider: sr('inlay-slider').querySelector('.next')?.getAttribute('aria-label'),
      search: sr('inlay-search').querySelector('input')?.getAttribute('placeholder'),
      form: sr('inlay-form').querySelector('button[type="submit"]')?.textContent?.trim(),
      fit: document.querySelector('inlay-fit-text')!.shadowRoot!.querySelector('[part="error"]')?.textContent,
    };
  });
const errors = (page: Page) => page.evaluate(() => (window as unknown as { __errors: { code: string; message: string; widget: string }[] }).__errors);

describe('languages', () => {
  it('changing <html lang> from en to fr at run time changes the strings of all five widgets (one observer, one fetch)', async () => {
    const { page, log, context } = await open(ALL, {
      lang: 'en',
      head: `<script>{const M=MutationObserver;window.__langObservers=0;window.MutationObserver=class extends M{observe(t,o){if(o&&o.attributeFilter&&o.attributeFilter.includes('lang'))window.__langObservers++;return super.observe(t,o)}}}</script>`,
    });
    expect(await strings(page)).toEqual({
      share: 'Copy link',
      slider: 'Next slide',
      search: 'Search',
      form: 'Send',
      fit: 'min (40) is larger than max (20); using min=20 and max=40.',
    });
    await page.evaluate(() => (document.documentElement.lang = 'fr'));
    await page.waitForFunction(() =>
      document.querySelector('inlay-form')!.shadowRoot!.querySelector('button[type="submit"]')!.textContent!.includes('Envoyer'),
    );
    expect(await strings(page)).toEqual({
      share: 'Copier le lien',
      slider: 'Diapositive suivante',
      search: 'Rechercher',
      form: 'Envoyer',
      fit: 'min (40) est supérieur à max (20) : min=20 et max=40 sont utilisés.',
    });
    // Slide labels follow too.
    expect(await page.$eval('inlay-slider > div', (d) => d.getAttribute('aria-label'))).toBe('1 sur 3');
    // One MutationObserver for the whole page, one request for the language.
    expect(await page.evaluate(() => (window as unknown as { __langObservers: number }).__langObservers)).toBe(1);
    expect(server.requests.filter((r) => r.url === '/dist/i18n/fr.json')).toHaveLength(1);
    // And back, and an element's own lang wins over the page's.
    await page.evaluate(() => {
      document.documentElement.lang = 'en';
      document.querySelector('inlay-share')!.setAttribute('lang', 'de-AT');
    });
    await page.waitForFunction(() => document.querySelector('inlay-form')!.shadowRoot!.querySelector('button[type="submit"]')!.textContent!.includes('Send'));
    await page.waitForFunction(() => document.querySelector('inlay-share')!.shadowRoot!.textContent!.includes('Link kopieren'));
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('a page in a built-in language renders in it from the first paint; pt-BR → Portuguese, unknown → English', async () => {
    const { page, context } = await open(ALL, { lang: 'pt-BR' });
    expect(await strings(page)).toMatchObject({ share: 'Copiar link', slider: 'Próximo slide', search: 'Pesquisar', form: 'Enviar' });
    await context.close();
    const other = await open(`<inlay-share services="copy"></inlay-share>`, { lang: 'xx-YY' });
    expect(await other.page.$eval('inlay-share', (e) => e.shadowRoot!.textContent)).toContain('Copy link');
    await other.context.close();
  });

  it('strings overrides: per element (attribute and property) and page-wide (Inlay.addStrings, window.Inlay.strings); unknown keys are reported, never thrown', async () => {
    const { page, log, context } = await open(
      `<inlay-share services="copy" strings='{"copy":"Grab the link","nope":"x"}'></inlay-share>
       <inlay-slider label="P"><div>1</div><div>2</div></inlay-slider>
       <inlay-fit-text lang="fi" min="40" max="20">Otsikko</inlay-fit-text>`,
      { lang: 'de', head: `<script>window.Inlay={strings:{fi:{'fit-text':{minMax:'min ({min}) on suurempi kuin max ({max}).'}}}}</script>` },
    );
    expect(await page.$eval('inlay-share', (e) => e.shadowRoot!.querySelector('[part="label"]')!.textContent)).toBe('Grab the link');
    await page.waitForFunction(() => (window as unknown as { __errors: { code: string }[] }).__errors.some((e) => e.code === 'unknown-string'));
    expect((await errors(page)).find((e) => e.code === 'unknown-string')!.message).toMatch(/nope/);
    // A language no built-in table has (fi), added by the page before the scripts.
    expect(await page.$eval('inlay-fit-text', (e) => e.shadowRoot!.querySelector('[part="error"]')!.textContent)).toBe('min (40) on suurempi kuin max (20).');
    // Rewording a built-in language at run time re-renders at once.
    await page.evaluate(() =>
      (window as unknown as { Inlay: { addStrings(l: string, t: object): void } }).Inlay.addStrings('de', { slider: { next: 'Weiter' } }),
    );
    await page.waitForFunction(() => document.querySelector('inlay-slider')!.shadowRoot!.querySelector('.next')!.getAttribute('aria-label') === 'Weiter');
    // The property takes an object.
    await page.evaluate(() => ((document.querySelector('inlay-slider') as unknown as { strings: object }).strings = { prev: 'Zurück!' }));
    await page.waitForFunction(() => document.querySelector('inlay-slider')!.shadowRoot!.querySelector('.prev')!.getAttribute('aria-label') === 'Zurück!');
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('plural forms in pl for 1, 2, 5 and 22 results', async () => {
    const { page, context } = await open(`<inlay-search records="/records.json"></inlay-search>`, { lang: 'pl' });
    const status = page.locator('inlay-search [role="status"]');
    const input = page.locator('inlay-search input');
    const seen: string[] = [];
    for (const [q, want] of [
      ['alpha', '1 wynik'],
      ['beta', '2 wyniki'],
      ['gamma', '5 wyników'],
      ['delta', '22 wyniki'],
    ] as const) {
      await input.fill(q);
      await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe(want);
      seen.push((await status.textContent())!);
    }
    expect(seen).toEqual(['1 wynik', '2 wyniki', '5 wyników', '22 wyniki']);
    await context.close();
  });
});

describe('right to left', () => {
  for (const how of ['lang="ar"', 'dir="rtl" (lang="en")'] as const) {
    it(`every widget is mirrored with ${how}`, async () => {
      const { page, log, context } = await open(ALL, how.startsWith('lang') ? { lang: 'ar' } : { lang: 'en', dir: 'rtl' });
      const layout = await page.evaluate(() => {
        const sr = (sel: string) => document.querySelector(sel)!.shadowRoot!;
        const box = (el: Element | null | undefined) => el!.getBoundingClientRect();
        const share = [...sr('inlay-share').querySelectorAll('[data-service]')].map((b) => box(b).left);
        const slider = sr('inlay-slider');
        const track = box(slider.querySelector('#track'));
        const first = box(document.querySelector('inlay-slider > div'));
        const search = sr('inlay-search');
        const input = box(search.querySelector('input'));
        const icon = box(search.querySelector('.field svg'));
        const form = sr('inlay-form');
        const formBox = box(form.querySelector('form'));
        const range = document.createRange();
        range.selectNodeContents(form.querySelector('label')!);
        const label = range.getBoundingClientRect();
        return {
          dirs: [
            sr('inlay-share').querySelector('[part="list"]'),
            slider.querySelector('[part="base"]'),
            search.querySelector('input'),
            form.querySelector('form'),
          ].map((e) => getComputedStyle(e!).direction),
          shareRightToLeft: share.every((x, i) => i === 0 || x < share[i - 1]!),
          sliderFirstAtRight: Math.abs(first.right - track.right) < 2,
          prevRightOfNext: box(slider.querySelector('.prev')).left > box(slider.querySelector('.next')).left,
          iconRightOfText: icon.left > input.left + input.width / 2,
          labelAtRight: Math.abs(label.right - formBox.right) < 24 && label.left > formBox.left + formBox.width / 2,
          scrollX: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        };
      });
      expect(layout).toEqual({
        dirs: ['rtl', 'rtl', 'rtl', 'rtl'],
        shareRightToLeft: true,
        sliderFirstAtRight: true,
        prevRightOfNext: true,
        iconRightOfText: true,
        labelAtRight: true,
        scrollX: true,
      });
      // Slider keys: ← is "next" in a right-to-left carousel, → goes back.
      const index = () => page.$eval('inlay-slider', (e) => (e as unknown as { index: number }).index);
      await page.locator('inlay-slider #track').focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(index).toBe(1);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(index).toBe(2);
      await page.keyboard.press('ArrowRight');
      await expect.poll(index).toBe(1);
      if (how.startsWith('lang')) {
        expect(await strings(page)).toMatchObject({ share: 'نسخ الرابط', slider: 'الشريحة التالية', search: 'ابحث', form: 'إرسال' });
      }
      expect(log.uncaught).toEqual([]);
      await context.close();
    });
  }

  it('the search dialog is mirrored in he', async () => {
    const { page, context } = await open(`<inlay-search mode="modal" records="/records.json"></inlay-search>`, { lang: 'he' });
    await page.locator('inlay-search [part="button"]').click();
    await page.locator('inlay-search input').fill('delta');
    await expect.poll(() => page.locator('inlay-search [role="status"]').textContent()).toBe('22 תוצאות');
    const r = await page.evaluate(() => {
      const sr = document.querySelector('inlay-search')!.shadowRoot!;
      const head = sr.querySelector('.sheet-head')!.getBoundingClientRect();
      const close = sr.querySelector('.close')!.getBoundingClientRect();
      return {
        dir: getComputedStyle(sr.querySelector('dialog')!).direction,
        closeAtLeft: close.left - head.left < head.right - close.right,
        close: sr.querySelector('.close')!.textContent,
      };
    });
    expect(r).toEqual({ dir: 'rtl', closeAtLeft: true, close: 'סגירה' });
    await context.close();
  });
});

describe('axe', () => {
  for (const lang of ['ar', 'ja']) {
    it(`0 violations in ${lang} (all five widgets, search open with results, form with errors)`, async () => {
      const { page, context } = await open(`<main><h1>Inlay</h1>${ALL}</main>`, { lang, dir: lang === 'ar' ? 'rtl' : undefined });
      await page.locator('inlay-search input').fill('gamma');
      await expect.poll(() => page.locator('inlay-search [role="status"]').textContent(), { timeout: 8000 }).not.toBe('');
      expect(await axe(page)).toEqual([]);
      // Submit from the keyboard (the open search panel covers the form).
      await page.locator('inlay-form button[type="submit"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !!document.querySelector('inlay-form')!.shadowRoot!.querySelector('[part="error-summary"]'));
      expect(await axe(page)).toEqual([]);
      await context.close();
    });
  }
});
