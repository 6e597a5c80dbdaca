// @vitest-environment node
// docs/CONTRIBUTING.md promises that every module in src/ reads in one sitting: at most 300 lines.
// Tests and data (JSON translation tables, CSS) are not modules. The CLI (src/cli/) is held to it too.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 300;
const SKIPPED = [/\.test\.tsx?$/, /\.d\.ts$/];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('module size', () => {
  it(`no module in src/ is over ${MAX_LINES} lines`, () => {
    const checked = modules(join(root, 'src')).filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
    expect(checked.length).toBeGreaterThan(50);
    const over = checked
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
