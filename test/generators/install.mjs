#!/usr/bin/env node
// Installs the site-generator fixtures (test/generators/<site> with a package-lock.json: the Eleventy
// site) from their own lockfiles, so the root package-lock stays as it is.
//   node test/generators/install.mjs   npm ci in every fixture whose package.json or lockfile changed
//                                      since its last install (.ci/run runs it: the registry download,
//                                      cached by npm); test/generators.test.ts calls installSites().
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
export const sites = readdirSync(here)
  .filter((d) => existsSync(join(here, d, 'package-lock.json')))
  .sort();

const stampOf = (dir) =>
  createHash('sha256')
    .update(readFileSync(join(dir, 'package.json')))
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');

/** Returns what it did per site: 'npm ci' or 'up to date'. */
export function installSites() {
  const done = {};
  for (const name of sites) {
    const dir = join(here, name);
    const stampFile = join(dir, 'node_modules/.inlay-fixture-stamp');
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stampOf(dir)) {
      done[name] = 'up to date';
      continue;
    }
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    writeFileSync(stampFile, stampOf(dir));
    done[name] = 'npm ci';
  }
  return done;
}

if (process.argv[1] === import.meta.filename) {
  const t0 = performance.now();
  const done = installSites();
  console.log(
    `generator fixtures: ${Object.entries(done)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
}
