#!/usr/bin/env node
// Installs the consumer fixtures (test/consumers/<app>) on the packed package.
//   node test/consumers/install.mjs            npm ci in every fixture whose lockfile changed since its
//                                              last install (.ci/run: the registry download, cached by npm)
//   installFixtures({ pack: true }) (the test) packs the built package, then installs it in each fixture:
//                                              `npm ci` when the fixture's lockfile changed, else the fresh
//                                              tarball replaces node_modules/inlay (what npm does with a
//                                              `file:` tarball whose dependencies are installed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const tarball = join(here, '.pack/inlay.tgz');
export const fixtures = readdirSync(here)
  .filter((d) => existsSync(join(here, d, 'package-lock.json')))
  .sort();

const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

/** npm pack of the repo as it is (built or not) → test/consumers/.pack/inlay.tgz. */
export function pack() {
  const dir = join(here, '.pack');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [info] = JSON.parse(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], root));
  renameSync(join(dir, info.filename), tarball);
  return info;
}

const stampOf = (dir) =>
  createHash('sha256')
    .update(readFileSync(join(dir, 'package.json')))
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');

/** Returns what it did per fixture: 'npm ci' or 'tarball'. */
export function installFixtures({ pack: repack = false, timings = [] } = {}) {
  if (repack || !existsSync(tarball)) {
    const t0 = performance.now();
    pack();
    timings.push(`npm pack ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const done = {};
  for (const name of fixtures) {
    const dir = join(here, name);
    const stampFile = join(dir, 'node_modules/.inlay-fixture-stamp');
    const t0 = performance.now();
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stampOf(dir) && existsSync(join(dir, 'node_modules/inlay'))) {
      const target = join(dir, 'node_modules/inlay');
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      sh('tar', ['-xzf', tarball, '--strip-components=1', '-C', target], dir);
      done[name] = 'tarball';
    } else {
      sh('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
      writeFileSync(stampFile, stampOf(dir));
      done[name] = 'npm ci';
    }
    timings.push(`${name}: ${done[name]} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The fixture's lockfile must install what the package declares.
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules/inlay/package.json'), 'utf8')).dependencies;
    const locked = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages['node_modules/inlay']?.dependencies;
    if (JSON.stringify(installed) !== JSON.stringify(locked)) {
      throw new Error(
        `test/consumers/${name}: its lockfile installs other dependencies than package.json declares. Run \`npm install\` there, then \`node test/consumers/strip-lock.mjs\`.`,
      );
    }
  }
  return done;
}

if (process.argv[1] === import.meta.filename) {
  const timings = [];
  installFixtures({ timings });
  console.log(`consumer fixtures installed (${timings.join(', ')})`);
}
