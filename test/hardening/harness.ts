// Shared machinery of the hardening suite: which widgets to run, one Chromium + one server per file,
// pages that record errors from an external script (CSP-safe), and a scan for elements and URLs no
// widget may ever produce.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage, type Launched, type PageErrors } from '../helpers/browser';
import { html, ROOT, startServer, type TestServer } from '../helpers/server';
import { WIDGETS, type WidgetCase, type Backend } from './widgets';

export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
export const LISTEN = '/test/fixtures/hardening/listen.js';
export const HOST_CSS = '/test/fixtures/hardening/host.css';

/** HARDENING_WIDGETS=probe,fit-text limits the run while developing; by default every widget runs. */
export function selected(): WidgetCase[] {
  const only = process.env.HARDENING_WIDGETS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!only?.length) return WIDGETS;
  const unknown = only.filter((n) => !WIDGETS.some((w) => w.name === n));
  if (unknown.length) throw new Error(`HARDENING_WIDGETS names unknown widgets: ${unknown.join(', ')}`);
  return WIDGETS.filter((w) => only.includes(w.name));
}

/** A widget whose script is not built fails the test (never a silent skip). */
export function requireBuilt(w: WidgetCase): void {
  if (!existsSync(join(ROOT, w.script))) throw new Error(`${w.script} missing — run npm run build`);
}

export interface Env {
  chrome: Launched;
  server: TestServer;
  /** The same server as a public site (site.example resolves to 127.0.0.1): what a visitor sees. */
  publicOrigin: string;
  /** Per-widget backend state; tests put payloads or failures in it. */
  state: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/** One Chromium and one server with every widget's backend routes under /api/<widget>/. */
export async function setup(): Promise<Env> {
  const [chrome, server] = await Promise.all([launch(['--host-resolver-rules=MAP site.example 127.0.0.1']), startServer()]);
  const state = new Map<string, Record<string, unknown>>();
  for (const w of WIDGETS) {
    if (!w.backend) continue;
    const s: Record<string, unknown> = {};
    state.set(w.name, s);
    for (const [path, handler] of Object.entries(w.backend.routes(s))) server.route(`/api/${w.name}${path}`, handler);
  }
  return {
    chrome,
    server,
    publicOrigin: server.origin.replace('127.0.0.1', 'site.example'),
    state,
    async close() {
      await chrome.close();
      await server.close();
    },
  };
}

/** Resets a widget's backend to its defaults, then applies `patch`. */
export function backendState(env: Env, w: WidgetCase, patch: Record<string, unknown> = {}): void {
  const s = env.state.get(w.name);
  if (!s) return;
  for (const k of Object.keys(s)) delete s[k];
  Object.assign(s, w.backend?.defaults?.() ?? {}, patch);
}

export interface Recorded {
  violations: { directive: string; blocked: string; sample: string; source: string }[];
  inlayErrors: { id: string; tag: string; detail: { widget: string; code: string; message: string } }[];
  uncaught: string[];
}

export interface Opened {
  page: Page;
  context: BrowserContext;
  log: PageErrors;
  recorded(): Promise<Recorded>;
}

let pageNo = 0;

/** Serves `body` as a page (listen.js first, the host CSS, `css` files, then the scripts) and opens it; `init` runs in the page before anything else. */
export async function openPage(
  env: Env,
  body: string,
  opts: {
    scripts?: string[];
    css?: string[];
    headers?: Record<string, string>;
    dir?: string;
    lang?: string;
    origin?: string;
    browser?: Browser;
    init?: () => void;
  } = {},
): Promise<Opened> {
  const path = `/h/${++pageNo}.html`;
  const head =
    [LISTEN].map((s) => `<script src="${s}"></script>`).join('') + [HOST_CSS, ...(opts.css ?? [])].map((c) => `<link rel="stylesheet" href="${c}">`).join('');
  env.server.page(path, html(body, { scripts: opts.scripts, head, dir: opts.dir, lang: opts.lang }), opts.headers);
  const { page, context, log } = await newPage(opts.browser ?? env.chrome.browser);
  await context.addInitScript(canaryTrap);
  if (opts.init) await context.addInitScript(opts.init);
  await page.goto((opts.origin ?? env.server.origin) + path);
  return {
    page,
    context,
    log,
    recorded: () => page.evaluate(() => (window as unknown as { __hardening: Recorded }).__hardening),
  };
}

/** Runs in every page before anything else: any write to the canary is recorded, whatever the frame. */
function canaryTrap() {
  const hits: unknown[] = [];
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => (hits.length ? hits : undefined),
    set: (v) => void hits.push(v),
  });
}

export const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown[] }).__pwned ?? null);

/** Waits until every element of the widget on the page is defined and has rendered into its shadow root. */
export async function ready(page: Page, w: WidgetCase, sel: string = w.tag): Promise<void> {
  await page.waitForFunction(
    ({ tag, sel }) => {
      if (!customElements.get(tag)) return false;
      const els = [...document.querySelectorAll(sel)];
      return els.length > 0 && els.every((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0);
    },
    { tag: w.tag, sel },
    { timeout: 15_000 },
  );
  await settle(page);
}

/** Two frames and a macrotask: effects ran, layout settled. */
export const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

export interface Finding {
  where: string;
  what: string;
}

/**
 * Walks the page and every shadow root (recursively) for what no widget may produce from data:
 * executable scripts, frames, plugins, <base>, event-handler attributes, javascript:/vbscript:/data:
 * navigations, SVG animation of href, <style>/<link> inside a shadow root.
 */
export function scanDom(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const out: { where: string; what: string }[] = [];
    const bad = /^\s*(javascript|vbscript|data):/i;
    const label = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      return `${host ? `<${host.tagName.toLowerCase()}${host.id ? `#${host.id}` : ''}> shadow ` : 'page '}<${el.tagName.toLowerCase()}>`;
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        const inShadow = root instanceof ShadowRoot;
        if (tag === 'script') {
          const s = el as HTMLScriptElement;
          const data = s.type === 'application/json' || s.type === 'application/ld+json';
          if (inShadow || (!data && !s.src)) out.push({ where: label(el), what: `script ${s.type || ''} ${s.src || s.text.slice(0, 60)}` });
        }
        if (['iframe', 'frame', 'object', 'embed', 'base', 'portal', 'applet'].includes(tag)) out.push({ where: label(el), what: tag });
        if (tag === 'meta' && el.hasAttribute('http-equiv')) out.push({ where: label(el), what: 'meta http-equiv' });
        if (inShadow && (tag === 'style' || tag === 'link')) out.push({ where: label(el), what: tag });
        if ((tag === 'animate' || tag === 'set') && /href/i.test(el.getAttribute('attributeName') ?? ''))
          out.push({ where: label(el), what: 'svg animation of href' });
        if (tag === 'foreignobject') out.push({ where: label(el), what: 'svg foreignObject' });
        for (const a of el.getAttributeNames()) {
          if (/^on/i.test(a)) out.push({ where: label(el), what: `${a}="${(el.getAttribute(a) ?? '').slice(0, 60)}"` });
          if (/^(href|xlink:href|src|action|formaction|srcdoc|data|poster|background)$/i.test(a)) {
            const v = el.getAttribute(a) ?? '';
            const imgData = /^\s*data:image\/(png|gif|jpe?g|webp|avif)[;,]/i.test(v) && (tag === 'img' || tag === 'image');
            if (bad.test(v) && !imgData) out.push({ where: label(el), what: `${a}="${v.slice(0, 60)}"` });
            if (a === 'srcdoc') out.push({ where: label(el), what: 'srcdoc' });
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  });
}

/** The visible text and notice of one element's shadow root. */
export function shadowText(page: Page, sel: string): Promise<{ text: string; notice: string | null; elements: number }> {
  return page.$eval(sel, (el) => {
    const root = el.shadowRoot!;
    const notice = root.querySelector('[part~="error"], .inlay-notice, [role="alert"]');
    return { text: (root.textContent ?? '').trim(), notice: notice ? (notice.textContent ?? '').trim() : null, elements: root.querySelectorAll('*').length };
  });
}

export type { WidgetCase, Backend };

/**
 * Uncaught errors of a page, including "ResizeObserver loop completed with undelivered notifications":
 * it reaches window.onerror, so a site's error tracker reports it (fit-text used to trigger it on every
 * refit inside the observer's callback; now a failure like any other).
 */
export function uncaughtOf(_w: WidgetCase, log: PageErrors, r: Recorded): string[] {
  return [...log.uncaught, ...r.uncaught];
}
