// 8. The spec is the one source of truth: every `part` a widget renders (in any shadow root of the
// element, at any moment) and every `inlay-*` event it fires is declared for that element in
// custom-elements.json (generated from src/widgets/<name>/spec.ts plus the core's src/core/spec/spec-core.mjs).
// Each widget is driven through every state the hardening suite knows: its main action, every named
// interactive state of states.ts (open dialog, results, no results, failed backend, form errors, sent,
// autoplay, …), every bad configuration, and the consent-blocked placeholder. A recorder installed
// before any script (attachShadow and dispatchEvent wrapped) sees transient states too (loading,
// sending, a message shown for one frame).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '../../src/widgets/share/services';
import { ROOT } from '../helpers/server';
import { backendState, openPage, ready, requireBuilt, selected, settle, setup, type Env, type Opened } from './harness';
import { openState, statesOf } from './states';
import { ALGOLIA, type WidgetCase } from './widgets';

interface Seen {
  parts: Record<string, string[]>;
  events: Record<string, string[]>;
}

/** Runs in the page before anything else: records part tokens and inlay-* events by element tag. */
function recorder() {
  const parts: Record<string, Set<string>> = {};
  const events: Record<string, Set<string>> = {};
  const add = (map: Record<string, Set<string>>, tag: string, v: string) => void (map[tag] ??= new Set()).add(v);
  const scan = (tag: string, node: Node) => {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll('[part]')]) for (const t of el.part) add(parts, tag, t);
  };
  /** The inlay-* element a shadow root belongs to: its host, or the nearest inlay-* ancestor of its host (form's captcha box). */
  const ownerOf = (host: Element): string => {
    for (let el: Element | null = host; el; el = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null)
      if (el.localName.startsWith('inlay-')) return el.localName;
    return host.localName;
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    new MutationObserver((records) => {
      const tag = ownerOf(root.host);
      for (const r of records) {
        if (r.type === 'attributes') scan(tag, r.target);
        else r.addedNodes.forEach((n) => scan(tag, n));
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['part'] });
    return root;
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, e: Event) {
    if (e.type.startsWith('inlay-') && this instanceof Element && this.localName.startsWith('inlay-')) add(events, this.localName, e.type);
    return dispatch.call(this, e);
  };
  const list = (m: Record<string, Set<string>>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort()]));
  (window as any).__specSeen = () => ({ parts: list(parts), events: list(events) });
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName?: string; cssParts?: { name: string }[]; events?: { name: string }[] }[] }[];
};
const declared = new Map<string, { parts: Set<string>; events: Set<string> }>();
for (const m of manifest.modules)
  for (const d of m.declarations)
    if (d.tagName) declared.set(d.tagName, { parts: new Set((d.cssParts ?? []).map((p) => p.name)), events: new Set((d.events ?? []).map((e) => e.name)) });

/**
 * Parts named at run time by data, documented by a declared part's description: share's service ids
 * ("Each link or button; also has the service id as a part (e.g. `facebook`)").
 */
const DATA_PARTS: Record<string, Set<string>> = { 'inlay-share': new Set(Object.keys(SERVICES)) };

/** The consent-blocked placeholder, for the widgets that gate a third-party service behind one. */
const CONSENT: Record<string, (id: string) => string> = {
  search: (id) => `<inlay-search id="${id}" mode="inline" consent="algolia" privacy-url="/privacy" ${ALGOLIA}></inlay-search>`,
  form: (id) =>
    `<inlay-form id="${id}" action="/api/form/submit" captcha="turnstile" captcha-sitekey="k"><script type="application/json">{"fields":[{"name":"email","type":"email","label":"Email"}]}</script></inlay-form>`,
};

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

/** What is undeclared among what the page recorded, as `tag part:x` / `tag event:y` lines. */
async function undeclared(page: Page): Promise<string[]> {
  const seen = (await page.evaluate(() => (window as any).__specSeen())) as Seen;
  const out: string[] = [];
  for (const [tag, parts] of Object.entries(seen.parts)) {
    const d = declared.get(tag);
    if (!d) continue; // the probe and test-only elements are not in the manifest
    for (const p of parts) if (!d.parts.has(p) && !DATA_PARTS[tag]?.has(p)) out.push(`<${tag}> part "${p}"`);
  }
  for (const [tag, events] of Object.entries(seen.events)) {
    const d = declared.get(tag);
    if (!d) continue;
    for (const e of events) if (!d.events.has(e)) out.push(`<${tag}> event "${e}"`);
  }
  return out;
}

async function check(opened: Opened, run: (page: Page) => Promise<void>) {
  const { page, context } = opened;
  try {
    await run(page);
    await settle(page);
    expect(await undeclared(page)).toEqual([]);
    // The recorder saw the element at all (a broken recorder would pass everything).
    const seen = (await page.evaluate(() => (window as any).__specSeen())) as Seen;
    expect(Object.values(seen.parts).flat().length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
}

const open = (w: WidgetCase, markup: string) =>
  openPage(env, `<main><h1>Host</h1><div id="stage">${markup}</div></main>`, { scripts: ['/' + w.script], init: recorder });

const real = () => selected().filter((w) => declared.has(w.tag));

describe('every rendered part and fired inlay-* event is declared in custom-elements.json', () => {
  it('the manifest lists every widget the suite knows', () => {
    expect(
      real()
        .map((w) => w.tag)
        .sort(),
    ).toEqual(
      selected()
        .filter((w) => w.name !== 'probe')
        .map((w) => w.tag)
        .sort(),
    );
  });

  for (const w of real()) {
    it(`${w.name}: its main action`, async () => {
      requireBuilt(w);
      backendState(env, w);
      await check(await open(w, w.markup('w')), async (page) => {
        await ready(page, w, '#w');
        await w.drive(page, '#w');
      });
    });

    for (const st of statesOf(w)) {
      it(`${w.name}: ${st.name}`, async () => {
        await check(await openState(env, w, st, { init: recorder }), (page) => st.drive(page, '#w'));
      });
    }

    for (const bad of w.badConfigs) {
      it(`${w.name}: bad configuration (${bad.name})`, async () => {
        requireBuilt(w);
        backendState(env, w);
        await check(await open(w, bad.markup('w')), async (page) => {
          await ready(page, w, '#w');
          await page.waitForFunction(() => !!document.querySelector('#w')?.shadowRoot?.querySelector('[part~="error"]'), null, { timeout: 8000 });
        });
      });
    }

    const consent = CONSENT[w.name];
    if (consent) {
      it(`${w.name}: blocked by consent (the placeholder)`, async () => {
        requireBuilt(w);
        backendState(env, w);
        await check(await open(w, consent('w')), async (page) => {
          await ready(page, w, '#w');
          await page.waitForFunction(
            () => {
              // The placeholder is in the element's shadow root (search) or in its captcha box's (form).
              const deep = (root: ParentNode | null | undefined): boolean =>
                !!root && (!!root.querySelector('[part~="consent"]') || [...root.querySelectorAll('*')].some((el) => deep(el.shadowRoot)));
              const el = document.querySelector('#w');
              return deep(el?.shadowRoot) || deep(el);
            },
            null,
            { timeout: 8000 },
          );
        });
      });
    }
  }
});
