// @vitest-environment node
// The import rules of docs/CONTRIBUTING.md are enforced by eslint.config.mjs; this proves the rule bites:
// a widget importing another widget, and core importing a widget, must fail lint.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..') + '/';
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a widget importing another widget fails lint', async () => {
    const code = "import { spec } from '../share/spec';\nexport const x = spec;\n";
    expect(await messagesFor('src/widgets/slider/bad.ts', code)).toEqual([expect.stringContaining('No widget imports another widget')]);
  });

  it('a widget in a subfolder reaching a sibling widget fails lint', async () => {
    const code = "import { spec } from '../../slider/spec';\nexport const x = spec;\n";
    expect(await messagesFor('src/widgets/search/ui/bad.ts', code)).toHaveLength(1);
  });

  it('core importing a widget fails lint', async () => {
    const code = "import { spec } from '../widgets/share/spec';\nexport const x = spec;\n";
    expect(await messagesFor('src/core/bad.ts', code)).toEqual([expect.stringContaining('must not import a widget')]);
  });

  it('a widget importing core, or its own modules, passes', async () => {
    const code = "import { emit } from '../../core/events';\nimport { spec } from './spec';\nexport const x = [emit, spec];\n";
    expect(await messagesFor('src/widgets/share/ok.ts', code)).toEqual([]);
  });
});
