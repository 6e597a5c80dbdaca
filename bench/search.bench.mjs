// <inlay-search> benchmark, in real Chromium on the built dist/inlay-search.js:
//  1. Algolia mode against a local Algolia-protocol server (127.0.0.1, fixed 30 ms latency): requests
//     sent while typing a 10-character query at 80 ms per key, and keystroke → results painted
//     (median, p95), next to an "as-you-type" client (one request per keystroke, stale answers dropped —
//     what DocSearch/autocomplete do) measured in the same run.
//  2. Local mode (MiniSearch behind the Algolia-shaped client): p95 query time at 10k and 100k records
//     synthesized from examples/data/search-records.json, and the longest main-thread task while indexing.
//  3. Size: dist/inlay-search.js gzip vs DocSearch v5 keyword-only UMD (88 KB gz, the figure).
import { createServer } from 'node:http';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => {
  try {
    return readFileSync(p) && true;
  } catch {
    return false;
  }
});
const DOCSEARCH_GZ_KB = 88;
const LATENCY = 30;
const QUERY = 'instantsea'; // 10 characters
const KEY_MS = 80;
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 8);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
function table(rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  rows.forEach((r, i) => {
    console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(w[j]) : String(c).padStart(w[j]))).join('  '));
    if (i === 0) console.log(w.map((x) => '-'.repeat(x)).join('  '));
  });
}

// ---- a local Algolia-protocol server with fixed latency (plain JS: substring match over the dataset) ----
const DATA = JSON.parse(readFileSync(join(root, 'examples/data/search-records.json'), 'utf8'));
function algoliaServer() {
  const seen = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const cors = { 'access-control-allow-origin': '*' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'access-control-allow-headers': '*' });
        return res.end();
      }
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        /* not JSON: no requests */
      }
      const requests = body.requests ?? [];
      seen.push({ at: performance.now(), queries: requests.map((r) => r.query ?? r.params?.query) });
      const results = requests.map((r) => {
        const q = String(r.query ?? r.params?.query ?? '').toLowerCase();
        const hits = DATA.filter((d) => (d.title + ' ' + d.content).toLowerCase().includes(q))
          .slice(0, r.hitsPerPage ?? 8)
          .map((d) => ({ ...d, _highlightResult: { title: { value: d.title, matchLevel: 'none', matchedWords: [] } } }));
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: r.hitsPerPage ?? 8,
          processingTimeMS: 1,
          query: q,
          params: '',
          exhaustiveNbHits: true,
        };
      });
      setTimeout(() => {
        res.writeHead(200, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ results }));
      }, LATENCY);
    });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r({ server, seen, url: `http://127.0.0.1:${server.address().port}` })));
}

// ---- a static server for the pages, dist/ and generated records ----
function pageServer(files) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const f = files[path];
    if (f) {
      res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store' });
      return res.end(f.body());
    }
    if (path.startsWith('/dist/')) {
      try {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(readFileSync(join(root, path)));
      } catch {
        /* not built: 404 */
      }
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

// Types into the widget's input from inside the page at an exact cadence and records, per keystroke,
// when results at least as fresh as that keystroke were painted (data-query on the panel + one frame).
const TYPE_AND_MEASURE = `async (text, step) => {
  const el = document.querySelector('inlay-search');
  const input = el.shadowRoot.querySelector('input');
  const panel = () => el.shadowRoot.querySelector('[part="panel"]');
  input.focus();
  await new Promise((r) => setTimeout(r, 300));
  const keys = [];
  const painted = [];
  const obs = new MutationObserver(() => {
    const q = panel().getAttribute('data-query');
    requestAnimationFrame(() => painted.push({ q, at: performance.now() }));
  });
  obs.observe(panel(), { attributes: true, attributeFilter: ['data-query'] });
  for (let i = 1; i <= text.length; i++) {
    input.value = text.slice(0, i);
    keys.push({ q: input.value, at: performance.now() });
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text[i - 1] }));
    if (i < text.length) await new Promise((r) => setTimeout(r, step));
  }
  const t0 = performance.now();
  while (!painted.some((p) => p.q === text) && performance.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 10));
  obs.disconnect();
  return keys.map((k, i) => {
    const p = painted.find((p) => p.at >= k.at && text.slice(0, text.indexOf(p.q) === 0 ? p.q.length : 0).length >= i + 1 && p.q.length >= i + 1);
    return p ? p.at - k.at : NaN;
  });
}`;

// The as-you-type baseline: one request per keystroke, stale responses dropped (request ids).
const BASELINE = (api) => `<!doctype html><meta charset=utf-8><input id=q><ul id=out></ul><script>
let last = 0; const q = document.getElementById('q'), out = document.getElementById('out');
window.__painted = [];
q.addEventListener('input', async () => {
  const id = ++last, text = q.value;
  const res = await fetch('${api}/1/indexes/*/queries?x-algolia-application-id=A&x-algolia-api-key=k', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ requests: [{ indexName: 'docs', query: text, hitsPerPage: 8 }] }) });
  const data = await res.json();
  if (id !== last) return;
  out.replaceChildren(...data.results[0].hits.map((h) => Object.assign(document.createElement('li'), { textContent: h.title })));
  requestAnimationFrame(() => __painted.push({ q: text, at: performance.now() }));
});
</script>`;
const BASELINE_MEASURE = `async (text, step) => {
  const input = document.getElementById('q');
  input.focus();
  const keys = [];
  for (let i = 1; i <= text.length; i++) {
    input.value = text.slice(0, i);
    keys.push({ at: performance.now() });
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    if (i < text.length) await new Promise((r) => setTimeout(r, step));
  }
  const t0 = performance.now();
  while (!__painted.some((p) => p.q === text) && performance.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 10));
  return keys.map((k, i) => { const p = __painted.find((p) => p.at >= k.at && p.q.length >= i + 1); return p ? p.at - k.at : NaN; });
}`;

async function buildLocalClient(dir) {
  const { scriptConfig } = await import(join(root, 'rollup.config.mjs'));
  const entry = join(root, 'src/widgets/search/local/local-client.ts');
  const c = scriptConfig('bench-local', entry);
  c.output = { ...c.output, file: join(dir, 'local.js'), name: '__InlayLocal' };
  const b = await rollup({ ...c, onwarn: () => {} });
  await b.write(c.output);
  await b.close();
  return readFileSync(join(dir, 'local.js'), 'utf8');
}

function synth(n) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const words = DATA.flatMap((d) => d.content.split(/\s+/)).filter((w) => /^[a-z]{3,}$/i.test(w));
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const base = DATA[i % DATA.length];
    const pick = (k) => Array.from({ length: k }, () => words[Math.floor(rnd() * words.length)]).join(' ');
    out[i] = {
      objectID: String(i),
      title: `${base.title} ${pick(2)}`,
      url: `${base.url}-${i}`,
      content: `${base.content.slice(0, 200)} ${pick(30)}`,
      category: base.category,
      package: base.package,
    };
  }
  return { records: out, words };
}

function queries(words) {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const w = () => words[Math.floor(rnd() * words.length)].toLowerCase();
  const long = () => {
    let x;
    do x = w();
    while (x.length < 6);
    return x;
  };
  const qs = [];
  for (let i = 0; i < 20; i++) qs.push(w());
  for (let i = 0; i < 20; i++) qs.push(`${w()} ${w()}`);
  for (let i = 0; i < 20; i++) qs.push(long().slice(0, 4));
  for (let i = 0; i < 20; i++) {
    const x = long();
    const k = 2 + Math.floor(rnd() * (x.length - 3));
    qs.push(x.slice(0, k) + (x[k] === 'e' ? 'a' : 'e') + x.slice(k + 1));
  }
  // the first keystrokes of a query (1 and 2 letters): reported apart, not part of the 80 above
  for (let i = 0; i < 20; i++) qs.push(w().slice(0, 1 + (i % 2)));
  return qs;
}

export default async function run() {
  if (!CHROME) return console.log('search bench: no Chromium found (set /usr/bin/chromium).');
  const tmp = mkdtempSync(join(tmpdir(), 'inlay-search-bench-'));
  const api = await algoliaServer();
  const localJs = await buildLocalClient(tmp);
  const sets = { 10000: synth(10000), 100000: synth(100000) };
  const files = {
    '/typing.html': {
      type: 'text/html',
      body: () =>
        `<!doctype html><meta charset=utf-8><inlay-search app-id="A" api-key="k" index-name="docs" consent="none" host="${api.url}"></inlay-search><script src="/dist/inlay-search.js"></script>`,
    },
    '/baseline.html': { type: 'text/html', body: () => BASELINE(api.url) },
    '/local.html': { type: 'text/html', body: () => `<!doctype html><meta charset=utf-8><script src="/local.js"></script>` },
    '/local.js': { type: 'text/javascript', body: () => localJs },
    '/widget-10000.html': {
      type: 'text/html',
      body: () =>
        `<!doctype html><meta charset=utf-8><inlay-search mode="inline" records="/r10000.json" facets="category" snippet-field="content"></inlay-search><script src="/dist/inlay-search.js"></script>`,
    },
    '/widget-100000.html': {
      type: 'text/html',
      body: () =>
        `<!doctype html><meta charset=utf-8><inlay-search mode="inline" records="/r100000.json" facets="category" snippet-field="content"></inlay-search><script src="/dist/inlay-search.js"></script>`,
    },
    '/r10000.json': { type: 'application/json', body: () => JSON.stringify(sets[10000].records) },
    '/r100000.json': { type: 'application/json', body: () => JSON.stringify(sets[100000].records) },
  };
  const web = await pageServer(files);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // ---- 1. typing against the Algolia-protocol server ----
    const ours = { requests: [], lat: [], final: [] };
    const base = { requests: [], lat: [], final: [] };
    for (let r = 0; r < (process.env.SEARCH_BENCH_LOCAL_ONLY ? 0 : RUNS); r++) {
      for (const [name, acc, path, fn] of [
        ['inlay', ours, '/typing.html', TYPE_AND_MEASURE],
        ['as-you-type', base, '/baseline.html', BASELINE_MEASURE],
      ]) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        await page.goto(web.url + path);
        if (name === 'inlay') await page.waitForFunction(() => customElements.get('inlay-search'));
        const before = api.seen.length;
        const lat = await page.evaluate(`(${fn})(${JSON.stringify(QUERY)}, ${KEY_MS})`);
        await page.waitForTimeout(200);
        acc.requests.push(api.seen.slice(before).filter((s) => s.queries.some((q) => q)).length);
        if (process.env.SEARCH_BENCH_VERBOSE)
          console.log(
            name.padEnd(12),
            api.seen
              .slice(before)
              .map((s) => s.queries.join('|'))
              .join(' '),
            `last key → final ${lat.at(-1)?.toFixed(0)} ms`,
          );
        acc.lat.push(...lat);
        acc.final.push(lat.at(-1));
        await ctx.close();
      }
    }
    console.log(`Algolia mode: "${QUERY}" typed at ${KEY_MS} ms/key, server latency ${LATENCY} ms, ${RUNS} runs (Chromium)`);
    table([
      ['client', 'requests / query (median)', 'max', 'keystroke→painted median ms', 'p95 ms', 'last key→final results median ms'],
      ['inlay-search', pct(ours.requests, 50), Math.max(...ours.requests), f1(pct(ours.lat, 50)), f1(pct(ours.lat, 95)), f1(pct(ours.final, 50))],
      [
        'as-you-type (DocSearch-style)',
        pct(base.requests, 50),
        Math.max(...base.requests),
        f1(pct(base.lat, 50)),
        f1(pct(base.lat, 95)),
        f1(pct(base.final, 50)),
      ],
      [
        'ratio inlay / as-you-type',
        (pct(ours.requests, 50) / pct(base.requests, 50)).toFixed(2),
        '',
        (pct(ours.lat, 50) / pct(base.lat, 50)).toFixed(2),
        (pct(ours.lat, 95) / pct(base.lat, 95)).toFixed(2),
        (pct(ours.final, 50) / pct(base.final, 50)).toFixed(2),
      ],
    ]);

    if (process.env.SEARCH_BENCH_ALGOLIA_ONLY) return;
    // ---- 2. local mode ----
    const rows = [
      [
        'records',
        'index time s',
        'longest indexing slice ms',
        'longest long task ms',
        'query p50 ms',
        'query p95 ms',
        'max ms',
        'MiniSearch alone p95 ms',
        'ratio p95 ours / MiniSearch',
        'typo hit-rate',
        'bar (p95)',
      ],
    ];
    const phaseRows = [
      ['records', 'fetch', 'body: streamed read + parse', 'indexing', 'ranker setup', 'first search (facet index)', 'after', 'first search ms'],
    ];
    const byKind = [['records', '1 word p50/p95 ms', '2 words', '4-letter prefix', '1-letter typo', 'first keys (1–2 letters)']];
    for (const n of [10000, 100000]) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.goto(web.url + '/local.html');
      const qs = queries(sets[n].words);
      const res = await page.evaluate(
        async ([url, qs]) => {
          const longs = [];
          const po = new PerformanceObserver((l) => l.getEntries().forEach((e) => longs.push({ at: e.startTime, d: e.duration })));
          po.observe({ type: 'longtask', buffered: false });
          // When each loading phase ended, and the longest indexing slice (the client's trace option).
          const phases = {};
          let longestSlice = 0;
          const trace = (phase, ms) => (phase === 'slice' ? (longestSlice = Math.max(longestSlice, ms)) : (phases[phase] = ms));
          const client = new __InlayLocal.LocalSearchClient({ records: url, searchFields: ['title', 'content'], trace });
          const t0 = performance.now();
          const loading = client.load();
          await loading;
          const indexS = (performance.now() - t0) / 1000;
          const req = (q) => ({
            indexName: 'local',
            params: {
              query: q,
              hitsPerPage: 8,
              page: 0,
              facets: ['category'],
              maxValuesPerFacet: 10,
              attributesToSnippet: ['content:24'],
              highlightPreTag: '<m>',
              highlightPostTag: '</m>',
            },
          });
          // the first search also builds the facet value index (in slices)
          let t1 = performance.now();
          await client.search([req('')]);
          const firstMs = performance.now() - t1;
          phases.first = performance.now();
          await new Promise((r) => setTimeout(r, 100));
          po.disconnect();
          for (const q of qs.slice(0, 10)) client.run(req(q)); // warm-up
          const times = [];
          const engine = [];
          // MiniSearch's own search() on the same index, with the ranker's rules (src/widgets/search/local/minisearch-reference.ts).
          const reference = {
            boost: { title: 3 },
            prefix: (_term, i, terms) => i === terms.length - 1,
            fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
            maxFuzzy: 2,
            combineWith: 'AND',
          };
          let typoHits = 0;
          qs.forEach((q, i) => {
            let t = performance.now();
            client.index.search(q, reference);
            engine.push(performance.now() - t);
            t = performance.now();
            const r = client.run(req(q));
            times.push(performance.now() - t);
            if (i >= 60 && i < 80 && r.nbHits > 0) typoHits++;
          });
          const phaseOf = (at) =>
            Object.entries(phases)
              .sort((a, b) => a[1] - b[1])
              .find(([, end]) => at < end)?.[0] ?? 'after';
          const byPhase = {};
          for (const { at, d } of longs) byPhase[phaseOf(at)] = Math.max(byPhase[phaseOf(at)] ?? 0, d);
          return { indexS, firstMs, longestSlice, longest: longs.length ? Math.max(...longs.map((l) => l.d)) : 0, byPhase, times, engine, typoHits };
        },
        [`/r${n}.json`, qs],
      );
      const bar = n === 10000 ? 10 : 30;
      const main = res.times.slice(0, 80);
      const p95 = pct(main, 95);
      const kinds = ['1 word', '2 words', '4-letter prefix', 'typo', 'first keys'];
      byKind.push([
        n.toLocaleString('en'),
        ...kinds.map((_, k) => {
          const t = res.times.slice(k * 20, k * 20 + 20);
          return `${f1(pct(t, 50))} / ${f1(pct(t, 95))}`;
        }),
      ]);
      phaseRows.push([
        n.toLocaleString('en'),
        ...['response', 'body', 'index', 'ranker', 'first', 'after'].map((k) => (res.byPhase[k] ? f1(res.byPhase[k]) : '–')),
        f1(res.firstMs),
      ]);
      rows.push([
        n.toLocaleString('en'),
        res.indexS.toFixed(1),
        f1(res.longestSlice),
        res.longest ? f1(res.longest) : '0 (none ≥ 50)',
        f1(pct(main, 50)),
        f1(p95),
        f1(Math.max(...main)),
        f1(pct(res.engine.slice(0, 80), 95)),
        (p95 / pct(res.engine.slice(0, 80), 95)).toFixed(2),
        `${res.typoHits}/20`,
        `≤ ${bar} ms ${p95 <= bar ? 'ok' : 'OVER'}`,
      ]);
      await ctx.close();
    }
    // ---- 2b. the element in local mode: index in its worker, the page's main thread watched ----
    const widgetRows = [
      [
        'records',
        'first key → first results ms',
        'longest main-thread task ms (first key → results)',
        'tasks ≥ 50 ms',
        'index in',
        'query → painted p50 ms',
        'p95 ms',
      ],
    ];
    for (const n of [10000, 100000]) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.goto(`${web.url}/widget-${n}.html`);
      await page.waitForFunction(() => customElements.get('inlay-search'));
      const qs = queries(sets[n].words).slice(0, 40);
      const res = await page.evaluate(async (qs) => {
        const longs = [];
        const po = new PerformanceObserver((l) => l.getEntries().forEach((e) => longs.push(e.duration)));
        po.observe({ type: 'longtask', buffered: false });
        const el = document.querySelector('inlay-search');
        const root = el.shadowRoot;
        const input = root.querySelector('input');
        const shown = (q) =>
          new Promise((done) => {
            const t = setInterval(() => {
              if (root.querySelector('[part="panel"]')?.getAttribute('data-query') === q) {
                clearInterval(t);
                requestAnimationFrame(() => done());
              }
            }, 1);
          });
        const ask = (q) => {
          input.value = q;
          input.dispatchEvent(new InputEvent('input', { bubbles: true }));
          return shown(q);
        };
        input.focus();
        const t0 = performance.now();
        await ask('instantsearch');
        const first = performance.now() - t0;
        await new Promise((r) => setTimeout(r, 100));
        po.disconnect();
        const times = [];
        for (const q of qs) {
          const t = performance.now();
          await ask(q);
          times.push(performance.now() - t);
        }
        return { first, longs, times };
      }, qs);
      const workers = page.workers().length;
      widgetRows.push([
        n.toLocaleString('en'),
        f1(res.first),
        res.longs.length ? f1(Math.max(...res.longs)) : '0 (none ≥ 50)',
        res.longs.length,
        workers ? 'worker' : 'page',
        f1(pct(res.times, 50)),
        f1(pct(res.times, 95)),
      ]);
      await ctx.close();
    }
    console.log('\nThe element (dist/inlay-search.js, records URL): the index is built and queried in a worker started from the script itself');
    table(widgetRows);

    console.log('\nLocal mode (MiniSearch, prefix + typo tolerance, facet counts, highlights + snippets per query), Chromium main thread');
    table(rows);
    console.log('\nlongest long task (≥ 50 ms) per loading phase, ms (– = none)');
    table(phaseRows);
    console.log('\nby query kind (20 queries each)');
    table(byKind);

    // ---- 3. size ----
    const gz = gzipSync(readFileSync(join(root, 'dist/inlay-search.js')), { level: 9 }).length / 1024;
    console.log('\nSize (gzip -9)');
    table([
      ['script', 'KB gz', 'modes'],
      ['dist/inlay-search.js', gz.toFixed(1), 'Algolia + local index + any InstantSearch client, styles, consent gate'],
      ['DocSearch v5 (keyword-only UMD)', DOCSEARCH_GZ_KB.toFixed(1), 'Algolia only'],
      ['ratio inlay / DocSearch', (gz / DOCSEARCH_GZ_KB).toFixed(2), ''],
    ]);
  } finally {
    await browser.close();
    api.server.close();
    web.server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
