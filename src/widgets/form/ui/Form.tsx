import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { WidgetBaseProps } from '../../../core/element/define';
import { format } from '../../../core/i18n/i18n';
import type { PropsOf } from '../../../core/spec/spec';
import { Notice, useLightDomVersion, useStrings, useWidget } from '../../../core/element/widget';
import { useCaptcha } from '../captcha/captcha-slot';
import { parseDefinition } from '../definition/definition';
import type { Field } from '../definition/field-types';
import { FieldView, type FieldApi } from './Field';
import { HONEYPOT, providerFor } from '../submit/providers';
import { StepHeader } from './step-header';
import type { spec } from '../spec';
import { translations, type FormStrings } from '../strings';
import { useInlayForm } from '../state/use-inlay-form';

/** The resolved props (spec.ts is their one declaration). */
export type FormProps = PropsOf<typeof spec> & WidgetBaseProps;

const NONE =
  'no field definition: set fields=\'[...]\' (it survives any CMS), or add a child <script type="application/json"> or <template> holding {"fields": [...]}, or set the fields property.';

/**
 * The definition written inside the element: a child JSON script, else a child <template>'s text, else
 * the element's own text when it is JSON — what a CMS leaves of the script when it strips the tag
 * (WordPress's kses); the element shows no light DOM, so that text never reaches a visitor.
 */
function inner(host: HTMLElement): string | null {
  const text = host.textContent!;
  return (
    host.querySelector(':scope>script[type="application/json"]')?.textContent ??
    host.querySelector<HTMLTemplateElement>(':scope>template')?.content.textContent ??
    (/^\s*[[{]/.test(text) ? text : null)
  );
}

/**
 * <inlay-form>: reads the definition (the `fields` attribute or property wins over what is written
 * inside the element, re-read when that changes), checks it, and renders the form — or one clear message naming the problem.
 */
export function InlayForm(props: FormProps) {
  const { host, reportError } = useWidget();
  const version = useLightDomVersion();
  const strings = useStrings('form', translations, props.strings);
  // Read on every render (cheap; parsing is memoised on the text). `version` re-renders on light-DOM
  // changes; `ready` catches children added between the first render and the observer starting.
  void version;
  const [, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const script = host ? inner(host) : null;
  const source = props.fields ?? script;
  // The definition as text (a fields object as its JSON): parsed again only when the text changes, so a
  // new but equal fields object (a framework setting the property on every render) is not a change.
  const sourceKey = source == null || typeof source === 'string' ? source : JSON.stringify(source);
  const honeypotName = useMemo(() => props.honeypot || HONEYPOT[providerFor(props.provider, props.action)], [props.honeypot, props.provider, props.action]);
  const def = useMemo(() => {
    if (sourceKey == null) return null;
    const definition = parseDefinition(sourceKey);
    if (!definition.error && definition.fields.some((f) => f.name === honeypotName)) {
      definition.error = `a field is named ${JSON.stringify(honeypotName)}, the honeypot's name: rename the field or set honeypot="…".`;
    }
    return definition;
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
  const error = def ? def.error : missing ? NONE : undefined;
  useEffect(() => {
    if (error) reportError('config', error);
  }, [error, reportError]);
  if (error) return <Notice title="<inlay-form>:">{error}</Notice>;
  if (!def) return null;
  return <FormView key={sourceKey} {...props} fields={def.fields} steps={def.steps} formStrings={strings} honeypotName={honeypotName} />;
}

function FormView(props: Omit<FormProps, 'fields'> & { fields: Field[]; steps: string[]; formStrings: FormStrings; honeypotName: string }) {
  const { dir } = useWidget();
  const { fields, steps, formStrings: strings } = props;
  const captcha = useCaptcha(props.captcha, props.captchaSitekey, props.captchaSrc, props.consent, strings, steps.length ? 3 : 2);
  const form = useInlayForm(props, fields, steps.length, strings, props.honeypotName, captcha);
  const { values, status, errorOf, step } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const latest = useRef(form);
  latest.current = form;
  const api = useMemo<FieldApi>(() => ({ change: (f, v) => latest.current.change(f, v), touch: (f) => latest.current.touch(f) }), []);
  const paged = steps.length > 0;
  const last = !paged || step === steps.length - 1;
  // Hidden by a condition or on another step: not rendered, so neither validated on screen nor announced.
  const visible = fields.filter((f) => f.type !== 'hidden' && form.isShown(f) && f.page === step);
  const problems = visible.map((f) => [f, errorOf(f)] as const).filter((p): p is readonly [Field, string] => !!p[1]);

  const byId = (id: string) => (formRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(id) as HTMLElement | null;

  // Once per focus request; the form and its captcha as they are now (`latest`). In the commit that
  // renders the new step (a layout effect), so a key pressed right after Next lands on the new step.
  useLayoutEffect(() => {
    const to = form.focus?.to;
    if (!to) return;
    const el =
      to === 'captcha'
        ? null
        : ({ summary: summaryRef, status: statusRef, heading: headingRef }[to as 'summary']?.current ??
          formRef.current?.querySelector<HTMLElement>('input,select,textarea'));
    if (el) el.focus();
    else latest.current.captcha.focus();
    latest.current.settled();
  }, [form.focus]);

  // Fragment links don't reach into a shadow root: move focus (and the field's label into view) ourselves.
  const jump = (f: Field) => (event: MouseEvent) => {
    event.preventDefault();
    const el = byId(f.id);
    el?.closest('.field')?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  };

  return (
    <div className="root" dir={dir}>
      {form.restored ? (
        <div className="draft" part="draft">
          <span>{strings.draftRestored}</span>{' '}
          <button type="button" className="link" onClick={form.clear}>
            {strings.clearDraft}
          </button>
        </div>
      ) : null}
      {form.summary && problems.length ? (
        <div className="summary" part="error-summary" tabIndex={-1} ref={summaryRef}>
          <p className="summary-title">{strings.summary}</p>
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
        onSubmit={(event) => {
          event.preventDefault();
          void (last ? form.submit() : form.next());
        }}
      >
        {paged ? <StepHeader titles={steps} step={step} strings={strings} ref={headingRef} /> : null}
        {visible.some((f) => f.required) ? <p className="note">{strings.requiredNote}</p> : null}
        {visible.map((f) => (
          <FieldView key={f.key} field={f} value={values[f.key]!} error={errorOf(f)} strings={strings} form={api} again={form.filesAgain[f.name]} />
        ))}
        <div className="hp" aria-hidden="true" inert>
          <label>
            Leave this field empty
            <input name={props.honeypotName} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" ref={form.honeypot} defaultValue="" />
          </label>
        </div>
        {last && captcha.field ? <slot name="captcha" /> : null}
        {form.progress !== null ? (
          <div className="upload" part="progress">
            <progress id="upload-bar" max={100} value={form.progress} aria-labelledby="upload-text" />
            <span id="upload-text">{format(strings.uploading, { n: form.progress })}</span>
            <button type="button" part="cancel" className="retry" onClick={form.cancel}>
              {strings.cancelUpload}
            </button>
          </div>
        ) : null}
        <div className="actions">
          {paged && step > 0 ? (
            <button type="button" part="back" className="retry" onClick={form.back}>
              {strings.back}
            </button>
          ) : null}
          {/* No focus move on mousedown: the field's blur would validate and shift the layout under the
              pointer before mouseup, swallowing the click. */}
          <button
            type="submit"
            part={last ? 'submit' : 'next'}
            className="submit"
            aria-disabled={form.sending || undefined}
            onMouseDown={(e) => e.preventDefault()}
          >
            {!last ? strings.next : form.sending ? strings.sending : props.submitLabel || strings.submit}
          </button>
        </div>
      </form>
      <div className={`status ${status.kind}`} part="status" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>
        {status.kind === 'sending' ? strings.sending : status.text}
      </div>
      {status.retry ? (
        <button type="button" part="retry" className="retry" onClick={() => void form.submit()}>
          {strings.retry}
        </button>
      ) : null}
    </div>
  );
}
