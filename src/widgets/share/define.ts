import { defineWidget } from '../../core/element/define';
import { localized } from '../../core/i18n/i18n-load';
import { Share } from './Share';
import { spec } from './spec';
import css from './share.css?inline';

export const Element = defineWidget(spec, Share, { styles: css, localized });
