// The element core's guarantees, in real Chromium, on the built probe script (preact/compat runtime).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, type Launched } from './helpers/browser';
import { html, startServer, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;
const PROBE = '/test/.build/inlay-probe.js';

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const props = (page: Page, sel = 'inlay-probe') => page.$eval(sel, (el) => JSON.parse(el.shadowRoot!.querySelector('button')!.dataset.props!));
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));

async function open(path: string, body: string, opts: { scripts?: string[]; head?: string; headers?: Record<string, string>; lang?: string } = {}) {
  const { page, log, context } = await newPage(chrome.browser);
  await page.goto(server.page(path, html(body, { scripts: opts.scripts ?? [PROBE], head: opts.head, lang: opts.lang }), opts.headers));
  await page.waitForFunction(() => customElements.get('inlay-probe') !== undefined);
  await settle(page);
  return { page, log, context };
}

describe('attributes', () => {
  it('reads HTML boolean attributes: presence is true, "false" is false, absence is the default', async () => {
    const { page, context } = await open(
      '/bool.html',
      '<inlay-probe id="a" flag></inlay-probe><inlay-probe id="b" flag="false" on="false"></inlay-probe><inlay-probe id="c"></inlay-probe>',
    );
    expect((await props(page, '#a')).flag).toBe(true);
    expect((await props(page, '#b')).flag).toBe(false);
    expect((await props(page, '#b')).on).toBe(false);
    expect((await props(page, '#c')).flag).toBe(false);
    expect((await props(page, '#c')).on).toBe(true);
    await context.close();
  });

  it('restores the default when an attribute is removed', async () => {
    const { page, context } = await open('/remove.html', '<inlay-probe flag count="7" label="x" items="a, b c" config=\'{"z":2}\'></inlay-probe>');
    expect(await props(page)).toMatchObject({ flag: true, count: 7, label: 'x', items: ['a', 'b', 'c'], config: { z: 2 } });
    await page.$eval('inlay-probe', (el) => ['flag', 'count', 'label', 'items', 'config'].forEach((a) => el.removeAttribute(a)));
    await settle(page);
    expect(await props(page)).toMatchObject({ flag: false, count: 3, label: 'probe', items: [], config: { a: 1 } });
    await context.close();
  });

  it('bad JSON / bad number / bad enum: a clear message in the widget, one inlay-error each, no uncaught error', async () => {
    const { page, log, context } = await open(
      '/bad.html',
      `<script>window.__errors=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail))</script>
       <inlay-probe config='{"a":' count="abc" mode="zzz"></inlay-probe><inlay-probe id="ok" label="fine"></inlay-probe>`,
    );
    await settle(page);
    const errors = await page.evaluate(() => (window as unknown as { __errors: { widget: string; code: string; message: string }[] }).__errors);
    expect(errors).toHaveLength(3);
    expect(errors.every((e) => e.widget === 'probe' && e.code === 'bad-attribute')).toBe(true);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/config is not valid JSON/);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/count="abc" is not a number or "auto"/);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/mode="zzz" is not one of "a", "b"/);
    const notice = await page.$eval('inlay-probe', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '');
    expect(notice).toMatch(/config is not valid JSON/);
    expect(await props(page)).toMatchObject({ config: { a: 1 }, count: 3, mode: 'a' });
    expect((await props(page, '#ok')).label).toBe('fine');
    expect(log.uncaught).toEqual([]);
    // Fixing the attribute clears the message.
    await page.$eval('inlay-probe', (el) => {
      el.setAttribute('config', '{"a":5}');
      el.setAttribute('count', 'auto');
      el.setAttribute('mode', 'b');
    });
    await settle(page);
    expect(await page.$eval('inlay-probe', (el) => el.shadowRoot!.querySelector('[part="error"]'))).toBeNull();
    expect(await props(page)).toMatchObject({ config: { a: 5 }, count: 'auto', mode: 'b' });
    await context.close();
  });

  it('keeps a property set on the element before the script loaded', async () => {
    const { page, context } = await open(
      '/preupgrade.html',
      `<inlay-probe></inlay-probe><script>const el=document.querySelector('inlay-probe');el.config={pre:true};el.items=['x'];el.label='early';</script>`,
    );
    expect(await props(page)).toMatchObject({ config: { pre: true }, items: ['x'], label: 'early' });
    // The property is now the element's accessor, not a stale own property.
    await page.$eval('inlay-probe', (el) => ((el as unknown as { config: unknown }).config = { later: 1 }));
    await settle(page);
    expect((await props(page)).config).toEqual({ later: 1 });
    await context.close();
  });

  it('sets object properties without a JSON round-trip through the attribute', async () => {
    const { page, context } = await open('/prop.html', '<inlay-probe></inlay-probe>');
    const same = await page.$eval('inlay-probe', (el) => {
      const obj = { deep: { n: 1 } };
      (el as unknown as { config: unknown }).config = obj;
      return (el as unknown as { config: unknown }).config === obj && !el.hasAttribute('config');
    });
    expect(same).toBe(true);
    await context.close();
  });
});

describe('lifecycle', () => {
  it('moving an element keeps its state; removing it unmounts once', async () => {
    const { page, context } = await open('/move.html', '<div id="a"><inlay-probe></inlay-probe></div><div id="b"></div>');
    await page.locator('inlay-probe button').click();
    await page.locator('inlay-probe button').click();
    await page.evaluate(() => document.getElementById('b')!.append(document.querySelector('inlay-probe')!));
    await settle(page);
    expect(await page.$eval('#b inlay-probe', (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { __probeUnmounts?: number }).__probeUnmounts ?? 0)).toBe(0);
    await page.evaluate(() => document.querySelector('inlay-probe')!.remove());
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __probeUnmounts?: number }).__probeUnmounts)).toBe(1);
    await context.close();
  });

  it('an element created and configured by script mounts only once it is inserted', async () => {
    const { page, context } = await open('/created.html', '<div id="slot"></div>');
    const before = await page.evaluate(async () => {
      const el = document.createElement('inlay-probe');
      el.setAttribute('label', 'late');
      (el as unknown as { config: unknown }).config = { x: 1 };
      (window as unknown as { __el: Element }).__el = el;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return { mounts: (window as unknown as { __probeMounts?: number }).__probeMounts ?? 0, rendered: !!el.shadowRoot!.querySelector('button') };
    });
    expect(before).toEqual({ mounts: 0, rendered: false });
    await page.evaluate(() => document.getElementById('slot')!.append((window as unknown as { __el: Element }).__el));
    await settle(page);
    expect(await props(page)).toMatchObject({ label: 'late', config: { x: 1 } });
    expect(await page.evaluate(() => (window as unknown as { __probeMounts?: number }).__probeMounts)).toBe(1);
    await context.close();
  });

  it('a second copy of the script and a second version never throw; a version clash warns once', async () => {
    const { page, log, context } = await open('/twice.html', '<inlay-probe></inlay-probe>', { scripts: [PROBE, PROBE] });
    expect(log.uncaught).toEqual([]);
    expect(log.warnings.filter((w) => w.includes('already defined'))).toEqual([]);
    // Simulate another Inlay version arriving later.
    await page.evaluate(async () => {
      const src = await (await fetch('/test/.build/inlay-probe.js')).text();
      const other = src.replace(/"0\.\d+\.\d+"/g, '"9.9.9"');
      for (let i = 0; i < 2; i++) {
        const blob = new Blob([other], { type: 'text/javascript' });
        const s = document.createElement('script');
        s.src = URL.createObjectURL(blob);
        await new Promise((r) => {
          s.onload = r;
          document.head.append(s);
        });
      }
    });
    expect(log.uncaught).toEqual([]);
    expect(log.warnings.filter((w) => w.includes('already defined'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { Inlay: { versions: string[] } }).Inlay.versions)).toContain('9.9.9');
    await context.close();
  });

  it('a widget that throws while rendering shows a message and emits inlay-error; others keep working', async () => {
    const { page, log, context } = await open(
      '/explode.html',
      `<script>window.__errors=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail))</script><inlay-probe id="bad" explode></inlay-probe><inlay-probe id="good"></inlay-probe>`,
    );
    expect(log.uncaught).toEqual([]);
    expect(await page.$eval('#bad', (el) => el.shadowRoot!.querySelector('[part="error"]')!.textContent)).toMatch(/probe exploded on purpose/);
    const errors = await page.evaluate(() => (window as unknown as { __errors: { code: string }[] }).__errors);
    expect(errors).toHaveLength(1);
    await page.locator('#good button').click();
    expect(await page.$eval('#good', (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('1');
    await context.close();
  });
});

describe('recovery: the error boundary resets when the configuration changes (issue 16 item 2, issue 20)', () => {
  it('a widget that threw starts once fixed by attribute, fails and is reported again, then starts once fixed by property', async () => {
    const { page, log, context } = await open(
      '/recover.html',
      `<script>window.__errors=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail))</script><inlay-probe explode label="a"></inlay-probe>`,
    );
    const shown = () =>
      page.$eval('inlay-probe', (el) => ({
        error: el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
        button: !!el.shadowRoot!.querySelector('button'),
      }));
    const errors = () => page.evaluate(() => (window as unknown as { __errors: { code: string }[] }).__errors.length);
    expect(await shown()).toEqual({ error: expect.stringMatching(/exploded/), button: false });
    // A re-render with the same values (a reconnect) does not retry in a loop and reports nothing new.
    await page.evaluate(() => document.body.append(document.querySelector('inlay-probe')!));
    await settle(page);
    expect((await shown()).error).toMatch(/exploded/);
    expect(await errors()).toBe(1);
    // Fixed by attribute.
    await page.evaluate(() => document.querySelector('inlay-probe')!.removeAttribute('explode'));
    await expect.poll(shown).toEqual({ error: null, button: true });
    await page.locator('inlay-probe button').click();
    expect(await page.$eval('inlay-probe', (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('1');
    // Broken again (by property): shown and reported again.
    await page.evaluate(() => ((document.querySelector('inlay-probe') as unknown as { explode: boolean }).explode = true));
    await expect.poll(shown).toEqual({ error: expect.stringMatching(/exploded/), button: false });
    expect(await errors()).toBe(2);
    // An unrelated prop change retries too (and fails again, without a new report of the same error).
    await page.evaluate(() => document.querySelector('inlay-probe')!.setAttribute('label', 'b'));
    await settle(page);
    expect((await shown()).error).toMatch(/exploded/);
    // Fixed by property.
    await page.evaluate(() => ((document.querySelector('inlay-probe') as unknown as { explode: boolean }).explode = false));
    await expect.poll(shown).toEqual({ error: null, button: true });
    expect((await props(page)).label).toBe('b');
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('an inlay-error listener that changes the element (attribute, property) keeps the error in the widget', async () => {
    // The listener re-renders the element from inside the boundary's report (one change per report: a
    // second one would mask the bug) — #a through its label attribute, #b through its count property —
    // to a new value each time, so every report also retries the widget.
    const { page, log, context } = await open(
      '/listener-changes.html',
      `<script>window.__errors=[];document.addEventListener('inlay-error',e=>{const n=__errors.push(e.target.id);if(e.target.id==='a')e.target.setAttribute('label','failed '+n);else e.target.count=n})</script>
       <inlay-probe id="a" explode label="a"></inlay-probe><inlay-probe id="b" explode></inlay-probe><inlay-probe id="ok" label="fine"></inlay-probe>`,
    );
    const shown = (sel: string) => page.$eval(sel, (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null);
    const errors = () => page.evaluate(() => (window as unknown as { __errors: string[] }).__errors);
    await expect.poll(() => shown('#a')).toMatch(/exploded/);
    await expect.poll(() => shown('#b')).toMatch(/exploded/);
    await settle(page);
    // Reported once each: the listener's retry failed the same way, which is not reported again (no loop).
    expect(await errors()).toEqual(['a', 'b']);
    expect(await page.$eval('#a', (el) => el.getAttribute('label'))).toBe('failed 1');
    expect(await page.$eval('#b', (el) => (el as unknown as { count: number }).count)).toBe(2);
    // The page keeps working: the other element renders and answers clicks.
    await page.locator('#ok button').click();
    expect(await page.$eval('#ok', (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('1');
    // Fixed, then broken again by property: reported again through the same listener, still contained.
    await page.evaluate(() => document.getElementById('a')!.removeAttribute('explode'));
    await expect.poll(() => shown('#a')).toBeNull();
    await page.evaluate(() => ((document.getElementById('a') as unknown as { explode: boolean }).explode = true));
    await expect.poll(() => shown('#a')).toMatch(/exploded/);
    await expect.poll(errors).toEqual(['a', 'b', 'a']);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('a property value with no string form is a notice, not an exception in the page', async () => {
    const { page, log, context } = await open('/unreadable.html', '<inlay-probe></inlay-probe>');
    const threw = await page.evaluate(() => {
      try {
        (document.querySelector('inlay-probe') as unknown as { label: unknown }).label = { toString: null };
        return false;
      } catch {
        return true;
      }
    });
    expect(threw).toBe(false);
    await expect.poll(() => page.$eval('inlay-probe', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent)).toMatch(/label could not be read/);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('events, methods, i18n', () => {
  it('dispatches inlay-* CustomEvents that bubble and cross shadow roots', async () => {
    const { page, context } = await open(
      '/events.html',
      `<div id="outer"></div><script>
        const outer=document.getElementById('outer');const sr=outer.attachShadow({mode:'open'});
        sr.innerHTML='<inlay-probe></inlay-probe>';window.__got=[];
        document.addEventListener('inlay-probe',e=>__got.push({bubbles:e.bubbles,composed:e.composed,target:e.target.id||e.target.tagName,detail:e.detail}));
      </script>`,
    );
    await page.locator('#outer inlay-probe button').click();
    const got = await page.evaluate(() => (window as unknown as { __got: unknown[] }).__got);
    expect(got).toEqual([{ bubbles: true, composed: true, target: 'outer', detail: { clicks: 1, host: 'INLAY-PROBE' } }]);
    await context.close();
  });

  it('exposes spec methods on the element', async () => {
    const { page, context } = await open('/methods.html', '<inlay-probe></inlay-probe>');
    await page.$eval('inlay-probe', (el) => (el as unknown as { bump(): void }).bump());
    await settle(page);
    expect(await page.$eval('inlay-probe', (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('1');
    await context.close();
  });

  it('takes the language from the element, then the nearest ancestor, then <html lang>', async () => {
    const { page, context } = await open(
      '/lang.html',
      '<inlay-probe id="a"></inlay-probe><div lang="de-AT"><inlay-probe id="b"></inlay-probe></div><inlay-probe id="c" lang="fr"></inlay-probe>',
      { lang: 'de' },
    );
    const text = (sel: string) => page.$eval(sel, (el) => el.shadowRoot!.querySelector('button')!.textContent);
    expect(await text('#a')).toMatch(/^Hallo/);
    expect(await text('#b')).toMatch(/^Hallo/);
    expect(await text('#c')).toMatch(/^Hello/); // unknown language falls back to English
    await context.close();
  });
});

describe('styles', () => {
  it('applies styles as constructable stylesheets under a strict CSP, with no violation', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log, context } = await open('/csp.html', '<inlay-probe></inlay-probe>', {
      headers: { 'content-security-policy': csp },
      head: '',
    });
    await page.evaluate(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __violations: string[] }).__violations.push(e.violatedDirective));
    });
    await page.$eval('inlay-probe', (el) => el.setAttribute('label', 'again'));
    await settle(page);
    const style = await page.$eval('inlay-probe', (el) => {
      const b = el.shadowRoot!.querySelector('button')!;
      const cs = getComputedStyle(b);
      return {
        color: cs.color,
        border: cs.borderTopColor,
        sheets: el.shadowRoot!.adoptedStyleSheets.length,
        styleTags: el.shadowRoot!.querySelectorAll('style').length,
      };
    });
    expect(style).toEqual({ color: 'rgb(1, 2, 3)', border: 'rgb(4, 5, 6)', sheets: 2, styleTags: 0 });
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
