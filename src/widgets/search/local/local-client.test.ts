import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { highlightText } from '../algolia/algolia-highlight';
import { parseInSlices } from './json-stream';
import type { SearchOptions } from 'minisearch';
import { LocalSearchClient } from './local-client';
import { minisearchReference } from './minisearch-reference';
import { normalize } from '../format/text';
import { parseHost, redact } from '../clients/algolia-client';
import { guardClient } from '../state/engine';
import { createScheduler } from '../state/scheduler';

const RECORDS = [
  {
    objectID: 'a',
    title: 'Install the widget',
    url: '/install',
    content: 'Add the script tag to your page. Installation takes a minute.',
    category: 'Guide',
    tags: ['setup', 'start'],
  },
  { objectID: 'b', title: 'Configure facets', url: '/facets', content: 'Facets turn attributes into filters with counts.', category: 'Guide', tags: ['setup'] },
  { objectID: 'c', title: 'Résumé of the API', url: '/api', content: 'Events and methods of the element.', category: 'API', tags: ['reference'] },
  { objectID: 'd', title: '<img src=x onerror=alert(1)> widget', url: 'javascript:alert(1)', content: 'payload', category: 'API' },
];
const PRE = '[[';
const POST = ']]';
const client = () => new LocalSearchClient({ records: RECORDS, searchFields: ['title', 'content'] });
const runQuery = (c: LocalSearchClient, params: Record<string, unknown>) =>
  c.run({ indexName: 'local', params: { highlightPreTag: PRE, highlightPostTag: POST, hitsPerPage: 10, ...params } }) as Record<string, any>;

describe('LocalSearchClient (Algolia response shape)', () => {
  it('answers search() in request order with hits, counts, pages and params', async () => {
    const searchClient = client();
    const { results } = await searchClient.search([
      { indexName: 'local', params: { query: 'widget', hitsPerPage: 1, page: 0 } },
      { indexName: 'local', params: { query: 'facets' } },
    ]);
    const [widgetResult, facetsResult] = results as [Record<string, any>, Record<string, any>];
    expect(widgetResult.nbHits).toBe(2);
    expect(widgetResult.nbPages).toBe(2);
    expect(widgetResult.hits).toHaveLength(1);
    expect(widgetResult.hitsPerPage).toBe(1);
    expect(widgetResult.page).toBe(0);
    expect(widgetResult.query).toBe('widget');
    expect(typeof widgetResult.params).toBe('string');
    expect(typeof widgetResult.processingTimeMS).toBe('number');
    expect(facetsResult.hits[0].objectID).toBe('b');
  });

  it('accepts the flat v5 request shape and a URL-encoded params string', () => {
    const searchClient = client();
    return searchClient.load().then(() => {
      expect((searchClient.run({ indexName: 'x', query: 'facets' } as never) as any).nbHits).toBe(1);
      expect((searchClient.run({ indexName: 'x', params: 'query=facets&hitsPerPage=5' }) as any).hitsPerPage).toBe(5);
    });
  });

  it('highlights with the requested tags on raw text (prefix part only), and snippets', async () => {
    const searchClient = client();
    await searchClient.load();
    const result = runQuery(searchClient, { query: 'insta', attributesToSnippet: ['content:4'] });
    const hit = result.hits[0];
    expect(hit.objectID).toBe('a');
    expect(hit._highlightResult.title.value).toBe('[[Insta]]ll the widget');
    expect(hit._highlightResult.title.matchLevel).toBe('full');
    expect(hit._snippetResult.content.value).toMatch(/\[\[Insta\]\]llation/);
    expect(hit._snippetResult.content.value.startsWith('…')).toBe(true);
    // raw fields untouched
    expect(hit.title).toBe('Install the widget');
  });

  it('tolerates typos and ignores accents', async () => {
    const searchClient = client();
    await searchClient.load();
    expect(runQuery(searchClient, { query: 'instalation' }).hits.map((h: any) => h.objectID)).toContain('a');
    expect(runQuery(searchClient, { query: 'resume' }).hits[0].objectID).toBe('c');
    expect(runQuery(searchClient, { query: 'resume' }).hits[0]._highlightResult.title.value).toBe('[[Résumé]] of the API');
  });

  it('counts facets (arrays too) and applies facetFilters (OR inside, AND across, negation)', async () => {
    const searchClient = client();
    await searchClient.load();
    const all = runQuery(searchClient, { query: '', facets: ['category', 'tags'] });
    expect(all.facets.category).toEqual({ API: 2, Guide: 2 });
    expect(all.facets.tags.setup).toBe(2);
    expect(runQuery(searchClient, { query: 'the', facets: ['category'] }).facets.category).toEqual({ API: 1, Guide: 1 });
    expect(runQuery(searchClient, { query: '', facetFilters: [['category:API']] }).nbHits).toBe(2);
    expect(runQuery(searchClient, { query: '', facetFilters: [['category:API', 'category:Guide']] }).nbHits).toBe(4);
    expect(runQuery(searchClient, { query: '', facetFilters: [['category:Guide'], ['tags:start']] }).nbHits).toBe(1);
    expect(runQuery(searchClient, { query: '', facetFilters: ['-category:Guide'] }).nbHits).toBe(2);
    const fh = searchClient.run({
      indexName: 'l',
      params: { type: 'facet', facet: 'tags', facetQuery: 'se', highlightPreTag: PRE, highlightPostTag: POST },
    } as never) as any;
    expect(fh.facetHits[0]).toEqual({ value: 'setup', count: 2, highlighted: '[[se]]tup' });
  });

  it('an empty query returns every record in order; hitsPerPage 0 returns counts only', async () => {
    const searchClient = client();
    await searchClient.load();
    expect(runQuery(searchClient, { query: '' }).hits.map((h: any) => h.objectID)).toEqual(['a', 'b', 'c', 'd']);
    const counts = runQuery(searchClient, { query: '', hitsPerPage: 0, facets: ['category'] });
    expect(counts.hits).toEqual([]);
    expect(counts.facets.category.API).toBe(2);
  });

  it('reports a clear error for a bad records URL and can retry', async () => {
    let calls = 0;
    const searchClient = new LocalSearchClient({
      records: '/r.json',
      searchFields: ['title'],
      fetch: (async () => (++calls === 1 ? new Response('nope', { status: 500 }) : new Response(JSON.stringify(RECORDS)))) as never,
    });
    await expect(searchClient.load()).rejects.toThrow(/HTTP 500/);
    await searchClient.load();
    expect(searchClient.records).toHaveLength(4);
    const bad = new LocalSearchClient({ records: '/r.json', searchFields: ['title'], fetch: (async () => new Response('{"x":1}')) as never });
    await expect(bad.load()).rejects.toThrow(/JSON array/);
  });
});

describe('query processing (Algolia-like, fast at 100k records)', () => {
  const DOCS = JSON.parse(readFileSync(`${process.cwd()}/examples/data/search-records.json`, 'utf8')) as Record<string, unknown>[];
  const ids = (r: Record<string, any>) => r.hits.map((h: any) => h.objectID);

  it('drops stop words when other words remain, and searches a stop-word-only query exactly', async () => {
    const searchClient = new LocalSearchClient({
      records: [...RECORDS, { objectID: 'e', title: 'Themes', content: 'Theming guide' }],
      searchFields: ['title', 'content'],
    });
    await searchClient.load();
    expect(ids(runQuery(searchClient, { query: 'the widget' }))).toEqual(ids(runQuery(searchClient, { query: 'widget' })));
    expect(runQuery(searchClient, { query: 'install the widget' }).hits[0]._highlightResult.title.value).toBe('[[Install]] the [[widget]]');
    expect(runQuery(searchClient, { query: 'the widget' }).hits[0]._highlightResult.title.matchLevel).toBe('full');
    // "the" alone: the exact word ranks first, then a few of its completions (the word being typed)
    expect(
      ids(runQuery(searchClient, { query: 'the' }))
        .slice(0, 2)
        .sort(),
    ).toEqual(['a', 'c']);
    expect(ids(runQuery(searchClient, { query: 'the' }))).toContain('e');
    expect(ids(runQuery(searchClient, { query: 'the of' }))).toEqual(['c']);
    expect(ids(runQuery(searchClient, { query: 'die und' }))).toEqual([]);
    expect(ids(runQuery(searchClient, { query: 'them' }))).toEqual(['e']);
  });

  it('prefix-matches the last word only (a single letter too); typos from four letters', async () => {
    const searchClient = client();
    await searchClient.load();
    expect(ids(runQuery(searchClient, { query: 'wid' }))).toContain('a');
    expect(ids(runQuery(searchClient, { query: 'wid install' }))).toEqual([]);
    expect(ids(runQuery(searchClient, { query: 'w' }))).toContain('a');
    expect(ids(runQuery(searchClient, { query: 'pag' }))).toEqual(['a']);
    expect(ids(runQuery(searchClient, { query: 'facts' }))).toEqual(['b']);
    expect(ids(runQuery(searchClient, { query: 'apo' }))).toEqual([]);
  });

  it('ranks the real dataset like MiniSearch does (same matches, same best hit)', async () => {
    const searchClient = new LocalSearchClient({ records: DOCS, searchFields: ['title', 'content'] });
    await searchClient.load();
    const mini = (searchClient as unknown as { index: { search(q: string, o: SearchOptions): { id: number; score: number }[] } }).index;
    for (const query of ['widget', 'instantsearch', 'search resul', 'configur', 'instantserch', 'keyboard navigation', 'react hooks', 'typescript']) {
      const ours = runQuery(searchClient, { query, hitsPerPage: 5 });
      const theirs = mini.search(query, minisearchReference(['title', 'content']));
      expect(ours.nbHits, query).toBe(theirs.length);
      if (theirs.length) expect(ours.hits[0].objectID, query).toBe(String(DOCS[theirs[0]!.id]!.objectID));
    }
  });

  it('pages through a large match set without gaps or repeats, facets counted over all matches', async () => {
    const searchClient = new LocalSearchClient({ records: DOCS, searchFields: ['title', 'content'] });
    await searchClient.load();
    const first = runQuery(searchClient, { query: 'search', hitsPerPage: 1000, facets: ['category'] });
    const paged: string[] = [];
    for (let page = 0; page < 5; page++) paged.push(...ids(runQuery(searchClient, { query: 'search', hitsPerPage: 7, page })));
    expect(paged).toEqual(ids(first).slice(0, 35));
    expect(new Set(ids(first)).size).toBe(first.nbHits);
    const total = Object.values(first.facets.category as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(first.nbHits);
    const cat = Object.keys(first.facets.category)[0]!;
    const filtered = runQuery(searchClient, { query: 'search', facetFilters: [[`category:${cat}`]], hitsPerPage: 1000 });
    expect(filtered.nbHits).toBe(first.facets.category[cat]);
    expect(ids(filtered)).toEqual(ids(first).filter((id: string) => filtered.hits.some((h: any) => h.objectID === id)));
  });
});

describe('helpers', () => {
  it('parseInSlices parses a large array element by element, exactly like JSON.parse', async () => {
    const records = Array.from({ length: 3000 }, (_, i) => ({
      id: i,
      t: `a "quoted" \\ [x] {y}, ${'z'.repeat(200)}`,
      n: [1, { a: ']' }],
      s: i % 2 ? null : 'é',
    }));
    const text = ` \n${JSON.stringify(records, null, 1)}`;
    expect(text.length).toBeGreaterThan(500_000);
    expect(await parseInSlices(text, 1)).toEqual(records);
    expect(await parseInSlices('[1,2]', 1)).toEqual([1, 2]);
    await expect(parseInSlices(`[${'{"a":1},'.repeat(80_000)}{"a":}]`, 5)).rejects.toThrow();
  });
  it('reads a records URL as a stream, chunk boundaries anywhere (escapes, multi-byte characters)', async () => {
    const records = Array.from({ length: 300 }, (_, i) => ({ objectID: String(i), title: `Tïtle "${i}" \\ [x] {y},`, content: 'ü€😀 \n end' }));
    const bytes = new TextEncoder().encode(` \n${JSON.stringify(records, null, 1)} `);
    for (const size of [1, 7, 4096]) {
      const body = new ReadableStream<Uint8Array>({
        start(ctl) {
          for (let at = 0; at < bytes.length; at += size) ctl.enqueue(bytes.slice(at, at + size));
          ctl.close();
        },
      });
      const searchClient = new LocalSearchClient({ records: '/r.json', searchFields: ['title'], sliceMs: 1, fetch: (async () => new Response(body)) as never });
      await searchClient.load();
      expect(searchClient.records).toEqual(records);
    }
    const wrapped = new LocalSearchClient({
      records: '/r.json',
      searchFields: ['title'],
      fetch: (async () => new Response(JSON.stringify({ records }))) as never,
    });
    await wrapped.load();
    expect(wrapped.records).toHaveLength(300);
    const truncated = new LocalSearchClient({
      records: '/r.json',
      searchFields: ['title'],
      fetch: (async () => new Response(JSON.stringify(records).slice(0, -30))) as never,
    });
    await expect(truncated.load()).rejects.toThrow(/not valid JSON/);
  });
  it('highlightText never interprets markup', () => {
    expect(highlightText('<b>bold</b> text', ['bold'], new Set(), '<m>', '</m>').value).toBe('<b><m>bold</m></b> text');
    expect(normalize('ÉCOLE')).toBe('ecole');
  });
  it('parseHost keeps protocol, port and path; redact hides the key', () => {
    expect(parseHost('search.example.com')).toEqual({ url: 'search.example.com', accept: 'readWrite', protocol: 'https' });
    expect(parseHost('http://127.0.0.1:4010')).toEqual({ url: '127.0.0.1:4010', accept: 'readWrite', protocol: 'http' });
    expect(parseHost('https://p.example/algolia/')!.url).toBe('p.example/algolia');
    expect(parseHost('ftp://x')).toBeNull();
    expect(redact('GET /1?x-algolia-api-key=SECRETKEY&y=1 SECRETKEY', 'SECRETKEY')).toBe('GET /1?x-algolia-api-key=***&y=1 ***');
  });
  it('guardClient answers empty queries locally and blocks traffic when the gate closes', async () => {
    let calls = 0;
    let open = true;
    const guarded = guardClient({ search: async () => (calls++, { results: [] }) }, () => open);
    await guarded.search([{ indexName: 'i', params: { query: '' } }]);
    expect(calls).toBe(0);
    await guarded.search([{ indexName: 'i', params: { query: 'x' } }]);
    expect(calls).toBe(1);
    open = false;
    await expect(guarded.search([{ indexName: 'i', params: { query: 'x' } }])).rejects.toThrow(/consent/);
    expect(calls).toBe(1);
  });
  // The exact send sequence (query @ ms after the first key): each branch of the scheduler is pinned, so
  // a plain debounce, a plain throttle, or a scheduler without its trailing send or its in-flight wait fails.
  /** A scheduler on fake timers; `sent` records `query@ms after the start` for each send. */
  async function onFakeTimers<T>(
    run: (s: ReturnType<typeof createScheduler>, log: (q: string) => void, sent: string[], advance: (ms: number) => void) => T,
  ): Promise<T> {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const scheduler = createScheduler();
      const t0 = performance.now();
      const sent: string[] = [];
      return run(
        scheduler,
        (q) => void sent.push(`${q}@${Math.round(performance.now() - t0)}`),
        sent,
        (ms) => vi.advanceTimersByTime(ms),
      );
    } finally {
      vi.useRealTimers();
    }
  }
  function typeWith(text: string, { key = 80, latency = 30, cached = (_q: string) => false } = {}) {
    return onFakeTimers((scheduler, log, sent, advance) => {
      const send = (query: string) => {
        log(query);
        scheduler.started();
        setTimeout(() => scheduler.settled(), latency);
      };
      for (let i = 1; i <= text.length; i++) {
        scheduler.schedule(text.slice(0, i), send, cached(text.slice(0, i)));
        if (i < text.length) advance(key);
      }
      advance(2000);
      return sent;
    });
  }
  it('scheduler: 10 keys at 80 ms, 30 ms answers → 4 sends, each the moment its key is typed (the last at once)', async () => {
    expect(await typeWith('instantsea')).toEqual(['i@0', 'inst@240', 'instant@480', 'instantsea@720']);
  });
  it('scheduler: every third key goes at once however fast the typing (a count: timer jitter cannot shift it)', async () => {
    expect(await typeWith('instantsea', { key: 50 })).toEqual(['i@0', 'inst@150', 'instant@300', 'instantsea@450']);
  });
  it('scheduler: a key held back is sent 2 × the typing gap after it when no key follows (trailing send)', async () => {
    expect(await typeWith('instants')).toEqual(['i@0', 'inst@240', 'instant@480', 'instants@720']);
  });
  it('scheduler: at most one request in flight; the latest query goes out when it answers', async () => {
    expect(await typeWith('instantsea', { latency: 300 })).toEqual(['i@0', 'inst@300', 'instants@600', 'instantsea@900']);
  });
  it('scheduler: an answered query is applied at once; back to the query last sent costs nothing', async () => {
    const sent = await onFakeTimers((scheduler, send, out, advance) => {
      scheduler.schedule('pag', send);
      advance(80);
      scheduler.schedule('page', send); // held back (80 ms after a send)
      advance(40);
      scheduler.schedule('pag', send); // back to the query sent: the held 'page' is dropped, nothing is sent
      advance(300);
      scheduler.schedule('pagi', send); // 420 ms after the last send: at once
      advance(40);
      scheduler.schedule('pag', send, true); // answered before: at once, although only 40 ms after a send
      advance(1000);
      return out;
    });
    expect(sent).toEqual(['pag@0', 'pagi@420', 'pag@460']);
  });
  it('scheduler: a request dropped for a newer query (settled(true)) sends the held query at once, or itself again when the visitor went back to it', async () => {
    const sent = await onFakeTimers((scheduler, log, out, advance) => {
      const send = (query: string) => {
        log(query);
        scheduler.started();
      };
      scheduler.schedule('p', send); // in flight, never answered
      expect(scheduler.holding()).toBe(false);
      advance(20);
      scheduler.schedule('pa', send); // held: 'p' is in flight
      expect(scheduler.holding()).toBe(true);
      advance(10);
      scheduler.settled(true); // 'p' dropped: 'pa' goes now, not at its trailing time nor at the next interval
      expect(scheduler.holding()).toBe(false);
      advance(10);
      scheduler.schedule('pab', send); // held: 'pa' is in flight
      advance(5);
      scheduler.schedule('pa', send); // back to 'pa', on its way: nothing held, nothing sent
      advance(5);
      scheduler.settled(true); // 'pa' dropped after all: sent again, at once
      advance(1000);
      return out;
    });
    expect(sent).toEqual(['p@0', 'pa@30', 'pa@50']);
  });
});
