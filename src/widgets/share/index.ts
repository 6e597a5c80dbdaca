// Side-effect-free exports for bundlers: the spec, strings, styles and helpers. The React UI inside the
// element is not exported: it renders only inside its element (light-DOM slides, the host's context).
// In React use `inlay/react` (<InlaySlider>), anywhere else the element itself.
import css from './share.css?inline';
export { translations, type ShareProps } from './Share';
export { spec } from './spec';
export { SERVICES, ALIASES, shareUrl, mastodonHost, resolveServices } from './services';
export { parseCounts, countsEndpoint } from './counts';
/** The widget's CSS (adopt it with the shared tokens into a shadow root you render into). */
export const styles: string = css;
