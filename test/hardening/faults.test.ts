// 5. Faults: every backend the widgets call (the form's action, search's records file and Algolia-protocol
// host, share's counts) behind a seeded fault-injecting proxy (delay, drop, 5xx, truncated body): no
// uncaught error, no lost input, a gentle message after a failure, and the widget recovers when the
// backend does. Prints, per widget and backend, the faults injected, failures seen, inputs lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';
import { backendState, openPage, ready, requireBuilt, selected, setup, uncaughtOf, type Env } from './harness';
import { WIDGETS } from './widgets';

const ATTEMPTS = 12;
let env: Env;
let proxy: FaultProxy;
beforeAll(async () => {
  env = await setup();
  proxy = await startFaultProxy(env.server.origin);
});

interface Tally {
  injected: Record<Fault, number>;
  failed: number;
  lost: number;
  recovered: boolean;
}
const tallies = new Map<string, Tally>();
const sum = (r: Record<Fault, number>) => FAULTS.reduce((n, f) => n + r[f], 0);
const since = (before: Record<Fault, number>): Record<Fault, number> =>
  Object.fromEntries(FAULTS.map((f) => [f, proxy.injected[f] - before[f]])) as Record<Fault, number>;

afterAll(async () => {
  for (const [name, t] of tallies) {
    console.log(
      `[hardening:faults] ${name}: ${ATTEMPTS} attempts, ${sum(t.injected)} faults injected (${JSON.stringify(t.injected)}), ${t.failed} attempts failed, ${t.lost} inputs lost, recovered: ${t.recovered ? 'yes' : 'no'}`,
    );
  }
  const lost = [...tallies.values()].reduce((n, t) => n + t.lost, 0);
  console.log(
    `[hardening:faults] total: ${sum(proxy?.injected ?? { delay: 0, drop: 0, '5xx': 0, truncate: 0 })} faults injected (${JSON.stringify(proxy?.injected)}; 12 by the proxy's self-test), inputs lost ${lost}`,
  );
  await proxy?.close();
  await env?.close();
});

describe('the fault proxy', () => {
  it('injects every fault kind, seeded', async () => {
    proxy.faults = true;
    const before = sum(proxy.injected);
    for (let i = 0; i < 12; i++)
      await fetch(`${proxy.origin}/api/none`)
        .then((r) => r.text())
        .catch(() => 'failed');
    proxy.faults = false;
    expect(sum(proxy.injected) - before).toBe(12);
    expect(Object.values(proxy.injected).every((n) => n > 0)).toBe(true);
  });
});

describe('faults', () => {
  for (const w of selected()) {
    for (const f of w.faults ?? []) {
      it(`${w.name} (${f.name}): ${ATTEMPTS} attempts under faults lose nothing; it recovers`, async () => {
        requireBuilt(w);
        backendState(env, w);
        const markup = f.markup ?? w.markup;
        const { page, context, log, recorded } = await openPage(env, `<div id="stage">${markup('w')}</div>`, {
          scripts: ['/' + w.script],
          origin: proxy.origin,
        });
        const t: Tally = { injected: { ...proxy.injected }, failed: 0, lost: 0, recovered: false };
        tallies.set(`${w.name} (${f.name})`, t);
        try {
          await ready(page, w, '#w');
          proxy.faults = true;
          for (let i = 0; i < ATTEMPTS; i++) {
            // The first attempt meets only hard faults (no delay, no truncation): a widget that retries by
            // itself (search's records load retries on every key) can then not have healed every attempt
            // by timing luck. The others draw from every kind.
            proxy.only = i === 0 ? ['drop', '5xx'] : null;
            const r = await f.attempt(page, '#w', i);
            t.lost += r.lost.length;
            if (r.failed) t.failed++;
            expect(r.lost).toEqual([]);
          }
          proxy.faults = false;
          proxy.only = null;
          t.injected = since(t.injected);
          // The seeded run must actually have hurt: at least one fault and one failure the visitor saw.
          expect(sum(t.injected)).toBeGreaterThan(0);
          expect(t.failed).toBeGreaterThan(0);
          await f.recover(page, '#w');
          t.recovered = true;
          expect(uncaughtOf(w, log, await recorded())).toEqual([]);
        } finally {
          if (proxy.faults) t.injected = since(t.injected);
          proxy.faults = false;
          proxy.only = null;
          await context.close();
        }
      });
    }
  }
});

describe.runIf(selected().some((w) => w.name === 'search'))('found by the fault runs', () => {
  // Found by the fault runs above (fixed in f53f281): Try again was removed as soon as it was pressed, so
  // focus fell to <body>, the box's blur handler closed the panel and the retry's outcome was rendered
  // in a hidden panel. Now a regression test; the fault runs press Try again and check what shows.
  it('search (inline): after Try again, focus stays in the widget and the results are shown', async () => {
    const w = WIDGETS.find((x) => x.name === 'search')!;
    requireBuilt(w);
    backendState(env, w, { fail: 503 });
    const markup = w.faults!.find((f) => f.name === 'Algolia protocol')!.markup!;
    const { page, context } = await openPage(env, `<div id="stage">${markup('w')}</div>`, { scripts: ['/' + w.script] });
    try {
      await ready(page, w, '#w');
      await page.locator('#w input[part="input"]').fill('install');
      await page.locator('#w [part="message"] button.retry').waitFor();
      backendState(env, w);
      await page.locator('#w [part="message"] button.retry').click();
      await page.waitForFunction(() => document.querySelector('#w')!.shadowRoot!.querySelector('[role="option"]'), null, { timeout: 10_000 });
      const after = await page.$eval('#w', (el) => ({
        focusInside: document.activeElement === el && el.shadowRoot!.activeElement !== null,
        panelShown: !el.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!.hidden,
      }));
      expect(after).toEqual({ focusInside: true, panelShown: true });
    } finally {
      backendState(env, w);
      await context.close();
    }
  });
});
