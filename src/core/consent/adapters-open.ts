/**
 * The open-source CMPs small sites run: tarteaucitron (per service), orestbida's CookieConsent v3
 * (per category, optionally per service) and Osano's open-source cookieconsent v3 (one yes/no for
 * the whole site). Each reads only what the visitor answered: tarteaucitron's per-service state,
 * CookieConsent's categories once `validConsent()`, Osano's status cookie ("dismiss", the info
 * banner's "Got it", is no consent unless `"implicit": "grant"`).
 */
import { arr, call, lc, on, yes, type Adapter } from './adapter-kit';

export function openAdapters(): Adapter[] {
  return [
    {
      id: 'tarteaucitron',
      key: 'tarteaucitron',
      detect: (w) => w.tarteaucitron?.state && typeof w.tarteaucitron.state === 'object',
      // tac.consent_updated: every choice saved (its cookie written), replayed ones included.
      hook: (_w, refresh) => on('tac.consent_updated tac.root_available tac.close_alert tac.close_panel', refresh),
      read(w, names) {
        const t = w.tarteaucitron;
        const jobs = arr(t.job).map(lc);
        const key = arr(names).map(lc).find((n) => jobs.includes(n) || n in t.state);
        if (!key) return undefined;
        const v = t.state[key];
        return v === true || v === false ? yes(v) : 'unknown';
      },
    },
    {
      id: 'cookieconsent-v3',
      key: 'cookieconsent',
      detect: (w) => typeof w.CookieConsent?.acceptedCategory === 'function',
      hook: (_w, refresh) => on('cc:onFirstConsent cc:onConsent cc:onChange', refresh),
      read(w, m) {
        const CC = w.CookieConsent;
        const cats = arr(typeof m === 'object' && !Array.isArray(m) ? m?.category : m);
        if (!cats.length) return undefined;
        if (!call(() => CC.validConsent())) return 'unknown';
        const services = arr(m?.service);
        const ok = cats.every((c) => call(() => CC.acceptedCategory(c)) === true) && services.every((s) => cats.some((c) => call(() => CC.acceptedService(s, c)) === true));
        return yes(ok);
      },
    },
    {
      id: 'osano-cookieconsent',
      key: 'osano-cookieconsent',
      detect: (w) => w.cookieconsent?.hasInitialised && typeof w.cookieconsent.Popup === 'function',
      hook(w, refresh) {
        // The library has no events of its own (only the site's onStatusChange option): its buttons
        // set the status cookie in their click handler, before the click reaches the document.
        w.document.addEventListener('click', (e: Event) => e.composedPath().some((n) => (n as Element).classList?.contains('cc-btn') || (n as Element).classList?.contains('cc-revoke')) && setTimeout(refresh));
        call(() => w.cookieStore?.addEventListener('change', refresh));
      },
      read(w, name, cfg) {
        if (typeof name !== 'string') return undefined;
        const v = new RegExp(`(?:^|; ?)${name.replace(/\W/g, '\\$&')}=([^;]*)`).exec(w.document.cookie)?.[1];
        if (v === 'allow') return 'granted';
        if (v === 'deny') return 'denied';
        return v === 'dismiss' && cfg.implicit === 'grant' ? 'granted' : 'unknown';
      },
    },
  ];
}
