// Shared by the consent browser tests: a site server, a "third-party" server on another port (another
// origin) whose request log proves what the gated widget fetched, and page helpers.
import type { Page } from 'playwright-core';
import { launch, newPage, type Launched } from '../helpers/browser';
import { html, json, startServer, type TestServer } from '../helpers/server';

export const PROBE = '/test/.build/inlay-consent-probe.js';
export const PROBE_B = '/test/.build/inlay-consent-probe-b.js';
export const FAKES = '/test/fixtures/consent/fakes';

export interface Env {
  chrome: Launched;
  site: TestServer;
  third: TestServer;
  /** Requests the third-party origin saw for the gated resource. */
  hits(): number;
  /** The gated resource's URL (on the third-party origin). */
  resource: string;
}

export async function startEnv(): Promise<Env> {
  const [chrome, site, third] = await Promise.all([launch(), startServer(), startServer()]);
  third.route('/video.json', async (req, res) => {
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    json(res, 200, { title: 'third-party content' });
  });
  return {
    chrome,
    site,
    third,
    resource: `${third.origin}/video.json`,
    hits: () => third.requests.filter((r) => r.url.startsWith('/video.json')).length,
  };
}

export async function stopEnv(env: Env | undefined) {
  await env?.chrome.close();
  await env?.site.close();
  await env?.third.close();
}

let n = 0;
export interface OpenOptions {
  head?: string;
  scripts?: string[];
  config?: unknown;
  headers?: Record<string, string>;
  lang?: string;
}

/** Opens a page with the given body; `config` becomes the #inlay-consent block. */
export async function open(env: Env, body: string, opts: OpenOptions = {}) {
  const { page, log, context } = await newPage(env.chrome.browser);
  const cfg =
    opts.config === undefined
      ? ''
      : `<script type="application/json" id="inlay-consent">${typeof opts.config === 'string' ? opts.config : JSON.stringify(opts.config)}</script>`;
  const head = `<script src="${FAKES}/base.js"></script>${cfg}${opts.head ?? ''}`;
  const url = env.site.page(`/consent-${++n}.html`, html(body, { scripts: opts.scripts ?? [PROBE], head, lang: opts.lang }), opts.headers);
  await page.goto(url);
  await page.waitForFunction(() => !!customElements.get('inlay-consent-probe'));
  return { page, log, context };
}

export const settle = (page: Page, ms = 50) => page.evaluate((t) => new Promise((r) => setTimeout(r, t)), ms);

export const state = (page: Page, service: string) => page.evaluate((s) => (window as any).Inlay.consent.get(s), service);
export const info = (page: Page, service: string) => page.evaluate((s) => (window as any).Inlay.consent.info(s), service);

/** The probe's rendered state: data-state, data-status, whether the placeholder shows, the content text. */
export const probe = (page: Page, sel = 'inlay-consent-probe') =>
  page.$eval(sel, (el) => {
    const root = el.shadowRoot!;
    const box = root.querySelector('.probe') as HTMLElement | null;
    return {
      state: box?.dataset.state,
      status: box?.dataset.status,
      aborts: Number(box?.dataset.aborts ?? 0),
      placeholder: !!root.querySelector('.inlay-consent'),
      content: root.querySelector('.content')?.textContent ?? null,
    };
  });

export async function waitProbe(page: Page, want: { placeholder?: boolean; status?: string }, sel = 'inlay-consent-probe') {
  await page.waitForFunction(
    ([s, w]) => {
      const root = document.querySelector(s as string)?.shadowRoot;
      const box = root?.querySelector('.probe') as HTMLElement | null;
      if (!root || !box) return false;
      const ww = w as { placeholder?: boolean; status?: string };
      if (ww.placeholder !== undefined && !!root.querySelector('.inlay-consent') !== ww.placeholder) return false;
      if (ww.status !== undefined && box.dataset.status !== ww.status) return false;
      return true;
    },
    [sel, want] as const,
    { timeout: 5000 },
  );
}

/** Records every state a page-level watcher sees for `service` in window.__seen[service]. */
export const record = (page: Page, service: string) =>
  page.evaluate((s) => {
    const w = window as any;
    w.__seen = w.__seen ?? {};
    w.__seen[s] = [];
    w.Inlay.consent.watch(s, (v: string) => w.__seen[s].push(v));
  }, service);
export const seen = (page: Page, service: string): Promise<string[]> => page.evaluate((s) => (window as any).__seen[s], service);

export const clickInProbe = (page: Page, text: RegExp, sel = 'inlay-consent-probe') => page.locator(sel).getByRole('button', { name: text }).click();
