import { useEffect, useRef, useState } from 'react';
import { consentService, getConsent, useConsent } from '../../core/consent';
import { ConsentPlaceholder } from '../../core/consent/placeholder';
import { shared } from '../../core/global';
import { useWidget } from '../../core/widget';
import type { FormStrings } from './strings';

/**
 * The captcha, consent-gated: `captcha="turnstile|hcaptcha|recaptcha"` + `captcha-sitekey`.
 * - Captcha scripts don't work inside shadow roots (goauthentik/authentik#9045, lit/lit-element#880):
 *   the provider renders into a light-DOM child of the element (`slot="captcha"`), slotted into the form.
 * - Its script is requested only once the consent lookup answers "granted" for the provider's service
 *   (asked again right before loading, so a gate that opened early can't leak a request); until then
 *   the two-click placeholder shows. Withdrawal removes the widget. One script per page.
 * - The token goes with the form under the provider's conventional name.
 */
interface Provider {
  name: string;
  service: string;
  global: string;
  src: string;
  field: string;
  lang: string;
}

export const CAPTCHAS: Record<string, Provider> = {
  turnstile: { name: 'Cloudflare Turnstile', service: 'turnstile', global: 'turnstile', src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', field: 'cf-turnstile-response', lang: 'language' },
  hcaptcha: { name: 'hCaptcha', service: 'hcaptcha', global: 'hcaptcha', src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', field: 'h-captcha-response', lang: 'hl' },
  recaptcha: { name: 'Google reCAPTCHA', service: 'google-recaptcha', global: 'grecaptcha', src: 'https://www.google.com/recaptcha/api.js?render=explicit', field: 'g-recaptcha-response', lang: 'hl' },
};

interface Api {
  render(el: HTMLElement, opts: Record<string, unknown>): unknown;
  reset?(id?: unknown): void;
  remove?(id?: unknown): void;
}

/** Loads a provider script once per page and resolves when its global can render. */
function load(src: string, global: string): Promise<Api> {
  return shared(`captcha:${src}`, () =>
    new Promise<Api>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onerror = () => reject(new Error(`${src} failed to load`));
      s.onload = () => {
        const started = Date.now();
        const poll = () => {
          const api = (window as unknown as Record<string, Api | undefined>)[global];
          if (typeof api?.render === 'function') resolve(api);
          else if (Date.now() - started > 10_000) reject(new Error(`${src} did not provide ${global}.render`));
          else setTimeout(poll, 50);
        };
        poll();
      };
      document.head.append(s);
    }).catch((e: Error) => {
      delete (window.Inlay as Record<string, unknown>)[`captcha:${src}`]; // a later try may succeed
      throw e;
    }),
  );
}

export function useCaptcha(kind: string, sitekey: string, src: string, consent: string) {
  const { host, lang, reportError } = useWidget();
  const p = kind ? CAPTCHAS[kind] : undefined;
  const service = p ? consentService(consent, p.service) : null;
  const { allowed } = useConsent(service);
  const [token, setToken] = useState('');
  const [failed, setFailed] = useState(false);
  const reset = useRef<() => void>(() => {});
  const on = !!p && !!sitekey && !!host && allowed;
  useEffect(() => {
    if (p && !sitekey) reportError('config', `captcha="${kind}" needs captcha-sitekey="…" (the site key from ${p.name}).`);
  }, [kind, sitekey]);
  useEffect(() => {
    // Asked again here, not only through the hook: no request before the lookup says yes.
    if (!on || (service && getConsent().get(service) !== 'granted')) return;
    let live = true;
    let id: unknown;
    let api: Api | undefined;
    const box = document.createElement('div');
    box.slot = 'captcha';
    host!.append(box);
    setFailed(false);
    load(src || p!.src, p!.global).then(
      (a) => {
        if (!live) return;
        api = a;
        id = a.render(box, {
          sitekey,
          [p!.lang]: lang,
          callback: (tk: string) => live && setToken(String(tk ?? '')),
          'expired-callback': () => live && setToken(''),
          'error-callback': () => live && setToken(''),
        });
        reset.current = () => {
          setToken('');
          api?.reset?.(id);
        };
      },
      (e: Error) => {
        if (!live) return;
        setFailed(true);
        reportError('captcha', e.message);
      },
    );
    return () => {
      live = false;
      api?.remove?.(id);
      box.remove();
      setToken('');
      reset.current = () => {};
    };
  }, [on, service, src, sitekey, lang]);
  return { provider: p, service, allowed, on, token, failed, field: p?.field, reset: () => reset.current() };
}

export type Captcha = ReturnType<typeof useCaptcha>;

/** Where the captcha goes in the form: the placeholder until consent, then the slotted widget. */
export function CaptchaView({ c, t, level, onAllowed, focusRef }: { c: Captcha; t: FormStrings; level: number; onAllowed: () => void; focusRef: React.Ref<HTMLDivElement> }) {
  if (!c.provider) return null;
  if (!c.allowed) return <ConsentPlaceholder service={c.service!} provider={c.provider.name} headingLevel={level} onAllowed={onAllowed} />;
  return (
    <div className="captcha" part="captcha" role="group" aria-label={t.captchaLabel} tabIndex={-1} ref={focusRef}>
      <slot name="captcha" />
      {c.failed ? <p className="error">{t.captchaFailed}</p> : null}
    </div>
  );
}
