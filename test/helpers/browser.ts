// Real Chromium for the browser tests, through playwright-core and Debian's chromium (never a
// browser download). One browser per test file; a fresh context (and user-data dir) per launch.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

export function findChrome(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s: `apt-get update && apt-get install -y chromium`, ' +
        'or point CHROME_PATH at a Chromium/Chrome binary.',
    );
  }
  return found;
}

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export interface Launched {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches Chromium; playwright gives every launch a fresh, empty user-data dir of its own. `extra`:
 * more flags (e.g. `--host-resolver-rules=MAP site.example 127.0.0.1`, a public-looking origin).
 */
export async function launch(extra: string[] = []): Promise<Launched> {
  const browser = await chromium.launch({
    executablePath: findChrome(),
    args: [...CHROME_ARGS.filter((a) => a !== '--headless'), ...extra],
    headless: true,
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => {});
    },
  };
}

export interface PageErrors {
  /** Uncaught exceptions in the page. */
  uncaught: string[];
  /** console.error / console.warn lines. */
  errors: string[];
  warnings: string[];
}

/** A new context + page that records uncaught errors and console output. */
export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; log: PageErrors }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, ...options });
  const page = await context.newPage();
  const log: PageErrors = { uncaught: [], errors: [], warnings: [] };
  page.on('pageerror', (e) => log.uncaught.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') log.errors.push(m.text());
    if (m.type() === 'warning') log.warnings.push(m.text());
  });
  return { context, page, log };
}

/** Runs axe-core (served from node_modules) on the page; returns the violations. */
export async function axe(page: Page, context: string | object = 'html'): Promise<{ id: string; impact: string; nodes: number; help: string; targets: string[] }[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ url: '/node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (ctx) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(ctx, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context);
}

/** Types `text` into a search element's box from inside the page, one input event every `ms` (exact cadence). */
export const typeInPage = (page: Page, text: string, ms: number, selector = 'inlay-search') =>
  page.$eval(selector, (el, [t, step]) => new Promise<void>((done) => {
    const input = el.shadowRoot!.querySelector('input')!;
    input.focus();
    let i = 0;
    const tick = () => {
      input.value = t.slice(0, ++i);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: t[i - 1], inputType: 'insertText' }));
      if (i < t.length) setTimeout(tick, step);
      else done();
    };
    tick();
  }), [text, ms] as [string, number]);
