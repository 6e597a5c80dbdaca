import type { Field, Value } from './field-types';

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

function valid(f: Field, v: unknown): v is Value {
  if (f.type === 'checkbox') return typeof v === 'boolean';
  if (f.type === 'checkbox-group') return Array.isArray(v) && v.every((x) => f.options.some((o) => o.value === x));
  if (typeof v !== 'string') return false;
  return f.type === 'select' || f.type === 'radio' ? v === '' || f.options.some((o) => o.value === v) : true;
}

/** The saved values for fields that still exist with a compatible value, or null. */
export function loadDraft(key: string, fields: Field[]): Record<string, Value> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as { t?: number; v?: Record<string, unknown> };
    if (!d.v || typeof d.t !== 'number' || Date.now() - d.t > MAX_AGE) {
      localStorage.removeItem(key);
      return null;
    }
    const out: Record<string, Value> = {};
    for (const f of fields) if (f.saveDraft && f.type !== 'file' && f.name in d.v && valid(f, d.v[f.name])) out[f.key] = d.v[f.name] as Value;
    return Object.keys(out).length ? out : null;
  } catch {
    return null;
  }
}

/** The step and the names of the files chosen, from a saved draft. */
export function draftExtras(key: string): { step: number; files: Record<string, string[]> } {
  try {
    const d = JSON.parse(localStorage.getItem(key) ?? '{}') as { s?: unknown; f?: Record<string, unknown> };
    const files: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(d.f ?? {})) if (Array.isArray(v) && v.length) files[k] = v.map(String);
    return { step: typeof d.s === 'number' && d.s > 0 ? d.s : 0, files };
  } catch {
    return { step: 0, files: {} };
  }
}

/** Saves the draft, or removes it when nothing differs from the initial values. */
export function saveDraft(key: string, fields: Field[], values: Record<string, Value>, initial: Record<string, Value>, step = 0): void {
  try {
    const v: Record<string, Value> = {};
    const files: Record<string, string[]> = {};
    let changed = step > 0;
    for (const f of fields) {
      if (!f.saveDraft) continue;
      if (f.type === 'file') {
        const names = (values[f.key] as File[]).map((x) => x.name);
        if (names.length) changed = !!(files[f.name] = names);
        continue;
      }
      v[f.name] = values[f.key]!;
      if (JSON.stringify(values[f.key]) !== JSON.stringify(initial[f.key])) changed = true;
    }
    if (changed)
      localStorage.setItem(key, JSON.stringify({ t: Date.now(), v, ...(step ? { s: step } : {}), ...(Object.keys(files).length ? { f: files } : {}) }));
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
