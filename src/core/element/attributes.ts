// Attribute text and property values → prop values, as the spec declares them: HTML semantics for
// booleans, ranges and allowed values checked, never a throw (a failure is a message; the element keeps
// the default and reports it).
import { quote } from '../host/report';
import type { PropSpec } from '../spec/spec';

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** Attribute text → prop value, with HTML semantics for booleans and no throws; no attribute (null) → the default. */
export function parseAttribute(raw: string | null, spec: PropSpec, attr: string): Parsed {
  if (raw === null) return { ok: true, value: spec.default };
  switch (spec.type) {
    case 'string':
      if (spec.values && !spec.values.includes(raw)) {
        return { ok: false, message: `${attr}=${quote(raw)} is not one of ${spec.values.map((v) => `"${v}"`).join(', ')}.` };
      }
      return { ok: true, value: raw };
    case 'boolean':
      // Presence means true (<inlay-slider loop>); only an explicit "false" turns it off.
      return { ok: true, value: raw.trim().toLowerCase() !== 'false' };
    case 'number': {
      const text = raw.trim();
      if (spec.keywords?.includes(text)) return { ok: true, value: text };
      if (text === '' && spec.default !== undefined) return { ok: true, value: spec.default };
      const num = Number(text);
      if (text === '' || !Number.isFinite(num)) {
        const kw = spec.keywords?.length ? ` or ${spec.keywords.map((k) => `"${k}"`).join(', ')}` : '';
        return { ok: false, message: `${attr}=${quote(raw)} is not a number${kw}.` };
      }
      return checkRange(num, spec, attr);
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(raw) };
      } catch (error) {
        return { ok: false, message: `${attr} is not valid JSON (${(error as Error).message}).` };
      }
    case 'list':
      return { ok: true, value: raw.split(/[\s,]+/).filter(Boolean) };
  }
}

function checkRange(num: number, spec: PropSpec, attr: string): Parsed {
  if (spec.min !== undefined && num < spec.min) return { ok: false, message: `${attr} must be at least ${spec.min} (got ${num}).` };
  if (spec.max !== undefined && num > spec.max) return { ok: false, message: `${attr} must be at most ${spec.max} (got ${num}).` };
  return { ok: true, value: num };
}

/** A value set through the JS property → prop value. Strings are read like attributes. */
export function coerceProperty(value: unknown, spec: PropSpec, name: string): Parsed {
  if (value === undefined || value === null) return { ok: true, value: spec.default };
  if (typeof value === 'string' && spec.type !== 'string') return parseAttribute(value, spec, name);
  switch (spec.type) {
    case 'string':
      return parseAttribute(String(value), spec, name);
    case 'boolean':
      return { ok: true, value: !!value };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? checkRange(value, spec, name) : { ok: false, message: `${name} must be a number.` };
    case 'list':
      return Array.isArray(value) ? { ok: true, value: value.map(String) } : { ok: false, message: `${name} must be an array or a comma-separated string.` };
    case 'json':
      return { ok: true, value };
  }
}
