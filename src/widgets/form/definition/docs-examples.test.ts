// @vitest-environment node
// Every field definition docs/form.md shows is what the parser accepts and what the public FormField type
// allows: the examples are compiled by TypeScript against FormField and parsed by parseDefinition.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeErrors as typeErrorsIn } from '../../../../test/helpers/typecheck';
import { parseDefinition } from './definition';

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(resolve(here, '../../../../docs/form.md'), 'utf8');

/** The JSON definitions in the page: ```json blocks and the JSON inside <script type="application/json"> of ```html blocks ("…" elisions skipped). */
function examples(): string[] {
  const out: string[] = [];
  for (const [, lang, body = ''] of doc.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (lang === 'json') out.push(body);
    if (lang === 'html') for (const [, json = ''] of body.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)) out.push(json);
  }
  return out.filter((s) => !s.includes('…'));
}

const typeErrors = (source: string): string[] => typeErrorsIn(resolve(here, '__docs_examples__.ts'), source).map((e) => e.message);

describe('docs/form.md examples', () => {
  const list = examples();

  it('finds the examples', () => {
    expect(list.length).toBeGreaterThanOrEqual(3);
  });

  it('each parses without an error', () => {
    for (const json of list) {
      const value = JSON.parse(json);
      // A single field shown alone is parsed as a form of it (and of the field its showIf names).
      const single = !Array.isArray(value) && 'name' in value;
      const form = single ? [...(value.showIf?.field ? [{ name: value.showIf.field }] : []), value] : value;
      expect(parseDefinition(form).error, json).toBeUndefined();
    }
  });

  it('each compiles as FormField (or a { fields } object)', () => {
    const source =
      `import type { FormField } from './field-types';\ntype Definition = FormField | FormField[] | { fields: FormField[] };\n` +
      list.map((json, i) => `export const example${i}: Definition = ${json.trim()};\n`).join('');
    expect(typeErrors(source)).toEqual([]);
  }, 30_000);

  it('the type check bites: an unknown key is a type error', () => {
    expect(typeErrors(`import type { FormField } from './field-types';\nexport const x: FormField = { name: 'a', requird: true };\n`)).not.toEqual([]);
  }, 30_000);
});
