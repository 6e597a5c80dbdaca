import type { NamedDoc, WidgetSpec } from './spec';
export declare const CORE_PARTS: Record<string, string>;
export declare const CORE_EVENTS: Record<string, string>;
export declare function named(record?: Record<string, string | Record<string, string>>): NamedDoc[];
/** The spec as the build reads it: every documentation record as a list of NamedDoc. */
export type SpecDocs = Omit<WidgetSpec, 'events' | 'cssParts' | 'cssProperties' | 'slots' | 'methods'> & {
  events: NamedDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
  slots: NamedDoc[];
  methods: NamedDoc[];
};
export declare function withCore(spec: WidgetSpec): SpecDocs;
