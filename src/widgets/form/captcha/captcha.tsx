import { dirOf } from '../../../core/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { consentService, getConsent, useConsent } from '../../../core/consent';
import { ConsentPlaceholder, placeholderStyles } from '../../../core/consent/placeholder';
import { shared } from '../../../core/host/global';
import { adoptStyles, widgetSheets } from '../../../core/styles/styles';
import { WidgetContext } from '../../../core/element/widget';
import type { CaptchaMount, CaptchaOptions } from './captcha-slot';

/**
 * The captcha, consent-gated: `captcha="turnstile|hcaptcha|recaptcha"` + `captcha-sitekey`.
 * - Captcha scripts don't work inside shadow roots (goauthentik/authentik#9045, lit/lit-element#880):
 *   the provider renders into a light-DOM child of the element (`slot="captcha"`), slotted into the form.
 * - Its script is requested only once the consent lookup answers "granted" for the provider's service
 *   (asked again right before loading, so a gate that opened early can't leak a request); until then
 *   the two-click placeholder shows. Withdrawal removes the widget. One script per page.
 * - The token goes with the form under the provider's conventional name (./captcha-slot.tsx).
 * This module (consent lookup, placeholder, loader: ~6.5 KB gzip) is not in inlay-form.js: forms with a
 * captcha load it as inlay-form-captcha.js from next to inlay-form.js (first-party, before consent —
 * only the provider's script waits for consent); inlay.js and the ESM build include it.
 */
interface Provider {
  name: string;
  service: string;
  global: string;
  src: string;
  lang: string;
}

export const CAPTCHAS: Record<string, Provider> = {
  turnstile: {
    name: 'Cloudflare Turnstile',
    service: 'turnstile',
    global: 'turnstile',
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    lang: 'language',
  },
  hcaptcha: {
    name: 'hCaptcha',
    service: 'hcaptcha',
    global: 'hcaptcha',
    src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    lang: 'hl',
  },
  recaptcha: {
    name: 'Google reCAPTCHA',
    service: 'google-recaptcha',
    global: 'grecaptcha',
    src: 'https://www.google.com/recaptcha/api.js?render=explicit',
    lang: 'hl',
  },
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
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => reject(new Error(`${src} failed to load`));
      script.onload = () => {
        const started = Date.now();
        const poll = () => {
          const api = (window as unknown as Record<string, Api | undefined>)[global];
          if (typeof api?.render === 'function') resolve(api);
          else if (Date.now() - started > 10_000) reject(new Error(`${src} did not provide ${global}.render`));
          else setTimeout(poll, 50);
        };
        poll();
      };
      document.head.append(script);
    }).catch((error: Error) => {
      delete (window.Inlay as Record<string, unknown>)[`captcha:${src}`]; // a later try may succeed
      throw error;
    }),
  );
}

function useCaptcha(box: HTMLElement, options: CaptchaOptions) {
  const { kind, sitekey, src, consent, lang } = options; // `lang` is also the context's (mountCaptcha)
  const provider = CAPTCHAS[kind]!;
  const service = consentService(consent, provider.service);
  const { allowed } = useConsent(service);
  const [failed, setFailed] = useState(false);
  // The options of the latest render (a new object every render, which alone doesn't load the
  // provider's widget again); their `report` is this context's reportError. The provider `p` is the
  // same for the whole mount (another kind is another field: captcha-slot.tsx mounts again).
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const current = latest.current;
    // Asked again here, not only through the hook: no request before the lookup says yes.
    if (!allowed || !sitekey || (service && getConsent().get(service) !== 'granted')) return;
    let live = true;
    let id: unknown;
    let api: Api | undefined;
    const el = document.createElement('div');
    box.append(el); // light DOM of the box: the document tree, where the provider's script works
    setFailed(false);
    load(src || provider.src, provider.global).then(
      (loaded) => {
        if (!live) return;
        api = loaded;
        id = loaded.render(el, {
          sitekey,
          [provider.lang]: lang,
          callback: (tk: string) => live && current.onToken(String(tk ?? '')),
          'expired-callback': () => live && current.onToken(''),
          'error-callback': () => live && current.onToken(''),
        });
        current.control.reset = () => {
          current.onToken('');
          api?.reset?.(id);
        };
      },
      (error: Error) => {
        if (!live) return;
        setFailed(true);
        current.report('captcha', error.message);
      },
    );
    return () => {
      live = false;
      api?.remove?.(id);
      el.remove();
      current.onToken('');
      current.control.reset = () => {};
    };
  }, [allowed, service, src, sitekey, lang, box, provider]);
  return { p: provider, service, allowed, failed };
}

/** What the box's shadow root shows: the placeholder until consent, then the provider's widget. */
function CaptchaRoot({ box, options }: { box: HTMLElement; options: CaptchaOptions }) {
  const captcha = useCaptcha(box, options);
  const group = useRef<HTMLDivElement>(null);
  options.control.focus = () => (group.current ?? box.shadowRoot?.querySelector('button'))?.focus();
  if (!captcha.allowed)
    return (
      <ConsentPlaceholder
        service={captcha.service!}
        provider={captcha.p.name}
        headingLevel={options.level}
        onAllowed={() => setTimeout(() => options.control.focus(), 50)}
      />
    );
  return (
    <div className="captcha" role="group" aria-label={options.label} tabIndex={-1} ref={group}>
      <slot />
      {captcha.failed ? <p className="inlay-consent-error">{options.failed}</p> : null}
    </div>
  );
}

const CSS = '.captcha{min-height:65px}.captcha:focus{outline:none}.inlay-consent-error{margin:8px 0 0;color:var(--_danger);font-weight:600}';

/**
 * Mounts the captcha for a form element: a `<div slot="captcha">` child of the element whose own shadow
 * root holds the placeholder (styled) and whose light DOM holds the provider's widget.
 */
export function mountCaptcha(host: HTMLElement, first: CaptchaOptions): CaptchaMount {
  const box = document.createElement('div');
  box.slot = 'captcha';
  const shadow = box.attachShadow({ mode: 'open' });
  adoptStyles(shadow, widgetSheets(placeholderStyles + CSS));
  const root = createRoot(shadow);
  host.append(box);
  const show = (o: CaptchaOptions) =>
    root.render(
      <WidgetContext.Provider value={{ host, widget: 'form', lang: o.lang, dir: dirOf(host), emit: () => true, reportError: o.report }}>
        <CaptchaRoot box={box} options={o} />
      </WidgetContext.Provider>,
    );
  show(first);
  return {
    update: show,
    destroy() {
      root.unmount();
      box.remove();
    },
  };
}
