// The lookup's resolution order, mapping and notifications (jsdom; the CMP behaviour itself is tested
// in real Chromium against fakes of each CMP's API in test/consent/).
import type { Foreign } from './foreign';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './lookup';
import { builtInServices, defaultIds } from './map';
import { WRITERS } from './writers';

const w = window as Foreign;
const tick = () => new Promise<void>((r) => queueMicrotask(() => queueMicrotask(r)));
function block(cfg: unknown) {
  document.getElementById('inlay-consent')?.remove();
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'inlay-consent';
  s.textContent = JSON.stringify(cfg);
  document.head.append(s);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.getElementById('inlay-consent')?.remove();
  for (const k of ['InlayConsent', 'Cookiebot', 'klaro', 'OnetrustActiveGroups', 'OneTrust', 'Didomi']) delete w[k];
});

function cookiebot(marketing: boolean) {
  w.Cookiebot = { hasResponse: true, consent: { necessary: true, preferences: false, statistics: false, marketing, method: 'explicit' } };
}

describe('resolution order', () => {
  it('site function > services block > visitor once > local store > CMP > default', async () => {
    cookiebot(false);
    block({ services: { algolia: true }, default: 'granted' });
    const c = createConsent();
    expect(c.info('youtube')).toMatchObject({ state: 'denied', source: 'cookiebot' });
    expect(c.info('algolia')).toMatchObject({ state: 'granted', source: 'site' });
    expect(c.info('unmapped-thing')).toMatchObject({ state: 'granted', source: 'default' });
    await c.request('youtube', 'once');
    expect(c.info('youtube')).toMatchObject({ state: 'granted', source: 'visitor' });
    w.InlayConsent = (s: string) => (s === 'youtube' ? false : undefined);
    expect(c.info('youtube')).toMatchObject({ state: 'denied', source: 'site' });
    expect(await c.request('youtube')).toBe(false);
  });

  it('"always" without a CMP write API is stored locally; revoke forgets it', async () => {
    const c = createConsent();
    expect(c.get('vimeo')).toBe('unknown');
    await c.request('Vimeo', 'always');
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ vimeo: true });
    expect(createConsent().info('vimeo')).toMatchObject({ state: 'granted', source: 'local' });
    c.revoke('vimeo');
    expect(c.get('vimeo')).toBe('unknown');
  });
});

describe('write-back', () => {
  it('"always" reaches the CMP only once writers are registered (read-only scripts ship none)', async () => {
    cookiebot(false);
    const submit = vi.fn((p: boolean, s: boolean, m: boolean) => Object.assign(w.Cookiebot.consent, { preferences: p, statistics: s, marketing: m }));
    w.Cookiebot.submitCustomConsent = submit;
    const c = createConsent();
    expect(c.info('youtube')).toMatchObject({ state: 'denied', cmp: 'cookiebot', writeBack: 'local' });
    await c.request('youtube', 'always');
    expect(submit).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ youtube: true });
    c.revoke('youtube');
    c.addWriters(WRITERS);
    expect(c.info('youtube').writeBack).toBe('cmp');
    await c.request('youtube', 'always');
    expect(submit).toHaveBeenCalledWith(false, false, true);
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({});
    c.revoke('youtube');
    expect(c.info('youtube')).toMatchObject({ state: 'granted', source: 'cookiebot' });
  });

  it('a writer that fails keeps the choice in this browser', async () => {
    cookiebot(false);
    w.Cookiebot.submitCustomConsent = () => {
      throw new Error('no');
    };
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = createConsent();
    c.addWriters(WRITERS);
    expect(await c.request('youtube', 'always')).toBe(true);
    expect(JSON.parse(localStorage.getItem('inlay-consent')!)).toEqual({ youtube: true });
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/cookiebot did not record "youtube"/));
    err.mockRestore();
  });
});

describe('mapping', () => {
  it('aliases, per-CMP overrides, the base of "name:suffix", case-insensitive names', () => {
    cookiebot(true);
    block({ map: { Video: 'YouTube', algolia: { cookiebot: 'statistics' } } });
    const c = createConsent();
    expect(c.info('VIDEO')).toMatchObject({ service: 'video', state: 'granted', source: 'cookiebot' });
    expect(c.get('algolia')).toBe('denied'); // statistics not accepted
    expect(c.get('share-counts:counts.example.org')).toBe('granted'); // share-counts → marketing
    expect(c.get('not-in-the-table')).toBe('unknown'); // no category known: Cookiebot cannot answer
  });

  it('limits the CMPs asked with "cmp"', () => {
    cookiebot(true);
    block({ cmp: ['onetrust'] });
    const c = createConsent();
    expect(c.get('youtube')).toBe('unknown');
    expect(c.cmps()).toEqual([]);
  });

  it('has a category for every built-in service and names for the per-service CMPs', () => {
    for (const s of builtInServices()) {
      expect(defaultIds(s, 'cookiebot'), s).toMatch(/^(marketing|preferences)$/);
      expect(defaultIds(s, 'onetrust'), s).toMatch(/^C000\d$/);
      expect(defaultIds(s, 'klaro'), s).toContain(s);
    }
    expect(defaultIds('youtube', 'usercentrics')).toContain('YouTube Video');
    expect(defaultIds('youtube', 'tcf')).toEqual({ vendors: [755], purposes: [1] });
  });
});

describe('notifications', () => {
  it('watch: current state at once, then transitions only; unsubscribe; one inlay-consent event per change', async () => {
    cookiebot(false);
    const c = createConsent();
    const seen: string[] = [];
    const events: unknown[] = [];
    document.addEventListener('inlay-consent', (e) => events.push((e as CustomEvent).detail));
    const off = c.watch('youtube', (s) => seen.push(s));
    c.refresh();
    await tick();
    w.Cookiebot.consent.marketing = true;
    window.dispatchEvent(new Event('CookiebotOnConsentReady'));
    window.dispatchEvent(new Event('CookiebotOnAccept')); // same state twice: one notification
    await tick();
    w.Cookiebot.consent.marketing = false;
    c.refresh();
    await tick();
    off();
    w.Cookiebot.consent.marketing = true;
    c.refresh();
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
    const s = document.createElement('script');
    s.type = 'application/json';
    s.id = 'inlay-consent';
    s.textContent = '{"services": {';
    document.head.append(s);
    const c = createConsent();
    expect(c.get('youtube')).toBe('unknown');
    expect(c.get('vimeo')).toBe('unknown');
    expect(err).toHaveBeenCalledTimes(1);
    err.mockRestore();
  });
});

describe('minimal CMP implementations', () => {
  it('Klaro without a service list, OneTrust with only its groups, Cookiebot without hasResponse, Didomi without isReady', () => {
    w.klaro = { getManager: () => ({ confirmed: true, getConsent: (n: string) => n === 'youtube', watch() {} }) };
    let c = createConsent();
    expect(c.info('youtube')).toMatchObject({ state: 'granted', source: 'klaro' });
    expect(c.get('vimeo')).toBe('denied');
    delete w.klaro;
    w.OnetrustActiveGroups = ',C0001,C0005,';
    c = createConsent();
    expect(c.info('facebook')).toMatchObject({ state: 'granted', source: 'onetrust' });
    expect(c.get('youtube')).toBe('denied');
    delete w.OnetrustActiveGroups;
    w.Cookiebot = { consent: { marketing: true } };
    c = createConsent();
    expect(c.info('youtube')).toMatchObject({ state: 'granted', source: 'cookiebot' });
    delete w.Cookiebot;
    w.Didomi = { getCurrentUserStatus: () => ({ vendors: { 'c:youtube': { enabled: true } } }) };
    c = createConsent();
    expect(c.info('youtube')).toMatchObject({ state: 'granted', source: 'didomi' });
  });
});
