#!/usr/bin/env node
// npm start: builds the scripts the examples load (dist/inlay*.js) and the `inlay` command that indexes
// the example site (dist/cli/) — not the ESM build, the types or the test probes —, printing each as it finishes, then serves examples/ and prints the URL.
// Skips the build when every script is newer than src/, rollup.config.mjs and package-lock.json
// (`npm run build` always builds). PORT=<n> serves on another port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const newest = (p) => {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(join(p, f))));
};
const widgets = readdirSync(join(root, 'src/widgets')).filter((w) => existsSync(join(root, 'src/widgets', w, 'define.ts')));
const scripts = ['inlay', ...widgets.map((w) => `inlay-${w}`), 'cli/main'].map((n) => join(root, 'dist', `${n}.js`));
const sources = Math.max(newest(join(root, 'src')), ...['rollup.config.mjs', 'package-lock.json'].map((f) => newest(join(root, f))));
const fresh = scripts.every((f) => existsSync(f) && statSync(f).mtimeMs > sources);

if (fresh) {
  console.log('Scripts in dist/ are up to date (newer than src/): not rebuilding.');
} else {
  const t0 = performance.now();
  const { buildBundles } = await import('./build.mjs');
  console.log(`Building ${scripts.length - 1} scripts for the examples and the inlay command (two at a time)…`);
  const { failures } = await buildBundles({
    scriptsOnly: true,
    onBundle: ({ file, ms, kb, done, total }) =>
      console.log(`  [${done}/${total}] ${file.padEnd(24)} ${kb.toFixed(0).padStart(4)} KB  ${(ms / 1000).toFixed(1)} s`),
  });
  if (failures.length) process.exit(1);
  console.log(`Built in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}
// The example site (examples/site/): generated pages, indexed by `inlay index` as a site owner would.
const { execFileSync } = await import('node:child_process');
execFileSync(process.execPath, [join(root, 'examples/site/generate.mjs'), '--quiet'], { stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'bin/inlay.mjs'), 'index', join(root, 'examples/site'), '--base-url', '/site/', '--quiet'], { stdio: 'inherit' });
await import('../examples/server.mjs');
