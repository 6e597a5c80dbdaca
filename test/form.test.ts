// <inlay-form> in real Chromium on the built dist/inlay-form.js, against a local endpoint that answers
// like Formspree (200, 422 with field errors, 500, a hang, a dropped connection).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, launch, newPage, type Launched } from './helpers/browser';
import { html, json, ROOT, startServer, type TestServer } from './helpers/server';
import { CONTACT } from './fixtures/form/contact';
// @ts-expect-error — a plain .mjs module of the examples host
import { routes as exampleRoutes } from '../examples/api/form.mjs';

let chrome: Launched;
let server: TestServer;
const SCRIPT = '/dist/inlay-form.js';

/** What the endpoint does with the next request(s): a queue, then `fallback` forever. */
let plan: string[] = [];
let fallback = 'ok';
let hits: { body: string; headers: Record<string, unknown>; at: number }[] = [];

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
  server.route('/f/contact', (req, res, body) => {
    hits.push({ body, headers: req.headers, at: Date.now() });
    const mode = plan.shift() ?? fallback;
    switch (mode) {
      case 'ok':
        return json(res, 200, { ok: true, next: 'https://formspree.io/thanks' });
      case '422':
        return json(res, 422, {
          error: 'Validation errors',
          errors: [
            { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email (server)' },
            { field: 'message', code: 'REQUIRED_FIELD_EMPTY', message: 'is required (server)' },
          ],
        });
      case '422-generic':
        return json(res, 422, { errors: { email: ['Address is blocked by the server'] } });
      case 'form-error':
        return json(res, 403, { error: 'This form is disabled.' });
      case 'hostile':
        return json(res, 422, {
          errors: [{ field: 'email', message: '<img src=x onerror="window.__pwned=1">bad' }, { message: '<script>window.__pwned=2</script><b>form</b>' }],
        });
      case '500':
        res.writeHead(500, { 'content-type': 'text/html' });
        return void res.end('<h1>Internal Server Error</h1>');
      case 'hang':
        return; // never answers
      case 'drop':
        return void req.socket.destroy();
    }
  });
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});
beforeEach(() => {
  plan = [];
  fallback = 'ok';
  hits = [];
});

let pageCount = 0;
async function open(attrs = '', def = CONTACT, opts: { head?: string; headers?: Record<string, string>; before?: string } = {}) {
  const { page, log, context } = await newPage(chrome.browser);
  const path = `/form-${++pageCount}.html`;
  const body = `<main><h1>Contact</h1>${opts.before ?? ''}<inlay-form id="contact" action="/f/contact" ${attrs.includes('min-fill-time') ? '' : 'min-fill-time="0"'} ${attrs}><script type="application/json">${def.replace(/</g, '\\u003c')}</script></inlay-form><p><a href="/elsewhere">after</a></p></main>`;
  await page.goto(
    server.page(path, html(`<script src="/test/fixtures/form/events.js"></script>${body}`, { scripts: [SCRIPT], head: opts.head }), opts.headers),
  );
  await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form, [part="error"]'));
  return { page, log, context };
}

const shadow = <T>(page: Page, fn: (root: ShadowRoot) => T) =>
  page.$eval('inlay-form', (el, src) => new Function('root', `return (${src})(root)`)(el.shadowRoot), fn.toString()) as Promise<T>;
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] }).__events);
const activeId = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement?.shadowRoot?.activeElement;
    return a ? a.id || a.getAttribute('part') || a.className : null;
  });
const value = (page: Page, name: string) => page.locator(`inlay-form [name="${name}"]`).first().inputValue();
const fieldError = (page: Page, name: string) =>
  page.$eval(
    'inlay-form',
    (el, n) => {
      const input = el.shadowRoot!.querySelector(`[name="${n}"]`)!;
      const group = input.closest('fieldset');
      const ids = ((group ?? input).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const err = ids.map((id) => el.shadowRoot!.getElementById(id)).find((e) => e?.getAttribute('part') === 'field-error');
      return { invalid: input.getAttribute('aria-invalid'), text: err?.textContent ?? null };
    },
    name,
  );

async function fillValid(page: Page) {
  await page.locator('inlay-form [name=email]').fill('ada@example.com');
  await page.locator('inlay-form [name=topic]').selectOption('Support');
  await page.locator('inlay-form [name=message]').fill('I would like to know more about your plans.');
  await page.locator('inlay-form [name=consent]').check();
}
const submit = (page: Page) => page.locator('inlay-form [part=submit]').click();
const statusText = (page: Page) => page.locator('inlay-form [part=status]').textContent();

describe('rendering', () => {
  it('renders labelled fields with autocomplete, required marks and no console errors', async () => {
    const def = JSON.stringify({
      fields: [
        { name: 'name', label: 'Your name', required: true },
        { name: 'email', type: 'email', label: 'Email', hint: 'We never share it.' },
        {
          name: 'plan',
          type: 'radio',
          label: 'Plan',
          options: [
            { value: 'a', label: 'Basic' },
            { value: 'b', label: 'Pro' },
          ],
          required: true,
        },
        { name: 'langs', type: 'checkbox-group', label: 'Languages', options: ['JS', 'Go'], minItems: 1 },
        { name: 'source', type: 'hidden', value: 'landing' },
      ],
    });
    const { page, log, context } = await open('', def);
    const info = await shadow(page, (root) => {
      const inputs = [...root.querySelectorAll('input:not([tabindex="-1"]), select, textarea')] as HTMLInputElement[];
      return {
        labelled: inputs.every((i) => !!root.querySelector(`label[for="${i.id}"]`)),
        autocomplete: [root.querySelector('[name=name]')!.getAttribute('autocomplete'), root.querySelector('[name=email]')!.getAttribute('autocomplete')],
        legends: [...root.querySelectorAll('fieldset > legend')].map((l) => l.textContent),
        hint: root.getElementById(root.querySelector('[name=email]')!.getAttribute('aria-describedby')!)?.textContent,
        hidden: root.querySelector('[name=source]'),
      };
    });
    expect(info.labelled).toBe(true);
    expect(info.autocomplete).toEqual(['name', 'email']);
    expect(info.legends).toEqual(['Plan *', 'Languages *']); // minItems 1: required (issue 16.9)
    expect(info.hint).toBe('We never share it.');
    expect(info.hidden).toBeNull();
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('the fields property wins over the child script; changing the script re-renders the form', async () => {
    const { page, context } = await open();
    await page.$eval('inlay-form script', (s) => (s.textContent = JSON.stringify([{ name: 'phone', type: 'tel', label: 'Phone' }])));
    await expect.poll(() => shadow(page, (root) => [...root.querySelectorAll('label')].map((l) => l.textContent).join('|'))).toContain('Phone');
    await page.$eval('inlay-form', (el) => ((el as unknown as { fields: unknown }).fields = [{ name: 'city', label: 'City' }]));
    await expect
      .poll(() => shadow(page, (root) => [...root.querySelectorAll('label')].map((l) => l.textContent).join('|')))
      .toBe('City|Leave this field empty');
    await context.close();
  });
});

describe('bad definitions', () => {
  const cases: [string, unknown, RegExp][] = [
    ['unknown type', [{ name: 'a', type: 'colour', label: 'A' }], /fields\[0\] "a": unknown type "colour"/],
    ['missing name', [{ label: 'A' }], /fields\[0\]: is missing a "name"/],
    ['duplicate names', [{ name: 'a' }, { name: 'a' }], /fields\[1\] "a": duplicate name/],
    ['options missing', [{ name: 'topic', type: 'select' }], /"topic": a select field needs a non-empty "options"/],
    ['bad pattern', [{ name: 'zip', pattern: '([0-9' }], /"zip": "pattern" is not a valid regular expression/],
    ['min > max', [{ name: 'age', type: 'number', min: 10, max: 5 }], /"age": min \(10\) is greater than max \(5\)/],
    ['typo', [{ name: 'email', requird: true }], /"email": unknown property "requird"/],
  ];
  it.each(cases)('%s → a notice naming the field + inlay-error config; the page keeps working', async (_, def, re) => {
    const { page, log, context } = await open('', JSON.stringify(def));
    const notice = await shadow(page, (root) => root.querySelector('[part="error"]')?.textContent ?? '');
    expect(notice).toMatch(re);
    expect(await shadow(page, (root) => root.querySelector('form'))).toBeNull();
    const errs = (await events(page)).filter((e) => e.type === 'inlay-error');
    expect(errs).toHaveLength(1);
    expect(errs[0]!.detail).toMatchObject({ widget: 'form', code: 'config' });
    expect(errs[0]!.detail.message).toMatch(re);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('invalid JSON in the script is reported, and fixing it renders the form', async () => {
    const { page, log, context } = await open('', '{ "fields": [ { "name": ');
    expect(await shadow(page, (root) => root.querySelector('[part="error"]')?.textContent)).toMatch(/not valid JSON/);
    await page.$eval('inlay-form script', (s, d) => (s.textContent = d), CONTACT);
    await page.waitForFunction(() => !!document.querySelector('inlay-form')!.shadowRoot!.querySelector('form'));
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('client validation', () => {
  it('validates on blur, then on change; aria-invalid + aria-describedby point at the message', async () => {
    const { page, context } = await open();
    const email = page.locator('inlay-form [name=email]');
    await email.fill('not-an-email');
    expect((await fieldError(page, 'email')).invalid).toBeNull(); // not before blur
    await email.blur();
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: 'true', text: 'Error: Enter a valid email address, like name@example.com.' });
    expect(await email.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(185, 28, 28)');
    await email.fill('ada@example.com'); // now on change
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: null, text: null });
    expect(hits).toHaveLength(0);
    await context.close();
  });

  it('a failed submit shows a focused error summary whose links move focus to the fields; nothing is sent', async () => {
    const { page, context } = await open();
    await page.locator('inlay-form [name=message]').fill('too short');
    await submit(page);
    await expect.poll(() => activeId(page)).toBe('error-summary');
    const links = await shadow(page, (root) => [...root.querySelectorAll('[part=error-summary] a')].map((a) => [a.getAttribute('href'), a.textContent]));
    expect(links).toEqual([
      ['#f0-email', 'Email is required.'],
      ['#f2-message', 'Message must be at least 20 characters.'],
      ['#f3-consent', 'Tick this box to continue: I agree to the privacy policy.'],
    ]);
    await page.locator('inlay-form [part=error-summary] a').nth(1).click();
    expect(await activeId(page)).toBe('f2-message');
    expect(await value(page, 'message')).toBe('too short');
    expect(hits).toHaveLength(0);
    expect((await events(page)).filter((e) => e.type === 'inlay-submit')).toHaveLength(0);
    await context.close();
  });
});

describe('sending', () => {
  it('200: JSON with Accept: application/json, success focused + announced, form reset, draft cleared, inlay-success', async () => {
    const { page, context } = await open('success-message="Thanks, we will reply within a day."');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thanks, we will reply within a day.');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.headers.accept).toBe('application/json');
    expect(hits[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hits[0]!.body)).toEqual({
      email: 'ada@example.com',
      topic: 'Support',
      message: 'I would like to know more about your plans.',
      consent: true,
    });
    expect(await activeId(page)).toBe('status');
    expect(await page.locator('inlay-form [part=status]').getAttribute('role')).toBe('status');
    expect(await value(page, 'email')).toBe('');
    expect(await page.locator('inlay-form [name=consent]').isChecked()).toBe(false);
    const ev = await events(page);
    expect(ev.map((e) => e.type)).toEqual(['inlay-submit', 'inlay-success']);
    expect(ev[1]!.detail).toMatchObject({ status: 200, values: { email: 'ada@example.com' } });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('inlay-form')))).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('sends typed values: numbers as numbers, groups as arrays, hidden fields, names with dots', async () => {
    const def = JSON.stringify([
      { name: 'seats', type: 'number', label: 'Seats', min: 1 },
      { name: 'when', type: 'date', label: 'When' },
      { name: 'tags', type: 'checkbox-group', label: 'Tags', options: ['a', 'b', 'c'] },
      { name: 'user.name', label: 'Name' },
      { name: 'source', type: 'hidden', value: 'landing' },
    ]);
    const { page, context } = await open('', def);
    await page.locator('inlay-form [name=seats]').fill('3');
    await page.locator('inlay-form [name=when]').fill('2026-03-01');
    await page.locator('inlay-form [name=tags]').nth(2).check();
    await page.locator('inlay-form [name=tags]').nth(0).check();
    await page.locator('inlay-form [name="user.name"]').fill('Ada');
    await submit(page);
    await expect.poll(() => hits.length).toBe(1);
    expect(JSON.parse(hits[0]!.body)).toEqual({ seats: 3, when: '2026-03-01', tags: ['c', 'a'], 'user.name': 'Ada', source: 'landing' });
    await context.close();
  });

  it('encoding="form" sends urlencoded fields', async () => {
    const { page, context } = await open('encoding="form"');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]!.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(hits[0]!.body))).toMatchObject({ email: 'ada@example.com', topic: 'Support', consent: 'true' });
    await context.close();
  });

  it('422 (Formspree shape): errors land on the right fields, nothing typed is lost, they stay until that field changes', async () => {
    fallback = '422';
    const { page, context } = await open();
    await fillValid(page);
    await submit(page);
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: 'true', text: 'Error: Email should be an email (server)' });
    expect((await fieldError(page, 'message')).text).toBe('Error: Message is required (server)');
    expect(await activeId(page)).toBe('error-summary');
    expect(await value(page, 'email')).toBe('ada@example.com');
    expect(await value(page, 'message')).toBe('I would like to know more about your plans.');
    // Editing another field re-runs validation: the server errors stay.
    await page.locator('inlay-form [name=topic]').selectOption('Sales');
    await page.locator('inlay-form [name=topic]').blur();
    await page.waitForTimeout(50);
    expect((await fieldError(page, 'email')).text).toBe('Error: Email should be an email (server)');
    expect(await axe(page)).toEqual([]);
    // Changing that field clears its server error only.
    await page.locator('inlay-form [name=email]').fill('ada@example.org');
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: null, text: null });
    expect((await fieldError(page, 'message')).text).toBe('Error: Message is required (server)');
    const err = (await events(page)).find((e) => e.type === 'inlay-error')!;
    expect(err.detail).toMatchObject({ widget: 'form', code: 'invalid', status: 422, fieldErrors: { email: 'should be an email (server)' } });
    await context.close();
  });

  it('422 (generic {errors: {field: [msg]}}) and a form-level 4xx message', async () => {
    plan = ['422-generic', 'form-error'];
    const { page, context } = await open('provider="generic"');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: 'true', text: 'Error: Address is blocked by the server' });
    await page.locator('inlay-form [name=email]').fill('ada@example.net');
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('This form is disabled.');
    expect(await page.locator('inlay-form [part=retry]').count()).toBe(0);
    expect(await value(page, 'message')).toBe('I would like to know more about your plans.');
    await context.close();
  });

  for (const mode of ['500', 'drop'] as const) {
    it(`${mode === '500' ? '500' : 'dropped connection'}: input kept, a retry button, the retry succeeds with exactly one more request`, async () => {
      fallback = mode;
      const { page, log, context } = await open();
      await fillValid(page);
      await submit(page);
      await expect.poll(() => statusText(page)).toMatch(mode === '500' ? /error 500.*Nothing you typed was lost/ : /connection failed/);
      expect(await activeId(page)).toBe('status');
      expect(await value(page, 'email')).toBe('ada@example.com');
      expect(await value(page, 'message')).toBe('I would like to know more about your plans.');
      expect(await page.locator('inlay-form [name=consent]').isChecked()).toBe(true);
      const err = (await events(page)).find((e) => e.type === 'inlay-error')!;
      expect(err.detail.code).toBe(mode === '500' ? 'server' : 'network');
      expect(await axe(page)).toEqual([]);
      // (Chromium itself may retry a POST once on a reset connection: count from here.)
      const before = hits.length;
      fallback = 'ok';
      await page.locator('inlay-form [part=retry]').click();
      await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
      expect(hits.length).toBe(before + 1);
      expect(JSON.parse(hits.at(-1)!.body).email).toBe('ada@example.com');
      expect(log.uncaught).toEqual([]);
      await context.close();
    });
  }

  it('timeout: the request is abandoned, input kept, retry offered', async () => {
    plan = ['hang'];
    const { page, context } = await open('timeout="0.5"');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => statusText(page), { timeout: 4000 }).toMatch(/took too long/);
    expect(await value(page, 'email')).toBe('ada@example.com');
    expect((await events(page)).find((e) => e.type === 'inlay-error')!.detail.code).toBe('timeout');
    await page.locator('inlay-form [part=retry]').click();
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(hits).toHaveLength(2);
    await context.close();
  });

  it('no double submission: the button is disabled in flight and rapid clicks and Enter send one request', async () => {
    plan = ['hang'];
    const { page, context } = await open('timeout="1.5"');
    await fillValid(page);
    await page.$eval('inlay-form', (el) => {
      const b = el.shadowRoot!.querySelector('[part=submit]') as HTMLButtonElement;
      b.click();
      b.click();
      b.click();
    });
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page.
    await expect.poll(() => page.locator('inlay-form [part=submit]').getAttribute('aria-disabled')).toBe('true');
    await page.locator('inlay-form [name=email]').press('Enter');
    await page
      .locator('inlay-form [part=submit]')
      .click({ force: true })
      .catch(() => {});
    await expect.poll(() => statusText(page), { timeout: 5000 }).toMatch(/took too long/);
    expect(hits).toHaveLength(1);
    expect(await page.locator('inlay-form [part=submit]').getAttribute('aria-disabled')).toBe(null);
    await context.close();
  });

  it('inlay-submit is cancelable: preventDefault() sends nothing', async () => {
    const { page, context } = await open();
    await page.evaluate(() => document.addEventListener('inlay-submit', (e) => e.preventDefault()));
    await fillValid(page);
    await submit(page);
    await expect.poll(async () => (await events(page)).filter((e) => e.type === 'inlay-submit').length).toBe(1);
    await page.waitForTimeout(200);
    expect(hits).toHaveLength(0);
    expect(await value(page, 'email')).toBe('ada@example.com');
    await context.close();
  });

  it('redirects after success only to http(s) URLs', async () => {
    const { page, context } = await open('redirect="javascript:window.__pwned=3"');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect((await events(page)).some((e) => e.type === 'inlay-error' && /redirect/.test(String(e.detail.message)))).toBe(true);
    await page.$eval('inlay-form', (el) => el.setAttribute('redirect', '/test/fixtures/form/thanks.html'));
    await fillValid(page);
    await Promise.all([page.waitForURL(/thanks\.html$/), submit(page)]);
    await context.close();
  });
});

describe('drafts', () => {
  it('a reload restores the draft with a visible note; success clears it', async () => {
    const { page, context } = await open();
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await page.locator('inlay-form [name=message]').fill('Half-written thoughts that must survive');
    await page.locator('inlay-form [name=consent]').check();
    await page.reload();
    await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form'));
    expect(await value(page, 'email')).toBe('ada@example.com');
    expect(await value(page, 'message')).toBe('Half-written thoughts that must survive');
    expect(await page.locator('inlay-form [name=consent]').isChecked()).toBe(true);
    expect(await page.locator('inlay-form [part=draft]').textContent()).toMatch(/Draft restored/);
    await page.locator('inlay-form [name=topic]').selectOption('Sales');
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(await page.locator('inlay-form [part=draft]').count()).toBe(0);
    await page.reload();
    await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form'));
    expect(await value(page, 'email')).toBe('');
    expect(await page.locator('inlay-form [part=draft]').count()).toBe(0);
    await context.close();
  });

  it('"Clear draft" empties the form and the stored draft; passwords are never stored; draft="false" stores nothing', async () => {
    const def = JSON.stringify([
      { name: 'user', label: 'User' },
      { name: 'secret', type: 'password', label: 'Secret' },
    ]);
    const { page, context } = await open('', def);
    await page.locator('inlay-form [name=user]').fill('ada');
    await page.locator('inlay-form [name=secret]').fill('hunter2');
    const draftOf = () => page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('inlay-form')));
    await expect.poll(async () => (await draftOf())[0]?.[1] ?? '').toContain('"ada"');
    const stored = await draftOf();
    expect(stored).toHaveLength(1);
    expect(stored[0]![0]).toBe('inlay-form:/form-' + pageCount + '.html:contact');
    expect(stored[0]![1]).not.toContain('hunter2');
    await page.reload();
    await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form'));
    expect(await value(page, 'user')).toBe('ada');
    expect(await value(page, 'secret')).toBe('');
    await page.locator('inlay-form [part=draft] button').click();
    await expect.poll(() => value(page, 'user')).toBe('');
    await expect.poll(() => activeId(page)).toBe('f0-user');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('inlay-form')))).toEqual([]);
    await page.$eval('inlay-form', (el) => el.setAttribute('draft', 'false'));
    await page.locator('inlay-form [name=user]').fill('grace');
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('inlay-form')))).toEqual([]);
    await context.close();
  });
});

describe('spam traps', () => {
  it('the honeypot is invisible to people and assistive technology, and a filled one sends nothing', async () => {
    const { page, context } = await open();
    const hp = await shadow(page, (root) => {
      const input = root.querySelector('[name=_gotcha]') as HTMLInputElement;
      const box = input.getBoundingClientRect();
      const wrap = input.closest('[inert]')!;
      return {
        tab: input.tabIndex,
        auto: input.autocomplete,
        hidden: input.getAttribute('aria-hidden') === 'true' && wrap.getAttribute('aria-hidden') === 'true',
        display: getComputedStyle(wrap).display,
        offscreen: box.bottom <= 0 || box.right <= 0 || box.width <= 1,
      };
    });
    expect(hp).toEqual({ tab: -1, auto: 'off', hidden: true, display: 'block', offscreen: true });
    const snapshot = await page.locator('inlay-form').ariaSnapshot();
    expect(snapshot).not.toMatch(/empty/i);
    await fillValid(page);
    await page.$eval('inlay-form', (el) => ((el.shadowRoot!.querySelector('[name=_gotcha]') as HTMLInputElement).value = 'http://spam.example'));
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    await page.waitForTimeout(200);
    expect(hits).toHaveLength(0);
    await context.close();
  });

  it('a send sooner than min-fill-time is held back until then', async () => {
    const before = Date.now(); // the form appears after this, so the send is held ≥ 1.5 s past it
    const { page, context } = await open('min-fill-time="1.5"');
    await fillValid(page);
    await submit(page);
    await expect.poll(() => hits.length, { timeout: 4000 }).toBe(1);
    expect(hits[0]!.at - before).toBeGreaterThanOrEqual(1500);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    await context.close();
  });
});

describe('accessibility and safety', () => {
  it('axe: 0 violations with client errors shown', async () => {
    const { page, context } = await open();
    await submit(page);
    await expect.poll(() => activeId(page)).toBe('error-summary');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('can be completed with the keyboard only', async () => {
    const def = JSON.stringify([
      { name: 'email', type: 'email', label: 'Email', required: true },
      { name: 'plan', type: 'radio', label: 'Plan', options: ['Basic', 'Pro'], required: true },
      { name: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'], required: true },
      { name: 'consent', type: 'checkbox', label: 'I agree', required: true },
    ]);
    const { page, context } = await open('', def);
    await page.keyboard.press('Tab'); // the page's first focusable is the form's first field
    expect(await activeId(page)).toBe('f0-email');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // moves to and selects "Pro"
    expect(await activeId(page)).toBe('f1-plan-1');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('f2-topic');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('submit');
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(JSON.parse(hits[0]!.body)).toEqual({ email: 'ada@example.com', plan: 'Pro', topic: 'Support', consent: true });
    expect(await activeId(page)).toBe('status');
    await context.close();
  });

  it('hostile labels, options, hints and server messages render as text; the canary is never set', async () => {
    fallback = 'hostile';
    const x = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const def = JSON.stringify([
      { name: 'email', type: 'email', label: `Email ${x}`, hint: x, required: true, messages: { required: `${x} \${path}` } },
      { name: 'pick', type: 'select', label: x, options: [{ value: 'a', label: x }] },
    ]);
    const { page, log, context } = await open('success-message="<b>bold</b>"', def);
    await submit(page);
    await expect.poll(() => activeId(page)).toBe('error-summary');
    expect(await shadow(page, (root) => root.querySelector('[part=error-summary] a')!.textContent)).toBe(`${x} \${path}`);
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await submit(page);
    await expect.poll(() => fieldError(page, 'email')).toEqual({ invalid: 'true', text: 'Error: <img src=x onerror="window.__pwned=1">bad' });
    expect(await statusText(page)).toBe('<script>window.__pwned=2</script><b>form</b>');
    const tags = await shadow(page, (root) => root.querySelectorAll('img, script, b').length);
    expect(tags).toBe(0);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('works under a strict CSP with Trusted Types', async () => {
    const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
    const { page, log, context } = await open('', CONTACT, { headers: { 'Content-Security-Policy': csp } });
    await fillValid(page);
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(log.uncaught).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy|TrustedHTML/i.test(e))).toEqual([]);
    const border = await page.$eval('inlay-form', (el) => getComputedStyle(el.shadowRoot!.querySelector('[part=submit]')!).borderTopStyle);
    expect(border).toBe('solid'); // the adopted stylesheet applies
    await context.close();
  });
});

describe('page integration', () => {
  it('moving the element keeps what was typed; two forms keep separate drafts', async () => {
    const { page, context } = await open('', CONTACT, {
      before: `<inlay-form id="second" action="/f/contact" min-fill-time="0" fields='[{"name":"note","label":"Note"}]'></inlay-form><div id="elsewhere"></div>`,
    });
    await page.locator('#contact [name=email]').fill('ada@example.com');
    await page.locator('#second [name=note]').fill('other form');
    await page.evaluate(() => document.getElementById('elsewhere')!.append(document.getElementById('contact')!));
    await page.waitForTimeout(50);
    expect(await page.locator('#elsewhere #contact [name=email]').inputValue()).toBe('ada@example.com');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('inlay-form'))
            .sort(),
        ),
      )
      .toEqual([`inlay-form:/form-${pageCount}.html:contact`, `inlay-form:/form-${pageCount}.html:second`]);
    await context.close();
  });
});

describe('language', () => {
  it('follows the page language and takes string overrides', async () => {
    const { page, context } = await open(`lang="de" strings='{"submit": "Abschicken"}'`);
    expect(await page.locator('inlay-form [part=submit]').textContent()).toBe('Abschicken');
    await submit(page);
    await expect.poll(() => activeId(page)).toBe('error-summary');
    expect(await shadow(page, (root) => root.querySelector('[part=error-summary]')!.textContent)).toMatch(/^Es gibt ein Problem.*Email ist ein Pflichtfeld\./);
    await context.close();
  });
});

describe('examples', () => {
  it('examples/form.html posts to the demo backend, which stores and lists the submission (escaped)', async () => {
    // The demo backend stores under {root}/examples/.data/: here a fresh folder in the gitignored test-results/.
    const root = `${ROOT}/test-results/form-example-${Date.now()}`;
    const api = exampleRoutes as Record<string, (req: unknown, res: unknown, ctx: unknown) => Promise<void>>;
    server.route('/api/form', (req, res, body) => api['POST /api/form']!(req, res, { body, root }));
    server.route('/form-submissions.html', (req, res) => api['GET /form-submissions.html']!(req, res, { root }));
    const { page, log, context } = await newPage(chrome.browser);
    await page.goto(`${server.url}/examples/form.html`);
    await page.waitForFunction(() => !!document.querySelector('#contact')?.shadowRoot?.querySelector('form'));
    expect(await page.locator('#broken').evaluate((el) => el.shadowRoot!.querySelector('[part=error]')!.textContent)).toMatch(/"email": unknown type "emial"/);
    await page.locator('#contact [name=email]').fill('ada@blocked.example');
    await page.locator('#contact [name=message]').fill('Hello <b>there</b>, this is long enough.');
    await page.locator('#contact [name=consent]').check();
    await page.locator('#contact [part=submit]').click();
    await expect.poll(() => fieldErrorIn(page, '#contact', 'email'), { timeout: 5000 }).toBe('Error: This address is not accepted here.');
    await page.locator('#contact [name=email]').fill('ada@example.com');
    await page.locator('#contact [part=submit]').click();
    await expect.poll(() => page.locator('#contact [part=status]').textContent()).toBe("Thanks, we'll reply within a day.");
    expect(await page.locator('#log').textContent()).toMatch(/#contact {2}inlay-success/);
    await page.goto(`${server.url}/form-submissions.html`);
    expect(await page.locator('dl').first().textContent()).toContain('Hello <b>there</b>, this is long enough.');
    expect(await page.locator('dl b').count()).toBe(0);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

const fieldErrorIn = (page: Page, host: string, name: string) =>
  page.$eval(
    host,
    (el, n) => {
      const input = el.shadowRoot!.querySelector(`[name="${n}"]`)!;
      const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('-error'));
      return id ? el.shadowRoot!.getElementById(id)!.textContent : null;
    },
    name,
  );
