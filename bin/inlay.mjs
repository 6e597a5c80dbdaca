#!/usr/bin/env node
// `npx inlay index <site-dir>`: the search indexer (src/cli, built to dist/cli by `npm run build`). Node only.
import { existsSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// The indexer keeps little alive (term ids and postings in typed arrays) but allocates fast while it
// parses pages and records; V8's default heap growth lets the process reach several times its live
// data before collecting. Growing the heap in 50 % steps keeps peak memory down with no loss of speed
// (measured on the 200k-section benchmark site: 20 % steps cost 25 % more time for 6 % less memory).
// A flag given on the command line wins.
if (!process.execArgv.some((a) => a.includes('heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=50');

const cli = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(`inlay: the command is not built (${cli.pathname} is missing): run \`npm run build\` in this checkout of Inlay first.\n`);
  process.exit(1);
}
const { main } = await import(cli.href);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await main(process.argv.slice(2), { version });
