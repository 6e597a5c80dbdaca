/** Per-service CMPs (consent by service or vendor name): Usercentrics v3 and v2, Klaro, Borlabs, Complianz, Didomi. */
import type { Foreign } from './foreign';
import { arr, call, cookie, find, notRequired, on, yes, type Adapter } from './adapter-kit';

/** A vendor's status from getCurrentUserStatus() (or the older getUserStatus() lists). */
export const didomiVendor = (didomi: Foreign, ids: Foreign) => {
  const st = call(() => (didomi.getCurrentUserStatus ? didomi.getCurrentUserStatus() : undefined));
  if (st)
    return arr(ids)
      .map((i) => st.vendors?.[i] && { id: i, ...st.vendors[i] })
      .find(Boolean);
  const globalVendors = call(() => didomi.getUserStatus().vendors.global);
  const id = arr(ids).find((i) => globalVendors?.enabled?.includes(i) || globalVendors?.disabled?.includes(i));
  return id && { id, enabled: globalVendors.enabled.includes(id) };
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
      .then((details) => {
        if (details) {
          uc = details;
          refresh();
        }
      })
      .catch(() => {});
  const uc2List = (win: Foreign) => {
    const list = call(() => win.UC_UI.getServicesBaseInfo());
    return Array.isArray(list) ? list : uc2;
  };
  const klaroList = () => km?.config?.services ?? km?.config?.apps ?? [];
  const klaroService = (ids: Foreign) => find(klaroList(), ids);

  return [
    {
      id: 'usercentrics-v3',
      key: 'usercentrics',
      detect: (w) => w.__ucCmp?.getConsentDetails,
      hook(win, refresh) {
        const refetch = () => ucFetch(win, refresh);
        on('UC_CMP_API_READY UC_CONSENT UC_UI_CMP_EVENT UC_UI_INITIALIZED', refetch);
        refetch();
      },
      read(_w, ids, cfg) {
        if (!uc) return 'unknown';
        const record = find(ucServices(uc), ids);
        if (!record) return undefined;
        const consent = record.consent ?? {};
        if (consent.given && (record.essential || consent.type !== 'IMPLICIT' || cfg.implicit === 'grant')) return 'granted';
        return consent.type === 'EXPLICIT' || uc.consent?.required === false ? 'denied' : 'unknown';
      },
      sync: (w) => ucFetch(w, () => {}),
    },
    {
      id: 'usercentrics-v2',
      key: 'usercentrics',
      detect: (w) => !w.__ucCmp && w.UC_UI?.getServicesBaseInfo,
      hook(win, refresh, cfg) {
        const refetch = () => {
          const list = call(() => win.UC_UI.getServicesBaseInfo());
          if (list && typeof list.then === 'function')
            list.then(
              (x: Foreign) => ((uc2 = x), refresh()),
              () => {},
            );
          else refresh();
        };
        on(`UC_UI_INITIALIZED UC_UI_CMP_EVENT UC_UI_VIEW_CHANGED UC_CONSENT ucEvent ${cfg.ucEvent ?? ''}`, refetch);
        refetch();
      },
      read(win, ids) {
        if (!call(() => win.UC_UI.isInitialized?.() ?? true)) return 'unknown';
        const record = find(uc2List(win) ?? [], ids);
        if (!record) return undefined;
        return record.consent?.status === true ? 'granted' : 'denied';
      },
    },
    {
      id: 'klaro',
      key: 'klaro',
      detect: (w) => w.klaro?.getManager,
      hook(win, refresh) {
        km = call(() => win.klaro.getManager());
        // The manager's consents change on every toggle in the modal, before saving ('consents'): keep
        // our own copy of what was loaded or saved, and update it only on 'saveConsents'/'applyConsents'.
        const take = () => (kc = km.confirmed ? Object.fromEntries(klaroList().map((s: Foreign) => [s.name, call(() => km.getConsent(s.name))])) : undefined);
        take();
        call(() => km.watch({ update: (_m: unknown, type: string) => type !== 'consents' && (take(), refresh()) }));
      },
      read(_w, ids) {
        if (!km) return 'unknown';
        const record = klaroService(ids) ?? (klaroList().length ? undefined : { name: arr(ids)[0] });
        if (!record) return undefined;
        if (record.required) return 'granted';
        // getConsent() answers the configured defaults before the visitor confirmed anything.
        if (!kc && !km.confirmed) return 'unknown';
        return yes(kc && record.name in kc ? kc[record.name] : call(() => km.getConsent(record.name)));
      },
    },
    {
      id: 'borlabs',
      key: 'borlabs',
      detect: (w) => w.BorlabsCookie?.Consents?.hasConsent,
      hook(win, refresh) {
        const ev = 'borlabs-cookie-after-init borlabs-cookie-consent-saved borlabs-cookie-after-consent-saved';
        on(ev, refresh);
      },
      read(win, ids) {
        const consents = win.BorlabsCookie.Consents;
        const list = arr(ids);
        if (!list.length) return undefined;
        return yes(list.some((i) => call(() => (String(i).startsWith('group:') ? consents.hasConsentForServiceGroup(i.slice(6)) : consents.hasConsent(i)))));
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
      read(win, mapped) {
        const cat = typeof mapped === 'string' ? mapped : mapped?.category;
        if (!cat) return undefined;
        // cmplz_has_consent() says yes for bots, for "functional" and in opt-out regions without a cookie.
        const decided =
          typeof win.cmplz_get_banner_status !== 'function' ||
          call(() => win.cmplz_get_banner_status()) === 'dismissed' ||
          cookie(`cmplz_${cat}`) !== undefined;
        if (!decided) return 'unknown';
        const names = arr(mapped?.service);
        if (names.some((n) => call(() => win.cmplz_is_service_denied?.(n)))) return 'denied';
        if (names.length && typeof win.cmplz_has_service_consent === 'function')
          return yes(names.some((n) => call(() => win.cmplz_has_service_consent(n, cat))));
        return yes(call(() => win.cmplz_has_consent(cat)));
      },
    },
    {
      id: 'didomi',
      key: 'didomi',
      detect: (w) => w.Didomi?.getCurrentUserStatus || w.Didomi?.getUserStatus || Array.isArray(w.didomiOnReady),
      hook(win, refresh) {
        win.didomiOnReady = win.didomiOnReady || [];
        win.didomiOnReady.push((ready: Foreign) => {
          didomi = ready ?? win.Didomi;
          refresh();
        });
        if (typeof win.Didomi?.on === 'function') call(() => win.Didomi.on('consent.changed', refresh));
        else (win.didomiEventListeners = win.didomiEventListeners || []).push({ event: 'consent.changed', listener: refresh });
      },
      read(win, ids, cfg) {
        const api = didomi ?? (call(() => win.Didomi?.isReady?.() ?? !!win.Didomi?.getCurrentUserStatus) ? win.Didomi : undefined);
        if (!api) return 'unknown';
        const vendor = didomiVendor(api, ids);
        if (!vendor) return undefined;
        if (call(() => api.isConsentRequired?.()) === false) return notRequired(cfg);
        if (vendor.enabled === true) return 'granted';
        return call(() => api.shouldUserStatusBeCollected?.() ?? api.shouldConsentBeCollected?.()) ? 'unknown' : 'denied';
      },
    },
  ];
}
