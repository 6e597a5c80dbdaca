import { defineWidget } from '../../core/define';
import { Share, type ShareProps } from './Share';
import { spec } from './spec';
import css from './share.css?inline';

export const Element = defineWidget<ShareProps>(spec, Share, { styles: css, localized: true });
