// Side-effect-free exports for bundlers: the spec, strings, styles and helpers. The React UI inside the
// element is not exported: it renders only inside its element (light-DOM slides, the host's context).
// In React use `inlay/react` (<InlaySlider>), anywhere else the element itself.
import css from './search.css?inline';
import { placeholderStyles } from '../../core/consent/placeholder';

export type { SearchProps } from './ui/Search';
export { spec } from './spec';
export { LocalSearchClient, type LocalClientOptions } from './local/local-client';
export type { SearchRecord } from './format/text';
/** The widget's CSS including the consent placeholder's (adopt it into the shadow root you render into). */
export const styles = css + placeholderStyles;
