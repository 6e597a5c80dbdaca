// A static + scripted HTTP server on 127.0.0.1 (random port) for the browser tests. It serves the repo
// (dist/, examples/, test/fixtures/, the test-only scripts in test/.build/, node_modules/axe-core, the real CMP
// libraries) and any page or route a test registers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enabled as pageHooks, injectInit, intercept } from './engines/page-hooks';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
// The consent tools the consent tests drive as a visitor would (test/consent/real-cmps.test.ts).
const CMPS = ['klaro', 'vanilla-cookieconsent', 'tarteaucitronjs', 'cookieconsent', '@iabtechlabtcf/stub'].map((p) => `node_modules/${p}/`);
const SERVED = ['dist/', 'examples/', 'test/fixtures/', 'test/.build/', 'node_modules/axe-core/', ...CMPS];

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export interface TestServer {
  url: string;
  origin: string;
  /** Registers an HTML page at `path`; `headers` e.g. a Content-Security-Policy. */
  page(path: string, html: string, headers?: Record<string, string>): string;
  /** Registers a handler for `path` (exact, without the query string). */
  route(path: string, handler: Handler): void;
  /** Every request seen: method, path with query, headers. */
  requests: { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string }[];
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const routes = new Map<string, Handler>();
  const requests: TestServer['requests'] = [];
  const hooked = pageHooks();
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const c of req) chunks.push(c as Buffer);
    } catch {
      return; // the client went away mid-body (an aborted upload): nothing to answer
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // WebKit: init scripts, console recorder and request routing through this server (engines/page-hooks.ts);
    // what a route answers never reaches the server, as with playwright's routing.
    // (The URL as the page asked for it: a public-looking host mapped to 127.0.0.1 keeps its name.)
    if (hooked && (await intercept(req, res, body, req.headers.host ? `http://${req.headers.host}` : origin).catch(() => false))) return;
    requests.push({ method: req.method ?? 'GET', url: url.pathname + url.search, headers: req.headers, body });
    try {
      const route = routes.get(url.pathname);
      if (route) return void (await route(req, res, body));
      const page = pages.get(url.pathname);
      if (page) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
        return void res.end(hooked ? injectInit(page.html) : page.html);
      }
      const rel = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '');
      if (!SERVED.some((p) => rel.startsWith(p)) || rel.includes('..')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return void res.end('not found');
      }
      const file = await readFile(join(ROOT, rel));
      const data = hooked && /\.html?$/.test(rel) ? injectInit(String(file)) : file;
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(data);
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    origin,
    requests,
    page(path, html, headers = {}) {
      pages.set(path, { html, headers });
      return origin + path;
    },
    route(path, handler) {
      routes.set(path, handler);
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

/** A minimal HTML document around `body`, loading the given dist scripts (plain classic scripts). */
export function html(
  body: string,
  { scripts = [], head = '', lang = 'en', dir }: { scripts?: string[]; head?: string; lang?: string; dir?: string } = {},
): string {
  return `<!doctype html><html lang="${lang}"${dir ? ` dir="${dir}"` : ''}><head><meta charset="utf-8"><title>Inlay test</title>${head}</head><body>${body}${scripts
    .map((s) => `<script src="${s}"></script>`)
    .join('')}</body></html>`;
}

export function json(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
  res.end(JSON.stringify(data));
}
