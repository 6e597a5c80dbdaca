// Page cost of Inlay: one page with all five widgets (each standalone script), in headless Chromium.
// Prints total long-task time from the first script to all widgets rendered, the cumulative layout
// shift caused by the widgets upgrading, and the bytes (min / gzip) each script costs.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WIDGETS = ['fit-text', 'share', 'slider', 'form', 'search'];
const slides = '<div style="height:160px">Slide one</div><div>Slide two</div><div>Slide three</div>';
const formDef = JSON.stringify({
  fields: [
    { name: 'email', type: 'email', label: 'Email', required: true },
    { name: 'message', type: 'textarea', label: 'Message' },
  ],
});
const BODY = `<main style="max-width:720px;margin:0 auto;font-family:'DejaVu Sans',sans-serif">
<h1><inlay-fit-text max="64">A headline that fits its box</inlay-fit-text></h1>
<p>Article text before the widgets. Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>
<inlay-search mode="inline" records="/records.json" label="Search the site"></inlay-search>
<inlay-slider label="Featured">${slides}</inlay-slider>
<p>More article text between the widgets.</p>
<inlay-share services="facebook,x,linkedin,mail,copy" url="https://example.com/article"></inlay-share>
<inlay-form action="/submit"><script type="application/json">${formDef}</script></inlay-form>
<p>Article text after the widgets.</p></main>`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>All widgets</title>
<script>window.__cost={long:[],shift:[],t0:performance.now()};
new PerformanceObserver(l=>{for(const e of l.getEntries())__cost.long.push({start:e.startTime,duration:e.duration})}).observe({type:'longtask',buffered:true});
new PerformanceObserver(l=>{for(const e of l.getEntries())if(!e.hadRecentInput)__cost.shift.push({start:e.startTime,value:e.value})}).observe({type:'layout-shift',buffered:true});
</script></head><body>${BODY}
${WIDGETS.map((w) => `<script src="/dist/inlay-${w}.js"></script>`).join('\n')}</body></html>`;

function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/') return (res.writeHead(200, { 'content-type': 'text/html' }), res.end(PAGE));
    if (url.pathname === '/records.json')
      return (res.writeHead(200, { 'content-type': 'application/json' }), res.end(JSON.stringify([{ objectID: '1', title: 'Hello', url: '/a' }])));
    const file = join(root, url.pathname);
    if (url.pathname.startsWith('/dist/') && existsSync(file)) return (res.writeHead(200, { 'content-type': 'text/javascript' }), res.end(readFileSync(file)));
    res.writeHead(404);
    res.end();
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

export default async function pageCost({ runs = 5 } = {}) {
  const missing = WIDGETS.filter((w) => !existsSync(join(root, `dist/inlay-${w}.js`)));
  if (missing.length) {
    console.log(`missing: ${missing.map((w) => `dist/inlay-${w}.js`).join(', ')} — run npm run build`);
    return;
  }
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
      const page = await context.newPage();
      await page.goto(origin + '/');
      await page.waitForFunction(
        (tags) => tags.every((t) => customElements.get(t) && [...document.querySelectorAll(t)].every((el) => el.shadowRoot?.childElementCount)),
        WIDGETS.map((w) => `inlay-${w}`),
        { timeout: 20000 },
      );
      const readyAt = await page.evaluate(() => performance.now());
      await page.waitForTimeout(1000);
      const r = await page.evaluate((readyAt) => {
        const c = window.__cost;
        const long = c.long.filter((e) => e.start <= readyAt);
        return { longMs: long.reduce((s, e) => s + e.duration, 0), longCount: long.length, cls: c.shift.reduce((s, e) => s + e.value, 0), readyMs: readyAt };
      }, readyAt);
      results.push(r);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(`page with all five widgets, ${runs} runs (median)`);
  console.log(`| metric | value |\n|---|---|`);
  console.log(`| long-task time, script start → all widgets rendered | ${med('longMs').toFixed(0)} ms (${med('longCount')} tasks) |`);
  console.log(`| time to all widgets rendered | ${med('readyMs').toFixed(0)} ms |`);
  console.log(`| CLS from the widgets upgrading | ${med('cls').toFixed(4)} |`);
  console.log(`\n| script | min bytes | gzip bytes |\n|---|---:|---:|`);
  let total = 0;
  for (const w of WIDGETS) {
    const buf = readFileSync(join(root, `dist/inlay-${w}.js`));
    const gz = gzipSync(buf, { level: 9 }).length;
    total += gz;
    console.log(`| inlay-${w}.js | ${buf.length} | ${gz} |`);
  }
  console.log(`| all five (separate scripts) | | ${total} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) await pageCost();
