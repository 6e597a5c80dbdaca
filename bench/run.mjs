#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.mjs in name order (each prints its own table). Benchmarks are
// measurements, not tests: they never fail the build on a number. BENCH_ONLY=fit-text runs one;
// BENCH_SKIP=scale,site-index leaves those out (the search-at-scale benchmark takes the longest).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY;
const skip = (process.env.BENCH_SKIP ?? '').split(',').filter(Boolean);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.startsWith(only)) && !skip.some((s) => f.startsWith(s)))
  .sort();
console.log(`Inlay benchmarks (${new Date().toISOString()}, node ${process.version})`);
for (const f of files) {
  console.log(`\n=== ${f.replace('.bench.mjs', '')} ===`);
  const mod = await import(pathToFileURL(join(here, f)).href);
  if (typeof mod.default === 'function') await mod.default();
}
