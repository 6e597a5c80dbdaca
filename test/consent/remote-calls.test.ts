// Every request a widget can start towards another origin is behind the consent lookup.
// 1. Static: every place in src/ that can start a request (fetch, XMLHttpRequest, a script, iframe or
//    image element, a Worker, Algolia's client, a dynamic import …) is listed below, either as gated
//    (the widget asks useConsent() for it) or as first-party with the reason. A new one — or one gone —
//    fails until it is listed here, so adding an ungated remote call fails CI.
// 2. Runtime: a page with every widget configured towards third-party origins (two other 127.0.0.1
//    ports) and no consent answer sends them nothing; once each service is allowed, each one is
//    contacted (so the page really exercised every gated call).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, type Launched } from '../helpers/browser';
import { html, ROOT, startServer, type TestServer } from '../helpers/server';
import { startAlgoliaServer, type AlgoliaServer } from '../fixtures/search/algolia-server';

const CALLS: [string, RegExp][] = [
  ['fetch', /\bfetch\s*\(|\bfetch\.bind\(/],
  ['XMLHttpRequest', /new XMLHttpRequest\b/],
  ['element', /createElement\(\s*['"](script|iframe|img|link|audio|video|source|embed|object)['"]/],
  ['jsx element', /<(iframe|img|script|link|audio|video|source|embed|object)[\s>]/], // matched outside string literals
  ['Image', /new Image\(/],
  ['beacon', /sendBeacon\(/],
  ['Worker', /new (Shared)?Worker\(/],
  ['socket', /new (WebSocket|EventSource)\(/],
  ['Algolia client', /\bliteClient\(|\balgoliasearch\(/],
  ['dynamic import', /(?<![.\w]|typeof )import\(\s*['"][^'"]+['"]\s*\)(?!\.)/], // not a type: import('./x').Type
];

/** file → what it may start, and why that is fine. */
const KNOWN: Record<string, { calls: string[]; gated?: string; firstParty?: string }> = {
  'src/widgets/share/counts.ts': { calls: ['fetch'], gated: 'useCounts(): useConsent("share-counts" or consent="…") for a backend on another origin' },
  'src/widgets/search/clients/algolia-client.ts': {
    calls: ['Algolia client'],
    gated: 'use-search.ts: useConsent("algolia") unless every host is on the page\'s origin',
  },
  'src/widgets/search/local/local-client.ts': { calls: ['fetch'], gated: 'use-search.ts: a records/index URL on another origin waits for useConsent(<host>)' },
  'src/widgets/search/chunked/chunked-client.ts': { calls: ['fetch'], gated: 'as local-client.ts (the index folder)' },
  'src/widgets/form/captcha/captcha.tsx': { calls: ['element'], gated: 'useCaptcha(): useConsent(turnstile | hcaptcha | google-recaptcha)' },
  'src/core/i18n/i18n-load.ts': { calls: ['fetch'], firstParty: 'dist/i18n/<lang>.json next to the Inlay script the site loaded' },
  'src/widgets/form/captcha/captcha-load.script.ts': { calls: ['element'], firstParty: 'inlay-form-captcha.js next to inlay-form.js' },
  'src/widgets/form/captcha/captcha-load.ts': { calls: ['dynamic import'], firstParty: 'its own captcha module (ESM build)' },
  'src/widgets/search/clients/worker-client.ts': { calls: ['Worker'], firstParty: 'the Inlay script itself, as the index worker' },
  'src/widgets/form/submit/providers.ts': { calls: ['fetch'], firstParty: "the submission to the site's form backend, when the visitor sends the form" },
  'src/widgets/form/submit/upload.ts': { calls: ['XMLHttpRequest'], firstParty: "file uploads, as part of the visitor's send" },
  'src/widgets/slider/ui/thumbnails.tsx': { calls: ['jsx element'], firstParty: "thumbnails of the site's own slide images (the page loads them anyway)" },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'cli' ? [] : sources(p);
    return /\.(ts|tsx|mjs|js)$/.test(f) && !/\.test\.|\.d\.ts$/.test(f) ? [p] : [];
  });
}
/** Code only: comments and string-only lines (descriptions) don't start requests. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\/\/.*$/, '').replace(/\{\/\*.*?\*\/\}/g, ''))
    .filter((l) => !/^\s*(summary|description):/.test(l));

describe('static: every place that can start a request is known', () => {
  it('lists each file and call kind in src/ (gated or first-party with a reason)', () => {
    const found: Record<string, string[]> = {};
    for (const file of sources(join(ROOT, 'src'))) {
      const lines = code(readFileSync(file, 'utf8'));
      const bare = lines.map((l) => l.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''"));
      const kinds = CALLS.filter(([k, re]) => (k === 'jsx element' ? bare : lines).some((l) => re.test(l))).map(([k]) => k);
      if (kinds.length) found[relative(ROOT, file)] = kinds;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(KNOWN).map(([f, k]) => [f, k.calls])));
  });

  it('each gated file really goes through the consent lookup', () => {
    const gate: Record<string, string> = {
      'src/widgets/share/counts.ts': 'src/widgets/share/counts.ts',
      'src/widgets/search/clients/algolia-client.ts': 'src/widgets/search/state/use-search.ts',
      'src/widgets/search/local/local-client.ts': 'src/widgets/search/state/use-search.ts',
      'src/widgets/search/chunked/chunked-client.ts': 'src/widgets/search/state/use-search.ts',
      'src/widgets/form/captcha/captcha.tsx': 'src/widgets/form/captcha/captcha.tsx',
    };
    expect(Object.keys(gate).sort()).toEqual(
      Object.keys(KNOWN)
        .filter((f) => KNOWN[f]!.gated)
        .sort(),
    );
    for (const user of new Set(Object.values(gate))) expect(readFileSync(join(ROOT, user), 'utf8'), user).toMatch(/useConsent\(/);
  });
});

let chrome: Launched;
let site: TestServer;
let third: TestServer;
let algolia: AlgoliaServer;
beforeAll(async () => {
  const records = JSON.parse(readFileSync(`${ROOT}/test/fixtures/search/records.json`, 'utf8'));
  [chrome, site, third, algolia] = await Promise.all([launch(), startServer(), startServer(), startAlgoliaServer({ records, appId: 'TESTAPP', apiKey: 'k' })]);
  const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
  third.route('/counts', (_q, res) => void res.writeHead(200, cors).end('{"facebook":1}'));
  third.route('/records.json', (_q, res) => void res.writeHead(200, cors).end(JSON.stringify(records)));
  third.route(
    '/captcha.js',
    (_q, res) => void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(`${ROOT}/test/fixtures/form/captcha-standin.js`, 'utf8')),
  );
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
  await third?.close();
  await algolia?.close();
});

describe('runtime: no consent answer, no request to another origin', () => {
  it("every widget, each configured towards a third party: 0 requests leave the page's origin until each service is allowed", async () => {
    const { page, log, context } = await newPage(chrome.browser);
    const outside: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).origin !== site.origin && !r.url().startsWith('data:') && outside.push(r.url())));
    const body = `<inlay-share services="facebook" url="https://example.com/x" counts-url="${third.origin}/counts"></inlay-share>
<inlay-search id="a" mode="inline" app-id="TESTAPP" api-key="k" index-name="docs" host="${algolia.url}"></inlay-search>
<inlay-search id="r" mode="inline" records="${third.origin}/records.json"></inlay-search>
<inlay-form action="/sent" captcha="turnstile" captcha-sitekey="k" captcha-src="${third.origin}/captcha.js"><script type="application/json">[{"name":"email","type":"email","label":"Email"}]</script></inlay-form>
<inlay-slider><div>One</div><div>Two</div></inlay-slider><inlay-fit-text>Fit</inlay-fit-text>`;
    await page.goto(
      site.page('/remote-calls.html', html(body, { scripts: ['share', 'search', 'form', 'slider', 'fit-text'].map((w) => `/dist/inlay-${w}.js`) })),
    );
    await page.waitForFunction(() => !!(window as any).Inlay?.consent);
    await page.waitForTimeout(800);
    // A visitor tries every widget: focus the searches (a records file would load on first interaction).
    for (const sel of ['inlay-search#a', 'inlay-search#r']) await page.locator(sel).click();
    await page.waitForTimeout(500);
    expect(outside).toEqual([]);
    // Each service allowed in turn: each gated call now reaches its third party.
    const host = new URL(third.origin).host;
    await page.evaluate((h) => Promise.all(['share-counts', 'algolia', 'turnstile', h].map((s) => (window as any).Inlay.consent.request(s))), host);
    await page.locator('inlay-search#a input').fill('consent');
    await page.locator('inlay-search#r input').fill('consent');
    const paths = () => [...new Set(outside.map((u) => new URL(u).pathname.replace(/^\/1\/indexes\/.*/, '/algolia')))].sort();
    await expect.poll(paths, { timeout: 8000 }).toEqual(['/algolia', '/captcha.js', '/counts', '/records.json']);
    expect(log.uncaught).toEqual([]);
    await context.close();
  });
});
