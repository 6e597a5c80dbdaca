// Google Consent Mode as a real CMP writes it (gtag's `dataLayer` commands): a global `default` of denied
// and a regional `default` of granted (a common setup: opt-out regions granted by default). Share counts
// on another origin (a second 127.0.0.1 server) count what would leave the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { json } from '../helpers/server';
import { open, PROBE, settle, startEnv, state, stopEnv, type Env } from './setup';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await stopEnv(env);
});

const TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'functionality_storage'];
const all = (v: string) => JSON.stringify(Object.fromEntries(TYPES.map((t) => [t, v])));
/** What a CMP's Consent Mode integration writes before gtag.js: denied everywhere, granted in the US and Canada. */
const REGIONAL = `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
gtag('consent','default',${all('denied')});
gtag('consent','default',Object.assign(${all('granted')},{region:['US','CA']}));</script>`;

let n = 0;
function counts() {
  const path = `/gcm-counts-${++n}`;
  env.third.route(path, (_req, res) => json(res, 200, { facebook: 3 }));
  return { url: `${env.third.origin}${path}`, received: () => env.third.requests.filter((r) => r.url.startsWith(path)).length };
}
async function share(config: unknown, head = REGIONAL) {
  const ep = counts();
  const opened = await open(env, `<inlay-share services="facebook" url="https://example.com/p" counts-url="${ep.url}"></inlay-share>`, {
    config,
    head,
    scripts: [PROBE, '/dist/inlay-share.js'],
  });
  await opened.page.waitForFunction(() => !!customElements.get('inlay-share'));
  return { ...opened, ep };
}
const gtag = (page: Page, cmd: string, types: Record<string, unknown>) =>
  page.evaluate(([c, t]) => (window as any).gtag('consent', c, t), [cmd, types] as const);
const shown = (page: Page) =>
  page.waitForFunction(() => !!document.querySelector('inlay-share')?.shadowRoot?.querySelector('[part="count"]'), null, { timeout: 5000 });

describe('Google Consent Mode: regional defaults', () => {
  it("regional defaults and no choice: 0 share-count requests (region unknown, or a default that is not a visitor's yes)", async () => {
    for (const config of [
      { googleConsentMode: true },
      { googleConsentMode: { region: 'US-NY' } },
      { googleConsentMode: { region: 'DE' } },
      { googleConsentMode: { defaults: 'grant' } },
    ]) {
      const { page, context, ep } = await share(config);
      await settle(page, 700);
      expect(await state(page, 'share-counts'), JSON.stringify(config)).toBe('unknown');
      expect(ep.received(), JSON.stringify(config)).toBe(0);
      await context.close();
    }
  });

  it('a default counts only when the site declares it ("defaults": "grant"), and then only for the visitor\'s region', async () => {
    const us = await share({ googleConsentMode: { region: 'US-NY', defaults: 'grant' } });
    await shown(us.page);
    expect(us.ep.received()).toBe(1);
    await us.context.close();
    const de = await share({ googleConsentMode: { region: 'DE', defaults: 'grant' } });
    await settle(de.page, 500);
    expect(await state(de.page, 'share-counts')).toBe('denied');
    expect(de.ep.received()).toBe(0);
    await de.context.close();
  });

  it('an update wins over any default, whatever the order; a later update replaces it; heard at the push, not by polling', async () => {
    const { page, context, ep } = await share({ googleConsentMode: true });
    await settle(page, 300);
    expect(ep.received()).toBe(0);
    // The visitor accepts: the watcher hears it in the same task's microtasks (no poll interval).
    const heard = await page.evaluate(() => {
      const w = window as any;
      const seen: string[] = [];
      w.Inlay.consent.watch('share-counts', (s: string) => seen.push(s));
      w.gtag('consent', 'update', { ad_storage: 'granted' });
      return new Promise<string[]>((r) => setTimeout(() => r(seen), 0));
    });
    expect(heard).toEqual(['unknown', 'granted']);
    await shown(page);
    expect(ep.received()).toBe(1);
    // A CMP re-pushing its defaults later (a second copy of its script) does not undo the visitor's choice.
    await gtag(page, 'default', { ad_storage: 'denied' });
    await settle(page, 300);
    expect(await state(page, 'share-counts')).toBe('granted');
    await gtag(page, 'update', { ad_storage: 'denied' });
    await page.waitForFunction(() => (window as any).Inlay.consent.get('share-counts') === 'denied');
    await context.close();
  });
});
