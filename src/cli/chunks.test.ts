// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the benchmark
import { generateSite, pickQueries, toRecords, wordsOf } from '../../bench/scale-site.mjs';
import { ChunkedSearchClient } from '../widgets/search/chunked/chunked-client';
import { main } from './main';
import { writeChunks } from './chunks';
import { distanceWithin } from '../widgets/search/format/text';
import { encodeCounts, ENTRY_FILE, FORMAT, FRAGMENT_BYTES, fragmentBudget, fragmentStarts, LARGE_FRAGMENT_BYTES } from '../widgets/search/format/chunk-format';

type Rec = Record<string, any>;
const pages = generateSite(1200, 5);
const records: Rec[] = toRecords(pages).map((r: Rec, i: number) => ({ ...r, version: i % 3 ? '2.0' : '1.0' }));
const byLang = { en: records.filter((r) => r.language === 'en'), de: records.filter((r) => r.language === 'de') };
const fields = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content'];
const dirs: string[] = [];
function build(opts: Record<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), 'inlay-chunks-'));
  dirs.push(dir);
  const languages: Record<string, unknown> = {};
  for (const [lang, recs] of Object.entries(byLang))
    languages[lang] = { chunks: writeChunks(recs, dir, lang, { fields, filterKeys: ['version'], ...opts }).entry };
  writeFileSync(join(dir, ENTRY_FILE), JSON.stringify({ inlay: 1, default: 'en', languages }));
  return { dir, entry: Object.fromEntries(Object.entries(languages).map(([l, v]) => [l, (v as Rec).chunks])) as Rec };
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fetch reading the index folder from disk (`http://x/_inlay/…`), counting requests. */
function diskFetch(dir: string, log: string[], broken?: (path: string) => 'missing' | 'corrupt' | 'hang' | null): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/_inlay\//, '');
    log.push(path);
    const fault = broken?.(path);
    if (fault === 'missing') return new Response('not found', { status: 404 });
    if (fault === 'corrupt') return new Response(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]));
    if (fault === 'hang') return new Promise<Response>(() => {});
    try {
      return new Response(readFileSync(join(dir, path)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  }) as typeof fetch;
}

const split = build({ chunkBytes: 1500, shardTerms: 64, fragmentSize: 16 });
const whole = build({ chunkBytes: Infinity, shardTerms: Infinity, fragmentSize: 1e9, fragmentBytes: Infinity });
const client = (dir: string, log: string[] = [], lang = 'en', broken?: Parameters<typeof diskFetch>[2]) =>
  new ChunkedSearchClient({ index: 'http://x/_inlay/', lang, fetch: diskFetch(dir, log, broken) });
const ask = async (c: ChunkedSearchClient, query: string, extra: Record<string, unknown> = {}) =>
  (await c.search([{ indexName: 'i', params: { query, hitsPerPage: 8, ...extra } }])).results[0] as Rec;

const queriesEn = pickQueries(
  pages.filter((p: Rec) => p.lang === 'en'),
  6,
  3,
);
const queries: string[] = [
  ...queriesEn.exact,
  ...queriesEn.prefix,
  ...queriesEn.typo.map((t: Rec) => t.query),
  ...queriesEn.two,
  ...queriesEn.absent.slice(0, 2),
  'the',
  't',
  'ka',
];

describe('chunked index (writer + worker client)', () => {
  it('writes a small entry, hashed chunk names and many small files', () => {
    const entry = JSON.parse(readFileSync(join(split.dir, ENTRY_FILE), 'utf8'));
    expect(Object.keys(entry.languages).sort()).toEqual(['de', 'en']);
    const en = entry.languages.en.chunks;
    expect(en.records).toBe(byLang.en.length);
    expect(en.chunks).toBeGreaterThan(20);
    const names = readdirSync(join(split.dir, 'en'));
    // Four content-addressed folders of numbered files: dictionary, reverse, postings, fragments.
    expect(names.sort()).toEqual([en.dict.dir, en.fragments.dir, en.postings, en.rev.dir].sort());
    for (const [prefix, dir] of [
      ['d', en.dict.dir],
      ['r', en.rev.dir],
      ['p', en.postings],
      ['f', en.fragments.dir],
    ])
      expect(dir).toMatch(new RegExp(`^${prefix}-[0-9a-f]{12}$`));
    expect(readdirSync(join(split.dir, 'en', en.postings)).sort()).toEqual(Array.from({ length: en.chunks }, (_, i) => `${i}.gz`).sort());
    expect(readdirSync(join(split.dir, 'en', en.dict.dir)).length).toBe(en.dict.first.length);
    expect(en.filters).toEqual({ version: ['1.0', '2.0'] });
    expect(readdirSync(join(split.dir, 'en', en.fragments.dir)).length).toBe(en.fragments.count);
    expect(fragmentStarts(en.fragments.counts).length).toBe(en.fragments.count + 1);
    expect(statSync(join(split.dir, ENTRY_FILE)).size).toBeLessThan(30_000);
  });

  it('reads the records once, as a stream, and writes the same files as from an array', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlay-chunks-'));
    dirs.push(dir);
    let reads = 0;
    function* stream() {
      for (const record of byLang.en) {
        reads++;
        yield record;
      }
    }
    const once = { [Symbol.iterator]: () => stream() };
    let iterations = 0;
    const counted = { [Symbol.iterator]: () => (iterations++, once[Symbol.iterator]()) };
    const opts = { fields, filterKeys: ['version'], chunkBytes: 1500, shardTerms: 64, fragmentSize: 16 };
    const fromStream = writeChunks(counted, dir, 'en', opts);
    expect(iterations).toBe(1);
    expect(reads).toBe(byLang.en.length);
    const files = (root: string, sub: string): Record<string, string> => {
      const out: Record<string, string> = {};
      const walk = (relative: string) => {
        for (const dirent of readdirSync(join(root, relative), { withFileTypes: true })) {
          if (dirent.isDirectory()) walk(join(relative, dirent.name));
          else out[join(relative, dirent.name)] = readFileSync(join(root, relative, dirent.name)).toString('base64');
        }
      };
      walk(sub);
      return out;
    };
    expect(files(dir, 'en')).toEqual(files(split.dir, 'en'));
    expect(fromStream.entry).toEqual(JSON.parse(readFileSync(join(split.dir, ENTRY_FILE), 'utf8')).languages.en.chunks);
  });

  it('answers the seeded queries exactly like the unsplit index', async () => {
    const splitClient = client(split.dir);
    const wholeClient = client(whole.dir);
    for (const query of queries) {
      const [splitResult, wholeResult] = [await ask(splitClient, query), await ask(wholeClient, query)];
      expect({ query, nbHits: splitResult.nbHits, ids: splitResult.hits.map((h: Rec) => h.objectID) }).toEqual({
        query,
        nbHits: wholeResult.nbHits,
        ids: wholeResult.hits.map((h: Rec) => h.objectID),
      });
      expect(splitResult.hits.map((h: Rec) => h._highlightResult)).toEqual(wholeResult.hits.map((h: Rec) => h._highlightResult));
    }
  });

  it('matches what brute force finds: exact, prefix, a typo at any position (first letter too), two words, absent', async () => {
    const searchClient = client(split.dir);
    const docs: Set<string>[] = byLang.en.map(
      (r) => new Set<string>(wordsOf([r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content].filter(Boolean).join(' '))),
    );
    const has = (test: (w: string) => boolean) => docs.map((d, i) => ([...d].some(test) ? i : -1)).filter((i) => i >= 0);
    for (const word of queriesEn.exact) {
      // The last word is also a prefix (and typo-tolerant): exact matches rank first.
      const result = await ask(searchClient, word);
      const truth = new Set(has((x) => x === word).map((i) => byLang.en[i]!.objectID));
      expect(result.nbHits).toBeGreaterThanOrEqual(truth.size);
      expect(result.hits.slice(0, Math.min(5, truth.size)).every((h: Rec) => truth.has(h.objectID))).toBe(true);
    }
    for (const prefix of queriesEn.prefix) {
      const result = await ask(searchClient, prefix);
      const truth = new Set(has((x) => x.startsWith(prefix)).map((i) => byLang.en[i]!.objectID));
      expect(result.hits.length).toBe(Math.min(8, truth.size));
      for (const hit of result.hits) expect(truth.has(hit.objectID)).toBe(true);
    }
    for (const { query, intended } of queriesEn.typo) {
      const result = await ask(searchClient, query);
      // Any word one typo away is as good (a swapped pair counts as one typo, like Algolia).
      const truth = new Set(has((x) => x === intended || (x !== query && distanceWithin(query, x, 1) === 1)).map((i) => byLang.en[i]!.objectID));
      const found = result.hits.slice(0, 5).filter((h: Rec) => truth.has(h.objectID)).length;
      expect({ query, found }).toEqual({ query, found: Math.min(5, truth.size, result.hits.length) });
      expect(result.hits.length).toBeGreaterThan(0);
      expect(distanceWithin(query, intended, 1)).toBe(1);
    }
    for (const absent of queriesEn.absent) expect((await ask(searchClient, absent)).nbHits).toBe(0);
  });

  it('a typo finds the word one edit away before words two edits away (regression: 8+ letters allow two)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlay-typo-'));
    dirs.push(dir);
    const recs = [
      { objectID: 'intended', heading: 'Notes', content: 'a long text that mentions senruhux once among many other words of the section body here' },
      ...Array.from({ length: 6 }, (_, i) => ({ objectID: `near${i}`, heading: `Nsenruhab ${i}`, content: 'short' })),
    ];
    writeFileSync(
      join(dir, ENTRY_FILE),
      JSON.stringify({ inlay: 1, languages: { en: { chunks: writeChunks(recs, dir, 'en', { fields: ['heading', 'content'] }).entry } } }),
    );
    const result = await ask(client(dir), 'nsenruhux');
    expect(result.hits.map((h: Rec) => h.objectID)).toEqual(['intended']);
  });

  it('a short word being typed that has completions reads no wide reverse range; one with none does, and finds its first-half typo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlay-reverse-'));
    dirs.push(dir);
    // 338 terms ending in "se" (every reverse shard of 16 starts with "es"), a record per 26 of them.
    const words = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((x) => [...'abcdefghijklm'].map((y) => `${x}${y}se`));
    const recs = [
      ...Array.from({ length: 13 }, (_, i) => ({ objectID: `w${i}`, heading: 'Words', content: words.slice(i * 26, i * 26 + 26).join(' ') })),
      { objectID: 'done', heading: 'Qzsenhu', content: 'qzsenhu' },
    ];
    writeFileSync(
      join(dir, ENTRY_FILE),
      JSON.stringify({ inlay: 1, languages: { en: { chunks: writeChunks(recs, dir, 'en', { fields: ['heading', 'content'], shardTerms: 16 }).entry } } }),
    );
    const log: string[] = [];
    const searchClient = client(dir, log);
    await searchClient.load();
    const reverseReads = () => log.filter((p) => p.includes('/r-')).length;
    // "qzse" on its way to "qzsenhu": its completion, and not the ~22 reverse shards of "…se".
    expect((await ask(searchClient, 'qzse')).hits.map((h: Rec) => h.objectID)).toEqual(['done']);
    expect(reverseReads()).toBe(0);
    // "wzse" completes nothing: a typo in its first half ("wase"…"wmse", "bzse"…) is looked up.
    const typo = await ask(searchClient, 'wzse');
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(reverseReads()).toBeGreaterThan(2);
  });

  it('a word found as typed fetches no reverse shard; a misspelt one does, and finds the word', async () => {
    const log: string[] = [];
    // Reverse shards never arrive: a query that waited for one would hang.
    const searchClient = client(split.dir, log, 'en', (p) => (p.includes('/r-') ? 'hang' : null));
    const word = queriesEn.exact.find((w: string) => w.length >= 6 && !w.includes(' '))!;
    const answer = await Promise.race([ask(searchClient, word), new Promise((r) => setTimeout(() => r('hung'), 3000))]);
    expect(answer).not.toBe('hung');
    expect((answer as Rec).nbHits).toBeGreaterThan(0);
    expect(log.filter((p) => p.includes('/r-'))).toEqual([]);
    // A typo in the first half needs the reverse range: read once the forward range shows it is needed.
    const typo = await ask(client(split.dir, log), 'x' + word.slice(1));
    expect(log.some((p) => p.includes('/r-'))).toBe(true);
    expect(typo.hits.length).toBeGreaterThan(0);
  });

  it('fetches only the files a query needs, and nothing again for a repeated query', async () => {
    const log: string[] = [];
    const searchClient = client(split.dir, log);
    await searchClient.load();
    expect(log).toEqual([ENTRY_FILE]);
    await ask(searchClient, queriesEn.exact[0]);
    const first = log.length - 1;
    const total = readdirSync(join(split.dir, 'en'), { recursive: true }).filter((f) => String(f).endsWith('.gz')).length;
    expect(first).toBeGreaterThan(1);
    expect(first).toBeLessThan(total / 10);
    expect(log.filter((p) => p.includes('/f-')).length).toBeLessThanOrEqual(8);
    expect(new Set(log).size).toBe(log.length);
    await ask(searchClient, queriesEn.exact[0]);
    await ask(searchClient, queriesEn.exact[0], { page: 0, facets: [] });
    expect(log.length).toBe(first + 1);
  });

  it('a missing or corrupt chunk rejects the search; the next try fetches it again and answers', async () => {
    for (const fault of ['missing', 'corrupt'] as const) {
      const log: string[] = [];
      let broken = true;
      const searchClient = client(split.dir, log, 'en', (p) => (broken && p.includes('/p-') ? fault : null));
      await expect(ask(searchClient, queriesEn.exact[1])).rejects.toMatchObject({ code: 'records' });
      broken = false;
      const result = await ask(searchClient, queriesEn.exact[1]);
      expect(result.nbHits).toBeGreaterThan(0);
    }
  });

  it('supersede() stops the searches in flight (code "superseded", no fragment fetched for them); the next search answers as usual', async () => {
    const log: string[] = [];
    const searchClient = client(split.dir, log);
    await searchClient.load();
    const query = queriesEn.exact[1];
    const first = ask(searchClient, query);
    searchClient.supersede();
    await expect(first).rejects.toMatchObject({ code: 'superseded' });
    await new Promise((r) => setTimeout(r, 50)); // what it had started settles
    expect(log.filter((p) => /\/f-/.test(p))).toEqual([]);
    const again = await ask(searchClient, query);
    const fresh = await ask(client(split.dir), query);
    expect(again.hits.map((h: Rec) => h.objectID)).toEqual(fresh.hits.map((h: Rec) => h.objectID));
    expect(log.some((p) => /\/f-/.test(p))).toBe(true);
  });

  it('filters and facet counts come from filter postings', async () => {
    const searchClient = client(split.dir);
    const all = await ask(searchClient, queriesEn.exact[2], { facets: ['version'] });
    const v2 = await ask(searchClient, queriesEn.exact[2], { facetFilters: [['version:2.0']] });
    const not2 = await ask(searchClient, queriesEn.exact[2], { facetFilters: ['-version:2.0'] });
    expect(v2.nbHits + not2.nbHits).toBe(all.nbHits);
    expect(all.facets.version['2.0'] ?? 0).toBe(v2.nbHits);
    expect(v2.hits.every((h: Rec) => h.version === '2.0')).toBe(true);
  });

  it('`inlay index --chunks always` writes chunked languages that the client searches (filters, typo, café)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlay-site-'));
    dirs.push(dir);
    cpSync(join(__dirname, '../../test/fixtures/site'), dir, { recursive: true, filter: (src) => !src.includes('_inlay') });
    const out = {
      text: '',
      write(text: string) {
        this.text += text;
      },
    };
    expect(await main(['index', dir, '--chunks', 'always', '--quiet'], { stdout: out, stderr: { write() {} } })).toBe(0);
    const entry = JSON.parse(readFileSync(join(dir, '_inlay', ENTRY_FILE), 'utf8'));
    expect(entry.languages.en.chunks.records).toBeGreaterThan(3);
    expect(entry.languages.en.records).toBeUndefined();
    expect(readdirSync(join(dir, '_inlay')).some((f) => f.startsWith('records.'))).toBe(false);
    const searchClient = client(join(dir, '_inlay'), [], 'en');
    const result = await ask(searchClient, 'instaler');
    expect(result.hits[0].url).toBe('/#install');
    expect((await ask(searchClient, 'cafe')).hits[0].content).toMatch(/café/);
    expect((await ask(searchClient, 'HEADERSECRET')).nbHits).toBe(0);
    expect((await ask(searchClient, 'gizmo', { facets: ['version'] })).facets.version).toEqual({ '1.0': 4, '2.0': 1 });
    expect((await ask(searchClient, 'gizmo', { facetFilters: [['version:2.0']] })).hits.map((h: Rec) => h.url)).toEqual(['/#install']);
    // Fragments store records packed (no objectID, page, anchor, lang, hierarchy when derivable): the
    // client gives back exactly the records of the unsplit file (compared below).
    const fragment = JSON.parse(gunzipSync(readFileSync(join(dir, '_inlay', 'en', entry.languages.en.chunks.fragments.dir, '0.gz'))).toString());
    expect(fragment[0]).not.toHaveProperty('objectID');
    expect(fragment[0]).not.toHaveProperty('hierarchy');
    const unpacked: Rec[] = [];
    for (let id = 0; id < entry.languages.en.chunks.records; id++) unpacked.push(await searchClient.record(id));
    // --chunks never: one records file again, and the chunk folders are gone.
    expect(await main(['index', dir, '--chunks', 'never', '--quiet'], { stdout: out, stderr: { write() {} } })).toBe(0);
    const again = JSON.parse(readFileSync(join(dir, '_inlay', ENTRY_FILE), 'utf8'));
    expect(again.languages.en.records).toMatch(/^records\.en\./);
    expect(readdirSync(join(dir, '_inlay')).filter((f) => !f.includes('.'))).toEqual([]);
    await expect(client(join(dir, '_inlay'), [], 'en').load()).rejects.toMatchObject({ code: 'unsplit' });
    const whole: Rec[] = JSON.parse(readFileSync(join(dir, '_inlay', again.languages.en.records), 'utf8'));
    expect(whole.some((r) => r.anchor && r.level === 1) && whole.some((r) => r.level === 2)).toBe(true);
    expect(unpacked).toEqual(whole);
  });

  it('fragments: up to 16 short records, fewer long ones (a byte budget), each record found by its id', async () => {
    // The generated site's sections are short: 16 a fragment under a budget of 16 of them.
    const en = build({ fragmentSize: 16, fragmentBytes: 16 * 800 }).entry.en;
    expect(en.fragments.counts).toMatch(/^p\d+[a-p]?$/);
    // Real documentation's are not: a long section is a fragment alone, short neighbours share one.
    const dir = mkdtempSync(join(tmpdir(), 'inlay-chunks-'));
    dirs.push(dir);
    const long = 'lorem ipsum dolor '.repeat(300); // 5,400 characters
    const lengths = [10, 10, 5400, 10, 2000, 2000, 2000, 10, ...Array(40).fill(10), 5400, 5400];
    const recs = lengths.map((n, i) => ({
      objectID: `/p${i >> 2}.html#s${i}`,
      url: `/p${i >> 2}.html#s${i}`,
      title: `Page ${i >> 2}`,
      heading: `Section ${i} word${i}`,
      content: `xq${i}x ${long.slice(0, n)}`,
    }));
    const { entry } = writeChunks(recs, dir, 'en', { fields: ['heading', 'content'], fragmentBytes: 4000 });
    writeFileSync(join(dir, ENTRY_FILE), JSON.stringify({ inlay: FORMAT, languages: { en: { chunks: entry } } }));
    const counts = [...fragmentStarts(entry.fragments.counts!)].map((x, i, a) => a[i + 1]! - x).slice(0, -1);
    // [0 1] [2: 5,400 alone] [3 4: 2,010 + short] [5] [6 … 21: 2,000 + 15 short, 16 at most] [22 … 37] [38 … 47] [48] [49]
    expect(counts).toEqual([2, 1, 2, 1, 16, 16, 10, 1, 1]);
    expect(counts.length).toBe(entry.fragments.count);
    expect(readdirSync(join(dir, 'en', entry.fragments.dir)).length).toBe(counts.length);
    const log: string[] = [];
    const searchClient = client(dir, log);
    await searchClient.load();
    for (let id = 0; id < recs.length; id++) expect((await searchClient.record(id)).url).toBe(recs[id]!.url);
    expect(log.filter((p) => p.includes('/f-')).length).toBe(counts.length);
    // A query for a long section fetches its fragment alone.
    const c2 = client(dir, ((log.length = 0), log));
    expect((await ask(c2, 'xq2x')).hits.map((h: Rec) => h.url)).toEqual(['/p0.html#s2']);
    expect(log.filter((p) => p.includes('/f-'))).toEqual([`en/${entry.fragments.dir}/1.gz`]);
  });

  it('fragment counts: one letter a count, runs with their length, [n] past 26; read back as first ids', () => {
    expect(encodeCounts([16, 16, 16, 3, 1, 1, 40, 2])).toBe('p3ca2[40]b');
    expect([...fragmentStarts('p3ca2[40]b')]).toEqual([0, 16, 32, 48, 51, 52, 53, 93, 95]);
    expect(encodeCounts(Array(6250).fill(16))).toBe('p6250');
    expect(fragmentStarts('p6250').length).toBe(6251);
    expect(fragmentStarts('')).toEqual(new Uint32Array([0]));
    expect(() => encodeCounts([0])).toThrow(RangeError);
  });

  it('still reads an index of format 2 (fragments of `size` records); a newer format is a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlay-chunks-'));
    dirs.push(dir);
    const sixteen = build({ fragmentSize: 16, fragmentBytes: Infinity }).dir;
    cpSync(sixteen, dir, { recursive: true });
    const entry = JSON.parse(readFileSync(join(dir, ENTRY_FILE), 'utf8'));
    for (const language of Object.values(entry.languages) as Rec[]) {
      expect(language.chunks.fragments.counts).toMatch(/^p\d+[a-p]?$/); // 16 each: the same files as format 2's
      delete language.chunks.fragments.counts;
      language.chunks.fragments.size = 16;
    }
    writeFileSync(join(dir, ENTRY_FILE), JSON.stringify({ ...entry, inlay: 2 }));
    const [format2Client, currentClient] = [client(dir), client(sixteen)];
    await Promise.all([format2Client.load(), currentClient.load()]);
    for (const id of [0, 15, 16, 17, byLang.en.length - 1]) expect(await format2Client.record(id)).toEqual(await currentClient.record(id));
    writeFileSync(join(dir, ENTRY_FILE), JSON.stringify({ ...entry, inlay: FORMAT + 1 }));
    await expect(ask(client(dir), 'the')).rejects.toThrow(/newer `inlay index` \(format 4\): update the inlay script/);
  });

  it('picks the page language (exact, primary subtag, else the first)', async () => {
    for (const [lang, want] of [
      ['de', 'de'],
      ['de-AT', 'de'],
      ['fr', 'en'],
    ] as const) {
      const searchClient = client(split.dir, [], lang);
      await searchClient.load();
      expect(searchClient.language).toBe(want);
    }
  });
});

describe('fragment budget', () => {
  it('is FRAGMENT_BYTES for a documentation site, LARGE_FRAGMENT_BYTES from 50,000 records, growing in between', () => {
    for (const recordCount of [1, 1029, 9243, 10_000]) expect(fragmentBudget(recordCount)).toBe(FRAGMENT_BYTES);
    for (const recordCount of [50_000, 55_000, 200_000, 1e7]) expect(fragmentBudget(recordCount)).toBe(LARGE_FRAGMENT_BYTES);
    const between = [12_000, 20_000, 30_000, 45_000].map(fragmentBudget);
    expect(between).toEqual([...between].sort((a, b) => a - b));
    expect(between[0]).toBeGreaterThan(FRAGMENT_BYTES);
    expect(between[3]).toBeLessThan(LARGE_FRAGMENT_BYTES);
  });
});
