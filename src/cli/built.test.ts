// @vitest-environment node
// The command as shipped: bin/inlay.mjs runs the build (dist/cli/, rollup.config.mjs cliConfig), whose
// index writers run in worker threads (dist/cli/chunk-workers.js) when a site has two chunked languages.
// It must write the very files the TypeScript source writes (run here in-process, where the writers take
// turns on this thread). Needs `npm run build` (npm test builds first).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

describe.skipIf(!existsSync(BUILT))('the built command on a site of hundreds of pages', () => {
  it('extracts pages in worker threads into the same index as the source, an unreadable page skipped alike', { timeout: 120_000 }, async () => {
    // @ts-expect-error: a plain .mjs module of the benchmarks (seeded text, two languages)
    const { generateSite, writeSite } = await import('../../bench/scale-site.mjs');
    const site = join(work, 'many');
    writeSite(generateSite(5000), site); // 500 pages: above the size from which pages are extracted in workers
    writeFileSync(join(site, 'empty.html'), '');
    const fromSource = join(work, 'many-source');
    const fromBuild = join(work, 'many-built');
    const said: string[] = [];
    const collect = { write: (text: string) => (said.push(text), true) };
    expect(await main(['index', site, '--chunks', 'always', '--out', fromSource], { stdout: quiet, stderr: collect })).toBe(0);
    // The built command indexes in a worker thread (dist/cli/index-worker.js): its warnings and progress reach this one.
    const run = spawnSync(process.execPath, [join(ROOT, 'bin/inlay.mjs'), 'index', site, '--chunks', 'always', '--out', fromBuild], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const shown = run.stdout;
    expect(run.stderr).toMatch(/^warning: skipped empty\.html: empty file$/m);
    expect(run.stderr).toMatch(/^indexed 501\/501 pages$/m);
    const list = files(fromSource);
    expect(list.length).toBeGreaterThan(20);
    expect(files(fromBuild)).toEqual(list);
    for (const file of list) expect(readFileSync(join(fromBuild, file)).equals(readFileSync(join(fromSource, file))), file).toBe(true);
    expect(said.join('')).toMatch(/skipped empty\.html: empty file/);
    expect(shown).toMatch(/500 pages/);
  });
});

describe.skipIf(!existsSync(BUILT))('the built command, its errors from the indexing thread', () => {
  it('says what is wrong with the output folder in one line, exit code 1, no stack', () => {
    const out = join(work, 'a-file');
    writeFileSync(out, 'not a folder');
    const run = spawnSync(process.execPath, [join(ROOT, 'bin/inlay.mjs'), 'index', FIXTURE, '--out', out, '--quiet'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^inlay: cannot write .*a-file/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
