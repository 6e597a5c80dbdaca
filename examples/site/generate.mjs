#!/usr/bin/env node
// Writes the example site (npm start serves it at /site/ and indexes it with `inlay index`): the docs of
// "Tidepool", an imaginary command-line tool, in English and German, versions 2.x and 1.x — plain HTML
// pages with a header, nav and footer (left out of the index), sections with ids, filters and weights.
// `npm start` (npm run index:example) writes the pages, then indexes them; they are not committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// [slug, English title, German title, English noun, German noun, version, weight]
const TOPICS = [
  ['install', 'Installation', 'Installation', 'the installer', 'das Installationsprogramm', '2.x', 2],
  ['quick-start', 'Quick start', 'Schnellstart', 'your first pool', 'Ihr erster Pool', '2.x', 2],
  ['configuration', 'Configuration file', 'Konfigurationsdatei', 'tidepool.toml', 'tidepool.toml', '2.x', 1],
  ['tides', 'Scheduling tides', 'Gezeiten planen', 'a tide schedule', 'ein Gezeitenplan', '2.x', 1],
  ['buckets', 'Storage buckets', 'Speicher-Buckets', 'a bucket', 'ein Bucket', '2.x', 1],
  ['sync', 'Synchronisation', 'Synchronisation', 'the sync engine', 'die Sync-Engine', '2.x', 1],
  ['plugins', 'Writing plugins', 'Plugins schreiben', 'a plugin', 'ein Plugin', '2.x', 1],
  ['themes', 'Themes and colours', 'Themes und Farben', 'the café theme', 'das Café-Theme', '2.x', 1],
  ['security', 'Security model', 'Sicherheitsmodell', 'the sandbox', 'die Sandbox', '2.x', 1],
  ['cli', 'Command reference', 'Befehlsreferenz', 'the tidepool command', 'der tidepool-Befehl', '2.x', 1],
  ['troubleshooting', 'Troubleshooting', 'Fehlerbehebung', 'a stuck tide', 'eine hängende Gezeit', '2.x', 1],
  ['faq', 'Frequently asked questions', 'Häufige Fragen', 'Tidepool', 'Tidepool', '2.x', 0.5],
  ['v1-install', 'Installing version 1', 'Version 1 installieren', 'the legacy installer', 'das alte Installationsprogramm', '1.x', 0.5],
  ['v1-migration', 'Migrating from 1.x to 2.x', 'Umstieg von 1.x auf 2.x', 'the migration tool', 'das Migrationswerkzeug', '1.x', 1],
];

const SECTIONS = {
  en: [
    [
      'overview',
      'Overview',
      (n) => `This page explains ${n} step by step. Read it once before you change anything in production, and keep it open while you work.`,
    ],
    [
      'requirements',
      'Requirements',
      (n) =>
        `Before you use ${n}, check that Node 20 or later is installed, that the disk has 200 MB free, and that your user may write to the project folder.`,
      [['operating-systems', 'Operating systems', () => 'Linux, macOS and Windows 11 are supported; FreeBSD works but is not tested on every release.']],
    ],
    [
      'examples',
      'Examples',
      (n) => `Three short examples show ${n} in a real project: a blog, a shop with a nightly export, and a photo archive that synchronises every hour.`,
      [['example-blog', 'A blog', () => 'The blog example keeps drafts out of the pool with a simple ignore rule and publishes at six every morning.']],
    ],
    [
      'pitfalls',
      'Common pitfalls',
      (n) => `Most problems with ${n} come from relative paths, a clock that drifts, or a configuration file saved with the wrong encoding.`,
    ],
  ],
  de: [
    [
      'ueberblick',
      'Überblick',
      (n) =>
        `Diese Seite erklärt ${n} Schritt für Schritt. Lesen Sie sie einmal, bevor Sie in der Produktion etwas ändern, und lassen Sie sie beim Arbeiten offen.`,
    ],
    [
      'voraussetzungen',
      'Voraussetzungen',
      (n) =>
        `Bevor Sie ${n} verwenden, prüfen Sie, ob Node 20 oder neuer installiert ist, ob 200 MB Speicher frei sind und ob Ihr Benutzer in den Projektordner schreiben darf.`,
      [
        [
          'betriebssysteme',
          'Betriebssysteme',
          () => 'Linux, macOS und Windows 11 werden unterstützt; FreeBSD funktioniert, wird aber nicht bei jeder Version getestet.',
        ],
      ],
    ],
    [
      'beispiele',
      'Beispiele',
      (n) =>
        `Drei kurze Beispiele zeigen ${n} in einem echten Projekt: ein Blog, ein Shop mit nächtlichem Export und ein Fotoarchiv, das sich stündlich synchronisiert.`,
      [
        [
          'beispiel-blog',
          'Ein Blog',
          () => 'Das Blog-Beispiel hält Entwürfe mit einer einfachen Ausschlussregel aus dem Pool heraus und veröffentlicht jeden Morgen um sechs.',
        ],
      ],
    ],
    [
      'stolperfallen',
      'Häufige Stolperfallen',
      (n) => `Die meisten Probleme mit ${n} entstehen durch relative Pfade, eine abweichende Uhr oder eine Konfigurationsdatei in der falschen Kodierung.`,
    ],
  ],
};

const UI = {
  en: {
    home: 'Tidepool docs',
    other: 'Deutsch',
    otherHref: '../de/',
    version: 'Version',
    search: 'Search the docs',
    footer: 'An example site for Inlay search: static HTML indexed by `npx inlay index`.',
    back: 'All pages',
    old: 'You are reading the documentation of version 1.x.',
  },
  de: {
    home: 'Tidepool-Doku',
    other: 'English',
    otherHref: '../en/',
    version: 'Version',
    search: 'Doku durchsuchen',
    footer: 'Eine Beispielseite für die Inlay-Suche: statisches HTML, indiziert mit `npx inlay index`.',
    back: 'Alle Seiten',
    old: 'Sie lesen die Dokumentation von Version 1.x.',
  },
};

function page(lang, topic, i) {
  const [slug, en, de, nEn, nDe, version, weight] = topic;
  const title = lang === 'en' ? en : de;
  const noun = lang === 'en' ? nEn : nDe;
  const ui = UI[lang];
  const nav = TOPICS.map((t) => `<a href="../${lang}/${t[0]}.html"${t[0] === slug ? ' aria-current="page"' : ''}>${esc(lang === 'en' ? t[1] : t[2])}</a>`).join(
    '\n      ',
  );
  const sections = SECTIONS[lang]
    .filter((_, k) => (i + k) % 5 !== 4)
    .map(
      ([id, h, text, subs = []]) => `
    <h2 id="${id}">${esc(h)}</h2>
    <p>${esc(text(noun))}</p>${subs
      .map(
        ([sid, sh, st]) => `
    <h3 id="${sid}">${esc(sh)}</h3>
    <p>${esc(st())}</p>`,
      )
      .join('')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(title)} — ${esc(ui.home)}</title>
  <meta name="inlay:filter" content="version:${version}">
  <link rel="stylesheet" href="../site.css">
  <link rel="icon" href="data:,">
  <script src="/dist/inlay-search.js" defer></script>
</head>
<body${weight !== 1 ? ` data-inlay-weight="${weight}"` : ''}>
  <header>
    <a class="brand" href="../${lang}/">${esc(ui.home)}</a>
    <inlay-search index="/site/_inlay/" mode="modal" filters="version:${version}" label="${esc(ui.search)}"></inlay-search>
    <a class="lang" href="${ui.otherHref}${slug}.html" hreflang="${lang === 'en' ? 'de' : 'en'}">${ui.other}</a>
  </header>
  <div class="layout">
    <nav aria-label="${esc(ui.back)}">
      ${nav}
    </nav>
    <main>
    <h1>${esc(title)}</h1>
    <p class="badge">${ui.version} <span data-inlay-filter="release">${version}</span></p>
    ${version === '1.x' ? `<p class="note" data-inlay-ignore>${esc(ui.old)}</p>` : ''}
    <p>${esc(lang === 'en' ? `Everything about ${title.toLowerCase()} in Tidepool ${version}.` : `Alles über ${title} in Tidepool ${version}.`)}</p>
${sections}
    </main>
  </div>
  <footer>${esc(ui.footer)}</footer>
</body>
</html>
`;
}

function home(lang) {
  const ui = UI[lang];
  const list = TOPICS.map((t) => `<li><a href="${t[0]}.html">${esc(lang === 'en' ? t[1] : t[2])}</a> <small>${t[5]}</small></li>`).join('\n      ');
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(ui.home)}</title>
  <link rel="stylesheet" href="../site.css">
  <link rel="icon" href="data:,">
  <script src="/dist/inlay-search.js" defer></script>
</head>
<body>
  <header>
    <a class="brand" href="./">${esc(ui.home)}</a>
    <a class="lang" href="${ui.otherHref}" hreflang="${lang === 'en' ? 'de' : 'en'}">${ui.other}</a>
  </header>
  <main class="home">
    <h1>${esc(ui.home)}</h1>
    <inlay-search index="/site/_inlay/" label="${esc(ui.search)}" facets="release"></inlay-search>
    <ul class="topics">
      ${list}
    </ul>
  </main>
  <footer>${esc(ui.footer)}</footer>
</body>
</html>
`;
}

for (const lang of ['en', 'de']) {
  mkdirSync(join(here, lang), { recursive: true });
  writeFileSync(join(here, lang, 'index.html'), home(lang));
  TOPICS.forEach((t, i) => writeFileSync(join(here, lang, `${t[0]}.html`), page(lang, t, i)));
}
writeFileSync(
  join(here, 'index.html'),
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tidepool docs</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=en/"><link rel="icon" href="data:,"></head>
<body><p><a href="en/">English</a> · <a href="de/">Deutsch</a></p></body>
</html>
`,
);
if (!process.argv.includes('--quiet')) console.log(`wrote ${2 * (TOPICS.length + 1) + 1} pages to ${here}`);
