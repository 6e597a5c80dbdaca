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
export function gcmType(win: Foreign, consentType: string, cfg: ConsentConfig): boolean | undefined {
  const options = opts(cfg);
  const entry = win.google_tag_data?.ics?.entries?.[consentType];
  if (typeof entry?.update === 'boolean') return entry.update;
  const region = String(options.region ?? '').toUpperCase();
  let update: boolean | undefined;
  let def: boolean | undefined;
  let rank = -1;
  let unresolved = false;
  for (const command of arr(win.dataLayer)) {
    const answer = command?.[0] === 'consent' && command[2] ? value(command[2][consentType]) : undefined;
    if (answer === undefined) continue;
    if (command[1] === 'update') update = answer;
    else if (command[1] === 'default') {
      const regions = arr(command[2].region).map((r) => String(r).toUpperCase());
      if (regions.length && !region) unresolved = true;
      const match = !regions.length ? 0 : regions.includes(region) ? 2 : regions.includes(region.split('-')[0]!) ? 1 : -1;
      if (match >= rank && match >= 0) {
        rank = match;
        def = answer;
      }
    }
  }
  if (update !== undefined) return update;
  if (options.defaults !== 'grant' || unresolved) return undefined;
  return typeof entry?.default === 'boolean' ? entry.default : def;
}

export function gcmAdapter(): Adapter {
  let wrapped: unknown;
  let heard: (() => void) | undefined;
  /** Wraps the current dataLayer.push (again when gtag, GTM or the page replaced it or the array). */
  const listen = (win: Foreign) => {
    const dl = win.dataLayer;
    if (!heard || !Array.isArray(dl) || dl.push === wrapped) return;
    const push = dl.push;
    const refresh = heard;
    wrapped = dl.push = function (this: unknown, ...items: Foreign[]) {
      const result = push.apply(this, items);
      if (items.some((x) => x?.[0] === 'consent')) call(refresh);
      return result;
    };
  };
  return {
    id: 'google-consent-mode',
    key: 'gcm',
    detect: (w, cfg) => cfg.googleConsentMode && (w.google_tag_data?.ics || Array.isArray(w.dataLayer)),
    hook(win, refresh) {
      heard = refresh;
      listen(win);
    },
    read(win, types, cfg) {
      const list = arr(types);
      if (!list.length) return undefined;
      listen(win);
      const answers = list.map((t) => call(() => gcmType(win, t, cfg)));
      return answers.includes(false) ? 'denied' : answers.every((x) => x === true) ? 'granted' : 'unknown';
    },
  };
}
