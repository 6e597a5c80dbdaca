// What the core renders and fires in every widget, declared once, and the one reading of a spec's
// documentation records: the build (scripts/manifest.mjs loadSpec) turns each widget's parts, events, CSS
// properties, slots and methods into the manifest's lists and merges these in, so custom-elements.json, the
// typings and the docs list them for every element. A widget that declares one itself (a more specific
// description) keeps its own. Plain data, no dependencies (Node imports it as is).

/** Parts rendered by the core: the configuration notice (src/core/element/widget.tsx) and the consent placeholder (src/core/consent/placeholder.tsx). */
export const CORE_PARTS = {
  error:
    'A problem notice (role="alert"): a configuration problem only where the owner is looking (localhost, `?inlay-debug`, a `debug` attribute), a run-time one for everyone.',
  consent: 'The consent placeholder shown before a third-party service may be contacted.',
  'consent-button': 'Both consent buttons ("once" and "always").',
  'consent-once': 'The "Allow once" button.',
  'consent-always': 'The "Always allow" button.',
  'consent-privacy': 'The privacy policy link in the consent placeholder.',
};

/** Events fired by the core for every widget (a bad attribute, a render failure: src/core/host/report.ts). */
export const CORE_EVENTS = {
  'inlay-error: InlayErrorDetail':
    'A problem for the site owner (e.g. `bad-attribute`), also logged in the console; shown in the widget where the owner is looking (docs/usage.md).',
};

/** `{ name: text }` or `{ name: { …fields, description } }` → `[{ name, description, …fields }]`, in order. */
export const named = (record = {}) => Object.entries(record).map(([name, v]) => (typeof v === 'string' ? { name, description: v } : { name, ...v }));

/**
 * Events and CSS properties are keyed like a declaration, `name: value` — an event with the type of its
 * `detail` (`'inlay-fit: { fontSize: number }'`), a CSS property with its default (`'--x-gap: 8px'`):
 * `{ name, description, [field]: value }` (no value: no field).
 */
const declared = (record, field) =>
  named(record).map(({ name: key, description }) => {
    const at = key.indexOf(': ');
    return at < 0 ? { name: key, description } : { name: key.slice(0, at), description, [field]: key.slice(at + 2) };
  });

/** `spec` with its documentation records as the manifest's lists and the core's parts and events added (the widget's own entries of the same name win). */
export function withCore(spec) {
  const merge = (own, core) => [...own, ...core.filter((c) => !own.some((o) => o.name === c.name))];
  return {
    ...spec,
    events: merge(declared(spec.events, 'detail'), declared(CORE_EVENTS, 'detail')),
    cssParts: merge(named(spec.cssParts), named(CORE_PARTS)),
    cssProperties: declared(spec.cssProperties, 'default'),
    slots: named(spec.slots),
    methods: named(spec.methods),
  };
}
