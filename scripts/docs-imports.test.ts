// @vitest-environment node
// Every `import … from 'inlay…'` written in README.md and docs/*.md resolves against the package's
// "exports" and names something the package exports: each statement is compiled by TypeScript from the
// package root (a self-reference, as a consumer's bundler resolves it) against the built typings.
// Needs the build (`npm test` builds first).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { typeErrors as typeErrorsIn } from '../test/helpers/typecheck';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  'README.md',
  ...readdirSync(resolve(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** `import` statements naming the package, with the page and line they come from. */
function importsOf(page: string): { at: string; statement: string }[] {
  const out: { at: string; statement: string }[] = [];
  const lines = readFileSync(resolve(root, page), 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    else if (fenced) {
      const m = /^\s*(import\s+(?:type\s+)?(?:[\w{},\s*]+\s+from\s+)?['"]inlay(?:\/[^'"]*)?['"]);?/.exec(line);
      if (m) out.push({ at: `${page}:${i + 1}`, statement: m[1]! });
    }
  });
  return out;
}

function typeErrors(statements: string[]): string[] {
  const file = resolve(root, '__docs_imports__.ts');
  // One module, one line per statement; every local name made unique so statements can't collide.
  const unique = (statement: string, i: number) =>
    statement.replace(/^import\s+(?!type\b)([\w$]+)\s+from/, `import _default${i} from`).replace(
      /\{([^}]*)\}/,
      (_, names: string) =>
        `{ ${names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => `${n} as _${i}_${n.replace(/^type\s+/, '')}`)
          .join(', ')} }`,
    );
  const source = statements.map((s, i) => `${unique(s, i)};`).join('\n') + '\nexport {};\n';
  return typeErrorsIn(file, source, { resolveJsonModule: true, jsx: ts.JsxEmit.ReactJSX }).map((e) => `${statements[e.line] ?? '?'}: ${e.message}`);
}

describe('the imports the docs show', () => {
  const all = pages.flatMap(importsOf);

  it('are found (README and the framework guide show several)', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
  });

  it.skipIf(!existsSync(resolve(root, 'dist/esm/index.d.ts')))(
    'each resolves against the package exports and names what it exports',
    () => {
      const errors = typeErrors(all.map((x) => x.statement));
      expect(errors.map((e) => `${all.find((x) => e.startsWith(x.statement))?.at ?? ''} ${e}`)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!existsSync(resolve(root, 'dist/esm/index.d.ts')))(
    'the check bites: a name the package does not export is an error',
    () => {
      expect(typeErrors(["import { Slider } from 'inlay/widgets/slider'"])).not.toEqual([]);
    },
    60_000,
  );
});
