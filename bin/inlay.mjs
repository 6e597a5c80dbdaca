#!/usr/bin/env node
// `npx inlay index <site-dir>`: the search indexer (src/cli). Node only.
import { readFileSync } from 'node:fs';
import { main } from '../src/cli/main.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await main(process.argv.slice(2), { version });
