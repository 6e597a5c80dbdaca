// A fault-injecting HTTP proxy (node http, 127.0.0.1, seeded random) in front of the test server.
// Pages are loaded through it; requests under /api/ (every widget backend) get, at random: a delay,
// a dropped connection (socket destroyed), a 5xx, or a truncated body — while `faults` is on.
import { createServer, request, type Server } from 'node:http';

export type Fault = 'delay' | 'drop' | '5xx' | 'truncate';
export const FAULTS: Fault[] = ['delay', 'drop', '5xx', 'truncate'];

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultProxy {
  origin: string;
  faults: boolean;
  /** Draw only from these kinds (null: every kind). */
  only: Fault[] | null;
  injected: Record<Fault, number>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, seed = 9): Promise<FaultProxy> {
  const random = rng(seed);
  const up = new URL(target);
  const state: FaultProxy = { origin: '', faults: false, only: null, injected: { delay: 0, drop: 0, '5xx': 0, truncate: 0 }, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const kinds = state.only ?? FAULTS;
    const fault = state.faults && req.url?.startsWith('/api/') ? kinds[Math.floor(random() * kinds.length)]! : null;
    if (fault) state.injected[fault]++;
    if (fault === 'drop') return void req.socket.destroy();
    if (fault === '5xx') return void (res.writeHead(500 + Math.floor(random() * 4), { 'content-type': 'text/plain' }), res.end('injected failure'));
    const forward = () => {
      const p = request({ host: up.hostname, port: up.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        if (fault === 'truncate') {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => {
            const body = Buffer.concat(chunks);
            res.writeHead(r.statusCode ?? 200, { ...r.headers, 'content-length': String(body.length) });
            res.write(body.subarray(0, Math.floor(body.length / 2)));
            setTimeout(() => res.socket?.destroy(), 20);
          });
          return;
        }
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      p.on('error', () => res.destroy());
      req.pipe(p);
    };
    if (fault === 'delay') setTimeout(forward, 300 + Math.floor(random() * 1500));
    else forward();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  state.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections?.();
      server.close(() => r());
    });
  return state;
}
