// The one table the hardening suite loops over: every widget with its script, a minimal valid markup,
// a driver for its interactive state / main action, its string inputs (for the XSS corpus), bad
// configurations, its backend (served under /api/<widget>/…) and how it behaves under faults.
// Add a widget here when it lands; every check then covers it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { json, type Handler } from '../helpers/server';
import { LocalSearchClient } from '../../src/widgets/search/local/local-client';
import type { SearchRecord } from '../../src/widgets/search/format/text';
import { attr, jsonInScript, PAYLOAD_NAMES } from './corpus';

export interface XssInput {
  /** What the payload goes through, e.g. `label attribute`, `search records`. */
  name: string;
  /** Attribute/markup inputs: one element per payload on one page (`id` is set on the element). */
  markup?: (payload: string, id: string) => string;
  /** Property inputs: set on the element (made by `element`) after it upgraded. */
  property?: (payload: string) => Record<string, unknown>;
  /** Backend inputs: every payload at once into the backend state; `element` shows them. */
  backend?: (payloads: string[]) => Record<string, unknown>;
  element?: (id: string) => string;
  /** Brings the data on screen (search, submit, …) after the elements are ready; asserts it is shown as text. */
  reveal?: (page: Page, sel: string, payloads: string[]) => Promise<void>;
  /** Only the payloads under 10 KB (a 1 MB value only measures the transport there). */
  short?: boolean;
}

export interface BadConfig {
  name: string;
  /** One misconfigured element with the given id. */
  markup: (id: string) => string;
  /** What the message in the widget (and the inlay-error) must say. */
  message: RegExp;
  /** A run-time failure, not the owner's configuration: visitors of the public site see it too. */
  visitors?: true;
}

export interface Backend {
  /** Routes (relative to /api/<widget>) reading a mutable state object the tests may change. */
  routes(state: Record<string, unknown>): Record<string, Handler>;
  defaults?(): Record<string, unknown>;
}

export interface Faults {
  /** Which backend path this is (a widget may have several: search's local records and Algolia). */
  name: string;
  /** The element for this path (default: the widget's markup). */
  markup?(id: string): string;
  /**
   * Performs the widget's backend action once while the proxy injects faults. Asserts what must hold
   * after a failure (a gentle message, a retry where the widget offers one); reports lost input and
   * whether the visitor saw a failure.
   */
  attempt(page: Page, sel: string, i: number): Promise<{ lost: string[]; failed: boolean }>;
  /** With the backend healthy again, the same action must succeed (throws otherwise). */
  recover(page: Page, sel: string): Promise<void>;
}

export interface WidgetCase {
  name: string;
  tag: `inlay-${string}`;
  /** Repo-relative path of the built script. */
  script: string;
  /** A minimal valid element. */
  markup(id: string): string;
  /** Waits for what must be settled before a screenshot (counts loaded, text fitted …). */
  stable?(page: Page, sel: string): Promise<void>;
  /** Puts the widget in its interactive state through its main action, asserting it worked. */
  drive(page: Page, sel: string): Promise<void>;
  inputs: XssInput[];
  badConfigs: BadConfig[];
  backend?: Backend;
  faults?: Faults[];
  /** Keyboard-only walkthrough of the main task, when the widget's own tests don't have one. */
  keyboard?(page: Page, sel: string): Promise<void>;
  /** examples/<file>, checked with axe. */
  example?: string;
}

const shadow = (page: Page, sel: string) => page.locator(sel);
const PAYLOAD_COUNT = PAYLOAD_NAMES.map((_, i) => i);

// ---------------------------------------------------------------------------------------------- probe
const probe: WidgetCase = {
  name: 'probe',
  tag: 'inlay-probe',
  script: 'test/.build/inlay-probe.js',
  markup: (id) => `<inlay-probe id="${id}" label="Probe"></inlay-probe>`,
  async drive(page, sel) {
    await shadow(page, sel).locator('button').click();
    expect(await page.$eval(sel, (el) => el.shadowRoot!.querySelector('button')!.dataset.clicks)).toBe('1');
  },
  async keyboard(page, sel) {
    const clicks = () => page.$eval(sel, (el) => Number(el.shadowRoot!.querySelector('button')!.dataset.clicks));
    const before = await clicks();
    await page.$eval(sel, (el) => el.shadowRoot!.querySelector('button')!.focus());
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await clicks()).toBe(before + 2);
  },
  inputs: [
    { name: 'label attribute', markup: (p, id) => `<inlay-probe id="${id}" label="${attr(p)}"></inlay-probe>` },
    {
      name: 'config JSON attribute',
      markup: (p, id) => `<inlay-probe id="${id}" config="${attr(JSON.stringify({ text: p, [p.slice(0, 20)]: p }))}"></inlay-probe>`,
    },
    { name: 'items list attribute', markup: (p, id) => `<inlay-probe id="${id}" items="${attr(p)}"></inlay-probe>` },
    { name: 'label property', element: (id) => `<inlay-probe id="${id}"></inlay-probe>`, property: (p) => ({ label: p, config: { text: p } }) },
  ],
  badConfigs: [
    { name: 'malformed JSON', markup: (id) => `<inlay-probe id="${id}" config='{"a":'></inlay-probe>`, message: /config is not valid JSON/ },
    { name: 'wrong type (number)', markup: (id) => `<inlay-probe id="${id}" count="lots"></inlay-probe>`, message: /count="lots" is not a number/ },
    { name: 'value not allowed', markup: (id) => `<inlay-probe id="${id}" mode="zzz"></inlay-probe>`, message: /mode="zzz" is not one of/ },
    { name: 'fails while rendering', markup: (id) => `<inlay-probe id="${id}" explode></inlay-probe>`, message: /probe exploded on purpose/, visitors: true },
  ],
};

const rendered = async (page: Page, sel: string) => {
  const n = await page.$eval(sel, (el) => el.shadowRoot!.querySelectorAll('*').length);
  expect(n).toBeGreaterThan(0);
};
const noNotice = async (page: Page, sel: string) => {
  expect(await page.$eval(sel, (el) => el.shadowRoot!.querySelector('[part~="error"], .inlay-notice')?.textContent ?? null)).toBeNull();
};

const fitText: WidgetCase = {
  name: 'fit-text',
  tag: 'inlay-fit-text',
  script: 'dist/inlay-fit-text.js',
  markup: (id) => `<inlay-fit-text id="${id}" max="48">Fitted headline</inlay-fit-text>`,
  async drive(page, sel) {
    await rendered(page, sel);
    await noNotice(page, sel);
  },
  inputs: [
    { name: 'text content', markup: (p, id) => `<inlay-fit-text id="${id}">${attr(p)}</inlay-fit-text>` },
    { name: 'min attribute', markup: (p, id) => `<inlay-fit-text id="${id}" min="${attr(p)}">x</inlay-fit-text>`, short: true },
  ],
  badConfigs: [{ name: 'wrong type (max)', markup: (id) => `<inlay-fit-text id="${id}" max="huge">Text</inlay-fit-text>`, message: /max/ }],
};

// Share counts (Shariff protocol) under /api/share/counts: `state.counts` when a test sets it.
const COUNTS = { facebook: 1234, x: 56, mail: 0 };
const countsMarkup = (id: string, url: string) =>
  `<inlay-share id="${id}" counts-url="/api/share/counts" services="facebook,x,mail,copy" url="${attr(url)}"></inlay-share>`;
/** The counts shown by one share element, by service. */
const countsOf = (page: Page, sel: string) =>
  page.$eval(sel, (el) =>
    Object.fromEntries(
      [...el.shadowRoot!.querySelectorAll('[part="count"]')].map((c) => [c.closest('[data-service]')!.getAttribute('data-service'), c.textContent]),
    ),
  );
/** Waits for one share element's counts, or for its `counts` inlay-error; returns which came. */
async function countsOutcome(page: Page, id: string): Promise<'counts' | 'failed'> {
  const h = await page.waitForFunction(
    (id) => {
      const el = document.getElementById(id);
      if (el?.shadowRoot?.querySelector('[part="count"]')) return 'counts';
      const rec = (window as unknown as { __hardening: { inlayErrors: { id: string; detail: { code: string } }[] } }).__hardening;
      return rec.inlayErrors.some((e) => e.id === id && e.detail.code === 'counts') ? 'failed' : false;
    },
    id,
    { timeout: 15_000 },
  );
  return (await h.jsonValue()) as 'counts' | 'failed';
}
const shareFailed: string[] = [];
const isJsonObject = (text: string) => {
  try {
    const v: unknown = JSON.parse(text);
    return !!v && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
};

const share: WidgetCase = {
  name: 'share',
  tag: 'inlay-share',
  script: 'dist/inlay-share.js',
  markup: (id) => `<inlay-share id="${id}" services="facebook,x,mail,copy" url="https://example.com/a" share-title="A page"></inlay-share>`,
  async drive(page, sel) {
    await rendered(page, sel);
    await noNotice(page, sel);
    expect(await page.$eval(sel, (el) => el.shadowRoot!.querySelectorAll('a[href], button').length)).toBeGreaterThan(0);
  },
  inputs: [
    { name: 'url attribute', markup: (p, id) => `<inlay-share id="${id}" services="facebook,x,mail,copy" url="${attr(p)}"></inlay-share>` },
    {
      name: 'title attribute',
      markup: (p, id) =>
        `<inlay-share id="${id}" services="facebook,mail" url="https://example.com/" share-title="${attr(p)}" title="${attr(p)}"></inlay-share>`,
    },
    { name: 'services attribute', markup: (p, id) => `<inlay-share id="${id}" services="${attr(p)}"></inlay-share>`, short: true },
    {
      // Every payload as a key (as sent, and with a number) and as a value; hostile `total`, prototype keys.
      name: 'counts response (keys and values)',
      backend: (ps) => ({
        counts: Object.fromEntries([
          ...ps.flatMap((p, i) => [
            [p, p],
            [`${p.slice(0, 40)}#${i}`, i + 1],
            [`x${i}`, p],
          ]),
          ['__proto__', 3],
          ['constructor', 4],
          ['toString', '<img src=x onerror="window.__pwned=30">'],
          ['total', '<script>window.__pwned=31</script>'],
          ['x', ps[0]],
          ['mail', { toString: null }],
          ['facebook', 1234],
        ]),
      }),
      element: (id) =>
        `<inlay-share id="${id}" counts-url="/api/share/counts" total services="facebook,x,mail,copy,linkedin" url="https://example.com/xss"></inlay-share>`,
      async reveal(page, sel) {
        expect(await countsOutcome(page, sel.slice(1))).toBe('counts');
        expect(await countsOf(page, sel)).toEqual({ facebook: '1.2K' });
        await noNotice(page, sel);
      },
    },
    {
      // Each payload as the whole response body, one element per payload (a page URL each). Bodies that
      // aren't a JSON object must show nothing and fire one `counts` inlay-error; none may show a count.
      name: 'counts response (each payload as the whole body)',
      backend: (ps) => ({ raw: ps }),
      element: (id) => `<div id="${id}"><inlay-share services="facebook" url="https://example.com/"></inlay-share></div>`,
      async reveal(page, sel, ps) {
        await page.$eval(
          sel,
          (el, html) => el.insertAdjacentHTML('beforeend', html),
          ps.map((_, i) => countsMarkup(`raw${i}`, `https://example.com/raw-${i}`)).join(''),
        );
        for (const [i, p] of ps.entries()) {
          // A body that is a JSON object (the prototype-pollution one) is read as counts (none valid);
          // anything else is reported to the site owner.
          const object = isJsonObject(p);
          await page.waitForFunction(
            ({ i, object }) => {
              if (object)
                return performance.getEntriesByType('resource').some((e) => e.name.endsWith(`raw-${i}`) && (e as PerformanceResourceTiming).responseEnd > 0);
              const rec = (window as unknown as { __hardening: { inlayErrors: { id: string; detail: { code: string } }[] } }).__hardening;
              return rec.inlayErrors.some((e) => e.id === `raw${i}` && e.detail.code === 'counts');
            },
            { i, object },
            { timeout: 15_000 },
          );
        }
        await page.waitForTimeout(100); // the object body's parse and render, after its response ended
        for (let i = 0; i < ps.length; i++) {
          expect(await countsOf(page, `#raw${i}`)).toEqual({});
          await noNotice(page, `#raw${i}`);
        }
        expect(await page.evaluate(() => 'polluted' in ({} as object))).toBe(false);
      },
    },
  ],
  badConfigs: [
    { name: 'unknown service', markup: (id) => `<inlay-share id="${id}" services="facebook,nosuchnetwork"></inlay-share>`, message: /nosuchnetwork/ },
  ],
  backend: {
    routes: (state) => ({
      '/counts': (req, res) => {
        // `state.raw`: payload i is the whole body for the page URL ending in `raw-i`.
        const raw = state.raw as string[] | undefined;
        const i = Number(/raw-(\d+)$/.exec(new URL(req.url ?? '/', 'http://x').searchParams.get('url') ?? '')?.[1]);
        if (raw && raw[i] !== undefined) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          return void res.end(raw[i]);
        }
        json(res, 200, state.counts ?? COUNTS);
      },
    }),
  },
  faults: [
    {
      // Each attempt is a new element for a new page URL (a page view: the counts cache is per URL).
      // By design (docs/share.md) a failed counts request shows the visitor nothing — the buttons work
      // without counts — and tells the site owner with one `counts` inlay-error; there is no retry
      // button: the next page view asks again. So the check is: buttons intact, no message, and a
      // failure is not cached (recover() asks again for a URL that failed).
      name: 'counts',
      markup: (id) => countsMarkup(id, 'https://example.com/fault-start'),
      async attempt(page, _sel, i) {
        const id = `counts-${i}`;
        const url = `https://example.com/fault-${i}`;
        await page.evaluate((html) => document.getElementById('stage')!.insertAdjacentHTML('beforeend', html), countsMarkup(id, url));
        const outcome = await countsOutcome(page, id);
        // The share links still carry the page URL, nothing is shown to the visitor.
        const links = await page.$eval(
          `#${id}`,
          (el, u) => [...el.shadowRoot!.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href')!.includes(encodeURIComponent(u))).length,
          url,
        );
        await noNotice(page, `#${id}`);
        if (outcome === 'failed') {
          shareFailed.push(url);
          expect(await countsOf(page, `#${id}`)).toEqual({});
        }
        return { lost: links >= 2 ? [] : [url], failed: outcome === 'failed' };
      },
      async recover(page) {
        const url = shareFailed.shift() ?? 'https://example.com/fault-0';
        await page.evaluate((html) => document.getElementById('stage')!.insertAdjacentHTML('beforeend', html), countsMarkup('counts-healed', url));
        expect(await countsOutcome(page, 'counts-healed')).toBe('counts');
        expect(await countsOf(page, '#counts-healed')).toEqual({ facebook: '1.2K', x: '56' });
      },
    },
  ],
};

const slides = '<div>Slide one</div><div>Slide two</div><div>Slide three</div>';
const slider: WidgetCase = {
  name: 'slider',
  tag: 'inlay-slider',
  script: 'dist/inlay-slider.js',
  markup: (id) => `<inlay-slider id="${id}" label="Featured">${slides}</inlay-slider>`,
  async drive(page, sel) {
    await rendered(page, sel);
    await noNotice(page, sel);
  },
  inputs: [
    { name: 'label attribute', markup: (p, id) => `<inlay-slider id="${id}" label="${attr(p)}">${slides}</inlay-slider>` },
    {
      name: 'breakpoints JSON attribute',
      markup: (p, id) => `<inlay-slider id="${id}" label="x" breakpoints="${attr(JSON.stringify({ 500: { perView: p } }))}">${slides}</inlay-slider>`,
      short: true,
    },
  ],
  badConfigs: [
    { name: 'wrong type (per-view)', markup: (id) => `<inlay-slider id="${id}" label="x" per-view="abc">${slides}</inlay-slider>`, message: /per-view/ },
  ],
};

const formDef = { fields: [{ name: 'email', type: 'email', label: 'Email', required: true }] };
/** A reply of the form backend: queued in `state.replies` by a test, else `{"ok": true}`. */
interface Reply {
  status: number;
  body: unknown;
}
/**
 * Submits one form and waits until the send settled (its `inlay-success` or `inlay-error`, listened to
 * before the click) and the button is enabled again; returns the form's shadow text.
 */
async function submitted(page: Page, sel: string): Promise<string> {
  const settled = page.evaluate(
    (s) =>
      new Promise<void>((resolve) => {
        const el = document.querySelector(s)!;
        const done = () => {
          el.removeEventListener('inlay-success', done);
          el.removeEventListener('inlay-error', done);
          resolve();
        };
        el.addEventListener('inlay-success', done);
        el.addEventListener('inlay-error', done);
      }),
    sel,
  );
  await page.locator(`${sel} button[type="submit"]`).click();
  await Promise.race([settled, new Promise((_, reject) => setTimeout(() => reject(new Error(`${sel}: the send did not settle in 15 s`)), 15_000))]);
  await page.waitForFunction((s) => !document.querySelector(s)!.shadowRoot!.querySelector('button[type="submit"][disabled]'), sel, { timeout: 15_000 });
  return page.$eval(sel, (el) => el.shadowRoot!.textContent ?? '');
}
/** The part of a server message that must show (the widget trims and cuts at 500 characters). */
const visible = (p: string) => p.slice(0, 200);
const form: WidgetCase = {
  name: 'form',
  tag: 'inlay-form',
  script: 'dist/inlay-form.js',
  markup: (id) => `<inlay-form id="${id}" action="/api/form/submit" timeout="2"><script type="application/json">${jsonInScript(formDef)}</script></inlay-form>`,
  async drive(page, sel) {
    await rendered(page, sel);
    await noNotice(page, sel);
  },
  inputs: [
    {
      name: 'field label (JSON definition)',
      markup: (p, id) =>
        `<inlay-form id="${id}" action="/api/form/submit"><script type="application/json">${jsonInScript({ fields: [{ name: 'a', type: 'text', label: p }] })}</script></inlay-form>`,
    },
    {
      name: 'success-message attribute',
      markup: (p, id) =>
        `<inlay-form id="${id}" action="/api/form/submit" success-message="${attr(p)}"><script type="application/json">${jsonInScript(formDef)}</script></inlay-form>`,
      short: true,
    },
    {
      // One field per payload; the server answers four times: per-field errors (generic object, plus
      // fields the form doesn't have), Formspree's error array, a form-level error, then success with
      // hostile extra fields. Server text is cut at 500 characters by the widget.
      name: 'server messages (field errors, form error, success body)',
      backend: (ps) => {
        const fieldErrors = Object.fromEntries([...ps.map((p, i) => [`f${i}`, p]), ...ps.map((p, i) => [`${p.slice(0, 40)}#${i}`, p])]);
        const replies: Reply[] = [
          { status: 422, body: { errors: fieldErrors, message: ps[0] } },
          { status: 422, body: { error: ps[1], errors: ps.flatMap((p, i) => [{ field: `f${i}`, code: p, message: p }, { message: p }]) } },
          { status: 403, body: { error: ps.join(' '), message: ps[2] } },
          { status: 200, body: { ok: true, message: ps.join(' '), next: ps[9], errors: [], redirect: 'javascript:window.__pwned=40' } },
        ];
        return { replies };
      },
      element: (id) =>
        `<inlay-form id="${id}" action="/api/form/submit" min-fill-time="0" draft="false"><script type="application/json">${jsonInScript({
          fields: PAYLOAD_COUNT.map((i) => ({ name: `f${i}`, type: 'text', label: `Field ${i}` })),
        })}</script></inlay-form>`,
      async reveal(page, sel, ps) {
        // 1. per-field errors land on their fields, as text
        await submitted(page, sel);
        const errors = await page.$eval(sel, (el) => [...el.shadowRoot!.querySelectorAll('[part="field-error"]')].map((e) => e.textContent ?? ''));
        expect(errors).toHaveLength(ps.length);
        ps.forEach((p, i) => expect(errors[i]).toContain(visible(p.trim())));
        // 2. Formspree's array, 3. a form-level error: the message is shown as text
        expect(await submitted(page, sel)).toContain(ps[0]!.slice(0, 30));
        expect(await submitted(page, sel)).toContain(ps[0]!.slice(0, 30));
        // 4. success: the configured/default success message, none of the server's text
        const done = await submitted(page, sel);
        expect(done).toMatch(/thank/i);
        expect(done).not.toContain(ps[0]!.slice(0, 30));
      },
    },
  ],
  backend: {
    routes: (state) => ({
      '/submit': (_req, res) => {
        state.received = ((state.received as number) ?? 0) + 1;
        const reply = (state.replies as Reply[] | undefined)?.shift() ?? { status: 200, body: { ok: true } };
        json(res, reply.status, reply.body);
      },
    }),
  },
  faults: [
    {
      name: 'submit',
      async attempt(page, sel, i) {
        const value = `visitor${i}@example.com`;
        const input = page.locator(`${sel} input[name="email"]`);
        await input.fill(value);
        await submitted(page, sel);
        const success = await page.$eval(
          sel,
          (el) => /thank|sent|success/i.test(el.shadowRoot!.textContent ?? '') && !el.shadowRoot!.querySelector('input[name="email"]'),
        );
        if (success) {
          // The backend got through this time: the form reset is the success path; put the field back.
          await page.waitForSelector(`${sel} input[name="email"]`, { timeout: 3000 }).catch(() => {});
          return { lost: [], failed: false };
        }
        const text = await page.$eval(sel, (el) => el.shadowRoot!.textContent ?? '');
        if (/thank|sent|success/i.test(text)) return { lost: [], failed: false };
        // A failure: the value is still there, a message says so, and Try again is offered.
        expect(await page.locator(`${sel} [part="retry"]`).count()).toBe(1);
        const now = (await input.count()) ? await input.inputValue() : '';
        return { lost: now === value ? [] : [value], failed: true };
      },
      async recover(page, sel) {
        await page
          .locator(`${sel} input[name="email"]`)
          .fill('back@example.com')
          .catch(() => {});
        await page
          .locator(`${sel} button[type="submit"]`)
          .click()
          .catch(() => {});
        await page.waitForFunction((s) => /thank|sent|success/i.test(document.querySelector(s)!.shadowRoot!.textContent ?? ''), sel, { timeout: 10_000 });
      },
    },
  ],
  badConfigs: [
    {
      name: 'malformed JSON definition',
      markup: (id) => `<inlay-form id="${id}" action="/api/form/submit"><script type="application/json">{"fields": [</script></inlay-form>`,
      message: /JSON|definition|field/i,
    },
  ],
};

// Search backends under /api/search: the local records file (`state.records`, else the test fixture) and
// an Algolia-protocol route (`POST /1/indexes/*/queries`, the element's `host="/api/search"`) answered by
// the same engine over those records, or with `state.hits` (hostile hits) when a test sets them;
// `state.fail` (an HTTP status) makes both fail.
const SEARCH_RECORDS: SearchRecord[] = JSON.parse(readFileSync(new URL('../fixtures/search/records.json', import.meta.url), 'utf8'));
const engines = new WeakMap<SearchRecord[], Promise<LocalSearchClient>>();
function engineFor(records: SearchRecord[]): Promise<LocalSearchClient> {
  let e = engines.get(records);
  if (!e) {
    const client = new LocalSearchClient({ records, searchFields: ['title', 'content'] });
    engines.set(records, (e = client.load().then(() => client)));
  }
  return e;
}
type AlgoliaRequest = { indexName?: string; params?: string | Record<string, unknown>; [param: string]: unknown };
/** A request's search parameters: flat on the request (algoliasearch v5) and/or in `params`. */
const paramsOf = ({ indexName: _, params, ...flat }: AlgoliaRequest): Record<string, unknown> => ({
  ...flat,
  ...(typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params),
});
/**
 * An Algolia answer whose every hit is a payload: in the attributes and in `_highlightResult` /
 * `_snippetResult`, wrapped in fake `<em>` tags, in the request's own highlight markers, and with a stray
 * closing marker before an opening one; the payloads are also the facet values.
 */
function hostileResult(payloads: string[], r: AlgoliaRequest) {
  const p = paramsOf(r);
  const pre = String(p.highlightPreTag ?? '<em>');
  const post = String(p.highlightPostTag ?? '</em>');
  const hl = (x: string) => ({ value: `<em>${x}</em> ${post}${pre}${x}${post} ${pre}`, matchLevel: 'full', fullyHighlighted: false, matchedWords: ['probe'] });
  const hits = payloads.map((x, i) => ({
    objectID: `x${i}`,
    title: x,
    url: x,
    content: x,
    category: x,
    _highlightResult: { title: hl(x), content: hl(x) },
    _snippetResult: { content: hl(x) },
  }));
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: hits.length,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    facets: { category: Object.fromEntries(payloads.map((x, i) => [x, i + 1])) },
    query: String(p.query ?? ''),
    params: '',
    index: r.indexName,
  };
}

export const ALGOLIA = 'app-id="HARDENING" api-key="search-only-key" index-name="docs" host="/api/search"';
/** Distinct queries that find fixture records (distinct, so no answer comes from the client's cache). */
const QUERIES = [
  'install',
  'facets',
  'keyboard',
  'recent',
  'highlighting',
  'typo',
  'consent',
  'styling',
  'custom',
  'modal',
  'hotkeys',
  'local',
  'events',
  'error',
  'pagination',
  'navigation',
  'privacy',
  'matches',
  'tolerance',
  'properties',
];
const searchInput = (sel: string) => `${sel} input[part="input"]`;

/** What the visitor sees once a search settled: hits for `q`, or the failure message (text, Try again, shown). */
type SearchOutcome = { state: 'results' } | { state: 'failed'; message: string; retry: boolean; shown: boolean };
/** Waits until the panel shows hits for `q`, or the visitor's failure message; captures it at that moment. */
async function searchOutcome(page: Page, sel: string, q: string, timeout = 20_000): Promise<SearchOutcome> {
  const h = await page.waitForFunction(
    ({ sel, q }) => {
      const root = document.querySelector(sel)?.shadowRoot;
      if (!root) return false;
      const panel = root.querySelector<HTMLElement>('[part="panel"]');
      const alert = root.querySelector<HTMLElement & { seenAt?: number }>('[part="message"][role="alert"]');
      // A failure counts once it has held for 400 ms (the scheduler holds a key back 300 ms at most): a
      // late failure of an earlier query's request is replaced as soon as the held query goes out, and a
      // Try again pressed on it lands on the page instead (in WebKit a click takes ~200 ms of WebDriver).
      if (alert) alert.seenAt ??= performance.now();
      if (alert && performance.now() - alert.seenAt! < 400) return false;
      if (alert) return { state: 'failed', message: alert.textContent ?? '', retry: !!alert.querySelector('button.retry'), shown: !!panel && !panel.hidden };
      return panel?.dataset.query === q && panel.dataset.status === 'idle' && root.querySelector('[role="option"]') ? { state: 'results' } : false;
    },
    { sel, q },
    { timeout },
  );
  return (await h.jsonValue()) as SearchOutcome;
}

/** After a failure: a short message for the visitor (no status, no error name), shown, with Try again. */
function gentleFailure(o: SearchOutcome & { state: 'failed' }): void {
  expect(o.message).toMatch(/not available|could not be reached/i);
  expect(o.message).not.toMatch(/\b[45]\d\d\b|error:|exception|undefined|json/i);
  expect(o.retry).toBe(true);
  expect(o.shown).toBe(true);
}

/** Clicks Try again: focus stays in the box, the panel stays open (faults.test.ts checks it alone). */
async function retrySearch(page: Page, sel: string): Promise<void> {
  try {
    await page.locator(`${sel} [part="message"] button.retry`).click({ timeout: 8000 });
  } catch {
    // The widget moved on by itself before the click landed (a query held back while the failed one was
    // in flight went out, and its answer replaced the message): the next outcome check judges that state.
  }
}

/**
 * One search under faults: types `q` key by key, waits for results or the failure message; after a
 * failure checks the message and the box (the typed query must still be there), then presses Try
 * again once (still under faults) and checks the same again.
 */
async function searchAttempt(page: Page, sel: string, q: string): Promise<{ lost: string[]; failed: boolean }> {
  const input = page.locator(searchInput(sel));
  await input.click();
  await input.fill('');
  await input.pressSequentially(q, { delay: 30 });
  let failed = false;
  for (let round = 0; round < 2; round++) {
    const o = await searchOutcome(page, sel, q);
    if (o.state === 'results') break;
    failed = true;
    gentleFailure(o);
    if ((await input.inputValue()) !== q) return { lost: [q], failed };
    if (round === 0) await retrySearch(page, sel);
  }
  return { lost: (await input.inputValue()) === q ? [] : [q], failed };
}

/** Backend healthy again: Try again (or a new query) must bring results, and no message stays. */
async function searchRecover(page: Page, sel: string, q: string): Promise<void> {
  const input = page.locator(searchInput(sel));
  await input.click();
  if (await page.locator(`${sel} [part="message"] button.retry`).count()) await retrySearch(page, sel);
  else {
    await input.fill('');
    await input.pressSequentially(q, { delay: 30 });
  }
  const want = (await input.inputValue()) || q;
  expect(await searchOutcome(page, sel, want, 15_000)).toEqual({ state: 'results' });
  expect(await page.locator(`${sel} [role="alert"]`).count()).toBe(0);
}

/** Replaces the element with a fresh one reading `records` (a new page view: nothing loaded yet). */
async function newVisit(page: Page, sel: string, records: string): Promise<void> {
  await page.$eval(
    sel,
    (el, src) => {
      const fresh = el.cloneNode(false) as Element;
      fresh.setAttribute('records', src);
      el.replaceWith(fresh);
    },
    records,
  );
  await page.waitForFunction((s) => (document.querySelector(s)?.shadowRoot?.childElementCount ?? 0) > 0, sel);
}

/** Types "probe" and waits until every payload's hit is listed (hits-per-page="100"), no failure. */
async function searchPayloads(page: Page, sel: string, ps: string[]): Promise<void> {
  await page.locator(searchInput(sel)).fill('probe');
  expect(await searchOutcome(page, sel, 'probe', 60_000)).toEqual({ state: 'results' });
  await page.waitForFunction(
    ({ sel, n }) => document.querySelector(sel)!.shadowRoot!.querySelectorAll('[role="option"]').length >= n,
    { sel, n: ps.length },
    { timeout: 30_000 },
  );
  const { text, marks } = await page.$eval(sel, (el) => ({ text: el.shadowRoot!.textContent ?? '', marks: el.shadowRoot!.querySelectorAll('mark').length }));
  expect(marks).toBeGreaterThan(0); // highlights went through the widget's own markers
  // Markup in a record is shown as characters.
  for (const p of ps.filter((p) => p.length < 100 && /^<(script|img|svg)/.test(p))) expect(text).toContain(p);
}

const search: WidgetCase = {
  name: 'search',
  tag: 'inlay-search',
  script: 'dist/inlay-search.js',
  markup: (id) => `<inlay-search id="${id}" mode="inline" records="/api/search/records.json" label="Search"></inlay-search>`,
  async drive(page, sel) {
    await rendered(page, sel);
    await noNotice(page, sel);
  },
  inputs: [
    {
      name: 'label attribute',
      markup: (p, id) => `<inlay-search id="${id}" mode="inline" records="/api/search/records.json" label="${attr(p)}"></inlay-search>`,
      short: true,
    },
    {
      name: 'search records (local: title, content, url, category)',
      backend: (ps) => ({ records: ps.map((p, i) => ({ objectID: `x${i}`, title: `${p} probe`, content: `probe ${p}`, url: p, category: p })) }),
      element: (id) => `<inlay-search id="${id}" records="/api/search/records.json" facets="category" hits-per-page="100"></inlay-search>`,
      reveal: searchPayloads,
    },
    {
      name: 'Algolia hits (attributes, _highlightResult, _snippetResult, facets)',
      backend: (ps) => ({ hits: ps }),
      element: (id) => `<inlay-search id="${id}" ${ALGOLIA} facets="category" hits-per-page="100"></inlay-search>`,
      reveal: searchPayloads,
      // Each payload goes into eight fields of its hit: the 1 MB ones made a ~25 MB answer (rendering a
      // 1 MB record is the local-records case above and the 1 MB word test).
      short: true,
    },
  ],
  backend: {
    routes: (state) => {
      const queries: Handler = async (_req, res, body) => {
        if (state.fail) return json(res, state.fail as number, { message: 'down', status: state.fail });
        let parsed: { requests?: AlgoliaRequest[] };
        try {
          parsed = JSON.parse(body);
        } catch {
          return json(res, 400, { message: 'Invalid JSON', status: 400 });
        }
        const requests = parsed.requests ?? [];
        if (state.hits) return json(res, 200, { results: requests.map((r) => hostileResult(state.hits as string[], r)) });
        const engine = await engineFor((state.records as SearchRecord[] | undefined) ?? SEARCH_RECORDS);
        json(res, 200, { results: requests.map((r) => engine.run(r as never)) });
      };
      return {
        '/records.json': (_req, res) => (state.fail ? json(res, state.fail as number, { message: 'down' }) : json(res, 200, state.records ?? SEARCH_RECORDS)),
        '/1/indexes/*/queries': queries,
        '/1/indexes/%2A/queries': queries,
      };
    },
  },
  faults: [
    {
      // Each attempt is a fresh element (a new page view: the records are fetched on first use), so
      // every attempt goes through the proxy; the visitor types a query and, after a failure, retries once.
      name: 'local records',
      async attempt(page, sel, i) {
        await newVisit(page, sel, `/api/search/records.json?visit=${i}`);
        return searchAttempt(page, sel, QUERIES[i % QUERIES.length]!);
      },
      async recover(page, sel) {
        // The element that failed last recovers with Try again; a new page view loads and finds too.
        await searchRecover(page, sel, 'install');
        await newVisit(page, sel, '/api/search/records.json?visit=healed');
        expect(await searchAttempt(page, sel, 'pagination')).toEqual({ lost: [], failed: false });
      },
    },
    {
      name: 'Algolia protocol',
      markup: (id) => `<inlay-search id="${id}" mode="inline" ${ALGOLIA}></inlay-search>`,
      attempt: (page, sel, i) => searchAttempt(page, sel, QUERIES[i % QUERIES.length]!),
      recover: (page, sel) => searchRecover(page, sel, 'events'),
    },
  ],
  badConfigs: [
    {
      name: 'value not allowed (mode)',
      markup: (id) => `<inlay-search id="${id}" mode="sideways" records="/api/search/records.json"></inlay-search>`,
      message: /mode/,
    },
    { name: 'no index (unusable, ConfigError)', markup: (id) => `<inlay-search id="${id}"></inlay-search>`, message: /Set index=/ },
  ],
};

export const WIDGETS: WidgetCase[] = [probe, fitText, share, slider, form, search];
export { jsonInScript };
