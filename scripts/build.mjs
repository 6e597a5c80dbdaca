#!/usr/bin/env node
// npm run build: the standalone scripts and ESM build (rollup), .d.ts (tsc, which also type-checks),
// custom-elements.json and the typings for elements, React, JSX and Vue (from each widget's spec.ts), and
// the test-only probe scripts (to test/.build/, outside the package), and the WordPress plugin
// (dist/wordpress/inlay.zip, scripts/wordpress.mjs).
// Bundles are built in worker threads, one per core (a rollup build is mostly single-threaded JS:
// transpiling and terser), and each is printed as it finishes.
// INLAY_ONLY=<widget> builds that widget's script (and the probe) only, without the type check.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { camel } from '../src/core/spec/names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every bundle config, by list: the published scripts + ESM (rollup.config.mjs) and the test-only
 * scripts that test/fixtures/test-scripts.json lists (`{ list: { name: entry } }`, entries relative to
 * test/fixtures/): the probes and the TCF CMP the consent tests drive, built exactly like a real
 * standalone script (preact/compat, minified) into test/.build/, never into the package's dist/.
 */
async function configLists() {
  const { default: configs, widgets, scriptConfig } = await import('../rollup.config.mjs');
  const fixtures = resolve(root, 'test/fixtures');
  const testScripts = JSON.parse(readFileSync(resolve(fixtures, 'test-scripts.json'), 'utf8'));
  const only = process.env.INLAY_ONLY;
  const lists = { main: configs };
  for (const [list, scripts] of Object.entries(testScripts)) {
    // INLAY_ONLY=<widget> keeps the probe (the widgets' tests load it); INLAY_ONLY=consent builds the consent scripts.
    if (only && list !== 'probe' && list !== only) continue;
    lists[list] = Object.entries(scripts).map(([name, entry]) => scriptConfig(name, resolve(fixtures, entry), resolve(root, 'test/.build')));
  }
  return { lists, widgets };
}

const outOf = (c) => relative(root, c.output.file ?? c.output.dir);
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : [`${dir}/${d.name}`]));

if (!isMainThread) {
  // A build worker: builds the configs it is sent, one at a time.
  const { rollup } = await import('rollup');
  const { lists } = await configLists();
  parentPort.on('message', async ({ list, index }) => {
    const c = lists[list][index];
    const t = performance.now();
    try {
      const bundle = await rollup(c);
      try {
        await bundle.write(c.output);
      } finally {
        await bundle.close();
      }
      parentPort.postMessage({ ok: true, ms: performance.now() - t });
    } catch (e) {
      parentPort.postMessage({ ok: false, ms: performance.now() - t, message: `${e.message}${e.loc ? ` (${e.loc.file}:${e.loc.line})` : ''}` });
    }
  });
  parentPort.postMessage({ ready: true });
}

/**
 * Builds bundles in parallel workers. `scriptsOnly`: only the standalone dist/inlay*.js scripts (what the
 * examples load; npm start). `onBundle({ file, ms, kb, done, total })` after each one.
 */
export async function buildBundles({ scriptsOnly = false, onBundle = () => {} } = {}) {
  process.chdir(root);
  // dist/ is overwritten in place, not wiped: tests in another terminal may be reading it.
  mkdirSync('dist', { recursive: true });
  const { lists, widgets } = await configLists();
  let jobs = Object.entries(lists).flatMap(([list, cs]) => cs.map((c, index) => ({ list, index, file: outOf(c) })));
  if (scriptsOnly) jobs = jobs.filter((j) => /^dist\/inlay[\w-]*\.js$/.test(j.file) || j.file === 'dist/cli');
  // The biggest first, so the two workers finish together.
  const weight = (f) => (f === 'dist/inlay.js' ? 0 : f === 'dist/esm' ? 1 : /search|form/.test(f) ? 2 : 3);
  jobs.sort((a, b) => weight(a.file) - weight(b.file));
  const total = jobs.length;
  const failures = [];
  let done = 0;
  const queue = [...jobs];
  const workers = Math.max(1, Math.min(availableParallelism(), 2, jobs.length));
  await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise((finish, fail) => {
          const w = new Worker(fileURLToPath(import.meta.url));
          let job = null;
          const next = () => {
            job = queue.shift();
            if (job) w.postMessage({ list: job.list, index: job.index });
            else w.terminate().then(() => finish());
          };
          w.on('message', (m) => {
            if (m.ready) return next();
            done++;
            if (!m.ok) {
              failures.push(job.file);
              console.error(`build failed for ${job.file}:\n${m.message}`);
            } else {
              let kb = 0;
              try {
                kb = statSync(job.file).isFile() ? statSync(job.file).size / 1024 : 0;
              } catch {
                // not written (yet): no size to print
              }
              onBundle({ file: job.file, ms: m.ms, kb, done, total });
            }
            next();
          });
          w.on('error', fail);
        }),
    ),
  );
  // The languages the standalone scripts fetch on demand (dist/i18n/<lang>.json).
  if (!failures.length) (await import('./i18n.mjs')).writeLocales(root);
  return { failures, widgets, total };
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const only = process.env.INLAY_ONLY;
  const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
  if (!only) {
    // The ESM build is one file per module: wipe it so no stale module ends up in the package. (Also
    // leftovers of older builds: the test probes now go to test/.build/, the typings to dist/esm/.)
    for (const stale of ['dist/esm', 'dist/cli', 'dist/test', 'dist/jsx.d.ts']) rmSync(resolve(root, stale), { recursive: true, force: true });
  }
  const { failures, widgets, total } = await buildBundles({
    onBundle: ({ file, ms, kb, done, total }) =>
      console.log(
        `  [${String(done).padStart(String(total).length)}/${total}] ${file.padEnd(40)} ${kb ? `${kb.toFixed(0).padStart(4)} KB` : '       '}  ${secs(ms)}`,
      ),
  });
  if (failures.length) process.exit(1);
  if (!only) {
    // Types (and the type check) for the ESM build.
    const t = performance.now();
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
    writeFileSync(
      'dist/esm/register.d.ts',
      widgets.map((w) => `export * as ${camel(w)} from './widgets/${w}/define';`).join('\n') + "\nexport type * from './elements';\n",
    );
    // A widget's define.d.ts also brings in the element types.
    for (const w of widgets) {
      const file = `dist/esm/widgets/${w}/define.d.ts`;
      const text = readFileSync(file, 'utf8');
      if (!text.includes("'../../elements'")) writeFileSync(file, text + "export type * from '../../elements';\n");
    }
    const { writeManifest } = await import('./manifest.mjs');
    await writeManifest(root, widgets);
    console.log(`  types, type check and custom-elements.json  ${secs(performance.now() - t)}`);
    // The WordPress plugin, with the scripts just built (dist/wordpress/inlay.zip).
    const { buildPlugin } = await import('./wordpress.mjs');
    const plugin = buildPlugin(root);
    console.log(`  ${relative(root, plugin.out)}: ${plugin.files.length} files, ${(statSync(plugin.out).size / 1024).toFixed(0)} KB`);
  }
  console.log(`built ${total} bundles${only ? ` (${only} only)` : ''} in ${secs(performance.now() - t0)}`);
}
