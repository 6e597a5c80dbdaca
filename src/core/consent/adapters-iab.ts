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
  ];
}
