// <inlay-form> vs the same form written the usual way — React 19 + react-dom + formik + yup, built here
// with the same rollup/terser settings (production) — in headless Chromium (Debian's).
// Figures: gzip size of the script; time from navigation to the 12-field form on screen (script
// parse + mount, median of RUNS fresh pages); the cost of 200 keystrokes in a textarea with whole-form
// validation on every change (dispatch → DOM updated, median). Ratios are inlay ÷ peer (lower = better).
// Needs `INLAY_ONLY=form node scripts/build.mjs` first. BENCH_RUNS overrides the run count (default 5).
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYS = 200;

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', type: 'email', label: 'Email', required: true },
  { name: 'company', label: 'Company' },
  { name: 'phone', type: 'tel', label: 'Phone' },
  { name: 'website', type: 'url', label: 'Website' },
  { name: 'city', label: 'City' },
  { name: 'zip', label: 'Postcode', pattern: '[0-9]{5}' },
  { name: 'country', label: 'Country' },
  { name: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
  { name: 'seats', type: 'number', label: 'Seats', min: 1, max: 12 },
  { name: 'message', type: 'textarea', label: 'Message', required: true, minLength: 20, maxLength: 2000 },
  { name: 'consent', type: 'checkbox', label: 'I agree', required: true },
];

// The peer: what a site would write with React + formik + yup for the same fields and rules.
const PEER = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { useFormik } from 'formik';
import { object, string, number, boolean } from 'yup';
const FIELDS = ${JSON.stringify(FIELDS)};
const shape = {};
for (const f of FIELDS) {
  let s;
  if (f.type === 'checkbox') s = boolean().oneOf([true], f.label + ' must be accepted');
  else if (f.type === 'number') { s = number().typeError(f.label + ' must be a number'); if (f.min !== undefined) s = s.min(f.min); if (f.max !== undefined) s = s.max(f.max); }
  else {
    s = string().trim();
    if (f.type === 'email') s = s.email('Enter a valid email');
    if (f.type === 'url') s = s.url('Enter a valid URL');
    if (f.minLength) s = s.min(f.minLength);
    if (f.maxLength) s = s.max(f.maxLength);
    if (f.pattern) s = s.matches(new RegExp('^(?:' + f.pattern + ')$'), { excludeEmptyString: true });
    if (f.options) s = s.oneOf(['', ...f.options]);
  }
  if (f.required && f.type !== 'checkbox') s = s.required(f.label + ' is required');
  shape[f.name] = s;
}
const schema = object(shape);
const initialValues = Object.fromEntries(FIELDS.map((f) => [f.name, f.type === 'checkbox' ? false : '']));
function App() {
  const formik = useFormik({ initialValues, validationSchema: schema, onSubmit: (v) => fetch('/submit', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(v) }) });
  return h('form', { noValidate: true, onSubmit: formik.handleSubmit },
    FIELDS.map((f) => {
      const err = formik.touched[f.name] && formik.errors[f.name];
      const common = { id: f.name, name: f.name, onChange: formik.handleChange, onBlur: formik.handleBlur, 'aria-invalid': err ? true : undefined, 'aria-describedby': err ? f.name + '-err' : undefined };
      const control = f.type === 'textarea' ? h('textarea', { ...common, value: formik.values[f.name] })
        : f.type === 'select' ? h('select', { ...common, value: formik.values[f.name] }, h('option', { value: '' }, 'Choose'), f.options.map((o) => h('option', { key: o, value: o }, o)))
        : f.type === 'checkbox' ? h('input', { ...common, type: 'checkbox', checked: formik.values[f.name] })
        : h('input', { ...common, type: f.type || 'text', value: formik.values[f.name] });
      return h('div', { key: f.name }, h('label', { htmlFor: f.name }, f.label), control, err ? h('p', { id: f.name + '-err' }, err) : null);
    }),
    h('button', { type: 'submit', disabled: formik.isSubmitting }, 'Send'));
}
createRoot(document.getElementById('app')).render(h(App));
`;

async function buildPeer() {
  const dir = await mkdtemp(join(tmpdir(), 'inlay-form-bench-'));
  const input = join(dir, 'peer.mjs');
  await writeFile(input, PEER);
  const bundle = await rollup({
    input,
    onwarn: () => {},
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, rootDir: root, modulePaths: [join(root, 'node_modules')] }),
      commonjs(),
      terser({ ecma: 2020, compress: { passes: 2, pure_getters: true } }),
    ],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  await rm(dir, { recursive: true, force: true });
  return output[0].code;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export default async function bench() {
  const inlay = await readFile(join(root, 'dist/inlay-form.js'), 'utf8').catch(() => null);
  if (!inlay) return console.log('dist/inlay-form.js missing: run `INLAY_ONLY=form node scripts/build.mjs` first.');
  const peer = await buildPeer();
  const scripts = { '/inlay.js': inlay, '/peer.js': peer };
  const def = JSON.stringify(FIELDS).replace(/</g, '\\u003c');
  const pages = {
    '/inlay.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><inlay-form id="f" action="/submit" draft="false" min-fill-time="0"><script type="application/json">${def}</script></inlay-form><script src="/inlay.js"></script></body></html>`,
    '/peer.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><div id="app"></div><script src="/peer.js"></script></body></html>`,
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (pages[path]) return void res.writeHead(200, { 'content-type': 'text/html' }).end(pages[path]);
    if (scripts[path]) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(scripts[path]);
    res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const results = {};
  const runs = { inlay: { mount: [], typing: [] }, peer: { mount: [], typing: [] } };
  try {
    // Interleaved (inlay, peer, inlay, peer…): on a shared machine the load drifts, and running one
    // side's runs first would hand the drift to the ratio.
    for (let i = 0; i < RUNS; i++) {
      for (const lib of ['inlay', 'peer']) {
        const { mount, typing } = runs[lib];
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${base}/${lib}.html`);
        // Navigation start → 12 controls in the DOM and laid out.
        const t = await page.evaluate(async (isInlay) => {
          const rootOf = () => (isInlay ? document.querySelector('inlay-form')?.shadowRoot : document);
          while ((rootOf()?.querySelectorAll('input,select,textarea').length ?? 0) < 13 - (isInlay ? 0 : 1)) await new Promise((r) => setTimeout(r, 1));
          document.body.getBoundingClientRect(); // forces the layout
          return performance.now();
        }, lib === 'inlay');
        mount.push(t);
        // 200 keystrokes into the textarea (after a blur, so every change re-validates and re-renders the error).
        const ms = await page.evaluate(
          async ({ isInlay, keys }) => {
            const r = isInlay ? document.querySelector('inlay-form').shadowRoot : document;
            const ta = r.querySelector('textarea[name=message]');
            const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
            ta.focus();
            ta.blur();
            await new Promise((res) => setTimeout(res, 50));
            const t0 = performance.now();
            for (let k = 0; k < keys; k++) {
              set.call(ta, ta.value + 'a');
              ta.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
              // Let the async yup validation and the re-render land, as between real keystrokes.
              await new Promise((res) => setTimeout(res, 0));
            }
            while (r.querySelector('[id$="-error"], #message-err')) await new Promise((res) => setTimeout(res, 0));
            return performance.now() - t0;
          },
          { isInlay: lib === 'inlay', keys: KEYS },
        );
        typing.push(ms);
        await context.close();
      }
    }
    for (const lib of ['inlay', 'peer'])
      results[lib] = { gz: gzipSync(scripts[`/${lib}.js`], { level: 9 }).length, mount: median(runs[lib].mount), typing: median(runs[lib].typing) };
  } finally {
    await browser.close();
    server.close();
  }
  const a = results.inlay;
  const b = results.peer;
  const rows = [
    ['', '<inlay-form>', 'React+formik+yup', 'ratio'],
    ['script gzip', kb(a.gz), kb(b.gz), (a.gz / b.gz).toFixed(2)],
    ['navigation → form on screen (ms, median)', a.mount.toFixed(1), b.mount.toFixed(1), (a.mount / b.mount).toFixed(2)],
    [`${KEYS} keystrokes, validated (ms, median)`, a.typing.toFixed(1), b.typing.toFixed(1), (a.typing / b.typing).toFixed(2)],
  ];
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  '));
  console.log(`(${RUNS} runs each, interleaved, fresh browser context per run; the peer renders bare fields with no summary, drafts or live region)`);
}
