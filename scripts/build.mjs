#!/usr/bin/env node
// npm run build: the standalone scripts and ESM build (rollup), .d.ts (tsc, which also type-checks),
// custom-elements.json and JSX typings (from each widget's spec.ts), and the test-only probe script.
import { mkdirSync, writeFileSync } from 'node:fs';
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

const { default: configs, widgets } = await import('../rollup.config.mjs');
const { probeConfig } = await import('../test/fixtures/probe/rollup.probe.mjs');
const all = [...configs, probeConfig];
if (!only || only === 'consent') all.push(...(await import('../test/fixtures/consent/rollup.consent-probe.mjs')).consentProbeConfigs);

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
// The languages the standalone scripts fetch on demand (dist/i18n/<lang>.json).
await (await import('./i18n.mjs')).writeLocales(root);

if (!only) {
  // Types (and the type check) for the ESM build.
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  } catch {
    console.error('tsc reported errors (above).');
    process.exit(1);
  }
  writeFileSync('dist/esm/register.d.ts', widgets.map((w) => `export * as ${w.replace(/-(\w)/g, (_, c) => c.toUpperCase())} from './widgets/${w}/define';`).join('\n') + "\nexport * from './index';\n");
  const { writeManifest } = await import('./manifest.mjs');
  await writeManifest(root, widgets);
}
console.log(`built ${all.length} bundles${only ? ` (${only} only)` : ''} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
