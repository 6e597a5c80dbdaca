// The consent lookup in real Chromium on the built probe scripts: the network log of a gated
// third-party origin, site-owner overrides, the two-click placeholder, withdrawal, one shared lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, newPage } from './helpers/browser';
import { html } from './helpers/server';
import { clickInProbe, FAKES, info, open, probe, PROBE, PROBE_B, record, seen, settle, startEnv, state, stopEnv, waitProbe, type Env } from './consent/setup';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await stopEnv(env);
});

const CSP = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://127.0.0.1:*; require-trusted-types-for 'script'",
};

describe('network: nothing reaches a gated third party before consent', () => {
  it('zero requests to the third-party origin before consent, one right after "Load once" (under a strict CSP)', async () => {
    const before = env.hits();
    const { page, log, context } = await open(env, `<inlay-consent-probe consent="youtube" provider="YouTube" src="${env.resource}"></inlay-consent-probe>`, {
      headers: CSP,
    });
    await waitProbe(page, { placeholder: true });
    await settle(page, 1200); // CMP polling runs meanwhile: nothing may leak
    expect(env.hits() - before).toBe(0);
    expect(await state(page, 'youtube')).toBe('unknown');
    const p = await probe(page);
    expect(p).toMatchObject({ placeholder: true, content: null, state: 'unknown' });

    await clickInProbe(page, /load once/i);
    await waitProbe(page, { status: 'loaded' });
    expect(env.hits() - before).toBe(1);
    expect((await probe(page)).content).toContain('third-party content');
    expect(await info(page, 'youtube')).toMatchObject({ state: 'granted', source: 'visitor' });
    // Focus moves into the loaded content, not lost to <body>.
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('inlay-consent-probe');
    expect(await page.$eval('inlay-consent-probe', (el) => el.shadowRoot!.activeElement?.className)).toBe('content');
    // "Load once" is for this page view only: a reload asks again and sends nothing.
    await page.reload();
    await waitProbe(page, { placeholder: true });
    await settle(page, 500);
    expect(env.hits() - before).toBe(1);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('the two-click placeholder', () => {
  it('is a labelled region with a heading and real buttons, keyboard operable and axe-clean', async () => {
    const { page, context } = await open(
      env,
      `<main><h1>Page</h1><inlay-consent-probe consent="vimeo" provider="Vimeo" src="${env.resource}"></inlay-consent-probe></main>`,
      {
        config: { privacyUrl: '/privacy' },
      },
    );
    await waitProbe(page, { placeholder: true });
    const region = page.getByRole('region', { name: 'Content from Vimeo' });
    await expect(region.count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Content from Vimeo' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).resolves.toBe('/privacy');
    const always = page.getByRole('button', { name: 'Always allow' });
    // No CMP can record it here, and the placeholder says so before the click.
    await expect(always.getAttribute('aria-describedby')).resolves.toBeTruthy();
    expect(await page.locator('inlay-consent-probe').textContent()).toBe('');
    const hint = await page.$eval('inlay-consent-probe', (el) => el.shadowRoot!.querySelector('.inlay-consent-hint')!.textContent);
    expect(hint).toMatch(/saved in this browser only/);
    expect(await axe(page)).toEqual([]);
    // Keyboard: Tab reaches "Load once", Enter activates it.
    await page.keyboard.press('Tab');
    expect(await page.$eval('inlay-consent-probe', (el) => el.shadowRoot!.activeElement?.textContent)).toBe('Load once');
    await page.keyboard.press('Enter');
    await waitProbe(page, { status: 'loaded' });
    await context.close();
  });

  it('speaks German on a German page, takes the privacy link from a prop, and uses local assets only', async () => {
    const before = env.site.requests.length;
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube" provider="YouTube" privacy-url="/datenschutz"></inlay-consent-probe>`, {
      lang: 'de',
    });
    await waitProbe(page, { placeholder: true });
    const text = await page.$eval('inlay-consent-probe', (el) => el.shadowRoot!.querySelector('.inlay-consent')!.textContent);
    expect(text).toContain('Inhalt von YouTube');
    expect(text).toContain('Einmal laden');
    expect(text).toContain('Immer erlauben');
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).resolves.toBe('/datenschutz');
    // The page loaded base.js, the block and the probe script: no image, font or stylesheet request.
    const loaded = env.site.requests.slice(before).map((r) => r.url);
    // (Plus the German strings fetched from beside the script, and the browser's own favicon request.)
    expect(loaded.filter((u) => !/\.html$|\.js$|^\/test\/\.build\/i18n\/de\.json$|^\/favicon\.ico$/.test(u))).toEqual([]);
    await context.close();
  });

  it('"Always allow" without a CMP is stored in this browser and survives a reload; revoke() forgets it', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="vimeo" src="${env.resource}"></inlay-consent-probe>`);
    await waitProbe(page, { placeholder: true });
    await clickInProbe(page, /always allow/i);
    await waitProbe(page, { status: 'loaded' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('inlay-consent')!))).toEqual({ vimeo: true });
    await page.reload();
    await waitProbe(page, { status: 'loaded' });
    expect(await info(page, 'vimeo')).toMatchObject({ state: 'granted', source: 'local' });
    await page.evaluate(() => (window as any).Inlay.consent.revoke('vimeo'));
    await waitProbe(page, { placeholder: true });
    expect(await page.evaluate(() => localStorage.getItem('inlay-consent'))).toBe('{}');
    await context.close();
  });
});

describe('site-owner overrides', () => {
  it('the JSON block decides per service, maps a custom service name onto a CMP entry, and sets the privacy link', async () => {
    const before = env.hits();
    const { page, context } = await open(
      env,
      `<inlay-consent-probe id="a" consent="maps" src="${env.resource}?a"></inlay-consent-probe>
       <inlay-consent-probe id="b" consent="video" src="${env.resource}?b"></inlay-consent-probe>
       <inlay-consent-probe id="c" consent="Facebook" src="${env.resource}?c"></inlay-consent-probe>`,
      {
        config: { services: { maps: true, facebook: 'denied' }, map: { video: 'youtube' } },
        head: `<script>window.fakeStored=['marketing']</script><script src="${FAKES}/cookiebot.js"></script>`,
      },
    );
    await waitProbe(page, { status: 'loaded' }, '#a');
    await waitProbe(page, { status: 'loaded' }, '#b'); // video → youtube → Cookiebot "marketing" (accepted)
    expect(await info(page, 'video')).toMatchObject({ state: 'granted', source: 'cookiebot' });
    expect(await info(page, 'maps')).toMatchObject({ state: 'granted', source: 'site' });
    // A site-owner "denied" beats the CMP's yes: no buttons, a plain message, request() refuses.
    expect(await info(page, 'facebook')).toMatchObject({ state: 'denied', source: 'site' });
    const c = await page.$eval('#c', (el) => ({ text: el.shadowRoot!.textContent, buttons: el.shadowRoot!.querySelectorAll('button').length }));
    expect(c.buttons).toBe(0);
    expect(c.text).toMatch(/turned this content off/);
    expect(await page.evaluate(() => (window as any).Inlay.consent.request('facebook'))).toBe(false);
    expect(env.third.requests.slice(-5).some((r) => r.url.endsWith('?c'))).toBe(false);
    expect(env.hits() - before).toBe(2);
    await context.close();
  });

  it('a global InlayConsent(service) function answers first; refresh() applies its new answers', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube" src="${env.resource}"></inlay-consent-probe>`, {
      head: `<script>window.allowYoutube=true;window.InlayConsent=function(s){return s==='youtube'?window.allowYoutube:undefined}</script>`,
    });
    await waitProbe(page, { status: 'loaded' });
    expect(await info(page, 'youtube')).toMatchObject({ source: 'site', state: 'granted' });
    expect(await state(page, 'vimeo')).toBe('unknown'); // undefined falls through
    await page.evaluate(() => {
      (window as any).allowYoutube = false;
      (window as any).Inlay.consent.refresh();
    });
    await waitProbe(page, { placeholder: true });
    await context.close();
  });

  it('a "default" grants services no source decided; invalid JSON is reported and blocks everything', async () => {
    const a = await open(env, `<inlay-consent-probe consent="youtube" src="${env.resource}"></inlay-consent-probe>`, { config: { default: 'granted' } });
    await waitProbe(a.page, { status: 'loaded' });
    expect(await info(a.page, 'youtube')).toMatchObject({ source: 'default' });
    await a.context.close();
    const b = await open(env, `<inlay-consent-probe consent="youtube" src="${env.resource}"></inlay-consent-probe>`, { config: '{"default": "granted",' });
    await waitProbe(b.page, { placeholder: true });
    expect(await state(b.page, 'youtube')).toBe('unknown');
    expect(b.log.errors.join('\n')).toMatch(/#inlay-consent JSON block is ignored/);
    expect(b.log.uncaught).toEqual([]);
    await b.context.close();
  });

  it('consent="none" marks an element first-party: no gate at all', async () => {
    const before = env.hits();
    const { page, context } = await open(env, `<inlay-consent-probe consent="none" src="${env.resource}"></inlay-consent-probe>`);
    await waitProbe(page, { status: 'loaded' });
    expect(env.hits() - before).toBe(1);
    await context.close();
  });
});

describe('withdrawal', () => {
  it('granted → denied aborts the pending request, removes the content and brings the placeholder back', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube" src="${env.resource}?delay=1500"></inlay-consent-probe>`, {
      head: `<script src="${FAKES}/cookiebot.js"></script>`,
    });
    await record(page, 'youtube');
    await page.evaluate(() => (window as any).fakeCmp.save(['marketing']));
    await waitProbe(page, { status: 'loading' });
    await page.evaluate(() => (window as any).fakeCmp.save([]));
    // The placeholder is painted first; the request is aborted (and counted) by the effect's cleanup,
    // which preact runs after that paint.
    await waitProbe(page, { placeholder: true });
    await expect.poll(async () => (await probe(page)).aborts, { timeout: 3000 }).toBe(1);
    const p = await probe(page);
    expect(p).toMatchObject({ placeholder: true, content: null, state: 'denied', aborts: 1 });
    expect(await seen(page, 'youtube')).toEqual(['unknown', 'granted', 'denied']);
    await context.close();
  });

  it('a withdrawal in the CMP also ends an earlier "Load once"', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube" src="${env.resource}"></inlay-consent-probe>`, {
      head: `<script src="${FAKES}/cookiebot.js"></script>`,
    });
    await clickInProbe(page, /load once/i);
    await waitProbe(page, { status: 'loaded' });
    await page.evaluate(() => (window as any).fakeCmp.save(['marketing']));
    await settle(page, 100);
    await page.evaluate(() => (window as any).fakeCmp.save(['statistics']));
    await waitProbe(page, { placeholder: true });
    expect(await info(page, 'youtube')).toMatchObject({ state: 'denied', source: 'cookiebot' });
    await context.close();
  });
});

describe('one lookup per page', () => {
  it('two Inlay scripts share window.Inlay.consent and attach one set of CMP listeners', async () => {
    const { page, context } = await open(
      env,
      `<inlay-consent-probe consent="youtube" src="${env.resource}?1"></inlay-consent-probe><inlay-consent-probe-b consent="youtube" src="${env.resource}?2"></inlay-consent-probe-b>`,
      {
        scripts: [PROBE, PROBE_B],
        head: `<script src="${FAKES}/cookiebot.js"></script><script src="${FAKES}/klaro.js"></script><script src="${FAKES}/tcf.js"></script>`,
      },
    );
    await page.waitForFunction(() => customElements.get('inlay-consent-probe-b'));
    await settle(page, 400);
    const counts = await page.evaluate(() => ({
      listen: (window as any).__listen,
      klaro: (window as any).fakeCmp.listeners(),
      cmps: (window as any).Inlay.consent.cmps(),
    }));
    expect(counts.cmps).toEqual(expect.arrayContaining(['klaro', 'tcf', 'cookiebot']));
    for (const ev of ['CookiebotOnConsentReady', 'document:CookiebotOnConsentReady', 'CookiebotOnAccept', 'storage', 'load', 'document:DOMContentLoaded'])
      expect(counts.listen[ev], ev).toBe(1);
    // klaro.js was loaded last, so window.fakeCmp is the TCF fake: one TCF listener.
    expect(counts.klaro).toBe(1);
    expect(await page.evaluate(() => (window as any).klaro.getManager().watchCount)).toBe(1);
    // Both widgets follow the one lookup.
    await page.evaluate(() => (window as any).klaro.getManager().updateConsent('youtube', true));
    await page.evaluate(() => (window as any).klaro.getManager().saveAndApplyConsents());
    await waitProbe(page, { status: 'loaded' }, 'inlay-consent-probe');
    await waitProbe(page, { status: 'loaded' }, 'inlay-consent-probe-b');
    await context.close();
  });
});

describe('"Always allow" write-back is registered by the placeholder', () => {
  it('a read-only script (share) creates the lookup without writers; a placeholder script loaded later adds them to it', async () => {
    const { page, context } = await newPage(env.chrome.browser);
    const body = `<inlay-share services="facebook" counts-url="${env.third.origin}/shariff" url="https://example.com/w"></inlay-share>`;
    const head = `<script src="${FAKES}/base.js"></script><script>window.fakeStored=["statistics"]</script><script src="${FAKES}/cookiebot.js"></script>`;
    await page.goto(env.site.page('/consent-writers.html', html(body, { scripts: ['/dist/inlay-share.js'], head })));
    await page.waitForFunction(() => !!(window as any).Inlay?.consent);
    await page.waitForFunction(() => (window as any).Inlay.consent.get('youtube') === 'denied');
    expect(await info(page, 'youtube')).toMatchObject({ cmp: 'cookiebot', writeBack: 'local' });
    await page.evaluate(() => void ((window as any).__lookup = (window as any).Inlay.consent));
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<inlay-consent-probe consent="youtube"></inlay-consent-probe>'));
    await page.addScriptTag({ url: PROBE });
    await waitProbe(page, { placeholder: true });
    // The same lookup (created by the share script), now with the placeholder's writers.
    expect(await page.evaluate(() => (window as any).Inlay.consent === (window as any).__lookup)).toBe(true);
    expect(await info(page, 'youtube')).toMatchObject({ writeBack: 'cmp' });
    await clickInProbe(page, /always allow/i);
    await page.waitForFunction(() => (window as any).Inlay.consent.get('youtube') === 'granted');
    expect(await page.evaluate(() => (window as any).fakeCmp.writes())).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('inlay-consent') ?? '{}')).toBe('{}');
    await context.close();
  });
});

describe('another Inlay version on the page', () => {
  it('a lookup another version created first is reused as is (even with only get/watch/request)', async () => {
    const { page, log, context } = await open(
      env,
      `<inlay-consent-probe id="y" consent="youtube" src="${env.resource}?y"></inlay-consent-probe><inlay-consent-probe id="v" consent="vimeo" src="${env.resource}?v"></inlay-consent-probe>`,
      {
        head: `<script>
          const allowed = new Set(['youtube']); const cbs = [];
          window.Inlay = { version: '0.0.1', versions: ['0.0.1'], consent: {
            get: (s) => (allowed.has(s) ? 'granted' : 'unknown'),
            watch: (s, cb) => { const f = () => cb(allowed.has(s) ? 'granted' : 'unknown'); cbs.push(f); f(); return () => {}; },
            request: async (s) => { allowed.add(s); cbs.forEach((f) => f()); window.requested = s; return true; },
          } };
        </script>`,
      },
    );
    await waitProbe(page, { status: 'loaded' }, '#y');
    await waitProbe(page, { placeholder: true }, '#v');
    expect(await page.evaluate(() => (window as any).Inlay.versions)).toEqual(['0.0.1', expect.any(String)]);
    await clickInProbe(page, /load once/i, '#v');
    await waitProbe(page, { status: 'loaded' }, '#v');
    expect(await page.evaluate(() => (window as any).requested)).toBe('vimeo');
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('examples/consent.html', () => {
  it('works: the site-allowed service loads, the CMP stand-in grants and withdraws youtube (and the mapped "video")', async () => {
    const { newPage } = await import('./helpers/browser');
    const { page, log, context } = await newPage(env.chrome.browser);
    await page.goto(`${env.site.origin}/examples/consent.html`);
    await waitProbe(page, { status: 'loaded' }, 'inlay-consent-probe[consent="openstreetmap"]');
    await waitProbe(page, { placeholder: true }, 'inlay-consent-probe[consent="youtube"]');
    await page.getByRole('button', { name: 'Accept marketing' }).click();
    await waitProbe(page, { status: 'loaded' }, 'inlay-consent-probe[consent="youtube"]');
    await waitProbe(page, { status: 'loaded' }, 'inlay-consent-probe-b');
    expect((await probe(page, 'inlay-consent-probe[consent="algolia"]')).placeholder).toBe(true);
    await page.getByRole('button', { name: 'Decline / withdraw' }).click();
    await waitProbe(page, { placeholder: true }, 'inlay-consent-probe-b');
    expect(await axe(page)).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});
