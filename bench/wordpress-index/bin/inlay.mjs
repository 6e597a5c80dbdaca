// The WordPress plugin's index builder standing in for `inlay index`, for the relevance benchmark:
//   RELEVANCE_SET=wp RELEVANCE_ENGINES=inlay RELEVANCE_INLAY=bench/wordpress-index node bench/relevance.bench.mjs
// The benchmark runs `<RELEVANCE_INLAY>/bin/inlay.mjs index <site> --quiet`: this takes each post and page
// of the generated WordPress-like site (bench/relevance/wp-site.mjs: body class single/page), its title and
// its `.entry-content` (what the_content gives the plugin), and has build.php index them as the plugin does
// (includes/headings.php, then Inlay_Extractor) into <site>/_inlay/. Archives, feeds, ?p=N duplicates and
// comments are not posts: the plugin never sees them. Needs php (DOM extension).
import { readdirSync, readFileSync, writeFileSync, statSync, mkdtempSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const site = process.argv[3];
const files = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (f === 'index.html') files.push(p);
  }
};
walk(site);
const items = [];
for (const f of files) {
  const html = readFileSync(f, 'utf8');
  const body = html.match(/<body[^>]*class="([^"]*)"/)?.[1].split(/\s+/) ?? [];
  if (!body.includes('single') && !body.includes('page')) continue;
  const m = html.match(/<h1 class="entry-title">([\s\S]*?)<\/h1>[\s\S]*?<div class="entry-content">([\s\S]*?)<\/div>\n/);
  if (m) items.push({ url: '/' + relative(site, f).replace(/index\.html$/, ''), title: m[1], content: m[2] });
}
const list = join(mkdtempSync(join(tmpdir(), 'inlay-wp-')), 'items.json');
writeFileSync(list, JSON.stringify(items));
execFileSync('php', [join(dirname(fileURLToPath(import.meta.url)), 'build.php'), list, join(site, '_inlay')], { stdio: 'inherit' });
