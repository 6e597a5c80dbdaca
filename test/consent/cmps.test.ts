// One page per CMP, each with a small fake implementing that CMP's documented API
// (test/fixtures/consent/fakes/*.js): the lookup answers before, during and after the visitor's choice,
// follows a withdrawal, handles the CMP loading late and replaying stored consent (one-shot ready
// events fired before Inlay listened), and writes "Always allow" back where the API allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickInProbe, FAKES, info, open, probe, record, seen, settle, startEnv, state, stopEnv, waitProbe, type Env } from './setup';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => {
  await stopEnv(env);
});

interface Case {
  /** The adapter id reported as the answer's source. */
  id: string;
  fake: string;
  service: string;
  /** CMP-native ids whose acceptance grants the service (its mapping) … */
  yes: string[] | number[];
  /** … and ids whose acceptance must not. */
  no: string[] | number[];
  /** Whether "Always allow" is written back to this CMP. */
  writeBack: boolean;
  config?: unknown;
  /** Scripts before the fake (e.g. the TCF stub). */
  pre?: string;
}

const CASES: Case[] = [
  { id: 'cookiebot', fake: 'cookiebot', service: 'youtube', yes: ['marketing'], no: ['statistics', 'preferences'], writeBack: true },
  { id: 'onetrust', fake: 'onetrust', service: 'youtube', yes: ['C0004'], no: ['C0002', 'C0003'], writeBack: true },
  { id: 'cookieyes', fake: 'cookieyes', service: 'algolia', yes: ['functional'], no: ['analytics', 'advertisement'], writeBack: false },
  { id: 'complianz', fake: 'complianz', service: 'facebook', yes: ['marketing'], no: ['statistics'], writeBack: false },
  { id: 'wp-consent-api', fake: 'wp-consent-api', service: 'youtube', yes: ['marketing'], no: ['statistics'], writeBack: true },
  { id: 'klaro', fake: 'klaro', service: 'youtube', yes: ['youtube'], no: ['vimeo'], writeBack: true },
  { id: 'borlabs', fake: 'borlabs', service: 'youtube', yes: ['youtube'], no: ['vimeo', 'google-maps'], writeBack: false },
  { id: 'usercentrics-v3', fake: 'usercentrics-v3', service: 'youtube', yes: ['YouTube Video'], no: ['Vimeo'], writeBack: true },
  { id: 'usercentrics-v2', fake: 'usercentrics-v2', service: 'youtube', yes: ['YouTube Video'], no: ['Vimeo'], writeBack: true },
  { id: 'didomi', fake: 'didomi', service: 'youtube', yes: ['c:youtube'], no: ['c:vimeo', 'google'], writeBack: true },
  { id: 'consentmanager', fake: 'consentmanager', service: 'google-maps', yes: ['s1104'], no: ['s30'], writeBack: false },
  { id: 'tcf', fake: 'tcf', service: 'youtube', yes: [755], no: [804, 1], writeBack: false, pre: `<script src="${FAKES}/tcf-stub.js"></script>` },
  {
    id: 'google-consent-mode',
    fake: 'gcm',
    service: 'youtube',
    yes: ['ad_storage'],
    no: ['analytics_storage'],
    writeBack: false,
    config: { googleConsentMode: true },
  },
];

const fake = (page: Page, js: string) => page.evaluate(js);
const save = (page: Page, ids: unknown[]) => page.evaluate((i) => (window as any).fakeCmp.save(i), ids);
const waitState = (page: Page, service: string, want: string) =>
  page.waitForFunction(([s, w]) => (window as any).Inlay.consent.get(s) === w, [service, want] as const, { timeout: 5000 });

describe.each(CASES)('$id', (c) => {
  const tag = (src = env.resource) => `<inlay-consent-probe consent="${c.service}" src="${src}"></inlay-consent-probe>`;

  it('loaded late: unknown before, not granted during, denied for other ids, granted for its ids, follows a withdrawal', async () => {
    const before = env.hits();
    const { page, log, context } = await open(env, tag(), { config: c.config, head: c.pre });
    await record(page, c.service);
    await settle(page, 300);
    expect(await state(page, c.service)).toBe('unknown');
    // The CMP arrives after Inlay (a tag manager injecting it late).
    await page.addScriptTag({ url: `${FAKES}/${c.fake}.js` });
    await page.waitForFunction((id) => (window as any).Inlay.consent.cmps().includes(id), c.id, { timeout: 5000 });
    await fake(page, 'window.fakeCmp.show()');
    await settle(page, 400);
    expect(await state(page, c.service), 'during').not.toBe('granted');
    // The visitor accepts other things only.
    await save(page, c.no);
    await waitState(page, c.service, 'denied');
    expect(await info(page, c.service)).toMatchObject({ state: 'denied', source: c.id });
    await settle(page, 300);
    expect(env.hits() - before).toBe(0);
    expect((await probe(page)).placeholder).toBe(true);
    // … then accepts this service.
    await save(page, c.yes);
    await waitProbe(page, { status: 'loaded' });
    expect(await info(page, c.service)).toMatchObject({ state: 'granted', source: c.id });
    expect(env.hits() - before).toBe(1);
    // Withdrawal.
    await save(page, []);
    await waitProbe(page, { placeholder: true });
    expect((await probe(page)).content).toBeNull();
    expect(await seen(page, c.service)).toEqual(['unknown', 'denied', 'granted', 'denied']);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('loaded first with stored consent: its one-shot ready/replay events fired before Inlay listened, and the answer is still granted at once', async () => {
    const before = env.hits();
    const { page, context } = await open(env, tag(), {
      config: c.config,
      head: `<script>window.fakeStored=${JSON.stringify(c.yes)}</script>${c.pre ?? ''}<script src="${FAKES}/${c.fake}.js"></script>`,
    });
    await waitProbe(page, { status: 'loaded' });
    expect(await info(page, c.service)).toMatchObject({ state: 'granted', source: c.id });
    expect(env.hits() - before).toBe(1);
    await context.close();
  });

  it(`"Always allow" ${c.writeBack ? 'is written back to the CMP' : 'is stored in this browser (the CMP has no write API)'}`, async () => {
    const { page, context } = await open(env, tag(), {
      config: c.config,
      head: `<script>window.fakeStored=${JSON.stringify(c.no)}</script>${c.pre ?? ''}<script src="${FAKES}/${c.fake}.js"></script>`,
    });
    await waitState(page, c.service, 'denied');
    expect((await info(page, c.service)).writeBack).toBe(c.writeBack ? 'cmp' : 'local');
    await clickInProbe(page, /always allow/i);
    await waitProbe(page, { status: 'loaded' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('inlay-consent') ?? '{}'));
    if (c.writeBack) {
      expect(stored).toEqual({});
      expect(await page.evaluate(() => (window as any).fakeCmp.writes())).toBeGreaterThan(0);
      // Reading the CMP alone (without the visitor's choice for this page view) now says yes.
      await page.evaluate((s) => (window as any).Inlay.consent.revoke(s), c.service);
      await settle(page, 100);
      expect(await info(page, c.service)).toMatchObject({ state: 'granted', source: c.id });
    } else {
      expect(stored).toEqual({ [c.service]: true });
    }
    await context.close();
  });
});

describe('CMP pitfalls', () => {
  it('Klaro: defaults before confirmation and toggles before saving decide nothing', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, {
      head: `<script src="${FAKES}/klaro.js"></script>`,
    });
    // youtube has default:true in the fake's config: getConsent() says true, but nothing is confirmed.
    expect(await page.evaluate(() => (window as any).klaro.getManager().getConsent('youtube'))).toBe(true);
    await settle(page, 300);
    expect(await state(page, 'youtube')).toBe('unknown');
    await page.evaluate(() => (window as any).fakeCmp.save([]));
    await waitState(page, 'youtube', 'denied');
    await page.evaluate(() => (window as any).fakeCmp.toggle('youtube', true)); // toggled in the modal, not saved
    await settle(page, 400);
    expect(await state(page, 'youtube')).toBe('denied');
    await page.evaluate(() => (window as any).klaro.getManager().saveAndApplyConsents());
    await waitState(page, 'youtube', 'granted');
    await context.close();
  });

  it('WP Consent API: wp_has_consent() says yes with no consent type registered — the lookup does not', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, {
      head: `<script src="${FAKES}/wp-consent-api.js"></script>`,
    });
    expect(await page.evaluate(() => (window as any).wp_has_consent('marketing'))).toBe(true);
    await settle(page, 300);
    expect(await state(page, 'youtube')).toBe('unknown');
    await page.evaluate(() => (window as any).fakeCmp.defineType('optout'));
    await settle(page, 300);
    expect(await state(page, 'youtube')).toBe('unknown'); // opt-out mode answers yes without a choice
    await context.close();
  });

  it('Complianz: cmplz_has_consent() says yes in an opt-out region without a choice — the lookup does not', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="facebook"></inlay-consent-probe>`, {
      head: `<script>window.fakeOptions={optout:true}</script><script src="${FAKES}/complianz.js"></script>`,
    });
    expect(await page.evaluate(() => (window as any).cmplz_has_consent('marketing'))).toBe(true);
    await settle(page, 300);
    expect(await state(page, 'facebook')).toBe('unknown');
    await page.evaluate(() => (window as any).fakeCmp.save(['marketing']));
    await waitState(page, 'facebook', 'granted');
    await page.evaluate(() => (window as any).fakeCmp.denyService('facebook')); // the service alone, in the category still allowed
    await waitState(page, 'facebook', 'denied');
    await context.close();
  });

  it('TCF: cmpuishown and gdprApplies:false are not consent; an undisclosed vendor (TCF 2.3) has none', async () => {
    const a = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, {
      head: `<script>window.fakeOptions={gdprApplies:false};window.fakeStored=[755]</script><script src="${FAKES}/tcf.js"></script>`,
    });
    await settle(a.page, 300);
    expect(await state(a.page, 'youtube')).toBe('unknown');
    await a.context.close();
    const b = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, { head: `<script src="${FAKES}/tcf.js"></script>` });
    await settle(b.page, 300);
    expect(await state(b.page, 'youtube')).toBe('unknown'); // cmpuishown
    await b.page.evaluate(() => (window as any).fakeCmp.save([755]));
    await waitState(b.page, 'youtube', 'granted');
    await b.page.evaluate(() => (window as any).fakeCmp.undisclosed([755]));
    await waitState(b.page, 'youtube', 'denied');
    expect(await b.page.evaluate(() => (window as any).fakeCmp.listeners())).toBe(1);
    await b.context.close();
  });

  it('Cookiebot: implied consent is not consent unless the site opts in', async () => {
    const head = `<script src="${FAKES}/cookiebot.js"></script>`;
    const a = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, { head });
    await a.page.evaluate(() => (window as any).fakeCmp.implied(['marketing']));
    await settle(a.page, 300);
    expect(await state(a.page, 'youtube')).toBe('unknown');
    await a.context.close();
    const b = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, { head, config: { implicit: 'grant' } });
    await b.page.evaluate(() => (window as any).fakeCmp.implied(['marketing']));
    await waitState(b.page, 'youtube', 'granted');
    await b.context.close();
  });

  it('Google Consent Mode is ignored unless the site opts in', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="youtube"></inlay-consent-probe>`, {
      head: `<script>window.fakeStored=['ad_storage']</script><script src="${FAKES}/gcm.js"></script>`,
    });
    await settle(page, 400);
    expect(await state(page, 'youtube')).toBe('unknown');
    expect(await page.evaluate(() => (window as any).Inlay.consent.cmps())).toEqual([]);
    await context.close();
  });

  it('the site can map a service to its own CMP ids and limit which CMP is asked', async () => {
    const { page, context } = await open(env, `<inlay-consent-probe consent="video"></inlay-consent-probe>`, {
      config: { cmp: 'onetrust', map: { video: { onetrust: ['C0002', 'C0003'] } } },
      head: `<script src="${FAKES}/cookiebot.js"></script><script src="${FAKES}/onetrust.js"></script>`,
    });
    expect(await page.evaluate(() => (window as any).Inlay.consent.cmps())).toEqual(['onetrust']);
    await page.evaluate(() => (window as any).fakeCmp.save(['C0002']));
    await waitState(page, 'video', 'denied'); // every listed group is needed
    await page.evaluate(() => (window as any).fakeCmp.save(['C0002', 'C0003']));
    await waitState(page, 'video', 'granted');
    await context.close();
  });
});
