import { useEffect, useState } from 'react';
import type { ConsentMode, ConsentState } from './index';
import { getConsent } from './lookup';

/** The lookup's last answer, and the service it answers for. */
type Answer = { service: string; state: ConsentState };

/**
 * A widget's view of one service's consent. `service === null` means the traffic is first-party and
 * needs no consent (allowed at once). Re-renders on every change, including withdrawal.
 *
 * The gate is closed unless the lookup has answered "granted" for the service named in THIS render:
 * an answer kept in state belongs to the service it was given for, so when the configuration changes
 * the service (a `counts-url` or `consent` set after the element is on the page, by attribute or
 * property, before or after the upgrade), the old answer — "granted" for no service, or for another
 * service — never opens the gate for the new one, not even for the one render before the subscription
 * catches up. The new service is asked synchronously instead.
 */
export function useConsent(service: string | null): { state: ConsentState; allowed: boolean; request: (mode?: ConsentMode) => Promise<boolean> } {
  const [answer, setAnswer] = useState<Answer | null>(() => (service ? { service, state: getConsent().get(service) } : null));
  useEffect(() => {
    if (!service) return;
    return getConsent().watch(service, (state) => setAnswer((a) => (a && a.service === service && a.state === state ? a : { service, state })));
  }, [service]);
  const state: ConsentState = !service ? 'granted' : answer?.service === service ? answer.state : getConsent().get(service);
  const request = (mode?: ConsentMode) => (service ? getConsent().request(service, mode) : Promise.resolve(true));
  return { state, allowed: state === 'granted', request };
}

/**
 * The service an element's third-party traffic belongs to: its `consent="<service>"` attribute when
 * set, else the widget's default. `consent="none"` marks the traffic first-party (no gate: null) —
 * the site owner's call, e.g. for a self-hosted backend.
 */
export function consentService(attribute: string | null | undefined, fallback: string | null): string | null {
  const value = (attribute ?? '').trim().toLowerCase();
  if (!value) return fallback;
  return value === 'none' ? null : value;
}
