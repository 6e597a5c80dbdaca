import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../core/element/widget';
import { loadCaptcha } from './captcha-load';
import type { FormStrings } from '../strings';

/**
 * The form's side of the captcha (the rest — consent, placeholder, provider script — is ./captcha.tsx,
 * loaded only when `captcha` is set): the token under the provider's conventional field name, a reset
 * after each send (tokens are single-use), and the `<slot name="captcha">` the widget shows through.
 */
const CAPTCHA_FIELDS: Record<string, string> = { turnstile: 'cf-turnstile-response', hcaptcha: 'h-captcha-response', recaptcha: 'g-recaptcha-response' };

interface CaptchaControl {
  reset(): void;
  focus(): void;
}
export interface CaptchaOptions {
  kind: string;
  sitekey: string;
  src: string;
  consent: string;
  lang: string;
  level: number;
  label: string;
  failed: string;
  onToken(token: string): void;
  report(code: string, message: string): void;
  control: CaptchaControl;
}
export interface CaptchaMount {
  update(options: CaptchaOptions): void;
  destroy(): void;
}

export function useCaptcha(kind: string, sitekey: string, src: string, consent: string, strings: FormStrings, level: number) {
  const { host, lang, reportError } = useWidget();
  const field = CAPTCHA_FIELDS[kind];
  const [token, setToken] = useState('');
  const control = useRef<CaptchaControl>({ reset() {}, focus() {} }).current;
  const mounted = useRef<CaptchaMount | null>(null);
  const opts: CaptchaOptions = {
    kind,
    sitekey,
    src,
    consent,
    lang,
    level,
    label: strings.captchaLabel,
    failed: strings.captchaFailed,
    onToken: setToken,
    report: reportError,
    control,
  };
  const latest = useRef(opts);
  latest.current = opts;
  // Mounted again only for another provider field, site key or element; the rest reaches the mounted
  // captcha through update() (and the options of this render through `latest`).
  useEffect(() => {
    const { kind, report } = latest.current;
    if (field && !sitekey) report('config', `captcha="${kind}" needs captcha-sitekey="…" (the site key from the provider).`);
    if (!field || !sitekey || !host) return;
    let live = true;
    loadCaptcha().then(
      (m) => live && (mounted.current = m.mountCaptcha(host, latest.current)),
      (e: Error) => live && report('captcha', e.message),
    );
    return () => {
      live = false;
      mounted.current?.destroy();
      mounted.current = null;
      setToken('');
    };
  }, [field, sitekey, host]);
  useEffect(() => mounted.current?.update(opts));
  return { field, token, reset: () => control.reset(), focus: () => control.focus() };
}

export type Captcha = ReturnType<typeof useCaptcha>;
