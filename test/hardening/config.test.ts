// 4. Bad configuration: each bad config gives a clear message in the widget where the owner is looking
// (127.0.0.1), nothing of it to a visitor of a public origin (site.example), exactly one inlay-error and
// the console message on both, no uncaught error, and a valid instance of the same widget keeps working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncaughtOf, backendState, openPage, ready, requireBuilt, selected, setup, shadowText, type Env } from './harness';

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

describe('bad configuration', () => {
  for (const w of selected()) {
    for (const bad of w.badConfigs) {
      it(`${w.name}: ${bad.name} → a message in the widget, one inlay-error, neighbours unaffected`, async () => {
        requireBuilt(w);
        backendState(env, w);
        const { page, context, log, recorded } = await openPage(env, `<div id="stage">${bad.markup('bad')}${w.markup('good')}</div>`, {
          scripts: ['/' + w.script],
        });
        try {
          await ready(page, w, '#bad, #good');
          await page
            .waitForFunction(() => (window as unknown as { __hardening: { inlayErrors: unknown[] } }).__hardening.inlayErrors.length > 0, null, {
              timeout: 5000,
            })
            .catch(() => {});
          await page.waitForTimeout(100);
          const r = await recorded();
          const mine = r.inlayErrors.filter((e) => e.id === 'bad');
          expect(mine, JSON.stringify(r.inlayErrors)).toHaveLength(1);
          expect(mine[0]!.detail.message).toMatch(bad.message);
          expect(r.inlayErrors.filter((e) => e.id !== 'bad')).toEqual([]);
          const shown = await shadowText(page, '#bad');
          expect(shown.notice ?? '').toMatch(bad.message);
          expect(uncaughtOf(w, log, r)).toEqual([]);
          await w.drive(page, '#good');
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('bad configuration seen by a visitor of the public site', () => {
  for (const w of selected()) {
    for (const bad of w.badConfigs) {
      it(`${w.name}: ${bad.name} → ${bad.visitors ? 'the run-time message' : 'no message in the widget'}, one inlay-error, the console message`, async () => {
        requireBuilt(w);
        backendState(env, w);
        const { page, context, log, recorded } = await openPage(env, `<div id="stage">${bad.markup('bad')}${w.markup('good')}</div>`, {
          scripts: ['/' + w.script],
          origin: env.publicOrigin,
        });
        try {
          expect(new URL(page.url()).hostname).toBe('site.example');
          await ready(page, w, '#good');
          await page.waitForFunction(() => (window as unknown as { __hardening: { inlayErrors: unknown[] } }).__hardening.inlayErrors.length > 0, null, {
            timeout: 5000,
          });
          await page.waitForTimeout(100);
          const r = await recorded();
          const mine = r.inlayErrors.filter((e) => e.id === 'bad');
          expect(mine, JSON.stringify(r.inlayErrors)).toHaveLength(1);
          expect(mine[0]!.detail.message).toMatch(bad.message);
          expect(log.errors.some((e) => bad.message.test(e))).toBe(true);
          const shown = await shadowText(page, '#bad');
          if (bad.visitors) expect(shown.notice ?? '').toMatch(bad.message);
          else {
            expect(shown.notice).toBeNull();
            expect(shown.text).not.toMatch(bad.message);
          }
          expect(uncaughtOf(w, log, r)).toEqual([]);
          await w.drive(page, '#good');
        } finally {
          await context.close();
        }
      });
    }
  }
});
