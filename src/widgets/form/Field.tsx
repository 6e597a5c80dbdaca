import { memo, useEffect, useRef } from 'react';
import { format } from '../../core/i18n';
import type { Field, Value } from './field-types';
import { formatSize } from './files';
import type { FormStrings } from './strings';

/** One field: label, hint, error (linked with aria-describedby), the control; groups are fieldsets. */
/** Stable callbacks (they reach the form's latest state), so a field re-renders only when its own props change. */
export interface FieldApi {
  change(f: Field, v: Value): void;
  touch(f: Field): void;
}
type FormApi = FieldApi;

interface Props {
  f: Field;
  value: Value;
  error?: string;
  t: FormStrings;
  form: FormApi;
  /** File names to choose again (a restored draft). */
  again?: string[];
}

/** Typing in one field re-renders that field only (200 validated keystrokes: see bench/form.bench.mjs). */
export const FieldView = memo(FieldRender, (a, b) => a.f === b.f && a.value === b.value && a.error === b.error && a.t === b.t && a.again === b.again);

function FieldRender({ f, value, error, t, form, again: names }: Props) {
  const group = f.type === 'radio' || f.type === 'checkbox-group';
  const hintId = f.hint ? `${f.id}-hint` : '';
  const errId = error ? `${f.id}-error` : '';
  const countId = f.type === 'textarea' && f.maxLength !== undefined ? `${f.id}-count` : '';
  const again = f.type === 'file' && !(value as File[]).length ? names : undefined;
  const againId = again ? `${f.id}-again` : '';
  const describedBy = [hintId, errId, countId, againId].filter(Boolean).join(' ') || undefined;
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
                    f.type === 'radio'
                      ? op.value
                      : e.currentTarget.checked
                        ? [...(list as string[]), op.value]
                        : (list as string[]).filter((v) => v !== op.value),
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

  const label = (
    <label htmlFor={f.id} part="label">
      {f.label}
      {req}
    </label>
  );

  if (f.type === 'checkbox') {
    return (
      <div className={`field check${error ? ' invalid' : ''}`} part="field">
        <div className="option">
          <input {...common} type="checkbox" checked={value as boolean} required={f.required} onChange={(e) => form.change(f, e.currentTarget.checked)} />
          {label}
        </div>
        {notes}
      </div>
    );
  }

  if (f.type === 'file') {
    return (
      <div className={`field${error ? ' invalid' : ''}`} part="field">
        {label}
        {notes}
        {again ? (
          <p id={againId} className="hint again" part="hint">
            {format(t.filesAgain, { n: again.join(', ') })}
          </p>
        ) : null}
        <FileControl f={f} files={value as File[]} common={common} form={form} />
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
    control = (
      <textarea {...common} value={text} rows={f.rows ?? 5} required={f.required} placeholder={f.placeholder} autoComplete={f.autocomplete} onChange={input} />
    );
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
      {label}
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

/** A native file input (its value can't be set: it is emptied when the form is) and the chosen files. */
function FileControl({ f, files, common, form }: { f: Field; files: File[]; common: Record<string, unknown>; form: FormApi }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!files.length && ref.current?.files?.length) ref.current.value = '';
  }, [files]);
  return (
    <>
      <input
        {...common}
        ref={ref}
        type="file"
        accept={f.accept?.join(',')}
        multiple={f.multiple}
        required={f.required}
        onChange={(e) => form.change(f, [...(e.currentTarget.files ?? [])] as Value)}
      />
      {files.length ? (
        <ul className="files" part="files">
          {files.map((file, i) => (
            <li key={i}>
              {file.name} <span className="size">({formatSize(file.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
