// @vitest-environment node
// A blog as Hugo really writes it (test/fixtures/hugo-lists: Debian's hugo over a site with PaperMod's list
// and post markup, Ananke's term pages and Hugo's own pagination template): the home page, section lists
// and their page 2, taxonomy lists and term pages rank as listings; posts and docs do not, not even a post
// that is a list of links to other sites; a post's description, in the header beside its title, is indexed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage, LISTING_WEIGHT } from './extract';

const FIXTURES = join(__dirname, '../../test/fixtures/hugo-lists');
type Page = { listing: string | null; records: { url: string; weight?: number; content: string }[] };
const page = (name: string, url: string): Page => extractPage(readFileSync(join(FIXTURES, `${name}.html`), 'utf8'), { url, defaultLang: 'en' }) as Page;

describe('listing pages of a real Hugo build', () => {
  it.each([
    ['home', '/'],
    ['posts', '/posts/'],
    ['posts-page-2', '/posts/page/2/'],
    ['docs', '/docs/'],
    ['tags', '/tags/'],
    ['categories-ops', '/categories/ops/'],
    ['tags-rust', '/tags/rust/'],
  ])('%s (%s) is a listing: its records rank ×LISTING_WEIGHT', (name, url) => {
    const extracted = page(name, url);
    expect(extracted.listing).not.toBeNull();
    for (const record of extracted.records) expect(record.weight).toBe(LISTING_WEIGHT);
  });

  it('a list of summaries is one even where nothing in its path says so (a section list under any name)', () => {
    const html = readFileSync(join(FIXTURES, 'posts.html'), 'utf8');
    const extracted = extractPage(html, { url: '/journal/', defaultLang: 'en' }) as Page;
    expect(extracted.listing).toMatch(/^summaries of 2 other pages/);
  });

  it('a term page with one post is a listing by its path or its pagination links, not by its markup alone', () => {
    expect(page('tags-rust', '/tags/rust/').listing).toMatch(/^a summary of another page on a tag or archive page/);
    const html = readFileSync(join(FIXTURES, 'tags-rust.html'), 'utf8');
    expect((extractPage(html, { url: '/topics/rust/', defaultLang: 'en' }) as Page).listing).toBeNull();
    const paged = html.replace('</head>', '<link rel="next" href="https://notes.example/topics/rust/page/2/">\n</head>');
    expect((extractPage(paged, { url: '/topics/rust/', defaultLang: 'en' }) as Page).listing).toMatch(/on a paginated page/);
  });

  it.each([
    ['posts-rust-references', '/posts/rust-references/'],
    ['posts-reading-list', '/posts/reading-list/'],
    ['docs-install', '/docs/install/'],
  ])('%s (%s) is not a listing', (name, url) => {
    const extracted = page(name, url);
    expect(extracted.listing).toBeNull();
    expect(extracted.records.length).toBeGreaterThan(0);
    for (const record of extracted.records) expect(record.weight).toBeUndefined();
  });
});

describe('a post of a real Hugo build', () => {
  it('indexes the description beside the title in the post header, not the breadcrumbs or the post meta', () => {
    const extracted = page('posts-rust-references', '/posts/rust-references/');
    expect(extracted.records[0]).toMatchObject({
      url: '/posts/rust-references/',
      content: 'Moves, borrows and the borrow checker. Shared and mutable references, and what the compiler checks for you.',
    });
    const text = extracted.records.map((r) => r.content).join(' ');
    for (const gone of ['Home', 'min', 'Table of Contents', '« Prev', 'Related posts']) expect(text).not.toContain(gone);
  });
});
