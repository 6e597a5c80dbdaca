import { array, boolean, lazy, mixed, number, object, string, type AnySchema } from 'yup';
import { format } from '../../../core/i18n/i18n';
import { visibility } from '../definition/conditions';
import type { Field, Value } from '../definition/field-types';
import { fileSchema } from '../definition/files';
import type { FormStrings } from '../strings';

const TEL = /^\+?[\d\s().\-/]{5,}$/;

/**
 * The yup schema for a definition. Messages are functions so yup never interpolates `${…}` inside a
 * site owner's label; every message names the field.
 */
export function buildSchema(fields: Field[], strings: FormStrings) {
  const shape: Record<string, AnySchema> = {};
  // Conditional fields: formik validates with the values as yup's context, so a hidden field's rules
  // follow its condition (a hidden field passes). Visibility is worked out once per validation run.
  const seen = new WeakMap<object, Record<string, boolean>>();
  const shownIn = (ctx: object) => {
    let shown = seen.get(ctx);
    if (!shown) seen.set(ctx, (shown = visibility(fields, ctx as Record<string, Value>)));
    return shown;
  };
  for (const field of fields) {
    const message = (key: keyof FormStrings, count?: number | string) => {
      const text = format(field.messages[key] ?? strings[key], { label: field.label, n: count ?? '' });
      return () => text;
    };
    let schema: AnySchema;
    const { type, required } = field;
    if (type === 'file') {
      schema = fileSchema(field, strings, message);
    } else if (type === 'checkbox') {
      schema = boolean();
      if (required) schema = schema.oneOf([true], message('check'));
    } else if (type === 'checkbox-group') {
      let list = array().of(
        string()
          .oneOf(
            field.options.map((o) => o.value),
            message('option'),
          )
          .defined(),
      );
      const least = field.minItems ?? (required ? 1 : 0);
      if (least) list = list.min(least, least === 1 && required && field.minItems === undefined ? message('required') : message('minItems', least));
      if (field.maxItems !== undefined) list = list.max(field.maxItems, message('maxItems', field.maxItems));
      schema = list;
    } else if (type === 'number') {
      let num = number().typeError(message('number'));
      if (required) num = num.required(message('required'));
      if (field.min !== undefined) num = num.min(field.min as number, message('min', field.min));
      if (field.max !== undefined) num = num.max(field.max as number, message('max', field.max));
      if (field.step) {
        const step = field.step;
        const base = typeof field.min === 'number' ? field.min : 0;
        num = num.test('step', message('step', step), (v) => v === undefined || Math.abs((v - base) / step - Math.round((v - base) / step)) < 1e-9);
      }
      schema = num;
    } else {
      let textSchema = field.type === 'password' ? string() : string().trim();
      if (required) textSchema = textSchema.required(message(type === 'select' || type === 'radio' ? 'choose' : 'required'));
      if (type === 'email') textSchema = textSchema.email(message('email'));
      if (type === 'url') textSchema = textSchema.url(message('url'));
      if (type === 'tel') textSchema = textSchema.matches(TEL, { message: message('tel'), excludeEmptyString: true });
      if (type === 'select' || type === 'radio') textSchema = textSchema.oneOf(['', ...field.options.map((o) => o.value)], message('option'));
      if (type === 'date') {
        textSchema = textSchema.matches(/^\d{4}-\d{2}-\d{2}$/, { message: message('date'), excludeEmptyString: true });
        if (field.min) textSchema = textSchema.test('min', message('minDate', field.min), (v) => !v || v >= (field.min as string));
        if (field.max) textSchema = textSchema.test('max', message('maxDate', field.max), (v) => !v || v <= (field.max as string));
      }
      if (field.minLength !== undefined) textSchema = textSchema.min(field.minLength, message('minLength', field.minLength));
      if (field.maxLength !== undefined) textSchema = textSchema.max(field.maxLength, message('maxLength', field.maxLength));
      if (field.pattern) {
        const text = field.patternMessage ?? field.messages.pattern ?? format(strings.pattern, { label: field.label });
        textSchema = textSchema.matches(field.pattern, { message: () => text, excludeEmptyString: true });
      }
      schema = textSchema;
    }
    // No stack trace for each validation error (yup captures one per failing rule, on every keystroke:
    // the largest single cost of typing in a profile); the messages are all we show.
    const real = schema.clone({ disableStackTrace: true });
    shape[field.key] = field.showIf
      ? (lazy((_v, o) => (shownIn((o.context as object | undefined) ?? {})[field.key] === false ? mixed() : real)) as unknown as AnySchema)
      : real;
  }
  return object(shape).clone({ disableStackTrace: true });
}
