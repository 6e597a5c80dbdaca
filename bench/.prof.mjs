import { readFileSync } from 'node:fs';
import { writeChunks } from '../src/cli/chunks.mjs';
const recs = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const t0 = performance.now();
writeChunks(recs, '/tmp/scale-prof-out', 'en', { fields: ['heading', 'title', 'content'], filterKeys: [] });
console.log(recs.length, 'records', (performance.now() - t0).toFixed(0), 'ms');
