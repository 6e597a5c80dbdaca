// @vitest-environment node
// Ranking rules both clients share (the in-memory index and the chunked one written by `inlay index`):
// identifiers as typed, a swapped pair as one typo, snippets at the densest matches.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkedSearchClient } from '../widgets/search/chunked/chunked-client';
import { LocalSearchClient } from '../widgets/search/local/local-client';
import { ENTRY_FILE } from '../widgets/search/format/chunk-format';
import { distanceWithin, normalize, tokenize } from '../widgets/search/format/text';
import { highlightText, snippet } from '../widgets/search/algolia/algolia-highlight';
import { writeChunks } from './chunks';

type Rec = Record<string, any>;
const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i % 50}`).join(' ');
const RECORDS: Rec[] = [
  { objectID: 'init-words', heading: 'Initial setup', content: `init the project, then initialise the database and initialize logging. ${filler(20)}` },
  { objectID: 'dunder-init', heading: 'Classes', content: `The __init__ method runs when an instance is created. ${filler(40)}` },
  { objectID: 'json-scattered', heading: 'JSON', content: `Python reads json files; pickle dumps objects. ${filler(5)}` },
  { objectID: 'json-dumps', heading: 'Encoding', content: `Call json.dumps(obj) to get a string of the object, which is handy for APIs. ${filler(60)}` },
  { objectID: 'lru', heading: 'Caching', content: `Decorate a function with functools.lru_cache to memoize it. ${filler(60)}` },
  { objectID: 'cache-lru', heading: 'LRU eviction', content: `The cache keeps the least recently used (LRU) entries; a cache miss is slow. ${filler(3)}` },
  {
    objectID: 'gather',
    heading: 'Running tasks concurrently',
    content: `asyncio.gather runs awaitables concurrently and gather returns their results. ${filler(30)}`,
  },
  { objectID: 'other', heading: 'Something else', content: `asyncio event loops. ${filler(10)}` },
  { objectID: 'jam-set', heading: 'Testing the set', content: `Drop a spoonful of jam on a cold saucer: if the surface wrinkles, it has set. ${filler(8)}` },
  { objectID: 'unit-test', heading: 'Unit test', content: `Write a test for each function of the jam maker. ${filler(8)}` },
  ...Array.from({ length: 40 }, (_, i) => ({ objectID: `pad${i}`, heading: `Page ${i}`, content: filler(30 + i) })),
];
const fields = ['heading', 'content'];
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function chunked(lang = 'en'): ChunkedSearchClient {
  const dir = mkdtempSync(join(tmpdir(), 'inlay-relevance-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, ENTRY_FILE),
    JSON.stringify({ inlay: 2, default: lang, languages: { [lang]: { chunks: writeChunks(RECORDS, dir, lang, { fields }).entry } } }),
  );
  const fetchFn = (async (input: RequestInfo | URL) =>
    new Response(readFileSync(join(dir, new URL(String(input)).pathname.replace(/^\/_inlay\//, ''))))) as typeof fetch;
  return new ChunkedSearchClient({ index: 'http://x/_inlay/', lang, fetch: fetchFn });
}
const local = (lang = 'en') => new LocalSearchClient({ records: RECORDS, searchFields: fields, lang });
const ids = async (searchClient: ChunkedSearchClient | LocalSearchClient, query: string): Promise<string[]> => {
  const { results } = await searchClient.search([{ indexName: 'x', params: { query, hitsPerPage: 10 } }]);
  return (results[0] as Rec).hits.map((h: Rec) => h.objectID);
};

describe.each([
  ['the chunked index', chunked],
  ['the in-memory index', local],
])('relevance in %s', (_name, make) => {
  it('finds an identifier as typed: __init__, lru_cache, json.dumps rank the record that has it first', async () => {
    const searchClient = make();
    expect((await ids(searchClient, '__init__'))[0]).toBe('dunder-init');
    expect((await ids(searchClient, 'lru_cache'))[0]).toBe('lru');
    expect((await ids(searchClient, 'json.dumps'))[0]).toBe('json-dumps');
  });

  it('ranks two words written as one identifier above the same words scattered ("json dumps", "lru cache", "asyncio gather")', async () => {
    const searchClient = make();
    expect((await ids(searchClient, 'json dumps'))[0]).toBe('json-dumps');
    expect((await ids(searchClient, 'lru cache'))[0]).toBe('lru');
    expect((await ids(searchClient, 'asyncio gather'))[0]).toBe('gather');
  });

  it('counts a swapped pair as one typo: "asyncio gahter" finds gather', async () => {
    const searchClient = make();
    expect((await ids(searchClient, 'asyncio gahter'))[0]).toBe('gather');
    expect(await ids(searchClient, 'gahter')).toContain('gather');
  });

  it('finds regular English word forms below the word as typed: "wrinkle test jam" finds "wrinkles", "Testing"', async () => {
    expect(await ids(make(), 'wrinkle test jam')).toEqual(['jam-set']);
    expect(await ids(make(), 'tested')).toEqual(['unit-test', 'jam-set']);
    expect((await ids(make(), 'test'))[0]).toBe('unit-test');
    // Not in another language: German has other forms.
    expect(await ids(make('de'), 'wrinkle test jam')).toEqual([]);
  });
});

describe('text and snippets', () => {
  it('a swapped pair of letters is one edit; other distances are unchanged', () => {
    expect(distanceWithin('gahter', 'gather', 1)).toBe(1);
    expect(distanceWithin('teh', 'the', 1)).toBe(1);
    expect(distanceWithin('abcd', 'badc', 2)).toBe(2);
    expect(distanceWithin('kitten', 'sitting', Infinity)).toBe(3);
    expect(distanceWithin('abc', 'xyz', 1)).toBe(2);
  });

  it('tokenizes identifiers whole besides their parts', () => {
    expect(tokenize(normalize('Use os.path.join, __init__ and lru_cache; std::vec::Vec. End.'))).toEqual([
      'use',
      'os',
      'path',
      'join',
      'init',
      'and',
      'lru',
      'cache',
      'std',
      'vec',
      'vec',
      'end',
      'os.path',
      'os.path.join',
      'path.join',
      '__init__',
      'lru_cache',
      'std::vec',
      'std::vec::vec',
      'vec::vec',
    ]);
    // A dotted name is also each run of its parts: functools.lru_cache is found as lru_cache.
    expect(tokenize('functools.lru_cache')).toEqual(['functools', 'lru', 'cache', 'functools.lru_cache', 'lru_cache']);
  });

  it('centres a snippet on the window with the most query words, not the first match', () => {
    const text = `json is mentioned first. ${filler(40)} later json.dumps(obj) returns a string; dumps is the one. ${filler(40)}`;
    const highlighted = highlightText(text, ['json', 'dumps'], new Set(), '[', ']');
    const snippetText = snippet(text, highlighted.ranges, 12, '[', ']', '…', highlighted.terms);
    expect(snippetText).toContain('[json].[dumps]');
    expect(snippetText).not.toContain('mentioned first');
  });
});
