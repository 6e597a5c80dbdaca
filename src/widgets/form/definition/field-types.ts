/**
 * The types of a form definition: a field as a site owner writes it (FormField, public) and as the
 * parser returns it (Field). The parser is definition.ts.
 */
import type { Condition } from './conditions';

/** The field types, written once: the parser, its messages and the public types derive from this list. */
export const FIELD_TYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'password',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'checkbox-group',
  'hidden',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Other names a definition may use for a type. */
export const TYPE_ALIASES = { 'radio-group': 'radio', consent: 'checkbox', checkboxes: 'checkbox-group' } as const satisfies Record<string, FieldType>;

export type Value = string | boolean | string[] | File[];

export interface Option {
  value: string;
  label: string;
}

/** A field's bounds, the same as written and as parsed. */
export interface Limits {
  minLength?: number;
  maxLength?: number;
  /** Numbers for `number`, YYYY-MM-DD strings for `date`. */
  min?: number | string;
  max?: number | string;
  step?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * One field as a site owner writes it (the `fields` property or attribute, or the child JSON): the public
 * type (`inlay/widgets/form`, the generated typings). FIELD_KEYS below must list exactly these keys, so
 * the type and the parser cannot drift apart (a missing key fails to compile).
 */
export interface FormField extends Limits {
  name: string;
  type?: FieldType | keyof typeof TYPE_ALIASES;
  label?: string;
  required?: boolean;
  hint?: string;
  /** Same as `hint`. */
  description?: string;
  placeholder?: string;
  autocomplete?: string;
  options?: (string | { value: string; label?: string })[];
  pattern?: string;
  patternMessage?: string;
  rows?: number;
  value?: string | number | boolean | string[];
  /** Same as `value`. */
  default?: string | number | boolean | string[];
  messages?: Record<string, string>;
  draft?: boolean;
  /** File fields: MIME types and extensions, `"image/*,.pdf"` or a list. */
  accept?: string | string[];
  multiple?: boolean;
  /** Bytes, or a size like `"5MB"`. */
  maxSize?: number | string;
  maxFiles?: number;
  showIf?: Condition;
}

export const FIELD_KEYS = [
  'name',
  'type',
  'label',
  'required',
  'hint',
  'description',
  'placeholder',
  'autocomplete',
  'options',
  'minLength',
  'maxLength',
  'min',
  'max',
  'step',
  'minItems',
  'maxItems',
  'pattern',
  'patternMessage',
  'rows',
  'value',
  'default',
  'messages',
  'draft',
  'accept',
  'multiple',
  'maxSize',
  'maxFiles',
  'showIf',
] as const satisfies readonly (keyof FormField)[];
type Unlisted = Exclude<keyof FormField, (typeof FIELD_KEYS)[number]>;
/** Compiles only while every key of FormField is in FIELD_KEYS. */
const _fieldKeysComplete: [Unlisted] extends [never] ? true : Unlisted = true;

export interface Field extends Limits {
  name: string;
  /** The formik/yup key (`k0`, `k1`…): names may contain dots or brackets that formik would read as paths. */
  key: string;
  type: FieldType;
  label: string;
  /** DOM id inside the shadow root. */
  id: string;
  required: boolean;
  hint?: string;
  placeholder?: string;
  autocomplete?: string;
  options: Option[];
  pattern?: RegExp;
  patternMessage?: string;
  rows?: number;
  value: Value;
  messages: Record<string, string>;
  /** Kept in the local draft (never for passwords and hidden fields; files only by name). */
  saveDraft: boolean;
  /** File fields (./files.ts). */
  accept?: string[];
  multiple?: boolean;
  maxSize?: number;
  maxFiles?: number;
  /** Shown only when this holds (./conditions.ts). */
  showIf?: Condition;
  /** The step the field is on (0 without steps; ./steps.ts). */
  page: number;
}
