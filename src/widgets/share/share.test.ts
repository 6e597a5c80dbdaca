import { describe, expect, it } from 'vitest';
import { countsEndpoint, parseCounts } from './counts';
import { SERVICES, mastodonHost, resolveServices, shareUrl } from './services';
import { spec } from './spec';

describe('shareUrl', () => {
  const page = { url: 'https://example.com/a?b=1&c=2#d', title: 'A & B + "C" 😀' };
  const URL_ENC = encodeURIComponent(page.url);
  const TITLE_ENC = encodeURIComponent(page.title);

  it('encodes every value with encodeURIComponent (no + for spaces)', () => {
    expect(shareUrl('telegram', page)).toBe(`https://t.me/share/url?url=${URL_ENC}&text=${TITLE_ENC}`);
    expect(shareUrl('mail', page)).toBe(`mailto:?subject=${TITLE_ENC}&body=${URL_ENC}`);
    expect(shareUrl('mail', { url: 'https://x.y/', title: 'a b' })).toBe('mailto:?subject=a%20b&body=https%3A%2F%2Fx.y%2F');
  });

  it('drops empty optional parameters and a leading space when the title is empty', () => {
    expect(shareUrl('x', page)).toBe(`https://x.com/intent/tweet?text=${TITLE_ENC}&url=${URL_ENC}`);
    expect(shareUrl('x', { ...page, via: '@me' })).toBe(`https://x.com/intent/tweet?text=${TITLE_ENC}&url=${URL_ENC}&via=me`);
    expect(shareUrl('pinterest', page)).toBe(`https://www.pinterest.com/pin/create/button/?url=${URL_ENC}&description=${TITLE_ENC}`);
    expect(shareUrl('whatsapp', { url: 'https://e.x/', title: '' })).toBe('https://wa.me/?text=https%3A%2F%2Fe.x%2F');
  });

  it('uses the chosen Mastodon server, else the official chooser', () => {
    expect(shareUrl('mastodon', page, 'fosstodon.org')).toBe(`https://fosstodon.org/share?text=${TITLE_ENC}%20${URL_ENC}`);
    expect(shareUrl('mastodon', page)).toBe(`https://share.joinmastodon.org/?text=${TITLE_ENC}%20${URL_ENC}`);
  });

  it('keeps Bluesky text + URL within 300 characters', () => {
    const text = new URL(shareUrl('bluesky', { url: 'https://e.x/p', title: 'x'.repeat(400) })).searchParams.get('text')!;
    expect([...text].length).toBeLessThanOrEqual(300);
    expect(text.endsWith('… https://e.x/p')).toBe(true);
  });
});

describe('mastodonHost', () => {
  it('accepts host names, profile URLs and handles', () => {
    const hosts: Record<string, string> = {
      ' Mastodon.Social ': 'mastodon.social',
      'https://fosstodon.org/@me': 'fosstodon.org',
      '@me@hachyderm.io': 'hachyderm.io',
      'me@social.example.de:8443': 'social.example.de:8443',
      'mastodon.social/"><script>': 'mastodon.social',
    };
    for (const [typed, host] of Object.entries(hosts)) expect(mastodonHost(typed), typed).toBe(host);
  });
  it('rejects anything else', () => {
    for (const bad of ['', 'localhost', 'not a server', 'javascript:alert(1)', 'https://user:pw@evil.com', 'a..b', 'ev il.com', '-x.com', '"><script>']) {
      expect(mastodonHost(bad), bad).toBeNull();
    }
  });
});

describe('services and counts', () => {
  it('resolves aliases in order and collects unknown names', () => {
    expect(resolveServices(['Twitter', 'email', 'facebook', 'x', 'myspace'])).toEqual({ ids: ['x', 'mail', 'facebook'], unknown: ['myspace'] });
  });
  it('parses a Shariff answer: numbers (and numeric strings) only; twitter → x', () => {
    expect(parseCounts({ facebook: 12, twitter: 3, reddit: null, vk: '7', xing: -1, tumblr: 'n/a' })).toEqual({ facebook: 12, x: 3, vk: 7 });
    expect(parseCounts(null)).toBeNull();
    expect(parseCounts([1])).toBeNull();
    expect(parseCounts('x')).toBeNull();
  });
  it('builds GET {counts-url}?url={encoded}, keeping an existing query', () => {
    expect(countsEndpoint('https://b.example/shariff', 'https://e.x/a?b=1')).toBe(`https://b.example/shariff?url=${encodeURIComponent('https://e.x/a?b=1')}`);
    expect(countsEndpoint('https://b.example/wp-json/shariff/v1/share_counts?services=facebook', 'https://e.x/')).toBe(
      'https://b.example/wp-json/shariff/v1/share_counts?services=facebook&url=https%3A%2F%2Fe.x%2F',
    );
  });
});

describe('spec', () => {
  it('declares a CSS part for every service (custom-elements.json lists ::part(facebook), …)', () => {
    const declared = Object.keys(spec.cssParts);
    expect(Object.keys(SERVICES).filter((id) => !declared.includes(id))).toEqual([]);
  });
});
