/**
 * Writing "Always allow" back to the CMP, where its API allows it: adapter id → writer. Only scripts
 * that show the two-click placeholder need this (scripts that only read consent, like share, do not
 * ship it); the placeholder registers these with the page-wide lookup (`addWriters`), so a placeholder
 * in a script loaded later still reaches the lookup another script created first. Until then, and for
 * CMPs without a write API, "Always allow" is stored in this browser.
 *
 * A writer gets the service's CMP-native ids (its mapping) and the adapter reading that CMP. A failing
 * write is reported on the console here; the lookup then keeps the choice in this browser.
 */
import type { Foreign } from './foreign';
import { arr, didomiVendor, find, ucServices, type Adapter } from './adapters';

export type ConsentWriter = (w: Foreign, ids: Foreign, adapter: Adapter, service: string) => unknown;

/** A category CMP: one write per listed category. */
const each =
  (write: (w: Foreign, cat: string) => void): ConsentWriter =>
  (w, cats) => {
    for (const k of arr(cats)) write(w, k);
  };

const WRITE: Record<string, ConsentWriter> = {
  async 'usercentrics-v3'(w, ids, a) {
    const s = find(ucServices(await w.__ucCmp.getConsentDetails()), ids);
    if (!s) return;
    await w.__ucCmp.updateServicesConsents([{ id: s.id, consent: true }]);
    await w.__ucCmp.saveConsents?.();
    await a.sync?.(w); // the adapter's cached details, read right after the write
  },
  async 'usercentrics-v2'(w, ids) {
    const s = find(arr(await w.UC_UI.getServicesBaseInfo()), ids);
    if (s) await w.UC_UI.acceptService(s.id);
  },
  klaro(w, ids) {
    const m = w.klaro.getManager();
    const s = find(m.config?.services ?? m.config?.apps ?? [], ids);
    if (!s) return;
    m.updateConsent(s.name, true);
    m.saveAndApplyConsents();
  },
  didomi(w, ids) {
    const D = w.Didomi;
    const id = didomiVendor(D, ids)?.id;
    const t = id && D.openCurrentUserStatusTransaction();
    if (t) {
      t.enableVendor(id);
      t.commit();
    }
  },
  cookiebot(w, cats) {
    const c = { ...w.Cookiebot.consent };
    for (const k of arr(cats)) c[k] = true;
    w.Cookiebot.submitCustomConsent(!!c.preferences, !!c.statistics, !!c.marketing);
  },
  onetrust: each((w, g) => w.OneTrust.UpdateConsent('Category', `${g}:1`)),
  'wp-consent-api': each((w, k) => w.wp_set_consent(k, 'allow')),
};

/** Each writer reports its own failure (the lookup then stores the choice in this browser). */
function reporting(all: Record<string, ConsentWriter>): Record<string, ConsentWriter> {
  const out: Record<string, ConsentWriter> = {};
  for (const [id, write] of Object.entries(all)) {
    out[id] = async (w, ids, a, service) => {
      try {
        await write(w, ids, a, service);
      } catch (e) {
        console.error(`[Inlay] consent: ${id} did not record "${service}" (${e}); kept in this browser.`);
        throw e;
      }
    };
  }
  return out;
}

export const WRITERS = /* @__PURE__ */ reporting(WRITE);
