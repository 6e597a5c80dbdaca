import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { format } from '../../core/i18n';
import { useElementMethods, useWidget } from '../../core/widget';
import { initialValues, payloadOf, type Field, type Value } from './definition';
import { clearDraft, draftKeyFor, loadDraft, saveDraft } from './draft';
import { providerFor, send, type Outcome } from './providers';
import type { FormStrings } from './strings';
import { buildSchema } from './validation';

export interface FormOptions {
  action: string;
  method: string;
  encoding: 'json' | 'form';
  provider: string;
  successMessage: string;
  redirect: string;
  draft: boolean;
  draftKey: string;
  minFillTime: number;
  timeout: number;
}

export type Status =
  | { kind: 'idle' | 'sending'; text?: undefined; retry?: undefined }
  | { kind: 'success' | 'error' | 'info'; text: string; retry?: boolean };

type Values = Record<string, Value>;

/** Only http(s) URLs are followed after a send (never javascript:, data:, …). */
export function safeUrl(target: string): string | null {
  try {
    const url = new URL(target, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The form's logic: formik state (every field in initialValues), server errors kept apart from
 * formik's errors (which each validation run replaces) until their field changes, the send with
 * its outcomes, drafts, the honeypot and time trap, focus requests.
 */
export function useInlayForm(o: FormOptions, fields: Field[], t: FormStrings, honeypotName: string) {
  const { host, emit, reportError } = useWidget();
  const initial = useMemo(() => initialValues(fields), [fields]);
  const schema = useMemo(() => buildSchema(fields, t), [fields, t]);
  const key = useMemo(() => draftKeyFor(host, o.draftKey), [host, o.draftKey]);
  const [restored, setRestored] = useState(() => (o.draft ? loadDraft(key, fields) : null));
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [summary, setSummary] = useState(false);
  const [focus, setFocus] = useState<{ to: 'summary' | 'status' | 'first'; at: number } | null>(null);
  const startedAt = useRef(Date.now());
  const busy = useRef(false);
  const delivered = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const provider = providerFor(o.provider, o.action);

  const formik = useFormik<Values>({
    initialValues: restored ? { ...initial, ...restored } : initial,
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: deliver,
  });
  const { values } = formik;

  // Drafts: debounced save as the visitor types, flushed when the page goes away (reload, tab close).
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!o.draft) return void clearDraft(key);
    const id = setTimeout(() => saveDraft(key, fields, values, initial), 300);
    return () => clearTimeout(id);
  }, [values, o.draft, key, fields, initial]);
  useEffect(() => {
    if (!o.draft) return;
    const flush = () => saveDraft(key, fields, latest.current, initial);
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [o.draft, key, fields, initial]);

  const focusTo = (to: 'summary' | 'status' | 'first') => setFocus({ to, at: Date.now() });

  /**
   * Set while the form empties itself and moves focus (to the status after a send): the field that
   * had focus blurs then, and that blur must not mark the now-empty field as touched ("Email is
   * required." on a form that was just sent). Cleared once focus has moved.
   */
  const quiet = useRef(false);
  function empty(info?: string, focusMoves = false) {
    quiet.current = focusMoves;
    latest.current = initial;
    formik.resetForm({ values: initial });
    clearDraft(key);
    setRestored(null);
    setServer({});
    setSummary(false);
    setStatus(info ? { kind: 'info', text: info } : { kind: 'idle' });
  }

  async function deliver(vals: Values): Promise<void> {
    delivered.current = true;
    const payload = payloadOf(fields, vals);
    if (honeypot.current?.value) {
      // A bot filled the trap: look successful, send nothing.
      empty(undefined, true);
      setStatus({ kind: 'success', text: o.successMessage || t.success });
      return focusTo('status');
    }
    if (!emit('inlay-submit', { values: payload }, { cancelable: true })) return;
    const url = o.action && safeUrl(o.action);
    if (!url) {
      reportError('config', o.action ? `action ${JSON.stringify(o.action)} is not an http(s) URL.` : 'no action: set action="https://…" (where the form is sent), or handle inlay-submit and call preventDefault().');
      setStatus({ kind: 'error', text: t.noAction });
      return focusTo('status');
    }
    setStatus({ kind: 'sending' });
    // The time trap: a send sooner than minFillTime after the form appeared waits until then, so a
    // bot that fills and leaves at once sends nothing, and a person never notices.
    const wait = o.minFillTime * 1000 - (Date.now() - startedAt.current);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const out = await send(url, { method: o.method, encoding: o.encoding, provider, timeoutMs: o.timeout * 1000 }, payload);
    if (out.ok) succeed(payload, out);
    else fail(out);
  }

  function succeed(payload: Record<string, unknown>, out: Outcome) {
    empty(undefined, true);
    emit('inlay-success', { values: payload, status: out.status, response: out.response });
    const target = o.redirect || out.redirect;
    if (target) {
      const url = safeUrl(target);
      if (url) return void location.assign(url);
      reportError('config', `redirect ${JSON.stringify(target)} is not an http(s) URL; showing the success message instead.`);
    }
    setStatus({ kind: 'success', text: o.successMessage || t.success });
    focusTo('status');
  }

  function fail(out: Outcome) {
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [name, msg] of Object.entries(out.fieldErrors)) {
      const f = fields.find((x) => x.name === name && x.type !== 'hidden');
      // Formspree's messages are fragments ("should be an email") meant to follow the field's name.
      if (f) onFields[f.key] = /^[a-z]/.test(msg) ? `${f.label} ${msg}` : msg;
      else elsewhere.push(`${name}: ${msg}`);
    }
    setServer(onFields);
    const hasFields = Object.keys(onFields).length > 0;
    const retry = out.kind === 'server' || out.kind === 'network' || out.kind === 'timeout';
    const text = retry
      ? format(t[out.kind as 'server'], { status: out.status })
      : [out.formError, ...elsewhere].filter(Boolean).join(' ') || (hasFields ? t.invalid : format(t.rejected, { status: out.status }));
    setStatus({ kind: 'error', text, retry });
    setSummary(hasFields);
    focusTo(hasFields ? 'summary' : 'status');
    const names = Object.keys(out.fieldErrors);
    emit('inlay-error', {
      widget: 'form',
      code: out.kind,
      message: names.length ? `The server rejected: ${names.join(', ')}.` : out.kind === 'network' || out.kind === 'timeout' ? `The request to ${o.action} failed (${out.kind}).` : `The server answered ${out.status}.`,
      status: out.status,
      fieldErrors: out.fieldErrors,
    });
  }

  async function submit() {
    if (busy.current) return; // one request per click, however fast the clicks
    busy.current = true;
    delivered.current = false;
    setStatus((s) => (s.kind === 'sending' ? s : { kind: 'idle' }));
    try {
      await formik.submitForm();
    } catch {
      /* validation errors are shown, not thrown */
    } finally {
      busy.current = false;
    }
    if (!delivered.current) {
      setSummary(true);
      focusTo('summary');
    }
  }

  /** Sets a value; a server error on that field goes as soon as the field changes. */
  function change(f: Field, v: Value) {
    latest.current = { ...latest.current, [f.key]: v }; // a reload right now still saves it
    void formik.setFieldValue(f.key, v);
    if (server[f.key]) setServer(({ [f.key]: _, ...rest }) => rest);
  }

  /**
   * Blur-time errors wait while a pointer is pressed: the press that moved focus (on a checkbox, a
   * label, a link) must not see its target pushed away by an error appearing above it before the
   * release, or the click is lost (issue 16.3). They show right after the click.
   */
  const pressed = useRef(false);
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!host) return;
    const down = () => void (pressed.current = true);
    const up = () => {
      if (!pressed.current) return;
      pressed.current = false;
      setTimeout(() => {
        for (const k of pending.current) void formik.setFieldTouched(k, true);
        pending.current.clear();
      });
    };
    host.addEventListener('pointerdown', down, true);
    addEventListener('pointerup', up, true);
    addEventListener('pointercancel', up, true);
    return () => {
      host.removeEventListener('pointerdown', down, true);
      removeEventListener('pointerup', up, true);
      removeEventListener('pointercancel', up, true);
    };
  }, [host]);
  const touch = (f: Field) => {
    if (quiet.current) return;
    if (pressed.current) pending.current.add(f.key);
    else void formik.setFieldTouched(f.key, true);
  };
  const settled = () => void (quiet.current = false);

  /** The message shown for a field: the server's until the field changes, else yup's once touched. */
  function errorOf(f: Field): string | undefined {
    if (server[f.key]) return server[f.key];
    const e = formik.errors[f.key];
    return typeof e === 'string' && (formik.touched[f.key] || formik.submitCount > 0) ? e : undefined;
  }

  const clear = () => {
    empty(t.draftCleared);
    focusTo('first');
  };

  useElementMethods({ submit, reset: () => empty() });

  return {
    values, status, focus, summary, restored: !!restored, honeypot, honeypotName,
    sending: status.kind === 'sending',
    submit, change, touch, settled, errorOf, clear,
  };
}
