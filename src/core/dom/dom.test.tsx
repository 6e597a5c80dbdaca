import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { deepActiveElement } from './dom';
import { safeHttpUrl, safeUrl } from './url';
import { useLatest } from './use-latest';

afterEach(() => {
  document.head.querySelectorAll('base').forEach((b) => b.remove());
  document.body.replaceChildren();
});

describe('safeUrl', () => {
  it('allows http(s), mailto, tel and relative URLs, resolved against the page', () => {
    expect(safeUrl('/docs/x')).toBe(new URL('/docs/x', location.href).href);
    expect(safeUrl('https://a.example/b')).toBe('https://a.example/b');
    expect(safeUrl('  https://a.example/b  ')).toBe('https://a.example/b');
    expect(safeUrl('mailto:hi@a.example')).toBe('mailto:hi@a.example');
    expect(safeUrl('tel:+4930123')).toBe('tel:+4930123');
  });
  it('rejects script and data schemes however they are disguised, and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'blob:https://a.example/x',
      'file:///etc/passwd',
    ]) {
      expect(safeUrl(bad), bad).toBeNull();
    }
    for (const bad of [42, null, undefined, {}, '', '   ']) expect(safeUrl(bad)).toBeNull();
  });
  it('resolves a relative URL against <base href>, like the link the browser follows', () => {
    const base = document.createElement('base');
    base.href = 'https://cdn.example/docs/v2/';
    document.head.append(base);
    expect(safeUrl('guide/intro')).toBe('https://cdn.example/docs/v2/guide/intro');
    expect(safeUrl('/root')).toBe('https://cdn.example/root');
    expect(safeHttpUrl('guide')).toBe('https://cdn.example/docs/v2/guide');
  });
  it('safeHttpUrl allows only http(s)', () => {
    expect(safeHttpUrl('mailto:hi@a.example')).toBeNull();
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://a.example/')).toBe('https://a.example/');
  });
});

describe('deepActiveElement', () => {
  it('finds the focused element inside nested open shadow roots', () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const inner = outer.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const input = inner.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
    input.focus();
    expect(document.activeElement).toBe(outer);
    expect(deepActiveElement()).toBe(input);
  });
  it('is the body when nothing is focused', () => {
    expect(deepActiveElement()).toBe(document.body);
  });
});

describe('useLatest', () => {
  it('holds the value of the latest render, in the same ref', () => {
    const seen: { current: number }[] = [];
    function Probe({ value }: { value: number }) {
      seen.push(useLatest(value));
      return null;
    }
    const { rerender } = render(<Probe value={1} />);
    act(() => rerender(<Probe value={2} />));
    expect(seen.at(-1)!.current).toBe(2);
    expect(seen[0]).toBe(seen.at(-1));
  });
});
