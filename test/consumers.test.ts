// Inlay as a consumer gets it: `npm pack`, installed by npm into a React 19 + Vite app and a Vue 3 + Vite
// app (test/consumers/*, their own lockfiles; .ci/run installs their dependencies, so here npm works
// from its cache), built for production (and React in development mode too, where StrictMode runs
// every effect twice; and webpack 5 on `import 'inlay/register'`), type-checked (tsc / vue-tsc with
// skipLibCheck: false), then driven in Chromium.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, launch, newPage, type Launched } from './helpers/browser';
import { fixtures, installFixtures } from './consumers/install.mjs';
import { ROOT } from './helpers/server';

declare global {
  interface Window {
    calls: Record<string, number>;
    app: { rerender(): void; toggle(): void; slider(): Element | null };
  }
}

const run = promisify(execFile);
const HERE = resolve(ROOT, 'test/consumers');
const TAGS = ['inlay-fit-text', 'inlay-form', 'inlay-search', 'inlay-share', 'inlay-slider'];
const EVENTS = ['inlay-fit', 'inlay-share', 'inlay-slide-change', 'inlay-submit', 'inlay-success', 'inlay-search', 'inlay-select'];
const timings: string[] = [];

async function step(label: string, cwd: string, cmd: string, args: string[]) {
  const t0 = performance.now();
  try {
    const out = await run(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: '' } });
    return out.stdout;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${label} failed in ${cwd}:\n${err.stdout ?? ''}\n${err.stderr ?? err.message}`, { cause: e });
  } finally {
    timings.push(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}
const npm = (label: string, cwd: string, ...args: string[]) => step(label, cwd, 'npm', args);

/** A static server for one build output (index.html at /), POST /submit answering like a form backend. */
async function serve(dir: string, pages: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'POST' && path === '/submit') {
      for await (const _ of req);
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"ok":true}');
    }
    if (pages[path]) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(pages[path]);
    }
    const rel = normalize(decodeURIComponent(path === '/' ? '/index.html' : path)).replace(/^\/+/, '');
    try {
      if (rel.includes('..')) throw new Error('bad path');
      const data = await readFile(join(dir, rel));
      res.writeHead(200, { 'content-type': types[extname(rel)] ?? 'application/octet-stream' });
      res.end(data);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** Counts every inlay-* event at the document (capture), before the app loads: the truth to compare with. */
const COUNT_NATIVE = `window.native = {}; for (const name of ${JSON.stringify(EVENTS)}) document.addEventListener(name, () => { window.native[name] = (window.native[name] || 0) + 1; }, true);`;

async function definedTags(page: Page) {
  return page.evaluate((tags) => tags.filter((t) => customElements.get(t)), TAGS);
}

async function listenerCount(page: Page, expression: string): Promise<{ total: number; types: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: 0 });
  await cdp.detach();
  return { total: listeners.length, types: listeners.map((l) => l.type).sort() };
}

/** The app in test/consumers/{react,vue}: both expose window.calls and window.app the same way. */
async function driveApp(browser: Browser, url: string, { ownListeners }: { ownListeners: boolean }) {
  const { context, page, log } = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.addInitScript(COUNT_NATIVE);
  try {
    await page.goto(url);
    // The documented import defined all five elements.
    expect(await definedTags(page)).toEqual(TAGS);
    await page.waitForFunction(() => (document.querySelector('#form')?.shadowRoot?.querySelectorAll('input, textarea').length ?? 0) >= 2);

    // Object and array properties arrived as properties (not "[object Object]" attributes) and were used.
    const props = await page.evaluate(() => {
      const q = (s: string) => document.querySelector(s) as unknown as Record<string, unknown> & HTMLElement;
      return {
        services: q('#share').services,
        fields: q('#form').fields,
        strings: q('#form').strings,
        breakpoints: q('#slider').breakpoints,
        attrs: [...document.querySelectorAll('inlay-form, inlay-share, inlay-slider')]
          .flatMap((e) => [...e.attributes].map((a) => a.value))
          .filter((v) => v.includes('[object')),
        shareButtons: q('#share').shadowRoot!.querySelectorAll('[part~="button"]').length,
        submitText: q('#form').shadowRoot!.querySelector('button[type="submit"]')?.textContent?.trim(),
        slides: q('#slider').shadowRoot!.querySelectorAll('[part~="dot"], [role="tab"]').length,
      };
    });
    expect(props.services).toEqual(['copy', 'mail']);
    expect(props.fields).toEqual({
      fields: [
        { name: 'email', type: 'email', label: 'Email', required: true },
        { name: 'message', type: 'textarea', label: 'Message' },
      ],
    });
    expect(props.strings).toEqual({ submit: 'Absenden' });
    expect(props.breakpoints).toEqual({ 600: { perView: 1 } });
    expect(props.attrs).toEqual([]);
    expect(props.shareButtons).toBe(2);
    expect(props.submitText).toBe('Absenden');
    expect(props.slides).toBe(3);

    // State survives re-renders (new object literals for fields/breakpoints on every render).
    await page.evaluate(() => (document.querySelector('#slider') as unknown as { next(): void }).next());
    await page.waitForFunction(() => (document.querySelector('#slider') as unknown as { index: number }).index === 1);
    await page.locator('#form input[type="email"]').fill('ada@example.com');
    await page.locator('#form textarea').fill('Hello there');
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.app.rerender());
      await page.waitForFunction((n) => document.querySelector('#renders')?.textContent === String(n), i + 1);
    }
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (document.querySelector('#slider') as unknown as { index: number }).index)).toBe(1);
    expect(await page.locator('#form input[type="email"]').inputValue()).toBe('ada@example.com');
    expect(await page.locator('#form textarea').inputValue()).toBe('Hello there');
    expect(await page.evaluate(() => window.app.slider() === document.querySelector('#slider'))).toBe(true);

    // Events: each reaches the framework's handler exactly once.
    await page.locator('#share [part~="copy"]').click();
    await page.locator('#form button[type="submit"]').click();
    await page.waitForFunction(() => (window as unknown as { native: Record<string, number> }).native['inlay-success'] === 1);
    await page.locator('#search input').fill('slider');
    await page.locator('#search [role="option"]').first().waitFor();
    await page.locator('#search [role="option"]').first().click();
    await page.waitForFunction(() => (window as unknown as { native: Record<string, number> }).native['inlay-select'] === 1);
    const { calls, native } = await page.evaluate(() => ({ calls: window.calls, native: (window as unknown as { native: Record<string, number> }).native }));
    for (const name of EVENTS) expect(native[name], `${name} fired`).toBeGreaterThanOrEqual(1);
    expect(calls).toEqual(native);

    // Unmounting leaves no listeners behind: none on the elements, none added to document or window.
    await page.evaluate((sel) => ((window as unknown as { kept: Element[] }).kept = [...document.querySelectorAll(sel)]), TAGS.join(','));
    await page.evaluate(() => window.app.toggle());
    await page.locator('#gone').waitFor();
    await page.waitForTimeout(50);
    // Listeners are counted through CDP's DOMDebugger.getEventListeners: Chromium only (nothing in BiDi
    // lists an element's listeners); the other engines check the rest of this path.
    const counted = ENGINE === 'chromium';
    const baseline = counted ? { document: await listenerCount(page, 'document'), window: await listenerCount(page, 'window') } : null;
    // inlay/react removes the listeners it added to each element. (Vue leaves its own listeners on an
    // element it removes: they go with the detached element; not ours to change.)
    if (ownListeners) {
      for (let i = 0; counted && i < TAGS.length; i++) {
        const own = await listenerCount(page, `window.kept[${i}]`);
        expect(own.types, `listeners left on ${TAGS[i]}`).toEqual([]);
      }
      const before = { ...(await page.evaluate(() => window.calls)) };
      await page.evaluate(() =>
        (window as unknown as { kept: Element[] }).kept.forEach((el) =>
          el.dispatchEvent(new CustomEvent('inlay-slide-change', { detail: { index: 0, total: 0 } })),
        ),
      );
      expect(await page.evaluate(() => window.calls)).toEqual(before);
    }
    // Mount and unmount again: document and window end with the listeners they had.
    await page.evaluate(() => window.app.toggle());
    await page.locator('#slider').waitFor();
    await page.evaluate(() => window.app.toggle());
    await page.locator('#gone').waitFor();
    await page.waitForTimeout(50);
    if (baseline) {
      expect(await listenerCount(page, 'document')).toEqual(baseline.document);
      expect(await listenerCount(page, 'window')).toEqual(baseline.window);
    }

    expect(log.uncaught).toEqual([]);
  } finally {
    await context.close();
  }
}

let browser: Launched;
beforeAll(async () => {
  const t0 = performance.now();
  // npm pack, then each fixture installs the tarball (npm ci if its lockfile changed since .ci/run).
  installFixtures({ pack: true, timings });
  // One at a time: two cores.
  for (const name of fixtures) await npm(`${name}: build`, resolve(HERE, name), 'run', 'build', '--silent');
  browser = await launch();
  timings.push(`pack + install + build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}, 900_000);
afterAll(async () => {
  await browser?.close();
  console.log(`[consumers] ${timings.join(' | ')}`);
});

describe('React 19 + Vite (the packed tarball, inlay/react)', () => {
  for (const [label, dir] of [
    ['production build', 'dist'],
    ['development build (StrictMode runs effects twice)', 'dist-dev'],
  ] as const) {
    it(`${label}: defines the elements, passes objects, calls each handler once, keeps state, leaves no listeners`, async () => {
      const server = await serve(resolve(HERE, 'react', dir));
      try {
        await driveApp(browser.browser, server.url + '/', { ownListeners: true });
      } finally {
        await server.close();
      }
    });
  }

  it('`import "inlay/register"` and `import "inlay/widgets/<name>/define"` define all five elements in a production build', async () => {
    const server = await serve(resolve(HERE, 'react/dist'));
    const { context, page, log } = await newPage(browser.browser);
    try {
      for (const path of ['/register.html', '/define.html']) {
        await page.goto(server.url + path);
        await page.waitForLoadState('load');
        expect(await definedTags(page), path).toEqual(TAGS);
      }
      expect(log.uncaught).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('webpack 5 (production mode) keeps `import "inlay/register"`', async () => {
    const server = await serve(resolve(HERE, 'react/dist-webpack'), { '/': '<!doctype html><title>webpack</title><script src="/main.js"></script>' });
    const { context, page, log } = await newPage(browser.browser);
    try {
      await page.goto(server.url + '/');
      expect(await definedTags(page)).toEqual(TAGS);
      expect(log.uncaught).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('Rollup 4 (what Vite 7 and older build with) keeps `import "inlay/register"`: all five definitions', async () => {
    const { rollup } = await import('rollup');
    const { default: nodeResolve } = await import('@rollup/plugin-node-resolve');
    const bundle = await rollup({
      input: resolve(HERE, 'react/src/webpack-entry.js'),
      // Only the package's own modules are bundled; its dependencies stay imports.
      external: (id) => !/^(inlay(\/|$)|[./\0])/.test(id),
      plugins: [nodeResolve({ rootDir: resolve(HERE, 'react') })],
      onwarn: () => {},
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const code = output.map((o) => ('code' in o ? o.code : '')).join('\n');
    // One defineWidget(...) call per widget (besides the function itself).
    expect(code.match(/(?<!function )\bdefineWidget\(/g)?.length).toBe(TAGS.length);
    expect(code).toContain('customElements.define(');
  });

  it('imports and renders on a server (plain Node, react-dom/server): the tags with their attributes', async () => {
    const html = await step('react: ssr', resolve(HERE, 'react'), process.execPath, ['ssr.mjs']);
    expect(html.trim()).toBe(
      '<div><inlay-slider label="Featured" per-view="2" loop=""><p>One</p></inlay-slider><inlay-form draft="false" action="/send"></inlay-form></div>',
    );
  });

  it('typecheck (tsc, skipLibCheck: false): documented usages compile, wrong props and details are rejected', async () => {
    await npm('react: tsc', resolve(HERE, 'react'), 'run', 'typecheck', '--silent');
  }, 180_000);
});

describe('Vue 3 + Vite (the packed tarball, import "inlay/register")', () => {
  it('production build: defines the elements, passes objects, calls each handler once, keeps state, leaves no listeners', async () => {
    const server = await serve(resolve(HERE, 'vue/dist'));
    try {
      await driveApp(browser.browser, server.url + '/', { ownListeners: false });
    } finally {
      await server.close();
    }
  });

  it('typecheck (vue-tsc, checkUnknownProps/Events, skipLibCheck: false): documented usages compile, wrong props and handlers are rejected', async () => {
    await npm('vue: vue-tsc', resolve(HERE, 'vue'), 'run', 'typecheck', '--silent');
  }, 180_000);
});

describe('the fixtures', () => {
  it('keep lockfiles that name no registry host and pin no integrity for the tarball', () => {
    for (const name of readdirSync(HERE).filter((d) => existsSync(join(HERE, d, 'package.json')))) {
      const lock = readFileSync(join(HERE, name, 'package-lock.json'), 'utf8');
      expect(lock).not.toMatch(/"resolved": "https?:/);
      const entry = JSON.parse(lock).packages['node_modules/inlay'];
      expect(entry.resolved).toBe('file:../.pack/inlay.tgz');
      expect(entry.integrity).toBeUndefined();
    }
  });
});
