// Site search pieces in jsdom: words from Intl.Segmenter, folded diacritics, record weights, the
// `inlay index` folder (language pick, format version, errors), `filters` scoping and page grouping.
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';
import { LocalSearchClient } from './local-client';
import { FORMAT } from '../format/chunk-format';
import { tokenize, wordsOf } from '../format/text';
import { parseScope, scopeClient } from '../state/scope';
import { groupOptions, sectioned } from '../ui/grouped';
import type { Hit } from '../state/engine';

const PRE = '[[';
const POST = ']]';
const run = (c: LocalSearchClient, query: string, extra: Record<string, unknown> = {}) =>
  c.run({ indexName: 'local', params: { query, highlightPreTag: PRE, highlightPostTag: POST, hitsPerPage: 10, ...extra } }) as {
    nbHits: number;
    hits: Record<string, any>[];
  };

describe('language-aware words', () => {
  it('splits Japanese, Chinese and Thai runs into words with their offsets', () => {
    expect(tokenize('これは全文検索エンジンです')).toEqual(expect.arrayContaining(['全文', '検索', 'エンジン']));
    expect(tokenize('我们喜欢搜索引擎')).toEqual(expect.arrayContaining(['搜索']));
    expect(tokenize('ภาษาไทยง่ายนิดเดียว')).toEqual(expect.arrayContaining(['ภาษา', 'ไทย', 'ง่าย']));
    const text = 'Acme: 全文検索 and more';
    for (const { word, at } of wordsOf(text)) expect(text.slice(at, at + word.length)).toBe(word);
    expect(tokenize('plain words, no segmenter')).toEqual(['plain', 'words', 'no', 'segmenter']);
  });

  it('finds a Japanese word inside unspaced text and highlights just that word', async () => {
    const searchClient = new LocalSearchClient({
      records: [
        { title: '使い方', content: 'これは全文検索エンジンの説明です。' },
        { title: 'ほか', content: '東京都の図書館' },
      ],
      searchFields: ['title', 'content'],
    });
    await searchClient.load();
    const result = run(searchClient, '検索');
    expect(result.nbHits).toBe(1);
    expect(result.hits[0]!._highlightResult.content.value).toBe('これは全文[[検索]]エンジンの説明です。');
    expect(run(searchClient, '図書館').nbHits).toBe(1);
  });

  it('folds diacritics both ways and keeps kana voicing marks', async () => {
    const searchClient = new LocalSearchClient({
      records: [
        { title: 'Our café', content: 'Übersicht' },
        { title: 'ガイド', content: '' },
      ],
      searchFields: ['title', 'content'],
    });
    await searchClient.load();
    expect(run(searchClient, 'cafe').hits[0]!._highlightResult.title.value).toBe('Our [[café]]');
    expect(run(searchClient, 'CAFÉ').nbHits).toBe(1);
    expect(run(searchClient, 'ubersicht').nbHits).toBe(1);
    expect(run(searchClient, 'ガイド').nbHits).toBe(1);
    expect(run(searchClient, 'カイド').nbHits).toBe(0); // が/か stay different
  });

  it('ranks by record weight (data-inlay-weight), and Algolia-shaped weight.pageRank', async () => {
    const records = [
      { objectID: 'light', title: 'gizmo', weight: 0.5 },
      { objectID: 'plain', title: 'gizmo' },
      { objectID: 'heavy', title: 'gizmo', weight: 3 },
      { objectID: 'ranked', title: 'gizmo', weight: { pageRank: 2 } },
    ];
    const searchClient = new LocalSearchClient({ records, searchFields: ['title'] });
    await searchClient.load();
    expect(run(searchClient, 'gizmo').hits.map((h) => h.objectID)).toEqual(['heavy', 'ranked', 'plain', 'light']);
  });
});

describe('index folder', () => {
  const folder = (entry: unknown, files: Record<string, unknown> = {}) => {
    const seen: string[] = [];
    const fetch = (async (url: string) => {
      seen.push(url);
      const path = new URL(url).pathname;
      const body = path.endsWith('/index.json') ? entry : files[path.split('/').pop()!];
      return body === undefined ? new Response('nope', { status: 404 }) : new Response(JSON.stringify(body));
    }) as unknown as typeof globalThis.fetch;
    return { fetch, seen };
  };
  const entry = {
    inlay: 1,
    default: 'en',
    languages: { en: { records: 'records.en.1.json' }, de: { records: 'records.de.2.json' }, 'pt-br': { records: 'records.pt-br.3.json' } },
  };
  const files = {
    'records.en.1.json': [{ heading: 'Hello' }],
    'records.de.2.json': [{ heading: 'Hallo' }, { heading: 'Welt' }],
    'records.pt-br.3.json': [{ heading: 'Olá' }],
  };

  it('picks the page language: exact, same primary language, else the default', () => {
    const langs = Object.keys(entry.languages);
    expect(pickLanguage(langs, 'de', 'en')).toBe('de');
    expect(pickLanguage(langs, 'de-AT', 'en')).toBe('de');
    expect(pickLanguage(langs, 'pt', 'en')).toBe('pt-br');
    expect(pickLanguage(langs, 'PT-BR', 'en')).toBe('pt-br');
    expect(pickLanguage(langs, 'ja', 'en')).toBe('en');
    expect(pickLanguage(['fr'], 'ja', 'en')).toBe('fr');
  });

  it('loads index.json, then the records of the page language, relative to the folder', async () => {
    const fakeSite = folder(entry, files);
    const searchClient = new LocalSearchClient({
      records: '',
      index: 'http://site.test/docs/_inlay',
      lang: 'de-AT',
      searchFields: ['heading'],
      fetch: fakeSite.fetch,
    });
    await searchClient.load();
    expect(fakeSite.seen).toEqual(['http://site.test/docs/_inlay/index.json', 'http://site.test/docs/_inlay/records.de.2.json']);
    expect(searchClient.lang).toBe('de');
    expect(searchClient.records).toHaveLength(2);
  });

  it('says what to do when the folder is missing or newer than this script', async () => {
    const missing = new LocalSearchClient({ records: '', index: 'http://site.test/_inlay/', searchFields: ['heading'], fetch: folder(undefined).fetch });
    await expect(missing.load()).rejects.toThrow(/index\.json answered HTTP 404; run `npx inlay index/);
    const newer = new LocalSearchClient({
      records: '',
      index: 'http://site.test/_inlay/',
      searchFields: ['heading'],
      fetch: folder({ ...entry, inlay: FORMAT + 1 }, files).fetch,
    });
    await expect(newer.load()).rejects.toThrow(`newer \`inlay index\` (format ${FORMAT + 1})`);
    const junk = new LocalSearchClient({ records: '', index: 'http://site.test/_inlay/', searchFields: ['heading'], fetch: folder({ hello: 1 }).fetch });
    await expect(junk.load()).rejects.toThrow(/not an inlay index/);
  });
});

describe('filters', () => {
  it('parses key:value pairs: keys AND, a repeated key ORs, quoted values', () => {
    expect(parseScope('')).toEqual([]);
    expect(parseScope('version:2.0 lang:en')).toEqual([['version:2.0'], ['lang:en']]);
    expect(parseScope('version:1.0, version:2.0')).toEqual([['version:1.0', 'version:2.0']]);
    expect(parseScope('product:"Acme Pro"')).toEqual([['product:Acme Pro']]);
    expect(parseScope('version')).toBeNull();
    expect(parseScope('version:2.0 oops')).toBeNull();
  });

  it('adds the scope to every request, keeping the refinements', async () => {
    const sent: unknown[] = [];
    const client = scopeClient({ search: async (r: unknown) => (sent.push(r), { results: [] }) }, [['version:2.0']]);
    await client.search([
      { indexName: 'i', params: { query: 'x', facetFilters: [['tag:a']] } },
      { indexName: 'i', params: { query: 'x' } },
    ]);
    await client.search({ requests: [{ indexName: 'i', query: 'y', facetFilters: 'tag:b' }] });
    expect(sent).toEqual([
      [
        { indexName: 'i', params: { query: 'x', facetFilters: [['tag:a'], ['version:2.0']] } },
        { indexName: 'i', params: { query: 'x', facetFilters: [['version:2.0']] } },
      ],
      { requests: [{ indexName: 'i', query: 'y', facetFilters: ['tag:b', ['version:2.0']] }] },
    ]);
  });

  it('scopes local results', async () => {
    const searchClient = new LocalSearchClient({
      records: [
        { title: 'gizmo', version: '1.0' },
        { title: 'gizmo', version: '2.0' },
      ],
      searchFields: ['title'],
    });
    const scoped = scopeClient(searchClient as never, parseScope('version:2.0')!);
    const { results } = await scoped.search([{ indexName: 'local', params: { query: 'gizmo' } }]);
    expect((results[0] as { hits: { version: string }[] }).hits.map((h) => h.version)).toEqual(['2.0']);
  });
});

describe('grouped results', () => {
  const rec = (url: string, lvl1: string | null, extra: Record<string, unknown> = {}): Hit => {
    const [page, anchor] = url.split('#');
    return {
      objectID: url,
      url,
      page,
      anchor: anchor ?? null,
      title: `Page ${page}`,
      heading: lvl1 ?? `Page ${page}`,
      hierarchy: { lvl0: `Page ${page}`, lvl1, lvl2: null },
      ...extra,
    } as Hit;
  };

  it('groups by page in the order of the best hit, the page row first, at most `max` sections', () => {
    const hits = [rec('/a#x', 'X'), rec('/b', null), rec('/a', null), rec('/a#y', 'Y'), rec('/b#z', 'Z'), rec('/a#w', 'W')];
    expect(sectioned(hits)).toBe(true);
    expect(sectioned([{ objectID: '1', title: 't' } as Hit])).toBe(false);
    const opts = groupOptions(hits, 2, 'url');
    expect(opts.map((o) => [o.role, o.hit.objectID, o.url, o.page])).toEqual([
      ['page', '/a', 'http://localhost:3000/a', undefined],
      ['section', '/a#x', 'http://localhost:3000/a#x', 0],
      ['section', '/a#y', 'http://localhost:3000/a#y', 0],
      ['page', '/b', 'http://localhost:3000/b', undefined],
      ['section', '/b#z', 'http://localhost:3000/b#z', 3],
    ]);
  });

  it('links a page whose own record did not match to the page URL; DocSearch records group by url_without_anchor', () => {
    const docsearch = {
      objectID: '1',
      url: 'https://d.test/guide/#setup',
      url_without_anchor: 'https://d.test/guide/',
      anchor: 'setup',
      type: 'lvl1',
      hierarchy: { lvl0: 'Guide', lvl1: 'Setup' },
    } as unknown as Hit;
    const opts = groupOptions([docsearch], 3, 'url');
    expect(opts.map((o) => [o.role, o.url])).toEqual([
      ['page', 'https://d.test/guide/'],
      ['section', 'https://d.test/guide/#setup'],
    ]);
    expect(opts.map((o) => !!o.synthetic)).toEqual([true, false]);
    expect(groupOptions([rec('/a#x', 'X')], 0, 'url').map((o) => o.role)).toEqual(['page']);
  });
});
