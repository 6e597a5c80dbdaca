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

export type ConsentWriter = (win: Foreign, ids: Foreign, adapter: Adapter, service: string) => unknown;

/** A category CMP: one write per listed category. */
const each =
  (write: (w: Foreign, cat: string) => void): ConsentWriter =>
  (win, cats) => {
    for (const category of arr(cats)) write(win, category);
  };

const WRITE: Record<string, ConsentWriter> = {
  async 'usercentrics-v3'(win, ids, adapter) {
    const record = find(ucServices(await win.__ucCmp.getConsentDetails()), ids);
    if (!record) return;
    await win.__ucCmp.updateServicesConsents([{ id: record.id, consent: true }]);
    await win.__ucCmp.saveConsents?.();
    await adapter.sync?.(win); // the adapter's cached details, read right after the write
  },
  async 'usercentrics-v2'(win, ids) {
    const record = find(arr(await win.UC_UI.getServicesBaseInfo()), ids);
    if (record) await win.UC_UI.acceptService(record.id);
  },
  klaro(win, ids) {
    const manager = win.klaro.getManager();
    const record = find(manager.config?.services ?? manager.config?.apps ?? [], ids);
    if (!record) return;
    manager.updateConsent(record.name, true);
    manager.saveAndApplyConsents();
  },
  didomi(win, ids) {
    const api = win.Didomi;
    const id = didomiVendor(api, ids)?.id;
    const transaction = id && api.openCurrentUserStatusTransaction();
    if (transaction) {
      transaction.enableVendor(id);
      transaction.commit();
    }
  },
  cookiebot(win, cats) {
    const consent = { ...win.Cookiebot.consent };
    for (const category of arr(cats)) consent[category] = true;
    win.Cookiebot.submitCustomConsent(!!consent.preferences, !!consent.statistics, !!consent.marketing);
  },
  onetrust: each((w, g) => w.OneTrust.UpdateConsent('Category', `${g}:1`)),
  'wp-consent-api': each((w, k) => w.wp_set_consent(k, 'allow')),
};

/** Each writer reports its own failure (the lookup then stores the choice in this browser). */
function reporting(all: Record<string, ConsentWriter>): Record<string, ConsentWriter> {
  const out: Record<string, ConsentWriter> = {};
  for (const [id, write] of Object.entries(all)) {
    out[id] = async (win, ids, adapter, service) => {
      try {
        await write(win, ids, adapter, service);
      } catch (error) {
        console.error(`[Inlay] consent: ${id} did not record "${service}" (${error}); kept in this browser.`);
        throw error;
      }
    };
  }
  return out;
}

export const WRITERS = /* @__PURE__ */ reporting(WRITE);
