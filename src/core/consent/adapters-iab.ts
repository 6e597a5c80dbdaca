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
      // `m`: vendor ids, or { vendors, purposes, publisherPurposes, customPurposes } — a service without an
      // IAB vendor id (share counts, Algolia, hCaptcha…) is mapped by the site to purposes only.
      read(_w, m, cfg) {
        const spec = Array.isArray(m) || typeof m !== 'object' ? { vendors: m } : (m ?? {});
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
