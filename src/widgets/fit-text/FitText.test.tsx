import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetContext, makeContext } from '../../core/element/widget';
import { FitText } from './FitText';
import { spec } from './spec';
import { withCore } from '../../core/spec/spec-core.mjs';

describe('FitText (React, jsdom)', () => {
  it('renders its children inside the measured part and never throws without layout', () => {
    const { container } = render(<FitText>Big headline</FitText>);
    const part = container.querySelector('[part="text"]');
    expect(part?.textContent).toBe('Big headline');
  });

  it('reports min > max once and shows the message', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const errors = vi.fn();
    host.addEventListener('inlay-error', (e) => errors((e as CustomEvent).detail));
    const { container } = render(
      <WidgetContext.Provider value={makeContext(host, 'fit-text')}>
        <FitText min={80} max={20}>
          x
        </FitText>
      </WidgetContext.Provider>,
    );
    expect(container.textContent).toMatch(/min \(80\) is larger than max \(20\)/);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatchObject({ widget: 'fit-text', code: 'bad-attribute' });
  });

  it('spec: documented defaults and the inlay-fit event', () => {
    expect(spec.tag).toBe('inlay-fit-text');
    expect(spec.props.min!.default).toBe(12);
    expect(spec.props.max!.default).toBe(512);
    expect(withCore(spec).events.map((e) => e.name)).toEqual(['inlay-fit', 'inlay-error']);
  });
});
