import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { parseDefinition } from '../definition/definition';
import { translations } from '../strings';
import { buildSchema } from './validation';

async function errorsOf(def: unknown[], values: Record<string, unknown>) {
  const { fields, error } = parseDefinition(def);
  if (error) throw new Error(error);
  try {
    await buildSchema(fields, translations.en).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((i) => [i.path, i.message]));
  }
}

describe('buildSchema', () => {
  it('names the field in each message and respects every rule', async () => {
    const def = [
      { name: 'email', type: 'email', label: 'Email', required: true },
      { name: 'site', type: 'url', label: 'Website' },
      { name: 'age', type: 'number', label: 'Age', min: 18, max: 120 },
      { name: 'zip', label: 'ZIP', pattern: '[0-9]{5}', patternMessage: 'Use 5 digits' },
      { name: 'msg', type: 'textarea', label: 'Message', minLength: 5 },
      { name: 'ok', type: 'checkbox', label: 'I agree', required: true },
      { name: 'tags', type: 'checkbox-group', label: 'Tags', options: ['a', 'b', 'c'], minItems: 2 },
      { name: 'when', type: 'date', label: 'Date', min: '2025-01-01' },
    ];
    expect(await errorsOf(def, { k0: undefined, k1: 'nope', k2: '12', k3: '1234', k4: 'hey', k5: false, k6: ['a'], k7: '2024-12-31' })).toEqual({
      k0: 'Email is required.',
      k1: 'Enter a full web address, like https://example.com.',
      k2: 'Age must be 18 or more.',
      k3: 'Use 5 digits',
      k4: 'Message must be at least 5 characters.',
      k5: 'Tick this box to continue: I agree.',
      k6: 'Choose at least 2 for Tags.',
      k7: 'Date must be on or after 2025-01-01.',
    });
    expect(await errorsOf(def, { k0: 'a@b.co', k1: 'https://x.org', k2: '30', k3: '12345', k4: 'hello', k5: true, k6: ['a', 'b'], k7: '2025-06-01' })).toEqual(
      {},
    );
  });

  it('custom messages win; ${…} in labels is never interpolated by yup', async () => {
    const def = [{ name: 'n', label: 'Name ${path}', required: true, messages: { required: 'Tell us {label}' } }];
    expect(await errorsOf(def, { k0: '   ' })).toEqual({ k0: 'Tell us Name ${path}' });
  });
});
