import { array, boolean, lazy, mixed, number, object, string, type AnySchema } from 'yup';
import { format } from '../../core/i18n';
import { visibility } from './conditions';
import type { Field, Value } from './field-types';
import { fileSchema } from './files';
import type { FormStrings } from './strings';

const TEL = /^\+?[\d\s().\-/]{5,}$/;

/**
 * The yup schema for a definition. Messages are functions so yup never interpolates `${…}` inside a
 * site owner's label; every message names the field.
 */
export function buildSchema(fields: Field[], t: FormStrings) {
  const shape: Record<string, AnySchema> = {};
  // Conditional fields: formik validates with the values as yup's context, so a hidden field's rules
  // follow its condition (a hidden field passes). Visibility is worked out once per validation run.
  const seen = new WeakMap<object, Record<string, boolean>>();
  const shownIn = (ctx: object) => {
    let s = seen.get(ctx);
    if (!s) seen.set(ctx, (s = visibility(fields, ctx as Record<string, Value>)));
    return s;
  };
  for (const f of fields) {
    const m = (key: keyof FormStrings, n?: number | string) => {
      const text = format(f.messages[key] ?? t[key], { label: f.label, n: n ?? '' });
      return () => text;
    };
    let s: AnySchema;
    const { type, required } = f;
    if (type === 'file') {
      s = fileSchema(f, t, m);
    } else if (type === 'checkbox') {
      s = boolean();
      if (required) s = s.oneOf([true], m('check'));
    } else if (type === 'checkbox-group') {
      let a = array().of(
        string()
          .oneOf(
            f.options.map((o) => o.value),
            m('option'),
          )
          .defined(),
      );
      const least = f.minItems ?? (required ? 1 : 0);
      if (least) a = a.min(least, least === 1 && required && f.minItems === undefined ? m('required') : m('minItems', least));
      if (f.maxItems !== undefined) a = a.max(f.maxItems, m('maxItems', f.maxItems));
      s = a;
    } else if (type === 'number') {
      let n = number().typeError(m('number'));
      if (required) n = n.required(m('required'));
      if (f.min !== undefined) n = n.min(f.min as number, m('min', f.min));
      if (f.max !== undefined) n = n.max(f.max as number, m('max', f.max));
      if (f.step) {
        const step = f.step;
        const base = typeof f.min === 'number' ? f.min : 0;
        n = n.test('step', m('step', step), (v) => v === undefined || Math.abs((v - base) / step - Math.round((v - base) / step)) < 1e-9);
      }
      s = n;
    } else {
      let x = f.type === 'password' ? string() : string().trim();
      if (required) x = x.required(m(type === 'select' || type === 'radio' ? 'choose' : 'required'));
      if (type === 'email') x = x.email(m('email'));
      if (type === 'url') x = x.url(m('url'));
      if (type === 'tel') x = x.matches(TEL, { message: m('tel'), excludeEmptyString: true });
      if (type === 'select' || type === 'radio') x = x.oneOf(['', ...f.options.map((o) => o.value)], m('option'));
      if (type === 'date') {
        x = x.matches(/^\d{4}-\d{2}-\d{2}$/, { message: m('date'), excludeEmptyString: true });
        if (f.min) x = x.test('min', m('minDate', f.min), (v) => !v || v >= (f.min as string));
        if (f.max) x = x.test('max', m('maxDate', f.max), (v) => !v || v <= (f.max as string));
      }
      if (f.minLength !== undefined) x = x.min(f.minLength, m('minLength', f.minLength));
      if (f.maxLength !== undefined) x = x.max(f.maxLength, m('maxLength', f.maxLength));
      if (f.pattern) {
        const text = f.patternMessage ?? f.messages.pattern ?? format(t.pattern, { label: f.label });
        x = x.matches(f.pattern, { message: () => text, excludeEmptyString: true });
      }
      s = x;
    }
    // No stack trace for each validation error (yup captures one per failing rule, on every keystroke:
    // the largest single cost of typing in a profile); the messages are all we show.
    const real = s.clone({ disableStackTrace: true });
    shape[f.key] = f.showIf
      ? (lazy((_v, o) => (shownIn((o.context as object | undefined) ?? {})[f.key] === false ? mixed() : real)) as unknown as AnySchema)
      : real;
  }
  return object(shape).clone({ disableStackTrace: true });
}
