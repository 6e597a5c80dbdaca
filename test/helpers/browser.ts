// The browser tests' one way to a browser: Chromium, Firefox or WebKit (Safari's engine), chosen by
// INLAY_ENGINE (chromium when unset; vitest.config.ts runs one project per engine), always Debian's own
// browsers (never a browser download). One browser per test file; a fresh context (and profile) per launch.
// - chromium: playwright-core over CDP, /usr/bin/chromium.
// - firefox: playwright-core over WebDriver BiDi (`channel: 'moz-firefox'`), /usr/bin/firefox-esr through
//   engines/firefox-bidi.mjs (answers the one emulation command ESR lacks).
// - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb (engines/webdriver.ts), which
//   offers the part of playwright's Page API that WebDriver classic can.
// Test files see one API (playwright's types); a file or test that an engine can't run says why with
// skipOn() below, and the summary lists those reasons per engine.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, expect } from 'vitest';
import { chromium, firefox, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchWebKit } from './engines/webdriver';
import { GAPS } from './engine-gaps';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];
const fromEnv = (process.env.INLAY_ENGINE ?? 'chromium').toLowerCase();
if (!ENGINES.includes(fromEnv as Engine)) throw new Error(`INLAY_ENGINE=${fromEnv}: expected one of ${ENGINES.join(', ')}.`);
/** The engine this test run drives. */
export const ENGINE = fromEnv as Engine;

let fileSkipped: string | null = null;
/**
 * Declares what an engine can't run, and why. At a file's top level, `skipOn({ webkit: 'reason' })`
 * skips every test of the file in that engine (launch() then starts no browser); inside a test,
 * `skipOn({ webkit: 'reason' }, ctx)` skips that test. Either way the test is reported skipped with
 * the note "<engine> can't: <reason>", and the summary lists those notes per engine. Never skip
 * silently: a reason is required. Returns the note for this engine, or ''.
 */
export function skipOn(reasons: Partial<Record<Engine, string>>, ctx?: { skip(note?: string): void }): string {
  const reason = reasons[ENGINE];
  if (!reason) return '';
  const note = `${ENGINE} can't: ${reason}`;
  if (ctx) ctx.skip(note);
  else {
    fileSkipped = note;
    beforeEach((c) => c.skip(note));
  }
  return note;
}

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

// The gaps listed for this engine (engine-gaps.ts), applied to whichever test file imports this module.
// INLAY_GAPS=0 runs them anyway (to check whether a gap still holds).
const IGNORE_GAPS = process.env.INLAY_GAPS === '0';
beforeEach((ctx) => {
  if (IGNORE_GAPS) return;
  const file = ctx.task.file.name.replace(/^.*?\btest\//, '');
  const full = fullName(ctx.task);
  const gap = GAPS[ENGINE].find((g) => g.file === file && (!g.test || g.test.test(full)));
  if (gap) ctx.skip(`${ENGINE} can't: ${gap.reason}`);
});
const fullName = (t: { name: string; suite?: { name: string; suite?: unknown } | undefined }): string => {
  const names: string[] = [];
  for (let s: { name: string; suite?: unknown } | undefined = t; s; s = s.suite as typeof s) if (s.name) names.unshift(s.name);
  return names.join(' > ');
};
const wholeFileGap = (file: string) => !IGNORE_GAPS && GAPS[ENGINE].find((g) => g.file === file && !g.test);

export function findChrome(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's: `apt-get update && apt-get install -y chromium`, " +
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

const FIREFOX_SHIM = fileURLToPath(new URL('./engines/firefox-bidi.mjs', import.meta.url));

/**
 * Launches the engine; every launch gets a fresh, empty profile of its own. `extra`: more Chromium flags;
 * a `--host-resolver-rules=MAP <host> 127.0.0.1` (a public-looking origin served from this machine) is
 * also honoured in Firefox (its network.dns.localDomains pref) and WebKit (the adapter's proxy).
 */
export async function launch(extra: string[] = []): Promise<Launched> {
  const file = expect.getState().testPath?.replace(/^.*?\/test\//, '');
  if (fileSkipped || (file && wholeFileGap(file))) {
    // The file can't run in this engine (its tests are skipped with the reason): start nothing.
    return { browser: null as unknown as Browser, async close() {} };
  }
  let browser: Browser;
  const mapped = extra.flatMap((flag) => [...flag.matchAll(/MAP ([\w.-]+) 127\.0\.0\.1/g)].map((m) => m[1]!));
  if (ENGINE === 'firefox') {
    if (!existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'))
      throw new Error('No Firefox for the browser tests: `apt-get install -y firefox-esr`, or set FIREFOX_PATH.');
    browser = await firefox.launch({
      channel: 'moz-firefox',
      executablePath: FIREFOX_SHIM,
      headless: true,
      firefoxUserPrefs: {
        // ESR 153's content process crashes (SIGSEGV, and the whole browser with it) when axe-core's
        // aria-allowed-attr rule runs on an element whose ariaLabelledByElements playwright's utility
        // world (a sandbox) read for getByRole({ name }), in either order (consent.test.ts did). Without
        // element reflection playwright resolves the ids itself, as in browsers that lack it; no widget uses it.
        'accessibility.ARIAElementReflection.enabled': false,
        ...(mapped.length ? { 'network.dns.localDomains': mapped.join(',') } : {}),
      },
    });
  } else if (ENGINE === 'webkit') {
    browser = (await launchWebKit({ hosts: mapped })) as unknown as Browser;
  } else {
    browser = await chromium.launch({
      executablePath: findChrome(),
      args: [...CHROME_ARGS.filter((a) => a !== '--headless'), ...extra],
      headless: true,
    });
  }
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
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; log: PageErrors }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, ...options });
  const page = await context.newPage();
  if (ENGINE === 'firefox') patchFirefoxFill(page);
  const log: PageErrors = { uncaught: [], errors: [], warnings: [] };
  // Firefox's BiDi reports a CSP violation as a page error ("Content-Security-Policy: The page's settings
  // blocked …"); Chromium as a console error. It is no exception thrown by the page: filed with the errors.
  page.on('pageerror', (e) => (ENGINE === 'firefox' && /^(\w*Error: )?Content-Security-Policy: /.test(String(e)) ? log.errors : log.uncaught).push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') log.errors.push(m.text());
    if (m.type() === 'warning') log.warnings.push(m.text());
  });
  return { context, page, log };
}

let fillPatched = false;
/**
 * playwright's fill() over BiDi types nothing: after selecting the field's text it calls its own
 * `window.__pw_bidiInsertText`, which writes `input.value` through the element's own setter and fires
 * `input`. Two things go wrong in Firefox:
 * - React (WordPress's block editor, the consumers' apps) tracks `value` on each input through that very
 *   setter, so it takes the new text for its own and fires no onChange: the state stays empty.
 * - `<input type=email>` and `type=number` have no selection (selectionStart is null), so the text is
 *   appended to the old value instead of replacing it.
 * So before each fill() this puts in the field's window an insertText that writes through the prototype's
 * setter (what typing does: React sees the change) and empties an email or number field first (no
 * event): what a user's select-all-and-type gives. Contenteditable is left to playwright's own.
 */
function patchFirefoxFill(page: Page) {
  if (fillPatched) return;
  fillPatched = true;
  const proto = Object.getPrototypeOf(page.locator('html')) as { fill(this: ReturnType<Page['locator']>, value: string, o?: object): Promise<void> };
  const fill = proto.fill;
  proto.fill = async function (value, o) {
    await this.evaluate((el) => {
      const win = el.ownerDocument.defaultView as unknown as Window & typeof globalThis & Record<string, unknown>;
      if (el instanceof win.HTMLInputElement && (el.type === 'email' || el.type === 'number')) el.value = '';
      if (win.__inlayInsertText) return;
      let own = win.__pw_bidiInsertText as ((t: string) => unknown) | undefined;
      const insert = (text: string): unknown => {
        let el: Element | null = win.document.activeElement;
        while (el?.shadowRoot) el = el.shadowRoot.activeElement;
        if (!(el instanceof win.HTMLInputElement || el instanceof win.HTMLTextAreaElement)) return own?.(text);
        const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')!.set!;
        const start = el.selectionStart;
        if (start === null) set.call(el, el.value + text);
        else {
          set.call(el, el.value.slice(0, start) + text + el.value.slice(el.selectionEnd ?? start));
          el.setSelectionRange(start + text.length, start + text.length);
        }
        el.dispatchEvent(new win.InputEvent('input', { data: text, inputType: 'insertText', bubbles: true, composed: true }));
        return undefined;
      };
      win.__inlayInsertText = insert;
      // playwright's injected script (re)assigns its own when it starts: kept for contenteditable only.
      Object.defineProperty(win, '__pw_bidiInsertText', { configurable: true, get: () => insert, set: (f: (t: string) => unknown) => void (own = f) });
    }).catch(() => {});
    return fill.call(this, value, o);
  };
}

/** Runs axe-core (served from node_modules) on the page; returns the violations. */
export async function axe(
  page: Page,
  context: string | object = 'html',
): Promise<{ id: string; impact: string; nodes: number; help: string; targets: string[] }[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ url: '/node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (ctx) => {
    const axe = (
      window as unknown as {
        axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run(ctx, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context);
}

/** Types `text` into a search element's box from inside the page, one input event every `ms` (exact cadence). */
export const typeInPage = (page: Page, text: string, ms: number, selector = 'inlay-search') =>
  page.$eval(
    selector,
    (el, [t, step]) =>
      new Promise<void>((done) => {
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
      }),
    [text, ms] as [string, number],
  );
