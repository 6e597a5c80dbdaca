// The naming rules, written once: the element core (src/core/element/define, src/bindings/react) and the build
// (rollup.config.mjs, scripts/build.mjs, scripts/manifest.mjs) import this file. No dependencies: Node
// imports it as is, and the scripts bundle it.

/** `maxSubResults` → `max-sub-results` (a prop's attribute, an event's dashed name). */
export const dashed = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `fit-text` → `fitText`. */
export const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** `inlay-fit-text` → `InlayFitText`. */
export const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/** The attribute a prop is read from: `attribute` if the spec names one, none if it is `false`, else the dashed prop name. */
export const attributeName = (prop, spec) => (spec.attribute === false ? null : (spec.attribute ?? dashed(prop)));
