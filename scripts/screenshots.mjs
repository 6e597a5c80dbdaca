#!/usr/bin/env node
// Screenshots of every example page at 1280 and 390 px wide (full page), in headless Chromium, for a
// (A full-page capture drops the 390 px touch emulation for its duration: hover-only details such as
// the search hotkey hint show there although a phone hides them; a viewport capture does not.)
// human to look at. Serve the examples first (`PORT=… npm start`), then:
//   BASE=http://127.0.0.1:<port> node scripts/screenshots.mjs [out-dir] [page.html …]
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME, CHROME_ARGS } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BASE ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const out = resolve(process.argv[2] ?? join(root, 'screenshots'));
const pages = process.argv.slice(3).length
  ? process.argv.slice(3)
  : readdirSync(join(root, 'examples'))
      .filter((f) => f.endsWith('.html'))
      .sort();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROME ?? '/usr/bin/chromium',
  args: CHROME_ARGS,
});
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 800 : 844 },
      ...(width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const problems = [];
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (e) => problems.push(`error ${e.message}`));
    for (const p of pages) {
      await page.goto(`${base}/${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const file = join(out, `${p.replace(/\.html$/, '')}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      console.log(`${file}${overflow > 0 ? `  (page ${overflow}px wider than the viewport)` : ''}`);
    }
    if (problems.length) console.log(`  at ${width}px:\n   ${[...new Set(problems)].join('\n   ')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
