// 6. Churn and coexistence: each widget created, moved and removed 1000 times in one page (an SPA
// navigating), measured through the DevTools protocol after a forced GC; the same script twice and a
// second Inlay version on one page: no error, exactly one warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backendState, openPage, ready, requireBuilt, selected, setup, uncaughtOf, type Env } from './harness';

/** Documented bounds for growth after 1000 create/move/remove cycles (after GC). */
export const BOUNDS = { nodes: 300, jsEventListeners: 20, documents: 0, windowListeners: 0, documentListeners: 0 };
const ITERATIONS = 1000;

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

async function counters(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number; documents: number };
  const listeners = async (expr: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
    const r = (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })) as { listeners: unknown[] };
    return r.listeners.length;
  };
  const out = {
    nodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    documents: dom.documents,
    windowListeners: await listeners('window'),
    documentListeners: await listeners('document'),
  };
  await cdp.detach();
  return out;
}

function churn(page: Page, markup: string, n: number) {
  return page.evaluate(
    async ({ markup, n }) => {
      const tpl = document.createElement('template');
      tpl.innerHTML = markup;
      const a = document.getElementById('a')!;
      const b = document.getElementById('b')!;
      const tick = () =>
        new Promise<void>((r) => {
          const c = new MessageChannel();
          c.port1.onmessage = () => r();
          c.port2.postMessage(0);
        });
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
      for (let i = 0; i < n; i++) {
        const el = tpl.content.firstElementChild!.cloneNode(true) as HTMLElement;
        a.append(el);
        await tick();
        b.append(el);
        await tick();
        el.remove();
        await (i % 20 === 0 ? frame() : tick());
      }
      await frame();
      await new Promise((r) => setTimeout(r, 300));
    },
    { markup, n },
  );
}

const growth: string[] = [];
afterAll(() => console.log(`[hardening:churn] ${growth.join(' | ')}`));

describe('churn', () => {
  for (const w of selected()) {
    it(`${w.name}: ${ITERATIONS} create/move/remove cycles grow nodes and listeners within the bound`, async () => {
      requireBuilt(w);
      backendState(env, w);
      const { page, context, log, recorded } = await openPage(env, '<div id="a"></div><div id="b"></div>', { scripts: ['/' + w.script] });
      try {
        await page.waitForFunction((t) => !!customElements.get(t), w.tag);
        await churn(page, w.markup('c'), 20);
        const before = await counters(page);
        await churn(page, w.markup('c'), ITERATIONS);
        const after = await counters(page);
        const d = Object.fromEntries(Object.keys(before).map((k) => [k, after[k as keyof typeof after] - before[k as keyof typeof before]])) as typeof before;
        growth.push(
          `${w.name}: nodes ${d.nodes >= 0 ? '+' : ''}${d.nodes}, listeners ${d.jsEventListeners >= 0 ? '+' : ''}${d.jsEventListeners}, documents ${d.documents}, window ${d.windowListeners}, document ${d.documentListeners}`,
        );
        for (const k of Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]) expect(d[k], `${k} grew by ${d[k]}`).toBeLessThanOrEqual(BOUNDS[k]);
        expect(uncaughtOf(w, log, await recorded())).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('coexistence', () => {
  for (const w of selected()) {
    it(`${w.name}: the script twice and a second Inlay version: no error, exactly one warning`, async () => {
      requireBuilt(w);
      backendState(env, w);
      const src = '/' + w.script;
      const { page, context, log, recorded } = await openPage(env, `<div id="stage">${w.markup('w')}</div>`, { scripts: [src, src] });
      try {
        await ready(page, w, '#w');
        await page.evaluate(async (src) => {
          const text = await (await fetch(src)).text();
          const other = text.replace(/"0\.\d+\.\d+"/g, '"9.9.9"');
          for (let i = 0; i < 2; i++) {
            const s = document.createElement('script');
            s.src = URL.createObjectURL(new Blob([other], { type: 'text/javascript' }));
            await new Promise((r) => {
              s.onload = r;
              s.onerror = r;
              document.head.append(s);
            });
          }
        }, src);
        await w.drive(page, '#w');
        expect(uncaughtOf(w, log, await recorded())).toEqual([]);
        expect(log.warnings.filter((m) => m.includes('already defined'))).toHaveLength(1);
        expect(await page.evaluate(() => (window as unknown as { Inlay: { versions: string[] } }).Inlay.versions)).toContain('9.9.9');
      } finally {
        await context.close();
      }
    });
  }
});
