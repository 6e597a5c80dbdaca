import { memo, useEffect, useRef } from 'react';
import { format } from '../../../core/i18n/i18n';
import type { Field, Value } from '../definition/field-types';
import { formatSize } from '../definition/files';
import type { FormStrings } from '../strings';

/** One field: label, hint, error (linked with aria-describedby), the control; groups are fieldsets. */
/** Stable callbacks (they reach the form's latest state), so a field re-renders only when its own props change. */
export interface FieldApi {
  change(field: Field, value: Value): void;
  touch(field: Field): void;
}
type FormApi = FieldApi;

interface Props {
  field: Field;
  value: Value;
  error?: string;
  strings: FormStrings;
  form: FormApi;
  /** File names to choose again (a restored draft). */
  again?: string[];
}

/** Typing in one field re-renders that field only (200 validated keystrokes: see bench/form.bench.mjs). */
export const FieldView = memo(
  FieldRender,
  (a, b) => a.field === b.field && a.value === b.value && a.error === b.error && a.strings === b.strings && a.again === b.again,
);

function FieldRender({ field, value, error, strings, form, again: names }: Props) {
  const group = field.type === 'radio' || field.type === 'checkbox-group';
  const hintId = field.hint ? `${field.id}-hint` : '';
  const errId = error ? `${field.id}-error` : '';
  const countId = field.type === 'textarea' && field.maxLength !== undefined ? `${field.id}-count` : '';
  const again = field.type === 'file' && !(value as File[]).length ? names : undefined;
  const againId = again ? `${field.id}-again` : '';
  const describedBy = [hintId, errId, countId, againId].filter(Boolean).join(' ') || undefined;
  const req = field.required ? (
    <span className="req" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const notes = (
    <>
      {field.hint ? (
        <p id={hintId} className="hint" part="hint">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errId} className="error" part="field-error">
          <span className="inlay-sr-only">{strings.errorPrefix} </span>
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
          {field.label}
          {req}
        </legend>
        {notes}
        {field.options.map((op, index) => {
          const id = index ? `${field.id}-${index}` : field.id;
          const checked = field.type === 'radio' ? list === op.value : (list as string[]).includes(op.value);
          return (
            <div className="option" key={op.value}>
              <input
                type={field.type === 'radio' ? 'radio' : 'checkbox'}
                id={id}
                name={field.name}
                value={op.value}
                checked={checked}
                required={field.type === 'radio' && field.required}
                aria-invalid={invalid}
                part="control"
                onChange={(e) =>
                  form.change(
                    field,
                    field.type === 'radio'
                      ? op.value
                      : e.currentTarget.checked
                        ? [...(list as string[]), op.value]
                        : (list as string[]).filter((v) => v !== op.value),
                  )
                }
                onBlur={(event) => {
                  if ((event.relatedTarget as HTMLInputElement | null)?.name !== field.name) form.touch(field);
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
    id: field.id,
    name: field.name,
    part: 'control',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur: () => form.touch(field),
  };

  const label = (
    <label htmlFor={field.id} part="label">
      {field.label}
      {req}
    </label>
  );

  if (field.type === 'checkbox') {
    return (
      <div className={`field check${error ? ' invalid' : ''}`} part="field">
        <div className="option">
          <input
            {...common}
            type="checkbox"
            checked={value as boolean}
            required={field.required}
            onChange={(e) => form.change(field, e.currentTarget.checked)}
          />
          {label}
        </div>
        {notes}
      </div>
    );
  }

  if (field.type === 'file') {
    return (
      <div className={`field${error ? ' invalid' : ''}`} part="field">
        {label}
        {notes}
        {again ? (
          <p id={againId} className="hint again" part="hint">
            {format(strings.filesAgain, { n: again.join(', ') })}
          </p>
        ) : null}
        <FileControl field={field} files={value as File[]} common={common} form={form} />
      </div>
    );
  }

  const text = value as string;
  const input = (e: { currentTarget: { value: string } }) => form.change(field, e.currentTarget.value);
  let control;
  if (field.type === 'select') {
    control = (
      <select {...common} value={text} required={field.required} autoComplete={field.autocomplete} onChange={input}>
        <option value="">{field.placeholder ?? strings.placeholder}</option>
        {field.options.map((op) => (
          <option key={op.value} value={op.value}>
            {op.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        value={text}
        rows={field.rows ?? 5}
        required={field.required}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete}
        onChange={input}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field.type}
        value={text}
        required={field.required}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete}
        min={field.min}
        max={field.max}
        step={field.step}
        onChange={input}
      />
    );
  }
  const left = countId ? field.maxLength! - text.length : 0;
  return (
    <div className={`field${error ? ' invalid' : ''}`} part="field">
      {label}
      {notes}
      {control}
      {countId ? (
        <p id={countId} className={`count${left < 0 ? ' over' : ''}`} part="hint">
          {format(left < 0 ? strings.charsOver : strings.charsLeft, { n: Math.abs(left) })}
        </p>
      ) : null}
    </div>
  );
}

/** A native file input (its value can't be set: it is emptied when the form is) and the chosen files. */
function FileControl({ field, files, common, form }: { field: Field; files: File[]; common: Record<string, unknown>; form: FormApi }) {
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
        accept={field.accept?.join(',')}
        multiple={field.multiple}
        required={field.required}
        onChange={(e) => form.change(field, [...(e.currentTarget.files ?? [])] as Value)}
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
