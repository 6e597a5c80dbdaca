// Screenshots of every examples page at 1280 and 390 px wide in the engine of the project
// (`npm run screenshots`: all three), served by examples/server.mjs on a free port. Written to
// screenshots/<engine>/<page>-<width>.png (gitignored) for a person to look at; nothing is asserted
// beyond the page loading and its widgets rendering without an uncaught error.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGINE, launch, newPage, type Launched } from '../helpers/browser';
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
        await page.screenshot({ path: join(OUT, `${file.replace(/\.html$/, '')}-${width}.png`) });
        expect(log.uncaught).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
