/** Category CMPs (consent by category: every listed one must be allowed): Cookiebot, OneTrust, CookieYes, the WP Consent API and (opt-in) Google Consent Mode (./adapters-gcm.ts). */
import { category, type Adapter } from './adapter-kit';
import { gcmAdapter } from './adapters-gcm';

export function categoryAdapters(): Adapter[] {
  return [
    category(
      'cookiebot',
      (w) => w.Cookiebot?.consent,
      // CookiebotOnConsentReady may have fired before we listened; the first read covers that.
      'CookiebotOnConsentReady CookiebotOnAccept CookiebotOnDecline CookiebotOnLoad',
      (win, cfg) => {
        const cb = win.Cookiebot;
        const decided = (cb.hasResponse ?? cb.consented ?? cb.declined ?? true) && (cb.consent.method !== 'implied' || cfg.implicit === 'grant');
        return decided && ((k) => cb.consent[k]);
      },
    ),
    category(
      'onetrust',
      (w) => typeof w.OnetrustActiveGroups === 'string' || typeof w.OneTrust?.IsAlertBoxClosed === 'function',
      'OneTrustGroupsUpdated OTConsentApplied',
      (w) =>
        (typeof w.OneTrust?.IsAlertBoxClosed !== 'function' || w.OneTrust.IsAlertBoxClosed()) &&
        ((k) =>
          String(w.OnetrustActiveGroups ?? '')
            .split(',')
            .includes(k)),
    ),
    category(
      'cookieyes',
      (w) => typeof w.getCkyConsent === 'function',
      'cookieyes_consent_update cookieyes_banner_load',
      (win) => {
        const consent = win.getCkyConsent();
        return consent && consent.isUserActionCompleted !== false && ((k) => consent.categories?.[k]);
      },
    ),
    // Without a registered consent type (or in opt-out mode) wp_has_consent() says yes to everyone.
    category(
      'wp',
      (w) => typeof w.wp_has_consent === 'function',
      'wp_listen_for_consent_change wp_consent_type_defined',
      (win, cfg) => {
        const type = win.wp_consent_type ?? win.consent_api?.consent_type;
        return type && (type === 'optin' || cfg.notRequired === 'grant') && ((k) => win.wp_has_consent(k));
      },
      'wp-consent-api',
    ),
    gcmAdapter(),
  ];
}
