import { defineWidget } from '../../core/element/define';
import { FitText } from './FitText';
import css from './fit-text.css?inline';
import { spec } from './spec';

export const Element = defineWidget(spec, FitText, { styles: css, inheritText: true });
