// 7. Keyboard-only walkthrough of each widget's main task: only page.keyboard (Tab / Shift+Tab, Enter,
// Space, arrows, Home/End, Escape, typing), starting from a host button placed before the widget — no
// click, no element.focus() on the widget. After every key the focused element (followed into shadow
// roots) is read; whenever it is inside the widget it must show a focus ring: it matches
// :focus-visible and has a computed box-shadow or a visible outline — on itself, or on its direct
// wrapper through :focus-within (search draws its ring on the field around the input).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html } from '../helpers/server';
import { openPage, ready, requireBuilt, selected, settle, setup, backendState, type Env } from './harness';
import { CONTACT, FORM_VALUES, fakeNetworks, fitMarkup, formMarkup, inShadow, searchMarkup, sliderAutoplay, shareMarkup } from './states';
import type { WidgetCase } from './widgets';

let env: Env;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

interface Focus {
  /** `#before`, `#after`, `body`, or a short description of the element inside the widget. */
  at: string;
  inWidget: boolean;
  tag: string;
  id: string;
  part: string;
  role: string;
  label: string;
  service: string;
  focusVisible: boolean;
  /** Where the ring was found: `self box-shadow`, `wrapper outline`, … or null. */
  ring: string | null;
}

/** The deep active element (through shadow roots) and its focus ring. */
const focusOf = (page: Page, sel: string): Promise<Focus> =>
  page.evaluate((s) => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    const host = document.querySelector(s)!;
    const inWidget = !!a && a !== host && (a.getRootNode() as ShadowRoot).host === host;
    const clear = (c: string) => c === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(c);
    // The look of each element before anything in the widget had focus (restLook): a ring must differ from it.
    const rest = (window as unknown as { __restLook?: WeakMap<Element, string> }).__restLook;
    const ringOf = (el: Element) => {
      const cs = getComputedStyle(el);
      if (rest?.get(el) === `${cs.boxShadow}|${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}`) return null;
      if (cs.boxShadow && cs.boxShadow !== 'none') return 'box-shadow';
      if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && !clear(cs.outlineColor)) return 'outline';
      return null;
    };
    let ring: string | null = null;
    if (a && inWidget) {
      const own = ringOf(a);
      const wrap = a.parentElement;
      const around = wrap && wrap.matches(':focus-within') ? ringOf(wrap) : null;
      ring = own ? `self ${own}` : around ? `wrapper ${around}` : null;
    }
    const el = a as HTMLElement | null;
    const label = el?.getAttribute('aria-label') ?? (el?.textContent ?? '').trim().slice(0, 40);
    return {
      at:
        !el || el === document.body
          ? 'body'
          : !inWidget && el.id
            ? `#${el.id}`
            : `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('part') ? ` part=${el.getAttribute('part')}` : ''}> ${label}`,
      inWidget,
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      part: el?.getAttribute('part') ?? '',
      role: el?.getAttribute('role') ?? '',
      label,
      service: el?.getAttribute('data-service') ?? '',
      focusVisible: !!el?.matches(':focus-visible'),
      ring,
    };
  }, sel);

const totals = { walks: 0, keys: 0, rings: 0 };
afterAll(() =>
  console.log(`[hardening:keyboard] ${totals.walks} walkthroughs, ${totals.keys} keys pressed, ${totals.rings} focus rings checked inside widgets`),
);

/** Presses keys and checks the focus ring after every one. */
class Walk {
  keys = 0;
  rings = 0;
  kinds = new Map<string, number>();
  log: string[] = [];
  constructor(
    readonly page: Page,
    readonly sel: string,
    readonly name: string,
  ) {}

  /** Reads the focus now; inside the widget it must be visible. */
  async focus(): Promise<Focus> {
    const f = await focusOf(this.page, this.sel);
    this.log.push(f.at);
    if (f.inWidget) {
      expect(f.focusVisible, `${this.name}: ${f.at} matches :focus-visible (after ${this.log.length} steps: ${this.log.join(' → ')})`).toBe(true);
      expect(f.ring, `${this.name}: focus ring on ${f.at} (after: ${this.log.join(' → ')})`).not.toBeNull();
      this.rings++;
      this.kinds.set(f.ring!, (this.kinds.get(f.ring!) ?? 0) + 1);
    }
    return f;
  }
  async press(key: string): Promise<Focus> {
    await this.page.keyboard.press(key);
    this.keys++;
    return this.focus();
  }
  async type(text: string): Promise<Focus> {
    await this.page.keyboard.type(text, { delay: 15 });
    this.keys += text.length;
    return this.focus();
  }
  /** Tabs (or Shift+Tabs) until `want` holds, at most `max` times; every stop is checked. */
  async tabTo(want: (f: Focus) => boolean, what: string, { back = false, max = 12 } = {}): Promise<Focus> {
    for (let i = 0; i < max; i++) {
      const f = await this.press(back ? 'Shift+Tab' : 'Tab');
      if (want(f)) return f;
    }
    throw new Error(`${this.name}: ${what} not reached by ${back ? 'Shift+Tab' : 'Tab'} (${this.log.join(' → ')})`);
  }
  done(): void {
    totals.walks++;
    totals.keys += this.keys;
    totals.rings += this.rings;
    const kinds = [...this.kinds].map(([k, n]) => `${n}× ${k}`).join(', ');
    console.log(`[hardening:keyboard] ${this.name}: ${this.keys} keys, ${this.rings} focus rings (${kinds}): ${this.log.join(' → ')}`);
  }
}

const sliderState = (page: Page) =>
  page.$eval('#w', (el) => ({
    index: (el as unknown as { index: number }).index,
    current: el.shadowRoot!.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? null,
    visible: [...el.children].map((c) => !(c as HTMLElement).inert),
    inert: [...el.children].map((c) => (c as HTMLElement).inert),
    rotation: el.shadowRoot!.querySelector('.rotation')?.getAttribute('aria-label') ?? null,
  }));
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 8000, interval: 50, message });
const widget = (name: string): WidgetCase | undefined => selected().find((w) => w.name === name);

/** Records every widget element's box-shadow and outline at rest (no focus inside), so a "ring" that is
 *  there all the time doesn't count. Elements rendered later (a dialog's field) are judged alone. */
const restLook = (page: Page) =>
  page.evaluate(() => {
    const map = new WeakMap<Element, string>();
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const cs = getComputedStyle(el);
        map.set(el, `${cs.boxShadow}|${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}`);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
    (window as unknown as { __restLook: WeakMap<Element, string> }).__restLook = map;
  });

/** A host page: a button before the widget, the widget (id `w`), a button after it. Focus starts on the page. */
async function openWalk(w: WidgetCase, markup: string, name: string) {
  requireBuilt(w);
  backendState(env, w);
  const opened = await openPage(
    env,
    `<main><h1>Host</h1><button id="before">Before</button><div id="stage">${markup}</div><button id="after">After</button></main>`,
    { scripts: ['/' + w.script] },
  );
  await ready(opened.page, w, '#w');
  await restLook(opened.page);
  const walk = new Walk(opened.page, '#w', name);
  expect((await walk.press('Tab')).at).toBe('#before');
  return { ...opened, walk };
}
/** Where the hit links point, served so a navigation lands on a page. */
function servePage(path: string) {
  env.server.page(path, html(`<h1>${path}</h1>`));
}

/** From the button before the form: name, email, message typed, consent ticked (topic left empty); focus on the checkbox. */
async function fillByKeyboard(walk: Walk) {
  await walk.press('Tab');
  await walk.type(FORM_VALUES.name);
  await walk.press('Tab');
  await walk.type(FORM_VALUES.email);
  await walk.tabTo((f) => f.tag === 'textarea', 'the message');
  await walk.type(FORM_VALUES.message);
  await walk.press('Tab');
  await walk.press('Space');
}

/** One walkthrough: opens the host page (focus on the button before the widget), runs `fn`, prints the path. */
const walkthrough = (name: string, label: string, title: string, markup: string, fn: (o: Awaited<ReturnType<typeof openWalk>>) => Promise<void>) => {
  const w = widget(name);
  (w ? it : it.skip)(title, async () => {
    const opened = await openWalk(w!, markup, label);
    try {
      await fn(opened);
      opened.walk.done();
    } finally {
      await opened.context.close();
    }
  });
};

describe('keyboard-only walkthroughs', () => {
  walkthrough(
    'share',
    'share',
    'share: Tab to a network, Enter opens its popup; Mastodon through its dialog; copy confirms; Tab leaves',
    shareMarkup('w'),
    async ({ page, context, walk }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const seen = await fakeNetworks(page);
      const fb = await walk.press('Tab');
      expect(fb.service).toBe('facebook');
      const [popup] = await Promise.all([context.waitForEvent('page'), walk.press('Enter')]);
      await popup.waitForURL(/facebook\.com\/sharer/);
      expect(popup.url()).toContain(encodeURIComponent('https://example.com/a'));
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      expect((await walk.focus()).service).toBe('facebook');
      // Mastodon: Enter opens the server dialog, focus in its field; a server + Enter opens the popup.
      expect((await walk.press('Tab')).service).toBe('mastodon');
      const field = await walk.press('Enter');
      expect(field.tag).toBe('input');
      expect(await inShadow(page, '#w', (root) => root.querySelector('dialog')!.matches(':modal'))).toBe(true);
      await walk.type('mastodon.social');
      const [masto] = await Promise.all([context.waitForEvent('page'), walk.press('Enter')]);
      await masto.waitForURL(/mastodon\.social\/share\?text=/);
      await masto.close();
      expect(await inShadow(page, '#w', (root) => root.querySelector('dialog')!.open)).toBe(false);
      expect((await walk.focus()).service, 'focus back on the Mastodon button').toBe('mastodon');
      // Asked once: Enter now shares on the remembered server at once.
      const [again] = await Promise.all([context.waitForEvent('page'), walk.press('Enter')]);
      await again.waitForURL(/mastodon\.social\/share\?text=/);
      await again.close();
      expect(await inShadow(page, '#w', (root) => root.querySelector('dialog')!.open)).toBe(false);
      // The split button beside it asks again; Escape closes the dialog and focus returns to it.
      const change = await walk.press('Tab');
      expect(change.part).toMatch(/mastodon-server/);
      expect(change.label).toMatch(/Change Mastodon server \(mastodon\.social\)/);
      expect((await walk.press('Enter')).tag).toBe('input');
      expect((await walk.press('Escape')).part).toMatch(/mastodon-server/);
      expect(await inShadow(page, '#w', (root) => root.querySelector('dialog')!.open)).toBe(false);
      // Copy: Enter → clipboard + visible, announced confirmation.
      expect((await walk.press('Tab')).service).toBe('mail');
      expect((await walk.press('Tab')).service).toBe('copy');
      await walk.press('Enter');
      await poll(() => page.locator('#w [role="status"]').textContent(), 'copy confirmation').toBe('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/a');
      expect((await walk.press('Tab')).at, 'Tab leaves the widget').toBe('#after');
      expect((await walk.press('Shift+Tab')).service).toBe('copy');
      expect(seen.some((u) => u.includes('facebook.com')) && seen.some((u) => u.includes('mastodon.social'))).toBe(true);
    },
  );

  walkthrough(
    'slider',
    'slider',
    'slider: rotation control first (focus stops rotation), Next + Enter, arrows, Home/End, picker, restart rotation',
    sliderAutoplay('w'),
    async ({ page, walk }) => {
      const st = () => sliderState(page);
      /** Slide `i` (0-based) is current, marked in the picker, and the only one in view once the move ended. */
      const shown = (i: number, what: string) => poll(st, what).toMatchObject({ index: i, current: `Slide ${i + 1}`, visible: [0, 1, 2].map((j) => j === i) });
      const rot = await walk.press('Tab');
      expect(rot.label, 'the rotation control is first; focus entering stopped rotation').toBe('Start slide rotation');
      const at = (await st()).index;
      expect((await walk.press('Tab')).label).toBe('Previous slide');
      expect((await walk.press('Tab')).label).toBe('Next slide');
      await walk.press('Enter');
      const second = (at + 1) % 3;
      await shown(second, 'Enter on Next: slide 2 current');
      expect((await walk.focus()).label, 'focus stays on Next').toBe('Next slide');
      await walk.press('ArrowRight');
      await shown((second + 1) % 3, 'ArrowRight');
      await walk.press('ArrowLeft');
      await shown(second, 'ArrowLeft');
      const track = await walk.press('Tab');
      expect(track.part).toBe('track');
      await walk.press('Home');
      await shown(0, 'Home on the slides area');
      await walk.press('End');
      await shown(2, 'End on the slides area');
      // The picker: its buttons are in the tab order after the slides area.
      const dot = await walk.tabTo((f) => f.label === 'Slide 1', 'the picker');
      expect(dot.part).toContain('dot');
      await walk.press('Enter');
      await shown(0, 'Enter on the first dot');
      await walk.press('ArrowRight');
      await shown(1, 'ArrowRight on the picker');
      await walk.press('End');
      await shown(2, 'End on the picker');
      // Rotation stayed stopped while the visitor was in the carousel.
      await page.waitForTimeout(1500);
      expect((await st()).index).toBe(2);
      // Back to the rotation control, Enter restarts it: it advances, focus stays on the control.
      await walk.tabTo((f) => f.part.includes('rotation'), 'the rotation control', { back: true });
      await walk.press('Enter');
      await poll(async () => (await st()).rotation).toBe('Stop slide rotation');
      await poll(async () => (await st()).index, 'rotation advances again').not.toBe(2);
      expect((await walk.focus()).part).toContain('rotation');
      expect((await walk.tabTo((f) => f.at === '#after', 'the button after', { max: 10 })).at).toBe('#after');
    },
  );

  // Found by this suite (fixed in d1470fc): keen-slider's next()/prev() count from the slide nearest
  // to where the track *is*, so a press during a move targeted the same slide again and was lost
  // (three ArrowRight presses 30 ms apart — a held key's auto-repeat — moved 1–2 slides).
  const rapid = widget('slider') ? it : it.skip;
  rapid('slider: every key press moves one slide, even while the previous move still runs', async () => {
    const w = widget('slider')!;
    const eight = Array.from({ length: 8 }, (_, i) => `<div>Slide ${i + 1}</div>`).join('');
    const { page, context, walk } = await openWalk(w, `<inlay-slider id="w" label="Featured">${eight}</inlay-slider>`, 'slider rapid keys');
    try {
      await walk.tabTo((f) => f.part === 'track', 'the slides area');
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(30);
      }
      await poll(async () => (await sliderState(page)).inert, 'at slide 4 once the moves end').toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => i !== 3));
      expect((await sliderState(page)).index, 'three presses, three slides').toBe(3);
    } finally {
      await context.close();
    }
  });

  walkthrough(
    'form',
    'form',
    'form: Tab through the fields, type, Enter sends (backend gets the values); an empty send focuses the summary, its link the field',
    formMarkup('w'),
    async ({ page, walk }) => {
      const sentBefore = env.server.requests.filter((r) => r.url === '/api/form/submit').length;
      expect((await walk.press('Tab')).id).toMatch(/name$/);
      await walk.type(FORM_VALUES.name);
      expect((await walk.press('Tab')).id).toMatch(/email$/);
      await walk.type(FORM_VALUES.email);
      expect((await walk.press('Tab')).tag).toBe('select');
      await walk.press('ArrowDown'); // "Choose…" → Sales
      await walk.press('ArrowDown'); // → Support
      expect((await walk.press('Tab')).tag).toBe('textarea');
      await walk.type(FORM_VALUES.message);
      expect((await walk.press('Tab')).id).toMatch(/consent$/);
      await walk.press('Space');
      expect((await walk.press('Tab')).part).toBe('submit');
      await walk.press('Enter');
      await poll(() => inShadow(page, '#w', (root) => root.querySelector('[part="status"]')!.textContent), 'success').toMatch(/Thank you/);
      expect((await walk.focus()).part, 'the success message is focused').toBe('status');
      const sent = env.server.requests.filter((r) => r.url === '/api/form/submit');
      expect(sent.length).toBe(sentBefore + 1);
      expect(JSON.parse(sent.at(-1)!.body)).toEqual(FORM_VALUES);
      // Now an empty send: Shift+Tab back to the button, Enter → error summary focused; its first link → the field.
      expect((await walk.press('Shift+Tab')).part).toBe('submit');
      await walk.press('Enter');
      await poll(async () => (await walk.focus()).part, 'the error summary gets focus').toBe('error-summary');
      const first = CONTACT.fields.find((f) => f.required)!;
      const link = await walk.press('Tab');
      expect(link.tag).toBe('a');
      await walk.press('Enter');
      const field = await walk.focus();
      expect(field.id, 'the summary link moves focus to the first invalid field').toMatch(new RegExp(`${first.name}$`));
      expect(await inShadow(page, '#w', (root) => root.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(env.server.requests.filter((r) => r.url === '/api/form/submit').length, 'nothing sent').toBe(sentBefore + 1);
    },
  );

  // Found by this suite (fixed in 312c1ae): the send button was `disabled` while sending, which dropped
  // keyboard focus to <body> until the answer came (up to `timeout`); now it is aria-disabled.
  const slowSend = widget('form') ? it : it.skip;
  slowSend('form: keyboard focus stays inside the form while a slow send is in flight', async () => {
    const { page, context, walk } = await openWalk(widget('form')!, formMarkup('w'), 'form slow send');
    // The answer is held until the focus was read, so the check always happens mid-flight.
    let arrived!: () => void;
    let release!: () => void;
    const inFlight = new Promise<void>((r) => (arrived = r));
    const answer = new Promise<void>((r) => (release = r));
    try {
      await page.route('**/api/form/submit', async (route) => {
        arrived();
        await answer;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await fillByKeyboard(walk);
      expect((await walk.press('Tab')).part).toBe('submit');
      await page.keyboard.press('Enter');
      await inFlight;
      await settle(page);
      const f = await focusOf(page, '#w');
      release();
      expect(f.part, 'focus stays on the send button while sending').toBe('submit');
      await poll(async () => (await focusOf(page, '#w')).part, 'then the success message').toBe('status');
    } finally {
      release?.();
      await context.close();
    }
  });

  // Found by this suite (fixed in 312c1ae): after a successful send the emptied form marked the field
  // the visitor sent from (Enter in a text field) invalid — "Email is required." on a sent form.
  const resetError = widget('form') ? it : it.skip;
  resetError('form: Enter in a field sends, and the emptied form shows no error afterwards', async () => {
    const { page, context, walk } = await openWalk(widget('form')!, formMarkup('w'), 'form enter in field');
    try {
      await fillByKeyboard(walk);
      await walk.tabTo((f) => /email$/.test(f.id), 'the email field', { back: true });
      await walk.press('Enter');
      await poll(() => inShadow(page, '#w', (root) => root.querySelector('[part="status"]')!.textContent), 'sent').toMatch(/Thank you/);
      // Focus moves to the success message (that blur is what validates the emptied field); then two frames.
      await poll(async () => (await focusOf(page, '#w')).part, 'success message focused').toBe('status');
      // Give a late error up to 1.5 s to show (it appears within ~300 ms when the bug is there).
      await page
        .waitForFunction(() => !!document.querySelector('#w')!.shadowRoot!.querySelector('[aria-invalid="true"]'), undefined, { timeout: 1500 })
        .catch(() => {});
      expect(
        await inShadow(page, '#w', (root) => [...root.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('name'))),
        'fields marked invalid after success',
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  walkthrough(
    'search',
    'search modal',
    'search modal: Tab + Enter, "/" and Ctrl+K open it; type, arrows, Enter selects and navigates; Escape returns focus',
    searchMarkup('modal')('w'),
    async ({ page, walk }) => {
      const selects: { url: string; query: string }[] = [];
      await page.exposeFunction('__kbSelect', (d: { url: string; query: string }) => void selects.push(d));
      await page.evaluate(() =>
        document.addEventListener('inlay-select', (e) =>
          (window as unknown as { __kbSelect(d: unknown): void }).__kbSelect({ url: (e as CustomEvent).detail.url, query: (e as CustomEvent).detail.query }),
        ),
      );
      const dialogOpen = () => inShadow(page, '#w', (root) => root.querySelector('dialog')!.open);
      // The trigger button: Tab, Enter → dialog, focus in the box; Escape → closed, focus back on the trigger.
      expect((await walk.press('Tab')).part).toBe('button');
      await walk.press('Enter');
      await poll(dialogOpen).toBe(true);
      await poll(async () => (await walk.focus()).role, 'focus in the combobox').toBe('combobox');
      await walk.press('Escape');
      await poll(dialogOpen).toBe(false);
      expect((await walk.focus()).part, 'focus returns to the trigger').toBe('button');
      // "/" from the page's button: opens, focus in the box; Escape returns focus to the opener.
      expect((await walk.press('Shift+Tab')).at).toBe('#before');
      await walk.press('/');
      await poll(dialogOpen, '"/" opens').toBe(true);
      await poll(async () => (await walk.focus()).role).toBe('combobox');
      await walk.type('facets');
      // (Wait for the final answer: a facet button that an intermediate answer showed may go away with focus on it.)
      await poll(() => inShadow(page, '#w', (root) => root.querySelector('[part="panel"]')!.getAttribute('data-query'))).toBe('facets');
      await poll(() => inShadow(page, '#w', (root) => root.querySelectorAll('[role="option"]').length)).toBeGreaterThan(0);
      // The page behind the modal dialog is inert: Tab cycles through the dialog's controls, and past the
      // last one through the browser's own UI (document.activeElement is <body> there, as with any native
      // modal <dialog>) straight back into the dialog — never to the page's buttons.
      let wrapped = false;
      for (let i = 0; i < 10; i++) {
        const f = await walk.press('Tab');
        if (f.at === 'body') {
          wrapped = true;
          expect((await walk.press('Tab')).inWidget, `back into the dialog (${walk.log.join(' → ')})`).toBe(true);
          break;
        }
        expect(f.inWidget, `Tab stays in the dialog (${walk.log.join(' → ')})`).toBe(true);
      }
      expect(wrapped, 'Tab went round the dialog').toBe(true);
      await walk.press('Escape');
      await poll(dialogOpen).toBe(false);
      expect((await walk.focus()).at, 'focus returns to the opener').toBe('#before');
      // Ctrl+K: type, ArrowDown ×2, ArrowUp, Enter → inlay-select, navigation to the hit's URL.
      await walk.press('Control+k');
      await poll(dialogOpen, 'Ctrl+K opens').toBe(true);
      await poll(async () => (await walk.focus()).role).toBe('combobox');
      await walk.press('Control+a');
      await walk.type('keyboard');
      await poll(() => inShadow(page, '#w', (root) => root.querySelector('[part="panel"]')!.getAttribute('data-query'))).toBe('keyboard');
      await walk.press('ArrowDown');
      await walk.press('ArrowDown');
      await walk.press('ArrowUp');
      const activeOpt = () =>
        inShadow(page, '#w', (root) => {
          const id = root.activeElement!.getAttribute('aria-activedescendant');
          const o = id ? root.getElementById(id) : null;
          return { selected: o?.getAttribute('aria-selected'), href: o?.getAttribute('href') ?? '' };
        });
      await poll(async () => (await activeOpt()).selected, 'an option active').toBe('true');
      const active = await activeOpt();
      const path = new URL(active.href, page.url()).pathname;
      expect(path).toMatch(/^\/docs\//);
      servePage(path);
      await Promise.all([page.waitForURL((u) => u.pathname === path), page.keyboard.press('Enter')]);
      walk.keys++;
      expect(selects).toEqual([{ url: expect.stringContaining(path), query: 'keyboard' }]);
    },
  );

  walkthrough(
    'search',
    'search inline',
    'search inline: Tab into the combobox, type, arrows, a facet by Tab + Enter, Escape, Enter navigates',
    searchMarkup('inline')('w'),
    async ({ page, walk }) => {
      const panel = () =>
        inShadow(page, '#w', (root) => {
          const input = root.querySelector('input')!;
          const id = input.getAttribute('aria-activedescendant');
          const o = id ? root.getElementById(id) : null;
          return {
            query: root.querySelector('[part="panel"]')!.getAttribute('data-query'),
            options: root.querySelectorAll('[role="option"]').length,
            expanded: input.getAttribute('aria-expanded'),
            value: input.value,
            active: o?.getAttribute('aria-selected') === 'true' ? (o.getAttribute('href') ?? '') : null,
          };
        });
      const box = await walk.press('Tab');
      expect(box.role).toBe('combobox');
      expect(box.ring).toMatch(/^wrapper/);
      await walk.type('the');
      await poll(panel).toMatchObject({ query: 'the', expanded: 'true' });
      const all = (await panel()).options;
      expect(all).toBeGreaterThan(2);
      await walk.press('ArrowDown');
      await walk.press('ArrowDown');
      await walk.press('ArrowUp');
      await poll(async () => (await panel()).active, 'an option active').toMatch(/\/docs\//);
      // A facet: Tab past the clear button to the first filter, Enter applies it.
      expect((await walk.press('Tab')).label).toMatch(/clear/i);
      const facet = await walk.press('Tab');
      expect(facet.part).toBe('facet');
      await walk.press('Enter');
      await poll(() => inShadow(page, '#w', (root) => root.querySelector('[part="facet"][aria-pressed="true"]') !== null), 'facet applied').toBe(true);
      await poll(async () => (await panel()).options, 'filtered').toBeLessThan(all);
      // Back to the box; Escape closes the panel, a second Escape clears the query.
      await walk.tabTo((f) => f.role === 'combobox', 'the box', { back: true, max: 4 });
      await walk.press('Escape');
      await poll(async () => (await panel()).expanded, 'Escape closes the panel').toBe('false');
      await walk.press('Escape');
      await poll(async () => (await panel()).value, 'a second Escape clears').toBe('');
      // Tab out and back; "/" from the page focuses the box too.
      await walk.tabTo((f) => f.at === '#after', 'the button after', { max: 4 });
      await walk.press('/');
      expect((await walk.focus()).role, '"/" focuses the box').toBe('combobox');
      await walk.type('hotkeys');
      await poll(panel).toMatchObject({ query: 'hotkeys', expanded: 'true' });
      await walk.press('ArrowDown');
      await poll(async () => (await panel()).active, 'an option active').toMatch(/\/docs\//);
      const href = new URL((await panel()).active!, page.url()).pathname;
      expect(href).toMatch(/^\/docs\//);
      servePage(href);
      await Promise.all([page.waitForURL((u) => u.pathname === href), page.keyboard.press('Enter')]);
      walk.keys++;
    },
  );

  walkthrough('fit-text', 'fit-text', 'fit-text: not a tab stop; its text stays selectable (Ctrl+A selects it)', fitMarkup('w'), async ({ page, walk }) => {
    expect((await walk.press('Tab')).at, 'Tab goes past the fitted text').toBe('#after');
    expect((await walk.press('Shift+Tab')).at).toBe('#before');
    expect(
      await page.$eval('#w', (el) => [
        getComputedStyle(el).userSelect,
        el.shadowRoot!.querySelector('[part="text"]') ? getComputedStyle(el.shadowRoot!.querySelector('[part="text"]')!).userSelect : 'auto',
      ]),
    ).not.toContain('none');
    await walk.press('Control+a');
    expect(await page.evaluate(() => getSelection()!.toString())).toContain('Fitted headline');
    expect(await page.evaluate(() => getSelection()!.containsNode(document.querySelector('#w')!.firstChild!, true))).toBe(true);
  });
});

// Windows high-contrast (forced colors) drops every box-shadow and repaints outlines in a system colour:
// a ring drawn only with box-shadow disappears. Every tab stop of every widget must still show one.
describe('focus visible in forced-colors mode (Windows high contrast)', () => {
  const cases: [string, string, string][] = [
    ['share', 'share', shareMarkup('w')],
    ['slider', 'slider', sliderAutoplay('w')],
    ['form', 'form', formMarkup('w')],
    ['search', 'search modal (trigger button)', searchMarkup('modal')('w')],
  ];
  for (const [name, label, markup] of cases) {
    walkthrough(name, `${label}, forced colors`, `${label}: every tab stop shows a focus indicator under forced colors`, markup, async ({ page, walk }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      const stops = await walk.tabTo((f) => f.at === '#after', 'the button after', { max: 25 });
      expect(stops.at).toBe('#after');
      expect(walk.rings).toBeGreaterThan(0);
    });
  }

  // Found by this suite (fixed in 2348c60): the search box drew its ring only as a box-shadow, which
  // forced colors remove: no focus indicator at all in Windows high-contrast mode.
  const hc = widget('search') ? it : it.skip;
  hc('search box: a focus indicator under forced colors, inline and in the dialog', async () => {
    const inline = await openWalk(widget('search')!, searchMarkup('inline')('w'), 'search inline, forced colors');
    try {
      await inline.page.emulateMedia({ forcedColors: 'active' });
      expect((await inline.walk.press('Tab')).role).toBe('combobox');
    } finally {
      await inline.context.close();
    }
    const modal = await openWalk(widget('search')!, searchMarkup('modal')('w'), 'search modal, forced colors');
    try {
      await modal.page.emulateMedia({ forcedColors: 'active' });
      expect((await modal.walk.press('Tab')).part).toBe('button');
      await modal.walk.press('Enter');
      await poll(async () => (await modal.walk.focus()).role, 'the box in the dialog').toBe('combobox');
      await modal.walk.type('keyboard');
      expect((await modal.walk.press('Tab')).inWidget).toBe(true); // Clear
      expect((await modal.walk.press('Tab')).inWidget).toBe(true);
    } finally {
      await modal.context.close();
    }
  });
});
