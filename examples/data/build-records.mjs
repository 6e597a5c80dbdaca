#!/usr/bin/env node
// Builds examples/data/search-records.json: a real dataset for local mode, made from the README files of
// the packages installed in node_modules (one record per README section: title, url, content, category,
// package). Run from the repo root: `node examples/data/build-records.mjs`.
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const nm = join(root, 'node_modules');
const dirs = [];
for (const d of readdirSync(nm)) {
  if (d.startsWith('.')) continue;
  if (d.startsWith('@')) for (const s of readdirSync(join(nm, d))) dirs.push(`${d}/${s}`);
  else dirs.push(d);
}

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
const CATEGORIES = [
  ['Installation', /install|setup|getting started|quick ?start|download/i],
  ['API', /api|method|function|class|interface|reference|hooks?|props|events?/i],
  ['Configuration', /option|config|setting|parameter|argument/i],
  ['Examples', /example|usage|demo|recipe|how to/i],
  ['Project', /licen[cs]e|contribut|changelog|sponsor|support|security|author|credits|maintain/i],
];
const categoryOf = (heading) => CATEGORIES.find(([, re]) => re.test(heading))?.[0] ?? 'Guide';

function plain(md) {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_>#|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function repoUrl(pkg) {
  let r = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!r && typeof pkg.homepage === 'string') return pkg.homepage.replace(/#.*$/, '');
  if (!r) return null;
  r = r
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^github:/, 'https://github.com/');
  if (/^[\w-]+\/[\w.-]+$/.test(r)) r = `https://github.com/${r}`;
  return /^https?:\/\//.test(r) ? r : null;
}

const records = [];
for (const d of dirs.sort()) {
  const readme = ['README.md', 'readme.md', 'Readme.md'].map((f) => join(nm, d, f)).find(existsSync);
  const pj = join(nm, d, 'package.json');
  if (!readme || !existsSync(pj)) continue;
  const pkg = JSON.parse(readFileSync(pj, 'utf8'));
  const base = repoUrl(pkg);
  if (!base) continue;
  const md = readFileSync(readme, 'utf8');
  const parts = md.split(/^(#{1,3})\s+(.+)$/m);
  // parts: [intro, hashes, heading, body, hashes, heading, body, ...]
  const intro = plain(parts[0] ?? '');
  if (intro.length > 40) records.push({ title: pkg.name, url: base, content: intro.slice(0, 700), category: 'Overview', package: pkg.name });
  for (let i = 1; i + 2 < parts.length + 1; i += 3) {
    const heading = plain(parts[i + 1] ?? '');
    const content = plain(parts[i + 2] ?? '');
    if (!heading || content.length < 40) continue;
    records.push({
      title: `${pkg.name}: ${heading}`,
      url: `${base}#${slug(heading)}`,
      content: content.slice(0, 700),
      category: categoryOf(heading),
      package: pkg.name,
    });
  }
}
records.forEach((r, i) => (r.objectID = String(i + 1)));
const json = JSON.stringify(records.map(({ objectID, ...r }) => ({ objectID, ...r })));
writeFileSync(join(root, 'examples/data/search-records.json'), json + '\n');
console.log(`${records.length} records, ${(json.length / 1024).toFixed(0)} KB`);
