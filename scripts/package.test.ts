// What `npm pack` puts in the tarball: only what a consumer runs or type-checks (the built scripts, the
// ESM build and its .d.ts, the manifest, package.json, README, licence). No test, fixture, source or
// config file; no test probe (they are built to test/.build/).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('npm pack', () => {
  it('lists no test, fixture, source or config file', { timeout: 60_000 }, () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
    const files: string[] = JSON.parse(out)[0].files.map((f: { path: string }) => f.path);
    // The `inlay index` CLI ships as bin/inlay.mjs and the modules it runs, built from src/cli (dist/cli/*.js).
    // The site-generator integrations ship as their sources: the Eleventy plugin (inlay/eleventy) and
    // the Hugo module's templates (docs/hugo.md, docs/eleventy.md).
    const cli = [
      /^bin\/inlay\.mjs$/,
      /^dist\/cli\/[\w-]+\.js$/,
      /^integrations\/eleventy\/index\.(mjs|d\.mts)$/,
      /^integrations\/hugo\/(README\.md|layouts\/[\w/-]+\.html)$/,
    ];
    const allowed = [
      /^dist\/[\w-]+\.js$/,
      /^dist\/i18n\/[a-z]{2}\.json$/,
      /^dist\/esm\/.+\.(js|d\.ts)$/,
      /^custom-elements\.json$/,
      /^package\.json$/,
      /^README\.md$/,
      /^LICEN[CS]E(\.md)?$/i,
      ...cli,
    ];
    expect(files.filter((f) => !allowed.some((re) => re.test(f)))).toEqual([]);
    expect(
      files
        .filter((f) => !cli.some((re) => re.test(f)))
        .filter((f) =>
          /(^|\/)(test|tests|fixtures?|probe|consumers)(\/|[-.])|\.test\.|\.(tsx?|mjs|cjs)$|\.map$|tsconfig|rollup|vite|vitest/.test(f.replace(/\.d\.ts$/, '')),
        ),
    ).toEqual([]);
    // Everything package.json points consumers at is in the tarball (once built).
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
    const targets = Object.values(pkg.exports as Record<string, string | Record<string, string>>)
      .flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)))
      .filter((t) => !t.includes('*'))
      .map((t) => t.replace(/^\.\//, ''));
    if (files.some((f) => f.startsWith('dist/esm/'))) expect(targets.filter((t) => !files.includes(t))).toEqual([]);
  });

  it('declares every package the ESM build imports, and pins minisearch (ranker.ts reads its internals)', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
    const src = execFileSync(
      'grep',
      ['-rhoE', "from '[^.'][^']*'", resolve(root, 'src'), '--include=*.ts', '--include=*.tsx', '--exclude=*.test.ts', '--exclude=*.test.tsx'],
      { encoding: 'utf8' },
    );
    const bare = new Set(
      [...src.matchAll(/from '([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((id) => !id.startsWith('.') && !id.startsWith('node:'))
        .map((id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!)),
    );
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
    // Tests, and preact (src/core/shims: bundled into the standalone scripts only, never in dist/esm).
    const testOnly = new Set(['vitest', '@testing-library/react', '@testing-library/dom', 'jsdom', 'preact']);
    expect([...bare].filter((d) => !declared.has(d) && !testOnly.has(d))).toEqual([]);
    expect(pkg.dependencies.minisearch).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
