// @vitest-environment node
// The naming rule bites where it should and stays quiet where a one-letter name reads best.
import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './one-letter-names.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('one-letter-names', rule, {
  valid: [
    // a tiny lambda: an arrow function whose body is one expression
    'const sorted = [3, 1].sort((a, b) => a - b);',
    'const ids = items.map((x) => x.id);',
    'const add = (a: number) => (b: number) => a + b;',
    // for-loop counters
    'for (let i = 0; i < 3; i++) for (let j = 0; j < i; j++) use(i, j);',
    'for (let k = 0; k < 3; k++) use(k);',
    // `_` for what is unused
    'const pairs = list.map((_, index) => index);',
    'try { run(); } catch (_) { recover(); }',
    'function ignore(_: unknown, value: number) { return value; }',
    // names that say what they hold, type parameters, properties and types
    'function first<T>(list: T[]): T | undefined { const head = list[0]; return head; }',
    'const point = { x: 1, y: 2 };',
    'type Callback = (e: Event) => void;',
  ],
  invalid: [
    { code: 'const n = 1;', errors: [{ messageId: 'oneLetter' }] },
    { code: 'let total = 0, t = 1;', errors: [{ messageId: 'oneLetter' }] },
    { code: 'const { a, b: label } = source;', errors: [{ messageId: 'oneLetter' }] },
    { code: 'const [first, , z] = list;', errors: [{ messageId: 'oneLetter' }] },
    { code: 'function f(value: number) { return value; }', errors: [{ messageId: 'oneLetter' }] },
    { code: 'function double(v: number) { return v * 2; }', errors: [{ messageId: 'oneLetter' }] },
    // an arrow function with a block body is no tiny lambda
    { code: 'const handler = (e: Event) => { e.preventDefault(); };', errors: [{ messageId: 'oneLetter' }] },
    { code: 'const run = function (x: number) { return x; };', errors: [{ messageId: 'oneLetter' }] },
    { code: 'try { run(); } catch (e) { report(e); }', errors: [{ messageId: 'oneLetter' }] },
    { code: 'class X {}', errors: [{ messageId: 'oneLetter' }] },
    // i/j/k are counters only in a `for` loop's own declaration
    { code: 'for (const i of list) use(i);', errors: [{ messageId: 'oneLetter' }] },
    { code: 'const i = 0;', errors: [{ messageId: 'oneLetter' }] },
    { code: 'for (let n = 0; n < 3; n++) use(n);', errors: [{ messageId: 'oneLetter' }] },
  ],
});
