// <inlay-fit-text> in real Chromium, on the built dist/inlay-fit-text.js (preact/compat runtime).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, ENGINE, launch, newPage, skipOn, type Launched } from './helpers/browser';
import { html, startServer, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;
const SCRIPT = '/dist/inlay-fit-text.js';
const COLLECT = `<script>window.__fits=[];window.__errors=[];
document.addEventListener('inlay-fit',e=>__fits.push({id:e.target.id,fontSize:e.detail.fontSize,clamped:e.detail.clamped,bubbles:e.bubbles,composed:e.composed}));
document.addEventListener('inlay-error',e=>__errors.push(e.detail));
window.__winErrors=[];addEventListener('error',e=>__winErrors.push(e.message));</script>`;
const STYLE = '<style>body{margin:0;font-family:sans-serif} .box{margin:0 0 8px}</style>';

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

interface Fit {
  id: string;
  fontSize: number;
  clamped: boolean;
  bubbles: boolean;
  composed: boolean;
}
interface Geo {
  text: number;
  height: number;
  left: number;
  right: number;
  boxLeft: number;
  boxRight: number;
  box: number;
  fs: number;
  scrollOver: boolean;
}

let n = 0;
async function open(
  body: string,
  opts: { head?: string; headers?: Record<string, string>; lang?: string; strict?: boolean; wait?: 'load' | 'domcontentloaded' } = {},
) {
  const { page, log, context } = await newPage(chrome.browser);
  // A strict-CSP page can't have inline scripts or styles: it links a stylesheet instead.
  const head = (opts.strict ? '<link rel="stylesheet" href="/test/fixtures/fit-text/csp.css">' : COLLECT + STYLE) + (opts.head ?? '');
  await page.goto(server.page(`/fit-${++n}.html`, html(body, { scripts: [SCRIPT], head, lang: opts.lang }), opts.headers), { waitUntil: opts.wait ?? 'load' });
  await page.waitForFunction(() => customElements.get('inlay-fit-text') !== undefined);
  await settle(page);
  return { page, log, context };
}

/** Two frames and a task: every ResizeObserver round and scheduled fit has run. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
const fits = (page: Page, id?: string): Promise<Fit[]> =>
  page.evaluate((id) => (window as unknown as { __fits: Fit[] }).__fits.filter((f) => !id || f.id === id), id);
const lastFit = async (page: Page, id: string) => (await fits(page, id)).at(-1);
async function waitFits(page: Page, id: string, count: number) {
  await page.waitForFunction(([id, count]) => (window as unknown as { __fits: Fit[] }).__fits.filter((f) => f.id === id).length >= count, [id, count] as const);
  await settle(page);
}

/** The text's drawn box (a Range over the element's light DOM) against its container's content box. */
function geo(page: Page, sel: string): Promise<Geo> {
  return page.$eval(sel, (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const t = range.getBoundingClientRect();
    const box = el.parentElement!;
    const cs = getComputedStyle(box);
    const b = box.getBoundingClientRect();
    const left = b.left + parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
    const width = b.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
    return {
      text: t.width,
      height: t.height,
      left: t.left,
      right: t.right,
      boxLeft: left,
      boxRight: left + width,
      box: width,
      fs: parseFloat(getComputedStyle(el).fontSize),
      scrollOver: box.scrollWidth > box.clientWidth,
    };
  });
}

/** The text's drawn width (a Range over the light DOM) and its parent's border-box width. */
const drawn = (page: Page, sel: string) =>
  page.$eval(sel, (el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return { text: r.getBoundingClientRect().width, box: el.parentElement!.getBoundingClientRect().width };
  });

function expectFilled(g: Geo, fill = 0.99) {
  expect(g.text).toBeLessThanOrEqual(g.box + 1e-6);
  expect(g.text / g.box).toBeGreaterThanOrEqual(fill);
  expect(g.left).toBeGreaterThanOrEqual(g.boxLeft - 0.02); // computed padding vs 1/64 px layout units
  expect(g.right).toBeLessThanOrEqual(g.boxRight + 0.02);
  expect(g.scrollOver).toBe(false);
}

describe('fitting', () => {
  it('fills the container width on one line, fires inlay-fit { fontSize, clamped } that bubbles out', async () => {
    const { page, log, context } = await open('<div class="box" style="width:400px"><inlay-fit-text id="a">Big headline</inlay-fit-text></div>');
    await waitFits(page, 'a', 1);
    const g = await geo(page, '#a');
    expectFilled(g, 0.995);
    const f = (await lastFit(page, 'a'))!;
    expect(f.clamped).toBe(false);
    expect(f.bubbles && f.composed).toBe(true);
    expect(typeof f.fontSize).toBe('number');
    expect(f.fontSize).toBeGreaterThan(40);
    // The element's own font-size is the fitted size (within the tiny sub-pixel scale).
    expect(Math.abs(g.fs - f.fontSize) / f.fontSize).toBeLessThan(0.005);
    // One line: the text box is about one line high.
    expect(g.height).toBeLessThan(f.fontSize * 1.6);
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('fits the same for a visitor who asked for reduced motion (no transition ever delays a measured size)', async () => {
    // Seen failing before the fix: the shared reduced-motion rule gave every property a 0.01 ms
    // transition (transition-property's initial value is `all`), so the fitter read the old font size
    // and left "Big headline" at max, far wider than its box.
    const body =
      '<div class="box" style="width:400px"><inlay-fit-text id="a">Big headline</inlay-fit-text></div><div style="width:300px;height:120px"><inlay-fit-text id="m" multiline>The quick brown fox jumps over the lazy dog</inlay-fit-text></div>';
    const sizes: number[][] = [];
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, context } = await newPage(chrome.browser, { reducedMotion });
      await page.goto(server.page(`/fit-${++n}.html`, html(body, { scripts: [SCRIPT], head: COLLECT + STYLE })));
      await waitFits(page, 'a', 1);
      await waitFits(page, 'm', 1);
      expectFilled(await geo(page, '#a'), 0.995);
      sizes.push([(await lastFit(page, 'a'))!.fontSize, (await lastFit(page, 'm'))!.fontSize]);
      await context.close();
    }
    expect(sizes[1]![0]).toBeCloseTo(sizes[0]![0]!, 1);
    expect(sizes[1]![1]).toBeCloseTo(sizes[0]![1]!, 1);
  });

  it('an element added to a loaded page is fitted before the next frame (no flash of unfitted text)', async () => {
    const { page, context } = await open('<div id="root"></div>');
    const seen = await page.evaluate(
      () =>
        new Promise<{ inFrame: boolean; events: number }>((done) => {
          let events = 0;
          document.addEventListener('inlay-fit', () => events++);
          const box = document.createElement('div');
          box.style.width = '420px';
          const el = document.createElement('inlay-fit-text');
          el.textContent = 'Fitted before it is painted';
          box.append(el);
          document.getElementById('root')!.append(box);
          // The first animation frame after the insertion (before its paint): already fitted.
          requestAnimationFrame(() => done({ inFrame: events > 0, events }));
        }),
    );
    expect(seen).toEqual({ inFrame: true, events: 1 });
    await context.close();
  });

  it('respects the container padding and fractional widths (no sub-pixel overflow)', async () => {
    const boxes = Array.from({ length: 40 }, (_, i) => {
      const w = (150 + i * 17.37).toFixed(2);
      const pad = i % 3 === 0 ? `padding:0 ${(i % 7) * 3.3}px 0 ${(i % 5) * 4.7}px;` : '';
      const words = 'Sub pixel widths must never overflow their box'
        .split(' ')
        .slice(0, 1 + (i % 8))
        .join(' ');
      // min 6: at the default min (12) the longest line is wider than its box with WebKitGTK's wider
      // hinted glyphs, and would rightly clamp and wrap.
      return `<div class="box" style="width:${w}px;${pad}border:1px solid #ccc"><inlay-fit-text id="t${i}" min="6">${words}</inlay-fit-text></div>`;
    }).join('');
    const { page, context } = await open(boxes);
    await page.waitForFunction(() => new Set((window as unknown as { __fits: Fit[] }).__fits.map((f) => f.id)).size >= 40);
    await settle(page);
    for (let i = 0; i < 40; i++) expectFilled(await geo(page, `#t${i}`), 0.99);
    await context.close();
  });

  it('never overflows by the layout a scrollbar sees (scrollWidth), whatever the glyph rounding', async () => {
    // WebKitGTK's width per px of font size jumps (FreeType rounding: 8.56 at 67.4 px, 8.67 at 67.5 px):
    // a final transform: scale(<1) shrank what was drawn, but the layout box (scrollWidth) overflowed
    // by 1–4 px and an overflow:auto container showed a scrollbar. Small batches (exact sizes) and a
    // big one (sizes on a grid, the rest a scale) both; LTR and RTL headlines.
    const texts = ['40% off every tent and sleeping bag', 'מבצע סוף העונה: הנחה על כל האוהלים', 'Summer sale', 'Grand opening weekend'];
    const widths = [758, 838, 301.5, 499.3, 640, 987.7, 333.3, 420, 612.25, 700.8];
    for (const count of [widths.length, 40]) {
      const boxes = Array.from({ length: count }, (_, i) => {
        const w = i < widths.length ? widths[i] : 180 + i * 19.31;
        const t = texts[i % texts.length]!;
        return `<div class="box" style="width:${w}px;overflow:auto"${/[א-ת]/.test(t) ? ' dir="rtl"' : ''}><inlay-fit-text id="t${i}" min="6" max="400">${t}</inlay-fit-text></div>`;
      }).join('');
      const { page, context } = await open(boxes);
      await page.waitForFunction((n) => new Set((window as unknown as { __fits: Fit[] }).__fits.map((f) => f.id)).size >= n, count);
      await settle(page);
      for (let i = 0; i < count; i++) {
        const g = await geo(page, `#t${i}`);
        expect({ i, scrollOver: g.scrollOver }).toEqual({ i, scrollOver: false });
        expectFilled(g, 0.995);
      }
      await context.close();
    }
  });

  it('refits when the container resizes, without a resize loop', async () => {
    const { page, log, context } = await open('<div class="box" id="box" style="width:300px"><inlay-fit-text id="a">Resize me</inlay-fit-text></div>');
    await waitFits(page, 'a', 1);
    const before = await geo(page, '#a');
    const count = (await fits(page, 'a')).length;
    await page.$eval('#box', (b) => (b.style.width = '612.5px'));
    await waitFits(page, 'a', count + 1);
    const after = await geo(page, '#a');
    expectFilled(after, 0.995);
    expect(after.fs).toBeGreaterThan(before.fs * 1.9);
    // Settled: no more fits without a change (no loop), no ResizeObserver loop error.
    const settled = (await fits(page, 'a')).length;
    await settle(page);
    await settle(page);
    expect((await fits(page, 'a')).length).toBe(settled);
    await page.$eval('#box', (b) => (b.style.width = '200px'));
    await waitFits(page, 'a', settled + 1);
    expectFilled(await geo(page, '#a'), 0.995);
    // A live resize (a new width every frame): each frame fitted, and never a "ResizeObserver loop
    // completed with undelivered notifications" on window.onerror (a site's error tracker sees those).
    const widths = await page.$eval(
      '#box',
      (b) =>
        new Promise<number>((done) => {
          let i = 0;
          const step = () => {
            b.style.width = `${200 + i * 13.3}px`;
            if (++i < 30) requestAnimationFrame(step);
            else done(i);
          };
          step();
        }),
    );
    expect(widths).toBe(30);
    await settle(page);
    expectFilled(await geo(page, '#a'), 0.995);
    expect(await page.evaluate(() => (window as unknown as { __winErrors: string[] }).__winErrors)).toEqual([]);
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => /ResizeObserver/.test(e))).toEqual([]);
    await context.close();
  });

  it('refits when the text changes (text node edit and new children)', async () => {
    const { page, context } = await open('<div class="box" style="width:500px"><inlay-fit-text id="a">Short</inlay-fit-text></div>');
    await waitFits(page, 'a', 1);
    const short = (await lastFit(page, 'a'))!.fontSize;
    await page.$eval('#a', (el) => (el.firstChild!.textContent = 'A much longer headline now'));
    await waitFits(page, 'a', 2);
    const long = (await lastFit(page, 'a'))!.fontSize;
    expect(long).toBeLessThan(short / 2);
    expectFilled(await geo(page, '#a'), 0.995);
    await page.$eval('#a', (el) => {
      const b = document.createElement('b');
      b.textContent = ' and bold';
      el.append(b);
    });
    await waitFits(page, 'a', 3);
    expectFilled(await geo(page, '#a'), 0.995);
    await context.close();
  });

  it('hidden (display:none) then shown: no NaN, no stuck size; fits once visible', async () => {
    const { page, log, context } = await open(
      `<div class="box" id="box" style="width:420px;display:none"><inlay-fit-text id="a">Hidden at first</inlay-fit-text></div>
       <div class="box" style="width:420px"><inlay-fit-text id="b" hidden>Hidden element</inlay-fit-text></div>`,
    );
    const early = await fits(page);
    expect(early.every((f) => Number.isFinite(f.fontSize))).toBe(true);
    expect(await page.$eval('#a', (el) => el.style.fontSize)).not.toMatch(/NaN/);
    await page.$eval('#box', (b) => (b.style.display = 'block'));
    await waitFits(page, 'a', 1);
    expectFilled(await geo(page, '#a'), 0.995);
    await page.$eval('#b', (el) => el.removeAttribute('hidden'));
    await waitFits(page, 'b', 1);
    expectFilled(await geo(page, '#b'), 0.995);
    // Hide again and resize while hidden: shown again, it fits the new width.
    await page.$eval('#box', (b) => {
      b.style.display = 'none';
      b.style.width = '250px';
    });
    await settle(page);
    const n1 = (await fits(page, 'a')).length;
    await page.$eval('#box', (b) => (b.style.display = 'block'));
    await waitFits(page, 'a', n1 + 1);
    expectFilled(await geo(page, '#a'), 0.995);
    expect((await fits(page)).every((f) => Number.isFinite(f.fontSize) && f.fontSize > 0)).toBe(true);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('refits after a web font loads', async (ctx) => {
    skipOn({ webkit: 'WebKitWebDriver runs no script before the load event, and this page holds its font (and its load) back' }, ctx);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.route('/slow-font.ttf', async (_req, res) => {
      await gate; // held until the first fit (with the fallback font) is done
      res.writeHead(302, { location: '/test/fixtures/fit-text/mono.ttf' });
      res.end();
    });
    const { page, context } = await open(
      '<div class="box" style="width:480px;font-family:FitMono,sans-serif"><inlay-fit-text id="a">iiii llll web font</inlay-fit-text></div>',
      {
        head: `<style>@font-face{font-family:FitMono;src:url(/slow-font.ttf) format("truetype");font-display:swap}</style>`,
        wait: 'domcontentloaded',
      },
    );
    await waitFits(page, 'a', 1);
    const fallback = (await lastFit(page, 'a'))!.fontSize;
    const count = (await fits(page, 'a')).length;
    release();
    await page.waitForFunction(() => document.fonts.check('16px FitMono'));
    await waitFits(page, 'a', count + 1);
    const loaded = (await lastFit(page, 'a'))!.fontSize;
    // A monospace font is much wider for "iiii llll": the size must drop, and still fill the box.
    expect(loaded).toBeLessThan(fallback * 0.9);
    expectFilled(await geo(page, '#a'), 0.995);
    await context.close();
  });

  it('min clamp: stays at min, reports clamped: true, and wraps (or clips) as the page says', async () => {
    const { page, context } = await open(
      `<div class="box" style="width:120px"><inlay-fit-text id="a" min="30">This is far too long to fit at thirty</inlay-fit-text></div>
       <div class="box" style="width:120px"><inlay-fit-text id="b" min="30" style="white-space:nowrap;overflow:hidden">This is far too long to fit at thirty</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    await waitFits(page, 'b', 1);
    const f = (await lastFit(page, 'a'))!;
    expect(f).toMatchObject({ fontSize: 30, clamped: true });
    const g = await geo(page, '#a');
    expect(g.fs).toBe(30);
    expect(g.height).toBeGreaterThan(30 * 2.5); // wrapped onto several lines
    const b = await page.$eval('#b', (el) => ({ h: el.getBoundingClientRect().height, sw: el.scrollWidth, cw: el.clientWidth }));
    expect(b.h).toBeLessThan(30 * 2); // one clipped line
    expect(b.sw).toBeGreaterThan(b.cw);
    await context.close();
  });

  it('max clamp: short text stops at max and reports clamped', async () => {
    const { page, context } = await open('<div class="box" style="width:900px"><inlay-fit-text id="a" max="60">Hi</inlay-fit-text></div>');
    await waitFits(page, 'a', 1);
    expect(await lastFit(page, 'a')).toMatchObject({ fontSize: 60, clamped: true });
    expect((await geo(page, '#a')).fs).toBe(60);
    // Changing max at run time refits; removing it restores the default (512).
    await page.$eval('#a', (el) => el.setAttribute('max', '30'));
    await waitFits(page, 'a', 2);
    expect(await lastFit(page, 'a')).toMatchObject({ fontSize: 30, clamped: true });
    await page.$eval('#a', (el) => el.removeAttribute('max'));
    await waitFits(page, 'a', 3);
    expect(await lastFit(page, 'a')).toMatchObject({ fontSize: 512, clamped: true });
    expect((await geo(page, '#a')).text).toBeLessThanOrEqual(900);
    await context.close();
  });

  it('RTL text fits and sits against the right edge', async () => {
    const { page, context } = await open(
      `<div class="box" dir="rtl" style="width:380px;padding:0 10px"><inlay-fit-text id="a">שלום עולם, כותרת גדולה</inlay-fit-text></div>
       <div class="box" dir="rtl" lang="ar" style="width:333.3px"><inlay-fit-text id="b">مرحبا بالعالم</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    await waitFits(page, 'b', 1);
    for (const id of ['#a', '#b']) {
      const g = await geo(page, id);
      expectFilled(g, 0.99);
      expect(Math.abs(g.right - g.boxRight)).toBeLessThan(0.02 * g.box);
    }
    await context.close();
  });

  it('a very long single word shrinks to fit; empty content does nothing and fits once text arrives', async () => {
    const { page, log, context } = await open(
      `<div class="box" style="width:260px"><inlay-fit-text id="a" min="6">Donaudampfschifffahrtsgesellschaftskapitänsmütze</inlay-fit-text></div>
       <div class="box" style="width:160px;overflow:hidden"><inlay-fit-text id="c" min="14">Donaudampfschifffahrtsgesellschaftskapitänsmütze</inlay-fit-text></div>
       <div class="box" style="width:260px"><inlay-fit-text id="e"></inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    expectFilled(await geo(page, '#a'), 0.995);
    // Even min is too wide for one unbreakable word: it stays at min and the box clips it.
    await waitFits(page, 'c', 1);
    expect(await lastFit(page, 'c')).toMatchObject({ fontSize: 14, clamped: true });
    expect(await fits(page, 'e')).toEqual([]);
    expect(await page.$eval('#e', (el) => el.style.fontSize)).not.toMatch(/NaN/);
    await page.$eval('#e', (el) => (el.textContent = 'Now with text'));
    await waitFits(page, 'e', 1);
    expectFilled(await geo(page, '#e'), 0.995);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('an element moved to another container fits the new one', async () => {
    const { page, context } = await open(
      `<div class="box" id="one" style="width:300px"><inlay-fit-text id="a">Moving headline</inlay-fit-text></div>
       <div class="box" id="two" style="width:640px;padding-left:20px"></div>`,
    );
    await waitFits(page, 'a', 1);
    const count = (await fits(page, 'a')).length;
    await page.evaluate(() => document.getElementById('two')!.append(document.getElementById('a')!));
    await waitFits(page, 'a', count + 1);
    expectFilled(await geo(page, '#a'), 0.995);
    // The old container no longer drives it.
    const after = (await fits(page, 'a')).length;
    await page.$eval('#one', (b) => (b.style.width = '100px'));
    await settle(page);
    expect((await fits(page, 'a')).length).toBe(after);
    await context.close();
  });

  it('follows the page typography (weight, letter-spacing, text-transform) and text-align center', async () => {
    const { page, context } = await open(
      `<div class="box" style="width:500px;text-align:center;font-weight:bold;letter-spacing:0.05em;text-transform:uppercase"><inlay-fit-text id="a">Styled headline</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    const g = await geo(page, '#a');
    expectFilled(g, 0.99);
    const st = await page.$eval('#a', (el) => {
      const s = getComputedStyle(el);
      return [s.fontWeight, s.textTransform];
    });
    expect(st).toEqual(['700', 'uppercase']);
    await context.close();
  });
});

describe('ancestors', () => {
  it('fits inside a scaled ancestor (transform: scale) and inside another shadow root', async () => {
    const { page, context } = await open(
      `<div style="transform:scale(0.5);transform-origin:0 0;width:800px"><div class="box" style="width:600px"><inlay-fit-text id="a">Scaled slide headline</inlay-fit-text></div></div>
       <div id="shadow-host" style="width:350px"></div>`,
    );
    await waitFits(page, 'a', 1);
    const g = await drawn(page, '#a');
    expect(g.box).toBeCloseTo(300, 1);
    expect(g.text).toBeLessThanOrEqual(g.box + 1e-6);
    expect(g.text / g.box).toBeGreaterThan(0.99);
    // An element directly inside a shadow root fits the shadow host.
    await page.evaluate(() => {
      const root = document.getElementById('shadow-host')!.attachShadow({ mode: 'open' });
      const el = document.createElement('inlay-fit-text');
      el.id = 'inner';
      el.textContent = 'In a shadow root';
      root.append(el);
    });
    await waitFits(page, 'shadow-host', 1); // the composed event is retargeted to the shadow host
    const inner = await page.evaluate(() => {
      const el = document.getElementById('shadow-host')!.shadowRoot!.getElementById('inner')!;
      const r = document.createRange();
      r.selectNodeContents(el);
      return r.getBoundingClientRect().width;
    });
    expect(inner).toBeLessThanOrEqual(350);
    expect(inner / 350).toBeGreaterThan(0.99);
    await context.close();
  });
});

describe('containers whose width follows the text', () => {
  it('inline-block / float / centred flex column: settles at once, no refit spiral, no overflow', async () => {
    const { page, context } = await open(
      `<div id="ib" style="display:inline-block"><inlay-fit-text id="a">Inline block parent</inlay-fit-text></div>
       <div id="fl" style="float:left"><inlay-fit-text id="b">Float parent</inlay-fit-text></div>
       <div style="clear:both;display:flex;flex-direction:column;align-items:center;width:500px"><inlay-fit-text id="c">Centred column</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    await waitFits(page, 'c', 1);
    const before = (await fits(page)).length;
    for (let i = 0; i < 5; i++) await settle(page);
    expect((await fits(page)).length).toBe(before);
    for (const id of ['#a', '#b']) {
      const g = await drawn(page, id);
      expect(g.text).toBeLessThanOrEqual(g.box + 1e-6);
    }
    const c = await drawn(page, '#c');
    expect(c.text).toBeLessThanOrEqual(500);
    expect(c.text / 500).toBeGreaterThan(0.99);
    await context.close();
  });
});

describe('multiline', () => {
  it('wraps and fits both the width and the height of the box', async () => {
    const { page, context } = await open(
      `<div class="box" id="box" style="width:320px;height:200px"><inlay-fit-text id="a" multiline>A longer headline that should wrap over a few lines to fill the box</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    const g = await geo(page, '#a');
    const f = (await lastFit(page, 'a'))!;
    expect(f.clamped).toBe(false);
    expect(g.text).toBeLessThanOrEqual(g.box + 0.5);
    expect(g.height).toBeLessThanOrEqual(200.5);
    expect(g.height).toBeGreaterThan(200 * 0.75);
    expect(f.fontSize).toBeGreaterThan(20);
    // Taller box → bigger text.
    await page.$eval('#box', (b) => (b.style.height = '320px'));
    await waitFits(page, 'a', 2);
    expect((await lastFit(page, 'a'))!.fontSize).toBeGreaterThan(f.fontSize);
    await context.close();
  });

  it('a long word in a multiline box shrinks until it fits the width too', async () => {
    const { page, context } = await open(
      // min 8: WebKitGTK's hinted glyphs make the word 215 px wide at 12 px (the default min).
      `<div class="box" style="width:200px;height:300px"><inlay-fit-text id="a" multiline min="8">Donaudampfschifffahrtsgesellschaft is long</inlay-fit-text></div>`,
    );
    await waitFits(page, 'a', 1);
    const g = await geo(page, '#a');
    expect(g.text).toBeLessThanOrEqual(g.box + 1);
    expect(g.height).toBeLessThanOrEqual(300.5);
    expect((await lastFit(page, 'a'))!.clamped).toBe(false);
    await context.close();
  });

  it('without a height it reports a clear inlay-error', async () => {
    const { page, context } = await open(`<div class="box" style="width:320px"><inlay-fit-text id="a" multiline>No height</inlay-fit-text></div>`);
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    const errors = await page.evaluate(() => (window as unknown as { __errors: { widget: string; code: string; message: string }[] }).__errors);
    expect(errors[0]).toMatchObject({ widget: 'fit-text', code: 'no-height' });
    expect(errors[0]!.message).toMatch(/multiline needs a height/);
    await context.close();
  });
});

describe('many elements', () => {
  it('fits 300 headlines in a bounded number of layouts, all without overflow', async () => {
    const { page, context } = await open('<div id="root"></div>');
    // Layouts are counted through CDP (Chromium only); the other engines check the fit and overflow.
    const cdp = ENGINE === 'chromium' ? await context.newCDPSession(page) : null;
    await cdp?.send('Performance.enable');
    const layouts = async () => (cdp ? (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')!.value : 0);
    const run = async (count: number) => {
      await page.evaluate((count) => {
        const root = document.getElementById('root')!;
        root.textContent = '';
        (window as unknown as { __fits: Fit[] }).__fits.length = 0;
        for (let i = 0; i < count; i++) {
          const box = document.createElement('div');
          box.className = 'box';
          box.style.width = `${150 + ((i * 37.13) % 600)}px`;
          const el = document.createElement('inlay-fit-text');
          el.id = `m${i}`;
          el.textContent = 'Headline number ' + 'x'.repeat(i % 13) + i;
          box.append(el);
          root.append(box);
        }
      }, count);
      const l0 = await layouts();
      await page.waitForFunction((count) => (window as unknown as { __fits: Fit[] }).__fits.length >= count, count);
      await settle(page);
      return (await layouts()) - l0;
    };
    const few = await run(5);
    const many = await run(300);
    expect(many).toBeLessThanOrEqual(few + 2);
    expect(many).toBeLessThan(12);
    const over = await page.evaluate(
      () =>
        [...document.querySelectorAll('inlay-fit-text')].filter((el) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          return (
            r.getBoundingClientRect().width > el.parentElement!.getBoundingClientRect().width + 1e-6 ||
            el.parentElement!.scrollWidth > el.parentElement!.clientWidth
          );
        }).length,
    );
    expect(over).toBe(0);
    // In a batch this big, sizes snap to a grid and a scale draws the rest: the scaled glyphs must
    // stay inside the element's own box (its layout height grows with the scale), never over the
    // next headline.
    const spill = await page.evaluate(() =>
      [...document.querySelectorAll('inlay-fit-text')].map((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const t = r.getBoundingClientRect();
        const h = el.getBoundingClientRect();
        const scale = getComputedStyle(el.shadowRoot!.querySelector('[part=text]')!).transform;
        return { out: Math.max(h.top - t.top, t.bottom - h.bottom), scaled: scale !== 'none' };
      }),
    );
    expect(spill.filter((s) => s.scaled).length).toBeGreaterThan(100);
    expect(spill.filter((s) => s.out > 0.5)).toEqual([]);
    await context.close();
  });
});

describe('robustness', () => {
  it('bad attributes: a clear message and inlay-error, the page keeps working', async () => {
    const { page, log, context } = await open(
      `<div class="box" style="width:300px"><inlay-fit-text id="a" min="abc">Bad min</inlay-fit-text></div>
       <div class="box" style="width:300px"><inlay-fit-text id="b" min="80" max="20">Swapped</inlay-fit-text></div>`,
    );
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length >= 2);
    const errors = await page.evaluate(() => (window as unknown as { __errors: { code: string; message: string }[] }).__errors);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/min="abc" is not a number/);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/min \(80\) is larger than max \(20\)/);
    expect(await page.$eval('#b', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent)).toMatch(/larger than max/);
    await waitFits(page, 'a', 1);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('works under a strict CSP with Trusted Types, and is axe-clean', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log, context } = await open('<main><h1><div class="w400"><inlay-fit-text id="a">Strict page headline</inlay-fit-text></div></h1></main>', {
      strict: true,
      headers: { 'content-security-policy': csp },
    });
    await page.waitForFunction(() => {
      const el = document.getElementById('a')!;
      return el.style.fontSize !== '';
    });
    await settle(page);
    const g = await drawn(page, '#a');
    expect(g.text).toBeLessThanOrEqual(g.box);
    expect(g.text / g.box).toBeGreaterThan(0.99);
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([]);
    await context.close();
    const { page: p2, context: c2 } = await open('<main><h1><inlay-fit-text id="a">Accessible headline</inlay-fit-text></h1></main>');
    expect(await axe(p2)).toEqual([]);
    // The text stays in the light DOM: selectable and in the accessibility tree.
    expect(await p2.$eval('h1', (h) => h.textContent)).toBe('Accessible headline');
    await c2.close();
  });

  it('the fit() method refits after a change the element cannot observe', async () => {
    const { page, context } = await open('<div class="box" style="width:400px"><inlay-fit-text id="a">Method fit</inlay-fit-text></div>');
    await waitFits(page, 'a', 1);
    await page.$eval('#a', (el) => (el.parentElement!.style.fontWeight = '900'));
    await page.$eval('#a', (el) => (el as unknown as { fit(): void }).fit());
    await waitFits(page, 'a', 2);
    expectFilled(await geo(page, '#a'), 0.995);
    await context.close();
  });
});
