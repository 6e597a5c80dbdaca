/**
 * Google Consent Mode v2 (opt-in: `"googleConsentMode": true` or `{ "region": …, "defaults": "grant" }`).
 * It has no public read API: this reads gtag's internal state (`google_tag_data.ics`) or the `dataLayer`
 * consent commands (`gtag('consent', 'default' | 'update', {…})`).
 *
 * - Only an `update` is the visitor's answer; the latest update wins, whatever defaults come after it.
 * - A `default` is the site's setting, not the visitor's choice: it counts only when the site declares so
 *   (`"defaults": "grant"`), and a default with a `region` list only when the page tells the visitor's
 *   region (`"region": "US-CA"`; the most specific match wins, as in gtag). Otherwise: not answered.
 * - Updates are heard at the `dataLayer.push` (wrapped, calling whatever push was there, gtag's own
 *   included; re-wrapped if gtag or GTM replaces it); the lookup also keeps polling for gtag's own state.
 */
import type { Foreign } from './foreign';
import { arr, call, type Adapter, type ConsentConfig } from './adapter-kit';

export interface GcmOptions {
  /** The visitor's region (ISO 3166-1 country or 3166-2 subdivision, e.g. "DE", "US-CA"), as the site's server knows it. */
  region?: string;
  /** "grant": the site declares its `default` commands an answer (its legal basis allows it). */
  defaults?: 'grant';
}

const opts = (cfg: ConsentConfig): GcmOptions => (typeof cfg.googleConsentMode === 'object' && cfg.googleConsentMode) || {};
const value = (v: unknown) => (v === 'granted' ? true : v === 'denied' ? false : undefined);

/** One consent type: true (granted), false (denied) or undefined (not answered). */
export function gcmType(w: Foreign, t: string, cfg: ConsentConfig): boolean | undefined {
  const o = opts(cfg);
  const e = w.google_tag_data?.ics?.entries?.[t];
  if (typeof e?.update === 'boolean') return e.update;
  const region = String(o.region ?? '').toUpperCase();
  let update: boolean | undefined;
  let def: boolean | undefined;
  let rank = -1;
  let unresolved = false;
  for (const x of arr(w.dataLayer)) {
    const v = x?.[0] === 'consent' && x[2] ? value(x[2][t]) : undefined;
    if (v === undefined) continue;
    if (x[1] === 'update') update = v;
    else if (x[1] === 'default') {
      const regions = arr(x[2].region).map((r) => String(r).toUpperCase());
      if (regions.length && !region) unresolved = true;
      const r = !regions.length ? 0 : regions.includes(region) ? 2 : regions.includes(region.split('-')[0]!) ? 1 : -1;
      if (r >= rank && r >= 0) {
        rank = r;
        def = v;
      }
    }
  }
  if (update !== undefined) return update;
  if (o.defaults !== 'grant' || unresolved) return undefined;
  return typeof e?.default === 'boolean' ? e.default : def;
}

export function gcmAdapter(): Adapter {
  let wrapped: unknown;
  let heard: (() => void) | undefined;
  /** Wraps the current dataLayer.push (again when gtag, GTM or the page replaced it or the array). */
  const listen = (w: Foreign) => {
    const dl = w.dataLayer;
    if (!heard || !Array.isArray(dl) || dl.push === wrapped) return;
    const push = dl.push;
    const refresh = heard;
    wrapped = dl.push = function (this: unknown, ...items: Foreign[]) {
      const r = push.apply(this, items);
      if (items.some((x) => x?.[0] === 'consent')) call(refresh);
      return r;
    };
  };
  return {
    id: 'google-consent-mode',
    key: 'gcm',
    detect: (w, cfg) => cfg.googleConsentMode && (w.google_tag_data?.ics || Array.isArray(w.dataLayer)),
    hook(w, refresh) {
      heard = refresh;
      listen(w);
    },
    read(w, types, cfg) {
      const list = arr(types);
      if (!list.length) return undefined;
      listen(w);
      const v = list.map((t) => call(() => gcmType(w, t, cfg)));
      return v.includes(false) ? 'denied' : v.every((x) => x === true) ? 'granted' : 'unknown';
    },
  };
}
