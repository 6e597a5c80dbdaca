#!/usr/bin/env node
// The examples host (npm start): serves examples/ and dist/ on http://127.0.0.1:8080 (PORT overrides),
// no network, no account. Demo endpoints the widgets need live in examples/api/*.mjs — each module
// exports `routes`: { 'METHOD /path': (req, res, ctx) => … } — kept apart from src/: it is a demo host.
import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

const routes = new Map();
for (const f of (await readdir(join(here, 'api'))).filter((f) => f.endsWith('.mjs')).sort()) {
  const mod = await import(pathToFileURL(join(here, 'api', f)).href);
  for (const [key, fn] of Object.entries(mod.routes ?? {})) routes.set(key, fn);
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  // Uploads (multipart) may be larger: the form demo answers FILES_TOO_BIG itself.
  const max = String(req.headers['content-type'] ?? '').startsWith('multipart/') ? 20_000_000 : 1_000_000;
  for await (const c of req) {
    size += c.length;
    if (size > max) throw new Error('body too large');
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  try {
    const route = routes.get(`${req.method} ${url.pathname}`);
    if (route) {
      const raw = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
      return void (await route(req, res, { url, body: raw.toString('utf8'), raw, root }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain' });
      return void res.end('method not allowed');
    }
    let rel = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '');
    if (rel.includes('..')) throw new Error('bad path');
    // /dist/* from the build (and the test-only probe scripts in /test/.build/), everything else from examples/.
    let file = rel.startsWith('dist/') || rel.startsWith('test/.build/') || rel.startsWith('node_modules/axe-core/') ? join(root, rel) : join(here, rel);
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const data = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : data);
  } catch (e) {
    if (!res.headersSent) res.writeHead(e?.code === 'ENOENT' || e?.message === 'bad path' ? 404 : 500, { 'content-type': 'text/plain' });
    res.end(e?.code === 'ENOENT' ? 'not found' : 'error');
  }
});

server.listen(port, host, () => {
  console.log(`Inlay examples: http://${host}:${port}/  (Ctrl+C to stop)`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
