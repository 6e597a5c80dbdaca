// Page-level word matching in the in-memory index (page-cover.ts): a page whose sections have the query's
// words between them is found, and ranks above a listing whose one excerpt has them all; the words
// together in one section still rank above the same words apart.
import { describe, expect, it } from 'vitest';
import { LocalSearchClient } from './local-client';

type Rec = Record<string, unknown>;
const filler = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i % 30}`).join(' ');
const section = (page: string, anchor: string | null, heading: string, content: string, weight?: number): Rec => ({
  objectID: anchor ? `${page}#${anchor}` : page,
  url: anchor ? `${page}#${anchor}` : page,
  page,
  title: page,
  heading,
  content,
  ...(weight === undefined ? {} : { weight }),
});
const RECORDS: Rec[] = [
  // The post: "borrow" in one section, "checker" in another.
  section('/posts/rust/', null, 'Rust references explained', `Shared and mutable references. ${filler(20, 'a')}`),
  section('/posts/rust/', 'borrowing', 'Borrowing', `A function can borrow a value instead of taking ownership. ${filler(30, 'b')}`),
  section('/posts/rust/', 'lifetimes', 'Lifetimes', `The checker proves that no reference outlives its value. ${filler(30, 'c')}`),
  // A tag page (a listing, ×0.25) whose excerpt of the post has both words.
  section('/tags/rust/', null, 'rust', `Borrowing: a function can borrow a value. Lifetimes: the checker proves references valid.`, 0.25),
  // A page with both words in one section, and pages with one of them only.
  section('/guide/', 'check', 'Checking', `The borrow checker rejects two mutable borrows of one value. ${filler(30, 'd')}`),
  section('/other/', null, 'Other', `You may borrow a book. ${filler(30, 'e')}`),
  section('/spell/', null, 'Spelling', `A spell checker for prose. ${filler(30, 'f')}`),
  ...Array.from({ length: 30 }, (_, i) => section(`/pad${i}/`, null, `Pad ${i}`, filler(30 + i, 'g'))),
];
const client = (records: Rec[]) => new LocalSearchClient({ records, searchFields: ['heading', 'title', 'content'] });
async function pages(searchClient: LocalSearchClient, query: string): Promise<string[]> {
  const { results } = await searchClient.search([{ indexName: 'x', params: { query, hitsPerPage: 20 } }]);
  const out: string[] = [];
  for (const hit of (results[0] as Rec).hits as Rec[]) if (!out.includes(hit.page as string)) out.push(hit.page as string);
  return out;
}

describe('page-level word matching (in-memory index)', () => {
  it('finds a page whose sections have the words between them, above a listing whose excerpt has them all', async () => {
    expect(await pages(client(RECORDS), 'borrow checker')).toEqual(['/guide/', '/posts/rust/', '/tags/rust/']);
  });

  it('shows the page’s sections that have the words, and leaves out pages having only one of them', async () => {
    const { results } = await client(RECORDS).search([{ indexName: 'x', params: { query: 'borrow checker', hitsPerPage: 20 } }]);
    const urls = ((results[0] as Rec).hits as Rec[]).map((h) => h.url);
    expect(urls).toContain('/posts/rust/#borrowing');
    expect(urls).toContain('/posts/rust/#lifetimes');
    expect(urls).not.toContain('/posts/rust/');
    expect(urls).not.toContain('/other/');
    expect(urls).not.toContain('/spell/');
    expect((results[0] as Rec).nbHits).toBe(4);
  });

  it('records without a page stand alone: their words must all be in one record', async () => {
    const bare = RECORDS.map(({ page: _p, url: _u, ...r }) => r);
    expect(await pages(client(bare), 'borrow checker')).toEqual([undefined]);
  });

  it('one word, or words all in one record, rank as before', async () => {
    const searchClient = client(RECORDS);
    expect((await pages(searchClient, 'checker'))[0]).toBe('/spell/');
    expect(await pages(searchClient, 'mutable borrows')).toEqual(['/guide/', '/posts/rust/']);
  });
});
