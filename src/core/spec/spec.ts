/**
 * The declarative description of one element: its props (attributes and properties), events, parts,
 * custom properties, slots and methods. defineWidget reads it to map attributes; the build reads it to
 * write custom-elements.json and the JSX typings, so the docs can't drift from the code.
 * Keep spec files free of imports with side effects: the build imports them in Node.
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'list';

export interface PropSpec {
  type: PropType;
  /** The value when the attribute is absent or removed, or when it fails to parse. */
  default?: unknown;
  /** The attribute name; defaults to the dashed prop name. `false` = property only. */
  attribute?: string | false;
  /** One line for the docs. */
  description: string;
  /** TypeScript type for the docs and typings, e.g. `'inline' | 'modal'`. */
  tsType?: string;
  /** For numbers: allowed range; a value outside is a config error (the default is used). */
  min?: number;
  max?: number;
  /** For strings: the allowed values; anything else is a config error. */
  values?: readonly string[];
  /** For numbers: also accept this keyword string as-is (e.g. per-view="auto"). */
  keywords?: readonly string[];
}

/** One documented name in the manifest: a part, event, CSS property, slot or method (the build's form, see withCore). */
export interface NamedDoc {
  name: string;
  description: string;
  default?: string;
  /** For events: the TypeScript type of `detail`. */
  detail?: string;
  /** For methods: TypeScript parameters and result, e.g. `(index: number): void` (default `(): void`). */
  signature?: string;
}

/**
 * A widget's spec file is plain data, written `export const spec = { … } as const satisfies WidgetSpec`
 * (`as const` keeps the literal types PropsOf reads). The standalone scripts keep only what the element
 * reads (tag, props, method names): rollup.config.mjs strips the documentation in one build step.
 * Parts, events, CSS properties, slots and methods are records, name → description (an event's key also
 * names its detail type, a CSS property's its default, like a declaration); the build turns them into the
 * manifest's lists (src/core/spec/spec-core.mjs).
 */
export interface WidgetSpec {
  tag: `inlay-${string}`;
  summary: string;
  props: Readonly<Record<string, PropSpec>>;
  /** Keyed like a declaration with the type of `detail`: `{ 'inlay-share: { service: string; url: string }': 'A share action…' }` (no type: no detail). */
  events: Readonly<Record<`inlay-${string}`, string>>;
  /** `{ list: 'The list of buttons.' }`. The widget's own parts; the core's (src/core/spec/spec-core.mjs) are added by the build. */
  cssParts: Readonly<Record<string, string>>;
  /** Keyed like a CSS declaration with its default: `{ '--inlay-share-gap: 8px': 'Space between buttons.' }`. */
  cssProperties: Readonly<Record<`--${string}`, string>>;
  /** `{ '': 'The default slot…' }`. */
  slots?: Readonly<Record<string, string>>;
  /** Element methods (`{ next: 'Go to the next slide.' }`, or `{ signature, description }`); the component provides them with useElementMethods. */
  methods?: Readonly<Record<string, string | { readonly signature: string; readonly description: string }>>;
}

/**
 * The value a component receives for one prop, from its declaration: `string` (or the union of its
 * `values`), `number` (or a `keywords` string), `boolean`, `string[]` for a list, and for `json` the type
 * of its `default` — a spec gives a precise type by asserting it there (`default: null as Facet[] | null`,
 * a phantom: no run-time cost); a bare `null` default means any JSON (`unknown`).
 */
export type ValueOf<P> = P extends { type: 'boolean' }
  ? boolean
  : P extends { type: 'list' }
    ? string[]
    : P extends { type: 'number'; keywords: readonly (infer K)[] }
      ? number | K
      : P extends { type: 'number' }
        ? number
        : P extends { type: 'string'; values: readonly (infer V)[] }
          ? V
          : P extends { type: 'string' }
            ? string
            : P extends { type: 'json'; default: infer D }
              ? [D] extends [null]
                ? unknown
                : D
              : unknown;

/** The props a widget's component receives (the resolved values of `spec.props`), e.g. `PropsOf<typeof spec>`. */
export type PropsOf<S extends { props: Readonly<Record<string, PropSpec>> }> = { -readonly [K in keyof S['props']]: ValueOf<S['props'][K]> };

/** Every prop at its default: what a component receives from an element with no attributes (unit tests render with it). */
export function defaultsOf<S extends WidgetSpec>(spec: S): PropsOf<S> {
  return Object.fromEntries(Object.entries(spec.props).map(([name, p]) => [name, p.default])) as PropsOf<S>;
}
