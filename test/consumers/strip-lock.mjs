// After `npm install` in a fixture (to change its dependencies): the lockfile's entry for the packed
// tarball must carry no integrity, or `npm ci` would install a cached older tarball (or fail) instead
// of the one the test just packed. Usage: node test/consumers/strip-lock.mjs
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
for (const name of readdirSync(here).filter((d) => existsSync(join(here, d, 'package-lock.json')))) {
  const file = join(here, name, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  delete lock.packages['node_modules/inlay']?.integrity;
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
}
