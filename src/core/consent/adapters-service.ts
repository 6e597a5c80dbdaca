/** Per-service CMPs (consent by service or vendor name): Usercentrics v3 and v2, Klaro, Borlabs, Complianz, Didomi. */
import type { Foreign } from './foreign';
import { arr, call, cookie, find, notRequired, on, yes, type Adapter } from './adapter-kit';

/** A vendor's status from getCurrentUserStatus() (or the older getUserStatus() lists). */
export const didomiVendor = (D: Foreign, ids: Foreign) => {
  const st = call(() => (D.getCurrentUserStatus ? D.getCurrentUserStatus() : undefined));
  if (st)
    return arr(ids)
      .map((i) => st.vendors?.[i] && { id: i, ...st.vendors[i] })
      .find(Boolean);
  const g = call(() => D.getUserStatus().vendors.global);
  const id = arr(ids).find((i) => g?.enabled?.includes(i) || g?.disabled?.includes(i));
  return id && { id, enabled: g.enabled.includes(id) };
};
/** Usercentrics v3 services from getConsentDetails() (an array or a map by template id). */
export const ucServices = (d: Foreign): Foreign[] =>
  Array.isArray(d?.services) ? d.services : Object.entries(d?.services ?? {}).map(([id, s]: [string, Foreign]) => ({ id, ...s }));

export function serviceAdapters(): Adapter[] {
  let uc: Foreign; // Usercentrics v3 consent details
  let uc2: Foreign; // Usercentrics v2 services (when the API returns a Promise)
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
          if (l && typeof l.then === 'function')
            l.then(
              (x: Foreign) => ((uc2 = x), refresh()),
              () => {},
            );
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
        on(
          'cmplz_status_change cmplz_status_change_service cmplz_fire_categories cmplz_enable_category cmplz_revoke cmplz_cookie_warning_loaded cmplz_banner_status',
          refresh,
        );
      },
      read(w, m) {
        const cat = typeof m === 'string' ? m : m?.category;
        if (!cat) return undefined;
        // cmplz_has_consent() says yes for bots, for "functional" and in opt-out regions without a cookie.
        const decided =
          typeof w.cmplz_get_banner_status !== 'function' || call(() => w.cmplz_get_banner_status()) === 'dismissed' || cookie(`cmplz_${cat}`) !== undefined;
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
  ];
}
