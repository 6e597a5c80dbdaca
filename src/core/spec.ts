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

export interface NamedDoc {
  name: string;
  description: string;
  default?: string;
  /** For events: the TypeScript type of `detail`. */
  detail?: string;
  /** For methods: TypeScript parameters and result, e.g. `(index: number): void` (default `(): void`). */
  signature?: string;
}

export interface WidgetSpec {
  tag: `inlay-${string}`;
  summary: string;
  props: Record<string, PropSpec>;
  events: NamedDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
  slots?: NamedDoc[];
  /** Element methods; the component provides their implementation with useElementMethods. */
  methods?: NamedDoc[];
}
