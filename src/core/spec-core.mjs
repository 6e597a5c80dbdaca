// What the core renders and fires in every widget, declared once: the build (scripts/manifest.mjs
// loadSpec) merges these into each widget's spec, so custom-elements.json, the typings and the docs list
// them for every element. A widget that declares one itself (a more specific description) keeps its own.
// Plain data, no dependencies (Node imports it as is).

/** Parts rendered by the core: the configuration notice (src/core/widget.tsx) and the consent placeholder (src/core/consent/placeholder.tsx). */
export const CORE_PARTS = [
  { name: 'error', description: 'A configuration or run-time problem notice (role="alert").' },
  { name: 'consent', description: 'The consent placeholder shown before a third-party service may be contacted.' },
  { name: 'consent-button', description: 'Both consent buttons ("once" and "always").' },
  { name: 'consent-once', description: 'The "Allow once" button.' },
  { name: 'consent-always', description: 'The "Always allow" button.' },
  { name: 'consent-privacy', description: 'The privacy policy link in the consent placeholder.' },
];

/** Events fired by the core for every widget (a bad attribute, a render failure: src/core/report.ts). */
export const CORE_EVENTS = [
  { name: 'inlay-error', description: 'A problem for the site owner (e.g. `bad-attribute`); the message is also shown in the widget.', detail: 'InlayErrorDetail' },
];

/** `spec` with the core's parts and events added (the widget's own entries of the same name win). */
export function withCore(spec) {
  const merge = (own, core) => [...own, ...core.filter((c) => !own.some((o) => o.name === c.name))];
  return { ...spec, events: merge(spec.events ?? [], CORE_EVENTS), cssParts: merge(spec.cssParts ?? [], CORE_PARTS) };
}
