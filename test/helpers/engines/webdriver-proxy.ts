// The WebKit adapter's way to other hosts: MiniBrowser is started with `--proxy` pointing here (127.0.0.1
// and localhost stay direct: the test servers), so a request to any other host (a share popup to facebook.com)
// reaches this process, which hands it to the routes of `page.route` / `context.route` (page-hooks.ts)
// and reports it as playwright's `request` event. HTTPS goes through CONNECT: the tunnel is ended here
// with the self-signed pair below (MiniBrowser runs with --ignore-tls-errors), so the routes see the
// request's method, URL and headers as playwright's do. A request no route answers fails as it would
// with no network (the connection is closed): nothing leaves this machine. A host mapped to 127.0.0.1
// (Chromium's --host-resolver-rules, a public-looking origin served here) is passed on to 127.0.0.1 at
// the same port, its Host header kept: the test server there serves, routes and reports it.
import { createServer as createHttp, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { intercept } from './page-hooks';

// A throwaway key for a certificate no one trusts: it protects nothing (the browser ignores TLS errors).
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgyYdovYfv7ARGkyT/
qEu95js9KPH6XE4oLFkJBjX7XTuhRANCAATO4saZU2mJBt+jZ43OMXnr6ALU8YG+
1m7ewekhCGSB1+h8hLB9PzZjTtrTJa2ut8Ylg68aFVwRdbZ+VeTeFWuB
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBozCCAUmgAwIBAgIULWrNASok1a5MAX06BLKedISg7p4wCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQaW5sYXkgdGVzdCBwcm94eTAgFw0yNjExMjcyMDE5NTRaGA8y
MTI2MTEwMzIwMTk1NFowGzEZMBcGA1UEAwwQaW5sYXkgdGVzdCBwcm94eTBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABM7ixplTaYkG36Nnjc4xeevoAtTxgb7Wbt7B
6SEIZIHX6HyEsH0/NmNO2tMlra63xiWDrxoVXBF1tn5V5N4Va4GjaTBnMB0GA1Ud
DgQWBBQNp4nz9oKUBgIYmRoBu4h/3ls5oDAfBgNVHSMEGDAWgBQNp4nz9oKUBgIY
mRoBu4h/3ls5oDAPBgNVHRMBAf8EBTADAQH/MBQGA1UdEQQNMAuCCWxvY2FsaG9z
dDAKBggqhkjOPQQDAgNIADBFAiAExqYb401O+f5t1lP0ZXY9P9dj5VsG/bEGVEVY
35oh1AIhAJQrgDTxHfFIVfXhqFgnU52Z2gI/WnIM5OVRRpqLeMER
-----END CERTIFICATE-----`;

export interface Proxy {
  /** `http://127.0.0.1:<port>`, for MiniBrowser's --proxy. */
  url: string;
  close(): void;
}

/** Starts the proxy on a free port of 127.0.0.1; `mapped`: hosts served by 127.0.0.1. */
export async function startProxy(mapped: string[] = []): Promise<Proxy> {
  const sockets = new Set<Socket>();
  const answer = (origin: string) => async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', origin);
    if (url.protocol === 'http:' && mapped.includes(url.hostname)) return pass(req, res, url, Buffer.concat(chunks));
    const handled = await intercept(req, res, Buffer.concat(chunks).toString('utf8'), origin).catch(() => false);
    if (!handled) req.socket.destroy();
  };
  const pass = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => {
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const out = httpRequest({ host: '127.0.0.1', port: url.port || 80, method: req.method, path: url.pathname + url.search, headers }, (back) => {
      res.writeHead(back.statusCode ?? 502, back.headers);
      back.pipe(res);
    });
    out.on('error', () => req.socket.destroy());
    out.end(body);
  };
  // Plain HTTP comes in absolute form (`GET http://host/path`): its own URL is the origin.
  const server = createHttp((req, res) => void answer(new URL(req.url ?? '/', 'http://invalid').origin)(req, res));
  // HTTPS: CONNECT host:port, then TLS ended here and the requests inside served like plain ones.
  const inner = new Map<string, ReturnType<typeof createHttp>>();
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const hostPort = req.url ?? '';
    const origin = `https://${hostPort.replace(/:443$/, '')}`;
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    const tls = new TLSSocket(socket, { isServer: true, key: KEY, cert: CERT });
    tls.on('error', () => socket.destroy());
    let h = inner.get(origin);
    if (!h) {
      h = createHttp((r, s) => void answer(origin)(r, s));
      inner.set(origin, h);
    }
    h.emit('connection', tls);
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
