/**
 * Inlay for bundlers. Side-effect free: importing this defines no element. Import
 * `inlay/register` to define every element, `inlay/widgets/<name>/define` for one, or
 * `inlay/widgets/<name>` for a widget's spec, strings and styles (its React UI renders only inside its
 * element; React apps use `inlay/react`).
 */
export { defineWidget, parseAttribute, type ConfigProblem, type WidgetBaseProps } from './core/element/define';
export { emit, realTarget, type InlayErrorDetail } from './core/host/events';
export { langOf, pickStrings, format, type Translations } from './core/i18n/i18n';
export type { WidgetSpec, PropSpec, NamedDoc } from './core/spec/spec';
export { useWidget, useStrings, ConfigError, WidgetContext } from './core/element/widget';
export const version: string = __VERSION__;
