import { defineWidget } from '../../core/define';
import { localized } from '../../core/i18n-load';
import { Share, type ShareProps } from './Share';
import { spec } from './spec';
import css from './share.css?inline';

export const Element = defineWidget<ShareProps>(spec, Share, { styles: css, localized });
