import type { NamedDoc, WidgetSpec } from './spec';
export declare const CORE_PARTS: NamedDoc[];
export declare const CORE_EVENTS: NamedDoc[];
export declare function withCore<S extends WidgetSpec>(spec: S): S;
