// Search at scale: the SAME generated site (bench/scale-site.mjs: seeded text, two languages, pages of
// 10 sections) indexed by `inlay index --chunks always` and by Pagefind 1.6, both served by one static
// server on 127.0.0.1 (it gzips .js/.json/.wasm/.css on the fly like a typical host; .gz and .pf_
// files go as they are), both driven in Chromium with the same fixed queries: exact word, prefix, one
// typo (a third of them on the first letter), two words, a word absent from the site.
//
// Per N (BENCH_SCALE_N=1000,10000 picks; default 1k, 10k, 100k, 200k sections):
//   build time, peak memory (max RSS, /usr/bin/time), bytes on disk and file count of the output folder;
//   first results after the keystroke that completes the query, cold cache (a fresh browser context per
//     query, page loaded, search not started): p50/p95, ms until the results are painted — the query
//     set at once, and typed at 60 ms a key (ms from the last key; every query, p50/p95/max);
//   bytes the server sent after that keystroke, for the first query and for ten queries (cold context);
//   query → results painted, warm (the same ten queries again): p50/p95;
//   longest main-thread task while typing three queries at 60 ms a key, three ways: the Long Tasks API
//     (tasks of 50 ms or more; 0 when there was none), the Long Animation Frames API (a frame's tasks
//     plus its style, layout and paint, 50 ms or more), and the largest gap of a MessageChannel ping
//     loop on the page (it also counts time the page waited for a CPU: an upper bound);
//   recall@5 per query kind: the share of the top 5 sections found that a brute force over the site's
//     text counts as matches (exact: contains the word; prefix: a word starting with it; typo: the word
//     one edit away; two: both words; absent: 1 when nothing is returned), out of min(5, |matches|).
// Inlay renders 5 hits a page (hits-per-page="5"); Pagefind's page loads the data of its first 5 pages
// (its sub-results are the sections). Pagefind runs through its JS API with a minimal renderer.
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { extname, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';
import { generateSite, pickQueries, wordsOf, within1, writeSite } from './scale-site.mjs';
import { CHROME, CHROME_ARGS } from '../scripts/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGEFIND = join(root, 'node_modules/@pagefind/linux-x64/bin/pagefind_extended');
const SIZES = (process.env.BENCH_SCALE_N ?? '1000,10000,100000,200000').split(',').map(Number).filter(Boolean);
const KINDS = ['exact', 'prefix', 'typo', 'two', 'absent'];
const PER_KIND = Number(process.env.BENCH_SCALE_PER_KIND ?? 4);
/** BENCH_SCALE_ENGINES=inlay runs Inlay alone (Pagefind's columns stay empty): for working on Inlay. */
const ENGINES = (process.env.BENCH_SCALE_ENGINES ?? 'inlay,pagefind').split(',');
/** BENCH_SCALE_LOG=1 prints what the ten queries fetched, by kind of file. */
const LOG = Boolean(process.env.BENCH_SCALE_LOG);
const NONE = {
  secs: NaN,
  mb: NaN,
  bytes: NaN,
  files: NaN,
  cold: [NaN],
  typed: [NaN],
  firstBytes: [NaN],
  tenBytes: NaN,
  warm: [NaN],
  top: {},
  gap: NaN,
  long: NaN,
  frame: NaN,
};
/** The kind of an index file, for BENCH_SCALE_LOG. @param {string} path */
const kindOf = (path) =>
  /index\.json$/.test(path)
    ? 'entry'
    : /\/d-/.test(path)
      ? 'dictionary'
      : /\/r-/.test(path)
        ? 'reverse'
        : /\/p-/.test(path)
          ? 'postings'
          : /\/f-/.test(path)
            ? 'fragments'
            : /^\/dist\//.test(path)
              ? 'script'
              : /^\/pagefind\/(index|fragment|filter)\//.test(path)
                ? path.split('/')[2]
                : /^\/pagefind\//.test(path)
                  ? 'pagefind runtime'
                  : 'other';

const pct = (xs, p) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const kb = (b) => (Number.isFinite(b) ? (b / 1024).toFixed(b < 10240 ? 1 : 0) : '–');
function table(rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  rows.forEach((r, i) => {
    console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(w[j]) : String(c).padStart(w[j]))).join('  '));
    if (i === 0) console.log(w.map((x) => '-'.repeat(x)).join('  '));
  });
}

/** Runs a build under /usr/bin/time: wall seconds and peak RSS (MB). */
function timed(cmd, args) {
  return new Promise((res, rej) => {
    const t0 = performance.now();
    const p = spawn('/usr/bin/time', ['-f', '%M', 'nice', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => {
      const secs = (performance.now() - t0) / 1000;
      const rss = Number(err.trim().split('\n').pop());
      if (code) rej(new Error(`${cmd} exited ${code}: ${err.slice(-2000)}`));
      else res({ secs, mb: rss / 1024 });
    });
  });
}

function du(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

// ---- the static server: counts bytes sent ------------------------------------------------------------
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
};
function serve(siteDir) {
  const gzCache = new Map();
  const stats = { bytes: 0, requests: 0, log: [] };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let path = decodeURIComponent(url.pathname);
    let file;
    if (path.startsWith('/dist/')) file = join(root, path);
    else if (path === '/inlay.html' || path === '/pagefind.html' || path === '/bench-monitor.js') file = join(siteDir, '..', path);
    else file = join(siteDir, path.endsWith('/') ? path + 'index.html' : path);
    if (!file.startsWith(root) && !file.startsWith(join(siteDir, '..'))) {
      res.writeHead(403);
      return res.end();
    }
    let body;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404);
      stats.requests++;
      return res.end('not found');
    }
    const ext = extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': /\.html$/.test(file) || /index\.json$|pagefind-entry\.json$/.test(file) ? 'no-cache' : 'max-age=31536000',
    };
    if (['.js', '.mjs', '.json', '.css', '.wasm', '.html'].includes(ext) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      let gz = gzCache.get(file);
      if (!gz) gzCache.set(file, (gz = gzipSync(body)));
      body = gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    stats.bytes += body.length;
    stats.requests++;
    stats.log.push({ path, bytes: body.length });
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r({ server, stats, url: `http://127.0.0.1:${server.address().port}` })));
}

// ---- the two pages ----------------------------------------------------------------------------------
const MONITOR = `
  try { new PerformanceObserver((l) => { if (window.__watch) for (const e of l.getEntries()) window.__long = Math.max(window.__long, e.duration); }).observe({ type: 'longtask' }); } catch {}
  try { new PerformanceObserver((l) => { if (window.__watch) for (const e of l.getEntries()) window.__frame = Math.max(window.__frame, e.duration); }).observe({ type: 'long-animation-frame' }); } catch {}
  // The ping loop is a task every few microseconds on the page's main thread: it runs only while
  // watching (__watchStart), or on a 2-core machine it takes a core from the page, the worker, the
  // browser's network and the server during the timed queries (it added 100-200 ms stalls to them).
  window.__watchStart = () => { window.__watch = true; window.__gap = 0; window.__long = 0; window.__frame = 0;
    const ch = new MessageChannel(); let last = performance.now();
    ch.port1.onmessage = () => { const now = performance.now(); window.__gap = Math.max(window.__gap, now - last); last = now; if (window.__watch) setTimeout(() => ch.port2.postMessage(0), 0); };
    ch.port2.postMessage(0); };`;
const INLAY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inlay</title></head><body>
<inlay-search index="/_inlay/" hits-per-page="5" recent="false"></inlay-search>
<script src="/dist/inlay-search.js"></script><script src="/bench-monitor.js"></script></body></html>`;
const PAGEFIND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body>
<input id="q" aria-label="Search"><p id="stats"></p><ol id="results"></ol>
<script src="/bench-monitor.js"></script>
<script type="module">
  let pf = null; let seq = 0;
  const input = document.getElementById('q');
  input.addEventListener('input', async () => {
    const q = input.value; const my = ++seq;
    if (!q.trim()) { document.getElementById('stats').textContent = ''; document.getElementById('stats').dataset.q = ''; document.getElementById('results').replaceChildren(); return; }
    pf ??= import('/pagefind/pagefind.js').then(async (m) => { await m.options({ baseUrl: '/' }); await m.init(); return m; });
    const p = await pf;
    const s = await p.search(q);
    if (my !== seq || !s) return;
    const data = await Promise.all(s.results.slice(0, 5).map((r) => r.data()));
    if (my !== seq) return;
    const items = [];
    for (const d of data) for (const sub of d.sub_results ?? [{ url: d.url, title: d.meta?.title }]) {
      const li = document.createElement('li'); const a = document.createElement('a'); a.href = sub.url; a.textContent = sub.title ?? d.meta?.title ?? ''; li.append(a); items.push(li);
    }
    document.getElementById('results').replaceChildren(...items);
    const st = document.getElementById('stats'); st.textContent = s.results.length + ' results'; st.dataset.q = q;
  });
</script></body></html>`;

/**
 * In-page helpers: `__ask(q)` sets the box to `q` with one input event and resolves with the ms until
 * the first frame showing its results; `__type(q, ms)` types it a key every `ms` and resolves with the
 * ms from the last key. Timed inside the page (no automation round trip in the figure).
 */
const HELPERS = (engine) => `(() => {
  const box = () => ${engine === 'inlay' ? `document.querySelector('inlay-search').shadowRoot.querySelector('input')` : `document.getElementById('q')`};
  const shown = (q) => {
    ${
      engine === 'inlay'
        ? `const r = document.querySelector('inlay-search').shadowRoot; if (r.querySelector('.message.error')) return 'error';
         return r.querySelector('[part=panel]')?.getAttribute('data-query') === q && r.querySelector('[part~=stats]') ? 'ok' : null;`
        : `return document.getElementById('stats').dataset.q === q ? 'ok' : null;`
    }
  };
  const until = (q, t0) => new Promise((resolve) => {
    const tick = () => { const d = shown(q); if (d) resolve(d === 'ok' ? performance.now() - t0 : NaN); else if (performance.now() - t0 > 20000) resolve(NaN); else requestAnimationFrame(tick); };
    tick();
  });
  const set = (v) => { const i = box(); i.value = v; i.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: v.slice(-1) })); };
  window.__focus = () => box().focus();
  window.__ask = (q) => { box().focus(); const t0 = performance.now(); set(q); return until(q, t0); };
  window.__clear = () => set('');
  window.__type = (q, ms) => new Promise((resolve) => {
    box().focus(); let i = 0;
    const key = () => { set(q.slice(0, ++i)); if (i < q.length) setTimeout(key, ms); else resolve(until(q, performance.now())); };
    key();
  });
})()`;

async function fresh(browser, url, engine) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(HELPERS(engine));
  await page.waitForTimeout(100);
  return { ctx, page };
}

/** Clears the box, then sets `q` at once: ms until its results are painted. */
async function queryOnce(page, engine, q) {
  await page.evaluate('__clear()');
  await page.waitForTimeout(30);
  const ms = await page.evaluate(`__ask(${JSON.stringify(q)})`);
  if (!Number.isFinite(ms)) console.log(`  ${engine}: "${q}" → no results shown (error or timeout)`);
  return ms;
}

async function runEngine(browser, base, engine, queries, stats) {
  const url = `${base}/${engine}.html`;
  const all = KINDS.flatMap((k) => queries[k].map((q) => (typeof q === 'string' ? q : q.query)));
  // 1. Cold: a fresh context per query; the box focused (the widget starts), the query set 50 ms later.
  const cold = [];
  const firstBytes = [];
  for (const q of all) {
    const { ctx, page } = await fresh(browser, url, engine);
    await page.evaluate('__focus()');
    await page.waitForTimeout(50);
    const b0 = stats.bytes;
    cold.push(await page.evaluate(`__ask(${JSON.stringify(q)})`));
    await page.waitForTimeout(100);
    firstBytes.push(stats.bytes - b0);
    await ctx.close();
  }
  // 1b. Cold, typed at 60 ms a key: ms from the last key to the results (every query: with 10, p95 is the max).
  const typed = [];
  for (const q of all) {
    const { ctx, page } = await fresh(browser, url, engine);
    typed.push(await page.evaluate(`__type(${JSON.stringify(q)}, 60)`));
    await ctx.close();
  }
  // 2. Ten queries in one cold context (two per kind), then the same ten again warm.
  const ten = KINDS.flatMap((k) => queries[k].slice(0, 2).map((q) => (typeof q === 'string' ? q : q.query)));
  const { ctx, page } = await fresh(browser, url, engine);
  await page.evaluate('__focus()');
  const b0 = stats.bytes;
  const l0 = stats.log.length;
  for (const q of ten) await queryOnce(page, engine, q);
  await page.waitForTimeout(100);
  const tenBytes = stats.bytes - b0;
  if (LOG) {
    const by = {};
    for (const { path, bytes } of stats.log.slice(l0)) {
      const k = (by[kindOf(path)] ??= { files: 0, bytes: 0 });
      k.files++;
      k.bytes += bytes;
    }
    console.log(
      `  ${engine}, ten queries: ${Object.entries(by)
        .map(([k, v]) => `${k} ${v.files} files ${kb(v.bytes)} KB`)
        .join(', ')}`,
    );
  }
  const warm = [];
  for (const q of ten) warm.push(await queryOnce(page, engine, q));
  // 3. Recall: the top 5 sections shown (Pagefind) / answered (Inlay: its grouped list reorders).
  const top = {};
  if (engine === 'pagefind')
    for (const q of all) {
      await queryOnce(page, engine, q);
      top[q] = await page.evaluate(`[...document.querySelectorAll('#results a')].slice(0, 5).map((a) => new URL(a.href).pathname + new URL(a.href).hash)`);
    }
  await ctx.close();
  // 4. Longest task while typing (cold context): three queries, 60 ms a key.
  const { ctx: ctx2, page: page2 } = await fresh(browser, url, engine);
  await page2.waitForTimeout(200);
  await page2.evaluate('__watchStart()');
  for (const q of [queries.exact[0], queries.two[0], queries.prefix[0]]) {
    await page2.evaluate('__clear()');
    await page2.evaluate(`__type(${JSON.stringify(q)}, 60)`);
    await page2.waitForTimeout(300);
  }
  await page2.waitForTimeout(100); // long-task entries are delivered after the task
  const [gap, long, frame] = await page2.evaluate('window.__watch = false, [window.__gap, window.__long, window.__frame]');
  await ctx2.close();
  return { cold, typed, firstBytes, tenBytes, warm, top, gap, long, frame };
}

/** Inlay's hits in engine order for the recall column: the same worker code, run in Node. */
export async function inlayTop(dir, queries, tmp) {
  const { scriptConfig } = await import(join(root, 'rollup.config.mjs'));
  const c = scriptConfig('bench-chunked', join(root, 'src/widgets/search/chunked/chunked-client.ts'));
  const b = await rollup({ ...c, input: join(root, 'src/widgets/search/chunked/chunked-client.ts'), onwarn: () => {} });
  await b.write({ file: join(tmp, 'chunked.mjs'), format: 'es' });
  await b.close();
  const { ChunkedSearchClient } = await import(join(tmp, 'chunked.mjs'));
  const client = new ChunkedSearchClient({
    index: 'http://x/_inlay/',
    lang: 'en',
    fetch: async (u) => {
      try {
        return new Response(readFileSync(join(dir, new URL(u).pathname)));
      } catch {
        return new Response('', { status: 404 });
      }
    },
  });
  const out = {};
  for (const q of KINDS.flatMap((k) => queries[k].map((x) => (typeof x === 'string' ? x : x.query)))) {
    const r = (await client.search([{ indexName: 'i', params: { query: q, hitsPerPage: 5 } }])).results[0];
    out[q] = r.hits.map((h) => h.url);
  }
  return out;
}

export function recall(pages, queries, tops) {
  const en = pages.filter((p) => p.lang === 'en');
  const sections = [];
  for (const p of en) {
    sections.push({ url: p.url, words: new Set(wordsOf(p.title + ' ' + p.intro)) });
    for (const s of p.sections) sections.push({ url: `${p.url}#${s.id}`, words: new Set([...wordsOf(s.heading + ' ' + s.text), ...wordsOf(p.title)]) });
  }
  const match = (test) => new Set(sections.filter((s) => [...s.words].some(test)).map((s) => s.url));
  const out = {};
  for (const kind of KINDS) {
    const scores = queries[kind].map((x) => {
      const q = typeof x === 'string' ? x : x.query;
      const got = (tops[q] ?? []).slice(0, 5);
      let rel;
      if (kind === 'exact') rel = match((w) => w === q);
      else if (kind === 'prefix') rel = match((w) => w.startsWith(q));
      else if (kind === 'typo') rel = match((w) => within1(w, q));
      else if (kind === 'two') {
        const [a, b] = q.split(' ');
        const A = match((w) => w === a);
        rel = new Set([...match((w) => w === b)].filter((u) => A.has(u)));
      } else return got.length ? 0 : 1;
      if (!rel.size) return got.length ? 0 : 1;
      return got.filter((u) => rel.has(u)).length / Math.min(5, rel.size);
    });
    out[kind] = scores.reduce((s, x) => s + x, 0) / scores.length;
  }
  return out;
}

export default async function scaleBench() {
  if (!CHROME) return console.log('No Chromium found: skipped.');
  if (!existsSync(PAGEFIND)) return console.log('Pagefind binary (@pagefind/linux-x64) not installed: skipped.');
  if (!existsSync(join(root, 'dist/inlay-search.js'))) return console.log('dist/inlay-search.js missing: run the build first.');
  const browser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROME_ARGS,
  });
  const rows = [];
  try {
    for (const n of SIZES) {
      const tmp = mkdtempSync(join(tmpdir(), `inlay-scale-${n}-`));
      try {
        const site = join(tmp, 'site');
        const pages = generateSite(n, 42);
        writeSite(pages, site);
        writeFileSync(join(tmp, 'inlay.html'), INLAY_PAGE);
        writeFileSync(join(tmp, 'pagefind.html'), PAGEFIND_PAGE);
        // The page monitor is served beside the pages, never written into dist/ (the package ships dist/*.js).
        writeFileSync(join(tmp, 'bench-monitor.js'), MONITOR);
        const queries = pickQueries(
          pages.filter((p) => p.lang === 'en'),
          PER_KIND,
          11,
        );
        const ib = await timed(process.execPath, [join(root, 'bin/inlay.mjs'), 'index', site, '--chunks', 'always', '--quiet']);
        const withPagefind = ENGINES.includes('pagefind');
        const pb = withPagefind ? await timed(PAGEFIND, ['--site', site, '--quiet']) : NONE;
        const idisk = du(join(site, '_inlay'));
        const pdisk = withPagefind ? du(join(site, 'pagefind')) : NONE;
        const { server, stats, url } = await serve(site);
        // The recall of Inlay's ranking is read from the engine (its UI groups hits by page).
        const itop = await inlayTop(site, queries, tmp);
        const ir = await runEngine(browser, url, 'inlay', queries, stats);
        const pr = withPagefind ? await runEngine(browser, url, 'pagefind', queries, stats) : NONE;
        server.close();
        const recallI = recall(pages, queries, itop);
        const recallP = recall(pages, queries, pr.top);
        rows.push({ n, ib, pb, idisk, pdisk, ir, pr, recallI, recallP });
        printOne(rows[rows.length - 1]);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}

function printOne({ n, ib, pb, idisk, pdisk, ir, pr, recallI, recallP }) {
  console.log(`\nN = ${n.toLocaleString('en')} sections (${Math.ceil(n / 10).toLocaleString('en')} pages, en + de), ${PER_KIND} queries per kind`);
  const r = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b ? (a / b).toFixed(2) : '–');
  const line = (name, a, b, fmt, lower = true) => [name, fmt(a), fmt(b), r(a, b), lower ? (a <= b ? 'Inlay' : 'Pagefind') : a >= b ? 'Inlay' : 'Pagefind'];
  table([
    ['measure', 'Inlay', 'Pagefind', 'ratio', 'better'],
    line('build time (s)', ib.secs, pb.secs, f2),
    line('build peak memory (MB)', ib.mb, pb.mb, f0),
    line('index on disk (KB)', idisk.bytes / 1024, pdisk.bytes / 1024, f0),
    line('files', idisk.files, pdisk.files, f0),
    line('first keystroke → painted, cold p50 (ms)', pct(ir.cold, 50), pct(pr.cold, 50), f0),
    line('first keystroke → painted, cold p95 (ms)', pct(ir.cold, 95), pct(pr.cold, 95), f0),
    line('typed cold: query complete → painted p50 (ms)', pct(ir.typed, 50), pct(pr.typed, 50), f0),
    line('typed cold: query complete → painted p95 (ms)', pct(ir.typed, 95), pct(pr.typed, 95), f0),
    line('typed cold: query complete → painted max (ms)', pct(ir.typed, 100), pct(pr.typed, 100), f0),
    line('KB fetched, first query (p50)', pct(ir.firstBytes, 50) / 1024, pct(pr.firstBytes, 50) / 1024, f0),
    line('KB fetched, first query (max)', Math.max(...ir.firstBytes) / 1024, Math.max(...pr.firstBytes) / 1024, f0),
    line('KB fetched, ten queries', ir.tenBytes / 1024, pr.tenBytes / 1024, f0),
    line('query → painted warm p50 (ms)', pct(ir.warm, 50), pct(pr.warm, 50), f0),
    line('query → painted warm p95 (ms)', pct(ir.warm, 95), pct(pr.warm, 95), f0),
    line('longest main-thread task typing (ms, ≥ 50 counted)', ir.long, pr.long, f0),
    line('longest animation frame typing (ms, ≥ 50 counted)', ir.frame, pr.frame, f0),
    line('longest event-loop gap typing (ms)', ir.gap, pr.gap, f0),
    ...KINDS.map((k) => line(`recall@5 ${k}`, recallI[k], recallP[k], f2, false)),
  ]);
}
