import { defineWidget } from '../../core/define';
import { localized } from '../../core/i18n-load';
import { InlayForm, type FormProps } from './Form';
import css from './form.css?inline';
import { spec } from './spec';

export const Element = defineWidget<FormProps>(spec, InlayForm, { styles: css, localized });
