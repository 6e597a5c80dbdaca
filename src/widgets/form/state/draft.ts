import type { Field, Value } from '../definition/field-types';

/**
 * Drafts: what the visitor typed, in localStorage under the page path + the form's id, so a reload or
 * a crash loses nothing. Passwords, hidden fields and fields with `"draft": false` are never stored.
 * Files are never stored: only their names (`f`), so a restored draft can say which to choose again;
 * a multi-step form's step is kept too (`s`). Storage can be full, blocked or missing: every access is guarded.
 */
const MAX_AGE = 30 * 24 * 3600 * 1000;

export function draftKeyFor(host: HTMLElement | null, custom: string): string {
  if (custom) return `inlay-form:${custom}`;
  let id = host?.id;
  if (!id && host) id = `#${[...document.querySelectorAll('inlay-form')].indexOf(host)}`;
  return `inlay-form:${location.pathname}:${id || 'form'}`;
}

function valid(field: Field, value: unknown): value is Value {
  if (field.type === 'checkbox') return typeof value === 'boolean';
  if (field.type === 'checkbox-group') return Array.isArray(value) && value.every((x) => field.options.some((o) => o.value === x));
  if (typeof value !== 'string') return false;
  return field.type === 'select' || field.type === 'radio' ? value === '' || field.options.some((o) => o.value === value) : true;
}

/** The saved values for fields that still exist with a compatible value, or null. */
export function loadDraft(key: string, fields: Field[]): Record<string, Value> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { t?: number; v?: Record<string, unknown> };
    if (!saved.v || typeof saved.t !== 'number' || Date.now() - saved.t > MAX_AGE) {
      localStorage.removeItem(key);
      return null;
    }
    const out: Record<string, Value> = {};
    for (const field of fields)
      if (field.saveDraft && field.type !== 'file' && field.name in saved.v && valid(field, saved.v[field.name])) out[field.key] = saved.v[field.name] as Value;
    return Object.keys(out).length ? out : null;
  } catch {
    return null;
  }
}

/** The step and the names of the files chosen, from a saved draft. */
export function draftExtras(key: string): { step: number; files: Record<string, string[]> } {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { s?: unknown; f?: Record<string, unknown> };
    const files: Record<string, string[]> = {};
    for (const [name, chosen] of Object.entries(saved.f ?? {})) if (Array.isArray(chosen) && chosen.length) files[name] = chosen.map(String);
    return { step: typeof saved.s === 'number' && saved.s > 0 ? saved.s : 0, files };
  } catch {
    return { step: 0, files: {} };
  }
}

/** Saves the draft, or removes it when nothing differs from the initial values. */
export function saveDraft(key: string, fields: Field[], values: Record<string, Value>, initial: Record<string, Value>, step = 0): void {
  try {
    const saved: Record<string, Value> = {};
    const files: Record<string, string[]> = {};
    let changed = step > 0;
    for (const field of fields) {
      if (!field.saveDraft) continue;
      if (field.type === 'file') {
        const names = (values[field.key] as File[]).map((x) => x.name);
        if (names.length) changed = !!(files[field.name] = names);
        continue;
      }
      saved[field.name] = values[field.key]!;
      if (JSON.stringify(values[field.key]) !== JSON.stringify(initial[field.key])) changed = true;
    }
    if (changed)
      localStorage.setItem(key, JSON.stringify({ t: Date.now(), v: saved, ...(step ? { s: step } : {}), ...(Object.keys(files).length ? { f: files } : {}) }));
    else localStorage.removeItem(key);
  } catch {
    /* quota / privacy mode: the form works without drafts */
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
