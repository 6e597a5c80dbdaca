import type { Field, Value } from './field-types';

/**
 * Conditional fields: `"showIf": { "field": "topic", "equals": "support" }`, also `"in": [...]`,
 * `"notEmpty": true`, and `{ "all": [...] }` / `{ "any": [...] }` of several. A hidden field is not
 * rendered (so not announced), not validated and not sent. A field whose condition names a hidden
 * field sees that field as empty, so chains follow.
 */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { field: string; key?: string; equals?: string | boolean | number; in?: (string | number)[]; notEmpty?: boolean };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const quote = (s: unknown) => JSON.stringify(s);

/** Checks the shape of a condition (names are checked by `linkConditions` once every field is read). */
export function readCondition(condition: unknown, fail: (msg: string) => never, at = 'showIf'): Condition {
  if (!isObj(condition)) return fail(`"${at}" must be an object like {"field": "topic", "equals": "Support"}.`);
  const keys = Object.keys(condition);
  if ('all' in condition || 'any' in condition) {
    const combinator = 'all' in condition ? 'all' : 'any';
    const list = condition[combinator];
    if (keys.length !== 1 || !Array.isArray(list) || !list.length) fail(`"${at}.${combinator}" must be the only key and a non-empty array of conditions.`);
    return { [combinator]: (list as unknown[]).map((x, i) => readCondition(x, fail, `${at}.${combinator}[${i}]`)) } as Condition;
  }
  if (typeof condition.field !== 'string' || !condition.field) fail(`"${at}" needs a "field" (the name of the field it depends on).`);
  const tests = keys.filter((k) => k !== 'field');
  if (tests.length !== 1 || !['equals', 'in', 'notEmpty'].includes(tests[0]!))
    fail(`"${at}" needs exactly one of "equals", "in" or "notEmpty" (got ${quote(tests)}).`);
  if ('in' in condition && (!Array.isArray(condition.in) || !condition.in.length)) fail(`"${at}.in" must be a non-empty array of values.`);
  if ('notEmpty' in condition && typeof condition.notEmpty !== 'boolean') fail(`"${at}.notEmpty" must be true or false.`);
  if ('equals' in condition && !['string', 'number', 'boolean'].includes(typeof condition.equals))
    fail(`"${at}.equals" must be a string, number or true/false.`);
  return condition as Condition;
}

/** Resolves the names in every condition to formik keys; returns an error message or undefined. */
export function linkConditions(fields: Field[]): string | undefined {
  const byName = new Map(fields.map((f, i) => [f.name, [f, i] as const]));
  for (const [index, field] of fields.entries()) {
    if (!field.showIf) continue;
    const walk = (condition: Condition): string | undefined => {
      if ('all' in condition || 'any' in condition) {
        for (const part of 'all' in condition ? condition.all : condition.any) {
          const error = walk(part);
          if (error) return error;
        }
        return;
      }
      const target = byName.get(condition.field);
      if (!target) return `"showIf" names the field ${quote(condition.field)}, which the form does not have.`;
      if (target[0] === field) return '"showIf" cannot depend on the field itself.';
      condition.key = target[0].key;
    };
    const error = walk(field.showIf);
    if (error) return `fields[${index}] ${quote(field.name)}: ${error}`;
  }
}

const empty = (v: unknown) => v === undefined || v === '' || v === false || (Array.isArray(v) && !v.length);
const same = (v: unknown, x: unknown) => (Array.isArray(v) ? v.map(String).includes(String(x)) : String(v ?? '') === String(x));

function holds(condition: Condition, values: Record<string, Value>, shown: Record<string, boolean>): boolean {
  if ('all' in condition) return condition.all.every((x) => holds(x, values, shown));
  if ('any' in condition) return condition.any.some((x) => holds(x, values, shown));
  const value = shown[condition.key!] === false ? undefined : values[condition.key!];
  if (condition.notEmpty !== undefined) return empty(value) !== condition.notEmpty;
  if (condition.in) return condition.in.some((x) => same(value, x));
  return typeof condition.equals === 'boolean' ? value === condition.equals : same(value, condition.equals);
}

/**
 * key → shown, for the given values. Repeated until stable, so a condition on a field further down
 * (or a chain) settles; a cycle can't loop forever (at most one pass per field).
 */
export function visibility(fields: Field[], values: Record<string, Value>): Record<string, boolean> {
  const shown: Record<string, boolean> = {};
  for (const field of fields) shown[field.key] = true;
  for (let pass = 0, changed = true; changed && pass <= fields.length; pass++) {
    changed = false;
    for (const field of fields) {
      if (!field.showIf) continue;
      const isShown = holds(field.showIf, values, shown);
      if (isShown !== shown[field.key]) {
        shown[field.key] = isShown;
        changed = true;
      }
    }
  }
  return shown;
}

export const hasConditions = (fields: Field[]) => fields.some((f) => f.showIf);
