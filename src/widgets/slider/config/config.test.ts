import { describe, expect, it } from 'vitest';
import { canLoop, layoutAt, nearIndices, parseAutoplay, parseBreakpoints } from './config';
import { DEFAULT_INTERVAL, spec } from '../spec';
import { withCore } from '../../../core/spec/spec-core.mjs';

describe('parseAutoplay', () => {
  it('bare attribute or "true" → the default interval; "false"/"0" → off; a number → ms', () => {
    expect(parseAutoplay('')).toEqual({ value: DEFAULT_INTERVAL });
    expect(parseAutoplay('true')).toEqual({ value: DEFAULT_INTERVAL });
    expect(parseAutoplay('false')).toEqual({ value: 0 });
    expect(parseAutoplay('0')).toEqual({ value: 0 });
    expect(parseAutoplay('6000')).toEqual({ value: 6000 });
    expect(parseAutoplay(' 2500ms ')).toEqual({ value: 2500 });
  });
  it('rejects words and intervals that are too fast, with a message naming the attribute', () => {
    expect(parseAutoplay('fast')).toMatchObject({ value: 0, error: expect.stringMatching(/autoplay="fast" is not an interval/) });
    expect(parseAutoplay('6')).toMatchObject({ value: 0, error: expect.stringMatching(/at least 1000/) });
    expect(parseAutoplay('-5')).toMatchObject({ value: 0, error: expect.any(String) });
  });
});

describe('parseBreakpoints', () => {
  it('accepts px keys in several spellings and sorts them', () => {
    const parsed = parseBreakpoints({ '(min-width: 900px)': { perView: 3, spacing: 24 }, 600: { perView: 2 }, '1200px': { 'per-view': 'auto' } });
    expect(parsed.error).toBeUndefined();
    expect(parsed.value).toEqual([
      { min: 600, perView: 2 },
      { min: 900, perView: 3, spacing: 24 },
      { min: 1200, perView: 'auto' },
    ]);
  });
  it('null/absent → none; wrong shapes → a message and no breakpoints', () => {
    expect(parseBreakpoints(null)).toEqual({ value: [] });
    for (const bad of [
      [1, 2],
      'x',
      { wide: { perView: 2 } },
      { 600: 2 },
      { 600: { perView: 'abc' } },
      { 600: { perView: 0 } },
      { 600: { spacing: -1 } },
      { 600: { speed: 3 } },
    ]) {
      const parsed = parseBreakpoints(bad);
      expect(parsed.value).toEqual([]);
      expect(parsed.error).toMatch(/^breakpoints: .*Breakpoints are ignored\.$/);
    }
  });
});

describe('layout helpers', () => {
  it('layoutAt applies every breakpoint up to the slider width', () => {
    const bps = parseBreakpoints({ 600: { perView: 2 }, 900: { perView: 3, spacing: 24 } }).value;
    const base = { perView: 1, spacing: 10 } as const;
    expect(layoutAt(0, base, bps)).toEqual({ perView: 1, spacing: 10 });
    expect(layoutAt(599, base, bps)).toEqual({ perView: 1, spacing: 10 });
    expect(layoutAt(600, base, bps)).toEqual({ perView: 2, spacing: 10 });
    expect(layoutAt(1400, base, bps)).toEqual({ perView: 3, spacing: 24 });
  });
  it('canLoop needs more slides than fit in a view', () => {
    expect(canLoop(1, 1)).toBe(false);
    expect(canLoop(2, 1)).toBe(true);
    expect(canLoop(3, 3)).toBe(false);
    expect(canLoop(4, 2.5)).toBe(true);
    expect(canLoop(2, 'auto')).toBe(true);
  });
  it('nearIndices wraps only when looping', () => {
    expect([...nearIndices(0, 10, 2, false)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect([...nearIndices(0, 10, 2, true)].sort((a, b) => a - b)).toEqual([0, 1, 2, 8, 9]);
    expect([...nearIndices(9, 10, 1, false)].sort((a, b) => a - b)).toEqual([8, 9]);
  });
});

describe('spec', () => {
  it('documents every prop, event and method (descriptions are kept outside the standalone script)', () => {
    for (const [name, prop] of Object.entries(spec.props)) expect(prop.description, name).not.toBe('');
    expect(withCore(spec).events.map((e) => e.name)).toContain('inlay-slide-change');
    expect(Object.keys(spec.methods)).toEqual(['next', 'prev', 'goTo', 'play', 'pause']);
  });
});
