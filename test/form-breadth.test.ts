// <inlay-form> beyond the contact form, in real Chromium on the built dist/inlay-form.js: a lost click
// (issue 16.3), the required marker of a checkbox group with a minimum (16.9), file uploads with
// progress and cancel, conditional fields, multi-step forms and a consent-gated captcha (issue 22).
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
let hits: { body: string; type: string }[] = [];

beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
  server.route('/f/plain', (req, res, body) => {
    hits.push({ body, type: String(req.headers['content-type'] ?? '') });
    json(res, 200, { ok: true });
  });
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});
beforeEach(() => {
  hits = [];
});

let pageCount = 0;
async function open(attrs = '', def = CONTACT, opts: { head?: string; action?: string; viewport?: { width: number; height: number } } = {}) {
  const { page, log, context } = await newPage(chrome.browser, opts.viewport ? { viewport: opts.viewport } : {});
  const path = `/breadth-${++pageCount}.html`;
  const body = `<main><h1>Form</h1><inlay-form id="f" action="${opts.action ?? '/f/plain'}" min-fill-time="0" ${attrs}><script type="application/json">${def.replace(/</g, '\\u003c')}</script></inlay-form></main>`;
  await page.goto(server.page(path, html(`<script src="/test/fixtures/form/events.js"></script>${body}`, { scripts: [SCRIPT], head: opts.head })));
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
const statusText = (page: Page) => page.locator('inlay-form [part=status]').textContent();
const submit = (page: Page) => page.locator('inlay-form [part=submit]').click();

describe('issue 16: form bugs', () => {
  it('16.3: a real mouse press on the checkbox is not lost to the error its blur shows above it', async () => {
    const { page, context } = await open();
    const message = page.locator('inlay-form [name=message]');
    await message.click();
    await page.keyboard.type('test'); // under the 20-character minimum
    const box = (await page.locator('inlay-form [name=consent]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Between press and release: the blur happened, yet nothing under the pointer moved.
    const during = (await page.locator('inlay-form [name=consent]').boundingBox())!;
    expect(during.y).toBe(box.y);
    await page.mouse.up();
    expect(await page.locator('inlay-form [name=consent]').isChecked()).toBe(true);
    // The message's error still shows, once the click is done.
    await expect
      .poll(() => shadow(page, (root) => root.querySelector('[part=field-error]')?.textContent ?? null))
      .toBe('Error: Message must be at least 20 characters.');
    await context.close();
  });

  it('16.3: a press on a label (and a drag off it) is not lost either; keyboard blur still shows the error at once', async () => {
    const { page, context } = await open();
    await page.locator('inlay-form [name=message]').click();
    await page.keyboard.type('test');
    await page.locator('inlay-form label[for$=consent]').click(); // mouse down + up on the label
    expect(await page.locator('inlay-form [name=consent]').isChecked()).toBe(true);
    await page.locator('inlay-form [name=email]').click();
    await page.keyboard.type('x');
    await page.keyboard.press('Tab');
    expect(await shadow(page, (root) => root.querySelector('[id$=email-error]')?.textContent ?? null)).toBe(
      'Error: Enter a valid email address, like name@example.com.',
    );
    await context.close();
  });

  it('16.9: a checkbox group with a minimum shows the required marker (and the note) like any required field', async () => {
    const def = JSON.stringify([
      { name: 'langs', type: 'checkbox-group', label: 'Languages', options: ['JS', 'Go'], minItems: 1 },
      { name: 'extra', type: 'checkbox-group', label: 'Extras', options: ['A', 'B'] },
    ]);
    const { page, context } = await open('', def);
    const info = await shadow(page, (root) => ({
      legends: [...root.querySelectorAll('legend')].map((l) => l.textContent),
      note: root.querySelector('.note')?.textContent ?? null,
    }));
    expect(info.legends).toEqual(['Languages *', 'Extras']);
    expect(info.note).toBe('Fields marked * are required.');
    await submit(page);
    await expect
      .poll(() => shadow(page, (root) => root.querySelector('[part=error-summary] li')?.textContent ?? null))
      .toBe('Choose at least 1 for Languages.');
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// Issue 22: file fields, against the Formspree-like demo endpoint (examples/api/form.mjs).

let apiReady = false;
function useDemoEndpoint() {
  if (apiReady) return;
  apiReady = true;
  const root = `${ROOT}/test-results/form-breadth-${Date.now()}`;
  const api = exampleRoutes as Record<string, (req: unknown, res: unknown, ctx: unknown) => Promise<void>>;
  server.route('/api/form', (req, res, body) => {
    hits.push({ body, type: String(req.headers['content-type'] ?? '') });
    return api['POST /api/form']!(req, res, { body, root });
  });
  server.route('/api/form/submissions', async (req, res) => {
    await api['GET /api/form/submissions']!(req, res, { root });
  });
}
const stored = async (page: Page) =>
  page.evaluate(() => fetch('/api/form/submissions').then((r) => r.json())) as Promise<{ fields: Record<string, unknown> }[]>;

const text = (name: string, size: number, mimeType = 'text/plain') => ({ name, mimeType, buffer: Buffer.alloc(size, 'a') });
const APPLY = (extra: Record<string, unknown> = {}) =>
  JSON.stringify([
    { name: 'email', type: 'email', label: 'Email', required: true },
    {
      name: 'cv',
      type: 'file',
      label: 'CV and references',
      required: true,
      accept: '.txt,application/pdf',
      multiple: true,
      maxFiles: 3,
      maxSize: '2MB',
      ...extra,
    },
  ]);
/** Records every value the progress bar shows (sampled each frame). */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = ((window as unknown as { __progress: number[] }).__progress = []);
    const tick = () => {
      const bar = document.querySelector('inlay-form')!.shadowRoot!.querySelector('progress');
      if (bar && seen[seen.length - 1] !== bar.value) seen.push(bar.value);
      requestAnimationFrame(tick);
    };
    tick();
  });
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

describe('file fields', () => {
  it('two files go as multipart/form-data with a progress bar (percent) to 100; inlay-submit carries the files; axe clean', async () => {
    useDemoEndpoint();
    const { page, log, context } = await open('', APPLY(), { action: '/api/form' });
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await page.locator('inlay-form [name=cv]').setInputFiles([text('cv.txt', 300_000), text('refs.txt', 200_000)]);
    expect(await shadow(page, (root) => [...root.querySelectorAll('[part=files] li')].map((li) => li.textContent))).toEqual([
      'cv.txt (300 KB)',
      'refs.txt (200 KB)',
    ]);
    expect(await axe(page)).toEqual([]);
    await throttleUpload(page, 400_000);
    await watchProgress(page);
    await submit(page);
    await expect.poll(() => shadow(page, (root) => root.querySelector('[part=progress]')?.textContent ?? null)).toMatch(/^Uploading… \d+%Cancel upload$/);
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => statusText(page), { timeout: 10_000 }).toBe('Thank you! Your message has been sent.');
    const seen = await progressSeen(page);
    expect(seen.length).toBeGreaterThan(3); // several steps, not a jump
    expect([...seen].sort((a, b) => a - b)).toEqual(seen); // never backwards
    expect(hits).toHaveLength(1);
    expect(hits[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    const [saved] = await stored(page);
    expect(saved!.fields).toEqual({
      email: 'ada@example.com',
      cv: [
        { file: 'cv.txt', type: 'text/plain', size: 300_000 },
        { file: 'refs.txt', type: 'text/plain', size: 200_000 },
      ],
    });
    const submitEvent = (await events(page)).find((e) => e.type === 'inlay-submit')!;
    expect(Object.keys(submitEvent.detail)).toEqual(['values', 'files']);
    expect(submitEvent.detail.values).toEqual({ email: 'ada@example.com' });
    expect(Object.keys(submitEvent.detail.files as object)).toEqual(['cv']);
    // The form is emptied after success, the file input too.
    expect(await page.locator('inlay-form [name=cv]').evaluate((el: HTMLInputElement) => el.files!.length)).toBe(0);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('cancel stops the upload: nothing stored, everything kept, focus on the status; a send without files is JSON', async () => {
    useDemoEndpoint();
    const before = await (async () => {
      const { page, context } = await open('', APPLY(), { action: '/api/form' });
      const n = (await stored(page)).length;
      await context.close();
      return n;
    })();
    const { page, context } = await open('', APPLY({ required: false }), { action: '/api/form' });
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await page.locator('inlay-form [name=cv]').setInputFiles([text('big.txt', 900_000)]);
    await throttleUpload(page, 100_000);
    await submit(page);
    await page.locator('inlay-form [part=cancel]').waitFor();
    await page.waitForTimeout(300);
    await page.locator('inlay-form [part=cancel]').click();
    await expect.poll(() => statusText(page)).toBe('The upload was cancelled. Nothing you typed was lost.');
    expect(await activeId(page)).toBe('status');
    expect(await shadow(page, (root) => root.querySelector('[part=progress]'))).toBeNull();
    expect(await axe(page)).toEqual([]);
    expect(await page.locator('inlay-form [name=email]').inputValue()).toBe('ada@example.com');
    expect(await page.locator('inlay-form [name=cv]').evaluate((el: HTMLInputElement) => el.files!.length)).toBe(1);
    await page.waitForTimeout(200);
    expect((await stored(page)).length).toBe(before);
    // Without files the same form sends JSON.
    await page.locator('inlay-form [name=cv]').setInputFiles([]);
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(hits[hits.length - 1]!.type).toBe('application/json');
    await context.close();
  });

  it('too big, wrong type and too many are refused before sending, with clear messages on the field', async () => {
    const { page, context } = await open('', APPLY(), { action: '/api/form' });
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    const cv = page.locator('inlay-form [name=cv]');
    const err = () => shadow(page, (root) => root.querySelector('[id$=cv-error]')?.textContent ?? null);
    await cv.setInputFiles([text('huge.txt', 2_100_000)]);
    await submit(page);
    await expect.poll(err).toBe('Error: huge.txt is larger than 2 MB, the limit for CV and references.');
    expect(await activeId(page)).toBe('error-summary');
    await cv.setInputFiles([text('photo.png', 10, 'image/png')]);
    await expect.poll(err).toBe('Error: photo.png is not a file type CV and references accepts (.txt, application/pdf).');
    await cv.setInputFiles([
      text('a.txt', 10),
      text('b.txt', 10),
      { name: 'c.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') },
      text('d.txt', 10),
    ]);
    await expect.poll(err).toBe('Error: Choose at most 3 files for CV and references.');
    expect(await cv.getAttribute('aria-invalid')).toBe('true');
    expect(await axe(page)).toEqual([]);
    expect(hits).toHaveLength(0);
    await context.close();
  });

  it("the server's FILES_TOO_BIG and TOO_MANY_FILES land on the file field", async () => {
    useDemoEndpoint();
    const def = JSON.stringify([
      { name: 'email', type: 'email', label: 'Email' },
      { name: 'docs', type: 'file', label: 'Documents', multiple: true },
    ]);
    const { page, context } = await open('', def, { action: '/api/form' });
    const err = () => shadow(page, (root) => root.querySelector('[id$=docs-error]')?.textContent ?? null);
    await page.locator('inlay-form [name=docs]').setInputFiles([text('large.txt', 1_200_000)]);
    await submit(page);
    await expect.poll(err).toBe('Error: Files must be 1 MB or smaller.');
    expect(await activeId(page)).toBe('error-summary');
    await page.locator('inlay-form [name=docs]').setInputFiles([1, 2, 3, 4, 5, 6].map((i) => text(`n${i}.txt`, 10)));
    await expect.poll(err).toBeNull(); // a server error goes as soon as its field changes
    await submit(page);
    await expect.poll(err).toBe('Error: At most 5 files can be sent.');
    await context.close();
  });

  it('files never go into the draft; after a reload it says which files to choose again', async () => {
    const { page, context } = await open('', APPLY());
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await page.locator('inlay-form [name=cv]').setInputFiles([text('cv.txt', 1000), text('refs.txt', 1000)]);
    await page.waitForTimeout(400);
    const raw = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('inlay-form'))?.[1] ?? '');
    expect(raw).not.toContain('aaaa');
    expect(JSON.parse(raw).v).toEqual({ email: 'ada@example.com' });
    await page.reload();
    await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form'));
    expect(await page.locator('inlay-form [name=email]').inputValue()).toBe('ada@example.com');
    const note = await shadow(page, (root) => {
      const input = root.querySelector('[name=cv]')!;
      return (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => root.getElementById(id)?.textContent)
        .join(' | ');
    });
    expect(note).toBe('Choose your files again (a browser keeps no files after a reload): cv.txt, refs.txt.');
    expect(await axe(page)).toEqual([]);
    await page.locator('inlay-form [name=cv]').setInputFiles([text('cv.txt', 1000)]);
    expect(await shadow(page, (root) => root.querySelector('.again'))).toBeNull();
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// Conditional fields.

const SUPPORT = JSON.stringify([
  { name: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'], required: true },
  { name: 'order', label: 'Order number', required: true, pattern: '[0-9]{6}', showIf: { field: 'topic', equals: 'Support' } },
  { name: 'urgent', type: 'checkbox', label: 'This is urgent', showIf: { field: 'topic', equals: 'Support' } },
  {
    name: 'why',
    type: 'textarea',
    label: 'Why urgent?',
    required: true,
    showIf: {
      all: [
        { field: 'urgent', equals: true },
        { field: 'topic', in: ['Support'] },
      ],
    },
  },
  {
    name: 'company',
    label: 'Company',
    showIf: {
      any: [
        { field: 'topic', equals: 'Sales' },
        { field: 'order', notEmpty: true },
      ],
    },
  },
]);

describe('conditional fields', () => {
  it('hidden fields are not rendered, validated or sent; shown ones are validated; showing never moves focus', async () => {
    const { page, context } = await open('', SUPPORT);
    const names = () =>
      shadow(page, (root) => [...root.querySelectorAll('input:not([tabindex="-1"]), select, textarea')].map((i) => (i as HTMLInputElement).name));
    expect(await names()).toEqual(['topic']);
    await page.locator('inlay-form [name=topic]').selectOption('Sales');
    expect(await names()).toEqual(['topic', 'company']);
    await submit(page);
    await expect.poll(() => hits.length).toBe(1);
    expect(JSON.parse(hits[0]!.body)).toEqual({ topic: 'Sales', company: '' });
    await page.locator('inlay-form [name=topic]').focus();
    await page.locator('inlay-form [name=topic]').selectOption('Support');
    expect(await names()).toEqual(['topic', 'order', 'urgent']);
    expect(await activeId(page)).toBe('f0-topic'); // focus stays where the visitor is
    await submit(page);
    await expect
      .poll(() => shadow(page, (root) => [...root.querySelectorAll('[part=error-summary] li')].map((l) => l.textContent)))
      .toEqual(['Order number is required.']);
    expect(await axe(page)).toEqual([]);
    await page.locator('inlay-form [name=order]').fill('123456');
    expect(await names()).toEqual(['topic', 'order', 'urgent', 'company']);
    await page.locator('inlay-form [name=urgent]').check();
    expect(await names()).toEqual(['topic', 'order', 'urgent', 'why', 'company']);
    await submit(page);
    await expect
      .poll(() => shadow(page, (root) => [...root.querySelectorAll('[part=error-summary] li')].map((l) => l.textContent)))
      .toEqual(['Why urgent? is required.']);
    await page.locator('inlay-form [name=urgent]').uncheck();
    await submit(page);
    await expect.poll(() => hits.length).toBe(2);
    expect(JSON.parse(hits[1]!.body)).toEqual({ topic: 'Support', order: '123456', urgent: false, company: '' });
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// Multi-step.

const THREE = JSON.stringify({
  steps: [
    {
      title: 'You',
      fields: [
        { name: 'name', label: 'Name', required: true },
        { name: 'email', type: 'email', label: 'Email', required: true },
      ],
    },
    {
      title: 'Experience',
      fields: [
        { name: 'years', type: 'number', label: 'Years of experience', min: 0, required: true },
        { name: 'role', type: 'radio', label: 'Role', options: ['Frontend', 'Backend'], required: true },
      ],
    },
    { title: 'Confirm', fields: [{ name: 'consent', type: 'checkbox', label: 'I agree to the privacy policy', required: true }] },
  ],
});
const current = (page: Page) =>
  shadow(page, (root) => ({
    current: root.querySelector('[aria-current=step]')?.textContent ?? null,
    heading: root.querySelector('[part=step-heading]')?.textContent ?? null,
    fields: [...root.querySelectorAll('input:not([tabindex="-1"]), select, textarea')]
      .map((i) => (i as HTMLInputElement).name)
      .filter((n, i, a) => a.indexOf(n) === i),
  }));

describe('multi-step forms', () => {
  it('a three-step form completed by keyboard only: Next validates the step, focus goes to the step heading, Back keeps values', async () => {
    const { page, context } = await open('', THREE);
    expect(await current(page)).toEqual({ current: '1 You', heading: 'Step 1 of 3: You', fields: ['name', 'email'] });
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('f0-name');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter'); // Enter in a field = Next
    await expect.poll(() => activeId(page)).toBe('error-summary');
    expect(await shadow(page, (root) => [...root.querySelectorAll('[part=error-summary] li')].map((l) => l.textContent))).toEqual([
      'Enter a valid email address, like name@example.com.',
    ]);
    expect(hits).toHaveLength(0);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Tab'); // the summary's link
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('f1-email');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('next');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('step-heading');
    expect(await current(page)).toEqual({
      current: '1 You (done)2 Experience3 Confirm'.slice(0, 0) || '2 Experience',
      heading: 'Step 2 of 3: Experience',
      fields: ['years', 'role'],
    });
    // Nothing on step 2 is flagged before its Next.
    expect(await shadow(page, (root) => root.querySelectorAll('[aria-invalid=true]').length)).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // "Backend"
    await page.keyboard.press('Tab'); // Back
    expect(await activeId(page)).toBe('back');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('step-heading');
    expect(await page.locator('inlay-form [name=email]').inputValue()).toBe('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Next
    await expect.poll(() => current(page)).toMatchObject({ heading: 'Step 2 of 3: Experience' });
    await expect.poll(() => activeId(page)).toBe('step-heading'); // focus moves after the step renders
    expect(await page.locator('inlay-form [name=years]').inputValue()).toBe('7'); // Back kept it
    expect(await page.locator('inlay-form [name=role]').nth(1).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Next
    await page.keyboard.press('Enter');
    await expect.poll(() => current(page)).toMatchObject({ heading: 'Step 3 of 3: Confirm', fields: ['consent'] });
    await expect.poll(() => activeId(page)).toBe('step-heading');
    expect(await page.locator('inlay-form [part=submit]').textContent()).toBe('Send');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Send
    expect(await activeId(page)).toBe('submit');
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(JSON.parse(hits[0]!.body)).toEqual({ name: 'Ada', email: 'ada@example.com', years: 7, role: 'Backend', consent: true });
    expect(await current(page)).toMatchObject({ heading: 'Step 1 of 3: You' }); // back to the start, emptied
    await context.close();
  });

  it('the draft remembers the step; the step indicator marks the current step with aria-current="step"', async () => {
    const { page, context } = await open('', THREE);
    await page.locator('inlay-form [name=name]').fill('Ada');
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await page.locator('inlay-form [part=next]').click();
    await expect.poll(() => current(page)).toMatchObject({ heading: 'Step 2 of 3: Experience' });
    await page.locator('inlay-form [name=years]').fill('3');
    await page.waitForTimeout(400);
    await page.reload();
    await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form'));
    expect(await current(page)).toEqual({ current: '2 Experience', heading: 'Step 2 of 3: Experience', fields: ['years', 'role'] });
    expect(await page.locator('inlay-form [name=years]').inputValue()).toBe('3');
    expect(await shadow(page, (root) => root.querySelectorAll('[aria-current]').length)).toBe(1);
    await page.locator('inlay-form [part=back]').click();
    expect(await page.locator('inlay-form [name=name]').inputValue()).toBe('Ada');
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// Captcha, consent-gated, against a local stand-in script.

const STANDIN = '/test/fixtures/form/captcha-standin.js';
const addonRequests = () => server.requests.filter((r) => r.url === '/dist/inlay-form-captcha.js').length;
const captchaRequests = () => server.requests.filter((r) => r.url.startsWith(STANDIN)).length;
const SHORT = JSON.stringify([{ name: 'email', type: 'email', label: 'Email', required: true }]);

describe('captcha', () => {
  it('placeholder until consent (no captcha script requested), then the widget renders in a light-DOM slot and its token is sent', async () => {
    const before = captchaRequests();
    const addonBefore = addonRequests();
    const { page, log, context } = await open(`captcha="turnstile" captcha-sitekey="site-123" captcha-src="${STANDIN}"`, SHORT);
    await page.waitForTimeout(300);
    expect(captchaRequests()).toBe(before);
    expect(await page.locator('inlay-form [part=consent]').textContent()).toMatch(/Content from Cloudflare Turnstile/);
    // The captcha module is first-party (inlay-form-captcha.js next to inlay-form.js), loaded once.
    expect(addonRequests() - addonBefore).toBe(1);
    expect(await axe(page)).toEqual([]);
    // Sending without the check: refused with a message, nothing sent.
    await page.locator('inlay-form [name=email]').fill('ada@example.com');
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Complete the security check before sending.');
    expect(hits).toHaveLength(0);
    expect(captchaRequests()).toBe(before);
    await page.locator('inlay-form [part~=consent-once]').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __captcha?: { renders: unknown[] } }).__captcha?.renders))
      .toEqual([{ sitekey: 'site-123', inDocument: true, language: 'en' }]);
    expect(captchaRequests()).toBe(before + 1);
    // The provider's widget lives in the light DOM (slot="captcha"), shown inside the form.
    expect(await page.evaluate(() => document.querySelector('inlay-form > [slot=captcha] button')?.textContent)).toBe('Verify you are human');
    expect(await axe(page)).toEqual([]);
    await page.locator('inlay-form > [slot=captcha] button').click();
    await submit(page);
    await expect.poll(() => statusText(page)).toBe('Thank you! Your message has been sent.');
    expect(JSON.parse(hits[0]!.body)).toEqual({ email: 'ada@example.com', 'cf-turnstile-response': 'token-1-1' });
    expect(await page.evaluate(() => (window as unknown as { __captcha: { resets: number } }).__captcha.resets)).toBe(1); // a token is single-use
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('a site that already allows the service loads the captcha at once; hcaptcha and recaptcha use their field names', async () => {
    for (const [kind, service, field] of [
      ['hcaptcha', 'hcaptcha', 'h-captcha-response'],
      ['recaptcha', 'google-recaptcha', 'g-recaptcha-response'],
    ] as const) {
      hits = [];
      const head = `<script type="application/json" id="inlay-consent">{"services": {"${service}": "granted"}}</script>`;
      const { page, context } = await open(`captcha="${kind}" captcha-sitekey="k" captcha-src="${STANDIN}?${kind}"`, SHORT, { head });
      await page.locator('inlay-form > [slot=captcha] button').click();
      await page.locator('inlay-form [name=email]').fill('ada@example.com');
      await submit(page);
      await expect.poll(() => hits.length).toBe(1);
      expect(Object.keys(JSON.parse(hits[0]!.body))).toEqual(['email', field]);
      await context.close();
    }
  });
});

describe('examples', () => {
  it('examples/form.html has a job application: steps, a conditional question, a file field; axe clean', async () => {
    const { page, log, context } = await newPage(chrome.browser);
    await page.goto(`${server.url}/examples/form.html`);
    await page.waitForFunction(() => !!document.querySelector('#apply')?.shadowRoot?.querySelector('form'));
    const names = () =>
      page.$eval('#apply', (el) =>
        [...el.shadowRoot!.querySelectorAll('input, select, textarea')]
          .filter((i) => i.getAttribute('tabindex') !== '-1')
          .map((i) => (i as HTMLInputElement).name),
      );
    expect(await names()).toEqual(['name', 'email', 'role']);
    await page.locator('#apply [name=role]').selectOption('Other');
    expect(await names()).toEqual(['name', 'email', 'role', 'roleOther']);
    await page.locator('#apply [name=name]').fill('Ada');
    await page.locator('#apply [name=email]').fill('ada@example.com');
    await page.locator('#apply [name=roleOther]').fill('Data engineer');
    await page.locator('#apply [part=next]').click();
    await expect.poll(() => names()).toEqual(['years', 'cv']);
    expect(await page.locator('#apply [aria-current=step]').textContent()).toBe('2 Experience');
    expect(await axe(page, '#job-application')).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});
