// WebKit (Safari's engine) for the browser tests: Debian's WebKitWebDriver driving WebKitGTK's MiniBrowser
// under a private Xvfb. WebKitGTK has no WebDriver BiDi and no playwright build, so this file speaks W3C
// WebDriver classic (a handful of HTTP commands; no client library needed) and offers the part of
// playwright's Browser / BrowserContext / Page API the test files use: goto, evaluate, $eval, $$eval,
// waitForFunction, keyboard, mouse, focus, click, simple locators. What it can't offer (request routing,
// popups, workers, CDP, init scripts) throws `Unsupported`, so a test needing it states why WebKit can't
// run it (see `engineCant` in ../browser.ts) instead of passing vacuously.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export class Unsupported extends Error {}

const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser', '/usr/lib/webkit2gtk-4.1/MiniBrowser'];
const DRIVER = ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebDriver'];

const pick = (env: string, list: string[], what: string) => {
  const fromEnv = process.env[env];
  if (fromEnv) return fromEnv;
  const found = list.find((p) => existsSync(p));
  if (!found) throw new Error(`No ${what} found for the WebKit tests: \`apt-get install -y webkit2gtk-driver xvfb\`, or set ${env}.`);
  return found;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Starts Xvfb on a free display (it prints the number it took on -displayfd). */
function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp', '-noreset'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'], detached: true });
    let out = '';
    proc.on('error', (e) => reject(new Error(`Xvfb failed to start (${e.message}): \`apt-get install -y xvfb\`.`)));
    (proc.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, proc });
    });
  });
}

async function wd<T = unknown>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json().catch(() => ({}))) as { value?: { error?: string; message?: string } & T };
  if (!res.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && json.value.error)) {
    throw new Error(`WebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${json.value?.error}: ${json.value?.message}`);
  }
  return json.value as T;
}

type Fn = string | ((...args: never[]) => unknown);
const source = (fn: Fn) => (typeof fn === 'string' ? `() => (${fn})` : fn.toString());

// In the page: playwright's CSS engine pierces open shadow roots; so does this (document first, then
// every open shadow root, in tree order). `:visible` and playwright's other extensions are not supported.
const DEEP = `
  const __deepAll = (sel, root = document) => {
    const out = [...root.querySelectorAll(sel)];
    const walk = (node) => { for (const el of node.querySelectorAll('*')) if (el.shadowRoot) { out.push(...el.shadowRoot.querySelectorAll(sel)); walk(el.shadowRoot); } };
    walk(root);
    return [...new Set(out)];
  };`;

// One async script runs a function with its argument and reports either its value or its error. The
// function's source is part of the script (WebDriver's scripts are exempt from the page's CSP; an eval
// in the page would not be, nor pass Trusted Types).
const run = (src: string) => `${DEEP}
  const done = arguments[arguments.length - 1];
  const [arg, sel, all, wait] = arguments;
  const fn = (${src});
  const call = async () => {
    if (sel === null) return fn(arg);
    const els = __deepAll(sel);
    if (all) return fn(els, arg);
    if (!els.length) throw new Error('No element matches ' + sel);
    return fn(els[0], arg);
  };
  const settle = (v) => { try { done({ ok: true, v: v === undefined ? null : v }); } catch (e) { done({ ok: false, e: String(e) }); } };
  if (!wait) return void call().then(settle, (e) => done({ ok: false, e: String(e && e.stack || e) }));
  const until = Date.now() + wait;
  const poll = () => call().then((v) => v ? settle(v) : Date.now() > until ? done({ ok: false, e: 'waitForFunction: timed out after ' + wait + ' ms' }) : setTimeout(poll, 16), (e) => done({ ok: false, e: String(e) }));
  poll();`;

const KEYS: Record<string, string> = {
  Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C', Backspace: '\uE003', Delete: '\uE017', Space: ' ', ' ': ' ',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010',
  PageUp: '\uE00E', PageDown: '\uE00F', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D',
};
const keyOf = (k: string) => {
  const v = KEYS[k];
  if (v !== undefined) return v;
  if ([...k].length === 1) return k;
  throw new Unsupported(`WebKit adapter: key ${k} is not mapped`);
};

export class WdPage {
  private viewport: { width: number; height: number } | null = null;
  readonly keyboard;
  readonly mouse;
  constructor(
    private readonly base: string,
    private readonly owner: WdContext,
  ) {
    const act = (actions: unknown[]) => wd(this.base, 'POST', '/actions', { actions });
    const keys = (list: { type: string; value: string }[]) => act([{ type: 'key', id: 'kb', actions: list }]);
    this.keyboard = {
      press: (combo: string) => {
        const parts = combo.split('+').map(keyOf);
        return keys([...parts.map((value) => ({ type: 'keyDown', value })), ...parts.reverse().map((value) => ({ type: 'keyUp', value }))]);
      },
      down: (k: string) => keys([{ type: 'keyDown', value: keyOf(k) }]),
      up: (k: string) => keys([{ type: 'keyUp', value: keyOf(k) }]),
      type: (text: string) => keys([...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }])),
      insertText: (text: string) => keys([...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }])),
    };
    const pointer = (list: unknown[]) => act([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: list }]);
    this.mouse = {
      move: (x: number, y: number, o: { steps?: number } = {}) =>
        pointer(Array.from({ length: Math.max(1, o.steps ?? 1) }, () => ({ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' }))),
      down: () => pointer([{ type: 'pointerDown', button: 0 }]),
      up: () => pointer([{ type: 'pointerUp', button: 0 }]),
      click: (x: number, y: number) =>
        pointer([{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
      wheel: (dx: number, dy: number) => act([{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: 10, y: 10, deltaX: dx, deltaY: dy, origin: 'viewport' }] }]),
    };
  }

  private async run<T>(fn: Fn, arg: unknown, sel: string | null, all = false, wait = 0): Promise<T> {
    const r = await wd<{ ok: boolean; v: T; e: string }>(this.base, 'POST', '/execute/async', { script: run(source(fn)), args: [arg === undefined ? null : arg, sel, all, wait] });
    if (!r.ok) throw new Error(r.e);
    return r.v;
  }

  async setViewportSize(size: { width: number; height: number }) {
    this.viewport = size;
    // The window has chrome around the page: size it, read the page's size, correct by the difference.
    for (let i = 0; i < 3; i++) {
      const rect = await wd<{ width: number; height: number }>(this.base, 'GET', '/window/rect');
      const inner = await this.run<{ w: number; h: number }>(() => ({ w: innerWidth, h: innerHeight }), null, null);
      if (inner.w === size.width && inner.h === size.height) return;
      await wd(this.base, 'POST', '/window/rect', { width: rect.width + size.width - inner.w, height: rect.height + size.height - inner.h });
    }
  }
  viewportSize() {
    return this.viewport;
  }
  /** Navigates (the session's page load strategy is 'none') and waits for the new document's load or DOMContentLoaded. */
  async goto(url: string, o: { waitUntil?: string; timeout?: number } = {}) {
    await wd(this.base, 'POST', '/execute/sync', { script: 'window.__inlayOld = true', args: [] }).catch(() => {});
    await wd(this.base, 'POST', '/url', { url });
    await this.loaded(o.waitUntil === 'domcontentloaded' || o.waitUntil === 'commit' ? 'interactive' : 'complete', o.timeout ?? 30_000);
    return null;
  }
  async reload(o: { waitUntil?: string } = {}) {
    await wd(this.base, 'POST', '/execute/sync', { script: 'window.__inlayOld = true', args: [] }).catch(() => {});
    await wd(this.base, 'POST', '/refresh', {});
    await this.loaded(o.waitUntil === 'domcontentloaded' ? 'interactive' : 'complete', 30_000);
    return null;
  }
  private async loaded(state: 'interactive' | 'complete', timeout: number) {
    const until = Date.now() + timeout;
    for (;;) {
      const ready = await wd<string | null>(this.base, 'POST', '/execute/sync', { script: 'return window.__inlayOld ? null : document.readyState', args: [] }).catch(() => null);
      if (ready === 'complete' || (ready === 'interactive' && state === 'interactive')) return;
      if (Date.now() > until) throw new Error(`page.goto: no ${state === 'complete' ? 'load' : 'DOMContentLoaded'} within ${timeout} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  /** A script element from a URL (like playwright's addScriptTag({ url })), resolved when it has loaded. */
  async addScriptTag(o: { url?: string; content?: string }) {
    if (!o.url) this.unsupported('addScriptTag({ content })');
    await this.evaluate((u: string) => new Promise((ok, fail) => {
      const s = document.createElement('script');
      s.src = u;
      s.onload = ok;
      s.onerror = () => fail(new Error('addScriptTag: ' + u + ' failed to load'));
      document.head.append(s);
    }), o.url);
  }
  url() {
    throw new Unsupported('WebKit adapter: page.url() is async here; use page.evaluate(() => location.href)');
  }
  context() {
    return this.owner;
  }
  evaluate<T>(fn: Fn, arg?: unknown): Promise<T> {
    return this.run<T>(fn, arg, null);
  }
  $eval<T>(sel: string, fn: Fn, arg?: unknown): Promise<T> {
    return this.run<T>(fn, arg, sel);
  }
  $$eval<T>(sel: string, fn: Fn, arg?: unknown): Promise<T> {
    return this.run<T>(fn, arg, sel, true);
  }
  async waitForFunction(fn: Fn, arg?: unknown, o: { timeout?: number } = {}) {
    const timeout = o.timeout || 30_000;
    await wd(this.base, 'POST', '/timeouts', { script: timeout + 5000 });
    return this.run(fn, arg, null, false, timeout);
  }
  async waitForSelector(sel: string, o: { timeout?: number } = {}) {
    const timeout = o.timeout || 30_000;
    await wd(this.base, 'POST', '/timeouts', { script: timeout + 5000 });
    return this.run((els: Element[]) => els.length > 0, null, sel, true, timeout);
  }
  waitForTimeout(ms: number) {
    return new Promise((r) => setTimeout(r, ms));
  }
  async focus(sel: string) {
    await this.$eval(sel, (el: HTMLElement) => el.focus());
  }
  /** Clicks the centre of the first element matching `sel` (scrolled into view), like a user. */
  async click(sel: string) {
    const p = await this.$eval<{ x: number; y: number }>(sel, (el: Element) => {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await this.mouse.click(p.x, p.y);
  }
  async screenshot(o: { path?: string } = {}) {
    const b64 = await wd<string>(this.base, 'GET', '/screenshot');
    const buf = Buffer.from(b64, 'base64');
    if (o.path) (await import('node:fs')).writeFileSync(o.path, buf);
    return buf;
  }
  on() {
    // WebDriver classic has no console or error events: tests read errors from the page instead.
    return this;
  }
  unsupported(what: string): never {
    throw new Unsupported(`WebKit adapter: ${what} needs WebDriver BiDi, which WebKitGTK's driver lacks`);
  }
  route() {
    return this.unsupported('page.route');
  }
  addInitScript() {
    return this.unsupported('page.addInitScript');
  }
  workers() {
    return this.unsupported('page.workers');
  }
  emulateMedia() {
    return this.unsupported('page.emulateMedia');
  }
  locator(): never {
    return this.unsupported('page.locator');
  }
  getByRole(): never {
    return this.unsupported('page.getByRole');
  }
  async close() {
    await this.owner.close();
  }
}

/** A browser context is one WebDriver session (one MiniBrowser): contexts share nothing, like playwright's. */
export class WdContext {
  private session: string | null = null;
  constructor(
    private readonly driver: string,
    private readonly options: { viewport?: { width: number; height: number } | null },
  ) {}
  async newPage(): Promise<WdPage> {
    if (this.session) throw new Unsupported('WebKit adapter: one page per context');
    const caps = { capabilities: { alwaysMatch: { pageLoadStrategy: 'none', 'webkitgtk:browserOptions': { binary: pick('WEBKIT_MINIBROWSER', MINIBROWSER, 'MiniBrowser'), args: ['--automation'] } } } };
    const r = await wd<{ sessionId: string }>(this.driver, 'POST', '/session', caps);
    this.session = r.sessionId;
    const page = new WdPage(`${this.driver}/session/${r.sessionId}`, this);
    await wd(`${this.driver}/session/${r.sessionId}`, 'POST', '/timeouts', { script: 60_000, pageLoad: 60_000 });
    if (this.options.viewport !== null) await page.setViewportSize(this.options.viewport ?? { width: 1280, height: 720 });
    return page;
  }
  async close() {
    const id = this.session;
    this.session = null;
    if (id) await wd(this.driver, 'DELETE', `/session/${id}`).catch(() => {});
  }
  addInitScript(): never {
    throw new Unsupported('WebKit adapter: context.addInitScript needs WebDriver BiDi');
  }
  route(): never {
    throw new Unsupported('WebKit adapter: context.route needs WebDriver BiDi');
  }
  waitForEvent(): never {
    throw new Unsupported('WebKit adapter: popups (context.waitForEvent) need WebDriver BiDi');
  }
  grantPermissions(): never {
    throw new Unsupported('WebKit adapter: context.grantPermissions needs WebDriver BiDi');
  }
  newCDPSession(): never {
    throw new Unsupported('CDP is Chromium only');
  }
}

/** One Xvfb and one WebKitWebDriver per test file; `newContext` starts a MiniBrowser of its own. */
export async function launchWebKit() {
  const driverPath = pick('WEBKIT_DRIVER', DRIVER, 'WebKitWebDriver (Debian package webkit2gtk-driver)');
  const x = await startXvfb();
  const port = await freePort();
  // Own process groups (detached), so closing ends the driver's MiniBrowsers and web processes too.
  const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: x.display }, stdio: 'ignore', detached: true });
  const killAll = () => {
    for (const p of [driver, x.proc]) {
      try {
        if (p.pid) process.kill(-p.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killAll);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/status`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 100) throw new Error('WebKitWebDriver did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const contexts = new Set<WdContext>();
  const browser = {
    engine: 'webkit' as const,
    async newContext(options: { viewport?: { width: number; height: number } | null } = {}) {
      const c = new WdContext(base, options);
      contexts.add(c);
      return c;
    },
    version: () => 'WebKitGTK',
    async close() {
      await Promise.all([...contexts].map((c) => c.close()));
      killAll();
      process.off('exit', killAll);
    },
  };
  return browser;
}
