// The widgets on what Eleventy really writes: test/fixtures/cms/eleventy/*.html were built by Eleventy
// 3.1.8 (default markdown-it) from test/fixtures/cms/eleventy/site (capture.sh there). Real Chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { captured, setup } from './fixtures/cms/helpers';

const { open } = setup();
const SCRIPTS = ['/dist/inlay-slider.js', '/dist/inlay-share.js'];
const slider = (page: Page) =>
  page.$eval('inlay-slider', (el) => ({
    total: (el as unknown as { total: number }).total,
    alts: [...el.children].filter((c) => c.localName === 'img').map((i) => i.getAttribute('alt')),
    notice: el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
  }));
const ready = (page: Page) => page.waitForFunction(() => !!document.querySelector('inlay-slider')?.shadowRoot?.querySelector('.ready'));

describe('Eleventy (markdown-it, html: true)', () => {
  it('<img> tags on consecutive lines (one raw HTML block), share in a paragraph: both work', async () => {
    const { page, context, errors } = await open('/11ty-img.html', captured('eleventy/img-tags.html'), { scripts: SCRIPTS });
    await ready(page);
    await page.waitForFunction(() => !!document.querySelector('inlay-share')?.shadowRoot?.querySelector('[data-service]'));
    expect(await slider(page)).toEqual({ total: 2, alts: ['Beach', 'Harbour'], notice: null });
    expect(await page.$eval('h2', (h) => h.id)).toBe(''); // markdown-it writes no heading ids (docs/cms.md)
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('Markdown images separated by blank lines (a <p> each): one slide per image', async () => {
    const { page, context, errors } = await open('/11ty-md-blank.html', captured('eleventy/md-blank-lines.html'), { scripts: SCRIPTS });
    await ready(page);
    expect(await slider(page)).toEqual({ total: 3, alts: ['Beach', 'Harbour', 'Hills'], notice: null });
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('Markdown images on consecutive lines (left as text inside the HTML block): the owner is told there are no slides', async () => {
    const { page, context, errors } = await open('/11ty-md-lines.html', captured('eleventy/md-lines.html'), { scripts: SCRIPTS });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    expect((await errors()).map((e) => e.slice(0, 2))).toEqual([['inlay-slider', 'no-slides']]);
    await context.close();
  });
});
