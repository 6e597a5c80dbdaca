/**
 * What every CMP adapter is made of: the site's consent config, the Adapter shape, the tolerant helpers
 * (a CMP's API may be missing, half-loaded or throw) and `category()`, the builder of a category CMP.
 * The adapters themselves: ./adapters-service.ts, ./adapters-iab.ts, ./adapters-category.ts.
 */
import type { Foreign } from './foreign';
import type { ConsentState } from './index';
import type { GcmOptions } from './adapters-gcm';

export interface ConsentConfig {
  services?: Record<string, unknown>;
  map?: Record<string, unknown>;
  cmp?: string | string[];
  default?: unknown;
  privacyUrl?: string;
  /** true, or { region, defaults } (./adapters-gcm.ts). */
  googleConsentMode?: boolean | GcmOptions;
  /** 'grant' accepts "consent not required here" (TCF gdprApplies:false, Didomi, WP opt-out). */
  notRequired?: 'grant' | 'deny';
  /** 'grant' accepts implied consent (Cookiebot method "implied"). */
  implicit?: 'grant' | 'deny';
  ucEvent?: string;
}

export interface Adapter {
  /** Reported as the answer's source, e.g. 'usercentrics-v3'. */
  id: string;
  /** The key of the mapping table / the site's "map" entries. */
  key: string;
  detect(win: Foreign, cfg: ConsentConfig): unknown;
  hook?(win: Foreign, refresh: () => void, cfg: ConsentConfig): void;
  read(win: Foreign, ids: Foreign, cfg: ConsentConfig): ConsentState | undefined;
  /** Re-reads a cached CMP state (after a write-back). */
  sync?(win: Foreign): unknown;
}

export const arr = (x: unknown): Foreign[] => (x == null || x === '' ? [] : Array.isArray(x) ? x : [x]);
export const lc = (s: unknown) => String(s).toLowerCase();
export const yes = (b: unknown): ConsentState => (b ? 'granted' : 'denied');
/** CMPs dispatch on window or on document (and fakes and versions differ): hear both. */
export const on = (names: string, fn: () => void) => {
  for (const eventName of names.split(' ')) if (eventName) for (const target of [window, document]) target.addEventListener(eventName, fn);
};
export const call = (fn: () => Foreign): Foreign => {
  try {
    return fn();
  } catch {
    return undefined;
  }
};
/** A service record whose id or name is one of `names` (case-insensitive). */
export const find = (list: Foreign[], names: Foreign) => {
  const want = arr(names).map(lc);
  return list.find((s) => s && [s.id, s.name, s.templateId].some((v) => v != null && want.includes(lc(v))));
};
/** A cookie's value (undefined when unset). */
export const cookie = (name: string) => new RegExp(`(?:^|; ?)${name.replace(/\W/g, '\\$&')}=([^;]*)`).exec(document.cookie)?.[1];
export const notRequired = (cfg: ConsentConfig): ConsentState => (cfg.notRequired === 'grant' ? 'granted' : 'unknown');

/**
 * A category CMP: `state` returns a per-category test, or a falsy value while nothing is decided;
 * every listed category must pass. `hook` is the CMP's event names (heard on window and document) or
 * a function registering with the CMP's own API.
 */
export function category(
  key: string,
  detect: Adapter['detect'],
  hook: string | ((win: Foreign, refresh: () => void) => void),
  state: (win: Foreign, cfg: ConsentConfig) => false | ((name: string) => unknown),
  id = key,
): Adapter {
  return {
    id,
    key,
    detect,
    hook: (w, refresh) => (typeof hook === 'string' ? on(hook, refresh) : hook(w, refresh)),
    read(win, cats, cfg) {
      const list = arr(cats);
      if (!list.length) return undefined;
      const test = call(() => state(win, cfg));
      return test ? yes(list.every((k) => call(() => test(k)) === true)) : 'unknown';
    },
  };
}
