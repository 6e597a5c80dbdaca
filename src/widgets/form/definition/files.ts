import { mixed, type AnySchema } from 'yup';
import { format } from '../../../core/i18n/i18n';
import type { Field } from './field-types';
import type { FormStrings } from '../strings';

/**
 * File fields: `{ "type": "file", "accept": "image/*,.pdf", "multiple": true, "maxSize": "5MB",
 * "maxFiles": 3 }`. The value is a File[] (never in the draft: only the names are kept, so a restored
 * draft can say which files to choose again). Checked before sending: type, size, count.
 */
export interface FileRules {
  accept?: string[];
  multiple: boolean;
  maxSize?: number;
  maxFiles?: number;
}

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** "5MB", "500 KB", "2MiB" or a number of bytes → bytes (undefined when unreadable). */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(value) : null;
  if (!match) return undefined;
  const bytes = Number(match[1]) * UNITS[(match[2] ?? '').toLowerCase()]!;
  return bytes > 0 ? bytes : undefined;
}

/** 1234567 → "1.2 MB" (decimal units, as file managers show them). */
export function formatSize(bytes: number): string {
  const [unitBytes, unit] = bytes >= 1e9 ? [1e9, 'GB'] : bytes >= 1e6 ? [1e6, 'MB'] : bytes >= 1e3 ? [1e3, 'KB'] : [1, 'bytes'];
  const amount = bytes / unitBytes;
  return `${unitBytes === 1 ? amount : amount < 10 ? Math.round(amount * 10) / 10 : Math.round(amount)} ${unit}`;
}

/** Reads the file keys of a field definition; `fail` throws the definition error. */
export function readFileRules(props: Record<string, unknown>, isFile: boolean, fail: (msg: string) => never): FileRules {
  const rules: FileRules = { multiple: false };
  for (const key of ['accept', 'multiple', 'maxSize', 'maxFiles']) if (props[key] !== undefined && !isFile) fail(`"${key}" applies to file fields only.`);
  if (!isFile) return rules;
  if (props.value !== undefined) fail('a file field cannot have a "value" (a page cannot choose files for the visitor).');
  if (props.accept !== undefined) {
    const list = typeof props.accept === 'string' ? props.accept.split(',') : Array.isArray(props.accept) ? props.accept : null;
    const tokens = list?.map((x) => (typeof x === 'string' ? x.trim().toLowerCase() : '')).filter(Boolean);
    if (!tokens?.length || tokens.some((x) => !/^\.[\w.+-]+$|^[\w.+-]+\/(\*|[\w.+-]+)$/.test(x))) {
      fail(`"accept" must list file types like "image/*,.pdf" (got ${JSON.stringify(props.accept)}).`);
    }
    rules.accept = tokens;
  }
  if (props.multiple !== undefined && typeof props.multiple !== 'boolean') fail(`"multiple" must be true or false (got ${JSON.stringify(props.multiple)}).`);
  if (props.maxSize !== undefined && !(rules.maxSize = parseSize(props.maxSize)))
    fail(`"maxSize" must be a size like "5MB" or a number of bytes (got ${JSON.stringify(props.maxSize)}).`);
  if (props.maxFiles !== undefined) {
    const maxFiles = props.maxFiles;
    if (typeof maxFiles !== 'number' || !Number.isInteger(maxFiles) || maxFiles < 1)
      fail(`"maxFiles" must be a whole number ≥ 1 (got ${JSON.stringify(maxFiles)}).`);
    rules.maxFiles = maxFiles as number;
  }
  rules.multiple = props.multiple === true || (rules.maxFiles ?? 1) > 1;
  if (!rules.multiple) rules.maxFiles = 1;
  return rules;
}

/** Whether a file matches an accept list (MIME type, type/* or extension), as the file picker filters. */
export function accepts(accept: string[] | undefined, file: { name: string; type: string }): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return accept.some((a) => (a[0] === '.' ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
}

/** The yup schema of a file field: required, count, then each file's type and size. */
export function fileSchema(field: Field, strings: FormStrings, message: (key: keyof FormStrings, count?: number | string) => () => string): AnySchema {
  return mixed<File[]>().test('files', '', function (chosen) {
    const files = (chosen ?? []) as File[];
    const err = (text: string) => this.createError({ message: () => text });
    if (!files.length) return field.required ? err(message('required')()) : true;
    if (field.maxFiles !== undefined && files.length > field.maxFiles) return err(message('maxFiles', field.maxFiles)());
    for (const file of files) {
      if (!accepts(field.accept, file))
        return err(format(field.messages.fileType ?? strings.fileType, { label: field.label, name: file.name, n: field.accept!.join(', ') }));
      if (field.maxSize !== undefined && file.size > field.maxSize)
        return err(format(field.messages.fileSize ?? strings.fileSize, { label: field.label, name: file.name, n: formatSize(field.maxSize) }));
    }
    return true;
  });
}
