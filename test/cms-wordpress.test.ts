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
    expect(await page.$eval('inlay-slider', (el) => [...el.children].filter((c) => c.localName === 'img').map((i) => i.getAttribute('alt')))).toEqual(['Beach', 'Harbour', 'Hills']);
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('blank lines after the opening tag (<p><inlay-slider></p>, the images after it): the owner is told exactly that, with the fix', async () => {
    const { page, context, errors } = await open('/wp-split.html', captured('wordpress/slider-blank-lines.html'), { scripts: SLIDER });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    const [[tag, code, message]] = (await errors()) as [[string, string, string]];
    expect([tag, code]).toEqual(['inlay-slider', 'no-slides']);
    expect(message).toMatch(/a paragraph closed right after <inlay-slider>/);
    expect(message).toMatch(/WordPress does that after a blank line/);
    expect(message).toMatch(/its slides are outside it. Fix: no blank lines inside it, or a Custom HTML block/);
    const notice = await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '');
    expect(notice).toContain("closed right after");
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
