/** The captcha module, for inlay.js and the ESM build (a chunk). inlay-form.js swaps this file for
 *  ./captcha-load.script.ts (rollup.config.mjs), which loads inlay-form-captcha.js instead. */
export const loadCaptcha = () => import('./captcha');
/** Only the standalone script needs to know its URL (./captcha-load.script.ts). */
export const setFormScript = (_src?: string | null): void => {};
