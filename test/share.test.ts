// <inlay-share> in real Chromium on the built dist/inlay-share.js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, launch, newPage, type Launched } from './helpers/browser';
import { html, json, startServer, type Handler, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;
let other: TestServer; // a second origin: a third-party counts backend
const SCRIPT = '/dist/inlay-share.js';

beforeAll(async () => {
  [chrome, server, other] = await Promise.all([launch(), startServer(), startServer()]);
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
  await other?.close();
});

const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
const RECORD = `<script>window.__errors=[];window.__shares=[];document.addEventListener('inlay-error',e=>__errors.push(e.detail));document.addEventListener('inlay-share',e=>__shares.push(e.detail))</script>`;

async function open(
  path: string,
  body: string,
  opts: { head?: string; lang?: string; dir?: string; headers?: Record<string, string>; init?: string; ctx?: Parameters<typeof newPage>[1] } = {},
) {
  const { page, log, context } = await newPage(chrome.browser, opts.ctx);
  if (opts.init) await page.addInitScript(opts.init);
  await page.goto(server.page(path, html(RECORD + body, { scripts: [SCRIPT], head: opts.head, lang: opts.lang, dir: opts.dir }), opts.headers));
  await page.waitForFunction(() => customElements.get('inlay-share') !== undefined);
  await settle(page);
  return { page, log, context };
}

const hrefs = (page: Page, sel = 'inlay-share') =>
  page.$eval(sel, (el) =>
    Object.fromEntries([...el.shadowRoot!.querySelectorAll('[data-service]')].map((a) => [a.getAttribute('data-service'), a.getAttribute('href')])),
  );
const errors = (page: Page) => page.evaluate(() => (window as unknown as { __errors: { code: string; message: string; widget: string }[] }).__errors);
const shares = (page: Page) => page.evaluate(() => (window as unknown as { __shares: { service: string; url: string }[] }).__shares);
const btn = (page: Page, service: string, sel = 'inlay-share') => page.locator(`${sel} [data-service="${service}"]`);

/** Serves every external share host from the test (Chromium has no network here). */
async function fakeNetworks(context: BrowserContext) {
  const seen: { url: string; referer?: string }[] = [];
  await context.route(/^https:\/\/(?!127\.)/, (route) => {
    seen.push({ url: route.request().url(), referer: route.request().headers()['referer'] });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>network</title><p>share page</p>' });
  });
  return seen;
}

const ALL = 'facebook,x,linkedin,whatsapp,telegram,reddit,pinterest,xing,bluesky,mastodon,threads,tumblr,hackernews,mail,copy,print,share';
const NASTY_URL = 'https://example.com/a/b?x=1&y=a+b&z=%20q#frag"\'<script>window.__xss=1</script>';
const NASTY_TITLE = 'Tom & Jerry\'s "Best" #1? 50% + more <script>window.__xss=1</script> 😀 שלום עולם';

describe('share links', () => {
  it('encodes a URL and title full of special characters into every service link; nothing is injected', async () => {
    const { page, log, context } = await open('/links.html', '<inlay-share id="s"></inlay-share>');
    const outside: string[] = [];
    context.on('request', (r) => !r.url().startsWith(server.origin) && outside.push(r.url()));
    await page.evaluate(
      ([all, url, title]) => {
        const el = document.getElementById('s')!;
        el.setAttribute('media', 'https://example.com/img.png?a=1&b=2');
        el.setAttribute('via', '@inlay');
        el.setAttribute('url', url!);
        el.setAttribute('title', title!);
        el.setAttribute('services', all!);
      },
      [ALL, NASTY_URL, NASTY_TITLE],
    );
    await settle(page);
    const h = await hrefs(page);
    const U = encodeURIComponent(NASTY_URL);
    const T = encodeURIComponent(NASTY_TITLE);
    expect(h).toMatchObject({
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${U}`,
      x: `https://x.com/intent/tweet?text=${T}&url=${U}&via=inlay`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${U}`,
      whatsapp: `https://wa.me/?text=${T}%20${U}`,
      telegram: `https://t.me/share/url?url=${U}&text=${T}`,
      reddit: `https://www.reddit.com/submit?url=${U}&title=${T}&type=LINK`,
      pinterest: `https://www.pinterest.com/pin/create/button/?url=${U}&description=${T}&media=${encodeURIComponent('https://example.com/img.png?a=1&b=2')}`,
      xing: `https://www.xing.com/spi/shares/new?url=${U}`,
      bluesky: `https://bsky.app/intent/compose?text=${T}%20${U}`,
      mastodon: `https://share.joinmastodon.org/?text=${T}%20${U}`,
      threads: `https://www.threads.com/intent/post?text=${T}&url=${U}`,
      tumblr: `https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=${U}&title=${T}`,
      hackernews: `https://news.ycombinator.com/submitlink?u=${U}&t=${T}`,
      mail: `mailto:?subject=${T}&body=${U}`,
    });
    // Decoding gives back exactly what was given (no `+` for spaces, nothing lost).
    expect(new URL(h.facebook!).searchParams.get('u')).toBe(NASTY_URL);
    expect(new URL(h.x!).searchParams.get('text')).toBe(NASTY_TITLE);
    expect(h.mail).not.toContain('+');
    expect(decodeURIComponent(h.mail!.split('subject=')[1]!.split('&')[0]!)).toBe(NASTY_TITLE);
    // Copy, print are buttons; Web Share is absent where navigator.share is missing (Linux Chromium).
    const kinds = await page.$eval('#s', (el) =>
      [...el.shadowRoot!.querySelectorAll('[data-service]')].map((b) => `${b.getAttribute('data-service')}:${b.tagName}`),
    );
    expect(kinds).toContain('copy:BUTTON');
    expect(kinds).toContain('print:BUTTON');
    expect(kinds.some((k) => k.startsWith('share:'))).toBe(false);
    expect(kinds[0]).toBe('facebook:A');
    // Links open a tab on middle-click and carry rel=noopener noreferrer.
    const rels = await page.$eval('#s', (el) => [...el.shadowRoot!.querySelectorAll('a')].map((a) => `${a.target}|${a.rel}`));
    expect(rels.filter((r) => r === '_blank|noopener noreferrer nofollow')).toHaveLength(13);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.$eval('#s', (el) => el.shadowRoot!.querySelectorAll('script').length)).toBe(0);
    // Nothing is contacted before a click: no request leaves the page's origin.
    expect(outside).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('defaults to the canonical URL and the page title; relative URLs are resolved', async () => {
    const { page, context } = await open(
      '/canon.html',
      '<inlay-share services="facebook,x,pinterest"></inlay-share><inlay-share id="rel" url="/post?id=7" services="facebook"></inlay-share>',
      {
        head: '<link rel="canonical" href="https://example.org/canonical-post"><meta property="og:image" content="/img/cover.png">',
      },
    );
    const h = await hrefs(page);
    expect(h.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://example.org/canonical-post')}`);
    expect(h.x).toBe(`https://x.com/intent/tweet?text=Inlay%20test&url=${encodeURIComponent('https://example.org/canonical-post')}`);
    expect(h.pinterest).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent('https://example.org/canonical-post')}&description=Inlay%20test&media=${encodeURIComponent(`${server.origin}/img/cover.png`)}`,
    );
    expect((await hrefs(page, '#rel')).facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${server.origin}/post?id=7`)}`);
    await context.close();
  });

  it('unknown service names: a message naming the valid ones, one inlay-error, the rest still works', async () => {
    const { page, log, context } = await open('/unknown.html', '<inlay-share services="facebook,myspace,twitter,email"></inlay-share>');
    const notice = await page.$eval('inlay-share', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '');
    expect(notice).toMatch(/unknown "myspace"/);
    expect(notice).toMatch(
      /facebook, x, linkedin, whatsapp, telegram, reddit, pinterest, xing, bluesky, mastodon, threads, tumblr, hackernews, mail, copy, print, share/,
    );
    const errs = await errors(page);
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatchObject({ widget: 'share', code: 'bad-attribute' });
    // Aliases: twitter → x, email → mail.
    expect(Object.keys(await hrefs(page))).toEqual(['facebook', 'x', 'mail']);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('popups', () => {
  it('a plain click opens a centred popup with no opener and no referrer; the page stays', async () => {
    const { page, context } = await open('/popup.html', `<inlay-share services="facebook,linkedin" url="https://example.com/post?a=1&b=2"></inlay-share>`);
    const seen = await fakeNetworks(context);
    const [popup] = await Promise.all([context.waitForEvent('page'), btn(page, 'facebook').click()]);
    await popup.waitForURL(/facebook\.com/);
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://example.com/post?a=1&b=2')}`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(seen.find((s) => s.url.includes('facebook'))?.referer).toBeUndefined();
    // A popup window (not a tab), sized for the network.
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 500]);
    expect(page.url()).toBe(`${server.origin}/popup.html`);
    expect(await shares(page)).toEqual([{ service: 'facebook', url: 'https://example.com/post?a=1&b=2' }]);
    // Keyboard: Enter on a focused link opens the popup the same way.
    await btn(page, 'linkedin').focus();
    const [popup2] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup2.waitForURL(/linkedin\.com/);
    expect(await popup2.evaluate(() => [window.opener, window.outerWidth])).toEqual([null, 750]);
    expect(page.url()).toBe(`${server.origin}/popup.html`);
    await context.close();
  });

  it('a blocked popup falls back to the link opening a new tab', async () => {
    const { page, context } = await open('/blocked.html', '<inlay-share services="linkedin" url="https://example.com/x"></inlay-share>', {
      init: 'window.open = () => null;',
    });
    await fakeNetworks(context);
    const [tab] = await Promise.all([context.waitForEvent('page'), btn(page, 'linkedin').click()]);
    await tab.waitForURL(/linkedin\.com/);
    expect(tab.url()).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('https://example.com/x')}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${server.origin}/blocked.html`);
    await context.close();
  });

  it('middle-click opens a tab (no popup) and still reports the share; a cancelled inlay-share opens nothing', async () => {
    const { page, context } = await open('/middle.html', '<inlay-share services="reddit,x" url="https://example.com/m"></inlay-share>');
    await fakeNetworks(context);
    // (A browser-opened background tab bypasses request routing, so check the tab and the event.)
    await page.evaluate(() => document.addEventListener('auxclick', (e) => ((window as unknown as { __aux: boolean }).__aux = e.defaultPrevented)));
    await Promise.all([context.waitForEvent('page'), btn(page, 'reddit').click({ button: 'middle' })]);
    expect(await page.evaluate(() => (window as unknown as { __aux: boolean }).__aux)).toBe(false);
    expect((await shares(page)).map((s) => s.service)).toEqual(['reddit']);
    await page.evaluate(() => document.addEventListener('inlay-share', (e) => e.preventDefault()));
    let opened = false;
    context.on('page', () => (opened = true));
    await btn(page, 'x').click();
    await page.waitForTimeout(300);
    expect(opened).toBe(false);
    expect(page.url()).toBe(`${server.origin}/middle.html`);
    await context.close();
  });

  it('works under a strict CSP with Trusted Types', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log, context } = await newPage(chrome.browser);
    await fakeNetworks(context);
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(
      server.page('/csp.html', html('<inlay-share services="facebook,copy,print" url="https://example.com/c"></inlay-share>', { scripts: [SCRIPT] }), {
        'content-security-policy': csp,
      }),
    );
    await page.waitForFunction(() => customElements.get('inlay-share') !== undefined);
    await settle(page);
    const bg = await btn(page, 'facebook').evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
    const [popup] = await Promise.all([context.waitForEvent('page'), btn(page, 'facebook').click()]);
    await popup.waitForURL(/facebook\.com/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(violations).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('mail, copy, print, Web Share, Mastodon', () => {
  it('copies the link with the Clipboard API and announces it', async () => {
    const { page, context } = await open('/copy.html', '<inlay-share services="copy" url="https://example.com/copy?a=1&b=2#x"></inlay-share>', {
      ctx: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    await btn(page, 'copy').click();
    const status = page.locator('inlay-share [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Link copied');
    expect(await status.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/copy?a=1&b=2#x');
    expect((await shares(page)).map((s) => s.service)).toEqual(['copy']);
    await context.close();
  });

  it('without the Clipboard API: a selected read-only field with the link and instructions', async () => {
    const { page, context } = await open('/copy2.html', '<inlay-share services="copy" url="https://example.com/fallback"></inlay-share>', {
      init: 'Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }); document.execCommand = () => false;',
    });
    await btn(page, 'copy').click();
    const field = page.locator('inlay-share input[readonly]');
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await field.inputValue()).toBe('https://example.com/fallback');
    // Focused and selected by an effect after the field is shown (a busy machine runs it a little later).
    const sel = () =>
      field.evaluate((i: HTMLInputElement) => [
        i.selectionStart,
        i.selectionEnd,
        i.getRootNode() instanceof ShadowRoot && (i.getRootNode() as ShadowRoot).activeElement === i,
      ]);
    await expect.poll(sel).toEqual([0, 'https://example.com/fallback'.length, true]);
    expect(await page.locator('inlay-share [role="status"]').textContent()).toMatch(/Ctrl\+C/);
    await context.close();
  });

  it('without the Clipboard API but with the legacy copy command: copied, announced', async () => {
    const { page, context } = await open('/copy3.html', '<inlay-share services="copy" url="https://example.com/legacy"></inlay-share>', {
      init: 'Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }); window.__copied = []; document.execCommand = (c) => { const r = document.querySelector("inlay-share").shadowRoot.activeElement; window.__copied.push([c, r.value.slice(r.selectionStart, r.selectionEnd)]); return true; };',
    });
    await btn(page, 'copy').click();
    await expect.poll(() => page.locator('inlay-share [role="status"]').textContent()).toBe('Link copied');
    expect(await page.evaluate(() => (window as unknown as { __copied: string[][] }).__copied)).toEqual([['copy', 'https://example.com/legacy']]);
    await context.close();
  });

  it('print calls window.print(); mail is a plain mailto link', async () => {
    const { page, context } = await open('/print.html', '<inlay-share services="print,mail" url="https://example.com/p" title="A b"></inlay-share>', {
      init: 'window.__printed = 0; window.print = () => { window.__printed++; };',
    });
    await btn(page, 'print').click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    const mail = btn(page, 'mail');
    expect(await mail.getAttribute('href')).toBe('mailto:?subject=A%20b&body=https%3A%2F%2Fexample.com%2Fp');
    expect(await mail.getAttribute('target')).toBeNull();
    await context.close();
  });

  it('Web Share button only where navigator.share exists; it shares title and URL', async () => {
    const { page, context } = await open('/native.html', '<inlay-share services="share,facebook" url="https://example.com/n" title="Native"></inlay-share>', {
      init: 'window.__shared = []; Navigator.prototype.share = function (d) { window.__shared.push(d); return Promise.resolve(); };',
    });
    await btn(page, 'share').click();
    expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ title: 'Native', url: 'https://example.com/n' }]);
    expect(await btn(page, 'share').textContent()).toBe('Share…');
    await context.close();
  });

  it('Mastodon: the visitor picks a server in an accessible dialog (validated, remembered)', async () => {
    const { page, context } = await open('/masto.html', '<inlay-share services="mastodon" url="https://example.com/m" title="Hi & bye"></inlay-share>');
    await fakeNetworks(context);
    await btn(page, 'mastodon').click();
    const dialog = page.locator('inlay-share dialog');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('inlay-share')!.shadowRoot!.activeElement?.id)).toBe('m-i');
    expect(await page.locator('inlay-share dialog input').getAttribute('aria-describedby')).toBeNull();
    await page.keyboard.type('not a server!');
    await page.keyboard.press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('inlay-share dialog input').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('inlay-share #m-e').textContent()).toMatch(/mastodon\.social/);
    await page.locator('inlay-share dialog input').fill('@me@Fosstodon.org');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForURL(/fosstodon/);
    expect(popup.url()).toBe(`https://fosstodon.org/share?text=${encodeURIComponent('Hi & bye')}%20${encodeURIComponent('https://example.com/m')}`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('inlay-share-mastodon'))).toBe('fosstodon.org');
    expect(await btn(page, 'mastodon').getAttribute('href')).toMatch(/^https:\/\/fosstodon\.org\/share\?text=/);
    await popup.close();
    await context.close();
  });

  it('Mastodon asks once: later clicks (and later page views) share on the remembered server; "change server" asks again', async () => {
    const { page, context } = await open(
      '/masto-once.html',
      '<main><h1>Post</h1><inlay-share services="mastodon,copy" url="https://example.com/once" title="Once"></inlay-share></main>',
    );
    await fakeNetworks(context);
    const dialog = page.locator('inlay-share dialog');
    const change = page.locator('inlay-share [part~="mastodon-server"]');
    // The link's end corners: rounded like every button while it stands alone, square against the split button.
    const endRadius = () => btn(page, 'mastodon').evaluate((a) => getComputedStyle(a).borderStartEndRadius);
    // Nothing remembered: no "change server" control yet, the click asks.
    expect(await change.count()).toBe(0);
    expect(await endRadius()).toBe(await btn(page, 'copy').evaluate((b) => getComputedStyle(b).borderStartEndRadius));
    expect(await endRadius()).not.toBe('0px');
    await btn(page, 'mastodon').click();
    expect(await dialog.isVisible()).toBe(true);
    await page.locator('inlay-share dialog input').fill('fosstodon.org');
    const [first] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await first.waitForURL(/fosstodon/);
    await first.close();
    // The split button appears beside the link, and focus stays on the link (not lost to <body>).
    expect(await change.count()).toBe(1);
    expect(await endRadius()).toBe('0px');
    expect(await page.evaluate(() => document.querySelector('inlay-share')!.shadowRoot!.activeElement?.getAttribute('data-service'))).toBe('mastodon');
    // The second click shares at once on the remembered server: no dialog.
    const [second] = await Promise.all([context.waitForEvent('page'), btn(page, 'mastodon').click()]);
    await second.waitForURL(/fosstodon\.org\/share/);
    expect(await dialog.isVisible()).toBe(false);
    await second.close();
    expect((await shares(page)).map((s) => s.service)).toEqual(['mastodon', 'mastodon']);
    // Also after a reload (remembered in localStorage), and the control names the server.
    await page.reload();
    await page.waitForFunction(() => customElements.get('inlay-share') !== undefined);
    await settle(page);
    expect(await change.getAttribute('aria-label')).toMatch(/fosstodon\.org/);
    expect(await axe(page)).toEqual([]);
    const [third] = await Promise.all([context.waitForEvent('page'), btn(page, 'mastodon').click()]);
    await third.waitForURL(/fosstodon\.org\/share/);
    expect(await dialog.isVisible()).toBe(false);
    await third.close();
    // "Change server": the dialog, prefilled; Escape closes it and focus returns to the control.
    await change.click();
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('inlay-share dialog input').inputValue()).toBe('fosstodon.org');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.querySelector('inlay-share')!.shadowRoot!.activeElement?.getAttribute('part'))).toMatch(/mastodon-server/);
    // A new server replaces the remembered one.
    await change.click();
    await page.locator('inlay-share dialog input').fill('hachyderm.io');
    const [fourth] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await fourth.waitForURL(/hachyderm\.io\/share/);
    expect(await page.evaluate(() => localStorage.getItem('inlay-share-mastodon'))).toBe('hachyderm.io');
    await context.close();
  });

  it('"Link copied" is announced without moving the page: nothing below the widget shifts, shown or gone', async () => {
    const { page, context } = await open(
      '/copy-shift.html',
      '<inlay-share services="facebook,copy" url="https://example.com/shift"></inlay-share><p id="below">The article goes on here.</p>',
      { ctx: { permissions: ['clipboard-read', 'clipboard-write'] } },
    );
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: false,
      });
    });
    const top = () => page.$eval('#below', (el) => el.getBoundingClientRect().top);
    const box = () => page.$eval('inlay-share', (el) => el.getBoundingClientRect().height);
    const [top0, box0] = [await top(), await box()];
    await btn(page, 'copy').click();
    const status = page.locator('inlay-share [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Link copied');
    expect(await status.isVisible()).toBe(true);
    expect(await top()).toBe(top0);
    expect(await box()).toBe(box0);
    // The confirmation goes away after 5 s: nothing moves then either.
    await expect.poll(() => status.textContent(), { timeout: 8000 }).toBe('');
    expect(await top()).toBe(top0);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await context.close();
  });
});

describe('counts (Shariff protocol)', () => {
  it('an invalid counts-url is reported; the buttons still work', async () => {
    const { page, log, context } = await open('/bad-url.html', '<inlay-share counts-url="http://[::1" services="facebook"></inlay-share>');
    await expect.poll(() => errors(page)).toHaveLength(1);
    expect((await errors(page))[0]).toMatchObject({ code: 'bad-attribute', message: expect.stringContaining('counts-url') });
    expect(Object.keys(await hrefs(page))).toEqual(['facebook']);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  const COUNTS = { facebook: 1234, pinterest: 3, twitter: null, reddit: 0, linkedin: 'x', xing: 7 };
  const countsOf = (page: Page, sel = 'inlay-share') =>
    page.$eval(sel, (el) =>
      Object.fromEntries(
        [...el.shadowRoot!.querySelectorAll('[part="count"]')].map((c) => [c.closest('[data-service]')!.getAttribute('data-service'), c.textContent]),
      ),
    );

  it('reads counts from a same-origin backend: plain GET, no Content-Type, compact format, total, cached per URL', async () => {
    server.route('/shariff', (_req, res) => json(res, 200, COUNTS));
    const before = server.requests.length;
    const { page, log, context } = await open(
      '/counts.html',
      `<inlay-share id="a" counts-url="/shariff" total services="facebook,x,pinterest,reddit,linkedin,xing" url="https://example.com/p?a=1&b=2"></inlay-share>
       <inlay-share id="a2" counts-url="/shariff" display="icon" services="facebook" url="https://example.com/p?a=1&b=2"></inlay-share>`,
    );
    await page.waitForFunction(() => document.getElementById('a')!.shadowRoot!.querySelector('[part="count"]'));
    // Two bars on one page (header + footer) share one request.
    await page.waitForFunction(() => document.getElementById('a2')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await countsOf(page, '#a')).toEqual({ facebook: '1.2K', pinterest: '3', xing: '7' });
    // No og:image and no media attribute: no media parameter.
    expect(await btn(page, 'pinterest', '#a').getAttribute('href')).not.toContain('media=');
    expect(await page.$eval('#a', (el) => el.shadowRoot!.querySelector('[part="total"]')!.textContent)).toBe('1.2K shares');
    // The count is part of the accessible name.
    expect(await page.locator('#a').getByRole('link', { name: 'Share on Facebook 1.2K shares', exact: true }).count()).toBe(1);
    const reqs = server.requests.slice(before).filter((r) => r.url.startsWith('/shariff'));
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.url).toBe(`/shariff?url=${encodeURIComponent('https://example.com/p?a=1&b=2')}`);
    expect(reqs[0]!.method).toBe('GET');
    expect(reqs[0]!.headers['content-type']).toBeUndefined();
    // A second element and a reload use the cache for this visit.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<inlay-share id="b" counts-url="/shariff" services="facebook" url="https://example.com/p?a=1&b=2"></inlay-share>',
      ),
    );
    await page.waitForFunction(() => document.getElementById('b')?.shadowRoot?.querySelector('[part="count"]'));
    await page.reload();
    await page.waitForFunction(() => document.getElementById('a')?.shadowRoot?.querySelector('[part="count"]'));
    expect(server.requests.slice(before).filter((r) => r.url.startsWith('/shariff'))).toHaveLength(1);
    expect(await errors(page)).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('formats counts for the element language (de)', async () => {
    server.route('/shariff-de', (_req, res) => json(res, 200, { facebook: 1234567 }));
    const { page, context } = await open(
      '/counts-de.html',
      `<inlay-share counts-url="/shariff-de" services="facebook" url="https://example.com/de"></inlay-share>`,
      { lang: 'de' },
    );
    await page.waitForFunction(() => document.querySelector('inlay-share')!.shadowRoot!.querySelector('[part="count"]'));
    const expected = await page.evaluate(() => new Intl.NumberFormat('de', { notation: 'compact', maximumFractionDigits: 1 }).format(1234567));
    expect(await countsOf(page)).toEqual({ facebook: expected });
    expect(expected).toMatch(/1,2/);
    expect(await page.getByRole('link', { name: `Auf Facebook teilen ${expected.replace(/\s/g, ' ')} Mal geteilt`, exact: true }).count()).toBe(1);
    await context.close();
  });

  for (const [name, handler] of [
    ['HTTP 500', ((_req, res) => json(res, 500, { error: 'boom' })) as Handler],
    [
      'invalid JSON',
      ((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"facebook": 12,');
      }) as Handler,
    ],
    ['a JSON array', ((_req, res) => json(res, 200, [1, 2])) as Handler],
    [
      'a timeout',
      (() => {
        /* never answers */
      }) as Handler,
    ],
  ] as const) {
    it(`backend ${name}: buttons work, no counts, nothing shown, one inlay-error`, async () => {
      const path = `/bad-${name.replace(/\W+/g, '-')}`;
      server.route(path, handler);
      const { page, log, context } = await open(
        `${path}.html`,
        `<inlay-share counts-url="${path}" services="facebook,copy" url="https://example.com/f"></inlay-share>`,
      );
      await fakeNetworks(context);
      await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0, null, { timeout: 8000 });
      const errs = await errors(page);
      expect(errs).toHaveLength(1);
      expect(errs[0]).toMatchObject({ widget: 'share', code: 'counts' });
      expect(errs[0]!.message).toContain(path);
      expect(await countsOf(page)).toEqual({});
      expect(await page.$eval('inlay-share', (el) => el.shadowRoot!.querySelector('[part="error"]'))).toBeNull();
      const [popup] = await Promise.all([context.waitForEvent('page'), btn(page, 'facebook').click()]);
      await popup.waitForURL(/facebook\.com/);
      expect(log.uncaught).toEqual([]);
      await context.close();
    });
  }

  it('a third-party backend waits for consent, then counts appear without a reload', async () => {
    other.route('/shariff', (_req, res) => json(res, 200, { facebook: 42 }));
    const before = other.requests.length;
    const { page, context } = await open(
      '/consent.html',
      `<inlay-share counts-url="${other.origin}/shariff" services="facebook" url="https://example.com/c"></inlay-share>`,
    );
    await page.waitForTimeout(500);
    expect(other.requests.slice(before)).toHaveLength(0);
    expect(await countsOf(page)).toEqual({});
    await page.evaluate(() => (window as unknown as { Inlay: { consent: { request(s: string): Promise<boolean> } } }).Inlay.consent.request('share-counts'));
    await page.waitForFunction(() => document.querySelector('inlay-share')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await countsOf(page)).toEqual({ facebook: '42' });
    const reqs = other.requests.slice(before);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.headers['cookie']).toBeUndefined();
    expect(reqs[0]!.headers['content-type']).toBeUndefined();
    await context.close();
  });

  it('consent granted by the site owner block; consent="…" gates a same-origin backend under that name', async () => {
    server.route('/shariff-own', (_req, res) => json(res, 200, { facebook: 5 }));
    other.route('/shariff2', (_req, res) => json(res, 200, { facebook: 9 }));
    other.route('/shariff3', (_req, res) => json(res, 200, { facebook: 4 }));
    const { page, context } = await open(
      '/consent2.html',
      `<script type="application/json" id="inlay-consent">{"services":{"share-counts":true}}</script>
       <inlay-share id="tp" counts-url="${other.origin}/shariff2" services="facebook" url="https://example.com/g"></inlay-share>
       <inlay-share id="own" counts-url="/shariff-own" consent="my-counts" services="facebook" url="https://example.com/h"></inlay-share>
       <inlay-share id="mine" counts-url="${other.origin}/shariff3" consent="none" services="facebook" url="https://example.com/i"></inlay-share>`,
    );
    // consent="none": the site owner vouches for the cross-origin backend (no gate).
    await page.waitForFunction(() => document.getElementById('mine')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await countsOf(page, '#mine')).toEqual({ facebook: '4' });
    await page.waitForFunction(() => document.getElementById('tp')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await countsOf(page, '#tp')).toEqual({ facebook: '9' });
    await page.waitForTimeout(300);
    expect(await countsOf(page, '#own')).toEqual({});
    expect(server.requests.filter((r) => r.url.startsWith('/shariff-own'))).toHaveLength(0);
    await page.evaluate(() => (window as unknown as { Inlay: { consent: { request(s: string): Promise<boolean> } } }).Inlay.consent.request('my-counts'));
    await page.waitForFunction(() => document.getElementById('own')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await countsOf(page, '#own')).toEqual({ facebook: '5' });
    await context.close();
  });
  it('withdrawing consent aborts a running request and hides shown counts', async () => {
    let aborted = false;
    other.route('/slow', (_req, res) => {
      res.on('close', () => {
        if (!res.writableEnded) aborted = true;
      });
      setTimeout(() => {
        if (!res.destroyed) json(res, 200, { facebook: 1 });
      }, 2000);
    });
    other.route('/fast', (_req, res) => json(res, 200, { facebook: 3 }));
    const { page, log, context } = await open(
      '/withdraw.html',
      `<inlay-share id="slow" counts-url="${other.origin}/slow" services="facebook" url="https://example.com/w1"></inlay-share>`,
    );
    type C = { Inlay: { consent: { request(s: string): Promise<boolean>; revoke?(s: string): void } } };
    const grant = () => page.evaluate(() => (window as unknown as C).Inlay.consent.request('share-counts'));
    const revoke = () => page.evaluate(() => (window as unknown as C).Inlay.consent.revoke!('share-counts'));
    await grant();
    await expect.poll(() => other.requests.some((r) => r.url.startsWith('/slow'))).toBe(true);
    await revoke();
    await expect.poll(() => aborted).toBe(true);
    await page.waitForTimeout(2300);
    expect(await countsOf(page, '#slow')).toEqual({});
    // Shown counts disappear on withdrawal and come back (from the cache) on a new grant.
    await page.evaluate(
      (o) =>
        document.body.insertAdjacentHTML(
          'beforeend',
          `<inlay-share id="fast" counts-url="${o}/fast" services="facebook" url="https://example.com/w2"></inlay-share>`,
        ),
      other.origin,
    );
    await grant();
    await page.waitForFunction(() => document.getElementById('fast')!.shadowRoot!.querySelector('[part="count"]'));
    await revoke();
    await page.waitForFunction(() => !document.getElementById('fast')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await errors(page)).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('accessibility, language, layout', () => {
  it('axe-clean in every display mode; icon-only buttons are named "Share on …"; keyboard reaches every button', async () => {
    server.route('/shariff-a11y', (_req, res) => json(res, 200, { facebook: 1500, xing: 2 }));
    const { page, context } = await open(
      '/a11y.html',
      `<main><h1>Post</h1>
       <inlay-share id="i" display="icon" services="${ALL}" counts-url="/shariff-a11y" total url="https://example.com/a"></inlay-share>
       <inlay-share id="l" display="label" theme="outline" services="${ALL}" url="https://example.com/a"></inlay-share>
       <inlay-share id="il" theme="mono" orientation="vertical" services="${ALL}" url="https://example.com/a"></inlay-share>
       <inlay-share id="c" services="${ALL}" counts-url="/shariff-a11y" url="https://example.com/a"></inlay-share></main>`,
    );
    await page.waitForFunction(() => document.getElementById('i')!.shadowRoot!.querySelector('[part="count"]'));
    expect(await axe(page)).toEqual([]);
    for (const [service, name] of [
      ['linkedin', 'Share on LinkedIn'],
      ['mail', 'Share by Email'],
      ['copy', 'Copy link'],
      ['print', 'Print'],
    ]) {
      expect(
        await page
          .locator('#i')
          .getByRole(service === 'copy' || service === 'print' ? 'button' : 'link', { name, exact: true })
          .getAttribute('data-service'),
      ).toBe(service);
    }
    // Icon only: square buttons with a tooltip.
    const box = (await btn(page, 'linkedin', '#i').boundingBox())!;
    expect(box.width).toBe(box.height);
    expect(await btn(page, 'linkedin', '#i').getAttribute('title')).toBe('Share on LinkedIn');
    // Tab order: every button of the first widget, in order.
    await page.keyboard.press('Tab');
    const order: string[] = [];
    for (let i = 0; i < 16; i++) {
      order.push(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-service') ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual(ALL.split(',').filter((s) => s !== 'share'));
    // Visible focus ring, once the keyboard brings focus back (Tab, then Shift+Tab: never out of the
    // page, which in headless Firefox over BiDi leaves a document that never regains focus).
    await page.evaluate(() => (document.getElementById('i')!.shadowRoot!.querySelector('[data-service="facebook"]') as HTMLElement).focus());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.getElementById('i')!.shadowRoot!.activeElement?.getAttribute('data-service'))).toBe('facebook');
    expect(await btn(page, 'facebook', '#i').evaluate((a) => getComputedStyle(a).boxShadow)).not.toBe('none');
    // The Mastodon dialog too.
    await btn(page, 'mastodon', '#i').click();
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('German labels; RTL order; vertical layout stacks', async () => {
    const { page, context } = await open(
      '/lang.html',
      `<inlay-share id="de" lang="de" services="facebook,mail,copy,print"></inlay-share>
       <div dir="rtl"><inlay-share id="rtl" services="facebook,x,linkedin"></inlay-share></div>
       <inlay-share id="v" orientation="vertical" services="facebook,x,print"></inlay-share>
       <inlay-share id="m" theme="mono" services="facebook,copy" style="--inlay-color-primary: rgb(1, 2, 3)"></inlay-share>`,
    );
    expect(await page.locator('#de').getByRole('link', { name: 'Auf Facebook teilen', exact: true }).count()).toBe(1);
    expect(await page.locator('#de').getByRole('link', { name: 'Per E-Mail teilen', exact: true }).count()).toBe(1);
    expect(await btn(page, 'mail', '#de').locator('[part="label"]').textContent()).toBe('E-Mail');
    expect(await btn(page, 'copy', '#de').textContent()).toBe('Link kopieren');
    expect(await page.$eval('#de', (el) => el.shadowRoot!.querySelector('ul')!.getAttribute('aria-label'))).toBe('Diese Seite teilen');
    const x = async (sel: string, s: string) => (await btn(page, s, sel).boundingBox())!;
    expect((await x('#rtl', 'facebook')).x).toBeGreaterThan((await x('#rtl', 'linkedin')).x);
    const [a, b] = [await x('#v', 'facebook'), await x('#v', 'x')];
    expect(b.y).toBeGreaterThan(a.y);
    expect(b.x).toBe(a.x);
    expect(b.width).toBe(a.width);
    expect((await x('#v', 'print')).width).toBe(a.width);
    // mono: every button in the primary colour.
    for (const s of ['facebook', 'copy']) expect(await btn(page, s, '#m').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(1, 2, 3)');
    await context.close();
  });

  it('the examples page works with the examples host demo /shariff endpoint (axe-clean, no errors)', async () => {
    // @ts-expect-error the demo host's modules are plain JavaScript
    const { routes } = (await import('../examples/api/share.mjs')) as { routes: Record<string, (req: unknown, res: unknown, ctx: { url: URL }) => void> };
    server.route('/shariff', (req, res) => routes['GET /shariff']!(req, res, { url: new URL(req.url!, server.origin) }));
    const { page, log, context } = await newPage(chrome.browser);
    await page.goto(`${server.origin}/examples/share.html`);
    await page.waitForFunction(() => document.querySelector('inlay-share')?.shadowRoot?.querySelector('[part="count"]'));
    const total = await page.$eval('inlay-share', (el) => el.shadowRoot!.querySelector('[part="total"]')?.textContent);
    expect(total).toMatch(/shares$/);
    expect(await axe(page, 'main')).toEqual([]);
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => !e.includes('examples.css') && !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
