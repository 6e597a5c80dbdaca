// Building a static site's search index: `inlay index` against Pagefind (the peer: one command after the
// site build) on the same generated site — seeded text, two languages, 10 sections a page — in the same
// run, alternated. Prints wall time, peak memory (GNU time, when installed), bytes and files written.
// SITE_PAGES=2000 (default) sets the size; `BENCH_ONLY=site-index npm run bench`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;

function generate(dir, pages) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const W = {
    en: 'the tide pool gizmo widget install configure bucket sync plugin theme colour security sandbox command reference error timeout network server client index search page section anchor language filter weight version release schedule storage export import archive photo blog shop nightly hourly morning evening'.split(
      ' ',
    ),
    de: 'die Gezeit Pool Baustein installieren konfigurieren Speicher Abgleich Erweiterung Farbe Sicherheit Befehl Referenz Fehler Zeitüberschreitung Netzwerk Suche Seite Abschnitt Sprache Filter Gewicht Version Archiv Foto Laden nächtlich stündlich Morgen Abend Übersicht'.split(
      ' ',
    ),
  };
  const words = (l, n) =>
    Array.from({ length: n }, () => W[l][Math.floor(rnd() ** 1.7 * W[l].length)] + (rnd() < 0.3 ? Math.floor(rnd() * 500) : '')).join(' ');
  for (let i = 0; i < pages; i++) {
    const l = i % 2 ? 'de' : 'en';
    const folder = join(dir, l, `p${Math.floor(i / 100)}`);
    mkdirSync(folder, { recursive: true });
    const sections = Array.from({ length: 9 }, (_, k) => `<h2 id="s${k}">${words(l, 3)}</h2><p>${words(l, 60)}</p>`).join('\n');
    writeFileSync(
      join(folder, `${i}.html`),
      `<!doctype html><html lang="${l}"><head><meta charset="utf-8"><title>Page ${i}</title></head><body><header>Site</header><nav>a b c</nav><main><h1>${words(l, 4)} ${i}</h1><p>${words(l, 40)}</p>${sections}</main><footer>f</footer></body></html>`,
    );
  }
}

function walk(dir) {
  let bytes = 0;
  let gz = 0;
  let files = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      const s = walk(p);
      bytes += s.bytes;
      gz += s.gz;
      files += s.files;
    } else {
      bytes += statSync(p).size;
      // Pagefind's files are gzipped already; ours are served compressed by any host.
      gz += p.endsWith('.json') ? gzipSync(readFileSync(p), { level: 9 }).length : statSync(p).size;
      files++;
    }
  }
  return { bytes, gz, files };
}

const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
function timed(cmd, args) {
  const t0 = performance.now();
  const r = gnuTime ? spawnSync(gnuTime, ['-f', '%M', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  const kb = gnuTime ? Number(r.stderr.trim().split('\n').pop()) : NaN;
  return { ms, mb: kb / 1024 };
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function () {
  const pages = Number(process.env.SITE_PAGES ?? 2000);
  const dir = mkdtempSync(join(tmpdir(), 'inlay-site-bench-'));
  try {
    generate(dir, pages);
    const pagefind = join(root, 'node_modules/.bin/pagefind');
    const runs = { inlay: [], pagefind: [] };
    for (let i = 0; i < RUNS; i++) {
      runs.inlay.push(timed(process.execPath, [join(root, 'bin/inlay.mjs'), 'index', dir, '--quiet']));
      if (existsSync(pagefind)) runs.pagefind.push(timed(pagefind, ['--site', dir, '--output-subdir', 'pagefind']));
    }
    const size = { inlay: walk(join(dir, '_inlay')), pagefind: existsSync(join(dir, 'pagefind')) ? walk(join(dir, 'pagefind')) : null };
    console.log(`site: ${pages} pages, ${pages * 10} sections, 2 languages; median of ${RUNS} alternated runs`);
    const row = (name, r, s) =>
      `${name.padEnd(10)} ${(median(r.map((x) => x.ms)) / 1000).toFixed(2).padStart(8)} s ${median(r.map((x) => x.mb))
        .toFixed(0)
        .padStart(7)} MB ${(s.bytes / 1048576).toFixed(1).padStart(7)} MB ${(s.gz / 1048576).toFixed(1).padStart(7)} MB ${String(s.files).padStart(6)}`;
    console.log('tool        build   peak mem    on disk  gz/served  files');
    console.log(row('inlay', runs.inlay, size.inlay));
    if (size.pagefind) {
      console.log(row('pagefind', runs.pagefind, size.pagefind));
      const ratio = (a, b) => (a / b).toFixed(2);
      console.log(
        `inlay / pagefind: build ${ratio(median(runs.inlay.map((x) => x.ms)), median(runs.pagefind.map((x) => x.ms)))}x, memory ${ratio(median(runs.inlay.map((x) => x.mb)), median(runs.pagefind.map((x) => x.mb)))}x, bytes ${ratio(size.inlay.gz, size.pagefind.gz)}x (gzip), files ${size.inlay.files} vs ${size.pagefind.files}`,
      );
      console.log('(what is written differs: Pagefind a prebuilt, chunked index; inlay the section records, indexed by the browser on first use)');
    } else console.log('pagefind: not installed (npm ci installs it as a dev dependency)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
