// 7. Accessibility: axe-core on every examples page (served by examples/server.mjs itself, on a free
// port, killed after), on each widget after its driver put it in its interactive state, and in every
// named interactive state of states.ts (open search modal with results, form with errors, slider
// autoplaying, …): 0 violations.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, newPage } from '../helpers/browser';
import { ROOT } from '../helpers/server';
import { backendState, openPage, ready, requireBuilt, selected, settle, setup, type Env } from './harness';
import { openState, statesOf, WITHOUT_STATES, type WidgetState } from './states';
import type { WidgetCase } from './widgets';

let env: Env;
let examples: ChildProcess | undefined;
let origin = '';
const PAGES = readdirSync(join(ROOT, 'examples'))
  .filter((f) => f.endsWith('.html'))
  .sort();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  env = await setup();
  const port = await freePort();
  examples = spawn(process.execPath, [join(ROOT, 'examples/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    examples!.stdout!.on('data', (d: Buffer) => d.toString().includes('Inlay examples') && resolve());
    examples!.on('exit', (c) => reject(new Error(`examples/server.mjs exited with ${c}`)));
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (examples?.pid) process.kill(examples.pid);
  await env?.close();
});

let total = 0;
let statesChecked = 0;
afterAll(() =>
  console.log(
    `[hardening:axe] ${total} violations over ${PAGES.length} examples pages, ${selected().length} widgets after their driver and ${statesChecked} interactive states`,
  ),
);

describe('axe on the examples pages', () => {
  for (const file of PAGES) {
    it(`examples/${file}: 0 violations`, async () => {
      const { page, context } = await newPage(env.chrome.browser);
      try {
        await page.goto(`${origin}/${file}`);
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
        const v = await axe(page);
        total += v.length;
        expect(v, JSON.stringify(v)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('axe on each widget in its interactive state', () => {
  for (const w of selected()) {
    it(`${w.name}: 0 violations after its driver`, async () => {
      requireBuilt(w);
      backendState(env, w);
      const { page, context } = await openPage(env, `<main><h1>Host</h1><div id="stage">${w.markup('w')}</div></main>`, { scripts: ['/' + w.script] });
      try {
        await ready(page, w, '#w');
        await w.drive(page, '#w');
        await settle(page);
        const v = await axe(page);
        total += v.length;
        expect(v, JSON.stringify(v)).toEqual([]);
        if (w.keyboard) await w.keyboard(page, '#w');
      } finally {
        await context.close();
      }
    });
  }
});

// The dark page found (fixed in 2348c60) that the accent colours kept their light-theme values on a
// dark Canvas: error red 2.89:1, primary blue 2.79:1, success green 3.73:1 (22 nodes over 10 states).
const DARK = ['/test/fixtures/hardening/plain-dark.css'];

/** Opens the state (on the dark page if asked), drives it, returns axe's violations. */
async function axeState(w: WidgetCase, st: WidgetState, dark: boolean) {
  const { page, context } = await openState(env, w, st, dark ? { css: DARK } : {});
  try {
    await st.drive(page, '#w');
    await settle(page);
    return await axe(page);
  } finally {
    await context.close();
  }
}

describe('axe in every interactive state (states.ts), on a light and on a dark page', () => {
  it('every widget in the table has interactive states', () => {
    expect(WITHOUT_STATES()).toEqual([]);
  });
  for (const w of selected()) {
    for (const st of statesOf(w)) {
      for (const dark of [false, true]) {
        // The dark page only sets `color-scheme: dark` (the widgets follow it through Canvas/CanvasText).
        it(`${w.name} — ${st.name}${dark ? ' (dark page)' : ''}: 0 violations`, async () => {
          const v = await axeState(w, st, dark);
          statesChecked++;
          total += v.length;
          expect(v, JSON.stringify(v)).toEqual([]);
        });
      }
    }
  }
});
