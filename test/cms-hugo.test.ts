// The widgets on what Hugo really writes: test/fixtures/cms/hugo/*.html were built by Debian's hugo from
// test/fixtures/cms/hugo/site (capture.sh there). Real Chromium, built scripts.
import { describe, expect, it } from 'vitest';
import { captured, setup } from './fixtures/cms/helpers';

const { open } = setup();
const SCRIPTS = ['/dist/inlay-slider.js', '/dist/inlay-share.js'];

const slider = (page: import('playwright-core').Page) =>
  page.$eval('inlay-slider', (el) => ({
    total: (el as unknown as { total: number }).total,
    alts: [...el.children].filter((c) => c.localName === 'img').map((i) => i.getAttribute('alt')),
    notice: el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
  }));

describe('Hugo (unsafe = true): shortcodes and raw HTML', () => {
  for (const [file, how] of [
    ['percent-lines.unsafe.html', '{{% slider %}}, images on consecutive lines: one <p> of images'],
    ['percent-blank-lines.unsafe.html', '{{% slider %}}, blank lines between images: a <p> per image'],
  ] as const) {
    it(`${how} → one slide per image, the heading after it stays on the page`, async () => {
      const { page, context, errors } = await open(`/hugo-${file}`, captured(`hugo/${file}`), { scripts: SCRIPTS });
      await page.waitForFunction(() => !!document.querySelector('inlay-slider')?.shadowRoot?.querySelector('.ready'));
      expect(await slider(page)).toEqual({ total: 3, alts: ['Beach', 'Harbour', 'Hills'], notice: null });
      expect(await page.$eval('h2', (h) => h.closest('inlay-slider'))).toBeNull();
      expect(await errors()).toEqual([]);
      await context.close();
    });
  }

  it('raw HTML in Markdown: the slider and the share buttons', async () => {
    const { page, context, errors } = await open('/hugo-raw.html', captured('hugo/raw-html.unsafe.html'), { scripts: SCRIPTS });
    await page.waitForFunction(
      () =>
        !!document.querySelector('inlay-slider')?.shadowRoot?.querySelector('.ready') &&
        !!document.querySelector('inlay-share')?.shadowRoot?.querySelector('a, button'),
    );
    expect(await slider(page)).toEqual({ total: 2, alts: ['Beach', 'Harbour'], notice: null });
    expect(await errors()).toEqual([]);
    await context.close();
  });

  it('{{< slider >}} with Markdown inside: the owner is told the element has no slides (the text stays as written)', async () => {
    const { page, context, errors } = await open('/hugo-angle.html', captured('hugo/angle-lines.unsafe.html'), { scripts: SCRIPTS });
    await page.waitForFunction(() => (window as unknown as { __errors: unknown[] }).__errors.length > 0);
    expect((await errors()).map((e) => e.slice(0, 2))).toEqual([['inlay-slider', 'no-slides']]);
    await context.close();
  });
});
