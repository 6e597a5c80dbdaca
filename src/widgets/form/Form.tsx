import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { WidgetBaseProps } from '../../core/define';
import { format } from '../../core/i18n';
import { Notice, useLightDomVersion, useStrings, useWidget } from '../../core/widget';
import { parseDefinition, type Field, type Value } from './definition';
import { HONEYPOT, providerFor } from './providers';
import { translations, type FormStrings } from './strings';
import { useInlayForm, type FormOptions } from './use-form';

export interface FormProps extends FormOptions, WidgetBaseProps {
  fields: unknown;
  submitLabel: string;
  honeypot: string;
  strings: Partial<FormStrings> | null;
}


/**
 * <inlay-form>: reads the definition (the `fields` property wins over a child JSON script, re-read when
 * the script changes), checks it, and renders the form — or one clear message naming the problem.
 */
export function InlayForm(props: FormProps) {
  const { host, reportError } = useWidget();
  const version = useLightDomVersion();
  const t = useStrings('form', translations, props.strings);
  // Read on every render (cheap; parsing is memoised on the text). `version` re-renders on light-DOM
  // changes; `ready` catches children added between the first render and the observer starting.
  void version;
  const [, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const script = host ? ([...host.children].find((c) => c.localName === 'script' && c.getAttribute('type') === 'application/json')?.textContent ?? null) : null;
  const source = props.fields ?? script;
  const sourceKey = typeof source === 'string' ? source : JSON.stringify(source);
  const honeypotName = props.honeypot || HONEYPOT[providerFor(props.provider, props.action)];
  const def = useMemo(() => {
    if (source === null || source === undefined) return null;
    const d = parseDefinition(source);
    if (!d.error && d.fields.some((f) => f.name === honeypotName)) {
      d.error = `a field is named ${JSON.stringify(honeypotName)}, the honeypot's name: rename the field or set honeypot="…".`;
    }
    return d;
  }, [sourceKey, honeypotName]);
  // No definition yet may only mean the child script hasn't been parsed: complain once the document is.
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (def) return;
    const report = () => setMissing(true);
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', report, { once: true });
      return () => document.removeEventListener('DOMContentLoaded', report);
    }
    const id = setTimeout(report, 50);
    return () => clearTimeout(id);
  }, [def]);
  const error = def ? def.error : missing ? 'no field definition: add a child <script type="application/json">{"fields": […]}</script> or set the fields property.' : undefined;
  useEffect(() => {
    if (error) reportError('config', error);
  }, [error]);
  if (error) return <Notice title="<inlay-form>:">{error}</Notice>;
  if (!def) return null;
  return <FormView key={sourceKey} {...props} fields={def.fields} t={t} honeypotName={honeypotName} />;
}

function FormView(props: Omit<FormProps, 'fields'> & { fields: Field[]; t: FormStrings; honeypotName: string }) {
  const { dir } = useWidget();
  const { fields, t } = props;
  const form = useInlayForm(props, fields, t, props.honeypotName);
  const { values, status, errorOf } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const visible = fields.filter((f) => f.type !== 'hidden');
  const problems = visible.map((f) => [f, errorOf(f)] as const).filter((p): p is readonly [Field, string] => !!p[1]);

  const byId = (id: string) => (formRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(id) as HTMLElement | null;

  useEffect(() => {
    const to = form.focus?.to;
    if (!to) return;
    const el = to === 'summary' ? summaryRef.current : to === 'status' ? statusRef.current : formRef.current?.querySelector<HTMLElement>('input,select,textarea');
    el?.focus();
    form.settled();
  }, [form.focus]);

  // Fragment links don't reach into a shadow root: move focus (and the field's label into view) ourselves.
  const jump = (f: Field) => (e: MouseEvent) => {
    e.preventDefault();
    const el = byId(f.id);
    el?.closest('.field')?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  };

  return (
    <div className="root" dir={dir}>
      {form.restored ? (
        <div className="draft" part="draft">
          <span>{t.draftRestored}</span>{' '}
          <button type="button" className="link" onClick={form.clear}>
            {t.clearDraft}
          </button>
        </div>
      ) : null}
      {form.summary && problems.length ? (
        <div className="summary" part="error-summary" tabIndex={-1} ref={summaryRef}>
          <p className="summary-title">{t.summary}</p>
          <ul>
            {problems.map(([f, msg]) => (
              <li key={f.key}>
                <a href={`#${f.id}`} onClick={jump(f)}>
                  {msg}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        part="form"
        noValidate
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        {visible.some((f) => f.required) ? <p className="note">{t.requiredNote}</p> : null}
        {visible.map((f) => (
          <FieldView key={f.key} f={f} value={values[f.key]!} error={errorOf(f)} t={t} form={form} />
        ))}
        <div className="hp" aria-hidden="true" inert>
          <label>
            Leave this field empty
            <input name={props.honeypotName} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" ref={form.honeypot} defaultValue="" />
          </label>
        </div>
        {/* No focus move on mousedown: the field's blur would validate and shift the layout under the
            pointer before mouseup, swallowing the click. */}
        <button type="submit" part="submit" className="submit" aria-disabled={form.sending || undefined} onMouseDown={(e) => e.preventDefault()}>
          {form.sending ? t.sending : props.submitLabel || t.submit}
        </button>
      </form>
      <div className={`status ${status.kind}`} part="status" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>
        {status.kind === 'sending' ? t.sending : status.text}
      </div>
      {status.retry ? (
        <button type="button" part="retry" className="retry" onClick={() => void form.submit()}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}

type FormApi = ReturnType<typeof useInlayForm>;

function FieldView({ f, value, error, t, form }: { f: Field; value: Value; error?: string; t: FormStrings; form: FormApi }) {
  const group = f.type === 'radio' || f.type === 'checkbox-group';
  const hintId = f.hint ? `${f.id}-hint` : '';
  const errId = error ? `${f.id}-error` : '';
  const countId = f.type === 'textarea' && f.maxLength !== undefined ? `${f.id}-count` : '';
  const describedBy = [hintId, errId, countId].filter(Boolean).join(' ') || undefined;
  const req = f.required ? (
    <span className="req" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const notes = (
    <>
      {f.hint ? (
        <p id={hintId} className="hint" part="hint">
          {f.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errId} className="error" part="field-error">
          <span className="inlay-sr-only">{t.errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </>
  );
  const invalid = error ? true : undefined;

  if (group) {
    const list = value as string | string[];
    return (
      <fieldset className={`field group${error ? ' invalid' : ''}`} part="field" aria-describedby={describedBy}>
        <legend part="label">
          {f.label}
          {req}
        </legend>
        {notes}
        {f.options.map((op, j) => {
          const id = j ? `${f.id}-${j}` : f.id;
          const checked = f.type === 'radio' ? list === op.value : (list as string[]).includes(op.value);
          return (
            <div className="option" key={op.value}>
              <input
                type={f.type === 'radio' ? 'radio' : 'checkbox'}
                id={id}
                name={f.name}
                value={op.value}
                checked={checked}
                required={f.type === 'radio' && f.required}
                aria-invalid={invalid}
                part="control"
                onChange={(e) =>
                  form.change(
                    f,
                    f.type === 'radio' ? op.value : e.currentTarget.checked ? [...(list as string[]), op.value] : (list as string[]).filter((v) => v !== op.value),
                  )
                }
                onBlur={(e) => {
                  if ((e.relatedTarget as HTMLInputElement | null)?.name !== f.name) form.touch(f);
                }}
              />
              <label htmlFor={id}>{op.label}</label>
            </div>
          );
        })}
      </fieldset>
    );
  }

  const common = {
    id: f.id,
    name: f.name,
    part: 'control',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur: () => form.touch(f),
  };

  if (f.type === 'checkbox') {
    return (
      <div className={`field check${error ? ' invalid' : ''}`} part="field">
        <div className="option">
          <input {...common} type="checkbox" checked={value as boolean} required={f.required} onChange={(e) => form.change(f, e.currentTarget.checked)} />
          <label htmlFor={f.id} part="label">
            {f.label}
            {req}
          </label>
        </div>
        {notes}
      </div>
    );
  }

  const text = value as string;
  const input = (e: { currentTarget: { value: string } }) => form.change(f, e.currentTarget.value);
  let control;
  if (f.type === 'select') {
    control = (
      <select {...common} value={text} required={f.required} autoComplete={f.autocomplete} onChange={input}>
        <option value="">{f.placeholder ?? t.placeholder}</option>
        {f.options.map((op) => (
          <option key={op.value} value={op.value}>
            {op.label}
          </option>
        ))}
      </select>
    );
  } else if (f.type === 'textarea') {
    control = <textarea {...common} value={text} rows={f.rows ?? 5} required={f.required} placeholder={f.placeholder} autoComplete={f.autocomplete} onChange={input} />;
  } else {
    control = (
      <input
        {...common}
        type={f.type}
        value={text}
        required={f.required}
        placeholder={f.placeholder}
        autoComplete={f.autocomplete}
        min={f.min}
        max={f.max}
        step={f.step}
        onChange={input}
      />
    );
  }
  const left = countId ? f.maxLength! - text.length : 0;
  return (
    <div className={`field${error ? ' invalid' : ''}`} part="field">
      <label htmlFor={f.id} part="label">
        {f.label}
        {req}
      </label>
      {notes}
      {control}
      {countId ? (
        <p id={countId} className={`count${left < 0 ? ' over' : ''}`} part="hint">
          {format(left < 0 ? t.charsOver : t.charsLeft, { n: Math.abs(left) })}
        </p>
      ) : null}
    </div>
  );
}
