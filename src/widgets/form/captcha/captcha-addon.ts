// dist/inlay-form-captcha.js: the captcha module for inlay-form.js (see ./captcha-load.script.ts).
import { inlayGlobal } from '../../../core/host/global';
import * as captcha from './captcha';

if (typeof document !== 'undefined') inlayGlobal().formCaptcha ??= captcha;
