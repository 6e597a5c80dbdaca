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
const q = (s: unknown) => JSON.stringify(s);

/** Checks the shape of a condition (names are checked by `linkConditions` once every field is read). */
export function readCondition(c: unknown, fail: (msg: string) => never, at = 'showIf'): Condition {
  if (!isObj(c)) return fail(`"${at}" must be an object like {"field": "topic", "equals": "Support"}.`);
  const keys = Object.keys(c);
  if ('all' in c || 'any' in c) {
    const k = 'all' in c ? 'all' : 'any';
    const list = c[k];
    if (keys.length !== 1 || !Array.isArray(list) || !list.length) fail(`"${at}.${k}" must be the only key and a non-empty array of conditions.`);
    return { [k]: (list as unknown[]).map((x, i) => readCondition(x, fail, `${at}.${k}[${i}]`)) } as Condition;
  }
  if (typeof c.field !== 'string' || !c.field) fail(`"${at}" needs a "field" (the name of the field it depends on).`);
  const tests = keys.filter((k) => k !== 'field');
  if (tests.length !== 1 || !['equals', 'in', 'notEmpty'].includes(tests[0]!))
    fail(`"${at}" needs exactly one of "equals", "in" or "notEmpty" (got ${q(tests)}).`);
  if ('in' in c && (!Array.isArray(c.in) || !c.in.length)) fail(`"${at}.in" must be a non-empty array of values.`);
  if ('notEmpty' in c && typeof c.notEmpty !== 'boolean') fail(`"${at}.notEmpty" must be true or false.`);
  if ('equals' in c && !['string', 'number', 'boolean'].includes(typeof c.equals)) fail(`"${at}.equals" must be a string, number or true/false.`);
  return c as Condition;
}

/** Resolves the names in every condition to formik keys; returns an error message or undefined. */
export function linkConditions(fields: Field[]): string | undefined {
  const byName = new Map(fields.map((f, i) => [f.name, [f, i] as const]));
  for (const [i, f] of fields.entries()) {
    if (!f.showIf) continue;
    const walk = (c: Condition): string | undefined => {
      if ('all' in c || 'any' in c) {
        for (const x of 'all' in c ? c.all : c.any) {
          const e = walk(x);
          if (e) return e;
        }
        return;
      }
      const target = byName.get(c.field);
      if (!target) return `"showIf" names the field ${q(c.field)}, which the form does not have.`;
      if (target[0] === f) return '"showIf" cannot depend on the field itself.';
      c.key = target[0].key;
    };
    const e = walk(f.showIf);
    if (e) return `fields[${i}] ${q(f.name)}: ${e}`;
  }
}

const empty = (v: unknown) => v === undefined || v === '' || v === false || (Array.isArray(v) && !v.length);
const same = (v: unknown, x: unknown) => (Array.isArray(v) ? v.map(String).includes(String(x)) : String(v ?? '') === String(x));

function holds(c: Condition, values: Record<string, Value>, shown: Record<string, boolean>): boolean {
  if ('all' in c) return c.all.every((x) => holds(x, values, shown));
  if ('any' in c) return c.any.some((x) => holds(x, values, shown));
  const v = shown[c.key!] === false ? undefined : values[c.key!];
  if (c.notEmpty !== undefined) return empty(v) !== c.notEmpty;
  if (c.in) return c.in.some((x) => same(v, x));
  return typeof c.equals === 'boolean' ? v === c.equals : same(v, c.equals);
}

/**
 * key → shown, for the given values. Repeated until stable, so a condition on a field further down
 * (or a chain) settles; a cycle can't loop forever (at most one pass per field).
 */
export function visibility(fields: Field[], values: Record<string, Value>): Record<string, boolean> {
  const shown: Record<string, boolean> = {};
  for (const f of fields) shown[f.key] = true;
  for (let pass = 0, changed = true; changed && pass <= fields.length; pass++) {
    changed = false;
    for (const f of fields) {
      if (!f.showIf) continue;
      const s = holds(f.showIf, values, shown);
      if (s !== shown[f.key]) {
        shown[f.key] = s;
        changed = true;
      }
    }
  }
  return shown;
}

export const hasConditions = (fields: Field[]) => fields.some((f) => f.showIf);
