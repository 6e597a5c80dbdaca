#!/usr/bin/env node
// npm run build: the standalone scripts and ESM build (rollup), .d.ts (tsc, which also type-checks),
// custom-elements.json and the typings for elements, React, JSX and Vue (from each widget's spec.ts), and
// the test-only probe scripts (to test/.build/, outside the package).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { rollup } from 'rollup';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const t0 = performance.now();
const only = process.env.INLAY_ONLY;
// dist/ is overwritten in place, not wiped: tests in another terminal may be reading it.
mkdirSync('dist', { recursive: true });
if (!only) {
  // The ESM build is one file per module: wipe it so no stale module ends up in the package. (Also
  // leftovers of older builds: the test probes now go to test/.build/, the typings to dist/esm/.)
  for (const stale of ['dist/esm', 'dist/test', 'dist/jsx.d.ts']) rmSync(stale, { recursive: true, force: true });
}

const { default: configs, widgets } = await import('../rollup.config.mjs');
const { probeConfig } = await import('../test/fixtures/probe/rollup.probe.mjs');
const all = [...configs, probeConfig];
if (!only || only === 'consent') all.push(...(await import('../test/fixtures/consent/rollup.consent-probe.mjs')).consentProbeConfigs);

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : [`${dir}/${d.name}`]));

async function build(config) {
  const bundle = await rollup(config);
  try {
    await bundle.write(config.output);
  } finally {
    await bundle.close();
  }
}
// Two at a time: this machine kind has two cores.
const queue = [...all];
const failures = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const c = queue.shift();
      try {
        await build(c);
      } catch (e) {
        failures.push(e);
        console.error(`build failed for ${c.output.file ?? c.output.dir}:\n${e.message}${e.loc ? ` (${e.loc.file}:${e.loc.line})` : ''}`);
      }
    }
  }),
);
if (failures.length) process.exit(1);

if (!only) {
  // Types (and the type check) for the ESM build.
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  } catch {
    console.error('tsc reported errors (above).');
    process.exit(1);
  }
  // `import css from './x.css?inline'` is a build-time string: in the .d.ts it becomes a declared string, so
  // the typings need no '*.css?inline' module declaration (which stays in src/types, unshipped).
  for (const file of walk('dist/esm').filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('?inline')) continue;
    writeFileSync(
      file,
      text
        .replace(/^import (\w+) from '[^']+\?inline';$/gm, 'declare const $1: string;')
        .replace(/^export \{ default as (\w+) \} from '[^']+\?inline';$/gm, 'export declare const $1: string;'),
    );
  }
  // register.d.ts: each widget's define module by name, and the element types (HTMLElementTagNameMap).
  writeFileSync('dist/esm/register.d.ts', widgets.map((w) => `export * as ${w.replace(/-(\w)/g, (_, c) => c.toUpperCase())} from './widgets/${w}/define';`).join('\n') + "\nexport type * from './elements';\n");
  // A widget's define.d.ts also brings in the element types.
  for (const w of widgets) {
    const file = `dist/esm/widgets/${w}/define.d.ts`;
    const text = readFileSync(file, 'utf8');
    if (!text.includes("'../../elements'")) writeFileSync(file, text + "export type * from '../../elements';\n");
  }
  const { writeManifest } = await import('./manifest.mjs');
  await writeManifest(root, widgets);
}
console.log(`built ${all.length} bundles${only ? ` (${only} only)` : ''} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
