import { StrictMode, createRef } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetSpec } from '../core/spec/spec';
import { createInlayComponent, eventNameOf } from './react';

const spec = {
  tag: 'inlay-bindings-probe',
  summary: '',
  props: {
    label: { type: 'string', default: '', description: '' },
    perView: { type: 'number', default: 1, description: '' },
    loop: { type: 'boolean', default: false, description: '' },
    draft: { type: 'boolean', default: true, description: '' },
    breakpoints: { type: 'json', default: null, description: '' },
    services: { type: 'list', default: [], description: '' },
    searchClient: { type: 'json', attribute: false, description: '' },
  },
  events: {},
  cssParts: {},
  cssProperties: {},
} satisfies WidgetSpec;
const Probe = createInlayComponent(spec, 'Probe') as unknown as (props: Record<string, unknown>) => JSX.Element;

describe('inlay/react components', () => {
  it('names events like the element does', () => {
    expect(eventNameOf('onInlaySlideChange')).toBe('inlay-slide-change');
    expect(eventNameOf('onInlayError')).toBe('inlay-error');
    expect(eventNameOf('onClick')).toBeNull();
    expect(eventNameOf('onInlay')).toBeNull();
  });

  it('writes text, numbers and booleans as attributes, sets objects, arrays and property-only props as properties', () => {
    const client = { search: async () => ({ results: [] }) };
    const { container } = render(
      <Probe label="Hi" perView={2} loop draft={false} breakpoints={{ 600: { perView: 2 } }} services={['x']} searchClient={client} id="p" />,
    );
    const el = container.querySelector('inlay-bindings-probe') as HTMLElement & Record<string, unknown>;
    expect(el.getAttribute('label')).toBe('Hi');
    expect(el.getAttribute('per-view')).toBe('2');
    expect(el.getAttribute('loop')).toBe('');
    expect(el.getAttribute('draft')).toBe('false');
    expect(el.id).toBe('p');
    expect(el.hasAttribute('breakpoints')).toBe(false);
    expect(el.breakpoints).toEqual({ 600: { perView: 2 } });
    expect(el.services).toEqual(['x']);
    expect(el.searchClient).toBe(client);
  });

  it('a prop that stops being an object goes back to undefined (the default) or to its text', () => {
    const { container, rerender } = render(<Probe services={['x']} breakpoints={{ 1: {} }} />);
    const el = container.querySelector('inlay-bindings-probe') as HTMLElement & Record<string, unknown>;
    rerender(<Probe services="x,y" />);
    // (React 19 itself sets a prop the element has as a property: the element parses text either way.)
    expect(el.getAttribute('services') ?? el.services).toBe('x,y');
    expect(el.services).toBe('x,y');
    expect(el.breakpoints).toBeUndefined();
  });

  it('calls the latest handler once per event under StrictMode, and stops listening on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const ref = createRef<HTMLElement>();
    const { rerender, unmount } = render(
      <StrictMode>
        <Probe ref={ref} onInlaySlideChange={first} />
      </StrictMode>,
    );
    const el = ref.current!;
    expect(el.tagName.toLowerCase()).toBe('inlay-bindings-probe');
    act(() => void el.dispatchEvent(new CustomEvent('inlay-slide-change', { detail: { index: 1 } })));
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0].detail).toEqual({ index: 1 });
    rerender(
      <StrictMode>
        <Probe ref={ref} onInlaySlideChange={second} />
      </StrictMode>,
    );
    act(() => void el.dispatchEvent(new CustomEvent('inlay-slide-change')));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    rerender(
      <StrictMode>
        <Probe ref={ref} />
      </StrictMode>,
    );
    act(() => void el.dispatchEvent(new CustomEvent('inlay-slide-change')));
    expect(second).toHaveBeenCalledTimes(1);
    rerender(
      <StrictMode>
        <Probe ref={ref} onInlaySlideChange={second} />
      </StrictMode>,
    );
    unmount();
    el.dispatchEvent(new CustomEvent('inlay-slide-change'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
