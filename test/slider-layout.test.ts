// <inlay-slider> layouts and options in real Chromium: vertical, per-view auto/fractional, loop limits,
// arrows/dots off, start, a direction change at run time, the index property.
import { describe, expect, it } from 'vitest';
import { setup, slides, inView, state, waitIndex } from './fixtures/slider/helpers';

const { open } = setup();
type El = HTMLElement & { next(): void; prev(): void; goTo(i: number): void; index: number; total: number };

describe('layouts', () => {
  it('vertical: slides stack in a box of --inlay-slider-height, ArrowDown goes forward', async () => {
    const { page, context } = await open('/vertical.html', `<inlay-slider label="x" vertical style="--inlay-slider-height: 200px">${slides(3)}</inlay-slider>`);
    const geo = () =>
      page.$eval('inlay-slider', (el) => {
        const t = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
        return { h: Math.round(t.height), tops: [...el.children].map((c) => Math.round(c.getBoundingClientRect().top - t.top)) };
      });
    const g = await geo();
    expect(g.h).toBe(200);
    expect(g.tops).toEqual([0, 200, 400]);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => (document.querySelector('inlay-slider') as unknown as { index: number }).index === 1);
    await page.waitForFunction(() => {
      const el = document.querySelector('inlay-slider')!;
      return Math.abs(el.children[1]!.getBoundingClientRect().top - el.shadowRoot!.querySelector('.track')!.getBoundingClientRect().top) < 1;
    });
    await context.close();
  });

  it('per-view="auto" takes slide widths from the page CSS; fractional per-view shows a peek', async () => {
    const { page, context } = await open(
      '/auto.html',
      `<style>#a > div { width: 150px }</style><div style="width:600px"><inlay-slider id="a" label="x" per-view="auto" spacing="10" arrows="false">${slides(8)}</inlay-slider>
       <inlay-slider id="b" label="y" per-view="1.5" arrows="false">${slides(4)}</inlay-slider></div>`,
    );
    const widths = (sel: string) => page.$eval(sel, (el) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().width)));
    expect((await widths('#a')).every((w) => w === 150)).toBe(true);
    expect(await inView(page, '#a')).toEqual([1, 2, 3, 4]);
    expect((await widths('#b'))[0]).toBe(400);
    // The peeking second slide is more than half out of view: inert until it is current.
    expect(await page.$eval('#b', (el) => [...el.children].map((c) => (c as HTMLElement).inert))).toEqual([false, true, true, true]);
    await context.close();
  });

  it('loop is turned off when the slides do not fill more than one view; per-view 2 stops at the last full view', async () => {
    const { page, context } = await open(
      '/loop.html',
      `<inlay-slider id="a" label="x" loop per-view="3">${slides(3)}</inlay-slider><inlay-slider id="b" label="y" per-view="2">${slides(5)}</inlay-slider>`,
    );
    // #a: everything fits, so no loop and nothing to navigate: no arrows needed beyond disabled, one dot position.
    expect(await page.$eval('#a', (el) => el.shadowRoot!.querySelectorAll('.dot').length)).toBe(0);
    expect(await page.$eval('#a', (el) => [...el.children].map((c) => (c as HTMLElement).inert))).toEqual([false, false, false]);
    expect(await page.$eval('#a', (el) => el.shadowRoot!.querySelector('.next')?.getAttribute('aria-disabled'))).toBe('true');
    // #b: positions 0..3 (the last view shows slides 4 and 5).
    expect(await page.$eval('#b', (el) => el.shadowRoot!.querySelectorAll('.dot').length)).toBe(4);
    await page.$eval('#b', (el) => (el as El).goTo(4));
    await page.waitForFunction(() => (document.querySelector('#b') as unknown as { index: number }).index === 3);
    await page.waitForTimeout(700);
    expect(await inView(page, '#b')).toEqual([4, 5]);
    await context.close();
  });

  it('arrows="false" dots="false" leave only the slides (still keyboard-operable), start picks the first slide', async () => {
    const { page, context } = await open('/bare.html', `<inlay-slider label="x" arrows="false" dots="false" start="2">${slides(4)}</inlay-slider>`);
    expect(await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelectorAll('button').length)).toBe(0);
    expect(await inView(page)).toEqual([3]);
    expect((await state(page)).index).toBe(2);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('inlay-slider')!.shadowRoot!.activeElement?.id)).toBe('track');
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 3);
    // Toggling an attribute at run time brings the arrows back.
    await page.$eval('inlay-slider', (el) => el.setAttribute('arrows', ''));
    await page.waitForFunction(() => document.querySelector('inlay-slider')!.shadowRoot!.querySelectorAll('.arrow').length === 2);
    await context.close();
  });

  it('follows a dir change at run time, and index can be set', async () => {
    const { page, context } = await open('/dirchange.html', `<div id="wrap" style="width:500px"><inlay-slider label="x">${slides(3)}</inlay-slider></div>`);
    await page.$eval('#wrap', (w) => w.setAttribute('dir', 'rtl'));
    await page.waitForFunction(() => document.querySelector('inlay-slider')!.shadowRoot!.querySelector('.base.rtl'));
    await page.$eval('inlay-slider', (el) => ((el as El).index = 1));
    await waitIndex(page, 1);
    const [a, b] = await page.$eval('inlay-slider', (el) => [...el.children].slice(0, 2).map((c) => c.getBoundingClientRect().left));
    expect(a!).toBeGreaterThan(b!); // slide 1 moved off to the right
    expect((await state(page)).total).toBe(3);
    await context.close();
  });
});
