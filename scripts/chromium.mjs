// Debian's Chromium for the benchmarks and scripts (never a browser download): where it is, and the
// flags every launch here uses (test/helpers/browser.ts keeps the tests' own list, with --headless).
import { existsSync } from 'node:fs';

/** CHROME_PATH, else the usual install paths; undefined when none exists. */
export const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
