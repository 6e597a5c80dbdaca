// The widgets on markup WordPress really writes: test/fixtures/cms/wordpress/*.html were produced by
// WordPress's own filters (capture.php there; its README says how). Real Chromium, built scripts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { captured, setup } from './fixtures/cms/helpers';

const { open } = setup();
const SLIDER = ['/dist/inlay-slider.js'];

/** Waits for the slider to be ready; returns what a visitor gets from it. */
async function sliderState(page: Page) {
  await page.waitForFunction(() => !!document.querySelector('inlay-slider')?.shadowRoot?.querySelector('.ready'));
  return page.$eval('inlay-slider', (el) => {
    const root = el.shadowRoot!;
    const track = root.querySelector('.track')!.getBoundingClientRect();
    return {
      total: (el as unknown as { total: number }).total,
      dots: root.querySelectorAll('.dot').length,
      thumbs: [...root.querySelectorAll('[part~="thumbnail"]')].map((t) => t.getAttribute('aria-label')),
      // Every <br> and empty paragraph takes no room; every image is the width of the track.
      filler: [...el.querySelectorAll(':scope > br, :scope > p')].map((n) => getComputedStyle(n).display),
      widths: [...el.querySelectorAll('img')].map((i) => Math.round(i.closest('inlay-slider > *')!.getBoundingClientRect().width - track.width)),
      notice: root.querySelector('[part="error"]')?.textContent ?? null,
    };
  });
}

describe('WordPress classic content (wpautop): the slider', () => {
  it('images on separate lines (<br /> after each): one slide per image, the <br>s ignored', async () => {
    const { page, context, log, errors } = await open('/wp-lines.html', captured('wordpress/slider-lines.html'), { scripts: SLIDER });
    const s = await sliderState(page);
    expect(s).toMatchObject({ total: 3, dots: 3, widths: [0, 0, 0], notice: null });
    expect(s.filler.every((d) => d === 'none')).toBe(true);
    await page.$eval('inlay-slider', (el) => (el as unknown as { goTo(i: number): void }).goTo(2));
    await page.waitForFunction(() => {
      const el = document.querySelector('inlay-slider')!;
      const t = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
      return Math.abs(el.querySelectorAll('img')[2]!.getBoundingClientRect().left - t.left) < 1;
    });
    expect(await errors()).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });

  it('linked images with thumbnails: one slide and one named thumbnail per image', async () => {
    const { page, context, errors } = await open('/wp-linked.html', captured('wordpress/slider-linked.html'), { scripts: SLIDER });
    const s = await sliderState(page);
    expect(s).toMatchObject({ total: 3, widths: [0, 0, 0], notice: null });
    expect(s.thumbs).toHaveLength(3);
    expect(s.thumbs.join('|')).toMatch(/Beach.*\|.*Harbour.*\|.*Hills/);
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('paragraphs of images inside the element (a slider in a <div>, blank lines): unwrapped, one slide per image', async () => {
    const { page, context, errors } = await open('/wp-div.html', captured('wordpress/slider-div.html'), { scripts: SLIDER });
    const s = await sliderState(page);
    expect(s).toMatchObject({ total: 3, dots: 3, widths: [0, 0, 0], notice: null });
    expect(s.filler.every((d) => d === 'none')).toBe(true);
    expect(await page.$eval('inlay-slider', (el) => [...el.children].filter((c) => c.localName === 'img').map((i) => i.getAttribute('alt')))).toEqual([
      'Beach',
      'Harbour',
      'Hills',
    ]);
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('blank lines after the opening tag (<p><inlay-slider></p>, the images after it): the owner is told exactly that, with the fix', async () => {
    const { page, context, errors } = await open('/wp-split.html', captured('wordpress/slider-blank-lines.html'), { scripts: SLIDER });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    const [[tag, code, message]] = (await errors()) as [[string, string, string]];
    expect([tag, code]).toEqual(['inlay-slider', 'no-slides']);
    expect(message).toMatch(/a paragraph closed right after <inlay-slider>/);
    expect(message).toMatch(/its slides are outside it. Fix: no blank lines inside it, or a Custom HTML block/);
    const notice = await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '');
    expect(notice).toContain('closed right after');
    // The images stay on the page, under the message.
    expect(await page.$$eval('p > img', (imgs) => imgs.filter((i) => (i as HTMLImageElement).getBoundingClientRect().height > 0).length)).toBe(3);
    await context.close();
  });

  for (const [who, query, attr, box] of [
    ['a visitor of the public site', '', '', false],
    ['the owner with ?inlay-debug', '?inlay-debug', '', true],
    ['the owner with a debug attribute', '', ' debug', true],
  ] as const) {
    it(`the split slider on a public origin, seen by ${who}: ${box ? 'the message' : 'no box, the images, the report in the console and inlay-error'}`, async () => {
      const body = captured('wordpress/slider-blank-lines.html').replace('<inlay-slider ', `<inlay-slider${attr} `);
      const { page, context, log, errors } = await open(`/wp-split-public-${attr.trim() || 'q'}.html`, body, { scripts: SLIDER, origin: 'visitor', query });
      expect(new URL(page.url()).hostname).toBe('site.example');
      await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
      expect((await errors()).map((e) => e[1])).toEqual(['no-slides']);
      expect(log.errors.join('\n')).toMatch(/closed right after <inlay-slider>/);
      const shown = await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null);
      if (box) expect(shown).toMatch(/closed right after <inlay-slider>/);
      else expect(shown).toBeNull();
      expect(await page.$$eval('p > img', (imgs) => imgs.filter((i) => (i as HTMLImageElement).getBoundingClientRect().height > 0).length)).toBe(3);
      await context.close();
    });
  }
});

const FORM = ['/dist/inlay-form.js'];
/** The labels of the form's fields once it rendered (its light-DOM text is never shown). */
async function formState(page: Page) {
  await page.waitForFunction(() => !!document.querySelector('inlay-form')?.shadowRoot?.querySelector('form, [part="error"]'));
  return page.$eval('inlay-form', (el) => ({
    labels: [...el.shadowRoot!.querySelectorAll('label')]
      .map((l) =>
        l
          .textContent!.replace(/\s+/g, ' ')
          .replace(/\s*\*$/, '')
          .trim(),
      )
      .filter(Boolean),
    placeholders: [...el.shadowRoot!.querySelectorAll('[placeholder]')].map((i) => i.getAttribute('placeholder')),
    notice: el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
    // What a visitor reads on the page (innerText skips what is not rendered).
    page: document.body.innerText,
  }));
}

describe('WordPress classic content: the form definition', () => {
  for (const [file, how] of [
    ['form-script.html', 'a child JSON script (wpautop adds <br>s around it)'],
    ['form-script.kses.html', 'the script stripped by kses: its text left behind with curly quotes'],
    ['form-fields.html', 'the fields attribute'],
    ['form-fields.kses.html', 'the fields attribute through kses'],
  ] as const) {
    it(`${how}: the form, and no JSON on the page`, async () => {
      const { page, context, errors } = await open(`/wp-${file}`, captured(`wordpress/${file}`), { scripts: FORM });
      const f = await formState(page);
      expect(f.notice).toBeNull();
      expect(f.labels.slice(0, 2)).toEqual(['Email', 'Your message']);
      expect(f.placeholders).toContain(file.startsWith('form-script.kses') ? 'Don’t be shy' : "Don't be shy");
      expect(f.page).not.toMatch(/fields|“|"name"/);
      expect(await errors()).toEqual([]);
      await context.close();
    });
  }

  for (const file of ['form-template.html', 'form-script-numbers.kses.html']) {
    it(`${file}: wptexturize's quotes, dashes and primes repaired where JSON needs it, kept in the texts`, async () => {
      const { page, context, errors } = await open(`/wp-${file}`, captured(`wordpress/${file}`), { scripts: FORM });
      const f = await formState(page);
      expect(f.notice).toBeNull();
      expect(f.labels.slice(0, 4)).toEqual(['Email', 'Guests — adults only', 'Table', 'Anything else…']);
      expect(f.placeholders).toContain('We’ll read it "soon"');
      expect(await page.$eval('inlay-form', (el) => [...el.shadowRoot!.querySelectorAll('option')].map((o) => o.textContent).filter(Boolean))).toEqual(
        expect.arrayContaining(['2′', '4′', '6′']),
      );
      expect(f.page).not.toMatch(/fields|“/);
      expect(await errors()).toEqual([]);
      await context.close();
    });
  }

  it('no definition at all: the message names every way to give one', async () => {
    const { page, context, errors } = await open('/wp-form-none.html', '<p><inlay-form action="/api/contact"></inlay-form></p>', { scripts: FORM });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    const [[, , message]] = (await errors()) as [[string, string, string]];
    for (const way of [/fields='\[\.\.\.\]'/, /<script type="application\/json">/, /<template>/, /fields property/]) expect(message).toMatch(way);
    await context.close();
  });

  it('a broken definition left as text, seen by a visitor: no box and no JSON on the page; the owner is told', async () => {
    const body = '<p><inlay-form action="/api/contact"><br />\n{ “fields”: [ { “name”: “email” </inlay-form></p>';
    const { page, context, log, errors } = await open('/wp-form-broken.html', body, { scripts: FORM, origin: 'visitor' });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    expect((await errors())[0]![2]).toMatch(/not valid JSON/);
    expect(log.errors.join('\n')).toMatch(/not valid JSON/);
    expect(await page.$eval('inlay-form', (el) => el.shadowRoot!.querySelector('[part="error"]'))).toBeNull();
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/fields/);
    await context.close();
  });
});

describe('WordPress classic content: share and search in wpautop paragraphs', () => {
  it('<p><inlay-share></p> and <p><inlay-search mode="modal"></p>: both render, nothing reported', async () => {
    const { page, context, errors, log } = await open('/wp-share-search.html', captured('wordpress/share-search.html'), {
      scripts: ['/dist/inlay-share.js', '/dist/inlay-search.js'],
    });
    await page.waitForFunction(() => ['inlay-share', 'inlay-search'].every((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('a, button')));
    expect(await page.$eval('inlay-share', (el) => el.shadowRoot!.querySelectorAll('[data-service]').length)).toBe(4);
    expect(await page.$eval('inlay-search', (el) => el.shadowRoot!.querySelector('[part="error"]'))).toBeNull();
    expect(await errors()).toEqual([]);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});
