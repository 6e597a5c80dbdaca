import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { safeHttpUrl } from '../../../core/dom/url';
import { useLatest } from '../../../core/dom/use-latest';
import { format } from '../../../core/i18n/i18n';
import { useElementMethods, useWidget } from '../../../core/element/widget';
import type { Captcha } from '../captcha/captcha-slot';
import { hasConditions, visibility } from '../definition/conditions';
import { filesOf, initialValues, payloadOf } from '../definition/definition';
import type { Field, Value } from '../definition/field-types';
import { clearDraft, draftExtras, draftKeyFor, loadDraft, saveDraft } from './draft';
import { providerFor, send, type Outcome } from '../submit/providers';
import type { FormStrings } from '../strings';
import { usePressGuard } from './use-press-guard';
import { sendFiles } from '../submit/upload';
import { buildSchema } from './validation';

import type { Focus, FormOptions, Status } from './form-status';

type Values = Record<string, Value>;

/**
 * The form's logic: formik state (every field in initialValues), server errors kept apart from
 * formik's errors (which each validation run replaces) until their field changes, the send with
 * its outcomes, drafts, the honeypot and time trap, focus requests.
 */
export function useInlayForm(formOptions: FormOptions, fields: Field[], steps: number, strings: FormStrings, honeypotName: string, captcha: Captcha) {
  const { host, emit, reportError } = useWidget();
  const initial = useMemo(() => initialValues(fields), [fields]);
  const schema = useMemo(() => buildSchema(fields, strings), [fields, strings]);
  const key = useMemo(() => draftKeyFor(host, formOptions.draftKey), [host, formOptions.draftKey]);
  const [restored, setRestored] = useState(() => (formOptions.draft ? loadDraft(key, fields) : null));
  const [extras, setExtras] = useState(() => (formOptions.draft ? draftExtras(key) : { step: 0, files: {} }));
  const [step, setStep] = useState(() => Math.min(extras.step, Math.max(0, steps - 1)));
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [summary, setSummary] = useState(false);
  const [focus, setFocus] = useState<{ to: Focus; at: number } | null>(null);
  const startedAt = useRef(Date.now());
  const busy = useRef(false);
  const delivered = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const provider = useMemo(() => providerFor(formOptions.provider, formOptions.action), [formOptions.provider, formOptions.action]);

  const formik = useFormik<Values>({
    initialValues: restored ? { ...initial, ...restored } : initial,
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: deliver,
  });
  const { values } = formik;
  const conditional = useMemo(() => hasConditions(fields), [fields]);
  const shown = useMemo(() => (conditional ? visibility(fields, values) : null), [conditional, fields, values]);
  const isShown = (f: Field) => !shown || shown[f.key] !== false;

  // Drafts: debounced save as the visitor types, flushed when the page goes away (reload, tab close).
  const latest = useLatest(values);
  useEffect(() => void (formOptions.draft || clearDraft(key)), [formOptions.draft, key]);
  useEffect(() => {
    if (!formOptions.draft) return;
    const id = setTimeout(() => saveDraft(key, fields, values, initial, step), 300);
    return () => clearTimeout(id);
  }, [values, formOptions.draft, key, fields, initial, step]);
  const stepRef = useLatest(step);
  useEffect(() => {
    if (!formOptions.draft) return;
    const flush = () => saveDraft(key, fields, latest.current, initial, stepRef.current);
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [formOptions.draft, key, fields, initial, latest, stepRef]);

  const focusTo = (to: Focus) => setFocus({ to, at: Date.now() });

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
    setStep(0);
    setExtras({ step: 0, files: {} });
    setStatus(info ? { kind: 'info', text: info } : { kind: 'idle' });
  }

  async function deliver(vals: Values): Promise<void> {
    delivered.current = true;
    const vis = conditional ? visibility(fields, vals) : undefined;
    const payload = payloadOf(fields, vals, vis);
    const files = filesOf(fields, vals, vis);
    if (honeypot.current?.value) {
      // A bot filled the trap: look successful, send nothing.
      empty(undefined, true);
      setStatus({ kind: 'success', text: formOptions.successMessage || strings.success });
      return focusTo('status');
    }
    if (captcha.field) {
      if (!captcha.token) {
        setStatus({ kind: 'error', text: strings.captcha });
        return focusTo('captcha');
      }
      payload[captcha.field] = captcha.token;
    }
    if (!emit('inlay-submit', { values: payload, files }, { cancelable: true })) return;
    const url = formOptions.action && safeHttpUrl(formOptions.action);
    if (!url) {
      reportError(
        'config',
        formOptions.action
          ? `action ${JSON.stringify(formOptions.action)} is not an http(s) URL.`
          : 'no action: set action="https://…" (where the form is sent), or handle inlay-submit and call preventDefault().',
      );
      setStatus({ kind: 'error', text: strings.noAction });
      return focusTo('status');
    }
    setStatus({ kind: 'sending' });
    // The time trap: a send sooner than minFillTime after the form appeared waits until then, so a
    // bot that fills and leaves at once sends nothing, and a person never notices.
    const wait = formOptions.minFillTime * 1000 - (Date.now() - startedAt.current);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const opts = { method: formOptions.method, encoding: formOptions.encoding, provider, timeoutMs: formOptions.timeout * 1000 };
    let out: Outcome;
    if (Object.keys(files).length) {
      cancel.current = new AbortController();
      setProgress(0);
      out = await sendFiles(url, { ...opts, signal: cancel.current.signal }, payload, files, setProgress);
      setProgress(null);
      cancel.current = null;
    } else out = await send(url, opts, payload);
    captcha.reset(); // a token is good for one send
    if (out.kind === 'cancelled') {
      setStatus({ kind: 'info', text: strings.cancelled });
      return focusTo('status');
    }
    if (out.ok) succeed(payload, out);
    else fail(out);
  }

  function succeed(payload: Record<string, unknown>, out: Outcome) {
    empty(undefined, true);
    emit('inlay-success', { values: payload, status: out.status, response: out.response });
    const target = formOptions.redirect || out.redirect;
    if (target) {
      const url = safeHttpUrl(target);
      if (url) return void location.assign(url);
      reportError('config', `redirect ${JSON.stringify(target)} is not an http(s) URL; showing the success message instead.`);
    }
    setStatus({ kind: 'success', text: formOptions.successMessage || strings.success });
    focusTo('status');
  }

  function fail(out: Outcome) {
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [name, msg] of Object.entries(out.fieldErrors)) {
      const field = fields.find((x) => x.name === name && x.type !== 'hidden');
      // Formspree's messages are fragments ("should be an email") meant to follow the field's name.
      if (field) onFields[field.key] = /^[a-z]/.test(msg) ? `${field.label} ${msg}` : msg;
      else elsewhere.push(`${name}: ${msg}`);
    }
    // Formspree's FILES_TOO_BIG & co. (and a 413) name no field: they belong to the file field sent.
    const fileField = out.fileError === undefined ? undefined : fields.find((f) => f.type === 'file' && (latest.current[f.key] as File[]).length);
    if (fileField) onFields[fileField.key] = out.fileError || format(strings.fileSize, { name: '', label: fileField.label, n: '' }).trim();
    else if (out.fileError) elsewhere.push(out.fileError);
    setServer(onFields);
    const hasFields = Object.keys(onFields).length > 0;
    const retry = out.kind === 'server' || out.kind === 'network' || out.kind === 'timeout';
    const text = retry
      ? format(strings[out.kind as 'server'], { status: out.status })
      : [out.formError, ...elsewhere].filter(Boolean).join(' ') || (hasFields ? strings.invalid : format(strings.rejected, { status: out.status }));
    setStatus({ kind: 'error', text, retry });
    setSummary(hasFields);
    focusTo(hasFields ? 'summary' : 'status');
    const names = Object.keys(out.fieldErrors);
    emit('inlay-error', {
      widget: 'form',
      code: out.kind,
      message: names.length
        ? `The server rejected: ${names.join(', ')}.`
        : out.kind === 'network' || out.kind === 'timeout'
          ? `The request to ${formOptions.action} failed (${out.kind}).`
          : `The server answered ${out.status}.`,
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
      // The errors may be on an earlier step (a restored draft): go to the first step that has one.
      const errs = formik.errors;
      const first = fields.find((f) => errs[f.key] && isShown(f));
      if (first && first.page !== step) setStep(first.page);
      setSummary(true);
      focusTo('summary');
    }
  }

  /** Next: validates the current step only (its fields become touched); Back keeps every value. */
  async function next() {
    const errs = await formik.validateForm();
    const here = fields.filter((f) => f.page === step && isShown(f));
    void formik.setTouched({ ...formik.touched, ...Object.fromEntries(here.map((f) => [f.key, true])) }, false);
    if (here.some((f) => errs[f.key])) {
      setSummary(true);
      return focusTo('summary');
    }
    setSummary(false);
    setStep(step + 1);
    focusTo('heading');
  }
  function back() {
    setSummary(false);
    setStep(Math.max(0, step - 1));
    focusTo('heading');
  }

  /** Sets a value; a server error on that field goes as soon as the field changes. */
  function change(field: Field, value: Value) {
    latest.current = { ...latest.current, [field.key]: value }; // a reload right now still saves it
    void formik.setFieldValue(field.key, value);
    if (server[field.key]) setServer(({ [field.key]: _, ...rest }) => rest);
  }

  const afterPress = usePressGuard(host);
  const touch = (f: Field) => void (quiet.current || afterPress(() => void formik.setFieldTouched(f.key, true)));
  const settled = () => void (quiet.current = false);

  /** The message shown for a field: the server's until the field changes, else yup's once touched. */
  function errorOf(field: Field): string | undefined {
    if (server[field.key]) return server[field.key];
    const error = formik.errors[field.key];
    return typeof error === 'string' && (formik.touched[field.key] || formik.submitCount > 0) ? error : undefined;
  }

  const clear = () => {
    empty(strings.draftCleared);
    focusTo('first');
  };

  useElementMethods({ submit, reset: () => empty() });

  return {
    values,
    status,
    focus,
    summary,
    restored: !!restored || Object.keys(extras.files).length > 0,
    filesAgain: extras.files,
    honeypot,
    honeypotName,
    step,
    progress,
    isShown,
    sending: status.kind === 'sending',
    submit,
    change,
    touch,
    settled,
    errorOf,
    clear,
    next,
    back,
    cancel: () => cancel.current?.abort(),
    captcha,
  };
}
