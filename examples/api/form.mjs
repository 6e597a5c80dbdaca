// A demo form backend for the examples host that answers like Formspree (POST with
// Accept: application/json; JSON, urlencoded or multipart/form-data bodies):
//   200 {"ok": true, "next": …}                                   accepted (stored, see below)
//   422 {"error": "Validation errors", "errors": [{field, code, message}]}   field problems
//   422 {"error": …, "errors": [{code: "FILES_TOO_BIG" | "TOO_MANY_FILES", message}]}   files over the
//        limits below (no `field`, as Formspree answers them)
// Files are not kept: a submission records each file's name, type and size.
// Accepted submissions go to examples/.data/form-submissions.json (gitignored) and are listed at
// /form-submissions.html. A filled `_gotcha` honeypot is answered 200 and dropped, like Formspree.
// To try the failure paths from the example page, put one of these in the message:
//   #500 → a server error · #drop → the connection is cut · #slow → no answer for 30 s (timeout)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MAX = 200;
const fileOf = (root) => join(root, 'examples', '.data', 'form-submissions.json');

async function load(root) {
  try {
    const list = JSON.parse(await readFile(fileOf(root), 'utf8'));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

let queue = Promise.resolve();
/** Appends one submission (writes are serialised so two quick posts can't lose each other). */
function store(root, entry) {
  queue = queue.then(async () => {
    const list = await load(root);
    list.unshift(entry);
    await mkdir(join(root, 'examples', '.data'), { recursive: true });
    await writeFile(fileOf(root), JSON.stringify(list.slice(0, MAX), null, 2));
  });
  return queue;
}

const MAX_FILE = 1_000_000; // bytes per file
const MAX_FILES = 5;

async function parse(req, body, raw) {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('multipart/form-data')) {
    // The platform's own multipart parser (undici), fed the raw bytes.
    const form = await new Response(raw ?? Buffer.from(body, 'utf8'), { headers: { 'content-type': type } }).formData();
    const out = {};
    for (const [k, v] of form) {
      const item = typeof v === 'string' ? v : { file: v.name, type: v.type, size: v.size };
      if (k in out) out[k] = [].concat(out[k], item);
      else out[k] = item;
    }
    return out;
  }
  if (type.includes('application/json')) {
    const data = JSON.parse(body || '{}');
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object');
    return data;
  }
  const out = {};
  for (const [k, v] of new URLSearchParams(body)) {
    if (k in out) out[k] = [].concat(out[k], v);
    else out[k] = v;
  }
  return out;
}

function send(res, status, data) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(data));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const routes = {
  'POST /api/form': async (req, res, { body, raw, root }) => {
    let data;
    try {
      data = await parse(req, body, raw);
    } catch {
      return send(res, 400, { error: 'The request body could not be read.' });
    }
    if (data._gotcha) return send(res, 200, { ok: true, next: '/form-submissions.html' });
    const fields = Object.fromEntries(Object.entries(data).filter(([k]) => !k.startsWith('_')));
    const files = Object.values(fields)
      .flat()
      .filter((v) => v && typeof v === 'object');
    if (files.length > MAX_FILES)
      return send(res, 422, { error: 'Validation errors', errors: [{ code: 'TOO_MANY_FILES', message: `At most ${MAX_FILES} files can be sent.` }] });
    if (files.some((f) => f.size > MAX_FILE))
      return send(res, 422, { error: 'Validation errors', errors: [{ code: 'FILES_TOO_BIG', message: 'Files must be 1 MB or smaller.' }] });
    const text = Object.values(fields)
      .filter((v) => typeof v === 'string')
      .join(' ');
    if (text.includes('#drop')) return void req.socket.destroy();
    if (text.includes('#500')) return send(res, 500, { error: 'Something went wrong on our side.' });
    if (text.includes('#slow')) return void setTimeout(() => !res.writableEnded && send(res, 200, { ok: true }), 30_000);
    const errors = [];
    if ('email' in fields && !EMAIL.test(String(fields.email ?? ''))) {
      errors.push({ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' });
    } else if (/@blocked\.example$/i.test(String(fields.email ?? ''))) {
      errors.push({ field: 'email', code: 'BLOCKED', message: 'This address is not accepted here.' });
    }
    if ('message' in fields && !String(fields.message ?? '').trim()) {
      errors.push({ field: 'message', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' });
    }
    if (!Object.keys(fields).length) errors.push({ code: 'EMPTY', message: 'The form was empty.' });
    if (errors.length) return send(res, 422, { error: 'Validation errors', errors });
    await store(root, { at: new Date().toISOString(), fields });
    send(res, 200, { ok: true, next: '/form-submissions.html' });
  },

  'GET /api/form/submissions': async (_req, res, { root }) => send(res, 200, await load(root)),

  'DELETE /api/form/submissions': async (_req, res, { root }) => {
    queue = queue.then(() => writeFile(fileOf(root), '[]').catch(() => {}));
    await queue;
    send(res, 200, { ok: true });
  },

  // The listing page, generated here so it needs no script; every value is HTML-escaped.
  'GET /form-submissions.html': async (_req, res, { root }) => {
    const list = await load(root);
    const show = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? `${v.file} (${v.size} bytes)` : v);
    const esc = (v) => String(Array.isArray(v) ? v.map(show).join(', ') : (show(v) ?? '')).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const rows = list
      .map(
        (s) =>
          `<li><p class="meta"><time datetime="${esc(s.at)}">${esc(s.at.replace('T', ' ').slice(0, 19))} UTC</time></p><dl>${Object.entries(s.fields ?? {})
            .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v) || '<em>(empty)</em>'}</dd>`)
            .join('')}</dl></li>`,
      )
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Form submissions — Inlay examples</title>
  <link rel="stylesheet" href="/examples.css">
  <link rel="icon" href="data:,">
</head>
<body>
  <header class="site">
    <a class="brand" href="/">Inlay</a>
    <nav aria-label="Examples"><a href="/form.html">Form</a><a href="/form-submissions.html" aria-current="page">Submissions</a></nav>
  </header>
  <main>
    <h1>Form submissions</h1>
    <p class="lead">What the demo backend (<code>examples/api/form.mjs</code>) accepted from <a href="/form.html">the form examples</a>, newest first
      (stored in <code>examples/.data/form-submissions.json</code>; JSON at <a href="/api/form/submissions"><code>/api/form/submissions</code></a>).</p>
    ${list.length ? `<p>${list.length} submission${list.length === 1 ? '' : 's'}.</p><ol class="submissions">${rows}</ol>` : '<p id="empty">No submissions yet.</p>'}
  </main>
</body>
</html>`);
  },
};
