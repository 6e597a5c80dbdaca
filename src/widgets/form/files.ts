import { mixed, type AnySchema } from 'yup';
import { format } from '../../core/i18n';
import type { Field } from './field-types';
import type { FormStrings } from './strings';

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
export function parseSize(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v : undefined;
  const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(v) : null;
  if (!m) return undefined;
  const n = Number(m[1]) * UNITS[(m[2] ?? '').toLowerCase()]!;
  return n > 0 ? n : undefined;
}

/** 1234567 → "1.2 MB" (decimal units, as file managers show them). */
export function formatSize(n: number): string {
  const [d, u] = n >= 1e9 ? [1e9, 'GB'] : n >= 1e6 ? [1e6, 'MB'] : n >= 1e3 ? [1e3, 'KB'] : [1, 'bytes'];
  const x = n / d;
  return `${d === 1 ? x : x < 10 ? Math.round(x * 10) / 10 : Math.round(x)} ${u}`;
}

/** Reads the file keys of a field definition; `fail` throws the definition error. */
export function readFileRules(o: Record<string, unknown>, isFile: boolean, fail: (msg: string) => never): FileRules {
  const rules: FileRules = { multiple: false };
  for (const k of ['accept', 'multiple', 'maxSize', 'maxFiles']) if (o[k] !== undefined && !isFile) fail(`"${k}" applies to file fields only.`);
  if (!isFile) return rules;
  if (o.value !== undefined) fail('a file field cannot have a "value" (a page cannot choose files for the visitor).');
  if (o.accept !== undefined) {
    const list = typeof o.accept === 'string' ? o.accept.split(',') : Array.isArray(o.accept) ? o.accept : null;
    const tokens = list?.map((x) => (typeof x === 'string' ? x.trim().toLowerCase() : '')).filter(Boolean);
    if (!tokens?.length || tokens.some((x) => !/^\.[\w.+-]+$|^[\w.+-]+\/(\*|[\w.+-]+)$/.test(x))) {
      fail(`"accept" must list file types like "image/*,.pdf" (got ${JSON.stringify(o.accept)}).`);
    }
    rules.accept = tokens;
  }
  if (o.multiple !== undefined && typeof o.multiple !== 'boolean') fail(`"multiple" must be true or false (got ${JSON.stringify(o.multiple)}).`);
  if (o.maxSize !== undefined && !(rules.maxSize = parseSize(o.maxSize)))
    fail(`"maxSize" must be a size like "5MB" or a number of bytes (got ${JSON.stringify(o.maxSize)}).`);
  if (o.maxFiles !== undefined) {
    const n = o.maxFiles;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) fail(`"maxFiles" must be a whole number ≥ 1 (got ${JSON.stringify(n)}).`);
    rules.maxFiles = n as number;
  }
  rules.multiple = o.multiple === true || (rules.maxFiles ?? 1) > 1;
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
export function fileSchema(f: Field, t: FormStrings, m: (key: keyof FormStrings, n?: number | string) => () => string): AnySchema {
  return mixed<File[]>().test('files', '', function (v) {
    const files = (v ?? []) as File[];
    const err = (text: string) => this.createError({ message: () => text });
    if (!files.length) return f.required ? err(m('required')()) : true;
    if (f.maxFiles !== undefined && files.length > f.maxFiles) return err(m('maxFiles', f.maxFiles)());
    for (const file of files) {
      if (!accepts(f.accept, file)) return err(format(f.messages.fileType ?? t.fileType, { label: f.label, name: file.name, n: f.accept!.join(', ') }));
      if (f.maxSize !== undefined && file.size > f.maxSize)
        return err(format(f.messages.fileSize ?? t.fileSize, { label: f.label, name: file.name, n: formatSize(f.maxSize) }));
    }
    return true;
  });
}
