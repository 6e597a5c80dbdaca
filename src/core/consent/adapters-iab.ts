/** IAB-framework CMPs: consentmanager's __cmp() (vendor consents) and any TCF v2 CMP (__tcfapi: vendors and purposes). */
import type { Foreign } from './foreign';
import { arr, call, notRequired, yes, type Adapter } from './adapter-kit';

export function iabAdapters(): Adapter[] {
  let tc: Foreign; // TCF data

  return [
    {
      id: 'consentmanager',
      key: 'consentmanager',
      detect: (w) => typeof w.__cmp === 'function' && !w.Didomi,
      hook(win, refresh) {
        for (const ev of ['consent', 'settings', 'init']) call(() => win.__cmp('addEventListener', [ev, refresh, false], null));
      },
      read(win, ids) {
        const list = arr(ids);
        if (!list.length) return undefined;
        const data = call(() => win.__cmp('getCMPData'));
        if (!data || typeof data !== 'object' || !('vendorConsents' in data)) return 'unknown';
        if (list.some((i) => data.vendorConsents[i] === true)) return 'granted';
        return data.consentExists || data.userChoiceExists ? 'denied' : 'unknown';
      },
    },
    {
      id: 'tcf',
      key: 'tcf',
      detect: (w) => typeof w.__tcfapi === 'function',
      hook(win, refresh) {
        // The callback fires at once with the current data (queued by the stub until the CMP loads)
        // and again on every change of the TC string.
        call(() =>
          win.__tcfapi('addEventListener', 2, (tcData: Foreign, ok: boolean) => {
            if (ok && tcData) {
              tc = tcData;
              refresh();
            }
          }),
        );
      },
      // `m`: vendor ids, or { vendors, purposes, publisherPurposes, customPurposes } — a service without an
      // IAB vendor id (share counts, Algolia, hCaptcha…) is mapped by the site to purposes only.
      read(_w, mapped, cfg) {
        const spec = Array.isArray(mapped) || typeof mapped !== 'object' ? { vendors: mapped } : (mapped ?? {});
        const vendors = arr(spec.vendors);
        const purposes = arr(spec.purposes ?? (vendors.length ? 1 : undefined));
        const pub = arr(spec.publisherPurposes);
        const custom = arr(spec.customPurposes);
        if (!vendors.length && !purposes.length && !pub.length && !custom.length) return undefined;
        if (!tc || !/^(tcloaded|useractioncomplete)$/.test(tc.eventStatus)) return 'unknown';
        if (tc.gdprApplies === false) return notRequired(cfg);
        const vc = tc.vendor?.consents ?? {};
        const dv = tc.vendor?.disclosedVendors; // TCF 2.3: an undisclosed vendor has no consent
        const all = (ids: Foreign[], o: Foreign) => ids.every((i) => o?.[i] === true);
        return yes(
          vendors.every((v) => vc[v] === true && (!dv || !Object.keys(dv).length || dv[v] === true)) &&
            all(purposes, tc.purpose?.consents) &&
            all(pub, tc.publisher?.consents) &&
            all(custom, tc.publisher?.customPurpose?.consents),
        );
      },
    },
  ];
}
