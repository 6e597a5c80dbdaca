// Side-effect-free exports for bundlers: the spec, strings, styles and helpers. The React UI inside the
// element is not exported: it renders only inside its element (light-DOM slides, the host's context).
// In React use `inlay/react` (<InlaySlider>), anywhere else the element itself.
import css from './slider.css?inline';
export type { SliderProps } from './ui/Slider';
export { spec } from './spec';
export { translations } from './strings';
/** The widget's CSS (adopt it with the shared tokens into a shadow root you render into). */
export const styles: string = css;
