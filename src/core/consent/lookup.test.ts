// The lookup's resolution order, mapping and notifications (jsdom; the CMP behaviour itself is tested
// in real Chromium against fakes of each CMP's API in test/consent/).
import type { Foreign } from './foreign';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './lookup';
import { builtInServices, defaultIds } from './map';
import { WRITERS } from './writers';

const win = window as Foreign;
const tick = () => new Promise<void>((r) => queueMicrotask(() => queueMicrotask(r)));
function block(cfg: unknown) {
  document.getElementById('inlay-consent')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'inlay-consent';
  script.textContent = JSON.stringify(cfg);
  document.head.append(script);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.getElementById('inlay-consent')?.remove();
  for (const key of ['InlayConsent', 'Cookiebot', 'klaro', 'OnetrustActiveGroups', 'OneTrust', 'Didomi']) delete win[key];
});

function cookiebot(marketing: boolean) {
  win.Cookiebot = { hasResponse: true, consent: { necessary: true, preferences: false, statistics: false, marketing, method: 'explicit' } };
}

describe('resolution order', () => {
  it('site function > services block > visitor once > local store > CMP > default', async () => {
    cookiebot(false);
    block({ services: { algolia: true }, default: 'granted' });
    const consent = createConsent();
    expect(consent.info('youtube')).toMatchObject({ state: 'denied', source: 'cookiebot' });
    expect(consent.info('algolia')).toMatchObject({ state: 'granted', source: 'site' });
    expect(consent.info('unmapped-thing')).toMatchObject({ state: 'granted', source: 'default' });
    await consent.request('youtube', 'once');
    expect(consent.info('youtube')).toMatchObject({ state: 'granted', source: 'visitor' });
    win.InlayConsent = (s: string) => (s === 'youtube' ? false : undefined);
    expect(consent.info('youtube')).toMatchObject({ state: 'denied', source: 'site' });
    expect(await consent.request('youtube')).toBe(false);
  });

  it('"always" without a CMP write API is stored locally; revoke forgets it', async () => {
    const consent = createConsent();
    expect(consent.get('vimeo')).toBe('unknown');
    await consent.request('Vimeo', 'always');
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ vimeo: true });
    expect(createConsent().info('vimeo')).toMatchObject({ state: 'granted', source: 'local' });
    consent.revoke('vimeo');
    expect(consent.get('vimeo')).toBe('unknown');
  });
});

describe('write-back', () => {
  it('"always" reaches the CMP only once writers are registered (read-only scripts ship none)', async () => {
    cookiebot(false);
    const submit = vi.fn((p: boolean, s: boolean, m: boolean) => Object.assign(win.Cookiebot.consent, { preferences: p, statistics: s, marketing: m }));
    win.Cookiebot.submitCustomConsent = submit;
    const consent = createConsent();
    expect(consent.info('youtube')).toMatchObject({ state: 'denied', cmp: 'cookiebot', writeBack: 'local' });
    await consent.request('youtube', 'always');
    expect(submit).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ youtube: true });
    consent.revoke('youtube');
    consent.addWriters(WRITERS);
    expect(consent.info('youtube').writeBack).toBe('cmp');
    await consent.request('youtube', 'always');
    expect(submit).toHaveBeenCalledWith(false, false, true);
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({});
    consent.revoke('youtube');
    expect(consent.info('youtube')).toMatchObject({ state: 'granted', source: 'cookiebot' });
  });

  it('a writer that fails keeps the choice in this browser', async () => {
    cookiebot(false);
    win.Cookiebot.submitCustomConsent = () => {
      throw new Error('no');
    };
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const consent = createConsent();
    consent.addWriters(WRITERS);
    expect(await consent.request('youtube', 'always')).toBe(true);
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ youtube: true });
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/cookiebot did not record "youtube"/));
    err.mockRestore();
  });
});

describe('mapping', () => {
  it('aliases, per-CMP overrides, the base of "name:suffix", case-insensitive names', () => {
    cookiebot(true);
    block({ map: { Video: 'YouTube', algolia: { cookiebot: 'statistics' } } });
    const consent = createConsent();
    expect(consent.info('VIDEO')).toMatchObject({ service: 'video', state: 'granted', source: 'cookiebot' });
    expect(consent.get('algolia')).toBe('denied'); // statistics not accepted
    expect(consent.get('share-counts:counts.example.org')).toBe('granted'); // share-counts → marketing
    expect(consent.get('not-in-the-table')).toBe('unknown'); // no category known: Cookiebot cannot answer
  });

  it('limits the CMPs asked with "cmp"', () => {
    cookiebot(true);
    block({ cmp: ['onetrust'] });
    const consent = createConsent();
    expect(consent.get('youtube')).toBe('unknown');
    expect(consent.cmps()).toEqual([]);
  });

  it('has a category for every built-in service and names for the per-service CMPs', () => {
    for (const service of builtInServices()) {
      expect(defaultIds(service, 'cookiebot'), service).toMatch(/^(marketing|preferences)$/);
      expect(defaultIds(service, 'onetrust'), service).toMatch(/^C000\d$/);
      expect(defaultIds(service, 'klaro'), service).toContain(service);
    }
    expect(defaultIds('youtube', 'usercentrics')).toContain('YouTube Video');
    expect(defaultIds('youtube', 'tcf')).toEqual({ vendors: [755], purposes: [1] });
  });
});

describe('notifications', () => {
  it('watch: current state at once, then transitions only; unsubscribe; one inlay-consent event per change', async () => {
    cookiebot(false);
    const consent = createConsent();
    const seen: string[] = [];
    const events: unknown[] = [];
    document.addEventListener('inlay-consent', (e) => events.push((e as CustomEvent).detail));
    const off = consent.watch('youtube', (s) => seen.push(s));
    consent.refresh();
    await tick();
    win.Cookiebot.consent.marketing = true;
    window.dispatchEvent(new Event('CookiebotOnConsentReady'));
    window.dispatchEvent(new Event('CookiebotOnAccept')); // same state twice: one notification
    await tick();
    win.Cookiebot.consent.marketing = false;
    consent.refresh();
    await tick();
    off();
    win.Cookiebot.consent.marketing = true;
    consent.refresh();
    await tick();
    expect(seen).toEqual(['denied', 'granted', 'denied']);
    expect(events).toEqual([
      { service: 'youtube', state: 'granted' },
      { service: 'youtube', state: 'denied' },
      { service: 'youtube', state: 'granted' },
    ]);
  });

  it('a bad block is reported once and ignored', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'inlay-consent';
    script.textContent = '{"services": {';
    document.head.append(script);
    const consent = createConsent();
    expect(consent.get('youtube')).toBe('unknown');
    expect(consent.get('vimeo')).toBe('unknown');
    expect(err).toHaveBeenCalledTimes(1);
    err.mockRestore();
  });
});

describe('minimal CMP implementations', () => {
  it('Klaro without a service list, OneTrust with only its groups, Cookiebot without hasResponse, Didomi without isReady', () => {
    win.klaro = { getManager: () => ({ confirmed: true, getConsent: (n: string) => n === 'youtube', watch() {} }) };
    let consent = createConsent();
    expect(consent.info('youtube')).toMatchObject({ state: 'granted', source: 'klaro' });
    expect(consent.get('vimeo')).toBe('denied');
    delete win.klaro;
    win.OnetrustActiveGroups = ',C0001,C0005,';
    consent = createConsent();
    expect(consent.info('facebook')).toMatchObject({ state: 'granted', source: 'onetrust' });
    expect(consent.get('youtube')).toBe('denied');
    delete win.OnetrustActiveGroups;
    win.Cookiebot = { consent: { marketing: true } };
    consent = createConsent();
    expect(consent.info('youtube')).toMatchObject({ state: 'granted', source: 'cookiebot' });
    delete win.Cookiebot;
    win.Didomi = { getCurrentUserStatus: () => ({ vendors: { 'c:youtube': { enabled: true } } }) };
    consent = createConsent();
    expect(consent.info('youtube')).toMatchObject({ state: 'granted', source: 'didomi' });
  });
});
