import { normalise, type Outcome, type Provider } from './providers';

/**
 * Sends a form that holds files as multipart/form-data, with upload progress and a cancel.
 *
 * XMLHttpRequest, not fetch: fetch reports no upload progress, and a ReadableStream request body
 * (the only way to count bytes with fetch) needs `duplex: 'half'` and, in Chromium, HTTP/2 — on
 * HTTP/1.1 it fails with ERR_H2_OR_QUIC_REQUIRED (measured against the test server; most form
 * backends and every local server speak HTTP/1.1 somewhere on the path). XHR's `upload.onprogress`
 * fires for every body on every protocol (tested: progress events, then 100 %, in Chromium).
 * The timeout counts silence, not the whole upload: a large file on a slow line is fine as long as
 * bytes keep moving, and the server then has `timeoutMs` to answer.
 */
export function sendFiles(
  url: string,
  opts: { method: string; provider: Provider; timeoutMs: number; signal: AbortSignal },
  payload: Record<string, unknown>,
  files: Record<string, File[]>,
  onProgress: (percent: number) => void,
): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
    else body.append(name, value === null || value === undefined ? '' : String(value));
  }
  for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: Outcome['kind']) => resolve({ ok: false, kind, status: 0, fieldErrors: {}, response: null });
    xhr.open(opts.method.toUpperCase(), url);
    xhr.setRequestHeader('Accept', 'application/json');
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, opts.timeoutMs);
    };
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = arm;
    xhr.onloadend = () => clearTimeout(timer);
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* not JSON: read by status only */
      }
      resolve(normalise(opts.provider, xhr.status, parsed));
    };
    xhr.onerror = () => fail('network');
    xhr.onabort = () => fail(timedOut ? 'timeout' : 'cancelled');
    opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    arm();
    xhr.send(body);
  });
}
