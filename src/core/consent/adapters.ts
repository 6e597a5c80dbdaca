/**
 * CMP adapters: each detects its CMP, hooks its events (before reading, so a CMP that becomes ready
 * later is heard and one that was ready earlier is read at once), reads the current state
 * synchronously from the CMP or its last snapshot. Writing a grant back ("Always allow") lives in
 * ./writers.ts: only scripts with the two-click placeholder ship it and register it with the lookup.
 *
 * `read` returns undefined when the CMP cannot answer for that service (no mapping, service unknown to
 * it) so the next source is asked; 'unknown' when the CMP is there but nothing is decided yet.
 * Every event is treated as "the state may have changed, re-read": replays of stored consent and
 * toggles before saving then cost nothing and decide nothing.
 */
import type { Foreign } from './foreign';
import type { ConsentState } from './index';


export interface ConsentConfig {
  services?: Record<string, unknown>;
  map?: Record<string, unknown>;
  cmp?: string | string[];
  default?: unknown;
  privacyUrl?: string;
  googleConsentMode?: boolean;
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
  detect(w: Foreign, cfg: ConsentConfig): unknown;
  hook?(w: Foreign, refresh: () => void, cfg: ConsentConfig): void;
  read(w: Foreign, ids: Foreign, cfg: ConsentConfig): ConsentState | undefined;
  /** Re-reads a cached CMP state (after a write-back). */
  sync?(w: Foreign): unknown;
}

export const arr = (x: unknown): Foreign[] => (x == null || x === '' ? [] : Array.isArray(x) ? x : [x]);
const lc = (s: unknown) => String(s).toLowerCase();
const yes = (b: unknown): ConsentState => (b ? 'granted' : 'denied');
/** CMPs dispatch on window or on document (and fakes and versions differ): hear both. */
const on = (names: string, fn: () => void) => {
  for (const n of names.split(' ')) if (n) for (const t of [window, document]) t.addEventListener(n, fn);
};
export const call = (f: () => Foreign): Foreign => {
  try {
    return f();
  } catch {
    return undefined;
  }
};
/** A service record whose id or name is one of `names` (case-insensitive). */
export const find = (list: Foreign[], names: Foreign) => {
  const want = arr(names).map(lc);
  return list.find((s) => s && [s.id, s.name, s.templateId].some((v) => v != null && want.includes(lc(v))));
};
const notRequired = (cfg: ConsentConfig): ConsentState => (cfg.notRequired === 'grant' ? 'granted' : 'unknown');

/**
 * A category CMP: `state` returns a per-category test, or a falsy value while nothing is decided;
 * every listed category must pass. `hook` is the CMP's event names (heard on window and document) or
 * a function registering with the CMP's own API.
 */
function category(
  key: string,
  detect: Adapter['detect'],
  hook: string | ((w: Foreign, refresh: () => void) => void),
  state: (w: Foreign, cfg: ConsentConfig) => false | ((k: string) => unknown),
  id = key,
): Adapter {
  return {
    id,
    key,
    detect,
    hook: (w, refresh) => (typeof hook === 'string' ? on(hook, refresh) : hook(w, refresh)),
    read(w, cats, cfg) {
      const list = arr(cats);
      if (!list.length) return undefined;
      const test = call(() => state(w, cfg));
      return test ? yes(list.every((k) => call(() => test(k)) === true)) : 'unknown';
    },
  };
}

/** A vendor's status from getCurrentUserStatus() (or the older getUserStatus() lists). */
export const didomiVendor = (D: Foreign, ids: Foreign) => {
  const st = call(() => (D.getCurrentUserStatus ? D.getCurrentUserStatus() : undefined));
  if (st) return arr(ids).map((i) => st.vendors?.[i] && { id: i, ...st.vendors[i] }).find(Boolean);
  const g = call(() => D.getUserStatus().vendors.global);
  const id = arr(ids).find((i) => g?.enabled?.includes(i) || g?.disabled?.includes(i));
  return id && { id, enabled: g.enabled.includes(id) };
};
/** Usercentrics v3 services from getConsentDetails() (an array or a map by template id). */
export const ucServices = (d: Foreign): Foreign[] => (Array.isArray(d?.services) ? d.services : Object.entries(d?.services ?? {}).map(([id, s]: [string, Foreign]) => ({ id, ...s })));

export function createAdapters(): Adapter[] {
  let uc: Foreign; // Usercentrics v3 consent details
  let uc2: Foreign; // Usercentrics v2 services (when the API returns a Promise)
  let tc: Foreign; // TCF data
  let km: Foreign; // Klaro manager
  let kc: Foreign; // Klaro consents as last loaded or saved
  let didomi: Foreign;

  const ucFetch = (w: Foreign, refresh: () => void) =>
    Promise.resolve(call(() => w.__ucCmp.isInitialized?.() ?? true))
      .then((ok) => ok && w.__ucCmp.getConsentDetails())
      .then((d) => {
        if (d) {
          uc = d;
          refresh();
        }
      })
      .catch(() => {});
  const uc2List = (w: Foreign) => {
    const l = call(() => w.UC_UI.getServicesBaseInfo());
    return Array.isArray(l) ? l : uc2;
  };
  const klaroList = () => km?.config?.services ?? km?.config?.apps ?? [];
  const klaroService = (ids: Foreign) => find(klaroList(), ids);

  return [
    {
      id: 'usercentrics-v3',
      key: 'usercentrics',
      detect: (w) => w.__ucCmp?.getConsentDetails,
      hook(w, refresh) {
        const f = () => ucFetch(w, refresh);
        on('UC_CMP_API_READY UC_CONSENT UC_UI_CMP_EVENT UC_UI_INITIALIZED', f);
        f();
      },
      read(_w, ids, cfg) {
        if (!uc) return 'unknown';
        const s = find(ucServices(uc), ids);
        if (!s) return undefined;
        const c = s.consent ?? {};
        if (c.given && (s.essential || c.type !== 'IMPLICIT' || cfg.implicit === 'grant')) return 'granted';
        return c.type === 'EXPLICIT' || uc.consent?.required === false ? 'denied' : 'unknown';
      },
      sync: (w) => ucFetch(w, () => {}),
    },
    {
      id: 'usercentrics-v2',
      key: 'usercentrics',
      detect: (w) => !w.__ucCmp && w.UC_UI?.getServicesBaseInfo,
      hook(w, refresh, cfg) {
        const f = () => {
          const l = call(() => w.UC_UI.getServicesBaseInfo());
          if (l && typeof l.then === 'function') l.then((x: Foreign) => ((uc2 = x), refresh()), () => {});
          else refresh();
        };
        on(`UC_UI_INITIALIZED UC_UI_CMP_EVENT UC_UI_VIEW_CHANGED UC_CONSENT ucEvent ${cfg.ucEvent ?? ''}`, f);
        f();
      },
      read(w, ids) {
        if (!call(() => w.UC_UI.isInitialized?.() ?? true)) return 'unknown';
        const s = find(uc2List(w) ?? [], ids);
        if (!s) return undefined;
        return s.consent?.status === true ? 'granted' : 'denied';
      },
    },
    {
      id: 'klaro',
      key: 'klaro',
      detect: (w) => w.klaro?.getManager,
      hook(w, refresh) {
        km = call(() => w.klaro.getManager());
        // The manager's consents change on every toggle in the modal, before saving ('consents'): keep
        // our own copy of what was loaded or saved, and update it only on 'saveConsents'/'applyConsents'.
        const take = () => (kc = km.confirmed ? Object.fromEntries(klaroList().map((s: Foreign) => [s.name, call(() => km.getConsent(s.name))])) : undefined);
        take();
        call(() => km.watch({ update: (_m: unknown, type: string) => type !== 'consents' && (take(), refresh()) }));
      },
      read(_w, ids) {
        if (!km) return 'unknown';
        const s = klaroService(ids) ?? (klaroList().length ? undefined : { name: arr(ids)[0] });
        if (!s) return undefined;
        if (s.required) return 'granted';
        // getConsent() answers the configured defaults before the visitor confirmed anything.
        if (!kc && !km.confirmed) return 'unknown';
        return yes(kc && s.name in kc ? kc[s.name] : call(() => km.getConsent(s.name)));
      },
    },
    {
      id: 'borlabs',
      key: 'borlabs',
      detect: (w) => w.BorlabsCookie?.Consents?.hasConsent,
      hook(w, refresh) {
        const ev = 'borlabs-cookie-after-init borlabs-cookie-consent-saved borlabs-cookie-after-consent-saved';
        on(ev, refresh);
      },
      read(w, ids) {
        const C = w.BorlabsCookie.Consents;
        const list = arr(ids);
        if (!list.length) return undefined;
        return yes(list.some((i) => call(() => (String(i).startsWith('group:') ? C.hasConsentForServiceGroup(i.slice(6)) : C.hasConsent(i)))));
      },
    },
    {
      id: 'complianz',
      key: 'complianz',
      detect: (w) => typeof w.cmplz_has_consent === 'function',
      hook(_w, refresh) {
        on('cmplz_status_change cmplz_status_change_service cmplz_fire_categories cmplz_enable_category cmplz_revoke cmplz_cookie_warning_loaded cmplz_banner_status', refresh);
      },
      read(w, m) {
        const cat = typeof m === 'string' ? m : m?.category;
        if (!cat) return undefined;
        // cmplz_has_consent() says yes for bots, for "functional" and in opt-out regions without a cookie.
        const decided = typeof w.cmplz_get_banner_status !== 'function' || call(() => w.cmplz_get_banner_status()) === 'dismissed' || new RegExp(`(^|; ?)cmplz_${cat}=`).test(document.cookie);
        if (!decided) return 'unknown';
        const names = arr(m?.service);
        if (names.some((n) => call(() => w.cmplz_is_service_denied?.(n)))) return 'denied';
        if (names.length && typeof w.cmplz_has_service_consent === 'function') return yes(names.some((n) => call(() => w.cmplz_has_service_consent(n, cat))));
        return yes(call(() => w.cmplz_has_consent(cat)));
      },
    },
    {
      id: 'didomi',
      key: 'didomi',
      detect: (w) => w.Didomi?.getCurrentUserStatus || w.Didomi?.getUserStatus || Array.isArray(w.didomiOnReady),
      hook(w, refresh) {
        w.didomiOnReady = w.didomiOnReady || [];
        w.didomiOnReady.push((D: Foreign) => {
          didomi = D ?? w.Didomi;
          refresh();
        });
        if (typeof w.Didomi?.on === 'function') call(() => w.Didomi.on('consent.changed', refresh));
        else (w.didomiEventListeners = w.didomiEventListeners || []).push({ event: 'consent.changed', listener: refresh });
      },
      read(w, ids, cfg) {
        const D = didomi ?? (call(() => w.Didomi?.isReady?.() ?? !!w.Didomi?.getCurrentUserStatus) ? w.Didomi : undefined);
        if (!D) return 'unknown';
        const v = didomiVendor(D, ids);
        if (!v) return undefined;
        if (call(() => D.isConsentRequired?.()) === false) return notRequired(cfg);
        if (v.enabled === true) return 'granted';
        return call(() => D.shouldUserStatusBeCollected?.() ?? D.shouldConsentBeCollected?.()) ? 'unknown' : 'denied';
      },
    },
    {
      id: 'consentmanager',
      key: 'consentmanager',
      detect: (w) => typeof w.__cmp === 'function' && !w.Didomi,
      hook(w, refresh) {
        for (const ev of ['consent', 'settings', 'init']) call(() => w.__cmp('addEventListener', [ev, refresh, false], null));
      },
      read(w, ids) {
        const list = arr(ids);
        if (!list.length) return undefined;
        const d = call(() => w.__cmp('getCMPData'));
        if (!d || typeof d !== 'object' || !('vendorConsents' in d)) return 'unknown';
        if (list.some((i) => d.vendorConsents[i] === true)) return 'granted';
        return d.consentExists || d.userChoiceExists ? 'denied' : 'unknown';
      },
    },
    {
      id: 'tcf',
      key: 'tcf',
      detect: (w) => typeof w.__tcfapi === 'function',
      hook(w, refresh) {
        // The callback fires at once with the current data (queued by the stub until the CMP loads)
        // and again on every change of the TC string.
        call(() =>
          w.__tcfapi('addEventListener', 2, (d: Foreign, ok: boolean) => {
            if (ok && d) {
              tc = d;
              refresh();
            }
          }),
        );
      },
      read(_w, m, cfg) {
        const vendors = arr(Array.isArray(m) || typeof m !== 'object' ? m : m?.vendors);
        if (!vendors.length) return undefined;
        if (!tc || !/^(tcloaded|useractioncomplete)$/.test(tc.eventStatus)) return 'unknown';
        if (tc.gdprApplies === false) return notRequired(cfg);
        const vc = tc.vendor?.consents ?? {};
        const dv = tc.vendor?.disclosedVendors; // TCF 2.3: an undisclosed vendor has no consent
        const pc = tc.purpose?.consents ?? {};
        const purposes = arr(m?.purposes ?? 1);
        return yes(vendors.every((v) => vc[v] === true && (!dv || !Object.keys(dv).length || dv[v] === true)) && purposes.every((p) => pc[p] === true));
      },
    },
    category(
      'cookiebot',
      (w) => w.Cookiebot?.consent,
      // CookiebotOnConsentReady may have fired before we listened; the first read covers that.
      'CookiebotOnConsentReady CookiebotOnAccept CookiebotOnDecline CookiebotOnLoad',
      (w, cfg) => {
        const cb = w.Cookiebot;
        const decided = (cb.hasResponse ?? cb.consented ?? cb.declined ?? true) && (cb.consent.method !== 'implied' || cfg.implicit === 'grant');
        return decided && ((k) => cb.consent[k]);
      },
    ),
    category(
      'onetrust',
      (w) => typeof w.OnetrustActiveGroups === 'string' || typeof w.OneTrust?.IsAlertBoxClosed === 'function',
      'OneTrustGroupsUpdated OTConsentApplied',
      (w) => (typeof w.OneTrust?.IsAlertBoxClosed !== 'function' || w.OneTrust.IsAlertBoxClosed()) && ((k) => String(w.OnetrustActiveGroups ?? '').split(',').includes(k)),
    ),
    category('cookieyes', (w) => typeof w.getCkyConsent === 'function', 'cookieyes_consent_update cookieyes_banner_load', (w) => {
      const c = w.getCkyConsent();
      return c && c.isUserActionCompleted !== false && ((k) => c.categories?.[k]);
    }),
    // Without a registered consent type (or in opt-out mode) wp_has_consent() says yes to everyone.
    category(
      'wp',
      (w) => typeof w.wp_has_consent === 'function',
      'wp_listen_for_consent_change wp_consent_type_defined',
      (w, cfg) => {
        const type = w.wp_consent_type ?? w.consent_api?.consent_type;
        return type && (type === 'optin' || cfg.notRequired === 'grant') && ((k) => w.wp_has_consent(k));
      },
      'wp-consent-api',
    ),
    // Opt-in only ("googleConsentMode": true): no public read API, so this reads gtag's internal state
    // or the dataLayer's consent commands; a type with no state is never "granted".
    category(
      'gcm',
      (w, cfg) => cfg.googleConsentMode === true && (w.google_tag_data?.ics || Array.isArray(w.dataLayer)),
      '',
      (w) => (t) => {
        const e = w.google_tag_data?.ics?.entries?.[t];
        let v = e ? (e.update ?? e.default) : undefined;
        if (v === undefined) for (const x of arr(w.dataLayer)) if (x?.[0] === 'consent' && x[2]?.[t]) v = x[2][t] === 'granted';
        return v;
      },
      'google-consent-mode',
    ),
  ];
}
