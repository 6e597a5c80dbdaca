#!/usr/bin/env node
// npm run size: min / gzip -9 / brotli -q 11 bytes of every standalone script against its gzip budget.
// Exits 1 when a script is over budget or missing. Run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGETS = {
  'inlay-fit-text.js': 14 * 1024,
  'inlay-share.js': 23 * 1024,
  'inlay-slider.js': 26 * 1024,
  'inlay-form.js': 43 * 1024,
  // loaded by inlay-form.js only for a form with a captcha (own preact); 16: the consent lookup it carries
  // gained the CookieConsent v3 / tarteaucitron / Osano adapters and Google Consent Mode's region rules.
  'inlay-form-captcha.js': 16 * 1024,
  'inlay-search.js': 84 * 1024,
  'inlay.js': 136 * 1024,
};
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
let failed = false;
const rows = [['script', 'min', 'gzip', 'brotli', 'budget (gz)', 'used', 'status']];
for (const [name, budget] of Object.entries(BUDGETS)) {
  const file = resolve(root, 'dist', name);
  if (!existsSync(file)) {
    rows.push([name, '-', '-', '-', kb(budget), '-', 'MISSING']);
    failed = true;
    continue;
  }
  const buf = readFileSync(file);
  const gz = gzipSync(buf, { level: 9 }).length;
  const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const over = gz > budget;
  failed ||= over;
  rows.push([name, kb(buf.length), kb(gz), kb(br), kb(budget), `${((gz / budget) * 100).toFixed(0)}%`, over ? 'OVER' : 'ok']);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
for (const [i, r] of rows.entries()) {
  console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('(KB = 1024 bytes; min = minified size on disk)');
if (failed) {
  console.error('size: a script is missing or over its gzip budget.');
  process.exit(1);
}
