import { describe, expect, it } from 'vitest';
import { coerceProperty, parseAttribute } from './define';
import type { PropSpec } from '../spec/spec';

const num: PropSpec = { type: 'number', default: 1, min: 1, max: 10, keywords: ['auto'], description: '' };

describe('parseAttribute', () => {
  it('reads booleans with HTML semantics', () => {
    const booleanProp: PropSpec = { type: 'boolean', default: false, description: '' };
    expect(parseAttribute('', booleanProp, 'loop')).toEqual({ ok: true, value: true });
    expect(parseAttribute('loop', booleanProp, 'loop')).toEqual({ ok: true, value: true });
    expect(parseAttribute('FALSE', booleanProp, 'loop')).toEqual({ ok: true, value: false });
  });
  it('reads numbers, keywords and ranges, with messages naming the attribute', () => {
    expect(parseAttribute(' 3 ', num, 'per-view')).toEqual({ ok: true, value: 3 });
    expect(parseAttribute('auto', num, 'per-view')).toEqual({ ok: true, value: 'auto' });
    expect(parseAttribute('abc', num, 'per-view')).toEqual({ ok: false, message: 'per-view="abc" is not a number or "auto".' });
    expect(parseAttribute('11', num, 'per-view')).toEqual({ ok: false, message: 'per-view must be at most 10 (got 11).' });
    expect(parseAttribute('0', num, 'per-view')).toEqual({ ok: false, message: 'per-view must be at least 1 (got 0).' });
  });
  it('never throws on bad JSON', () => {
    const jsonProp: PropSpec = { type: 'json', description: '' };
    const parsed = parseAttribute('{"a":', jsonProp, 'breakpoints');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^breakpoints is not valid JSON \(/);
  });
  it('reads a missing attribute (null) as the default', () => {
    expect(parseAttribute(null, num, 'per-view')).toEqual({ ok: true, value: 1 });
    expect(parseAttribute(null, { type: 'boolean', default: false, description: '' }, 'loop')).toEqual({ ok: true, value: false });
  });
  it('splits lists on commas and spaces', () => {
    expect(parseAttribute(' facebook, x ,,linkedin  mail', { type: 'list', description: '' }, 'services')).toEqual({
      ok: true,
      value: ['facebook', 'x', 'linkedin', 'mail'],
    });
  });
  it('checks enumerated strings', () => {
    const enumProp: PropSpec = { type: 'string', values: ['inline', 'modal'], description: '' };
    expect(parseAttribute('modal', enumProp, 'mode')).toEqual({ ok: true, value: 'modal' });
    expect(parseAttribute('popup', enumProp, 'mode').ok).toBe(false);
  });
});

describe('coerceProperty', () => {
  it('maps null/undefined to the default and parses strings like attributes', () => {
    expect(coerceProperty(undefined, num, 'perView')).toEqual({ ok: true, value: 1 });
    expect(coerceProperty('4', num, 'perView')).toEqual({ ok: true, value: 4 });
    expect(coerceProperty(NaN, num, 'perView').ok).toBe(false);
    expect(coerceProperty(['a', 1], { type: 'list', description: '' }, 'x')).toEqual({ ok: true, value: ['a', '1'] });
  });
});
