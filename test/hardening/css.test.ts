// 1. Hostile host CSS: every widget is screenshotted in a plain page and in pages with Bootstrap's
// Reboot, Tailwind's Preflight, a brutal global reset, a dark theme and an RTL page; the pixels must
// match the widget's own plain baseline (same color scheme and direction) within MAX_DIFF.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
// @ts-expect-error pngjs ships no types (and @types/pngjs is not a dependency)
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendState, openPage, ready, requireBuilt, selected, settle, setup, type Env } from './harness';

/** pixelmatch's per-pixel colour tolerance (YIQ distance, 0–1) and the share of pixels allowed to differ. */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF = 0.005;
/**
 * The brutal reset's own bound, asserted for the widgets that lock their text (share, form, search; the
 * core's text lock, src/core/text-lock.css): at most 1 % of pixels. What remains there (0.43–0.54 %
 * measured) is the body's `text-decoration: underline wavy red`: CSS paints a decoration through every
 * in-flow inline descendant, shadow trees included, and no descendant style can remove it — only an
 * atomic or out-of-flow host could, and the host's `display` is deliberately left to the page.
 */
export const BRUTAL_MAX_DIFF = 0.01;
/**
 * Measured and printed under the brutal reset, not asserted (with the reason):
 * - fit-text shows the page's own text with the page's typography by design (`inheritText`);
 * - slider's slides are the site's own light-DOM markup, which the reset restyles, as it should (the
 *   slider's height follows its slides);
 * - probe is the core's test fixture, not a shipped widget.
 */
const BRUTAL_REPORTED = new Set(['fit-text', 'slider', 'probe']);

const F = '/test/fixtures/hardening/';
const BASES = {
  plain: { css: [] as string[], dir: undefined as string | undefined },
  'plain dark': { css: [`${F}plain-dark.css`], dir: undefined },
  'plain rtl': { css: [], dir: 'rtl' },
};
// `brutal`: the brutal reset's `* { all: revert }` reaches the host element itself and outranks the
// core's :host rules (outer-context rules win over :host); held to BRUTAL_MAX_DIFF (and only reported
// for the widgets in BRUTAL_REPORTED).
const HOSTILE: { name: string; css: string[]; dir?: string; base: keyof typeof BASES; brutal?: boolean }[] = [
  { name: 'bootstrap reboot', css: [`${F}bootstrap-reboot.css`], base: 'plain' },
  { name: 'tailwind preflight', css: [`${F}tailwind-preflight.css`], base: 'plain' },
  { name: 'brutal reset', css: [`${F}brutal.css`], base: 'plain', brutal: true },
  { name: 'dark bootstrap', css: [`${F}bootstrap-reboot.css`, `${F}dark.css`], base: 'plain dark' },
  { name: 'rtl + brutal reset', css: [`${F}brutal.css`], dir: 'rtl', base: 'plain rtl', brutal: true },
  { name: 'rtl + tailwind preflight', css: [`${F}tailwind-preflight.css`], dir: 'rtl', base: 'plain rtl' },
];
export const PAGES = HOSTILE.length;

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const DIFFS = join(tmpdir(), 'inlay-hardening-diffs');

describe('hostile host CSS', () => {
  for (const w of selected()) {
    it(`${w.name}: looks the same in ${HOSTILE.length} hostile pages as in its plain page`, async () => {
      requireBuilt(w);
      backendState(env, w);
      const shot = async (css: string[], dir?: string) => {
        const { page, context, log } = await openPage(env, `<main><div id="stage">${w.markup('w')}</div></main>`, { scripts: ['/' + w.script], css, dir });
        try {
          await ready(page, w, '#w');
          await w.stable?.(page, '#w');
          await settle(page);
          const png = await page.locator('#stage').screenshot({ animations: 'disabled', caret: 'hide' });
          expect(log.uncaught).toEqual([]);
          return PNG.sync.read(png);
        } finally {
          await context.close();
        }
      };
      const bases = new Map<string, PNG>();
      for (const [name, b] of Object.entries(BASES)) bases.set(name, await shot(b.css, b.dir));
      const enforced: string[] = [];
      const reported: string[] = [];
      const results: string[] = [];
      for (const h of HOSTILE) {
        // fit-text's text is the page's own light-DOM content and takes the page's line height by design.
        const report = (h.brutal && BRUTAL_REPORTED.has(w.name)) || (w.name === 'fit-text' && h.css.length > 0);
        const problems = report ? reported : enforced;
        const max = h.brutal ? BRUTAL_MAX_DIFF : MAX_DIFF;
        const base = bases.get(h.base)!;
        const got = await shot(h.css, h.dir);
        if (got.width !== base.width || got.height !== base.height) {
          mkdirSync(DIFFS, { recursive: true });
          const stem = join(DIFFS, `${w.name}-${h.name.replace(/\W+/g, '-')}`);
          writeFileSync(`${stem}-base.png`, PNG.sync.write(base));
          writeFileSync(`${stem}-got.png`, PNG.sync.write(got));
          problems.push(`${h.name}: ${got.width}×${got.height} px, plain is ${base.width}×${base.height} px`);
          continue;
        }
        const diff = new PNG({ width: base.width, height: base.height });
        const n = pixelmatch(base.data, got.data, diff.data, base.width, base.height, { threshold: PIXEL_THRESHOLD });
        const ratio = n / (base.width * base.height);
        results.push(`${h.name}: ${(ratio * 100).toFixed(2)}%`);
        if (ratio > max) {
          mkdirSync(DIFFS, { recursive: true });
          const stem = join(DIFFS, `${w.name}-${h.name.replace(/\W+/g, '-')}`);
          writeFileSync(`${stem}-base.png`, PNG.sync.write(base));
          writeFileSync(`${stem}-got.png`, PNG.sync.write(got));
          writeFileSync(`${stem}-diff.png`, PNG.sync.write(diff));
          problems.push(`${h.name}: ${(ratio * 100).toFixed(2)}% of pixels differ (max ${max * 100}%), see ${stem}-diff.png`);
        }
      }
      console.log(`[hardening:css] ${w.name} ${bases.get('plain')!.width}×${bases.get('plain')!.height}px — ${results.join(', ')}${reported.length ? ` — reported (not asserted): ${reported.join('; ')}` : ''}`);
      expect(enforced).toEqual([]);
    });
  }
});
