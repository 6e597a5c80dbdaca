import { inlayGlobal } from '../../../core/host/global';

/**
 * inlay-form.js only (aliased for ./captcha-load.ts in rollup.config.mjs): the captcha module is a
 * separate script, inlay-form-captcha.js, next to inlay-form.js, loaded once per page by the first
 * form that needs it (it registers itself as window.Inlay.formCaptcha; inlay.js has it built in).
 */
type Mod = typeof import('./captcha');
let base: string | undefined;

/** Called by define.ts while the script runs (document.currentScript is set only then). */
export function setFormScript(src: string | null | undefined): void {
  base = src || base;
}

export function loadCaptcha(): Promise<Mod> {
  const inlay = inlayGlobal();
  if (inlay.formCaptcha) return Promise.resolve(inlay.formCaptcha as Mod);
  return ((inlay.formCaptchaLoad as Promise<Mod> | undefined) ??= new Promise<Mod>((resolve, reject) => {
    const from = base ?? document.querySelector<HTMLScriptElement>('script[src*="inlay-form"]')?.src ?? location.href;
    const script = document.createElement('script');
    script.src = new URL('inlay-form-captcha.js', from).href;
    script.onload = () => (inlay.formCaptcha ? resolve(inlay.formCaptcha as Mod) : reject(new Error(`${script.src} did not register the captcha module.`)));
    script.onerror = () => {
      delete inlay.formCaptchaLoad;
      reject(new Error(`${script.src} could not be loaded: put inlay-form-captcha.js next to inlay-form.js.`));
    };
    document.head.append(script);
  }));
}
