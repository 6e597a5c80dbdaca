// 2. Strict CSP: every widget, served under the strict policy, works (its main action is driven, and
// every interactive state of states.ts is reached) and not one securitypolicyviolation fires (recorded
// by an external 'self' script loaded first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncaughtOf, backendState, CSP, openPage, ready, requireBuilt, selected, settle, setup, type Env } from './harness';
import { openState, statesOf } from './states';

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

describe('strict CSP', () => {
  for (const w of selected()) {
    it(`${w.name}: works under "${CSP}" with zero violations`, async () => {
      requireBuilt(w);
      backendState(env, w);
      const { page, context, log, recorded } = await openPage(env, `<div id="stage">${w.markup('w')}</div>`, {
        scripts: ['/' + w.script],
        headers: { 'content-security-policy': CSP },
      });
      try {
        await ready(page, w, '#w');
        await w.drive(page, '#w');
        await settle(page);
        const r = await recorded();
        console.log(`[hardening:csp] ${w.name}: ${r.violations.length} violations`);
        expect(r.violations).toEqual([]);
        expect(log.errors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([]);
        expect(uncaughtOf(w, log, r)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

let states = 0;
let violations = 0;
afterAll(() => console.log(`[hardening:csp] ${violations} violations over ${states} interactive states`));

describe('strict CSP in every interactive state (states.ts)', () => {
  for (const w of selected()) {
    for (const st of statesOf(w)) {
      it(`${w.name} — ${st.name}: reached under the strict CSP, zero violations`, async () => {
        const { page, context, log, recorded } = await openState(env, w, st, { headers: { 'content-security-policy': CSP } });
        try {
          await st.drive(page, '#w');
          await settle(page);
          const r = await recorded();
          states++;
          violations += r.violations.length;
          expect(r.violations).toEqual([]);
          expect(log.errors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([]);
          expect(uncaughtOf(w, log, r)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
