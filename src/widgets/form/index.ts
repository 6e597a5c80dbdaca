// Side-effect-free exports for bundlers: the spec, strings, styles and helpers. The React UI inside the
// element is not exported: it renders only inside its element (light-DOM slides, the host's context).
// In React use `inlay/react` (<InlaySlider>), anywhere else the element itself.
import css from './form.css?inline';
import type { FieldType, Limits } from './definition';
export type { FormProps } from './Form';
export { spec } from './spec';
export { parseDefinition, type Field, type FieldType } from './definition';
export { normalise, type Outcome, type Provider } from './providers';
export { translations } from './strings';
/** The widget's CSS (adopt it with the shared tokens into a shadow root you render into). */
export const styles: string = css;

/**
 * One field as you write it (the `fields` property, or the child JSON script); see docs/form.md.
 * Used by the typings generated from spec.ts (`fields`). Keep it in step with KEYS and TYPES in
 * definition.ts (the parser, which also reports unknown keys at run time).
 */
export interface FormField extends Limits {
  name: string;
  type?: FieldType | 'radio-group' | 'consent' | 'checkboxes';
  label?: string;
  required?: boolean;
  hint?: string;
  description?: string;
  placeholder?: string;
  autocomplete?: string;
  options?: (string | { value: string; label?: string })[];
  pattern?: string;
  patternMessage?: string;
  rows?: number;
  value?: string | number | boolean | string[];
  default?: string | number | boolean | string[];
  messages?: Record<string, string>;
  draft?: boolean;
}
