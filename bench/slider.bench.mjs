// <inlay-slider> vs Splide and swiper-element, same run, same 200-slide page, one Chromium:
//  - init: time from navigation start until the slider is positioned and interactive (median of RUNS),
//    and the long-task time spent while loading;
//  - drag: long-task time during a scripted 2-second mouse drag (CDP input), and frames painted.
// CPU columns are main-thread task time from CDP Performance metrics (steadier than wall time on a
// shared machine). Everything is served from 127.0.0.1 (dist/ and node_modules/), CPU throttled 4× like a mid-range phone.
// Run after a build: `BENCH_ONLY=slider node bench/run.mjs`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLIDES = 200;
const THROTTLE = Number(process.env.BENCH_CPU ?? 4);
const CHROME = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

const content = (i) => `<h3>Slide ${i + 1}</h3><p>Some text for slide ${i + 1}, the same on every page.</p><a href="#s${i + 1}">Read more ${i + 1}</a>`;
const range = Array.from({ length: SLIDES }, (_, i) => i);

// Each page records performance.now() at the first frame where its slider is ready, and long tasks.
const probe = (ready) => `<script>
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) __long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  (function check() { if (${ready}) window.__ready = performance.now(); else requestAnimationFrame(check); })();
</script>`;
const page = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${head}
<style>body{margin:0;font:16px/1.4 sans-serif}.box{width:800px;margin:40px auto}.s,.splide__slide,swiper-slide{box-sizing:border-box;height:240px;padding:24px;background:#eef2ff}</style></head>
<body><div class="box">${body}</div></body></html>`;

const img = (i, w = 800, h = 450) =>
  `<img src="/img/${i % 12}.svg?i=${i}" width="${w}" height="${h}" alt="Photo ${i + 1}" loading="lazy" style="display:block;width:100%;height:auto">`;
const galleryCss =
  '<style>.gallery img{display:block;width:100%;height:auto}.thumbs-row img{width:100%;height:100%;object-fit:cover}swiper-container.thumbs swiper-slide{width:96px;height:64px}</style>';

const CAROUSEL = {
  Inlay: () =>
    page(
      probe(
        `(() => { const el = document.querySelector('inlay-slider'); return el && el.shadowRoot && el.shadowRoot.querySelector('.ready') && el.children[0].style.transform; })()`,
      ),
      `<inlay-slider label="Bench">${range.map((i) => `<div class="s">${content(i)}</div>`).join('')}</inlay-slider><script src="/dist/inlay-slider.js"></script>`,
    ),
  Splide: () =>
    page(
      `<link rel="stylesheet" href="/node_modules/@splidejs/splide/dist/css/splide-core.min.css">` + probe(`document.querySelector('.splide.is-initialized')`),
      `<section class="splide" aria-label="Bench"><div class="splide__track"><ul class="splide__list">${range.map((i) => `<li class="splide__slide">${content(i)}</li>`).join('')}</ul></div></section>
       <script src="/node_modules/@splidejs/splide/dist/js/splide.min.js"></script><script src="/bench/splide-init.js"></script>`,
    ),
  'swiper-element': () =>
    page(
      probe(`(() => { const el = document.querySelector('swiper-container'); return el && el.swiper && el.swiper.initialized; })()`),
      `<swiper-container navigation="true" pagination="true" pagination-clickable="true" a11y="true">${range.map((i) => `<swiper-slide>${content(i)}</swiper-slide>`).join('')}</swiper-container>
       <script src="/node_modules/swiper/swiper-element-bundle.min.js"></script>`,
    ),
};

// The gallery: 200 photos with a thumbnail strip kept in sync (Inlay's built-in strip, Splide's Sync
// extension with an isNavigation slider, swiper-element's Thumbs module).
const GALLERY = {
  Inlay: () =>
    page(
      galleryCss +
        probe(
          `(() => { const el = document.querySelector('inlay-slider'); return el && el.shadowRoot && el.shadowRoot.querySelector('.ready') && el.shadowRoot.querySelectorAll('.thumb').length === ${SLIDES} && el.children[0].style.transform; })()`,
        ),
      `<inlay-slider class="gallery" label="Bench" thumbnails>${range.map((i) => `<figure style="margin:0">${img(i)}</figure>`).join('')}</inlay-slider><script src="/dist/inlay-slider.js"></script>`,
    ),
  Splide: () =>
    page(
      `<link rel="stylesheet" href="/node_modules/@splidejs/splide/dist/css/splide-core.min.css">` +
        galleryCss +
        probe(`document.querySelectorAll('.splide.is-initialized').length === 2`),
      `<section id="main" class="splide gallery" aria-label="Bench"><div class="splide__track"><ul class="splide__list">${range.map((i) => `<li class="splide__slide">${img(i)}</li>`).join('')}</ul></div></section>
       <section id="thumbs" class="splide thumbs-row" aria-label="Thumbnails"><div class="splide__track"><ul class="splide__list">${range.map((i) => `<li class="splide__slide">${img(i, 96, 64)}</li>`).join('')}</ul></div></section>
       <script src="/node_modules/@splidejs/splide/dist/js/splide.min.js"></script><script src="/bench/splide-gallery-init.js"></script>`,
    ),
  'swiper-element': () =>
    page(
      galleryCss +
        probe(
          `(() => { const [m, t] = document.querySelectorAll('swiper-container'); return m && t && m.swiper && t.swiper && m.swiper.initialized && t.swiper.initialized && m.swiper.thumbs && m.swiper.thumbs.swiper; })()`,
        ),
      `<swiper-container class="gallery" navigation="true" a11y="true" thumbs-swiper=".thumbs">${range.map((i) => `<swiper-slide>${img(i)}</swiper-slide>`).join('')}</swiper-container>
       <swiper-container class="thumbs thumbs-row" slides-per-view="auto" space-between="8" free-mode="true" watch-slides-progress="true">${range.map((i) => `<swiper-slide>${img(i, 96, 64)}</swiper-slide>`).join('')}</swiper-container>
       <script src="/node_modules/swiper/swiper-element-bundle.min.js"></script>`,
    ),
};
const SCENARIOS = { carousel: CAROUSEL, gallery: GALLERY };
const photo = (n) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="hsl(${n * 30} 60% 45%)"/><circle cx="600" cy="140" r="70" fill="#fff" opacity=".4"/><path d="M0 330 Q200 250 400 320 T800 300 V450 H0Z" fill="#000" opacity=".3"/></svg>`;

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };
async function serve() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, scenario, lib] = url.pathname.match(/^\/page\/(\w+)\/(.+)\.html$/) ?? [];
    const make = lib && SCENARIOS[scenario]?.[decodeURIComponent(lib)];
    if (make) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
      return void res.end(make());
    }
    const pic = url.pathname.match(/^\/img\/(\d+)\.svg$/)?.[1];
    if (pic) {
      res.writeHead(200, { 'content-type': TYPES['.svg'], 'cache-control': 'max-age=3600' });
      return void res.end(photo(Number(pic)));
    }
    if (url.pathname === '/bench/splide-gallery-init.js') {
      res.writeHead(200, { 'content-type': TYPES['.js'] });
      return void res.end(
        "const main = new Splide('#main', { pagination: false }); const thumbs = new Splide('#thumbs', { fixedWidth: 96, fixedHeight: 64, gap: 8, isNavigation: true, pagination: false, arrows: false }); main.sync(thumbs); main.mount(); thumbs.mount();",
      );
    }
    if (url.pathname === '/bench/splide-init.js') {
      res.writeHead(200, { 'content-type': TYPES['.js'] });
      return void res.end("new Splide('.splide').mount();");
    }
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '');
    if (rel.includes('..') || !/^(dist|node_modules\/(@splidejs\/splide|swiper))\//.test(rel)) {
      res.writeHead(404);
      return void res.end();
    }
    try {
      const data = await readFile(join(root, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(data);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function runOnce(browser, origin, scenario, lib) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable');
  const errors = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(`${origin}/page/${scenario}/${encodeURIComponent(lib)}.html`);
  await p.waitForFunction(() => window.__ready !== undefined, null, { timeout: 60_000 });
  await p.waitForTimeout(300);
  const init = await p.evaluate(() => ({ ready: window.__ready, long: window.__long.filter(([s]) => s <= window.__ready).reduce((a, [, d]) => a + d, 0) }));
  // Main-thread CPU time (CDP Performance metrics, seconds, counted since Performance.enable before the
  // navigation): less sensitive to a busy machine than wall time.
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
  const initCpu = (await metric('TaskDuration')) * 1000;

  // A 2-second drag across the middle of the slider, back and forth, through CDP mouse input.
  const box = await p.evaluate(() => {
    const r = (document.querySelector('.gallery') ?? document.querySelector('.box')).getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + 120 };
  });
  const t0 = await p.evaluate(() => {
    window.__frames = 0;
    (function f() {
      window.__frames++;
      requestAnimationFrame(f);
    })();
    return performance.now();
  });
  const cpu0 = await metric('TaskDuration');
  await p.mouse.move(box.x, box.y);
  await p.mouse.down();
  const start = Date.now();
  let step = 0;
  while (Date.now() - start < 2000) {
    step++;
    await p.mouse.move(box.x + Math.sin(step / 6) * 300, box.y + Math.sin(step / 11) * 4);
  }
  await p.mouse.up();
  await p.waitForTimeout(700); // the snap animation after release
  const dragCpu = ((await metric('TaskDuration')) - cpu0) * 1000;
  const drag = await p.evaluate(
    (since) => ({
      long: window.__long.filter(([s]) => s >= since).reduce((a, [, d]) => a + d, 0),
      frames: window.__frames,
      ms: performance.now() - since,
    }),
    t0,
  );
  await context.close();
  if (errors.length) throw new Error(`${lib}: ${errors[0]}`);
  return { init: init.ready, initCpu, initLong: init.long, dragCpu, dragLong: drag.long, fps: (drag.frames / drag.ms) * 1000 };
}

export default async function () {
  if (!existsSync(join(root, 'dist/inlay-slider.js'))) {
    console.log('dist/inlay-slider.js is missing: run `INLAY_ONLY=slider node scripts/build.mjs` (or npm run build) first.');
    return;
  }
  if (!CHROME) {
    console.log('No Chromium found (/usr/bin/chromium); skipped.');
    return;
  }
  const { server, origin } = await serve();
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], headless: true });
  const only = process.env.BENCH_SCENARIO;
  try {
    for (const [scenario, LIBS] of Object.entries(SCENARIOS)) {
      if (only && only !== scenario) continue;
      const results = {};
      // Interleave the libraries so machine noise spreads evenly.
      for (let r = 0; r < RUNS; r++) {
        for (const lib of Object.keys(LIBS)) (results[lib] ??= []).push(await runOnce(browser, origin, scenario, lib));
      }
      report(scenario, LIBS, results, browser);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

function report(scenario, LIBS, results, browser) {
  const med = Object.fromEntries(
    Object.entries(results).map(([lib, rs]) => [
      lib,
      Object.fromEntries(['init', 'initCpu', 'initLong', 'dragCpu', 'dragLong', 'fps'].map((k) => [k, median(rs.map((x) => x[k]))])),
    ]),
  );
  const peers = Object.keys(LIBS).filter((l) => l !== 'Inlay');
  const best = (k, higher = false) => (higher ? Math.max : Math.min)(...peers.map((l) => med[l][k]));
  const ratio = (v, b) => (b === 0 ? (v === 0 ? '1.00' : '∞') : (v / b).toFixed(2));
  console.log(
    `\n${scenario === 'gallery' ? `Gallery: ${SLIDES} photos with a synced thumbnail strip (Splide + Sync/isNavigation, swiper-element + Thumbs)` : `Carousel: ${SLIDES} text slides`}, ${RUNS} runs each (medians), CPU throttled ${THROTTLE}×, Chromium ${browser.version?.() ?? ''}`,
  );
  const rows = [['library', 'ready ms', 'init CPU ms', 'init long tasks ms', 'drag CPU ms', 'drag long tasks ms', 'drag fps']];
  for (const lib of Object.keys(LIBS)) {
    const m = med[lib];
    rows.push([lib, m.init.toFixed(0), m.initCpu.toFixed(0), m.initLong.toFixed(0), m.dragCpu.toFixed(0), m.dragLong.toFixed(0), m.fps.toFixed(0)]);
  }
  const m = med.Inlay;
  rows.push([
    'Inlay ÷ best peer',
    ratio(m.init, best('init')),
    ratio(m.initCpu, best('initCpu')),
    ratio(m.initLong, best('initLong')),
    ratio(m.dragCpu, best('dragCpu')),
    ratio(m.dragLong, best('dragLong')),
    ratio(m.fps, best('fps', true)),
  ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
    if (i === 0 || i === rows.length - 2) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('(lower is better except fps; ratio < 1 means Inlay beats the best peer)');
}
