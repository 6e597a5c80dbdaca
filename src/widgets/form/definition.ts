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
for (const t of FIELD_TYPES) TYPES[t] = t;

/** Known keys, matched case-insensitively. Unknown keys are an error: a typo must not silently drop a rule. */
const KEYS: Record<string, string> = {};
for (const k of FIELD_KEYS) KEYS[k.toLowerCase()] = k;
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
const q = (s: unknown) => JSON.stringify(s);

/** Parses a definition from JSON text or a value; returns the fields or one clear error message. */
export function parseDefinition(source: unknown): Definition {
  try {
    if (typeof source === 'string') {
      try {
        source = JSON.parse(source);
      } catch (e) {
        // A CMS's typographic quotes (WordPress's wptexturize: “ ” ″) in place of JSON's: straightened
        // only when the text then parses (a curly quote inside a valid string is left alone).
        try {
          source = JSON.parse((source as string).replace(/[“”″]/g, '"'));
        } catch {
          throw new Bad(`the field definition is not valid JSON (${(e as Error).message}).`);
        }
      }
    }
    const paged =
      isObj(source) && source.steps !== undefined
        ? readSteps(source, (m) => {
            throw new Bad(m);
          })
        : null;
    const list = paged ? paged.list : isObj(source) ? source.fields : source;
    if (!Array.isArray(list)) throw new Bad('the field definition must be an array of fields, an object with a "fields" array or one with "steps".');
    if (!list.length) throw new Bad('the field definition has no fields.');
    const seen = new Map<string, number>();
    const fields = list.map((raw, i) => {
      const f = readField(raw, i, paged?.where[i]);
      f.page = paged?.stepOf[i] ?? 0;
      const first = seen.get(f.name);
      if (first !== undefined) throw new Bad(`fields[${i}] ${q(f.name)}: duplicate name (also used by fields[${first}]).`);
      seen.set(f.name, i);
      return f;
    });
    const linked = linkConditions(fields);
    if (linked) throw new Bad(linked);
    return { fields, steps: paged?.titles ?? [] };
  } catch (e) {
    if (e instanceof Bad) return { fields: [], steps: [], error: e.message };
    return { fields: [], steps: [], error: `the field definition could not be read (${String(e)}).` };
  }
}

function readField(raw: unknown, i: number, at?: string): Field {
  let where = at ?? `fields[${i}]`;
  const fail = (msg: string): never => {
    throw new Bad(`${where}: ${msg}`);
  };
  if (!isObj(raw)) fail('must be an object like {"name": "email", "type": "email", "label": "Email"}.');
  const o: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [k, v] of Object.entries(raw as object)) {
    const key = KEYS[k.toLowerCase()];
    if (key) o[key] = v;
    else unknown.push(k);
  }
  if (typeof o.name !== 'string' || !o.name.trim()) fail('is missing a "name" (the key the value is sent under).');
  const name = (o.name as string).trim();
  where += ` ${q(name)}`;
  if (unknown.length) fail(`unknown property ${q(unknown[0])}.`);
  const typeName = o.type === undefined ? 'text' : o.type;
  const type = typeof typeName === 'string' ? TYPES[typeName.toLowerCase()] : undefined;
  if (!type) fail(`unknown type ${q(typeName)} (use one of: ${FIELD_TYPES.join(', ')}).`);
  const t = type!;
  const str = (key: string): string | undefined => {
    const v = o[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') fail(`"${key}" must be a string.`);
    return String(v);
  };
  const int = (key: string, ok = true): number | undefined => {
    const v = o[key];
    if (v === undefined || v === null) return undefined;
    if (!ok) fail(`"${key}" does not apply to a ${t} field.`);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) fail(`"${key}" must be a whole number ≥ 0 (got ${q(v)}).`);
    return v as number;
  };
  const bool = (key: string, dflt: boolean): boolean => {
    const v = o[key];
    if (v === undefined) return dflt;
    if (typeof v !== 'boolean') fail(`"${key}" must be true or false (got ${q(v)}).`);
    return v as boolean;
  };

  const label = str('label') ?? name.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  const textual = TEXT.has(t);

  let options: Option[] = [];
  if (CHOICE.has(t)) {
    if (!Array.isArray(o.options) || !o.options.length) fail(`a ${t} field needs a non-empty "options" array.`);
    const values = new Set<string>();
    options = (o.options as unknown[]).map((opt, j) => {
      const op =
        typeof opt === 'string' || typeof opt === 'number'
          ? { value: String(opt), label: String(opt) }
          : isObj(opt) && (typeof opt.value === 'string' || typeof opt.value === 'number')
            ? { value: String(opt.value), label: typeof opt.label === 'string' ? opt.label : String(opt.value) }
            : fail(`options[${j}] must be a string or {"value": …, "label": …}.`);
      if (values.has(op.value)) fail(`options[${j}]: duplicate value ${q(op.value)}.`);
      values.add(op.value);
      return op;
    });
  } else if (o.options !== undefined) fail(`"options" does not apply to a ${t} field.`);

  const minLength = int('minLength', textual);
  const maxLength = int('maxLength', textual);
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) fail(`minLength (${minLength}) is greater than maxLength (${maxLength}).`);
  const minItems = int('minItems', t === 'checkbox-group');
  const maxItems = int('maxItems', t === 'checkbox-group');
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) fail(`minItems (${minItems}) is greater than maxItems (${maxItems}).`);
  if (maxItems !== undefined && maxItems > options.length) fail(`maxItems (${maxItems}) is more than the ${options.length} options.`);

  let min: number | string | undefined;
  let max: number | string | undefined;
  for (const key of ['min', 'max'] as const) {
    const v = o[key];
    if (v === undefined || v === null) continue;
    if (t === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) fail(`"${key}" must be a number (got ${q(v)}).`);
    } else if (t === 'date') {
      if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v))) fail(`"${key}" must be a date like "2025-01-31" (got ${q(v)}).`);
    } else fail(`"${key}" applies to number and date fields only; use minLength/maxLength for text.`);
    if (key === 'min') min = v as number | string;
    else max = v as number | string;
  }
  if (min !== undefined && max !== undefined && min > max) fail(`min (${min}) is greater than max (${max}).`);
  let step: number | undefined;
  if (o.step !== undefined) {
    if (t !== 'number') fail('"step" applies to number fields only.');
    if (typeof o.step !== 'number' || !(o.step > 0)) fail(`"step" must be a number > 0 (got ${q(o.step)}).`);
    step = o.step as number;
  }

  let pattern: RegExp | undefined;
  const src = str('pattern');
  if (src !== undefined) {
    if (!textual || t === 'hidden') fail('"pattern" applies to text-like fields only.');
    try {
      // Like HTML's pattern attribute: the whole value must match.
      pattern = new RegExp(`^(?:${src})$`, 'u');
    } catch (e) {
      fail(`"pattern" is not a valid regular expression (${(e as Error).message}).`);
    }
  }

  let messages: Record<string, string> = {};
  if (o.messages !== undefined) {
    if (!isObj(o.messages) || Object.values(o.messages).some((m) => typeof m !== 'string'))
      fail('"messages" must be an object of strings, e.g. {"required": "Tell us your email"}.');
    messages = o.messages as Record<string, string>;
  }

  const files = readFileRules(o, t === 'file', fail);
  const showIf = o.showIf === undefined ? undefined : readCondition(o.showIf, fail);
  let value: Value = t === 'checkbox' ? false : t === 'checkbox-group' || t === 'file' ? [] : '';
  if (o.value !== undefined && o.value !== null) {
    const v = o.value;
    if (t === 'checkbox') {
      if (typeof v !== 'boolean') fail(`"value" of a checkbox must be true or false (got ${q(v)}).`);
      value = v as boolean;
    } else if (t === 'checkbox-group') {
      if (!Array.isArray(v) || v.some((x) => !options.some((op) => op.value === String(x)))) fail(`"value" must be an array of option values (got ${q(v)}).`);
      value = (v as unknown[]).map(String);
    } else {
      if (typeof v !== 'string' && typeof v !== 'number') fail(`"value" must be a string (got ${q(v)}).`);
      value = String(v);
      if (CHOICE.has(t) && value && !options.some((op) => op.value === value)) fail(`"value" ${q(value)} is not one of the options.`);
    }
  }

  const autocomplete = str('autocomplete') ?? (['email', 'url', 'tel'].includes(t) ? t : AUTOFILL.find(([re]) => re.test(name))?.[1]);
  const rows = int('rows', t === 'textarea');
  return {
    name,
    key: `k${i}`,
    type: t,
    label,
    id: `f${i}-${name.replace(/[^\w-]/g, '_')}`,
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
    saveDraft: bool('draft', true) && t !== 'password' && t !== 'hidden',
  };
}

export function initialValues(fields: Field[]): Record<string, Value> {
  return Object.fromEntries(fields.map((f) => [f.key, Array.isArray(f.value) ? ([...f.value] as Value) : f.value]));
}

/** The values as sent: numbers as numbers, empty numbers as null, everything else as typed. */
export function payloadOf(fields: Field[], values: Record<string, Value>, shown?: Record<string, boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if ((shown && !shown[f.key]) || f.type === 'file') continue; // hidden by its condition: not sent; files: filesOf
    out[f.name] = f.type === 'number' ? (v === '' || v === undefined ? null : Number(v)) : v;
  }
  return out;
}

/** The chosen files by field name (visible file fields with at least one file). */
export function filesOf(fields: Field[], values: Record<string, Value>, shown?: Record<string, boolean>): Record<string, File[]> {
  const out: Record<string, File[]> = {};
  for (const f of fields) {
    const v = values[f.key] as File[];
    if (f.type === 'file' && (!shown || shown[f.key]) && v.length) out[f.name] = v;
  }
  return out;
}
