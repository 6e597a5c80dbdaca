// The site generators as site owners use them: a real Hugo build (Debian's `hugo`) with the Inlay Hugo
// module (integrations/hugo) and a real Eleventy 3 build (test/generators/eleventy-site, its own
// lockfile) with the Inlay plugin (integrations/eleventy); each site built, indexed with `inlay index`,
// served on 127.0.0.1 (Hugo by `hugo server`, the documented writing workflow) and driven in Chromium:
// the slider has its slides, share its buttons, the form its fields, and search finds a word of another
// page and its result lands on that page's section heading.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, typeInPage, type Launched } from './helpers/browser';
import { ROOT } from './helpers/server';
import { installSites } from './generators/install.mjs';

const run = promisify(execFile);
const HERE = resolve(ROOT, 'test/generators');
const WORK = mkdtempSync(join(tmpdir(), 'inlay-generators-'));
const timings: string[] = [];

const hugoBin = ['/usr/bin/hugo', '/usr/local/bin/hugo'].find((p) => existsSync(p));
if (!hugoBin) {
  console.warn(
    '\n*** test/generators.test.ts: Hugo is not installed, so the Hugo module is NOT tested. Install it: `apt-get install -y hugo` (.ci/run does). ***\n',
  );
}

async function step(label: string, cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const t0 = performance.now();
  try {
    const out = await run(cmd, args, { cwd, maxBuffer: 64 << 20, env: { ...process.env, ...env } });
    return out.stdout + out.stderr;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${label} failed in ${cwd}:\n${err.stdout ?? ''}\n${err.stderr ?? err.message}`, { cause: e });
  } finally {
    timings.push(`${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.png': 'image/png' };

/** A static server for one build output (folder/ → folder/index.html). */
async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    let rel = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)).replace(/^\/+/, '');
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    try {
      if (rel.includes('..')) throw new Error('outside');
      const data = await readFile(join(dir, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' });
      res.end(data);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

/** A port nobody listens on now (for `hugo server`). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Processes this file started (hugo server), ended in afterAll even when a build failed half-way. */
const children: ChildProcess[] = [];

/** `hugo server` on 127.0.0.1: resolves when it says it serves. */
async function hugoServer(site: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(
    hugoBin!,
    [
      'server',
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--disableLiveReload',
      '--disableFastRender',
      '--appendPort=true',
      '--baseURL',
      'http://127.0.0.1/',
    ],
    { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(proc);
  let out = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`hugo server did not start in 40 s:\n${out}`)), 40_000);
    const on = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Web Server is available')) {
        clearTimeout(timer);
        ok();
      }
    };
    proc.stdout!.on('data', on);
    proc.stderr!.on('data', on);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`hugo server exited (${code}):\n${out}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, proc };
}

const SCRIPTS = ['search', 'share', 'slider', 'form', 'fit-text'].map((w) => `inlay-${w}.js`);

/** The decoded value of `name` on the last `<tag …>` of a built page (the header's search box comes first; entities as both tools write them). */
function attr(html: string, tag: string, name: string): string | null {
  const open = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].pop()?.[0] ?? '';
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>])`).exec(open);
  if (!m) return null;
  return (m[1] ?? '').replace(/&(#34|quot|#39|lt|gt|amp);/g, (_, e: string) => ({ '#34': '"', quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[e]!);
}
/** The slides a built page's first <inlay-slider> holds: [src, alt] per <img>. */
function slides(html: string): [string, string][] {
  const block = /<inlay-slider\b[\s\S]*?<\/inlay-slider>/.exec(html)?.[0] ?? '';
  return [...block.matchAll(/<img src="([^"]*)" alt="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);
}

/** Builds, indexes and serves the Hugo fixture site; returns the server's URL and the CLI's output. */
async function hugoSite() {
  const site = join(WORK, 'hugo');
  cpSync(join(HERE, 'hugo-site'), site, { recursive: true });
  mkdirSync(join(site, 'themes'));
  symlinkSync(resolve(ROOT, 'integrations/hugo'), join(site, 'themes/inlay'));
  // The documented setup: the widget scripts copied into static/inlay/.
  mkdirSync(join(site, 'static/inlay'), { recursive: true });
  for (const s of SCRIPTS) cpSync(join(ROOT, 'dist', s), join(site, 'static/inlay', s));
  await step('hugo', site, hugoBin!, ['--quiet']);
  // The `hugo server` workflow: index the built public/ once, into static/_inlay, which hugo server serves.
  const indexed = await step('inlay index (hugo)', site, process.execPath, [join(ROOT, 'bin/inlay.mjs'), 'index', 'public', '--out', 'static/_inlay']);
  const server = await hugoServer(site);
  return { site, indexed, ...server };
}

async function eleventySite() {
  const t0 = performance.now();
  const done = installSites();
  timings.push(`eleventy-site install: ${done['eleventy-site']} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const out = join(WORK, 'eleventy');
  const dir = join(HERE, 'eleventy-site');
  const log = await step('eleventy (+ inlay index)', dir, process.execPath, [join(dir, 'node_modules/@11ty/eleventy/cmd.cjs')], { ELEVENTY_OUT: out });
  const server = await serve(out);
  return { out, log, ...server };
}

let launched: Launched;
let browser: Browser;
let hugo: Awaited<ReturnType<typeof hugoSite>> | undefined;
let eleventy: Awaited<ReturnType<typeof eleventySite>>;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/inlay-slider.js'))) throw new Error('dist/ is not built: run `node scripts/build.mjs` first.');
  [launched, hugo, eleventy] = await Promise.all([launch(), hugoBin ? hugoSite() : undefined, eleventySite()]);
  browser = launched.browser;
}, 150_000);

afterAll(async () => {
  for (const p of children) p.kill();
  await eleventy?.close();
  await launched?.close();
  rmSync(WORK, { recursive: true, force: true });
  console.log(`generators: ${timings.join(', ')}`);
});

/** What the widgets of the garden page rendered, read from their shadow roots. */
async function widgets(page: Page) {
  await page.waitForFunction(
    () => ['inlay-slider', 'inlay-share', 'inlay-form', 'inlay-search'].every((t) => document.querySelector(t)?.shadowRoot?.childElementCount),
    null,
    { timeout: 20_000 },
  );
  await page.waitForFunction(() => document.querySelector('inlay-share')!.shadowRoot!.querySelectorAll('[part~="button"]').length > 0, null, {
    timeout: 10_000,
  });
  // max="80" on a short line in a 1000 px page: fit-text settles at its maximum.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('inlay-fit-text')!).fontSize === '80px', null, { timeout: 10_000 }).catch(() => {});
  return page.evaluate(() => {
    const root = (t: string) => document.querySelector(t)!.shadowRoot!;
    const slider = document.querySelector('inlay-slider')!;
    return {
      slides: slider.children.length,
      slideTags: [...slider.children].map((c) => c.tagName.toLowerCase()),
      alts: [...slider.querySelectorAll('img')].map((i) => i.alt),
      loaded: [...slider.querySelectorAll('img')].filter((i) => i.complete && i.naturalWidth > 0).length,
      dots: root('inlay-slider').querySelectorAll('[part~="dot"]').length,
      label: slider.getAttribute('label'),
      share: [...root('inlay-share').querySelectorAll('[part~="button"]')].map(
        (b) =>
          b
            .getAttribute('part')!
            .split(' ')
            .filter((p) => p !== 'button')[0],
      ),
      controls: [...root('inlay-form').querySelectorAll('[part~="control"]')].map((c) => c.getAttribute('name') ?? c.id),
      labels: [...root('inlay-form').querySelectorAll('label')].map((l) => l.textContent!.trim()),
      fit: getComputedStyle(document.querySelector('inlay-fit-text')!).fontSize,
      errors: ['inlay-slider', 'inlay-share', 'inlay-form', 'inlay-search', 'inlay-fit-text'].filter((t) =>
        document.querySelector(t)!.shadowRoot?.querySelector('[part~="error"]'),
      ),
      scripts: [...document.querySelectorAll('script[src]')].map((s) => `${s.getAttribute('src')}${(s as HTMLScriptElement).defer ? ' defer' : ''}`),
    };
  });
}

/** Types a word only another page has; follows the section result; returns where it landed. */
async function searchAndFollow(page: Page, word: string) {
  await typeInPage(page, word, 40);
  const option = page.locator('inlay-search [role="option"].section').first();
  await option.waitFor({ timeout: 20_000 });
  const href = await option.getAttribute('href');
  await Promise.all([page.waitForURL((u) => u.hash.length > 1, { timeout: 20_000 }), option.click()]);
  const landed = await page.evaluate(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    return { path: location.pathname + location.hash, tag: target?.tagName.toLowerCase() ?? null, text: target?.textContent?.trim() ?? null };
  });
  return { href: href && new URL(href, page.url()).pathname + new URL(href, page.url()).hash, ...landed };
}

/**
 * The garden page of a built site: every widget rendered from its shortcode, only the scripts it uses;
 * then a search for a word of the kitchen page, whose section result lands on that page's heading.
 */
async function gardenThenSearch(url: string, site: { alts: string[]; message: string; kitchen: string }) {
  const { context, page, log } = await newPage(browser);
  try {
    await page.goto(url);
    const w = await widgets(page);
    expect(w).toMatchObject({
      slides: 3,
      dots: 3,
      loaded: 3,
      label: 'Garden photos',
      slideTags: ['img', 'img', 'img'],
      alts: site.alts,
      share: ['x', 'mastodon', 'copy'],
      controls: ['name', 'email', 'message'],
      errors: [],
      fit: '80px',
    });
    expect(w.labels.join('|')).toContain(site.message);
    // The widgets the page uses, deferred, each once.
    expect(w.scripts.sort()).toEqual(SCRIPTS.map((s) => `/inlay/${s} defer`).sort());
    const r = await searchAndFollow(page, 'levain');
    const section = `${site.kitchen}#sourdough-starter`;
    expect(r).toEqual({ href: section, path: section, tag: 'h2', text: 'Sourdough starter' });
    // The kitchen page has no widget but the search box: only inlay-search.js.
    expect(await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')))).toEqual(['/inlay/inlay-search.js']);
    expect(log.uncaught).toEqual([]);
  } finally {
    await context.close();
  }
}

describe.skipIf(!hugoBin)('Hugo module (integrations/hugo) in a real Hugo build, served by hugo server', () => {
  it('indexes the pages but leaves out the section and taxonomy lists (data-inlay-ignore)', () => {
    expect(hugo!.indexed).toMatch(/Left out 4 pages by their markup/);
    expect(readFileSync(join(hugo!.site, 'public/tags/index.html'), 'utf8')).toContain('<body data-inlay-ignore>');
    expect(readFileSync(join(hugo!.site, 'public/posts/kitchen/index.html'), 'utf8')).toContain('<body>');
  });

  it('writes images, fields and attributes given as parameters, escaped (the shed page)', () => {
    const html = readFileSync(join(hugo!.site, 'public/posts/shed/index.html'), 'utf8');
    expect(slides(html)).toEqual([
      ['/img/red.png', 'A red door'],
      ['/tools.png', 'Tools'],
    ]);
    expect(attr(html, 'inlay-slider', 'per-view')).toBe('2');
    expect(JSON.parse(attr(html, 'inlay-form', 'fields')!)).toEqual([{ name: 'q', label: 'Say "hi" <b>' }]);
    expect(attr(html, 'inlay-form', 'submit-label')).toBe('Ask "now"');
    expect([attr(html, 'inlay-search', 'index'), attr(html, 'inlay-search', 'mode')]).toEqual(['/_inlay/', 'modal']);
  });

  it("renders every widget from the shortcodes, and search lands on the other page's section heading", () =>
    gardenThenSearch(`${hugo!.url}/posts/garden/`, { alts: ['blue', 'green', 'Red tulips'], message: "Message (it's “quoted”)", kitchen: '/posts/kitchen/' }));
});

describe('Eleventy plugin (integrations/eleventy) in a real Eleventy 3 build', () => {
  it('builds, copies the scripts, indexes after the build and names the headings without id', () => {
    expect(eleventy.log).toMatch(/Wrote \d+ files?/);
    expect(readdirSync(join(eleventy.out, 'inlay')).sort()).toEqual(SCRIPTS.slice().sort());
    expect(existsSync(join(eleventy.out, '_inlay'))).toBe(true);
    // notes.html is HTML, so markdown-it-anchor gives its <h2> no id: the hint names it and the fixes.
    expect(eleventy.log).toMatch(/\[inlay\] 1 heading on 1 page \(e\.g\. \.\/src\/notes\.html\) has no id.*markdown-it-anchor/);
  });

  it('writes images, fields and attributes given as arguments, escaped (the shed page)', () => {
    const html = readFileSync(join(eleventy.out, 'shed/index.html'), 'utf8');
    expect(slides(html)).toEqual([
      ['/img/red.png', 'red'],
      ['/img/tools.png', 'Tools'],
    ]);
    expect([attr(html, 'inlay-slider', 'label'), attr(html, 'inlay-slider', 'per-view')]).toEqual(['Shed', '2']);
    expect(JSON.parse(attr(html, 'inlay-form', 'fields')!)).toEqual([{ name: 'q', label: 'Say "hi" <b>' }]);
    expect(attr(html, 'inlay-form', 'submit-label')).toBe('Ask "now"');
    expect(html).toContain('<p><inlay-fit-text>Tools &amp; more</inlay-fit-text></p>');
  });

  it("renders every widget from the shortcodes, and search lands on the other page's section heading", () =>
    gardenThenSearch(`${eleventy.url}/garden/`, { alts: ['Red tulips', 'Green', 'Blue'], message: 'Message', kitchen: '/kitchen/' }));
});
