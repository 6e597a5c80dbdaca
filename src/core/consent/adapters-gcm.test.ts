// Google Consent Mode's reading rules (the browser test with a real dataLayer: test/consent/gcm.test.ts).
import { describe, expect, it } from 'vitest';
import type { Foreign } from './foreign';
import { gcmAdapter, gcmType } from './adapters-gcm';

const args = (...a: unknown[]) => a; // gtag pushes `arguments`: an array-like with [0] 'consent'
const page = (...cmds: unknown[][]) => ({ dataLayer: cmds.map((c) => args('consent', ...c)) }) as Foreign;
const REGIONAL = page(['default', { ad_storage: 'denied' }], ['default', { ad_storage: 'granted', region: ['US', 'CA-QC'] }]);

describe('gcmType', () => {
  it("a default is never the visitor's answer unless the site declares it", () => {
    expect(gcmType(page(['default', { ad_storage: 'granted' }]), 'ad_storage', { googleConsentMode: true })).toBeUndefined();
    expect(gcmType(page(['default', { ad_storage: 'granted' }]), 'ad_storage', { googleConsentMode: { defaults: 'grant' } })).toBe(true);
  });
  it('regional defaults: not answered while the region is unknown; the most specific match wins, in any order', () => {
    expect(gcmType(REGIONAL, 'ad_storage', { googleConsentMode: { defaults: 'grant' } })).toBeUndefined();
    expect(gcmType(REGIONAL, 'ad_storage', { googleConsentMode: { defaults: 'grant', region: 'us-ny' } })).toBe(true);
    expect(gcmType(REGIONAL, 'ad_storage', { googleConsentMode: { defaults: 'grant', region: 'DE' } })).toBe(false);
    expect(gcmType(REGIONAL, 'ad_storage', { googleConsentMode: { defaults: 'grant', region: 'CA-ON' } })).toBe(false);
    expect(gcmType(REGIONAL, 'ad_storage', { googleConsentMode: { defaults: 'grant', region: 'CA-QC' } })).toBe(true);
    const reversed = page(['default', { ad_storage: 'granted', region: ['US'] }], ['default', { ad_storage: 'denied' }]);
    expect(gcmType(reversed, 'ad_storage', { googleConsentMode: { defaults: 'grant', region: 'US' } })).toBe(true);
  });
  it("an update wins over defaults pushed after it; the latest update wins; gtag's own state first", () => {
    const fakePage = page(['default', { ad_storage: 'denied' }], ['update', { ad_storage: 'granted' }], ['default', { ad_storage: 'denied' }]);
    expect(gcmType(fakePage, 'ad_storage', { googleConsentMode: true })).toBe(true);
    fakePage.dataLayer.push(args('consent', 'update', { ad_storage: 'denied' }));
    expect(gcmType(fakePage, 'ad_storage', { googleConsentMode: true })).toBe(false);
    expect(
      gcmType({ ...fakePage, google_tag_data: { ics: { entries: { ad_storage: { default: false, update: true } } } } }, 'ad_storage', {
        googleConsentMode: true,
      }),
    ).toBe(true);
    expect(gcmType({ google_tag_data: { ics: { entries: { ad_storage: { default: true } } } } }, 'ad_storage', { googleConsentMode: true })).toBeUndefined();
  });
});

describe('gcmAdapter', () => {
  it('hears a consent push at once, keeps the push working (this, return value), re-wraps a replaced push', () => {
    const adapter = gcmAdapter();
    const dl: unknown[] = [];
    const fakeWindow = { dataLayer: dl } as Foreign;
    let heard = 0;
    adapter.hook!(fakeWindow, () => heard++, {});
    expect(dl.push(args('event', 'x'))).toBe(1);
    expect(heard).toBe(0);
    dl.push(args('consent', 'update', { ad_storage: 'granted' }));
    expect(heard).toBe(1);
    expect(dl).toHaveLength(2);
    expect(adapter.read(fakeWindow, 'ad_storage', { googleConsentMode: true })).toBe('granted');
    // gtag.js replaces push with its own (which calls the array's): the next read wraps that one.
    const gtags: unknown[] = [];
    dl.push = function (...pushed: unknown[]) {
      gtags.push(...pushed);
      return Array.prototype.push.apply(this, pushed);
    };
    adapter.read(fakeWindow, 'ad_storage', { googleConsentMode: true });
    dl.push(args('consent', 'update', { ad_storage: 'denied' }));
    expect(heard).toBe(2);
    expect(gtags).toHaveLength(1);
    expect(adapter.read(fakeWindow, ['ad_storage', 'analytics_storage'], { googleConsentMode: true })).toBe('denied');
  });
});
