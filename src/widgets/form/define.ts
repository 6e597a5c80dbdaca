import { defineWidget } from '../../core/element/define';
import { setFormScript } from './captcha/captcha-load';
import { localized } from '../../core/i18n/i18n-load';
import { InlayForm } from './ui/Form';
import css from './form.css?inline';
import { spec } from './spec';

// The captcha module is loaded from next to this script (inlay-form-captcha.js): remember where it is.
setFormScript(typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src : null);

export const Element = defineWidget(spec, InlayForm, { styles: css, localized });
