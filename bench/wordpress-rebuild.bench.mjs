// The WordPress plugin's "Rebuild index" on a large site: a real WordPress (Debian's package, MariaDB,
// PHP's server, as test/wordpress.test.ts starts it) with WP_POSTS published block posts (10,000 by
// default, three sections each) written before the plugin is activated, as on a site that installs it
// late. Then the plugin is activated and rebuilt through its REST route, one request per batch, the way
// Settings → Inlay's button does. Prints the activation time, every batch's time and peak memory (the
// slowest against PHP's usual 30 s request limit), the whole rebuild, the index written, one post's
// save afterwards and the index rewrite it causes (WP-Cron's request on a large site).
// `BENCH_ONLY=wordpress npm run bench`; WP_POSTS=1000 for a quick run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const POSTS = Number(process.env.WP_POSTS ?? 10_000);
const ZIP = join(root, 'dist/wordpress/inlay.zip');
const php = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** test/helpers/wordpress.ts (node built-ins only), its types stripped, so the bench starts the same WordPress. */
async function helper() {
  const dir = mkdtempSync(join(tmpdir(), 'inlay-wpbench-'));
  const out = ts.transpileModule(readFileSync(join(root, 'test/helpers/wordpress.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(join(dir, 'wordpress.mjs'), out);
  const mod = await import(pathToFileURL(join(dir, 'wordpress.mjs')).href);
  rmSync(dir, { recursive: true, force: true });
  return mod;
}

/** A cookie jar over fetch: enough for wp-login.php and the REST API. */
function browserless(base) {
  const jar = new Map();
  const request = async (path, init = {}) => {
    const res = await fetch(base + path, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  return request;
}

const words = 'harbour lantern foghorn keeper tide beacon rope anchor chart compass gull shoal reef current channel buoy pier storm'.split(' ');
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const text = (n) => Array.from({ length: n }, () => words[Math.floor(rnd() * words.length)] + (rnd() < 0.2 ? Math.floor(rnd() * 900) : '')).join(' ');
const post = () =>
  [`<!-- wp:paragraph -->\n<p>${text(60)}</p>\n<!-- /wp:paragraph -->`]
    .concat(
      Array.from(
        { length: 3 },
        () => `<!-- wp:heading -->\n<h2>${text(3)}</h2>\n<!-- /wp:heading -->\n<!-- wp:paragraph -->\n<p>${text(120)}</p>\n<!-- /wp:paragraph -->`,
      ),
    )
    .join('\n\n');

const ms = (t) => `${(t / 1000).toFixed(2)} s`;
const mb = (b) => `${(b / 1024 / 1024).toFixed(1)} MB`;

export default async function run() {
  if (!existsSync(ZIP)) return console.log(`skipped: ${ZIP} is missing (npm run build makes it)`);
  const { installPlugin, startWordPress, wordpressMissing } = await helper();
  const missing = wordpressMissing();
  if (missing) return console.log(`skipped: ${missing}`);
  const load0 = loadavg()[0];
  const wp = await startWordPress();
  try {
    // The posts first, in slices of 1,000 per PHP process (the plugin is not installed yet).
    const data = mkdtempSync(join(tmpdir(), 'inlay-wpposts-'));
    let t = performance.now();
    for (let from = 0; from < POSTS; from += 1000) {
      const slice = Array.from({ length: Math.min(1000, POSTS - from) }, (_, i) => ({ title: `Post ${from + i} ${text(3)}`, content: post() }));
      const file = join(data, `posts-${from}.json`);
      writeFileSync(file, JSON.stringify(slice));
      const done = await wp.php(`
wp_defer_term_counting( true );
$n = 0;
foreach ( json_decode( file_get_contents( ${php(file)} ), true ) as $p ) {
  $id = wp_insert_post( wp_slash( array( 'post_title' => $p['title'], 'post_content' => $p['content'], 'post_status' => 'publish', 'post_author' => 1 ) ) );
  $n += $id ? 1 : 0;
}
echo $n;`);
      if (Number(done.trim()) !== slice.length) throw new Error(`inserted ${done} of ${slice.length}`);
    }
    rmSync(data, { recursive: true, force: true });
    console.log(`${POSTS.toLocaleString('en')} posts written in ${ms(performance.now() - t)} (before the plugin)`);

    t = performance.now();
    await installPlugin(wp, ZIP);
    const installMs = performance.now() - t;
    const needsRebuild = (await wp.php("echo (int) get_option( 'inlay_needs_rebuild' );")).trim().endsWith('1');
    console.log(`plugin installed and activated in ${ms(installMs)}; asks for a rebuild: ${needsRebuild ? 'yes' : 'no'}`);

    // Each REST response says how much memory its request peaked at (a must-use plugin of the bench's).
    const mu = join(wp.dir, 'wp-content/mu-plugins');
    mkdirSync(mu, { recursive: true });
    writeFileSync(
      join(mu, 'peak.php'),
      "<?php add_filter( 'rest_post_dispatch', static function ( $r ) { $r->header( 'X-Peak-Memory', (string) memory_get_peak_usage() ); return $r; } );",
    );

    const request = browserless(wp.url);
    await request('/wp-login.php');
    const login = await request('/wp-login.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: 'admin', pwd: 'admin-pass', 'wp-submit': 'Log In', testcookie: '1' }).toString(),
    });
    if (login.status !== 302) throw new Error(`admin login answered ${login.status}`);
    const nonce = (await (await request('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();

    const batches = [];
    t = performance.now();
    for (let offset = 0, finished = false; !finished;) {
      const b = performance.now();
      const res = await request(`/wp-json/inlay/v1/rebuild?offset=${offset}`, { method: 'POST', headers: { 'X-WP-Nonce': nonce } });
      if (!res.ok) throw new Error(`rebuild at ${offset}: ${res.status} ${await res.text()}`);
      const progress = await res.json();
      batches.push({ ms: performance.now() - b, peak: Number(res.headers.get('x-peak-memory')), posts: progress.done - offset, last: progress.finished });
      ({ finished } = progress);
      offset = progress.done;
    }
    const total = performance.now() - t;
    const files = join(wp.dir, 'wp-content/uploads/inlay');
    const written = existsSync(files) ? readdirSync(files, { recursive: true }).map((f) => join(files, f)) : [];
    const bytes = written.filter((f) => statSync(f).isFile()).reduce((s, f) => s + statSync(f).size, 0);
    const indexing = batches.filter((b) => !b.last || b.posts > 0);
    const slowest = batches.reduce((a, b) => (b.ms > a.ms ? b : a));
    const sorted = indexing.map((b) => b.ms).sort((a, b) => a - b);
    console.log(`rebuild: ${batches.length} requests, ${ms(total)} in all (${((POSTS / total) * 1000).toFixed(0)} posts/s)`);
    console.log(
      `  a batch: median ${ms(sorted[Math.floor(sorted.length / 2)])}, slowest ${ms(slowest.ms)}${slowest.last ? ' (the last: it also writes the index files)' : ''}, ${((slowest.ms / 30_000) * 100).toFixed(1)}% of PHP's usual 30 s limit`,
    );
    console.log(`  peak memory of a request: ${mb(Math.max(...batches.map((b) => b.peak)))} (the last batch ${mb(batches.at(-1).peak)})`);
    const records = written.filter((f) => /records\.[^/]*\.json$/.test(f));
    const gz = records.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 6 }).length, 0);
    // What a visitor's browser fetches on the first search (the local index is one records file).
    console.log(`  index written: ${written.length} files, ${mb(bytes)}; the records a visitor fetches: ${mb(gz)} gzipped`);

    // One post saved afterwards: its records at once; the files are rewritten by WP-Cron's request
    // above 1,000 posts (inlay_defer_index_above), timed here apart.
    const save = await wp.php(`
wp_set_current_user( 1 );
$t = microtime( true );
$id = wp_insert_post( array( 'post_title' => 'One more', 'post_content' => '<h2>Fresh</h2><p>A new harbour post.</p>', 'post_status' => 'publish' ) );
do_action( 'shutdown' );
$saved = microtime( true ) - $t;
$deferred = (bool) wp_next_scheduled( 'inlay_write_index_event' );
$t = microtime( true );
do_action( 'inlay_write_index_event' );
echo wp_json_encode( array( round( $saved * 1000 ), $deferred, round( ( microtime( true ) - $t ) * 1000 ) ) );`);
    const [saved, deferred, cron] = JSON.parse(save.slice(save.indexOf('[')));
    console.log(
      `one post saved afterwards: ${saved} ms for the save${deferred ? `; the files rewritten by WP-Cron in ${cron} ms` : ' (files rewritten in the same request)'}`,
    );
    console.log(`(load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${execFileSync('nproc').toString().trim()} cores)`);
  } finally {
    await wp.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
