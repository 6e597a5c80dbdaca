// Screenshots of every examples page at 1280 and 390 px wide in the engine of the project
// (`npm run screenshots`: all three), served by examples/server.mjs on a free port. Written to
// screenshots/<engine>/<page>-<width>.png (gitignored) for a person to look at: the whole page (the
// first 8000 px), so every widget on it is seen; nothing is asserted beyond the page loading and its
// widgets rendering without an uncaught error.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ENGINE, launch, newPage, type Launched } from '../helpers/browser';
import type { PngImage, PngLib } from '../helpers/engines/webdriver';
import { ROOT } from '../helpers/server';

const PAGES = readdirSync(join(ROOT, 'examples'))
  .filter((f) => f.endsWith('.html'))
  .sort();
const OUT = join(ROOT, 'screenshots', ENGINE);
let browser: Launched;
let examples: ChildProcess | undefined;
let origin = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The longest page part shot, in CSS px. */
const MAX_HEIGHT = 8000;

/**
 * The whole page in one image. Chromium and Firefox capture it themselves; WebDriver classic (WebKit)
 * captures the viewport only, so the page is scrolled one viewport at a time and the parts stitched
 * (a sticky element, such as the consent page's bar, then shows once per part).
 */
async function shootPage(page: Page, path: string) {
  if (ENGINE !== 'webkit') {
    await page.screenshot({ path, fullPage: true });
    return;
  }
  // @ts-expect-error pngjs ships no types (and @types/pngjs is not a dependency)
  const { PNG } = (await import('pngjs')) as { PNG: PngLib };
  const { total, view, dpr } = await page.evaluate(() => ({ total: document.documentElement.scrollHeight, view: innerHeight, dpr: devicePixelRatio }));
  const height = Math.min(total, MAX_HEIGHT);
  let out: PngImage | undefined;
  for (let y = 0; y < height; y += view) {
    const at = await page.evaluate((top) => {
      scrollTo({ top, behavior: 'instant' });
      return scrollY;
    }, y);
    await page.waitForTimeout(150);
    const part = PNG.sync.read(await page.screenshot());
    out ??= new PNG({ width: part.width, height: Math.round(height * dpr) });
    // The last part: the page could not scroll a whole viewport further, so its top was shot already.
    const from = Math.round((y - at) * dpr);
    const rows = Math.min(part.height - from, out.height - Math.round(y * dpr));
    if (rows > 0) PNG.bitblt(part, out, 0, from, Math.min(part.width, out.width), rows, 0, Math.round(y * dpr));
  }
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  writeFileSync(path, PNG.sync.write(out!));
}

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const port = await freePort();
  examples = spawn(process.execPath, [join(ROOT, 'examples/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    examples!.stdout!.on('data', (d: Buffer) => d.toString().includes('Inlay examples') && resolve());
    examples!.on('exit', (c) => reject(new Error(`examples/server.mjs exited with ${c}`)));
  });
  origin = `http://127.0.0.1:${port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  if (examples?.pid) process.kill(examples.pid);
});

for (const file of PAGES) {
  for (const width of [1280, 390]) {
    it(`examples/${file} at ${width} px`, async () => {
      const { page, context, log } = await newPage(browser.browser, { viewport: { width, height: 900 } });
      try {
        await page.goto(`${origin}/${file}`);
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('*')]
              .filter((e) => e.localName.startsWith('inlay-'))
              .every((e) => !customElements.get(e.localName) || (e.shadowRoot?.childElementCount ?? 0) > 0),
          null,
          { timeout: 15_000 },
        );
        await page.waitForTimeout(800);
        await shootPage(page, join(OUT, `${file.replace(/\.html$/, '')}-${width}.png`));
        expect(log.uncaught).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
