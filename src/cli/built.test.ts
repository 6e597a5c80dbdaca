// @vitest-environment node
// The command as shipped: bin/inlay.mjs runs the build (dist/cli/, rollup.config.mjs cliConfig), whose
// index writers run in worker threads (dist/cli/chunk-workers.js) when a site has two chunked languages.
// It must write the very files the TypeScript source writes (run here in-process, where the writers take
// turns on this thread). Needs `npm run build` (npm test builds first).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './main';

const ROOT = resolve(__dirname, '../..');
const BUILT = join(ROOT, 'dist/cli/main.js');
const FIXTURE = join(ROOT, 'test/fixtures/site');
const work = mkdtempSync(join(tmpdir(), 'inlay-built-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
const quiet = { write: () => true };

describe.skipIf(!existsSync(BUILT))('the built `inlay` command (dist/cli)', () => {
  it('writes the same index as the source, byte for byte, its chunk writers in worker threads', async () => {
    const site = join(work, 'site');
    cpSync(FIXTURE, site, { recursive: true, filter: (src) => !src.includes('_inlay') });
    const fromSource = join(work, 'source');
    const fromBuild = join(work, 'built');
    expect(await main(['index', site, '--chunks', 'always', '--out', fromSource], { stdout: quiet, stderr: quiet })).toBe(0);
    execFileSync(process.execPath, [join(ROOT, 'bin/inlay.mjs'), 'index', site, '--chunks', 'always', '--out', fromBuild, '--quiet'], { stdio: 'pipe' });
    const list = files(fromSource);
    expect(list.filter((f) => f.endsWith('.gz')).length).toBeGreaterThan(10);
    expect(files(fromBuild)).toEqual(list);
    for (const file of list) expect(readFileSync(join(fromBuild, file)).equals(readFileSync(join(fromSource, file))), file).toBe(true);
    expect(Object.keys(JSON.parse(readFileSync(join(fromBuild, 'index.json'), 'utf8')).languages)).toEqual(['de', 'en', 'ja']);
  });
});
