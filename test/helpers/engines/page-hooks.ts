// What WebDriver BiDi gives playwright and WebDriver classic lacks, emulated for the WebKit adapter
// (webdriver.ts) through the test's own server (../server.ts), in the same Node process:
// - init scripts: every HTML page the server serves gets `<script src="/__inlay-init.js">` as the first
//   thing in its <head>; that script is the recorder below plus the init scripts of the context that
//   navigated last (as `page.addInitScript` / `context.addInitScript` would run them: before the page's
//   own scripts). Allowed by `script-src 'self'`; a CSP that names no 'self' for scripts blocks it.
// - console messages and page errors: the recorder queues console calls, uncaught errors, unhandled
//   rejections and CSP violations; the adapter drains the queue on every command and emits playwright's
//   `console` and `pageerror` events.
// - request routing and `request` events: `page.route` / `context.route` handlers see the requests that
//   reach the test servers, and those to other hosts (a share popup to facebook.com), which MiniBrowser
//   sends through the adapter's proxy (webdriver-proxy.ts); fulfill, continue and abort work.
// Only the WebKit engine installs these (INLAY_ENGINE=webkit); other engines' pages are served as is.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const INIT_PATH = '/__inlay-init.js';

export const RECORDER = `(() => {
  if (window.__inlayRec) return;
  const q = (window.__inlayRec = []);
  const str = (v) => { try { return typeof v === 'string' ? v : v instanceof Error ? String(v) : JSON.stringify(v) ?? String(v); } catch { return String(v); } };
  for (const [name, type] of [['error', 'error'], ['warn', 'warning'], ['log', 'log'], ['info', 'info'], ['debug', 'debug']]) {
    const orig = console[name];
    console[name] = function (...a) { q.push({ k: 'console', type, text: a.map(str).join(' ') }); return orig.apply(this, a); };
  }
  const err = (e) => ({ k: 'pageerror', name: (e && e.name) || 'Error', message: e && e.message !== undefined ? String(e.message) : String(e), stack: (e && e.stack) || '' });
  addEventListener('error', (e) => { if (e.target === window || e.target === undefined) q.push(e.error ? err(e.error) : { k: 'pageerror', name: 'Error', message: e.message, stack: '' }); });
  addEventListener('unhandledrejection', (e) => q.push(err(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => q.push({ k: 'console', type: 'error', text: 'Refused by the Content Security Policy directive "' + e.violatedDirective + '": ' + e.blockedURI }));
})();`;

export interface RouteLike {
  request(): { url(): string; method(): string; postData(): string | null; headers(): Record<string, string> };
  fulfill(o: { status?: number; contentType?: string; body?: string | Buffer; headers?: Record<string, string>; json?: unknown }): Promise<void>;
  continue(): Promise<void>;
  fallback(): Promise<void>;
  abort(): Promise<void>;
}
export type RouteHandler = (route: RouteLike) => unknown;
export type UrlMatch = string | RegExp | ((url: URL) => boolean);

export interface HookSet {
  initScripts: string[];
  routes: { match: UrlMatch; handler: RouteHandler }[];
  /** `request` listeners (playwright's event): told of every request this process sees, routed or not. */
  requests: Set<(r: ReturnType<RouteLike['request']>) => void>;
}

/** The hooks of the context that navigated last (set by the adapter before each navigation). */
export const current: { hooks: HookSet | null } = { hooks: null };

export const enabled = () => (process.env.INLAY_ENGINE ?? '').toLowerCase() === 'webkit';

/** playwright's glob: `**` any characters, `*` any but `/`, `?` one character. */
const globRe = (glob: string) =>
  new RegExp(
    '^' +
      glob
        .split(/(\*\*|\*|\?)/)
        .map((p) => (p === '**' ? '.*' : p === '*' ? '[^/]*' : p === '?' ? '.' : p.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
        .join('') +
      '$',
  );
const matches = (m: UrlMatch, url: string) => (typeof m === 'string' ? globRe(m).test(url) : m instanceof RegExp ? m.test(url) : m(new URL(url)));

export const scriptSource = (script: unknown, arg?: unknown): string => {
  if (typeof script === 'function') return `(${script.toString()})(${arg === undefined ? '' : JSON.stringify(arg)});`;
  if (typeof script === 'string') return script;
  const o = script as { content?: string; path?: string };
  if (o?.content) return o.content;
  throw new Error('WebKit adapter: addInitScript({ path }) is not supported; pass a function or { content }');
};

/** The HTML with the init script first in its <head> (or first after the doctype). */
export function injectInit(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  const tag = `<script src="${INIT_PATH}"></script>`;
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + tag + html.slice(doctype[0].length) : tag + html;
}

/**
 * Called by the test server for each request before its own handling: serves the init script, or hands
 * the request to a route handler. Resolves true when the request was answered here.
 */
export async function intercept(req: IncomingMessage, res: ServerResponse, body: string, origin: string): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === INIT_PATH) {
    const src = [RECORDER, ...(current.hooks?.initScripts ?? []).map((s) => `try { ${s} } catch (e) { console.error(e); }`)].join('\n');
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(src);
    return true;
  }
  const request = {
    url: () => url.href,
    method: () => req.method ?? 'GET',
    postData: () => body || null,
    headers: () => Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
  };
  // A CORS preflight is the browser's own: playwright does not report it.
  const preflight = req.method === 'OPTIONS' && !!req.headers['access-control-request-method'];
  if (!preflight) for (const l of current.hooks?.requests ?? []) l(request);
  const routes = current.hooks?.routes ?? [];
  for (let i = routes.length - 1; i >= 0; i--) {
    const r = routes[i]!;
    if (!matches(r.match, url.href)) continue;
    let outcome: 'answered' | 'next' | null = null;
    const route: RouteLike = {
      request: () => request,
      async fulfill(o) {
        outcome = 'answered';
        const payload = o.json !== undefined ? JSON.stringify(o.json) : (o.body ?? '');
        res.writeHead(o.status ?? 200, {
          'content-type': o.contentType ?? (o.json !== undefined ? 'application/json' : 'text/plain'),
          'access-control-allow-origin': '*',
          ...(o.headers ?? {}),
        });
        res.end(payload);
      },
      async continue() {
        outcome = 'next';
      },
      async fallback() {
        outcome = 'next';
      },
      async abort() {
        outcome = 'answered';
        req.socket.destroy();
      },
    };
    await r.handler(route);
    if (outcome === 'answered') return true;
    if (outcome === null) {
      // A handler that neither fulfilled nor continued: the request hangs, as in playwright.
      return true;
    }
  }
  return false;
}
