import { quote } from '../../../core/host/report';
import { DEFAULT_INTERVAL } from '../spec';

/** Pure config helpers (no DOM): parsing the attributes the core leaves as strings/JSON. */

export type PerView = number | 'auto';
export interface Layout {
  perView: PerView;
  spacing: number;
}
export interface Breakpoint extends Partial<Layout> {
  /** Minimum width of the slider in px. */
  min: number;
}

type Result<T> = { value: T; error?: undefined } | { value: T; error: string };

/** `autoplay` → interval in ms (0 = off). Bare / "true" → the default interval. */
export function parseAutoplay(raw: string | null | undefined): Result<number> {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'true' || text === 'autoplay') return { value: DEFAULT_INTERVAL };
  if (text === 'false' || text === 'off' || text === '0' || text === 'none') return { value: 0 };
  const ms = Number(text.replace(/ms$/, ''));
  if (!Number.isFinite(ms) || ms < 0) {
    return { value: 0, error: `autoplay=${quote(raw ?? '')} is not an interval in milliseconds (e.g. autoplay="6000") or a bare attribute. Autoplay is off.` };
  }
  if (ms < 1000) {
    return { value: 0, error: `autoplay="${ms}" is too fast: the interval is in milliseconds and must be at least 1000. Autoplay is off.` };
  }
  return { value: Math.round(ms) };
}

const isPerView = (v: unknown): v is PerView => v === 'auto' || (typeof v === 'number' && v >= 0.1 && v <= 20);
const KEYS = new Set(['perView', 'per-view', 'spacing']);

function parseKey(key: string): number | null {
  const match = /^\s*(?:\(\s*min-width\s*:\s*)?(\d+(?:\.\d+)?)\s*(?:px)?\s*\)?\s*$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * `breakpoints` (already JSON-parsed by the core) → sorted list. Keys are minimum slider widths in px
 * ("600", "600px" or "(min-width: 600px)"); values may set perView and spacing. Anything else → an error
 * message and no breakpoints (the base options still apply).
 */
export function parseBreakpoints(value: unknown): Result<Breakpoint[]> {
  if (value === null || value === undefined || value === '') return { value: [] };
  const fail = (why: string): Result<Breakpoint[]> => ({
    value: [],
    error: `breakpoints: ${why} Expected e.g. {"600": {"perView": 2, "spacing": 16}}. Breakpoints are ignored.`,
  });
  if (typeof value !== 'object' || Array.isArray(value)) return fail("must be an object keyed by the slider's minimum width in px.");
  const list: Breakpoint[] = [];
  for (const [key, opts] of Object.entries(value as Record<string, unknown>)) {
    const min = parseKey(key);
    if (min === null) return fail(`the key ${quote(key)} is not a width in px.`);
    if (!opts || typeof opts !== 'object' || Array.isArray(opts)) return fail(`the value for ${quote(key)} must be an object.`);
    const options = opts as Record<string, unknown>;
    const unknown = Object.keys(options).filter((k) => !KEYS.has(k));
    if (unknown.length) return fail(`unknown option ${quote(unknown[0]!)} for ${quote(key)} (perView and spacing are supported).`);
    const bp: Breakpoint = { min };
    const pv = options.perView ?? options['per-view'];
    if (pv !== undefined) {
      const perView = typeof pv === 'string' && pv !== 'auto' ? Number(pv) : pv;
      if (!isPerView(perView)) return fail(`perView for ${quote(key)} must be a number between 0.1 and 20 or "auto".`);
      bp.perView = perView;
    }
    if (options.spacing !== undefined) {
      const spacing = Number(options.spacing);
      if (!Number.isFinite(spacing) || spacing < 0) return fail(`spacing for ${quote(key)} must be a number of px ≥ 0.`);
      bp.spacing = spacing;
    }
    list.push(bp);
  }
  return { value: list.sort((a, b) => a.min - b.min) };
}

/** The layout in effect at a slider width: the base options overridden by every breakpoint ≤ width. */
export function layoutAt(width: number, base: Layout, breakpoints: Breakpoint[]): Layout {
  const out = { ...base };
  for (const bp of breakpoints) {
    if (width < bp.min) break;
    if (bp.perView !== undefined) out.perView = bp.perView;
    if (bp.spacing !== undefined) out.spacing = bp.spacing;
  }
  return out;
}

/** Loop only when there are more slides than fit in one view (keen-slider does not clone slides). */
export function canLoop(total: number, perView: PerView): boolean {
  return total > (perView === 'auto' ? 1 : Math.ceil(perView));
}

/** Indices of slides within `radius` of `index` (wrapping when looping): their images load eagerly. */
export function nearIndices(index: number, total: number, radius: number, loop: boolean): Set<number> {
  const out = new Set<number>();
  for (let offset = -radius; offset <= radius; offset++) {
    let near = index + offset;
    if (loop) near = ((near % total) + total) % total;
    if (near >= 0 && near < total) out.add(near);
  }
  return out;
}
