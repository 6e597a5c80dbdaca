// WebKit (Safari's engine) for the browser tests: Debian's WebKitWebDriver driving WebKitGTK's MiniBrowser
// under a private Xvfb. WebKitGTK has no WebDriver BiDi and no playwright build, so this file speaks W3C
// WebDriver classic (a handful of HTTP commands; no client library needed) and offers the part of
// playwright's Browser / BrowserContext / Page API the test files use: goto, evaluate, $eval, $$eval,
// waitForFunction, keyboard, mouse, focus, click, simple locators, popups (window handles,
// webdriver-windows.ts). Init scripts, console, request routing and `request` events go through the test
// servers (page-hooks.ts) and, for other hosts, a proxy in this process (webdriver-proxy.ts). What it
// can't offer (workers, CDP, file choosers) throws `Unsupported`, so a test needing it states why WebKit
// can't run it (a gap in ../engine-gaps.ts, or skipOn in ../browser.ts) instead of passing vacuously.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startProxy } from './webdriver-proxy';
import { Windows } from './webdriver-windows';
import { current, scriptSource, type HookSet, type RouteHandler, type UrlMatch } from './page-hooks';

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

// Every process this adapter starts (Xvfb, each WebKitWebDriver with its MiniBrowser and web processes)
// runs in a process group of its own, registered here and killed as a group. Closing the browser kills
// them all, a spare still starting included; and a reaper (one small shell per test worker) kills
// whatever is left when the worker dies in any way: vitest ends its workers with SIGTERM, which runs no
// 'exit' handler, so a driver started for the next context used to outlive every test file.
const groups = new Set<number>();
const REAPER = `g=' '
while read -r op p; do
  case "$op" in
    +) g="$g$p " ;;
    -) case "$g" in *" $p "*) g="\${g%% $p *} \${g#* $p }" ;; esac ;;
  esac
done
for p in $g; do kill -9 -"$p" 2>/dev/null; done`;
let reaper: ChildProcess | null = null;
const tell = (line: string) => {
  if (!reaper) {
    // Its stdin is a pipe from this process: end of file (this process gone, however) means reap.
    reaper = spawn('sh', ['-c', REAPER], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    reaper.on('error', () => {});
    reaper.unref();
    (reaper.stdin as unknown as { unref(): void }).unref();
  }
  reaper.stdin?.write(line + '\n');
};
/** Registers a detached child's process group (its pid) for killGroup, browser close and the reaper. */
const track = (p: ChildProcess) => {
  if (!p.pid) return p;
  groups.add(p.pid);
  tell(`+ ${p.pid}`);
  return p;
};
/** Kills a detached child's whole process group (a driver with its MiniBrowser and web processes). */
const killGroup = (p: ChildProcess) => {
  if (!p.pid || !groups.delete(p.pid)) return;
  try {
    process.kill(-p.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  tell(`- ${p.pid}`);
};
process.once('exit', () => {
  for (const g of groups) {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/** Starts Xvfb on a free display (it prints the number it took on -displayfd). */
function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp', '-noreset'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      detached: true,
    });
    track(proc);
    let out = '';
    proc.on('error', (e) => reject(new Error(`Xvfb failed to start (${e.message}): \`apt-get install -y xvfb\`.`)));
    (proc.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, proc });
    });
  });
}

async function wd<T = unknown>(base: string, method: string, path: string, body?: unknown, timeout?: number): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: timeout ? AbortSignal.timeout(timeout) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { value?: { error?: string; message?: string } & T };
  if (!res.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && json.value.error)) {
    throw new Error(`WebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${json.value?.error}: ${json.value?.message}`);
  }
  return json.value as T;
}

type Fn = string | ((...args: never[]) => unknown);
// A string is an expression, called when it is a function (like playwright's).
const source = (fn: Fn) => (typeof fn === 'string' ? `(...a) => { const f = (${fn}); return typeof f === 'function' ? f(...a) : f; }` : fn.toString());

// In the page: playwright's CSS engine pierces open shadow roots, and so does this: a selector's parts
// split at descendant combinators match across shadow boundaries (`inlay-search input` finds the input
// in the element's shadow root). Roles (getByRole) follow ARIA's implicit roles and a simplified
// accessible name (aria-labelledby, aria-label, label, alt, title, text). A target is a CSS string or
// { chain: [{ css } | { role, name, exact }], nth }.
const DEEP = `
  const __within = (root, sel) => {
    const out = [...root.querySelectorAll(sel)];
    const walk = (node) => { for (const el of node.querySelectorAll('*')) if (el.shadowRoot) { out.push(...el.shadowRoot.querySelectorAll(sel)); walk(el.shadowRoot); } };
    if (root.shadowRoot) { out.push(...root.shadowRoot.querySelectorAll(sel)); walk(root.shadowRoot); }
    walk(root);
    return [...new Set(out)];
  };
  const __parts = (sel) => {
    const parts = []; let cur = ''; let depth = 0; let quote = '';
    for (const ch of sel.trim()) {
      if (quote) { cur += ch; if (ch === quote) quote = ''; continue; }
      if (ch === '"' || ch === "'") { quote = ch; cur += ch; continue; }
      if (ch === '[' || ch === '(') depth++;
      if (ch === ']' || ch === ')') depth--;
      if (/\\s/.test(ch) && depth === 0) { if (cur) { parts.push(cur); cur = ''; } continue; }
      cur += ch;
    }
    if (cur) parts.push(cur);
    const glued = [];
    for (let i = 0; i < parts.length; i++) {
      if (/^[>+~]$/.test(parts[i]) && glued.length && i + 1 < parts.length) { glued[glued.length - 1] += ' ' + parts[i] + ' ' + parts[++i]; continue; }
      glued.push(parts[i]);
    }
    return sel.includes(',') ? [sel] : glued;
  };
  const __css = (roots, sel) => {
    let found = roots;
    for (const part of __parts(sel)) found = [...new Set(found.flatMap((r) => __within(r, part)))];
    return found;
  };
  const __text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim();
  const __byId = (el, id) => el.getRootNode().getElementById ? el.getRootNode().getElementById(id) : document.getElementById(id);
  const __role = (el) => {
    const r = el.getAttribute('role'); if (r) return r.split(' ')[0];
    const t = el.localName; const type = (el.getAttribute('type') || 'text').toLowerCase();
    if (t === 'button' || (t === 'input' && ['button', 'submit', 'reset', 'image'].includes(type))) return 'button';
    if (t === 'a' || t === 'area') return el.hasAttribute('href') ? 'link' : '';
    if (/^h[1-6]$/.test(t)) return 'heading';
    if (t === 'input') return type === 'checkbox' ? 'checkbox' : type === 'radio' ? 'radio' : type === 'range' ? 'slider' : type === 'search' ? (el.hasAttribute('list') ? 'combobox' : 'searchbox') : ['email', 'tel', 'text', 'url', ''].includes(type) ? (el.hasAttribute('list') ? 'combobox' : 'textbox') : type === 'number' ? 'spinbutton' : '';
    if (t === 'textarea') return 'textbox';
    if (t === 'select') return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
    if (t === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (t === 'dialog') return 'dialog';
    if (t === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (t === 'ul' || t === 'ol') return 'list';
    if (t === 'li') return 'listitem';
    if (t === 'nav') return 'navigation';
    if (t === 'form') return 'form';
    if (t === 'fieldset') return 'group';
    return '';
  };
  // A name from content, as Chromium computes it: aria-hidden and display:none children left out, a
  // child's aria-label for its text, and a space around every child that is not display:inline.
  const __content = (node) => {
    let s = '';
    for (const c of node.childNodes) {
      if (c.nodeType === 3) { s += c.data; continue; }
      if (c.nodeType !== 1 || c.getAttribute('aria-hidden') === 'true') continue;
      const d = getComputedStyle(c).display;
      if (d === 'none') continue;
      const t = (c.getAttribute('aria-label') || '').trim() || __content(c);
      s += d === 'inline' || d === 'contents' ? t : ' ' + t + ' ';
    }
    return s;
  };
  const __name = (el) => {
    const lb = el.getAttribute('aria-labelledby');
    if (lb) return lb.split(/\\s+/).map((id) => { const l = __byId(el, id); return l ? __text(l) : ''; }).join(' ').trim();
    const al = el.getAttribute('aria-label'); if (al && al.trim()) return al.trim();
    if (el.labels && el.labels.length) return [...el.labels].map(__text).join(' ');
    if (el.localName === 'img') return el.getAttribute('alt') || '';
    const own = ['button', 'link', 'heading', 'tab', 'option', 'menuitem', 'cell', 'listitem', 'checkbox', 'radio'].includes(__role(el)) ? __content(el).replace(/\\s+/g, ' ').trim() : '';
    return own || el.getAttribute('title') || el.getAttribute('placeholder') || '';
  };
  const __hidden = (el) => { for (let n = el; n; n = n.parentElement || (n.getRootNode() && n.getRootNode().host)) { if (n.getAttribute && n.getAttribute('aria-hidden') === 'true') return true; } return !el.getClientRects().length && getComputedStyle(el).display === 'none'; };
  const __byRole = (roots, step) => __css(roots, '*').filter((el) => {
    if (__role(el) !== step.role || __hidden(el)) return false;
    if (step.name === undefined || step.name === null) return true;
    const n = __name(el).replace(/\\s+/g, ' ');
    if (step.name && typeof step.name === 'object') return new RegExp(step.name.source, step.name.flags).test(n);
    return step.exact ? n === step.name : n.toLowerCase().includes(String(step.name).toLowerCase());
  });
  const __match = (s, m, exact) => {
    s = s.replace(/\\s+/g, ' ').trim();
    if (m && typeof m === 'object') return new RegExp(m.source, m.flags).test(s);
    return exact ? s === m : s.toLowerCase().includes(String(m).replace(/\\s+/g, ' ').trim().toLowerCase());
  };
  const __labels = (el) => {
    const out = [];
    const lb = el.getAttribute('aria-labelledby');
    if (lb) out.push(lb.split(/\\s+/).map((id) => { const l = __byId(el, id); return l ? __text(l) : ''; }).join(' '));
    const al = el.getAttribute('aria-label'); if (al) out.push(al);
    if (el.labels) for (const l of el.labels) out.push(__text(l));
    return out;
  };
  const __byLabel = (roots, step) => __css(roots, '*').filter((el) => __labels(el).some((t) => __match(t, step.label, step.exact)));
  const __NOTEXT = ['SCRIPT', 'STYLE', 'HEAD', 'TITLE', 'TEMPLATE', 'NOSCRIPT'];
  // The innermost elements whose text matches (playwright's getByText: not every ancestor too).
  const __byText = (roots, step) => {
    const els = __css(roots, '*').filter((el) => !__NOTEXT.includes(el.tagName) && __match(__text(el), step.text, step.exact));
    return els.filter((el) => !els.some((o) => o !== el && el.contains(o)));
  };
  const __resolve = (target) => {
    if (typeof target === 'string') return __css([document], target);
    let found = [document];
    for (const step of target.chain) {
      found = step.css !== undefined ? __css(found, step.css) : step.label !== undefined ? __byLabel(found, step) : step.text !== undefined ? __byText(found, step) : __byRole(found, step);
      if (step.hasText !== undefined && step.hasText !== null) found = found.filter((el) => __match(__text(el), step.hasText, false));
      if (step.nth !== undefined && step.nth !== null) found = step.nth === -1 ? found.slice(-1) : found.slice(step.nth, step.nth + 1);
    }
    return found;
  };
  const __deepAll = (sel) => __resolve(sel);`;

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
  const rec = () => (window.__inlayRec ? window.__inlayRec.splice(0) : []);
  const fail = (e) => done({ ok: false, e: e instanceof Error ? String(e) + '\\n' + e.stack : String(e), rec: rec(), href: location.href });
  // WebDriver sends undefined as null; marked here and restored by the adapter, as playwright keeps it.
  const mark = (v, depth) => v === undefined ? { __inlayUndefined: 1 } : depth > 20 || v === null || typeof v !== 'object' ? v
    : Array.isArray(v) ? v.map((x) => mark(x, depth + 1))
    : Object.getPrototypeOf(v) === Object.prototype ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mark(x, depth + 1)])) : v;
  // Plain data goes as JSON text: WebKit's own serialisation loses the order of an object's keys.
  const plain = (v, depth) => depth < 20 && (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && isFinite(v))
    || (Array.isArray(v) ? v.every((x) => plain(x, depth + 1)) : typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every((x) => plain(x, depth + 1))));
  const settle = (v) => { try { const m = mark(v, 0); done({ ok: true, ...(plain(m, 0) ? { j: JSON.stringify(m) } : { v: m }), rec: rec(), href: location.href }); } catch (e) { fail(e); } };
  if (!wait) return void call().then(settle, fail);
  const until = Date.now() + wait;
  const poll = () => call().then((v) => v ? settle(v) : Date.now() > until ? fail('waitForFunction: timed out after ' + wait + ' ms') : setTimeout(poll, 16), fail);
  poll();`;

/** The page's undefined (marked by `run`'s settle) back to undefined, as playwright returns it. */
function unmark(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(unmark);
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1 && entries[0]![0] === '__inlayUndefined') return undefined;
  return Object.fromEntries(entries.map(([key, inner]) => [key, unmark(inner)]));
}

const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  Space: ' ',
  ' ': ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  // playwright's ControlOrMeta is Meta on macOS only; MiniBrowser runs on Linux.
  ControlOrMeta: '\uE009',
};
const keyOf = (k: string) => {
  const v = KEYS[k];
  if (v !== undefined) return v;
  if ([...k].length === 1) return k;
  throw new Unsupported(`WebKit adapter: key ${k} is not mapped`);
};

type Pattern = string | { source: string; flags: string };
type Step = { css?: string; role?: string; name?: Pattern; label?: Pattern; text?: Pattern; hasText?: Pattern; exact?: boolean; nth?: number };
type TextMatch = string | RegExp;
const pattern = (v: TextMatch): Pattern => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v);
type Target = string | { chain: Step[] };
const roleStep = (role: string, o: { name?: string | RegExp; exact?: boolean }): Step => ({
  role,
  name: o.name === undefined ? undefined : pattern(o.name),
  exact: o.exact,
});

/**
 * playwright's Locator, the part the tests use: resolved in the page on every call; actions wait (up to
 * 30 s) for a match; click is a real pointer click at the element's centre; fill sets the value and
 * fires `input` like playwright's.
 */
export class WdLocator {
  constructor(
    private readonly page: WdPage,
    private readonly chain: Step[],
  ) {}
  private get target(): Target {
    return { chain: this.chain };
  }
  private with(step: Partial<Step>) {
    const chain = this.chain.slice();
    chain[chain.length - 1] = { ...chain[chain.length - 1]!, ...step };
    return new WdLocator(this.page, chain);
  }
  locator(css: string, o: { hasText?: TextMatch } = {}) {
    return new WdLocator(this.page, [...this.chain, { css, ...(o.hasText === undefined ? {} : { hasText: pattern(o.hasText) }) }]);
  }
  getByRole(role: string, o: { name?: string | RegExp; exact?: boolean } = {}) {
    return new WdLocator(this.page, [...this.chain, roleStep(role, o)]);
  }
  /** Form controls by their label (label elements, aria-label, aria-labelledby), like playwright's. */
  getByLabel(text: TextMatch, o: { exact?: boolean } = {}) {
    return new WdLocator(this.page, [...this.chain, { label: pattern(text), exact: o.exact }]);
  }
  /** The innermost elements whose text matches (whitespace normalised; substring, any case, unless exact). */
  getByText(text: TextMatch, o: { exact?: boolean } = {}) {
    return new WdLocator(this.page, [...this.chain, { text: pattern(text), exact: o.exact }]);
  }
  /** Keeps the matches whose text contains `hasText`. */
  filter(o: { hasText?: TextMatch }) {
    if (o.hasText === undefined) throw new Unsupported('WebKit adapter: locator.filter supports hasText only');
    return this.with({ hasText: pattern(o.hasText) });
  }
  first() {
    return this.with({ nth: 0 });
  }
  last() {
    return this.with({ nth: -1 });
  }
  nth(i: number) {
    return this.with({ nth: i });
  }
  private async attached(timeout = 30_000) {
    await this.page
      .run((els: Element[]) => els.length > 0, null, this.target, true, timeout)
      .catch((e: Error) => {
        throw new Error(`locator ${JSON.stringify(this.chain)}: ${e.message}`);
      });
  }
  async waitFor(o: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}) {
    const state = o.state ?? 'visible';
    await this.page.run(
      (els: Element[], st: string) => {
        const visible = els.length > 0 && els[0]!.getClientRects().length > 0 && getComputedStyle(els[0]!).visibility !== 'hidden';
        return st === 'attached' ? els.length > 0 : st === 'detached' ? els.length === 0 : st === 'visible' ? visible : !visible;
      },
      state,
      this.target,
      true,
      o.timeout ?? 30_000,
    );
  }
  async evaluate<T>(fn: Fn, arg?: unknown): Promise<T> {
    await this.attached();
    return this.page.run<T>(fn, arg, this.target);
  }
  /** The function on every match (none is fine), like playwright's evaluateAll. */
  evaluateAll<T>(fn: Fn, arg?: unknown): Promise<T> {
    return this.page.run<T>(fn, arg, this.target, true);
  }
  count() {
    return this.page.run<number>((els: Element[]) => els.length, null, this.target, true);
  }
  allTextContents() {
    return this.page.run<string[]>((els: Element[]) => els.map((e) => e.textContent ?? ''), null, this.target, true);
  }
  textContent() {
    return this.evaluate<string | null>((el: Element) => el.textContent);
  }
  innerText() {
    return this.evaluate<string>((el: HTMLElement) => el.innerText);
  }
  getAttribute(name: string) {
    return this.evaluate<string | null>((el: Element, n: string) => el.getAttribute(n), name);
  }
  inputValue() {
    return this.evaluate<string>((el: HTMLInputElement) => el.value);
  }
  isChecked() {
    return this.evaluate<boolean>((el: HTMLInputElement) => el.checked || el.getAttribute('aria-checked') === 'true');
  }
  isVisible() {
    return this.page.run<boolean>(
      (els: Element[]) => els.length > 0 && els[0]!.getClientRects().length > 0 && getComputedStyle(els[0]!).visibility !== 'hidden',
      null,
      this.target,
      true,
    );
  }
  async boundingBox() {
    if (!(await this.count())) return null;
    return this.evaluate<{ x: number; y: number; width: number; height: number }>((el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
  }
  focus() {
    return this.evaluate((el: HTMLElement) => el.focus());
  }
  blur() {
    return this.evaluate((el: HTMLElement) => el.blur());
  }
  /**
   * Waits for the element to be visible and enabled first, like playwright (a modal still `visibility:
   * hidden` is not hit; a button its framework has not yet enabled is not clicked in vain).
   */
  async click(o: { timeout?: number; button?: 'left' | 'middle' | 'right' } = {}) {
    await this.waitFor({ state: 'visible', timeout: o.timeout });
    await this.page.run((els: Element[]) => els.length > 0 && !els[0]!.matches(':disabled'), null, this.target, true, o.timeout ?? 30_000);
    const p = await this.page.run<{ x: number; y: number }>(
      (el: Element) => {
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      },
      null,
      this.target,
    );
    await this.page.mouse.click(p.x, p.y, { button: o.button });
  }
  async hover() {
    await this.attached();
    const p = await this.page.run<{ x: number; y: number }>(
      (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      },
      null,
      this.target,
    );
    await this.page.mouse.move(p.x, p.y);
  }
  async check() {
    if (!(await this.isChecked())) await this.click();
  }
  async uncheck() {
    if (await this.isChecked()) await this.click();
  }
  async press(key: string) {
    await this.focus();
    await this.page.keyboard.press(key);
  }
  async pressSequentially(text: string) {
    await this.focus();
    await this.page.keyboard.type(text);
  }
  type(text: string) {
    return this.pressSequentially(text);
  }
  /** Like playwright's fill: focus, replace the value, one `input` event (a change event comes on blur). */
  fill(value: string) {
    return this.evaluate((el: HTMLInputElement, v: string) => {
      el.focus();
      const proto =
        el instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : el instanceof HTMLSelectElement
            ? HTMLSelectElement.prototype
            : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, v);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: v }));
    }, value);
  }
  selectOption(value: string | string[]) {
    return this.evaluate(
      (el: HTMLSelectElement, v: string[]) => {
        for (const o of el.options) o.selected = v.includes(o.value) || v.includes(o.label);
        el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return v;
      },
      ([] as string[]).concat(value),
    );
  }
  setInputFiles(): never {
    throw new Unsupported('WebKit adapter: setInputFiles needs WebDriver BiDi (file chooser)');
  }
  /**
   * The element's border box, cut from a screenshot of the viewport, as playwright clips it. WebKit's
   * own element screenshot takes the element's rect with its descendants' overflow (a slider's
   * off-screen slides, clipped on screen, widen it: 992 or 1000 px for a 420 px box), so it is not
   * used. The options (animations: 'disabled', caret) are not emulated.
   */
  async screenshot(o: { path?: string } = {}) {
    await this.attached();
    const r = await this.page.run<{ x: number; y: number; w: number; h: number; dpr: number }>(
      (el: Element) => {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const b = el.getBoundingClientRect();
        return { x: b.left, y: b.top, w: b.width, h: b.height, dpr: devicePixelRatio };
      },
      null,
      this.target,
    );
    // @ts-expect-error pngjs ships no types (and @types/pngjs is not a dependency)
    const { PNG } = (await import('pngjs')) as { PNG: PngLib };
    const full = PNG.sync.read(Buffer.from(await this.page.command<string>('GET', '/screenshot'), 'base64'));
    const x = Math.max(0, Math.round(r.x * r.dpr));
    const y = Math.max(0, Math.round(r.y * r.dpr));
    const w = Math.min(full.width - x, Math.round(r.w * r.dpr));
    const h = Math.min(full.height - y, Math.round(r.h * r.dpr));
    const out = new PNG({ width: Math.max(1, w), height: Math.max(1, h) });
    PNG.bitblt(full, out, x, y, out.width, out.height, 0, 0);
    const buf = PNG.sync.write(out);
    if (o.path) (await import('node:fs')).writeFileSync(o.path, buf);
    return buf;
  }
  ariaSnapshot(): never {
    throw new Unsupported('WebKit adapter: ariaSnapshot is playwright-only');
  }
}

export class WdPage {
  private viewport: { width: number; height: number } | null = null;
  readonly keyboard;
  readonly mouse;
  constructor(
    private readonly base: string,
    private readonly owner: WdContext,
    private readonly handle = '',
    private readonly isPopup = false,
  ) {
    const act = (actions: unknown[]) => this.command('POST', '/actions', { actions });
    const keys = (list: { type: string; value: string }[]) => act([{ type: 'key', id: 'kb', actions: list }]);
    this.keyboard = {
      press: (combo: string) => {
        const parts = combo.split('+').map(keyOf);
        return keys([...parts.map((value) => ({ type: 'keyDown', value })), ...parts.reverse().map((value) => ({ type: 'keyUp', value }))]);
      },
      down: (k: string) => keys([{ type: 'keyDown', value: keyOf(k) }]),
      up: (k: string) => keys([{ type: 'keyUp', value: keyOf(k) }]),
      type: (text: string) =>
        keys(
          [...text].flatMap((c) => [
            { type: 'keyDown', value: c },
            { type: 'keyUp', value: c },
          ]),
        ),
      insertText: (text: string) =>
        keys(
          [...text].flatMap((c) => [
            { type: 'keyDown', value: c },
            { type: 'keyUp', value: c },
          ]),
        ),
    };
    // WebDriver refuses a move outside the viewport; playwright allows it (a drag past the edge): clamp.
    const vp = () => this.viewport ?? { width: 1280, height: 720 };
    const cx = (x: number) => Math.max(0, Math.min(vp().width - 1, Math.round(x)));
    const cy = (y: number) => Math.max(0, Math.min(vp().height - 1, Math.round(y)));
    const pos = { x: 0, y: 0 };
    const pointer = (list: unknown[]) => act([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: list }]);
    this.mouse = {
      // Like playwright's: `steps` moves interpolated from the last position.
      move: (x: number, y: number, o: { steps?: number } = {}) => {
        const n = Math.max(1, o.steps ?? 1);
        const from = { ...pos };
        pos.x = x;
        pos.y = y;
        return pointer(
          Array.from({ length: n }, (_, i) => ({
            type: 'pointerMove',
            duration: 0,
            x: cx(from.x + ((x - from.x) * (i + 1)) / n),
            y: cy(from.y + ((y - from.y) * (i + 1)) / n),
            origin: 'viewport',
          })),
        );
      },
      down: () => pointer([{ type: 'pointerDown', button: 0 }]),
      up: () => pointer([{ type: 'pointerUp', button: 0 }]),
      click: (x: number, y: number, o: { button?: 'left' | 'middle' | 'right' } = {}) => {
        pos.x = x;
        pos.y = y;
        const button = { left: 0, middle: 1, right: 2 }[o.button ?? 'left'];
        return pointer([
          { type: 'pointerMove', duration: 0, x: cx(x), y: cy(y), origin: 'viewport' },
          { type: 'pointerDown', button },
          { type: 'pointerUp', button },
        ]);
      },
      wheel: (dx: number, dy: number) =>
        act([{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: 10, y: 10, deltaX: dx, deltaY: dy, origin: 'viewport' }] }]),
    };
  }

  /** One raw WebDriver command on this page's session. */
  command<T>(method: string, path: string, body?: unknown): Promise<T> {
    return this.owner.windows ? this.owner.windows.in(this.handle, () => wd<T>(this.base, method, path, body)) : wd<T>(this.base, method, path, body);
  }

  async run<T>(fn: Fn, arg: unknown, sel: Target | null, all = false, wait = 0): Promise<T> {
    type Answer = { ok: boolean; v: T; j?: string; e: string; rec?: Recorded[]; href?: string };
    const until = Date.now() + wait;
    const call = () =>
      this.command<Answer>('POST', '/execute/async', {
        script: run(source(fn)),
        args: [arg === undefined ? null : arg, sel, all, Math.max(0, until - Date.now())],
      });
    let r: Answer;
    for (;;) {
      try {
        r = await call();
        break;
      } catch (error) {
        // A wait that spans a navigation (waitFor after a click that submits a form) goes on in the new
        // document, as playwright's does; WebDriver ends the script with the old one.
        if (!(wait > 0 && Date.now() < until && /before the unload event|no such frame/.test(String(error)))) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    if (r.href) this.href = r.href;
    this.emitRecorded(r.rec);
    if (!r.ok) throw new Error(r.e);
    return unmark(r.j === undefined ? r.v : JSON.parse(r.j)) as T;
  }

  private readonly listeners = new Map<string, Set<(x: unknown) => void>>();
  /** Emits what the page's recorder (page-hooks.ts) queued since the last command, as playwright's events. */
  private emitRecorded(list: Recorded[] | undefined) {
    for (const m of list ?? []) {
      if (m.k === 'console') {
        const msg = { type: () => m.type, text: () => m.text, args: () => [], location: () => ({}) };
        for (const l of this.listeners.get('console') ?? []) l(msg);
      } else {
        const e = new Error(m.message);
        e.name = m.name;
        e.stack = m.stack;
        for (const l of this.listeners.get('pageerror') ?? []) l(e);
      }
    }
  }
  /** Drains the recorder now (a command does it anyway). */
  async flushEvents() {
    await this.run(() => true, null, null).catch(() => {});
  }

  async setViewportSize(size: { width: number; height: number }) {
    this.viewport = size;
    // The window has chrome around the page: size it, read the page's size, correct by the difference.
    for (let i = 0; i < 3; i++) {
      const rect = await this.command<{ width: number; height: number }>('GET', '/window/rect');
      const inner = await this.run<{ w: number; h: number }>(() => ({ w: innerWidth, h: innerHeight }), null, null);
      if (inner.w === size.width && inner.h === size.height) return;
      await this.command('POST', '/window/rect', { width: rect.width + size.width - inner.w, height: rect.height + size.height - inner.h });
    }
  }
  viewportSize() {
    return this.viewport;
  }
  /** Navigates (the session's page load strategy is 'none') and waits for the new document's load or DOMContentLoaded. */
  async goto(url: string, o: { waitUntil?: string; timeout?: number } = {}) {
    current.hooks = this.owner.hooks;
    await this.command('POST', '/execute/sync', { script: 'window.__inlayOld = true', args: [] }).catch(() => {});
    await this.command('POST', '/url', { url });
    await this.loaded(o.waitUntil === 'commit' ? 'loading' : o.waitUntil === 'domcontentloaded' ? 'interactive' : 'complete', o.timeout ?? 30_000);
    this.href = (await this.command<string>('POST', '/execute/sync', { script: 'return location.href', args: [] }).catch(() => url)) ?? url;
    return null;
  }
  async reload(o: { waitUntil?: string } = {}) {
    current.hooks = this.owner.hooks;
    await this.command('POST', '/execute/sync', { script: 'window.__inlayOld = true', args: [] }).catch(() => {});
    await this.command('POST', '/refresh', {});
    await this.loaded(o.waitUntil === 'domcontentloaded' ? 'interactive' : 'complete', 30_000);
    return null;
  }
  /** Waits for the new document: any state ('loading': it exists, the page may still be arriving), DOMContentLoaded or load. */
  private async loaded(state: 'loading' | 'interactive' | 'complete', timeout: number) {
    const until = Date.now() + timeout;
    for (;;) {
      const ready = await this.command<string | null>('POST', '/execute/sync', {
        script: 'return window.__inlayOld ? null : document.readyState',
        args: [],
      }).catch(() => null);
      if (ready === 'complete' || (ready === 'interactive' && state !== 'complete') || (ready && state === 'loading')) return;
      if (Date.now() > until) throw new Error(`page.goto: no ${state === 'complete' ? 'load' : 'DOMContentLoaded'} within ${timeout} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  /** A script element from a URL (like playwright's addScriptTag({ url })), resolved when it has loaded. */
  async addScriptTag(o: { url?: string; content?: string }) {
    if (!o.url) this.unsupported('addScriptTag({ content })');
    await this.evaluate(
      (u: string) =>
        new Promise((ok, fail) => {
          const s = document.createElement('script');
          s.src = u;
          s.onload = ok;
          s.onerror = () => fail(new Error('addScriptTag: ' + u + ' failed to load'));
          document.head.append(s);
        }),
      o.url,
    );
  }
  private href = 'about:blank';
  /** The URL as of the last command (playwright's is live; call a page method first after a navigation). */
  url() {
    return this.href;
  }
  /** Polls the document's URL (and readyState) until it matches, like playwright's waitForURL. */
  async waitForURL(match: string | RegExp | ((u: URL) => boolean), o: { timeout?: number; waitUntil?: string } = {}) {
    const test = (href: string) =>
      typeof match === 'function'
        ? match(new URL(href))
        : match instanceof RegExp
          ? match.test(href)
          : match.includes('*')
            ? new RegExp(
                '^' +
                  match
                    .split(/(\*\*|\*)/)
                    .map((p) => (p === '**' ? '.*' : p === '*' ? '[^/]*' : p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
                    .join('') +
                  '$',
              ).test(href)
            : href === match;
    const until = Date.now() + (o.timeout ?? 30_000);
    for (;;) {
      const now = await this.command<{ href: string; ready: string } | null>('POST', '/execute/sync', {
        script: 'return { href: location.href, ready: window.__inlayOld ? null : document.readyState }',
        args: [],
      }).catch(() => null);
      if (now?.href && test(now.href) && (now.ready === 'complete' || (now.ready === 'interactive' && o.waitUntil !== 'load'))) {
        this.href = now.href;
        return;
      }
      if (Date.now() > until) throw new Error(`page.waitForURL(${String(match)}): timed out (at ${now?.href})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async waitForLoadState(state: 'load' | 'domcontentloaded' | 'networkidle' = 'load', o: { timeout?: number } = {}) {
    await this.loaded(state === 'domcontentloaded' ? 'interactive' : 'complete', o.timeout ?? 30_000);
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
    await this.command('POST', '/timeouts', { script: timeout + 5000 });
    const v = await this.run(fn, arg, null, false, timeout);
    // playwright resolves with a handle to the truthy value.
    return { jsonValue: async () => v, dispose: async () => {} };
  }
  async waitForSelector(sel: string, o: { timeout?: number } = {}) {
    const timeout = o.timeout || 30_000;
    await this.command('POST', '/timeouts', { script: timeout + 5000 });
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
    const b64 = await this.command<string>('GET', '/screenshot');
    const buf = Buffer.from(b64, 'base64');
    if (o.path) (await import('node:fs')).writeFileSync(o.path, buf);
    return buf;
  }
  /** `console` and `pageerror`, from the recorder the test server puts into each page (page-hooks.ts); `request`. */
  on(event: string, fn: (x: never) => void) {
    // `request`: the context's (the page's popups' requests included).
    if (event === 'request') {
      this.owner.on(event, fn);
      return this;
    }
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(fn as (x: unknown) => void);
    return this;
  }
  off(event: string, fn: (x: never) => void) {
    if (event === 'request') this.owner.off(event, fn);
    this.listeners.get(event)?.delete(fn as (x: unknown) => void);
    return this;
  }
  removeListener(event: string, fn: (x: never) => void) {
    return this.off(event, fn);
  }
  unsupported(what: string): never {
    throw new Unsupported(`WebKit adapter: ${what} needs WebDriver BiDi, which WebKitGTK's driver lacks`);
  }
  route(match: UrlMatch, handler: RouteHandler) {
    return this.owner.route(match, handler);
  }
  unroute(match: UrlMatch) {
    return this.owner.unroute(match);
  }
  addInitScript(script: unknown, arg?: unknown) {
    return this.owner.addInitScript(script, arg);
  }
  workers() {
    return this.unsupported('page.workers');
  }
  emulateMedia() {
    return this.unsupported('page.emulateMedia');
  }
  locator(css: string, o: { hasText?: TextMatch } = {}) {
    return new WdLocator(this, []).locator(css, o);
  }
  getByRole(role: string, o: { name?: string | RegExp; exact?: boolean } = {}) {
    return new WdLocator(this, [roleStep(role, o)]);
  }
  getByLabel(text: TextMatch, o: { exact?: boolean } = {}) {
    return new WdLocator(this, []).getByLabel(text, o);
  }
  getByText(text: TextMatch, o: { exact?: boolean } = {}) {
    return new WdLocator(this, []).getByText(text, o);
  }
  /** A popup's page closes its window; the context's own page closes the context (its one window). */
  async close() {
    if (this.isPopup) await this.owner.windows?.close(this.handle);
    else await this.owner.close();
  }
}

/** What one launch started: its processes (killed on close, whatever state they are in) and whether it is closed. */
interface Owner {
  display: string;
  /** MiniBrowser's proxy for every host but 127.0.0.1 (webdriver-proxy.ts). */
  proxy: string;
  procs: Set<ChildProcess>;
  closed: boolean;
}

/** Starts a WebKitWebDriver on a free port on the owner's display; resolves with its URL once it answers. */
async function startDriver(owner: Owner): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  if (owner.closed) throw new Error('WebKit adapter: the browser was closed');
  // Its own process group (detached), so killing it ends its MiniBrowser and web processes too.
  const proc = spawn(pick('WEBKIT_DRIVER', DRIVER, 'WebKitWebDriver (Debian package webkit2gtk-driver)'), [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: owner.display },
    stdio: 'ignore',
    detached: true,
  });
  owner.procs.add(track(proc));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, proc };
    if (i > 200 || proc.exitCode !== null || owner.closed) {
      killGroup(proc);
      throw new Error('WebKitWebDriver did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A browser context is one WebKitWebDriver with one session (one MiniBrowser): contexts share nothing,
 * like playwright's, and a test that leaves one open can't block the next (a driver holds one session).
 */
export class WdContext {
  private driver: { base: string; proc: ChildProcess } | null = null;
  private session: string | null = null;
  constructor(
    private readonly options: { viewport?: { width: number; height: number } | null },
    private readonly onClose: (c: WdContext) => void,
    private readonly take: () => Promise<Session>,
  ) {}
  /** The session's windows: the page's and its popups' (webdriver-windows.ts). */
  windows: Windows | null = null;
  private main: WdPage | null = null;
  private base = '';
  async newPage(): Promise<WdPage> {
    if (this.driver) throw new Unsupported('WebKit adapter: one page per context (popups aside)');
    const { driver, sessionId } = await this.take();
    this.driver = driver;
    this.session = sessionId;
    const base = (this.base = `${driver.base}/session/${sessionId}`);
    const handle = await wd<string>(base, 'GET', '/window');
    this.windows = new Windows((method, path, body) => wd(base, method, path, body), handle);
    const page = (this.main = new WdPage(base, this, handle));
    if (this.options.viewport !== null) await page.setViewportSize(this.options.viewport ?? { width: 1280, height: 720 });
    return page;
  }
  /** A page for a window the page opened (a popup or a new tab). */
  private popup(handle: string) {
    return new WdPage(this.base, this, handle, true);
  }
  /** playwright's context.waitForEvent('page'): the next window opened, as a page. */
  async waitForEvent(event: string, o: { timeout?: number } | ((p: WdPage) => boolean) = {}) {
    if (event !== 'page' || typeof o === 'function') throw new Unsupported(`WebKit adapter: context.waitForEvent('${event}') is not emulated`);
    if (!this.windows) throw new Error('WebKit adapter: waitForEvent before newPage');
    return this.popup(await this.windows.next(o.timeout));
  }
  private readonly pageListeners = new Map<(p: WdPage) => void, (h: string) => void>();
  /** `page` (each window opened, polled) and `request` (what the test servers and the proxy see). */
  on(event: string, fn: (x: never) => void) {
    if (event === 'request') this.hooks.requests.add(fn as (r: unknown) => void);
    else if (event === 'page' && this.windows) {
      const each = (h: string) => (fn as (p: WdPage) => void)(this.popup(h));
      this.pageListeners.set(fn as (p: WdPage) => void, each);
      this.windows.on(each);
    } else throw new Unsupported(`WebKit adapter: context.on('${event}') is not emulated`);
    return this;
  }
  off(event: string, fn: (x: never) => void) {
    if (event === 'request') this.hooks.requests.delete(fn as (r: unknown) => void);
    const each = this.pageListeners.get(fn as (p: WdPage) => void);
    if (each) this.windows?.off(each);
    return this;
  }
  pages() {
    return this.main ? [this.main] : [];
  }
  async close() {
    const { driver, session } = this;
    this.windows?.end();
    this.driver = this.session = null;
    if (current.hooks === this.hooks) current.hooks = null;
    // Ends the MiniBrowser cleanly (bounded: a hung browser is killed with its driver just after).
    if (driver && session) await wd(driver.base, 'DELETE', `/session/${session}`, undefined, 5_000).catch(() => {});
    if (driver) killGroup(driver.proc);
    this.onClose(this);
  }
  /** Init scripts and routes: served through the test server (page-hooks.ts), for its own origin only. */
  readonly hooks: HookSet = { initScripts: [], routes: [], requests: new Set() };
  async addInitScript(script: unknown, arg?: unknown) {
    this.hooks.initScripts.push(scriptSource(script, arg));
  }
  async route(match: UrlMatch, handler: RouteHandler) {
    this.hooks.routes.push({ match, handler });
  }
  async unroute(match: UrlMatch) {
    this.hooks.routes = this.hooks.routes.filter((r) => String(r.match) !== String(match));
  }
  /** WebKit asks no permission for clipboard writes from a click (WebDriver's clicks are user gestures). */
  async grantPermissions(list: string[]) {
    if (list.some((p) => !/^clipboard-(read|write)$/.test(p))) throw new Unsupported(`WebKit adapter: grantPermissions(${list.join(', ')}) is not emulated`);
  }
  newCDPSession(): never {
    throw new Unsupported('CDP is Chromium only');
  }
}

export interface PngImage {
  width: number;
  height: number;
}
/** The part of pngjs (which ships no types) the adapter and the screenshot script use. */
export interface PngLib {
  new (o: { width: number; height: number }): PngImage;
  sync: { read(b: Buffer): PngImage; write(p: PngImage): Buffer };
  bitblt(src: PngImage, dst: PngImage, sx: number, sy: number, w: number, h: number, dx: number, dy: number): void;
}

type Recorded = { k: 'console'; type: string; text: string } | { k: 'pageerror'; name: string; message: string; stack: string };

interface Session {
  driver: { base: string; proc: ChildProcess };
  sessionId: string;
}

/** A WebKitWebDriver with one fresh session: a new MiniBrowser with an empty, ephemeral profile. */
async function startSession(owner: Owner): Promise<Session> {
  const driver = await startDriver(owner);
  try {
    const caps = {
      capabilities: {
        alwaysMatch: {
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': {
            binary: pick('WEBKIT_MINIBROWSER', MINIBROWSER, 'MiniBrowser'),
            args: ['--automation', `--proxy=${owner.proxy}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost', '--ignore-tls-errors'],
          },
        },
      },
    };
    const r = await wd<{ sessionId: string }>(driver.base, 'POST', '/session', caps);
    await wd(`${driver.base}/session/${r.sessionId}`, 'POST', '/timeouts', { script: 60_000, pageLoad: 60_000 });
    return { driver, sessionId: r.sessionId };
  } catch (e) {
    killGroup(driver.proc);
    throw e;
  }
}

/**
 * One Xvfb per test file; each context gets a WebKitWebDriver and a MiniBrowser of its own (nothing is
 * shared between contexts, as in playwright). Starting one takes 1.5–3 s, so the next is started while
 * the current test runs (one spare, never reused: each context still gets a fresh browser).
 */
export async function launchWebKit(o: { hosts?: string[] } = {}) {
  const [x, proxy] = await Promise.all([startXvfb(), startProxy(o.hosts)]);
  const owner: Owner = { display: x.display, proxy: proxy.url, procs: new Set([x.proc]), closed: false };
  const contexts = new Set<WdContext>();
  let spare: Promise<Session> | null = null;
  const take = async (): Promise<Session> => {
    const got = spare ?? startSession(owner);
    spare = null;
    const session = await got.catch(() => startSession(owner));
    if (!owner.closed) {
      spare = startSession(owner);
      spare.catch(() => {});
    }
    return session;
  };
  return {
    engine: 'webkit' as const,
    async newContext(options: { viewport?: { width: number; height: number } | null } = {}) {
      const c = new WdContext(options, (gone) => contexts.delete(gone), take);
      contexts.add(c);
      return c;
    },
    version: () => 'WebKitGTK',
    async close() {
      owner.closed = true;
      spare = null;
      await Promise.all([...contexts].map((c) => c.close()));
      // The spare (started or still starting), any driver a context left, and Xvfb.
      for (const p of owner.procs) killGroup(p);
      owner.procs.clear();
      proxy.close();
    },
  };
}
