import { describe, expect, it } from 'vitest';
// @ts-expect-error — lodash-es ships no types (formik's own dependency)
import lodashToPath from 'lodash-es/toPath';
// @ts-expect-error — as above
import lodashIsPlainObject from 'lodash-es/isPlainObject';
import toPath from './to-path';
import isPlainObject from './is-plain-object';

// The standalone script swaps these lodash functions for the shims: they must answer alike.
describe('formik lodash shims', () => {
  it('toPath splits like lodash', () => {
    for (const path of ['k0', 'a.b', 'a[0].b', 'a["x.y"].c', "a['q']", '.a', 'a..b', 'a[]', ['x', 1], 'a[-1]', 'a[1.5]', 'friends[0].name', 'a.b.'])
      expect(toPath(path), String(path)).toEqual(lodashToPath(path as string));
  });
  it('isPlainObject decides like lodash', () => {
    class Custom {}
    for (const value of [{}, Object.create(null), new Custom(), [], null, 1, 'x', new Date(), Object.create({}), { a: 1 }])
      expect(isPlainObject(value), `${Object.prototype.toString.call(value)} ${JSON.stringify(value)}`).toBe(lodashIsPlainObject(value));
  });
});

describe('tiny-case shim (yup key transforms)', () => {
  it('camelCase and snakeCase answer like tiny-case for ordinary keys', async () => {
    const tiny = (await import('tiny-case')) as { camelCase(s: string): string; snakeCase(s: string): string };
    const { camelCase, snakeCase } = await import('./tiny-case');
    for (const key of ['first_name', 'firstName', 'First Name', 'user-id', 'HTMLParser', 'address2', 'créé_le', 'ALL_CAPS', 'a'])
      expect([camelCase(key), snakeCase(key)], key).toEqual([tiny.camelCase(key), tiny.snakeCase(key)]);
  });
});
