/**
 * The two-click placeholder widgets render in place of gated third-party content: local assets only
 * (an inline icon, no third-party image or font), a region with a heading, real buttons "Load once"
 * (this page view) and "Always allow" (recorded in the CMP where its API allows, else in this browser —
 * and the placeholder says which before the click), and the site's privacy link when configured.
 * Widgets add `placeholderStyles` to their styles.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { fill as format } from '../i18n/i18n';
import { useStrings, useWidget } from '../element/widget';
import { translations } from './strings';
import type { ConsentMode } from './index';
import { getConsent } from './lookup';
import { useConsent } from './use-consent';
import { WRITERS } from './writers';

export { default as placeholderStyles } from './placeholder.css?inline';

export type ConsentPlaceholderStrings = typeof translations.en;

export interface ConsentPlaceholderProps {
  /** The service name the lookup answers for (e.g. "youtube", "algolia"). */
  service: string;
  /** The third party's name shown to the visitor (e.g. "Algolia"). */
  provider: string;
  /** The site's privacy page; defaults to "privacyUrl" in the #inlay-consent block. */
  privacyUrl?: string;
  /** Replaces the default explanation. */
  description?: ReactNode;
  /** Extra content under the explanation (a local preview, a plain link to the content). */
  children?: ReactNode;
  /** The heading level (2–6, default 2). */
  headingLevel?: number;
  /** Called after the visitor allowed the service (the widget moves focus into the loaded content). */
  onAllowed?: (mode: ConsentMode) => void;
  /** Per-use string overrides. */
  strings?: Partial<ConsentPlaceholderStrings>;
}

export function ConsentPlaceholder({ service, provider, privacyUrl, description, children, headingLevel = 2, onAllowed, strings }: ConsentPlaceholderProps) {
  const localized = useStrings('consent', translations, strings);
  const { dir } = useWidget();
  useConsent(service); // re-render when the answer (or its source) changes
  const id = useId();
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  const lookup = getConsent();
  // "Always allow" writes back to the CMP only from here: read-only scripts (share) don't ship writers.
  lookup.addWriters?.(WRITERS);
  const info = lookup.info?.(service);
  const url = privacyUrl ?? lookup.config?.().privacyUrl;
  const blocked = info?.source === 'site' && info.state === 'denied';
  const Heading = `h${Math.min(6, Math.max(2, Math.round(headingLevel) || 2))}` as 'h2';
  const allow = (mode: ConsentMode) => () => {
    void lookup.request(service, mode).then(
      (ok) => ok && onAllowed?.(mode),
      () => {},
    );
  };
  return (
    <section className="inlay-consent" part="consent" aria-labelledby={`${id}t`} data-service={service} dir={dir}>
      <Heading id={`${id}t`} className="inlay-consent-title">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M12 3 4 6v6c0 4.4 3.4 8.2 8 9 4.6-.8 8-4.6 8-9V6l-8-3Z" />
        </svg>
        {format(localized.title, { provider })}
      </Heading>
      <p>{description ?? format(localized.body, { provider })}</p>
      {children}
      {blocked ? (
        <p>{localized.blocked}</p>
      ) : (
        <>
          <div className="inlay-consent-actions">
            <button type="button" part="consent-button consent-once" onClick={allow('once')}>
              {localized.once}
            </button>
            <button type="button" part="consent-button consent-always" aria-describedby={`${id}h`} onClick={allow('always')}>
              {localized.always}
            </button>
          </div>
          <p id={`${id}h`} className="inlay-consent-hint">
            {info?.writeBack === 'cmp' ? localized.cmp : localized.local}
          </p>
        </>
      )}
      {url ? (
        <a href={url} part="consent-privacy" className="inlay-consent-privacy">
          {localized.privacy}
        </a>
      ) : null}
    </section>
  );
}
