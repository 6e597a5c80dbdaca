/**
 * The open-source CMPs small sites run: tarteaucitron (per service), orestbida's CookieConsent v3
 * (per category) and Osano's open-source cookieconsent v3 (one yes/no for
 * the whole site). Each reads only what the visitor answered: tarteaucitron's per-service state,
 * CookieConsent's categories once `validConsent()`, Osano's status cookie ("dismiss", the info
 * banner's "Got it", is no consent unless `"implicit": "grant"`).
 */
import { arr, call, category, cookie, lc, on, yes, type Adapter } from './adapter-kit';

export function openAdapters(): Adapter[] {
  return [
    {
      id: 'tarteaucitron',
      key: 'tarteaucitron',
      detect: (w) => w.tarteaucitron?.state && typeof w.tarteaucitron.state === 'object',
      // tac.consent_updated: every choice saved (its cookie written), replayed ones included.
      hook: (_w, refresh) => on('tac.consent_updated tac.root_available tac.close_alert tac.close_panel', refresh),
      read(win, names) {
        const tac = win.tarteaucitron;
        const jobs = arr(tac.job).map(lc);
        const key = arr(names)
          .map(lc)
          .find((n) => jobs.includes(n) || n in tac.state);
        if (!key) return undefined;
        const state = tac.state[key];
        return state === true || state === false ? yes(state) : 'unknown';
      },
    },
    category(
      'cookieconsent',
      (w) => typeof w.CookieConsent?.acceptedCategory === 'function',
      'cc:onFirstConsent cc:onConsent cc:onChange',
      (w) => w.CookieConsent.validConsent() && ((k) => w.CookieConsent.acceptedCategory(k)),
      'cookieconsent-v3',
    ),
    {
      id: 'osano-cookieconsent',
      key: 'osano-cookieconsent',
      detect: (w) => w.cookieconsent?.hasInitialised && typeof w.cookieconsent.Popup === 'function',
      hook(win, refresh) {
        // The library has no events of its own (only the site's onStatusChange option): its buttons
        // set the status cookie in their click handler, before the click reaches the document.
        win.document.addEventListener(
          'click',
          (e: Event) =>
            e.composedPath().some((n) => (n as Element).classList?.contains('cc-btn') || (n as Element).classList?.contains('cc-revoke')) &&
            setTimeout(refresh),
        );
        call(() => win.cookieStore?.addEventListener('change', refresh));
      },
      read(win, name, cfg) {
        if (typeof name !== 'string') return undefined;
        const stored = cookie(name);
        if (stored === 'allow') return 'granted';
        if (stored === 'deny') return 'denied';
        return stored === 'dismiss' && cfg.implicit === 'grant' ? 'granted' : 'unknown';
      },
    },
  ];
}
