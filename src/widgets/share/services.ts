/**
 * The share services: name, share-URL template, brand colour (darkened where needed so white text
 * keeps 4.5:1 contrast) and popup size. Templates use {u} url, {t} title, {m} media, {v} via;
 * every value is encodeURIComponent-ed (never `+` for spaces: mailto clients show it literally), and
 * a parameter left empty is dropped. Sources: each network's share/intent documentation (X "Web Intent",
 * Facebook "Sharer", LinkedIn "Share Plugin") and the templates Shariff and shareon ship.
 */
export type Kind = 'link' | 'mail' | 'copy' | 'print' | 'share' | 'mastodon';

export interface ServiceDef {
  name: string;
  /** Share-URL template (links only). */
  url?: string;
  color: string;
  /** Popup width × height. */
  size?: [number, number];
}

const BIG: [number, number] = [750, 600];

export const SERVICES: Record<string, ServiceDef> = {
  facebook: { name: 'Facebook', url: 'https://www.facebook.com/sharer/sharer.php?u={u}', color: '#0861d8' },
  x: { name: 'X', url: 'https://x.com/intent/tweet?text={t}&url={u}&via={v}', color: '#000' },
  linkedin: { name: 'LinkedIn', url: 'https://www.linkedin.com/sharing/share-offsite/?url={u}', color: '#0a66c2', size: BIG },
  whatsapp: { name: 'WhatsApp', url: 'https://wa.me/?text={t}%20{u}', color: '#0b7a3e' },
  telegram: { name: 'Telegram', url: 'https://t.me/share/url?url={u}&text={t}', color: '#1a73a8' },
  reddit: { name: 'Reddit', url: 'https://www.reddit.com/submit?url={u}&title={t}&type=LINK', color: '#c53400', size: BIG },
  pinterest: { name: 'Pinterest', url: 'https://www.pinterest.com/pin/create/button/?url={u}&description={t}&media={m}', color: '#c8001f', size: [800, 680] },
  xing: { name: 'XING', url: 'https://www.xing.com/spi/shares/new?url={u}', color: '#006567' },
  bluesky: { name: 'Bluesky', url: 'https://bsky.app/intent/compose?text={t}%20{u}', color: '#0a63c9' },
  mastodon: { name: 'Mastodon', url: 'https://share.joinmastodon.org/?text={t}%20{u}', color: '#5a3fd1' },
  threads: { name: 'Threads', url: 'https://www.threads.com/intent/post?text={t}&url={u}', color: '#000', size: [550, 600] },
  tumblr: { name: 'Tumblr', url: 'https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl={u}&title={t}', color: '#36465d', size: BIG },
  hackernews: { name: 'Hacker News', url: 'https://news.ycombinator.com/submitlink?u={u}&t={t}', color: '#b84a00' },
  mail: { name: '', url: 'mailto:?subject={t}&body={u}', color: '#4b5563' },
  copy: { name: '', color: '#4b5563' },
  print: { name: '', color: '#4b5563' },
  share: { name: '', color: '#4b5563' },
};

/** Other names site owners use for the same services. */
export const ALIASES: Record<string, string> = {
  twitter: 'x',
  email: 'mail',
  clipboard: 'copy',
  'copy-link': 'copy',
  'hacker-news': 'hackernews',
  hn: 'hackernews',
  fediverse: 'mastodon',
  native: 'share',
  'web-share': 'share',
};

export const kindOf = (id: string): Kind => (id === 'mail' || id === 'copy' || id === 'print' || id === 'share' || id === 'mastodon' ? id : 'link');

/** Resolves the `services` list: known ids in order (deduplicated) and the unknown names. */
export function resolveServices(names: readonly string[]): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    const id = ALIASES[name] ?? name;
    if (!SERVICES[id]) unknown.push(raw);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/** Cuts text to `max` code points (with …) so text + URL fit a network's post limit. */
const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, Math.max(0, max - 1)).join('') + '…' : text;
};

export interface ShareData {
  url: string;
  title: string;
  media?: string;
  via?: string;
}

/** The share URL for a service (a `mailto:` for mail; `instance` = a Mastodon host). */
export function shareUrl(id: string, data: ShareData, instance?: string | null): string {
  let template = SERVICES[id]?.url ?? '';
  if (id === 'mastodon' && instance) template = `https://${instance}/share?text={t}%20{u}`;
  // Post limits: Bluesky 300 graphemes for text + URL; X counts any URL as 23.
  const title = id === 'bluesky' ? clip(data.title, 299 - [...data.url].length) : id === 'x' ? clip(data.title, 256) : data.title;
  const values: Record<string, string> = { u: data.url, t: title, m: data.media ?? '', v: (data.via ?? '').replace(/^@/, '') };
  return template
    .replace(/\{(\w)\}/g, (_, k: string) => encodeURIComponent(values[k]!))
    .replace(/&\w+=(?=&|$)/g, '')
    .replace(/([?=])%20/, '$1');
}

/**
 * A Mastodon server from what a visitor types: `mastodon.social`, `https://mastodon.social/@me`,
 * `@me@mastodon.social`. Returns the host (with port) or null when it isn't a plausible host name.
 */
export function mastodonHost(input: string): string | null {
  let address = input.trim();
  if (!/^https?:\/\//i.test(address)) address = 'https://' + address.replace(/^@?[^@/\s]+@/, '');
  try {
    const url = new URL(address);
    return !url.username && /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d-]{2,}$/i.test(url.hostname) ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}
