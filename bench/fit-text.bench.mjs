// <inlay-fit-text> vs fitty and textFit on the same seeded page, in headless Chromium (Debian's).
// Each measurement runs in a freshly launched browser, so no library profits from font caches
// another one warmed. Per library and N: time from start to all fitted AND laid out (fit events
// received, then a forced layout, so a library that leaves the layout to the next frame pays for it
// too), the re-fit time after every container grows 10%, overflow counts (container scrollWidth >
// clientWidth, and text bounding-box width > container content width), fill = text width ÷ content
// width (mean, min), Chromium's LayoutCount. Medians of RUNS runs (default 5; BENCH_RUNS overrides).
// The timed start waits until the fresh browser is idle (BENCH_SETTLE_MS, default 500; 0 = time it
// right after launch, as earlier versions of this bench did).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_N ?? '50,200,1000').split(',').map(Number);
const LIBS = (process.env.BENCH_LIBS ?? 'inlay,fitty,textfit').split(',');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 500);
const MIN = 4;
const MAX = 1000;
const FILES = {
  '/inlay.js': 'dist/inlay-fit-text.js',
  '/fitty.js': 'node_modules/fitty/dist/fitty.min.js',
  '/textfit.js': 'node_modules/textfit/textFit.min.js',
};
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fit-text bench</title><style>
body{margin:0;font-family:sans-serif} .box{margin:0 0 4px;box-sizing:content-box;background:#eef}
</style></head><body><div id="root"></div></body></html>`;

function findChrome() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) if (p) return p;
}

async function serve() {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const file = FILES[path];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(join(root, file)));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

// ---- in-page code (serialized by playwright) ----
// The N containers are built in an inert <template> document (custom elements there are not
// upgraded), then the timed start inserts them all into the page at once: every library pays the
// same insertion, Inlay also its element upgrade (shadow root, render), and each library's script
// was loaded before.
function build({ lib, n, seed }) {
  let s = seed >>> 0;
  const rnd = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  const words = (
    'Breaking news markets rally as prices drop summer sale today only the quick brown fox jumps over a lazy dog ' +
    'Über naïve café weather forecast: sunny 25°C — record heat expected Concert tickets 50% off Welcome to the future of the web'
  )
    .split(' ')
    .filter((w) => w.length > 2);
  const frag = document.createElement('template').content;
  const doc = frag.ownerDocument;
  const texts = [];
  const boxes = [];
  for (let i = 0; i < n; i++) {
    const box = doc.createElement('div');
    box.className = 'box';
    box.style.width = `${(160 + rnd() * 740).toFixed(2)}px`;
    if (rnd() < 0.35) box.style.padding = `0 ${Math.round(rnd() * 96) / 4}px`;
    const len = 1 + Math.floor(rnd() * 7);
    const text = Array.from({ length: len }, () => words[Math.floor(rnd() * words.length)]).join(' ');
    let owner = box;
    if (lib !== 'textfit') {
      owner = doc.createElement(lib === 'inlay' ? 'inlay-fit-text' : 'span');
      if (lib === 'inlay') {
        owner.setAttribute('min', String(window.MIN));
        owner.setAttribute('max', String(window.MAX));
      }
      box.append(owner);
    }
    owner.textContent = text;
    frag.append(box);
    texts.push(owner);
    boxes.push(box);
  }
  Object.assign(window, { __frag: frag, __texts: texts, __boxes: boxes });
}

function start({ lib, n }) {
  return new Promise((done) => {
    let got = 0;
    let upgrade = 0;
    const clamped = [];
    const finish = () => {
      void document.body.offsetWidth; // laid out: what the next frame would otherwise pay
      done({ ms: performance.now() - t0, upgrade, clamped: clamped.filter(Boolean).length });
    };
    const root = document.getElementById('root');
    if (lib === 'inlay') {
      document.addEventListener('inlay-fit', (e) => {
        clamped.push(e.detail.clamped);
        if (++got === n) finish();
      });
    }
    if (lib === 'fitty') window.__texts.forEach((el) => el.addEventListener('fit', () => ++got === n && finish()));
    const t0 = performance.now();
    root.append(window.__frag); // for Inlay: all N elements upgrade here
    upgrade = performance.now() - t0;
    if (lib === 'fitty') window.__texts.forEach((el) => window.fitty(el, { minSize: window.MIN, maxSize: window.MAX, multiLine: false }));
    if (lib === 'textfit') {
      window.textFit(window.__texts, { widthOnly: true, multiLine: false, minFontSize: window.MIN, maxFontSize: window.MAX, reProcess: true });
      finish();
    }
  });
}

function grow({ lib, n }) {
  return new Promise((done) => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        let got = 0;
        const t0 = performance.now();
        const finish = () => {
          void document.body.offsetWidth;
          done(performance.now() - t0);
        };
        if (lib === 'inlay') document.addEventListener('inlay-fit', () => ++got === n && finish());
        if (lib === 'fitty') window.__texts.forEach((el) => el.addEventListener('fit', () => ++got === n && finish()));
        for (const b of window.__boxes) b.style.width = `${parseFloat(b.style.width) * 1.1}px`;
        if (lib === 'fitty') window.fitty.fitAll();
        if (lib === 'textfit') {
          window.textFit(window.__texts, { widthOnly: true, multiLine: false, minFontSize: window.MIN, maxFontSize: window.MAX, reProcess: true });
          finish();
        }
      }, 0),
    );
  });
}

function accuracy({ lib }) {
  const out = { fills: [], overScroll: 0, overBox: 0 };
  window.__boxes.forEach((box, i) => {
    const owner = lib === 'textfit' ? box.querySelector('.textFitted') : window.__texts[i];
    const range = document.createRange();
    range.selectNodeContents(owner);
    const w = range.getBoundingClientRect().width;
    const cs = getComputedStyle(box);
    const content = box.getBoundingClientRect().width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    out.fills.push(w / content);
    if (box.scrollWidth > box.clientWidth) out.overScroll++;
    if (w > content + 1e-6) out.overBox++;
  });
  return out;
}
// ---- end in-page code ----

async function measure(url, lib, n, seed) {
  const browser = await chromium.launch({
    executablePath: findChrome(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.evaluate(([min, max]) => Object.assign(window, { MIN: min, MAX: max }), [MIN, MAX]);
    await page.addScriptTag({ url: `/${lib}.js` });
    await page.evaluate(build, { lib, n, seed });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    // A freshly launched Chromium keeps starting its other processes for about a second; timed at
    // once, every library's wall clock carries that contention (1.5-2x its CPU time, +-10% run to
    // run). So the timed start waits for an idle page: still a cold page for each library.
    await page.evaluate((ms) => new Promise((r) => setTimeout(() => requestIdleCallback(() => r(), { timeout: 1000 }), ms)), SETTLE_MS);
    const m0 = await metrics();
    const fit = await page.evaluate(start, { lib, n });
    const m1 = await metrics();
    const acc = await page.evaluate(accuracy, { lib });
    const m2 = await metrics();
    const refit = await page.evaluate(grow, { lib, n });
    const m3 = await metrics();
    const acc2 = await page.evaluate(accuracy, { lib });
    // ThreadTime: CPU time of the page's main thread — steady even when the machine is busy.
    const cpu = (a, b) => (b.ThreadTime - a.ThreadTime) * 1000;
    return {
      ms: fit.ms,
      upgrade: fit.upgrade,
      cpu: cpu(m0, m1),
      refit,
      refitCpu: cpu(m2, m3),
      clamped: fit.clamped,
      layouts: m1.LayoutCount - m0.LayoutCount,
      acc,
      acc2,
    };
  } finally {
    await browser.close();
  }
}

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (x, d = 1) => x.toFixed(d);

function table(rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map(
      (r, j) =>
        r.map((c, i) => (i < 2 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ') +
        (j === 0 ? `\n${w.map((x) => '-'.repeat(x)).join('  ')}` : ''),
    )
    .join('\n');
}

export default async function bench() {
  const { server, url } = await serve();
  const results = {};
  try {
    for (const n of SIZES) {
      for (let run = 0; run < RUNS; run++) {
        const seed = 1000 + run * 7919 + n;
        for (const lib of LIBS) {
          if (lib === 'textfit' && n === 1000 && run >= 3 && !process.env.BENCH_FULL) continue; // ~16 s a run: 3 runs
          ((results[lib] ??= {})[n] ??= []).push(await measure(url, lib, n, seed));
        }
      }
    }
  } finally {
    server.close();
  }
  const rows = [
    [
      'lib',
      'N',
      'runs',
      'fit ms',
      'vs fitty',
      'of which insert',
      'fit CPU ms',
      'vs fitty',
      're-fit +10% ms',
      'vs fitty',
      're-fit CPU ms',
      'vs fitty',
      'layouts',
      'overflow scrollW',
      'overflow bbox',
      'fill mean',
      'fill min',
      'after re-fit: overflow bbox',
      'fill mean',
      'fill min',
      'clamped',
    ],
  ];
  for (const n of SIZES) {
    const base = results.fitty?.[n];
    for (const lib of LIBS) {
      const rs = results[lib]?.[n];
      if (!rs) continue;
      const fills = rs.flatMap((r) => r.acc.fills);
      const fills2 = rs.flatMap((r) => r.acc2.fills);
      const total = rs.length * n;
      const cell = (key) => {
        const v = median(rs.map((r) => r[key]));
        return [f(v), base ? f(v / median(base.map((r) => r[key])), 2) : '-'];
      };
      rows.push([
        lib,
        n,
        rs.length,
        ...cell('ms'),
        f(median(rs.map((r) => r.upgrade))),
        ...cell('cpu'),
        ...cell('refit'),
        ...cell('refitCpu'),
        f(median(rs.map((r) => r.layouts)), 0),
        `${rs.reduce((a, r) => a + r.acc.overScroll, 0)}/${total}`,
        `${rs.reduce((a, r) => a + r.acc.overBox, 0)}/${total}`,
        f(fills.reduce((a, b) => a + b, 0) / fills.length, 4),
        f(Math.min(...fills), 4),
        `${rs.reduce((a, r) => a + r.acc2.overBox, 0)}/${total}`,
        f(fills2.reduce((a, b) => a + b, 0) / fills2.length, 4),
        f(Math.min(...fills2), 4),
        lib === 'inlay' ? `${rs.reduce((a, r) => a + r.clamped, 0)}/${total}` : '-',
      ]);
    }
  }
  console.log(
    `min ${MIN}px, max ${MAX}px, a fresh Chromium per measurement, timed once it is idle (${SETTLE_MS} ms + idle callback). Times are medians: wall clock, and CPU time of the`,
  );
  console.log(`page's main thread (steady on a busy machine). Overflow and fill pooled over all runs; layouts = Chromium LayoutCount.`);
  console.log(table(rows));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await bench();
