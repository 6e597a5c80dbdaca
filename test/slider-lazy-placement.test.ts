// A lazy gallery of 9 images in every documented placement of the script: how many images the browser
// fetched at load (docs/slider.md, "lazy"). Real Chromium; each image is a distinct, slow URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, type Launched } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

let chrome: Launched;
let server: TestServer;
beforeAll(async () => {
  [chrome, server] = await Promise.all([launch(), startServer()]);
  server.route('/img.svg', (_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#48c"/></svg>');
    }, 150);
  });
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const SCRIPT = '/dist/inlay-slider.js';
const PLACEMENTS = {
  'in <head>': `<script src="${SCRIPT}"></script>`,
  'in <head>, defer': `<script src="${SCRIPT}" defer></script>`,
  'in <head>, async': `<script src="${SCRIPT}" async></script>`,
  'at the end of <body>': '',
} as const;
// The CSS docs/usage.md gives against a flash before the script runs (only the first slide shows).
const UNDEFINED_CSS = '<style>inlay-slider:not(:defined) > :not(:first-child) { display: none; }</style>';
const KINDS = {
  'data-src': (u: string) => `data-src="${u}"`,
  'loading="lazy" with the :not(:defined) CSS': (u: string) => `src="${u}" loading="lazy"`,
  'loading="lazy" alone': (u: string) => `src="${u}" loading="lazy"`,
} as const;

let n = 0;
async function fetchedAtLoad(placement: keyof typeof PLACEMENTS, kind: keyof typeof KINDS): Promise<number[]> {
  const tag = `g${++n}`;
  const imgs = Array.from({ length: 9 }, (_, i) => `<img ${KINDS[kind](`/img.svg?t=${tag}&i=${i}`)} alt="Photo ${i + 1}" width="800" height="450">`).join('\n');
  const head = PLACEMENTS[placement] + (kind.includes('CSS') ? UNDEFINED_CSS : '');
  const tail = placement === 'at the end of <body>' ? `<script src="${SCRIPT}"></script>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title>${head}</head><body><h1>Holiday</h1><div style="width:640px"><inlay-slider label="Holiday" lazy>\n${imgs}\n</inlay-slider></div><p>After the gallery.</p>${tail}</body></html>`;
  const { page, context } = await newPage(chrome.browser);
  await page.goto(server.page(`/${tag}.html`, html));
  await page.waitForFunction(() => !!document.querySelector('inlay-slider')?.shadowRoot?.querySelector('.ready'));
  await page.waitForFunction(() => (document.querySelector('inlay-slider img') as HTMLImageElement).complete);
  await page.waitForTimeout(500);
  await context.close();
  return [...new Set(server.requests.filter((r) => r.url.includes(`t=${tag}&`)).map((r) => Number(/i=(\d+)/.exec(r.url)![1])))].sort((a, b) => a - b);
}

describe('a lazy gallery of 9 images: images fetched at load', () => {
  const rows: string[] = [];
  afterAll(() => console.log(`images fetched at load (of 9), Chromium:\n${rows.join('\n')}`));
  for (const placement of Object.keys(PLACEMENTS) as (keyof typeof PLACEMENTS)[]) {
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      it(`script ${placement}, ${kind}`, async () => {
        const got = await fetchedAtLoad(placement, kind);
        rows.push(`  ${placement.padEnd(22)} ${kind.padEnd(44)} ${got.length}  [${got.join(',')}]`);
        // What docs/slider.md promises: data-src everywhere; loading="lazy" with the CSS, or with the
        // script in <head> without defer/async (the element upgrades before its images are laid out).
        // loading="lazy" alone with a later script is printed only: Chromium lays the images out one
        // under the other before the upgrade and fetches those near the viewport (5 of 9 here).
        if (kind !== 'loading="lazy" alone' || placement === 'in <head>') expect(got.length).toBeLessThanOrEqual(3);
      });
    }
  }
});
