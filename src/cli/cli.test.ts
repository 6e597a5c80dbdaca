// @vitest-environment node
// `inlay index` on the fixture site (test/fixtures/site): records, what is left out, filters, weights,
// languages, broken pages, exit codes and output.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main';
import { extractPage as extract, type IndexedPage } from './extract';
import { langOfName, urlOf } from './index-site';

type Rec = Record<string, unknown> & { url: string; heading: string; content: string; hierarchy: Record<string, string | null> };
/** The pages these tests extract are indexed (the tests of skipped pages check `skip` at run time). */
const extractPage = (...args: Parameters<typeof extract>): IndexedPage => extract(...args) as IndexedPage;
const FIXTURE = resolve(__dirname, '../../test/fixtures/site');

function sink(isTTY = false) {
  let text = '';
  return {
    write: (s: string) => void (text += s),
    isTTY,
    columns: 100,
    get text() {
      return text;
    },
  };
}

async function run(args: string[], tty = false) {
  const stdout = sink();
  const stderr = sink(tty);
  const code = await main(args, { stdout, stderr, version: '9.9.9' });
  return { code, out: stdout.text, err: stderr.text };
}

let dir: string;
let result: Awaited<ReturnType<typeof run>>;
const readOut = (name: string) => JSON.parse(readFileSync(join(dir, '_inlay', name), 'utf8'));
const entry = () => readOut('index.json');
const records = (lang: string): Rec[] => readOut(entry().languages[lang].records);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inlay-site-'));
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes('_inlay') });
  // Two broken pages: binary data, and bytes that are not UTF-8.
  writeFileSync(join(dir, 'broken.html'), Buffer.from([0x3c, 0x68, 0x31, 0x3e, 0x00, 0x01, 0x02, 0xff]));
  writeFileSync(
    join(dir, 'latin.html'),
    Buffer.concat([Buffer.from('<html lang="en"><body><h1>Caf'), Buffer.from([0xe9]), Buffer.from('</h1></body></html>')]),
  );
  result = await run(['index', dir]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('inlay index', () => {
  it('indexes the site, reports broken pages with the file and reason, and exits 0', () => {
    expect(result.code).toBe(0);
    expect(result.err).toMatch(/warning: skipped broken\.html: binary data/);
    expect(result.err).toMatch(/warning: skipped latin\.html: not valid UTF-8/);
    expect(result.out).toMatch(/Indexed 4 pages: 14 sections in 3 languages \(de 1, en 2, ja 1\)/);
    expect(result.out).toMatch(/Left out 2 pages/);
    expect(result.out).toMatch(/Skipped 2 unreadable pages/);
    expect(result.out).toMatch(/Wrote [\d.]+ KB to .*_inlay\/ .* in [\d.]+ s/);
  });

  it('writes one content-hashed records file per language and an entry file', () => {
    const entryFile = entry();
    expect(entryFile.inlay).toBe(1);
    expect(entryFile.default).toBe('en');
    expect(Object.keys(entryFile.languages)).toEqual(['de', 'en', 'ja']);
    expect(entryFile.languages.en).toMatchObject({ pages: 2, sections: 9 });
    expect(entryFile.languages.en.records).toMatch(/^records\.en\.[0-9a-f]{10}\.json$/);
    expect(readdirSync(join(dir, '_inlay')).sort()).toEqual(
      ['index.json', entryFile.languages.de.records, entryFile.languages.en.records, entryFile.languages.ja.records].sort(),
    );
    expect(records('de').every((r) => r.lang === 'de')).toBe(true);
    expect(records('ja').map((r) => r.heading)).toEqual(['Acmeの使い方', '設定方法']);
  });

  it('makes one record per section: the title, then h2/h3 with an id, linked to page#id, with their hierarchy', () => {
    const en = records('en');
    const home = en.filter((r) => r.page === '/');
    expect(home.map((r) => r.url)).toEqual(['/', '/#install', '/#install-npm', '/#:~:text=Unanchored%20heading', '/#cafe']);
    expect(home[0]).toMatchObject({ heading: 'Acme Widgets', title: 'Acme Widgets', anchor: null, content: 'Acme widgets make dashboards fast. 2.0' });
    expect(home[2]).toMatchObject({ heading: 'With npm', hierarchy: { lvl0: 'Acme Widgets', lvl1: 'Installation', lvl2: 'With npm' } });
    // A heading without any id is linked by a text fragment (browsers without them open the page).
    const orphan = en.find((r) => r.content.includes('pelicans'))!;
    expect(orphan).toMatchObject({
      url: '/#:~:text=Unanchored%20heading',
      anchor: null,
      heading: 'Unanchored heading',
      level: 1,
      content: 'Orphan paragraph about pelicans.',
    });
    // An anchor inside the heading, a wrapping <section id>; <h1> inside the region's <header>.
    const guide = en.filter((r) => r.page === '/guide/');
    expect(guide.map((r) => r.url)).toEqual(['/guide/', '/guide/#themes', '/guide/#layouts', '/guide/#faq']);
    expect(guide[0]!.heading).toBe('Widget guide');
    expect(guide[1]!.heading).toBe('Themes');
    expect(guide[2]!.hierarchy).toEqual({ lvl0: 'Widget guide', lvl1: 'Themes', lvl2: 'Layouts' });
  });

  it('leaves out nav, header, footer, aside, script, style, template, noscript, [hidden], [data-inlay-ignore], and noindex / ignored pages', () => {
    const all = readdirSync(join(dir, '_inlay'))
      .map((f) => readFileSync(join(dir, '_inlay', f), 'utf8'))
      .join('\n');
    for (const secret of [
      'HEADERSECRET',
      'NAVSECRET',
      'FOOTERSECRET',
      'ASIDESECRET',
      'SCRIPTSECRET',
      'STYLESECRET',
      'TEMPLATESECRET',
      'NOSCRIPTSECRET',
      'HIDDENSECRET',
      'IGNORESECRET',
      'PRIVATESECRET',
      'DRAFTSECRET',
      'Sidebar text',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });

  it('reads filters from data-inlay-filter (value or element text) and <meta name="inlay:filter">', () => {
    const en = records('en');
    expect(en.filter((r) => r.page === '/').every((r) => r.version === '2.0')).toBe(true);
    expect(en.filter((r) => r.page === '/guide/').every((r) => r.version === '1.0')).toBe(true);
    expect(records('de').every((r) => r.version === '2.0')).toBe(true);
    expect(entry().filters).toEqual({ version: { '1.0': 1, '2.0': 2 } });
  });

  it('reads weights from data-inlay-weight on the page and on a heading', () => {
    const guide = records('en').filter((r) => r.page === '/guide/');
    expect(guide.map((r) => r.weight)).toEqual([2, 2, 2, 0.5]);
    expect(records('en').find((r) => r.url === '/')!.weight).toBeUndefined();
  });

  it('--format algolia writes DocSearch-shaped records', async () => {
    const out = join(dir, 'algolia-out');
    const result = await run(['index', dir, '--format', 'algolia', '--out', out, '--quiet']);
    expect(result.code).toBe(0);
    const list = JSON.parse(readFileSync(join(out, 'algolia-records.json'), 'utf8'));
    expect(list).toHaveLength(14);
    const npm = list.find((x: Rec) => x.objectID === '/#install-npm');
    expect(npm).toMatchObject({
      url: '/#install-npm',
      url_without_anchor: '/',
      anchor: 'install-npm',
      type: 'lvl2',
      language: 'en',
      version: '2.0',
      content: 'Type npm install acme in a terminal.',
      hierarchy: { lvl0: 'Acme Widgets', lvl1: 'Installation', lvl2: 'With npm', lvl3: null },
    });
    expect(npm.weight).toMatchObject({ pageRank: 1, position: 2 });
  });

  it('--strict exits 1 when a page was skipped; --base-url prefixes every URL', async () => {
    const out = join(dir, 'strict-out');
    expect((await run(['index', dir, '--strict', '--out', out, '--base-url', '/docs'])).code).toBe(1);
    const entryFile = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
    const en = JSON.parse(readFileSync(join(out, entryFile.languages.en.records), 'utf8'));
    expect(en[0].url).toBe('/docs/guide/');
  });

  it('exits 1 with the reason on unreadable input, 2 on wrong usage', async () => {
    const missing = await run(['index', join(dir, 'nope')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nope does not exist/);
    const file = await run(['index', join(dir, 'private.html')]);
    expect(file.code).toBe(1);
    expect(file.err).toMatch(/is not a folder/);
    const empty = mkdtempSync(join(tmpdir(), 'inlay-empty-'));
    const none = await run(['index', empty]);
    rmSync(empty, { recursive: true });
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/no \.html files under/);
    expect((await run([])).code).toBe(2);
    expect((await run(['crawl', dir])).err).toMatch(/unknown command "crawl"/);
    expect((await run(['index', dir, '--format', 'csv'])).code).toBe(2);
    expect((await run(['index', dir, '--bogus'])).code).toBe(2);
    expect((await run(['--version'])).out).toBe('9.9.9\n');
  });

  it('draws a progress bar on a terminal and plain lines otherwise', async () => {
    const out = join(dir, 'tty-out');
    const tty = await run(['index', dir, '--out', out], true);
    expect(tty.err).toContain('\r\x1b[K[');
    expect(tty.err).toMatch(/█+.* 8\/8/);
    expect(result.err).toMatch(/^indexed 1\/8 pages$/m);
    expect(result.err).toMatch(/^indexed 8\/8 pages$/m);
    expect(result.err).not.toContain('\r');
  });
});

describe('extractPage', () => {
  it('uses <title> without an h1, and folds index.html to its folder', () => {
    const extracted = extractPage(
      '<html lang="fr-CA"><head><title>Bonjour</title></head><body><p>Texte <em>important</em>.</p><h2 id="a b">Deux</h2>x</body></html>',
      {
        url: '/fr/',
      },
    );
    expect(extracted.lang).toBe('fr-ca');
    expect(extracted.records.map((r: Rec) => [r.heading, r.url, r.content])).toEqual([
      ['Bonjour', '/fr/', 'Texte important.'],
      ['Deux', '/fr/#a%20b', 'x'],
    ]);
    expect(urlOf(join('docs', 'index.html'), '/')).toBe('/docs/');
    expect(urlOf('index.html', '/')).toBe('/');
    expect(urlOf(join('a b', 'c.html'), '/base/')).toBe('/base/a%20b/c.html');
  });

  it('finds the language without <html lang>: xml:lang, content-language, the file name (ch02.ja.html), else --lang', () => {
    const body = '<body><h1>T</h1></body>';
    expect(extractPage(`<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="de">${body}</html>`, { url: '/' }).lang).toBe('de');
    expect(extractPage(`<html><head><meta http-equiv="Content-Language" content="fr, en"></head>${body}</html>`, { url: '/' }).lang).toBe('fr');
    expect(extractPage(`<html>${body}</html>`, { url: '/', fileLang: 'zh_TW' }).lang).toBe('zh-tw');
    expect(extractPage(`<html>${body}</html>`, { url: '/', defaultLang: 'sv' }).lang).toBe('sv');
    expect(langOfName(join('docs', 'ch02.ja.html'))).toBe('ja');
    expect(langOfName('index.pt-br.html')).toBe('pt-br');
    expect(langOfName('jquery.min.html')).toBeNull();
    expect(langOfName('page.html')).toBeNull();
  });

  it('leaves out parts marked with ARIA roles (navigation, banner, contentinfo, complementary, search, doc-toc)', () => {
    const extracted = extractPage(
      '<html lang="en"><body><div role="banner"><h1>Title</h1>BANNER</div><div role="navigation">NAV</div><div role="doc-toc">TOC</div><p>Text</p><div role="contentinfo">INFO</div></body></html>',
      { url: '/' },
    );
    expect(extracted.records[0]).toMatchObject({ heading: 'Title', content: 'Text' });
  });

  it('skips redirects and pages whose robots meta says noindex', () => {
    expect(extractPage('<meta http-equiv="refresh" content="0; url=/new/">', { url: '/old/' })).toHaveProperty('skip');
    expect(extractPage('<meta name="robots" content="NOINDEX">', { url: '/x' })).toHaveProperty('skip');
  });

  it('warns about a reserved filter name and a bad weight', () => {
    const extracted = extractPage('<html><body data-inlay-weight="heavy"><main data-inlay-filter="url:x, tag:a"><h1>T</h1></main></body></html>', { url: '/' });
    expect(extracted.warnings.join('\n')).toMatch(/filter "url".*reserved/);
    expect(extracted.warnings.join('\n')).toMatch(/data-inlay-weight="heavy" ignored/);
    expect(extracted.records[0]!.tag).toBe('a');
    expect(extracted.records[0]!.url).toBe('/');
  });
});

describe('inlay index on a WordPress-like mirror', () => {
  const site = (pages: Record<string, string>) => {
    const siteDir = mkdtempSync(join(tmpdir(), 'inlay-wp-'));
    for (const [name, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(siteDir, name)), { recursive: true });
      writeFileSync(join(siteDir, name), html);
    }
    return siteDir;
  };
  const post = (title: string, canonical: string, extra = '') =>
    `<html lang="en"><head><link rel="canonical" href="${canonical}"><title>${title}</title>${extra}</head><body><main><h1>${title}</h1><p>Text of ${title}.</p></main></body></html>`;

  it('folds rel=canonical duplicates, skips feeds, says when the canonical URLs want another --base-url; --explain says why', async () => {
    const siteDir = site({
      'hello-world/index.html': post('Hello', 'https://example.com/blog/hello-world/'),
      'about/index.html': post('About', 'https://example.com/blog/about/'),
      'index.html?p=1.html': post('Hello', 'https://example.com/blog/hello-world/'),
      'feed/index.html': '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Blog</title></channel></rss>',
      'wp-json/index.html': '{"name":"Blog"}',
    });
    try {
      const result = await run(['index', siteDir, '--explain']);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/Indexed 2 pages/);
      expect(result.out).toMatch(/index\.html\?p=1\.html: not indexed: a duplicate of \/hello-world\/ \(rel="canonical"\)/);
      expect(result.out).toMatch(/feed\/index\.html: not indexed: a feed or sitemap/);
      expect(result.out).toMatch(/wp-json\/index\.html: not indexed: JSON/);
      expect(result.err).toMatch(/canonical" URLs say the site is served under \/blog\/.*--base-url \/blog\//);
      // Given the base they name: no warning.
      expect((await run(['index', siteDir, '--base-url', '/blog/', '--out', join(siteDir, 'o2')])).err).not.toMatch(/canonical/);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('warns loudly when most pages are noindex (a staging build), even with --quiet; --quiet prints nothing else', async () => {
    const noindex = '<meta name="robots" content="noindex, nofollow">';
    const siteDir = site({ 'a.html': post('A', '/a.html', noindex), 'b.html': post('B', '/b.html', noindex), 'c.html': post('C', '/c.html') });
    try {
      const loud = await run(['index', siteDir]);
      expect(loud.err).toMatch(/2 of 3 pages say noindex/);
      const quiet = await run(['index', siteDir, '--quiet']);
      expect(quiet.code).toBe(0);
      expect(quiet.out).toBe('');
      expect(quiet.err).toMatch(/^warning: 2 of 3 pages say noindex[^\n]*\n$/);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('inlay index: pages made of other pages', () => {
  it('ranks an all-in-one page (every section copied from other pages) and boilerplate stubs like listings; the originals keep their weight', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'inlay-all-'));
    const section = (n: number) =>
      `<h2 id="s${n}">Topic ${n}</h2><p>${`Section ${n} explains one thing at length, with enough words to be compared. `.repeat(3)}</p>`;
    const doc = (title: string, body: string) => `<html lang="en"><body><main><h1>${title}</h1>${body}</main></body></html>`;
    for (let pageNo = 0; pageNo < 4; pageNo++)
      writeFileSync(join(siteDir, `p${pageNo}.html`), doc(`Page ${pageNo}`, section(2 * pageNo) + section(2 * pageNo + 1)));
    // Stubs: the same "has moved" text on five pages.
    for (let stubNo = 0; stubNo < 5; stubNo++)
      writeFileSync(
        join(siteDir, `old${stubNo}.html`),
        doc(`Old ${stubNo}`, '<p>This page has moved to the new edition of the guide; follow the link to read the current version of it.</p>'),
      );
    writeFileSync(join(siteDir, 'all.html'), doc('All', Array.from({ length: 8 }, (_, n) => section(n)).join('')));
    try {
      const result = await run(['index', siteDir, '--explain']);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/all\.html: .*made of other pages/);
      const entryFile = JSON.parse(readFileSync(join(siteDir, '_inlay', 'index.json'), 'utf8'));
      const recs: Rec[] = JSON.parse(readFileSync(join(siteDir, '_inlay', entryFile.languages.en.records), 'utf8'));
      expect(recs.filter((x) => x.page === '/all.html' || String(x.page).startsWith('/old')).every((x) => x.weight === 0.1)).toBe(true);
      expect(recs.filter((x) => /^\/p\d/.test(String(x.page))).every((x) => x.weight === undefined)).toBe(true);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
