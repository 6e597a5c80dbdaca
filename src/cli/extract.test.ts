// @vitest-environment node
// extractPage on the markup each site generator writes (shapes copied from their real output: the Debian
// doc packages for Sphinx, MkDocs, mdBook, DocBook and AsciiDoc; the generators' default themes for the
// others): which sections it finds, the anchor each links to, and what it leaves out.
import { describe, expect, it } from 'vitest';
import { extractPage, splitText, SPLIT_CHARS, LISTING_WEIGHT } from './extract';
import { RELEASE_NOTES_WEIGHT } from './page-listing';
import { qualifiedName } from './page-sections';

type Rec = {
  url: string;
  anchor: string | null;
  heading: string;
  content: string;
  level: number;
  hierarchy: { lvl0: string; lvl1: string | null; lvl2: string | null };
  weight?: number;
  objectID: string;
};
type Page = { records: Rec[]; leftOut: Record<string, number>; listing: string | null; releaseNotes: string | null; canonical: string | null; title: string };
const page = (html: string, url = '/p.html'): Page => extractPage(html, { url, defaultLang: 'en' }) as Page;
const urls = (p: Page) => p.records.map((r) => r.url);
const all = (p: Page) => p.records.map((r) => `${r.heading} ${r.content}`).join('\n');

describe('extractPage on real generators’ markup', () => {
  it('Sphinx (Python docs, Read the Docs): <section id> wrappers with a span anchor first, API entries, glossary terms; footer, sidebar and ¶ left out', () => {
    const extracted = page(`<html lang="en"><head><title>5. Data Structures — Python 3.12 documentation</title></head><body>
      <div class="related" role="navigation"><ul><li><a href="index.html">index</a></li></ul></div>
      <div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" role="main">
        <section id="data-structures"><span id="tut-structures"></span><h1><span class="section-number">5. </span>Data Structures<a class="headerlink" href="#data-structures" title="Link to this heading">¶</a></h1>
        <p>This chapter describes some things you’ve learned about already in more detail.</p>
        <section id="list-comprehensions"><span id="tut-listcomps"></span><h3><span class="section-number">5.1.3. </span>List Comprehensions<a class="headerlink" href="#list-comprehensions" title="Link to this heading">¶</a></h3>
        <p>List comprehensions provide a concise way to create lists.</p></section>
        <dl class="py function"><dt class="sig sig-object py" id="json.dumps"><span class="sig-prename descclassname"><span class="pre">json.</span></span><span class="sig-name descname"><span class="pre">dumps</span></span><span class="sig-paren">(</span><em class="sig-param"><span class="n"><span class="pre">obj</span></span></em><span class="sig-paren">)</span><a class="reference internal" href="_modules/json.html"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#json.dumps" title="Link to this definition">¶</a></dt>
        <dd><p>Serialize <em>obj</em> to a JSON formatted str.</p></dd></dl>
        <p>Text after the entry.</p>
        <dl class="glossary simple"><dt id="term-lambda">lambda<a class="headerlink" href="#term-lambda" title="Link to this term">¶</a></dt><dd><p>An anonymous inline function.</p></dd></dl>
        </section>
      </div></div></div>
      <div class="sphinxsidebar" role="navigation" aria-label="Main"><h3>Table of Contents</h3></div></div>
      <div class="footer">© Copyright 2001-2024, Python Software Foundation. Created using Sphinx 7.2.6.</div>
      </body></html>`);
    expect(extracted.title).toBe('5. Data Structures');
    // The text after the definition list goes back to the section above it (a second record, same URL).
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#list-comprehensions', '/p.html#json.dumps', '/p.html#list-comprehensions', '/p.html#term-lambda']);
    expect(extracted.records[1]).toMatchObject({
      heading: '5.1.3. List Comprehensions',
      content: 'List comprehensions provide a concise way to create lists.',
    });
    expect(extracted.records[2]).toMatchObject({
      heading: 'json.dumps(obj)',
      content: 'Serialize obj to a JSON formatted str.',
      level: 2,
      hierarchy: { lvl1: '5.1.3. List Comprehensions', lvl2: 'json.dumps(obj)' },
    });
    expect(extracted.records[3]).toMatchObject({ heading: '5.1.3. List Comprehensions', content: 'Text after the entry.' });
    expect(extracted.records[4]).toMatchObject({ heading: 'lambda', content: 'An anonymous inline function.' });
    const text = all(extracted);
    for (const gone of ['¶', '[source]', 'Copyright', 'Table of Contents', 'index']) expect(text).not.toContain(gone);
    expect(extracted.leftOut.permalinks).toBe(4);
  });

  it('Sphinx (classic Django theme): a logo <h1> is not the title, sidebars and nav by id/class, <div class="section" id>', () => {
    const extracted =
      page(`<body><div id="hd"><h1><a href="../index.html">Django documentation</a></h1><div id="global-nav"><a href="../index.html">Home</a> | <a href="../genindex.html">Index</a></div></div>
      <div id="bd"><div id="yui-main"><div class="yui-b"><div class="yui-g" id="ref-models">
      <div class="section" id="s-queryset-api-reference"><span id="queryset-api-reference"></span><h1>QuerySet API reference<a class="headerlink" href="#queryset-api-reference">¶</a></h1>
      <p>This document describes the QuerySet API.</p>
      <div class="section" id="s-filter"><span id="filter"></span><h4>filter()</h4><dl class="method"><dt id="django.db.models.query.QuerySet.filter"><code class="descname">filter</code>(*args, **kwargs)</dt><dd></dd></dl>
      <p>Returns a new QuerySet.</p></div></div></div></div>
      <div class="yui-b" id="sidebar"><h3>Browse</h3><ul><li>Prev</li></ul><h3>Last update:</h3><p>Nov 11</p></div></div>
      <div id="ft"><div class="nav">« previous | up | next »</div></div></body>`);
    expect(extracted.title).toBe('QuerySet API reference');
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#django.db.models.query.QuerySet.filter', '/p.html#s-filter']);
    expect(extracted.records[2]).toMatchObject({ heading: 'filter()', content: 'Returns a new QuerySet.' });
    // The method shows only `filter(*args, **kwargs)`: its qualified name (the id) is indexed with it.
    expect(extracted.records[1]!.content).toContain('django.db.models.query.QuerySet.filter');
    for (const gone of ['Django documentation', 'Home', 'Browse', 'Last update', 'previous']) expect(all(extracted)).not.toContain(gone);
  });

  it("an API entry's qualified name from its id, when the entry shows only its last part", () => {
    expect(qualifiedName('django.db.models.query.QuerySet.filter', 'filter(*args, **kwargs)')).toBe('django.db.models.query.QuerySet.filter');
    expect(qualifiedName('asyncio.Task.cancel', 'cancel(msg=None)')).toBe('asyncio.Task.cancel');
    expect(qualifiedName('django.db.models.Model.from_db', 'classmethod Model.from_db(db, field_names, values)')).toBe('django.db.models.Model.from_db');
    // Already shown whole, not an identifier (DocBook, Node, glossary), or naming something else: nothing.
    expect(qualifiedName('str.split', 'str.split(sep=None, maxsplit=-1)')).toBeNull();
    for (const [id, term] of [
      ['FUNCTIONS-JSON-PROCESSING', 'jsonb_set'],
      ['fs_fs_readfile_path_options_callback', 'fs.readFile(path[, options], callback)'],
      ['term-lambda', 'lambda'],
      ['ientry-1.2', 'term_1'],
      ['django.db.models.Field.null', 'Field.nullable'],
    ])
      expect(qualifiedName(id!, term!)).toBeNull();
  });

  it('MkDocs (mkdocs theme and Material): role="main" / <article>, headerlinks, "edit this page" and the source-file footer left out', () => {
    const mk =
      page(`<body><div class="navbar"><a class="navbar-brand">MkDocs</a></div><div class="container"><div class="col-md-3"><div class="bs-sidebar"><ul class="nav"><li>Getting started</li></ul></div></div>
      <div class="col-md-9" role="main"><h1 id="configuration">Configuration<a class="headerlink" href="#configuration" title="Permanent link">&para;</a></h1><p>Guide to all available configuration settings.</p>
      <h2 id="introduction">Introduction<a class="headerlink" href="#introduction" title="Permanent link">&para;</a></h2><p>Project settings are configured by default using a YAML configuration file.</p></div></div>
      <footer class="col-md-12"><p>Documentation built with MkDocs.</p></footer></body>`);
    expect(urls(mk)).toEqual(['/p.html', '/p.html#introduction']);
    expect(all(mk)).not.toMatch(/¶|Getting started|built with/);
    const material =
      page(`<body><header class="md-header"><div class="md-header__title">Site</div></header><div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">
      <div class="md-sidebar md-sidebar--primary"><nav class="md-nav">Navigation</nav></div>
      <div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">
      <a href="https://github.com/x/y/edit/main/docs/setup.md" title="Edit this page" class="md-content__button md-icon">Edit this page</a>
      <h1 id="setup">Setup</h1><p>Install it.</p><h2 id="plugins">Plugins<a class="headerlink" href="#plugins" title="Permanent link">&para;</a></h2><p>Plugins extend it.</p>
      <aside class="md-source-file"><span class="md-source-file__fact">Last update: 2024-01-01</span></aside></article></div></div></main></div></body>`);
    expect(urls(material)).toEqual(['/p.html', '/p.html#plugins']);
    expect(all(material)).not.toMatch(/Edit this page|Last update|Navigation|Site/);
  });

  it('Docusaurus: hash-links of a zero-width space, breadcrumbs, the doc footer and pager left out', () => {
    const extracted = page(`<body><nav class="navbar">Docs</nav><div class="main-wrapper"><main class="docMainContainer_x"><div class="container"><article>
      <nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs">Home › Guides</nav>
      <div class="theme-doc-markdown markdown"><header><h1>Installation</h1></header><p>Install Docusaurus.</p>
      <h2 class="anchor anchorWithStickyNavbar_x" id="requirements">Requirements<a href="#requirements" class="hash-link" aria-label="Direct link to Requirements" title="Direct link to Requirements">&#8203;</a></h2><p>Node.js 18.</p></div>
      <footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-edit-this-page"><a href="https://x/edit">Edit this page</a></div></footer>
      </article><nav class="pagination-nav" aria-label="Docs pages"><a>Previous Intro</a></nav></div></main></div></body>`);
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#requirements']);
    expect(extracted.records[1]!.heading).toBe('Requirements');
    expect(all(extracted)).not.toMatch(/Edit this page|Previous|Breadcrumbs|Home ›|\u200b/);
  });

  it('mdBook: <main> only, the menu bar title and the page navigation left out', () => {
    const extracted = page(`<body><nav id="sidebar" class="sidebar" aria-label="Table of contents"><ol class="chapter"><li>Getting Started</li></ol></nav>
      <div id="page-wrapper" class="page-wrapper"><div class="page"><div id="menu-bar" class="menu-bar sticky"><h1 class="menu-title">The Rust Programming Language</h1></div>
      <div id="content" class="content"><main><h2 id="data-types"><a class="header" href="#data-types">Data Types</a></h2><p>Every value in Rust is of a certain data type.</p>
      <h3 id="scalar-types"><a class="header" href="#scalar-types">Scalar Types</a></h3><p>A scalar type represents a single value.</p></main>
      <nav class="nav-wrapper" aria-label="Page navigation"><a rel="prev" href="ch03-01.html">Previous</a></nav></div></div></div></body>`);
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#data-types', '/p.html#scalar-types']);
    expect(extracted.records[2]!.hierarchy).toEqual({ lvl0: '/p.html', lvl1: 'Data Types', lvl2: 'Scalar Types' });
    expect(all(extracted)).not.toMatch(/Rust Programming Language|Getting Started|Previous/);
  });

  it('DocBook (PostgreSQL): ids on sect1 wrappers three divs up, <dt id> parameters, navheader/navfooter left out', () => {
    const extracted =
      page(`<html><head><title>2.2. Concepts</title></head><body><div class="navheader"><table><tr><th>2.2. Concepts</th></tr><tr><td><a href="x.html">Prev</a></td></tr></table><hr /></div>
      <div class="sect1" id="TUTORIAL-CONCEPTS"><div class="titlepage"><div><div><h2 class="title" style="clear: both">2.2. Concepts <a href="#TUTORIAL-CONCEPTS" class="id_link">#</a></h2></div></div></div>
      <p>PostgreSQL is a relational database management system.</p>
      <div class="variablelist"><dl class="variablelist"><dt id="GUC-WORK-MEM"><span class="term"><code class="varname">work_mem</code> (<code class="type">integer</code>)</span> <a href="#GUC-WORK-MEM" class="id_link">#</a></dt><dd><p>Sets the base maximum amount of memory.</p></dd></dl></div></div>
      <div class="navfooter"><hr /><table><tr><td><a href="y.html">Next</a></td></tr></table></div></body></html>`);
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#TUTORIAL-CONCEPTS', '/p.html#GUC-WORK-MEM']);
    expect(extracted.records[1]!.heading).toBe('2.2. Concepts');
    expect(extracted.records[2]).toMatchObject({ heading: 'work_mem (integer)', content: 'Sets the base maximum amount of memory.' });
    expect(all(extracted)).not.toMatch(/Prev|Next|#/);
  });

  it('AsciiDoc (git docs): headings without an id are linked by a text fragment', () => {
    const extracted =
      page(`<body class="manpage"><div id="header"><h1>git-commit(1) Manual Page</h1><h2>NAME</h2><div class="sectionbody"><p>git-commit - Record changes to the repository</p></div></div>
      <div id="content"><div class="sect1"><h2 id="_synopsis">SYNOPSIS</h2><div class="sectionbody"><pre class="content">git commit [-a]</pre></div></div></div>
      <div id="footer"><div id="footer-text">Last updated 2024-01-01</div></div></body>`);
    expect(extracted.title).toBe('git-commit(1) Manual Page');
    expect(urls(extracted)).toEqual(['/p.html', '/p.html#:~:text=NAME', '/p.html#_synopsis']);
    expect(extracted.records[1]).toMatchObject({ anchor: null, heading: 'NAME', content: 'git-commit - Record changes to the repository' });
  });

  it('Hugo, Jekyll, Eleventy and Astro: anchors before or inside headings, header-anchor permalinks and "Section titled" texts left out', () => {
    const hugo = page(
      `<body><main><article class="post"><header class="post-header"><h1 class="post-title">Hello Hugo</h1><div class="post-meta">January 1, 2024 · 2 min · Admin</div></header>
      <div class="post-content"><p>Intro.</p><h2 id="setup">Setup<a hidden class="anchor" aria-hidden="true" href="#setup">#</a></h2><p>Run hugo.</p></div>
      <footer class="post-footer"><ul class="post-tags"><li><a href="/tags/go/">go</a></li></ul><nav class="paginav"><a class="prev">Older post</a></nav></footer></article></main></body>`,
      '/posts/hello/',
    );
    expect(urls(hugo)).toEqual(['/posts/hello/', '/posts/hello/#setup']);
    expect(all(hugo)).not.toMatch(/January|Admin|Older post|#/);
    const jekyll =
      page(`<body><main class="page-content"><article class="post"><h1 class="post-title">Welcome</h1><p class="post-meta"><time>Jan 1, 2024</time></p>
      <div class="post-content"><a name="install"></a>\n<h2>Install</h2><p>Run bundle.</p></div></article></main></body>`);
    expect(urls(jekyll)).toEqual(['/p.html', '/p.html#install']);
    expect(all(jekyll)).not.toContain('Jan 1');
    const eleventy = page(
      `<body><main id="skip"><h1>Notes</h1><h2 id="first-steps" tabindex="-1">First steps <a class="header-anchor" href="#first-steps"><span class="visually-hidden">Permalink to “First steps”</span></a></h2><p>Do this.</p><h2>Plain heading</h2><p>Plain text.</p></main></body>`,
    );
    expect(urls(eleventy)).toEqual(['/p.html', '/p.html#first-steps', '/p.html#:~:text=Plain%20heading']);
    expect(all(eleventy)).not.toContain('Permalink');
    const astro =
      page(`<body><div class="page"><main data-pagefind-body><div class="content-panel"><h1 id="_top">Guide</h1></div><div class="sl-markdown-content">
      <div class="sl-heading-wrapper level-h2"><h2 id="why">Why</h2><a class="sl-anchor-link" href="#why"><span aria-hidden="true" class="sl-anchor-icon"><svg></svg></span><span class="sr-only">Section titled “Why”</span></a></div><p>Because.</p></div></main></div></body>`);
    expect(urls(astro)).toEqual(['/p.html', '/p.html#why']);
    expect(all(astro)).not.toContain('Section titled');
  });

  it('WordPress: the comment form, comments, post meta and post navigation left out; archives down-weighted; the canonical URL reported', () => {
    const post = page(
      `<html><head><link rel="canonical" href="https://example.com/blog/hello-world/" /></head><body class="post-template-default single single-post"><div id="page" class="site">
      <header id="masthead" class="site-header"><p class="site-title">My Blog</p></header><main id="main" class="site-main"><article id="post-1" class="post-1 post">
      <header class="entry-header"><h1 class="entry-title">Hello world!</h1><div class="entry-meta"><span class="posted-on">Posted on <time>May 1</time></span><span class="byline"> by admin</span></div></header>
      <div class="entry-content"><p>Welcome to WordPress. This is your first post.</p><h2 class="wp-block-heading">Getting started</h2><p>Edit or delete it.</p></div>
      <footer class="entry-footer"><span class="cat-links">Posted in Uncategorized</span><span class="tags-links">Tags: news</span></footer></article>
      <nav class="navigation post-navigation"><div class="nav-links">Next post</div></nav>
      <div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><form id="commentform"><p>Your email address will not be published.</p><textarea></textarea></form></div></div></main></div></body></html>`,
      '/hello-world/',
    );
    expect(urls(post)).toEqual(['/hello-world/', '/hello-world/#:~:text=Getting%20started']);
    expect(post.records[0]!.content).toBe('Welcome to WordPress. This is your first post.');
    expect(all(post)).not.toMatch(/Leave a Reply|email address|Posted|admin|Uncategorized|Tags|Next post|My Blog/);
    expect(post.leftOut.comments).toBeGreaterThan(0);
    expect(post.canonical).toBe('https://example.com/blog/hello-world/');
    expect(post.listing).toBeNull();
    const archive = page(
      `<body class="archive category category-news"><main><h1 class="page-title">Category: News</h1><article><h2><a href="/hello-world/">Hello world!</a></h2><p>Welcome to WordPress. This is your first post.</p></article></main></body>`,
      '/category/news/',
    );
    expect(archive.listing).toMatch(/archive/);
    expect(archive.records.every((r) => r.weight === LISTING_WEIGHT)).toBe(true);
  });

  it.each([
    ['/releases/1.11.html', 'Django 1.11 release notes', /its path/],
    ['/whatsnew/3.5.html', 'What’s New In Python 3.5', /its path/],
    ['/release-15-1.html', 'E.1. Release 15.1', /its path/],
    ['/about/release-notes.html', 'Release Notes', /its path/],
    ['/docs/history.html', 'Changelog', /its title/],
    ['/news/v2.html', 'Version 2.0 release notes', /its title/],
  ])('release notes (%s, "%s") rank lower, not as a listing', (url, heading, why) => {
    const extracted = page(
      `<body><main><h1>${heading}</h1><p>New features: a faster parser.</p><h2 id="x">Bug fixes</h2><p>Fixed a crash.</p></main></body>`,
      url,
    );
    expect(extracted.releaseNotes).toMatch(why);
    expect(extracted.listing).toBeNull();
    expect(extracted.records.length).toBe(2);
    for (const record of extracted.records) expect(record.weight).toBe(RELEASE_NOTES_WEIGHT);
  });

  it.each([
    ['/blog/changes-to-our-team/', 'Changes to our team'],
    ['/library/json.html', 'json — JSON encoder and decoder'],
    ['/guide/release-process.html', 'How we release'],
    ['/plan.html', 'Release 2 of the plan'],
  ])('a page about something else (%s, "%s") is not release notes', (url, heading) => {
    const extracted = page(`<body><main><h1>${heading}</h1><p>Some text.</p></main></body>`, url);
    expect(extracted.releaseNotes).toBeNull();
    expect(extracted.records[0]!.weight).toBeUndefined();
  });

  it('a general index (mostly links) is a listing and ranks lower', () => {
    const links = Array.from({ length: 30 }, (_, i) => `<li><a href="a.html#x${i}">entry${i}()</a></li>`).join('');
    const extracted = page(`<body><div role="main"><h1 id="index">Index</h1><ul>${links}</ul></div></body>`, '/genindex.html');
    expect(extracted.listing).toMatch(/mostly links/);
    expect(extracted.records[0]!.weight).toBe(LISTING_WEIGHT);
  });

  it('a book index (DocBook bookindex: <dt> terms and links) is a listing whose terms are not sections', () => {
    const entries = Array.from(
      { length: 120 },
      (_, i) => `<dt id="ientry-${i}">term_${i}, <a class="indexterm" href="page${i}.html">The page about the ${i}th feature</a></dt>`,
    ).join('');
    const extracted = page(
      `<body><div class="index"><h1 class="title">Index</h1><div class="indexdiv"><h3>A</h3><dl>${entries}</dl></div></div></body>`,
      '/bookindex.html',
    );
    expect(extracted.listing).toMatch(/mostly links/);
    expect(extracted.records.every((r) => !r.anchor?.startsWith('ientry'))).toBe(true);
    expect(all(extracted)).toContain('term_7');
  });

  it('feeds, sitemaps and JSON saved as .html are not pages', () => {
    expect(page('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Blog</title></channel></rss>')).toEqual({
      skip: expect.stringMatching(/feed/),
    });
    expect(page('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>')).toHaveProperty('skip');
    expect(page('{"id":1,"title":{"rendered":"Hello"}}')).toEqual({ skip: 'JSON, not an HTML page' });
    expect(page('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><h1>XHTML</h1></body></html>')).not.toHaveProperty(
      'skip',
    );
  });

  it('keeps every word of a long section: cut into records with the same URL', () => {
    const words = Array.from({ length: 4000 }, (_, i) => `word${i}.`).join(' ');
    const extracted = page(`<body><h1>T</h1><h2 id="long">Long</h2><p>${words}</p><p>lastword</p></body>`);
    const parts = extracted.records.filter((r) => r.url === '/p.html#long');
    expect(parts.length).toBeGreaterThan(3);
    expect(new Set(parts.map((r) => r.objectID)).size).toBe(parts.length);
    expect(parts.every((r) => r.heading === 'Long' && r.content.length <= SPLIT_CHARS)).toBe(true);
    const joined = parts.map((r) => r.content).join(' ');
    expect(joined).toContain('word0.');
    expect(joined).toContain('word3999.');
    expect(joined.endsWith('lastword')).toBe(true);
    expect(splitText('a b', 10)).toEqual(['a b']);
  });
});
