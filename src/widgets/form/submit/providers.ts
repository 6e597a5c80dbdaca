/**
 * Provider adapters: each backend's response becomes one shape, so the form never cares who answered.
 *   Formspree  2xx {ok, next} · 4xx {error, errors: [{field?, code, message}]}
 *   generic    2xx ok · 4xx {errors: {field: message | [message]}} or the Formspree array, {message} / {error}
 *   Web3Forms  {success: boolean, message}
 *   Basin      2xx ok · 4xx {error} / {errors}
 */
export type Provider = 'generic' | 'formspree' | 'basin' | 'web3forms';

export type Kind = 'ok' | 'invalid' | 'rejected' | 'server' | 'network' | 'timeout' | 'cancelled';

export interface Outcome {
  ok: boolean;
  kind: Kind;
  status: number;
  /** Field name → message (text, never markup). */
  fieldErrors: Record<string, string>;
  formError?: string;
  /** A problem with the uploaded files (Formspree FILES_TOO_BIG, TOO_MANY_FILES, NO_FILE_UPLOADS; a 413):
   *  shown on the file field. '' = no text from the server. */
  fileError?: string;
  /** A redirect the backend asked for (generic `redirect`), not yet checked. */
  redirect?: string;
  response: unknown;
}

export const HONEYPOT: Record<Provider, string> = { generic: '_gotcha', formspree: '_gotcha', basin: '_gotcha', web3forms: 'botcheck' };

export function providerFor(setting: string, action: string): Provider {
  if (setting !== 'auto') return setting as Provider;
  let host = '';
  try {
    host = new URL(action, 'http://x.invalid').hostname;
  } catch {
    /* relative or odd URLs are generic */
  }
  return /(^|\.)formspree\.io$/.test(host)
    ? 'formspree'
    : /(^|\.)web3forms\.com$/.test(host)
      ? 'web3forms'
      : /(^|\.)usebasin\.com$/.test(host)
        ? 'basin'
        : 'generic';
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 500);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object') return text((value as { message?: unknown }).message);
  return undefined;
};

/** Reads a response (status + parsed JSON body, or null) into an Outcome. */
export function normalise(provider: Provider, status: number, body: unknown): Outcome {
  const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  const fileErrors: string[] = [];
  const errors = json.errors;
  if (Array.isArray(errors)) {
    for (const item of errors) {
      const msg = text(item) ?? (item && typeof item === 'object' ? text((item as { code?: unknown }).code) : undefined);
      const field = item && typeof item === 'object' ? (item as { field?: unknown }).field : undefined;
      if (!msg) continue;
      if (typeof field === 'string' && field) fieldErrors[field] ??= msg;
      else if (/FILE/.test(String((item as { code?: unknown }).code))) fileErrors.push(msg);
      else formErrors.push(msg);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors)) {
      const msg = text(value);
      if (msg) fieldErrors[field] = msg;
    }
  } else if (typeof errors === 'string') formErrors.push(errors);
  if (status === 413 && !fileErrors.length) fileErrors.push(text(json.error) ?? text(json.message) ?? '');
  const fileError = fileErrors.length ? fileErrors.join(' ') : undefined;
  const hasFields = Object.keys(fieldErrors).length > 0 || fileError !== undefined;
  const refused = json.success === false || json.ok === false;
  const ok = status >= 200 && status < 300 && !refused && !hasFields && !formErrors.length;
  if (!ok && !hasFields && !formErrors.length) {
    const general = text(json.error) ?? text(json.message);
    if (general) formErrors.push(general);
  }
  const redirect = provider === 'generic' ? (text(json.redirect) ?? text(json.redirectUrl)) : undefined;
  const kind: Kind = ok ? 'ok' : hasFields ? 'invalid' : status >= 500 || status === 429 || status === 408 ? 'server' : 'rejected';
  return { ok, kind, status, fieldErrors, fileError, formError: formErrors.join(' ') || undefined, redirect: ok ? redirect : undefined, response: body };
}

/** Sends the payload; a dropped connection, a timeout, a non-JSON reply — all become an Outcome. */
export async function send(
  url: string,
  opts: { method: string; encoding: 'json' | 'form'; provider: Provider; timeoutMs: number },
  payload: Record<string, unknown>,
): Promise<Outcome> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.timeoutMs);
  const fail = (kind: Kind): Outcome => ({ ok: false, kind, status: 0, fieldErrors: {}, response: null });
  let status: number;
  let raw: string;
  try {
    let body: string | URLSearchParams;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.encoding === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    } else {
      body = new URLSearchParams();
      for (const [name, value] of Object.entries(payload)) {
        if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
        else body.append(name, value === null || value === undefined ? '' : String(value));
      }
    }
    const res = await fetch(url, { method: opts.method.toUpperCase(), headers, body, signal: ctrl.signal, redirect: 'follow' });
    status = res.status;
    raw = await res.text();
  } catch {
    return fail(ctrl.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    /* not JSON (an HTML error page): read by status only */
  }
  return normalise(opts.provider, status, parsed);
}
