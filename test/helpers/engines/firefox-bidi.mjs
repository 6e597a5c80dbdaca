#!/usr/bin/env node
// Playwright's WebDriver BiDi Firefox (`firefox.launch({ channel: 'moz-firefox' })`) speaks the BiDi of
// current Firefox; Debian's firefox-esr 153 lacks emulation.setMediaFeaturesOverride, which playwright
// sends on every new context (to set prefers-color-scheme) and which fails the launch ("unknown
// command"). Playwright starts this file as the browser: it starts the real Firefox with the same
// arguments, puts a WebSocket proxy between the two, and answers only the commands in STUBBED with an
// empty success when Firefox doesn't know them (so colorScheme emulation does nothing in Firefox ESR).
// Every other message passes as is. INLAY_BIDI_LOG=1 prints each stubbed command.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// playwright-core bundles `ws`; using it keeps this shim free of a dependency of its own.
const { ws: WebSocket, wsServer: WebSocketServer } = require(require.resolve('playwright-core').replace(/index\.js$/, 'lib/utilsBundle.js'));

const STUBBED = /^emulation\.setMediaFeaturesOverride$/;

const firefox = spawn(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let buffered = '';
let proxied = false;
firefox.stderr.on('data', (chunk) => {
  if (proxied) return void process.stderr.write(chunk);
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop();
  for (const line of lines) {
    const m = !proxied && line.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
    if (!m) {
      process.stderr.write(line + '\n');
      continue;
    }
    proxied = true;
    startProxy(m[1].replace(/\/$/, ''));
  }
  if (proxied && buffered) {
    process.stderr.write(buffered);
    buffered = '';
  }
});

function startProxy(upstreamBase) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  });
  server.on('connection', (client, req) => {
    const upstream = new WebSocket(upstreamBase + req.url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    const pending = [];
    const methods = new Map();
    upstream.on('open', () => {
      for (const m of pending.splice(0)) upstream.send(m);
    });
    upstream.on('message', (data) => {
      const text = String(data);
      const msg = JSON.parse(text);
      if (msg.type === 'error' && msg.error === 'unknown command' && STUBBED.test(methods.get(msg.id) ?? '')) {
        if (process.env.INLAY_BIDI_LOG) process.stderr.write(`bidi shim: stubbed ${methods.get(msg.id)}\n`);
        methods.delete(msg.id);
        return void client.send(JSON.stringify({ type: 'success', id: msg.id, result: {} }));
      }
      if (msg.id !== undefined) methods.delete(msg.id);
      client.send(text);
    });
    client.on('message', (data) => {
      const text = String(data);
      try {
        const msg = JSON.parse(text);
        if (msg.id !== undefined) methods.set(msg.id, msg.method);
      } catch {
        /* forwarded as is */
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
    const closeBoth = () => {
      client.close();
      upstream.close();
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });
}
