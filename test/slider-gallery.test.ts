// <inlay-slider> as a gallery in real Chromium: thumbnails (APG tabs) in sync, nav-for, lazy images,
// fade, auto-height, inlay-slide-click; and issue 16's slider items (one change event per visible
// change, focus follows in the picker, arrows never over card text).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, newPage } from './helpers/browser';
import { setup, slides, state, waitIndex } from './fixtures/slider/helpers';

const { env, open } = setup();
type El = HTMLElement & { next(): void; prev(): void; goTo(i: number): void; index: number; total: number; play(): void; pause(): void };

const focused = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('aria-label') ?? (a?.id ? `#${a.id}` : (a?.tagName ?? ''));
  });
const events = (page: Page, type = 'slide-change') =>
  page.evaluate((t) => (window as unknown as Record<string, { index: number; total: number }[]>)[t] ?? [], type);
const listen = `<script>for (const t of ['slide-change','slide-click']) { window[t] = []; document.addEventListener('inlay-' + t, (e) => window[t].push({ id: e.target.id, ...e.detail })); }</script>`;
const photos = (n: number, attrs = (i: number) => `src="/test/fixtures/slider/slide-${(i % 6) + 1}.svg?p=${i}" width="800" height="450"`) =>
  Array.from(
    { length: n },
    (_, i) => `<figure style="margin:0"><img ${attrs(i)} alt="Photo ${i + 1}" style="display:block;width:100%;height:auto"></figure>`,
  ).join('');
const thumbs = (page: Page, sel = 'inlay-slider') =>
  page.$eval(sel, (el) =>
    [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"]')].map((b) => ({
      label: b.getAttribute('aria-label'),
      selected: b.getAttribute('aria-selected'),
      tab: (b as HTMLElement).tabIndex,
      part: b.getAttribute('part'),
    })),
  );
const selectedThumb = (page: Page, sel = 'inlay-slider') =>
  page.$eval(sel, (el) => [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"]')].findIndex((b) => b.getAttribute('aria-selected') === 'true'));

describe('issue 16.5: change events and the picker', () => {
  it('goTo(0) from slide 4 fires one inlay-slide-change; adding a slide fires one with the new total', async () => {
    const { page, context } = await open('/events.html', `${listen}<inlay-slider id="s" label="x" start="3">${slides(6)}</inlay-slider>`);
    await page.$eval('inlay-slider', (el) => (el as El).goTo(0));
    await waitIndex(page, 0);
    await page.waitForTimeout(100);
    expect(await events(page)).toEqual([{ id: 's', index: 0, total: 6 }]);
    await page.$eval('inlay-slider', (el) => el.append(Object.assign(document.createElement('div'), { textContent: 'Seven' })));
    await page.waitForFunction(() => (window as unknown as { 'slide-change': unknown[] })['slide-change'].length === 2);
    await page.waitForTimeout(100);
    expect((await events(page))[1]).toEqual({ id: 's', index: 0, total: 7 });
    // A drag over several slides: one event, for where it lands.
    await page.$eval('inlay-slider', (el) => (el as El).goTo(2));
    await waitIndex(page, 2);
    const n = (await events(page)).length;
    const y = await page.$eval('inlay-slider', (el) => el.getBoundingClientRect().top + 30);
    await page.mouse.move(700, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(700 - i * 50, y);
    await page.mouse.up();
    await page.waitForTimeout(900);
    const after = (await events(page)).slice(n);
    expect(after).toHaveLength(1);
    expect(after[0]!.index).toBe((await state(page)).index);
    await context.close();
  });

  it('focus follows in the picker: ArrowRight twice on the "Slide 1" dot focuses "Slide 3"', async () => {
    const { page, context } = await open('/dotfocus.html', `<inlay-slider label="x">${slides(6)}</inlay-slider>`);
    await page.getByRole('button', { name: 'Slide 1', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 2);
    expect(await focused(page)).toBe('Slide 3');
    await page.keyboard.press('End');
    await waitIndex(page, 5);
    expect(await focused(page)).toBe('Slide 6');
    await context.close();
  });
});

describe('issue 16.6: arrows never cover card text', () => {
  const cards = Array.from(
    { length: 6 },
    (_, i) =>
      `<article class="card"><h3>Card ${i + 1}</h3><p>Some words that run across the whole card, edge to edge, on every width.</p><a href="#c${i}">Details</a></article>`,
  ).join('');
  for (const width of [1280, 390]) {
    it(`at ${width} px the arrows overlap no text or link of any slide in view`, async () => {
      const { page, context } = await open(
        `/cards-${width}.html`,
        `<style>body{margin:0;padding:16px}.card{border:1px solid #ccc;padding:0;margin:0}</style>
         <inlay-slider id="cards" label="Trips" spacing="16" breakpoints='{"560": {"perView": 2}, "860": {"perView": 3, "spacing": 24}}'>${cards}</inlay-slider>
         <inlay-slider id="pics" label="Pictures">${photos(3)}</inlay-slider>`,
        { viewport: { width, height: 900 } },
      );
      const overlaps = await page.$eval('#cards', (el) => {
        const arrows = [...el.shadowRoot!.querySelectorAll('.arrow')].map((a) => a.getBoundingClientRect());
        const boxes: DOMRect[] = [];
        for (const slide of [...el.children].filter((c) => !(c as HTMLElement).inert)) {
          const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!n.textContent!.trim()) continue;
            const r = document.createRange();
            r.selectNodeContents(n);
            boxes.push(...r.getClientRects());
          }
        }
        const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return { arrows: arrows.length, boxes: boxes.length, hits: arrows.flatMap((a, i) => boxes.filter((b) => hit(a, b)).map(() => i)) };
      });
      expect(overlaps.arrows).toBe(2);
      expect(overlaps.boxes).toBeGreaterThan(2);
      expect(overlaps.hits).toEqual([]);
      // A slider of full-bleed images keeps its arrows over the picture.
      const over = await page.$eval('#pics', (el) => {
        const t = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
        return [...el.shadowRoot!.querySelectorAll('.arrow')].every((a) => {
          const r = a.getBoundingClientRect();
          return r.left >= t.left && r.right <= t.right;
        });
      });
      expect(over).toBe(true);
      await context.close();
    });
  }
});

describe('thumbnails', () => {
  const gallery = (n: number, extra = '') =>
    `${listen}<button id="before">before</button><div style="width:720px"><inlay-slider id="g" label="Gallery" thumbnails ${extra}>${photos(n)}</inlay-slider></div><button id="after">after</button>`;

  it('a tablist: one tab stop, labels "Slide n of m: alt", parts, data-thumb, srcset, text slides by heading', async () => {
    const body = `<div style="width:720px"><inlay-slider label="Mixed" thumbnails>
      <figure style="margin:0"><img src="/test/fixtures/slider/slide-1.svg" srcset="/test/fixtures/slider/slide-1.svg?w=400 400w, /test/fixtures/slider/slide-2.svg?w=1600 1600w" sizes="100vw" alt="Harbour" width="800" height="450"></figure>
      <div data-thumb="/test/fixtures/slider/slide-3.svg?thumb"><img src="/test/fixtures/slider/slide-4.svg" alt="Forest" width="800" height="450"></div>
      <article><h3>Opening hours</h3><p>Daily 9–18.</p></article>
    </inlay-slider></div>`;
    const { page, context } = await open(
      '/thumbs-structure.html',
      body
        .replace(
          '</inlay-slider>',
          '<img data-src="/test/fixtures/slider/slide-5.svg?main" data-srcset="/test/fixtures/slider/slide-5.svg?w=400 400w, /test/fixtures/slider/slide-6.svg?w=1600 1600w" alt="Dunes" width="800" height="450"></inlay-slider>',
        )
        .replace('thumbnails>', 'thumbnails lazy>'),
    );
    expect(await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelector('[part="thumbnails"]')!.getAttribute('role'))).toBe('tablist');
    expect(await page.$eval('inlay-slider', (el) => el.shadowRoot!.querySelectorAll('.dot').length)).toBe(0);
    expect(await thumbs(page)).toEqual([
      { label: 'Slide 1 of 4: Harbour', selected: 'true', tab: 0, part: 'thumbnail active' },
      { label: 'Slide 2 of 4: Forest', selected: 'false', tab: -1, part: 'thumbnail' },
      { label: 'Slide 3 of 4: Opening hours', selected: 'false', tab: -1, part: 'thumbnail' },
      { label: 'Slide 4 of 4: Dunes', selected: 'false', tab: -1, part: 'thumbnail' },
    ]);
    await expect(page.getByRole('tab', { name: 'Slide 2 of 4: Forest' }).count()).resolves.toBe(1);
    const imgs = await page.$eval('inlay-slider', (el) =>
      [...el.shadowRoot!.querySelectorAll('.thumb img')].map((i) => [
        i.getAttribute('src'),
        i.getAttribute('srcset'),
        i.getAttribute('sizes'),
        i.getAttribute('alt'),
      ]),
    );
    expect(imgs[0]).toEqual([
      '/test/fixtures/slider/slide-1.svg',
      '/test/fixtures/slider/slide-1.svg?w=400 400w, /test/fixtures/slider/slide-2.svg?w=1600 1600w',
      '120px',
      '',
    ]);
    expect(imgs[1]).toEqual(['/test/fixtures/slider/slide-3.svg?thumb', null, null, '']);
    expect(imgs).toHaveLength(3);
    // The thumbnail's width picks the srcset candidate (the slide itself is not loaded yet: lazy).
    await page.waitForFunction(() => (document.querySelector('inlay-slider')!.shadowRoot!.querySelectorAll('.thumb img')[2] as HTMLImageElement).complete);
    expect(await page.$eval('inlay-slider', (el) => (el.shadowRoot!.querySelectorAll('.thumb img')[2] as HTMLImageElement).currentSrc)).toMatch(/w=400$/);
    expect(env.server.requests.filter((r) => r.url.includes('?main'))).toEqual([]);
    expect(await axe(page, 'inlay-slider')).toEqual([]);
    await context.close();
  });

  it('stays in sync by click, keyboard, goTo, drag and autoplay; keeps the current thumbnail in view', async () => {
    const { page, context } = await open('/thumbs-sync.html', gallery(24, 'autoplay="1200" loop'));
    await page.$eval('#g', (el) => (el as El).pause());
    // Click
    await page.getByRole('tab', { name: 'Slide 3 of 24: Photo 3' }).click();
    await waitIndex(page, 2, 2000, '#g');
    expect(await selectedThumb(page, '#g')).toBe(2);
    // goTo, far: the strip scrolls the thumbnail into view (not the page).
    const y0 = await page.evaluate(() => window.scrollY);
    await page.$eval('#g', (el) => (el as El).goTo(20));
    await waitIndex(page, 20, 2000, '#g');
    expect(await selectedThumb(page, '#g')).toBe(20);
    const inStrip = () =>
      page.$eval('#g', (el) => {
        const strip = el.shadowRoot!.querySelector('.thumbs')!.getBoundingClientRect();
        const r = el.shadowRoot!.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        return r.left >= strip.left - 1 && r.right <= strip.right + 1;
      });
    await page.waitForFunction(() => true);
    await expect.poll(inStrip).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(y0);
    // Drag the main slider back one slide: past half a slide (440 of 736 px), so keen-slider snaps to it
    // whatever the speed. A shorter drag counts only as a flick, and keen reads the speed from the moves of
    // the last 200 ms: a release later than that (a stalled WebDriver command) stayed on index 20.
    const box = await page.$eval('#g', (el) => {
      const r = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + 60 };
    });
    await page.mouse.move(box.x, box.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + i * 55, box.y);
    await page.mouse.up();
    await waitIndex(page, 19, 2000, '#g');
    expect(await selectedThumb(page, '#g')).toBe(19);
    // Autoplay
    await page.mouse.move(1, 1);
    await page.$eval('#g', (el) => (el as El).play());
    await waitIndex(page, 20, 3000, '#g');
    expect(await selectedThumb(page, '#g')).toBe(20);
    await page.$eval('#g', (el) => (el as El).pause());
    // Keyboard: focus follows, the slide follows focus, wraps (tabs pattern).
    await page.getByRole('tab', { name: /^Slide 21 of 24/ }).focus();
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 21, 2000, '#g');
    expect(await focused(page)).toBe('Slide 22 of 24: Photo 22');
    await page.keyboard.press('End');
    await waitIndex(page, 23, 2000, '#g');
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 0, 2000, '#g');
    expect(await focused(page)).toBe('Slide 1 of 24: Photo 1');
    await expect.poll(inStrip).toBe(true);
    await context.close();
  });

  it('keyboard-only walkthrough: the strip is one tab stop; Home/End; Enter not needed', async () => {
    const { page, context } = await open('/thumbs-keys.html', gallery(6));
    await page.focus('#before');
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
      if (order.at(-1) === '#after') break;
    }
    expect(order).toEqual(['Previous slide', 'Next slide', '#track', 'Slide 1 of 6: Photo 1', '#after']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    await waitIndex(page, 5, 2000, '#g');
    expect(await focused(page)).toBe('Slide 6 of 6: Photo 6');
    await page.keyboard.press('Home');
    await waitIndex(page, 0, 2000, '#g');
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 1, 2000, '#g');
    // Tabbing away and back lands on the selected thumbnail.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('#after');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Slide 2 of 6: Photo 2');
    // Arrow keys on the main slider move the strip's selection too.
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await waitIndex(page, 2, 2000, '#g');
    expect(await selectedThumb(page, '#g')).toBe(2);
    expect(await axe(page, '#g')).toEqual([]);
    await context.close();
  });

  it('focus follows every arrow key, however fast the keys come (no wait between them)', async () => {
    // The focus used to be a boolean consumed by the next effect run: a key pressed before the previous
    // key's effect had flushed (preact runs it before the next render) spent the flag on the old
    // thumbnail, and focus stayed behind the selection (about half the time with real keys).
    const { page, context } = await open('/thumbs-fast.html', gallery(12));
    const thumbFocus = () =>
      page.$eval('#g', (el) => {
        const active = el.shadowRoot!.activeElement;
        const tabs = [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"]')];
        return { focused: tabs.indexOf(active as Element), selected: tabs.findIndex((b) => b.getAttribute('aria-selected') === 'true') };
      });
    await page.$eval('#g', (el) => (el.shadowRoot!.querySelector('[part~="thumbnail"]') as HTMLElement).focus());
    // Real keys, back to back (each round trip is shorter than a frame), in several rounds.
    let expected = 0;
    for (let round = 0; round < 6; round++) {
      const key = round % 2 ? 'ArrowLeft' : 'ArrowRight';
      for (let k = 0; k < 3; k++) await page.keyboard.press(key);
      expected = (expected + (key === 'ArrowRight' ? 3 : -3) + 12) % 12;
      await waitIndex(page, expected, 3000, '#g');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 20)))));
      expect(await thumbFocus()).toEqual({ focused: expected, selected: expected });
    }
    // Deterministic: each key lands after the previous key's render and before its effect (a task
    // later, never a frame later), the exact window of the race.
    await page.$eval('#g', (el) =>
      (async () => {
        for (let k = 0; k < 4; k++) {
          el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true }));
          await new Promise((r) => setTimeout(r, 0));
        }
      })(),
    );
    expected = (expected + 4) % 12;
    await waitIndex(page, expected, 3000, '#g');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 20)))));
    expect(await thumbFocus()).toEqual({ focused: expected, selected: expected });
    await context.close();
  });

  it('markup nobody here wrote: a WordPress gallery block, <picture>, linked images, a caption-only slide', async () => {
    const pic = (n: number, alt: string) =>
      `<figure class="wp-block-image size-large"><a href="#full-${n}"><picture><source type="image/webp" srcset="/test/fixtures/slider/slide-${n}.svg?webp"><img decoding="async" loading="lazy" src="/test/fixtures/slider/slide-${n}.svg" alt="${alt}" class="wp-image-${n}" width="1024" height="576"></picture></a><figcaption class="wp-element-caption">Caption ${n}</figcaption></figure>`;
    const body = `${listen}<div style="width:700px"><inlay-slider id="wp" label="Holiday" thumbnails="end" class="wp-block-gallery has-nested-images columns-default">
      ${pic(1, 'Beach at noon')}${pic(2, 'Old town')}${pic(3, '')}<figure class="wp-block-image"><figcaption>Only words here</figcaption></figure></inlay-slider></div>`;
    const { page, context } = await open('/wp-gallery.html', body);
    expect((await thumbs(page, '#wp')).map((t) => t.label)).toEqual([
      'Slide 1 of 4: Beach at noon',
      'Slide 2 of 4: Old town',
      'Slide 3 of 4',
      'Slide 4 of 4: Only words here',
    ]);
    await page.getByRole('tab', { name: 'Slide 2 of 4: Old town' }).click();
    await waitIndex(page, 1, 3000, '#wp');
    // A click on the linked image: the site's own lightbox link still works, and inlay-slide-click says which.
    await page.locator('#wp a[href="#full-2"]').click();
    await page.waitForFunction(() => location.hash === '#full-2');
    expect(await events(page, 'slide-click')).toEqual([{ id: 'wp', index: 1, total: 4 }]);
    expect(await axe(page, '#wp')).toEqual([]);
    await context.close();
  });

  it('thumbnails="start" is a vertical strip beside the slides on a wide slider, below on a narrow one', async () => {
    const { page, context } = await open(
      '/thumbs-side.html',
      `<div id="w" style="width:800px"><inlay-slider label="x" thumbnails="start">${photos(8)}</inlay-slider></div>`,
    );
    const geo = () =>
      page.$eval('inlay-slider', (el) => {
        const s = el.shadowRoot!.querySelector('.thumbs')!.getBoundingClientRect();
        const t = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
        return { beside: s.right <= t.left, below: s.top >= t.bottom, orientation: el.shadowRoot!.querySelector('.thumbs')!.getAttribute('aria-orientation') };
      });
    expect(await geo()).toEqual({ beside: true, below: false, orientation: 'vertical' });
    await page.$eval('#w', (w) => ((w as HTMLElement).style.width = '380px'));
    await expect.poll(geo).toEqual({ beside: false, below: true, orientation: null });
    await context.close();
  });
});

describe('nav-for', () => {
  it('syncs both ways: the main slider moves the nav; a click, arrows or keys on the nav move the main', async () => {
    const nav = Array.from(
      { length: 8 },
      (_, i) => `<img src="/test/fixtures/slider/slide-${(i % 6) + 1}.svg?n=${i}" alt="Thumb ${i + 1}" width="160" height="90">`,
    ).join('');
    const { page, context } = await open(
      '/navfor.html',
      `${listen}<div style="width:800px"><inlay-slider id="main" label="Photos">${photos(8)}</inlay-slider>
       <inlay-slider id="nav" label="Photo picker" nav-for="main" per-view="4" spacing="8" dots="false">${nav}</inlay-slider></div>`,
    );
    const current = () => page.$eval('#nav', (el) => [...el.children].findIndex((c) => c.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    await page.$eval('#main', (el) => (el as El).goTo(5));
    await waitIndex(page, 5, 2000, '#main');
    await expect.poll(current).toBe(5);
    await expect.poll(() => state(page, '#nav').then((s) => s.index)).toBe(4); // the nav's last full view
    // Click on a nav slide.
    await page.$eval('#nav', (el) => (el as El).goTo(0));
    await waitIndex(page, 0, 2000, '#nav');
    await page.locator('#nav img[alt="Thumb 3"]').click();
    await waitIndex(page, 2, 2000, '#main');
    await expect.poll(current).toBe(2);
    // The nav's own next button moves the main slider.
    await page.$eval('#nav', (el) => (el.shadowRoot!.querySelector('.next') as HTMLElement).click());
    await waitIndex(page, 3, 2000, '#main');
    await expect.poll(current).toBe(3);
    expect((await state(page, '#main')).index).toBe(3);
    const clicks = await events(page, 'slide-click');
    expect(clicks).toEqual([{ id: 'nav', index: 2, total: 8 }]);
    await context.close();
  });
});

describe('inlay-slide-click', () => {
  it('fires for a click on a slide, not for a drag', async () => {
    const { page, context } = await open('/click.html', `${listen}<div style="width:600px"><inlay-slider id="c" label="x">${photos(4)}</inlay-slider></div>`);
    const box = await page.$eval('#c', (el) => {
      const r = el.children[0]!.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(box.x, box.y);
    expect(await events(page, 'slide-click')).toEqual([{ id: 'c', index: 0, total: 4 }]);
    await page.mouse.move(box.x, box.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x - i * 40, box.y);
    await page.mouse.up();
    await waitIndex(page, 1, 5000, '#c');
    expect(await events(page, 'slide-click')).toHaveLength(1);
    await context.close();
  });
});

describe('lazy', () => {
  const slow = () =>
    env.server.route('/slow.svg', (req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
        res.end('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#48c"/></svg>');
      }, 400);
    });
  const requested = (tag: string) =>
    env.server.requests
      .filter((r) => r.url.startsWith('/slow.svg') && r.url.includes(`t=${tag}&`))
      .map((r) => Number(/i=(\d+)/.exec(r.url)![1]))
      .sort((a, b) => a - b);
  let attempt = 0;
  const cls = `<script>window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>`;

  for (const kind of ['data-src', 'loading="lazy"'] as const) {
    it(`${kind}: only images within one view are fetched, with a placeholder of their aspect ratio (CLS 0)`, async () => {
      slow();
      // A tag of its own per attempt: a retry must not count the failed attempt's requests.
      const tag = `${kind === 'data-src' ? 'a' : 'b'}${++attempt}`;
      const attrs = (i: number) =>
        (kind === 'data-src' ? `data-src="/slow.svg?t=${tag}&i=${i}"` : `src="/slow.svg?t=${tag}&i=${i}" loading="lazy"`) +
        (i % 2 ? ' width="800" height="450"' : ' data-aspect="16/9"');
      const { page, context } = await open(
        `/lazy-${tag}.html`,
        `${cls}<div style="width:640px"><inlay-slider id="l" label="x" lazy>${photos(12, attrs)}</inlay-slider></div><p id="below">Text below the slider</p>`,
        { head: '<script src="/dist/inlay-slider.js"></script>' },
      );
      const below = await page.$eval('#below', (p) => p.getBoundingClientRect().top);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#l img')]
          .slice(0, 2)
          .every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0 && !(i as HTMLImageElement).src.startsWith('data:')),
      );
      await page.waitForTimeout(300);
      expect(requested(tag)).toEqual([0, 1]);
      expect(await page.$eval('#l img', (i) => i.getAttribute('fetchpriority'))).toBe('high');
      await page.$eval('#l', (el) => (el as El).goTo(6));
      await waitIndex(page, 6, 2000, '#l');
      await page.waitForTimeout(800);
      expect(requested(tag)).toEqual([0, 1, 5, 6, 7]);
      expect(await page.$eval('#below', (p) => p.getBoundingClientRect().top)).toBe(below);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      await context.close();
    });
  }
});

describe('a page that streams', () => {
  // The parser hands the element its slides in two pieces, as a CMS that flushes early or a slow network
  // does. The slider renders after the first piece; the second must not move it. (Layout-shift entries
  // are Chromium's: the other engines check the row kept for the dots.)
  it('slides that arrive after the slider rendered: dots once they are all in, CLS 0', async () => {
    const cls = `<script>window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>`;
    const figures = (from: number, to: number) =>
      photos(to)
        .split('</figure>')
        .slice(from, to)
        .map((f) => `${f.replace('height="450"', 'height="400"')}</figure>`)
        .join('');
    let second!: () => void;
    env.server.route('/streamed.html', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.write(`<!doctype html><html lang="en"><head><script src="/dist/inlay-slider.js"></script>${cls}</head><body>`);
      res.write(`<div style="width:640px"><inlay-slider id="s" label="Photos">${figures(0, 6)}`);
      second = () => res.end(`${figures(6, 12)}</inlay-slider></div><p id="below">Text below the slider</p></body></html>`);
    });
    const { page, context, log } = await newPage(env.chrome.browser);
    await page.goto(`${env.server.url}/streamed.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('#s')?.shadowRoot?.querySelector('.ready'));
    await page.waitForFunction(() => [...document.querySelectorAll('#s img')].every((i) => (i as HTMLImageElement).complete));
    const early = await page.$eval('#s', (el) => ({
      slides: el.children.length,
      dots: el.shadowRoot!.querySelectorAll('.dot').length,
      row: el.shadowRoot!.querySelector('[part="dots"]')?.getBoundingClientRect().height,
    }));
    expect(early).toEqual({ slides: 6, dots: 0, row: 24 });
    second();
    await page.waitForFunction(() => document.querySelector('#s')?.shadowRoot?.querySelectorAll('.dot').length === 12);
    await page.waitForFunction(() => [...document.querySelectorAll('#s img')].every((i) => (i as HTMLImageElement).complete));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await page.$eval('#s', (el) => el.shadowRoot!.querySelector('[part="dots"]')!.getAttribute('aria-label'))).toBe('Choose slide to display');
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});

describe('effect="fade" and auto-height', () => {
  const opacityTrace = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ ms: number; mid: boolean; lefts: number[] }>((resolve) => {
          const el = document.querySelector('#f') as unknown as El;
          const second = el.children[1] as HTMLElement;
          const t0 = performance.now();
          let mid = false;
          el.next();
          const check = () => {
            const o = Number(getComputedStyle(second).opacity);
            if (o > 0.05 && o < 0.95) mid = true;
            if (o === 1) {
              const t = (el as unknown as HTMLElement).shadowRoot!.querySelector('.track')!.getBoundingClientRect().left;
              resolve({ ms: performance.now() - t0, mid, lefts: [...el.children].map((c) => Math.round(c.getBoundingClientRect().left - t)) });
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`fade cross-fades in place (${motion === 'reduce' ? 'instant under reduced motion' : 'animated'})`, async () => {
      const { page, context } = await open(
        `/fade-${motion}.html`,
        `<div style="width:500px"><inlay-slider id="f" label="x" effect="fade">${photos(3)}</inlay-slider></div>`,
        { reducedMotion: motion },
      );
      expect(await page.$eval('#f', (el) => [...el.children].map((c) => getComputedStyle(c).opacity))).toEqual(['1', '0', '0']);
      const r = await opacityTrace(page);
      expect(r.lefts).toEqual([0, 0, 0]); // no translate: every slide sits in the same place
      if (motion === 'reduce') {
        expect(r.mid).toBe(false); // no frame saw it half-faded (the animated case below does)
      } else expect(r.mid).toBe(true);
      await waitIndex(page, 1, 2000, '#f');
      expect(await page.$eval('#f', (el) => [...el.children].map((c) => (c as HTMLElement).inert))).toEqual([true, false, true]);
      await context.close();
    });

    it(`auto-height follows the slide in view (${motion === 'reduce' ? 'instant' : 'animated'})`, async () => {
      const { page, context } = await open(
        `/autoheight-${motion}.html`,
        `<div style="width:500px"><inlay-slider id="h" label="x" auto-height><div style="height:100px">A</div><div style="height:300px">B</div><div style="height:150px">C</div></inlay-slider></div>`,
        { reducedMotion: motion },
      );
      const h = () => page.$eval('#h', (el) => Math.round(el.shadowRoot!.querySelector('.track')!.getBoundingClientRect().height));
      expect(await h()).toBe(100);
      const heights = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const el = document.querySelector('#h') as unknown as El & HTMLElement;
            const track = el.shadowRoot!.querySelector('.track')!;
            const seen: number[] = [];
            el.next();
            const t0 = performance.now();
            const f = () => {
              seen.push(Math.round(track.getBoundingClientRect().height));
              if (performance.now() - t0 < 700) requestAnimationFrame(f);
              else resolve(seen);
            };
            f();
          }),
      );
      expect(heights.at(-1)).toBe(300);
      const between = heights.filter((x) => x > 100 && x < 300);
      if (motion === 'reduce') expect(between).toEqual([]);
      else expect(between.length).toBeGreaterThan(0);
      await context.close();
    });
  }
});
