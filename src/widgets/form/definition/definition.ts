import { linkConditions, readCondition } from './conditions';
import { readFileRules } from './files';
import { readSteps } from './steps';
// Last: the bundle then keeps the old order of its constants (earlier, form's script grew 80 bytes gzip).
import { FIELD_KEYS, FIELD_TYPES, TYPE_ALIASES, type Field, type FieldType, type Option, type Value } from './field-types';

/**
 * The field definition: JSON from the `fields` attribute or property, a child <script
 * type="application/json"> or <template>, or the element's own text,
 * checked thoroughly so a site owner's mistake becomes one clear message naming the field and the
 * problem (never a throw, never a half-working form).
 */
const TYPES: Record<string, FieldType> = { ...TYPE_ALIASES };
for (const type of FIELD_TYPES) TYPES[type] = type;

/** Known keys, matched case-insensitively. Unknown keys are an error: a typo must not silently drop a rule. */
const KEYS: Record<string, string> = {};
for (const key of FIELD_KEYS) KEYS[key.toLowerCase()] = key;
KEYS.description = 'hint';
KEYS.default = 'value';

const CHOICE = new Set<FieldType>(['select', 'radio', 'checkbox-group']);
const TEXT = new Set<FieldType>(['text', 'email', 'url', 'tel', 'password', 'textarea', 'hidden']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Sensible autofill tokens for common names when the definition gives none. */
const AUTOFILL: [RegExp, string][] = [
  [/^(full_?)?name$/i, 'name'],
  [/^(first_?name|given_?name)$/i, 'given-name'],
  [/^(last_?name|family_?name|surname)$/i, 'family-name'],
  [/^(company|organi[sz]ation)$/i, 'organization'],
  [/^(phone|mobile)$/i, 'tel'],
];

export interface Definition {
  fields: Field[];
  /** Step titles (empty: one page). */
  steps: string[];
  error?: string;
}

class Bad extends Error {}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const quote = (s: unknown) => JSON.stringify(s);

/** Parses a definition from JSON text or a value; returns the fields or one clear error message. */
export function parseDefinition(source: unknown): Definition {
  try {
    if (typeof source === 'string') {
      try {
        source = JSON.parse(source);
      } catch (error) {
        // A CMS's typographic quotes (WordPress's wptexturize: “ ” ″) in place of JSON's: straightened
        // only when the text then parses (a curly quote inside a valid string is left alone).
        try {
          source = JSON.parse((source as string).replace(/[“”″]/g, '"'));
        } catch {
          throw new Bad(`the field definition is not valid JSON (${(error as Error).message}).`);
        }
      }
    }
    const paged =
      isObj(source) && source.steps !== undefined
        ? readSteps(source, (message) => {
            throw new Bad(message);
          })
        : null;
    const list = paged ? paged.list : isObj(source) ? source.fields : source;
    if (!Array.isArray(list)) throw new Bad('the field definition must be an array of fields, an object with a "fields" array or one with "steps".');
    if (!list.length) throw new Bad('the field definition has no fields.');
    const seen = new Map<string, number>();
    const fields = list.map((raw, index) => {
      const field = readField(raw, index, paged?.where[index]);
      field.page = paged?.stepOf[index] ?? 0;
      const first = seen.get(field.name);
      if (first !== undefined) throw new Bad(`fields[${index}] ${quote(field.name)}: duplicate name (also used by fields[${first}]).`);
      seen.set(field.name, index);
      return field;
    });
    const linked = linkConditions(fields);
    if (linked) throw new Bad(linked);
    return { fields, steps: paged?.titles ?? [] };
  } catch (error) {
    if (error instanceof Bad) return { fields: [], steps: [], error: error.message };
    return { fields: [], steps: [], error: `the field definition could not be read (${String(error)}).` };
  }
}

function readField(raw: unknown, index: number, at?: string): Field {
  let where = at ?? `fields[${index}]`;
  const fail = (msg: string): never => {
    throw new Bad(`${where}: ${msg}`);
  };
  if (!isObj(raw)) fail('must be an object like {"name": "email", "type": "email", "label": "Email"}.');
  const props: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [rawKey, rawValue] of Object.entries(raw as object)) {
    const key = KEYS[rawKey.toLowerCase()];
    if (key) props[key] = rawValue;
    else unknown.push(rawKey);
  }
  if (typeof props.name !== 'string' || !props.name.trim()) fail('is missing a "name" (the key the value is sent under).');
  const name = (props.name as string).trim();
  where += ` ${quote(name)}`;
  if (unknown.length) fail(`unknown property ${quote(unknown[0])}.`);
  const typeName = props.type === undefined ? 'text' : props.type;
  const type = typeof typeName === 'string' ? TYPES[typeName.toLowerCase()] : undefined;
  if (!type) fail(`unknown type ${quote(typeName)} (use one of: ${FIELD_TYPES.join(', ')}).`);
  const fieldType = type!;
  const str = (key: string): string | undefined => {
    const value = props[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') fail(`"${key}" must be a string.`);
    return String(value);
  };
  const int = (key: string, ok = true): number | undefined => {
    const value = props[key];
    if (value === undefined || value === null) return undefined;
    if (!ok) fail(`"${key}" does not apply to a ${fieldType} field.`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail(`"${key}" must be a whole number ≥ 0 (got ${quote(value)}).`);
    return value as number;
  };
  const bool = (key: string, dflt: boolean): boolean => {
    const value = props[key];
    if (value === undefined) return dflt;
    if (typeof value !== 'boolean') fail(`"${key}" must be true or false (got ${quote(value)}).`);
    return value as boolean;
  };

  const label = str('label') ?? name.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  const textual = TEXT.has(fieldType);

  let options: Option[] = [];
  if (CHOICE.has(fieldType)) {
    if (!Array.isArray(props.options) || !props.options.length) fail(`a ${fieldType} field needs a non-empty "options" array.`);
    const values = new Set<string>();
    options = (props.options as unknown[]).map((opt, index) => {
      const op =
        typeof opt === 'string' || typeof opt === 'number'
          ? { value: String(opt), label: String(opt) }
          : isObj(opt) && (typeof opt.value === 'string' || typeof opt.value === 'number')
            ? { value: String(opt.value), label: typeof opt.label === 'string' ? opt.label : String(opt.value) }
            : fail(`options[${index}] must be a string or {"value": …, "label": …}.`);
      if (values.has(op.value)) fail(`options[${index}]: duplicate value ${quote(op.value)}.`);
      values.add(op.value);
      return op;
    });
  } else if (props.options !== undefined) fail(`"options" does not apply to a ${fieldType} field.`);

  const minLength = int('minLength', textual);
  const maxLength = int('maxLength', textual);
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) fail(`minLength (${minLength}) is greater than maxLength (${maxLength}).`);
  const minItems = int('minItems', fieldType === 'checkbox-group');
  const maxItems = int('maxItems', fieldType === 'checkbox-group');
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) fail(`minItems (${minItems}) is greater than maxItems (${maxItems}).`);
  if (maxItems !== undefined && maxItems > options.length) fail(`maxItems (${maxItems}) is more than the ${options.length} options.`);

  let min: number | string | undefined;
  let max: number | string | undefined;
  for (const key of ['min', 'max'] as const) {
    const bound = props[key];
    if (bound === undefined || bound === null) continue;
    if (fieldType === 'number') {
      if (typeof bound !== 'number' || !Number.isFinite(bound)) fail(`"${key}" must be a number (got ${quote(bound)}).`);
    } else if (fieldType === 'date') {
      if (typeof bound !== 'string' || !DATE.test(bound) || Number.isNaN(Date.parse(bound)))
        fail(`"${key}" must be a date like "2025-01-31" (got ${quote(bound)}).`);
    } else fail(`"${key}" applies to number and date fields only; use minLength/maxLength for text.`);
    if (key === 'min') min = bound as number | string;
    else max = bound as number | string;
  }
  if (min !== undefined && max !== undefined && min > max) fail(`min (${min}) is greater than max (${max}).`);
  let step: number | undefined;
  if (props.step !== undefined) {
    if (fieldType !== 'number') fail('"step" applies to number fields only.');
    if (typeof props.step !== 'number' || !(props.step > 0)) fail(`"step" must be a number > 0 (got ${quote(props.step)}).`);
    step = props.step as number;
  }

  let pattern: RegExp | undefined;
  const src = str('pattern');
  if (src !== undefined) {
    if (!textual || fieldType === 'hidden') fail('"pattern" applies to text-like fields only.');
    try {
      // Like HTML's pattern attribute: the whole value must match.
      pattern = new RegExp(`^(?:${src})$`, 'u');
    } catch (error) {
      fail(`"pattern" is not a valid regular expression (${(error as Error).message}).`);
    }
  }

  let messages: Record<string, string> = {};
  if (props.messages !== undefined) {
    if (!isObj(props.messages) || Object.values(props.messages).some((m) => typeof m !== 'string'))
      fail('"messages" must be an object of strings, e.g. {"required": "Tell us your email"}.');
    messages = props.messages as Record<string, string>;
  }

  const files = readFileRules(props, fieldType === 'file', fail);
  const showIf = props.showIf === undefined ? undefined : readCondition(props.showIf, fail);
  let value: Value = fieldType === 'checkbox' ? false : fieldType === 'checkbox-group' || fieldType === 'file' ? [] : '';
  if (props.value !== undefined && props.value !== null) {
    const given = props.value;
    if (fieldType === 'checkbox') {
      if (typeof given !== 'boolean') fail(`"value" of a checkbox must be true or false (got ${quote(given)}).`);
      value = given as boolean;
    } else if (fieldType === 'checkbox-group') {
      if (!Array.isArray(given) || given.some((x) => !options.some((op) => op.value === String(x))))
        fail(`"value" must be an array of option values (got ${quote(given)}).`);
      value = (given as unknown[]).map(String);
    } else {
      if (typeof given !== 'string' && typeof given !== 'number') fail(`"value" must be a string (got ${quote(given)}).`);
      value = String(given);
      if (CHOICE.has(fieldType) && value && !options.some((op) => op.value === value)) fail(`"value" ${quote(value)} is not one of the options.`);
    }
  }

  const autocomplete = str('autocomplete') ?? (['email', 'url', 'tel'].includes(fieldType) ? fieldType : AUTOFILL.find(([re]) => re.test(name))?.[1]);
  const rows = int('rows', fieldType === 'textarea');
  return {
    name,
    key: `k${index}`,
    type: fieldType,
    label,
    id: `f${index}-${name.replace(/[^\w-]/g, '_')}`,
    // A group with a minimum can't be left empty: it is required (marker, note), whatever "required" says.
    required: bool('required', false) || (minItems ?? 0) > 0,
    hint: str('hint'),
    placeholder: str('placeholder'),
    autocomplete,
    options,
    minLength,
    maxLength,
    min,
    max,
    step,
    minItems,
    maxItems,
    pattern,
    patternMessage: str('patternMessage'),
    rows,
    value,
    messages,
    ...files,
    showIf,
    page: 0,
    saveDraft: bool('draft', true) && fieldType !== 'password' && fieldType !== 'hidden',
  };
}

export function initialValues(fields: Field[]): Record<string, Value> {
  return Object.fromEntries(fields.map((f) => [f.key, Array.isArray(f.value) ? ([...f.value] as Value) : f.value]));
}

/** The values as sent: numbers as numbers, empty numbers as null, everything else as typed. */
export function payloadOf(fields: Field[], values: Record<string, Value>, shown?: Record<string, boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if ((shown && !shown[field.key]) || field.type === 'file') continue; // hidden by its condition: not sent; files: filesOf
    out[field.name] = field.type === 'number' ? (value === '' || value === undefined ? null : Number(value)) : value;
  }
  return out;
}

/** The chosen files by field name (visible file fields with at least one file). */
export function filesOf(fields: Field[], values: Record<string, Value>, shown?: Record<string, boolean>): Record<string, File[]> {
  const out: Record<string, File[]> = {};
  for (const field of fields) {
    const chosen = values[field.key] as File[];
    if (field.type === 'file' && (!shown || shown[field.key]) && chosen.length) out[field.name] = chosen;
  }
  return out;
}
