// The interactive states of every widget: for each widget name, a list of named states, each with the
// markup it needs (default: the widget's own markup from widgets.ts) and a driver that puts the
// element in that state through the visitor's actions and asserts it got there. a11y.test.ts runs axe
// in every state; csp.test.ts drives every state under the strict CSP. Drivers use only page actions
// and routes (no inline scripts), so they work under the strict CSP too.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { backendState, openPage, ready, requireBuilt, type Env, type Opened } from './harness';
import { WIDGETS, jsonInScript, type WidgetCase } from './widgets';

export interface WidgetState {
  name: string;
  /** The element for this state (id `id`); default: the widget's markup from widgets.ts. */
  markup?: (id: string) => string;
  /** Puts the element matched by `sel` in the state, asserting it got there. */
  drive: (page: Page, sel: string) => Promise<void>;
}

/** Polls `fn` until it passes `expect.poll`'s matcher (8 s). */
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 8000, interval: 50, message });

/** Runs `fn` on the element's shadow root (the function is sent as source, like the widget tests do). */
export const inShadow = <T, A = undefined>(page: Page, sel: string, fn: (root: ShadowRoot, arg: A) => T, arg?: A): Promise<T> =>
  // The wrapper is made here (in Node) and sent as source, so no `new Function` runs in the page: a page
  // CSP without 'unsafe-eval' would refuse it where the driver's script is not exempt (WebKit's WebDriver).
  page.$eval(sel, onShadowRoot(fn) as (el: Element, a: unknown) => T, arg as unknown) as Promise<T>;
const onShadowRoot = (fn: (...a: never[]) => unknown): unknown => new Function(`return (el, arg) => (${fn.toString()})(el.shadowRoot, arg)`)();

/** The focused element inside the widget's shadow root (or null). */
const focusedIn = (page: Page, sel: string) =>
  inShadow(page, sel, (root) => {
    const a = root.activeElement as HTMLElement | null;
    return a
      ? { tag: a.tagName.toLowerCase(), id: a.id, part: a.getAttribute('part') ?? '', role: a.getAttribute('role') ?? '', name: a.getAttribute('name') ?? '' }
      : null;
  });

// ---------------------------------------------------------------------------------------------- search
/** The suite's search backend (widgets.ts): the fixture's 19 records (categories Guide, Configuration, API, …). */
export const SEARCH_RECORDS = '/api/search/records.json';
export const searchMarkup =
  (mode: 'modal' | 'inline', extra = '') =>
  (id: string) =>
    `<inlay-search id="${id}" mode="${mode}" records="${SEARCH_RECORDS}" facets="category" label="Search the docs"${extra ? ` ${extra}` : ''}></inlay-search>`;

const searchPanel = (page: Page, sel: string) =>
  inShadow(page, sel, (root) => {
    const panel = root.querySelector('[part="panel"]');
    const input = root.querySelector('input[role="combobox"]');
    return {
      query: panel?.getAttribute('data-query') ?? null,
      status: panel?.getAttribute('data-status') ?? null,
      hidden: (panel as HTMLElement | null)?.hidden ?? true,
      options: root.querySelectorAll('[role="option"]').length,
      expanded: input?.getAttribute('aria-expanded') ?? null,
      active: input?.getAttribute('aria-activedescendant') ?? null,
      dialogOpen: (root.querySelector('dialog') as HTMLDialogElement | null)?.open ?? null,
      facets: [...root.querySelectorAll('[part="facet"]')].map((f) => ({ label: (f.textContent ?? '').trim(), pressed: f.getAttribute('aria-pressed') })),
      stats: root.querySelector('[part="stats"]')?.textContent ?? null,
      alert: root.querySelector('[role="alert"]')?.textContent ?? null,
    };
  });

/** Waits until the panel shows the answer to `query` with at least one option. */
export async function searchResults(page: Page, sel: string, query: string): Promise<void> {
  await poll(async () => {
    const p = await searchPanel(page, sel);
    return p.query === query && p.options > 0 && !p.hidden;
  }, `results for "${query}"`).toBe(true);
}

/** The option aria-activedescendant points at: its id, aria-selected and title. */
export const activeOption = (page: Page, sel: string) =>
  inShadow(page, sel, (root) => {
    const input = root.querySelector('input[role="combobox"]');
    const id = input?.getAttribute('aria-activedescendant');
    const opt = id ? root.getElementById(id) : null;
    return {
      id: id ?? null,
      exists: !!opt,
      selected: opt?.getAttribute('aria-selected') ?? null,
      title: opt?.querySelector('[part="title"]')?.textContent ?? null,
      href: opt?.getAttribute('href') ?? null,
    };
  });

const search: WidgetState[] = [
  {
    name: 'modal open with results, an option active',
    markup: searchMarkup('modal'),
    async drive(page, sel) {
      await page.locator(`${sel} [part="button"]`).click();
      await poll(async () => (await searchPanel(page, sel)).dialogOpen, 'dialog open').toBe(true);
      expect(await page.$eval(sel, (el) => el.shadowRoot!.querySelector('dialog')!.matches(':modal'))).toBe(true);
      await poll(async () => (await focusedIn(page, sel))?.role, 'focus in the box').toBe('combobox');
      await page.keyboard.type('keyboard');
      await searchResults(page, sel, 'keyboard');
      await page.keyboard.press('ArrowDown');
      await poll(async () => (await activeOption(page, sel)).id, 'aria-activedescendant').toBeTruthy();
      expect(await activeOption(page, sel)).toMatchObject({ exists: true, selected: 'true' });
      expect((await searchPanel(page, sel)).expanded).toBe('true');
    },
  },
  {
    name: 'inline with results and a facet applied',
    markup: searchMarkup('inline'),
    async drive(page, sel) {
      await page.locator(`${sel} input`).focus();
      await page.keyboard.type('the');
      await searchResults(page, sel, 'the');
      await poll(async () => (await searchPanel(page, sel)).facets.length, 'facets offered').toBeGreaterThan(1);
      const before = await searchPanel(page, sel);
      const facet = page.locator(`${sel} [part="facet"]`).first();
      const label = (await facet.textContent())!.trim();
      const n = Number(label.match(/(\d+)\s*$/)![1]);
      await facet.click();
      await poll(() => facet.getAttribute('aria-pressed'), 'facet pressed').toBe('true');
      await poll(async () => (await searchPanel(page, sel)).options, 'results filtered').toBe(Math.min(n, 8));
      const after = await searchPanel(page, sel);
      expect(after.options).toBeLessThan(before.options);
      expect(after.expanded).toBe('true');
      expect(after.stats).toMatch(new RegExp(`\\b${n}\\b|1 result`));
    },
  },
  {
    name: 'modal reopened with recent searches',
    markup: searchMarkup('modal'),
    async drive(page, sel) {
      // A chosen result is remembered; the page routes it itself (cancels the navigation).
      await page.evaluate(() => document.addEventListener('inlay-select', (e) => e.preventDefault()));
      await page.locator(`${sel} [part="button"]`).click();
      await poll(async () => (await focusedIn(page, sel))?.role, 'focus in the box').toBe('combobox');
      await page.keyboard.type('styling');
      await searchResults(page, sel, 'styling');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await poll(async () => (await searchPanel(page, sel)).dialogOpen, 'closed after the choice').toBe(false);
      await page.locator(`${sel} [part="button"]`).click();
      await poll(async () => (await searchPanel(page, sel)).dialogOpen).toBe(true);
      await poll(async () => (await focusedIn(page, sel))?.role).toBe('combobox');
      // The box keeps the last query; emptied, it offers the recent searches.
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await poll(
        () => inShadow(page, sel, (root) => [...root.querySelectorAll('[role="option"] [part="title"]')].map((t) => t.textContent)),
        'recent searches listed',
      ).toEqual(['styling']);
      expect(await inShadow(page, sel, (root) => root.querySelector('[part="recent"]')?.textContent ?? '')).toMatch(/Recent searches/);
      await page.keyboard.press('ArrowDown');
      await poll(() => activeOption(page, sel), 'the recent search active').toMatchObject({ exists: true, selected: 'true', title: 'styling' });
    },
  },
  {
    name: 'no results',
    markup: searchMarkup('inline'),
    async drive(page, sel) {
      await page.locator(`${sel} input`).fill('qqqzzzxxy');
      await poll(async () => {
        const p = await searchPanel(page, sel);
        return p.query === 'qqqzzzxxy' && p.options === 0 && /No results/.test(p.stats ?? '');
      }, 'no results message').toBe(true);
    },
  },
  {
    name: 'records unavailable (503): message and Try again',
    markup: searchMarkup('inline'),
    async drive(page, sel) {
      await page.route(`**${SEARCH_RECORDS}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
      await page.locator(`${sel} input`).fill('install');
      await poll(async () => (await searchPanel(page, sel)).alert ?? '', 'failure message').toMatch(/not available/i);
      expect(await page.locator(`${sel} .retry`).count()).toBe(1);
    },
  },
];

// ------------------------------------------------------------------------------------------------ form
export const CONTACT = {
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    { name: 'email', type: 'email', label: 'Email', required: true },
    { name: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
    { name: 'message', type: 'textarea', label: 'Message', required: true, minLength: 10, hint: 'At least 10 characters.' },
    { name: 'consent', type: 'checkbox', label: 'I agree to the privacy policy', required: true },
  ],
};
/** The contact form, posting to the suite's form backend (widgets.ts: /api/form/submit). */
export const formMarkup = (id: string) =>
  `<inlay-form id="${id}" action="/api/form/submit" min-fill-time="0" timeout="3" draft="false"><script type="application/json">${jsonInScript(CONTACT)}</script></inlay-form>`;
export const FORM_VALUES = { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'Support', message: 'Please call me back about the plans.', consent: true };

async function fillForm(page: Page, sel: string) {
  await page.locator(`${sel} [name="name"]`).fill(FORM_VALUES.name);
  await page.locator(`${sel} [name="email"]`).fill(FORM_VALUES.email);
  await page.locator(`${sel} [name="topic"]`).selectOption(FORM_VALUES.topic);
  await page.locator(`${sel} [name="message"]`).fill(FORM_VALUES.message);
  await page.locator(`${sel} [name="consent"]`).check();
}

/** For each field: aria-invalid and the text of the part="field-error" its aria-describedby names. */
export const fieldErrors = (page: Page, sel: string) =>
  inShadow(page, sel, (root) =>
    Object.fromEntries(
      [...root.querySelectorAll('[part~="form"] [name]')]
        .filter((el) => !el.closest('[inert]'))
        .map((el) => {
          const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          const err = ids.map((id) => root.getElementById(id)).find((e) => e?.getAttribute('part') === 'field-error');
          return [el.getAttribute('name'), { invalid: el.getAttribute('aria-invalid'), error: err?.textContent ?? null }];
        }),
    ),
  );

const statusOf = (page: Page, sel: string) => inShadow(page, sel, (root) => root.querySelector('[part="status"]')?.textContent ?? '');
const formValues = (page: Page, sel: string) =>
  inShadow(page, sel, (root) =>
    Object.fromEntries(
      [...root.querySelectorAll<HTMLInputElement>('[part~="form"] [name]')]
        .filter((el) => !el.closest('[inert]'))
        .map((el) => [el.name, el.type === 'checkbox' ? el.checked : el.value]),
    ),
  );

/** Answers the next submit(s) of this page with `status` and `body` (a page route: no server change). */
async function answerSubmit(page: Page, status: number, body: unknown) {
  await page.route('**/api/form/submit', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
}

const form: WidgetState[] = [
  {
    name: 'submitted empty: field errors and a focused error summary',
    markup: formMarkup,
    async drive(page, sel) {
      await page.locator(`${sel} [part="submit"]`).click();
      await poll(async () => (await focusedIn(page, sel))?.part, 'summary focused').toBe('error-summary');
      const errs = await fieldErrors(page, sel);
      for (const name of ['name', 'email', 'message', 'consent']) {
        expect(errs[name]?.invalid, `${name} aria-invalid`).toBe('true');
        expect(errs[name]?.error, `${name} message linked by aria-describedby`).toMatch(/^Error: .+/);
      }
      expect(errs.topic).toEqual({ invalid: null, error: null });
      const links = await inShadow(page, sel, (root) => [...root.querySelectorAll('[part="error-summary"] a')].map((a) => a.getAttribute('href')));
      expect(links).toHaveLength(4);
    },
  },
  {
    name: 'server error (500): input kept, Try again offered',
    markup: formMarkup,
    async drive(page, sel) {
      await answerSubmit(page, 500, { error: 'boom' });
      await fillForm(page, sel);
      await page.locator(`${sel} [part="submit"]`).click();
      await poll(() => statusOf(page, sel), 'failure status').toMatch(/500.*Nothing you typed was lost/);
      await poll(async () => (await focusedIn(page, sel))?.part, 'status focused').toBe('status');
      expect(await page.locator(`${sel} [part="retry"]`).isVisible()).toBe(true);
      expect(await formValues(page, sel)).toEqual(FORM_VALUES);
    },
  },
  {
    name: 'server field errors (422) on their fields',
    markup: formMarkup,
    async drive(page, sel) {
      await answerSubmit(page, 422, { errors: { email: ['This address is blocked'] } });
      await fillForm(page, sel);
      await page.locator(`${sel} [part="submit"]`).click();
      await poll(async () => (await fieldErrors(page, sel)).email, 'server error on email').toEqual({
        invalid: 'true',
        error: expect.stringMatching(/blocked/),
      });
      expect(await formValues(page, sel)).toEqual(FORM_VALUES);
    },
  },
  {
    name: 'draft restored after a reload',
    markup: (id) => formMarkup(id).replace(' draft="false"', ''),
    async drive(page, sel) {
      await page.locator(`${sel} [name="name"]`).fill(FORM_VALUES.name);
      await page.locator(`${sel} [name="message"]`).fill(FORM_VALUES.message);
      await poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('inlay-form:')).length), 'draft saved').toBe(1);
      await page.reload();
      await page.waitForFunction((s) => !!document.querySelector(s)?.shadowRoot?.querySelector('[part="draft"]'), sel, { timeout: 10_000 });
      expect(await inShadow(page, sel, (root) => root.querySelector('[part="draft"]')!.textContent)).toMatch(/Draft restored/);
      expect(await formValues(page, sel)).toMatchObject({ name: FORM_VALUES.name, message: FORM_VALUES.message, email: '' });
    },
  },
  {
    name: 'sent: success message focused',
    markup: formMarkup,
    async drive(page, sel) {
      await fillForm(page, sel);
      await page.locator(`${sel} [part="submit"]`).click();
      await poll(() => statusOf(page, sel), 'success').toMatch(/Thank you/);
      await poll(async () => (await focusedIn(page, sel))?.part, 'status focused').toBe('status');
    },
  },
];

// ---------------------------------------------------------------------------------------------- slider
const SLIDES = '<div>Slide one</div><div>Slide two</div><div>Slide three</div>';
export const sliderAutoplay = (id: string) => `<inlay-slider id="${id}" label="Featured" autoplay="1000" loop>${SLIDES}</inlay-slider>`;
const sliderState = (page: Page, sel: string) =>
  page.$eval(sel, (el) => {
    const root = el.shadowRoot!;
    return {
      index: (el as unknown as { index: number }).index,
      rotation: root.querySelector('.rotation')?.getAttribute('aria-label') ?? null,
      live: root.querySelector('[part="track"]')?.getAttribute('aria-live') ?? null,
      current: root.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? null,
      nextDisabled: root.querySelector('.next')?.getAttribute('aria-disabled') ?? null,
      inert: [...el.children].map((c) => (c as HTMLElement).inert),
    };
  });
/** Waits for the slider's `.ready`, then for the rotation to reach slide `to` (0-based). */
const sliderReady = (page: Page, sel: string) =>
  page.waitForFunction((s) => !!document.querySelector(s)?.shadowRoot?.querySelector('.ready'), sel, { timeout: 10_000 });

const slider: WidgetState[] = [
  {
    name: 'autoplaying (rotation advancing)',
    markup: sliderAutoplay,
    async drive(page, sel) {
      await sliderReady(page, sel);
      const s0 = await sliderState(page, sel);
      expect(s0).toMatchObject({ rotation: 'Stop slide rotation', live: 'off' });
      await poll(async () => (await sliderState(page, sel)).index, 'rotation advanced').not.toBe(s0.index);
      const s1 = await sliderState(page, sel);
      await poll(async () => (await sliderState(page, sel)).index, 'and again').not.toBe(s1.index);
      expect((await sliderState(page, sel)).live).toBe('off');
    },
  },
  {
    name: 'paused by the rotation button',
    markup: sliderAutoplay,
    async drive(page, sel) {
      await sliderReady(page, sel);
      await page.locator(`${sel} .rotation`).click();
      await page.mouse.move(2, 790); // away: hover alone would also pause
      await poll(async () => (await sliderState(page, sel)).rotation).toBe('Start slide rotation');
      const held = (await sliderState(page, sel)).index;
      await page.waitForTimeout(1600);
      expect(await sliderState(page, sel)).toMatchObject({ index: held, live: 'polite', rotation: 'Start slide rotation' });
    },
  },
  {
    name: 'at the last slide (next disabled, picker current)',
    async drive(page, sel) {
      await sliderReady(page, sel);
      // One click per finished move (a click during a move is lost: see keyboard.test.ts, slider rapid keys).
      for (const to of [1, 2]) {
        await page.locator(`${sel} .next`).click();
        await poll(async () => (await sliderState(page, sel)).inert, `at slide ${to + 1}`).toEqual([0, 1, 2].map((i) => i !== to));
      }
      await poll(async () => await sliderState(page, sel)).toMatchObject({ index: 2, nextDisabled: 'true', current: 'Slide 3', inert: [true, true, false] });
    },
  },
];

// ----------------------------------------------------------------------------------------------- share
export const shareMarkup = (id: string) =>
  `<inlay-share id="${id}" services="facebook,mastodon,mail,copy" url="https://example.com/a" share-title="A page"></inlay-share>`;

/** Serves every external share host from the test (no network here); returns the URLs seen. */
export async function fakeNetworks(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(/^https:\/\/(?!127\.)/, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>network</title><p>share page</p>' });
  });
  return seen;
}
const shareDialog = (page: Page, sel: string) =>
  inShadow(page, sel, (root) => {
    const d = root.querySelector('dialog');
    const input = d?.querySelector('input');
    return {
      open: !!d?.open,
      modal: !!d?.matches(':modal'),
      focused: root.activeElement === input && !!input,
      invalid: input?.getAttribute('aria-invalid') ?? null,
      error: root.getElementById('m-e')?.textContent ?? null,
    };
  });

const share: WidgetState[] = [
  {
    name: 'Mastodon server dialog open',
    markup: shareMarkup,
    async drive(page, sel) {
      await page.locator(`${sel} [data-service="mastodon"]`).click();
      await poll(() => shareDialog(page, sel)).toMatchObject({ open: true, modal: true, focused: true });
    },
  },
  {
    name: 'Mastodon dialog refusing a bad server',
    markup: shareMarkup,
    async drive(page, sel) {
      await page.locator(`${sel} [data-service="mastodon"]`).click();
      await poll(async () => (await shareDialog(page, sel)).focused).toBe(true);
      await page.keyboard.type('not a server!');
      await page.keyboard.press('Enter');
      await poll(() => shareDialog(page, sel)).toMatchObject({ open: true, invalid: 'true', error: expect.stringMatching(/mastodon\.social/) });
    },
  },
  {
    name: 'copy confirmation shown',
    markup: shareMarkup,
    async drive(page, sel) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator(`${sel} [data-service="copy"]`).click();
      await poll(() => page.locator(`${sel} [role="status"]`).textContent(), 'confirmation').toBe('Link copied');
      expect(await page.locator(`${sel} [role="status"]`).isVisible()).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/a');
    },
  },
  {
    name: 'popup opened (no opener)',
    markup: shareMarkup,
    async drive(page, sel) {
      await fakeNetworks(page);
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.locator(`${sel} [data-service="facebook"]`).click()]);
      await popup.waitForURL(/facebook\.com/);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    },
  },
];

// -------------------------------------------------------------------------------------------- fit-text
/** In its own block so the test can resize the container (#stage has a fixed width). */
export const fitMarkup = (id: string) => `<div class="fit-box"><inlay-fit-text id="${id}" max="200">Fitted headline</inlay-fit-text></div>`;
const fitGeo = (page: Page, sel: string) =>
  page.$eval(sel, (el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return {
      text: r.getBoundingClientRect().width,
      box: el.parentElement!.clientWidth,
      fs: parseFloat(getComputedStyle(el).fontSize),
      fits: (window as unknown as { __statesFits?: number }).__statesFits ?? 0,
    };
  });

const fitText: WidgetState[] = [
  {
    name: 'refitted after its container resized',
    markup: fitMarkup,
    async drive(page, sel) {
      await page.evaluate(() =>
        document.addEventListener(
          'inlay-fit',
          () => ((window as unknown as { __statesFits: number }).__statesFits = ((window as unknown as { __statesFits?: number }).__statesFits ?? 0) + 1),
        ),
      );
      await page.$eval(sel, (el) => (el.parentElement!.style.width = '380px'));
      await poll(async () => {
        const g = await fitGeo(page, sel);
        return g.box === 380 && g.text <= g.box + 0.5 && g.text / g.box > 0.95;
      }, 'fitted to 380 px').toBe(true);
      const wide = await fitGeo(page, sel);
      await page.$eval(sel, (el) => (el.parentElement!.style.width = '190px'));
      await poll(async () => {
        const g = await fitGeo(page, sel);
        return g.box === 190 && g.fits > wide.fits && g.text <= g.box + 0.5 && g.text / g.box > 0.95;
      }, 'refitted to 190 px').toBe(true);
      expect((await fitGeo(page, sel)).fs).toBeLessThan(wide.fs * 0.6);
    },
  },
  {
    name: 'refitted after its text changed',
    markup: fitMarkup,
    async drive(page, sel) {
      await page.$eval(sel, (el) => (el.parentElement!.style.width = '300px'));
      await poll(async () => {
        const g = await fitGeo(page, sel);
        return g.box === 300 && g.text / g.box > 0.95 && g.text <= g.box + 0.5;
      }, 'fitted').toBe(true);
      const short = await fitGeo(page, sel);
      await page.$eval(sel, (el) => (el.firstChild!.textContent = 'A much longer fitted headline now'));
      await poll(async () => {
        const g = await fitGeo(page, sel);
        return g.fs < short.fs * 0.7 && g.text / g.box > 0.95 && g.text <= g.box + 0.5;
      }, 'refitted to the longer text').toBe(true);
    },
  },
];

export const STATES: Record<string, WidgetState[]> = { search, form, slider, share, 'fit-text': fitText };

/** The states of a widget ([] for the core probe, which has no interactive states of its own). */
export function statesOf(w: WidgetCase): WidgetState[] {
  return STATES[w.name] ?? [];
}

/** Every real widget (not the core probe) must have states here: a widget that lands without them fails. */
export const WITHOUT_STATES = (): string[] => WIDGETS.filter((w) => w.name !== 'probe' && !STATES[w.name]?.length).map((w) => w.name);

/** Serves a host page with the state's element (id `w`, in the suite's #stage) and waits until it rendered. */
export async function openState(
  env: Env,
  w: WidgetCase,
  st: WidgetState,
  opts: { headers?: Record<string, string>; css?: string[]; init?: () => void } = {},
): Promise<Opened> {
  requireBuilt(w);
  backendState(env, w);
  const opened = await openPage(env, `<main><h1>Host</h1><div id="stage">${(st.markup ?? w.markup)('w')}</div></main>`, {
    scripts: ['/' + w.script],
    headers: opts.headers,
    css: opts.css,
    init: opts.init,
  });
  await ready(opened.page, w, '#w');
  return opened;
}
