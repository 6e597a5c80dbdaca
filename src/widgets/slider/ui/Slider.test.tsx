import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDevWarnings } from '../../../core/host/dev';
import { defaultsOf } from '../../../core/spec/spec';
import { makeContext, WidgetContext } from '../../../core/element/widget';
import { Slider, type SliderProps } from './Slider';
import { spec } from '../spec';

const base: SliderProps = defaultsOf(spec);

function mount(props: Partial<SliderProps>, children = 3) {
  const host = document.createElement('div');
  for (let i = 0; i < children; i++) host.append(Object.assign(document.createElement('div'), { textContent: `S${i + 1}` }));
  document.body.append(host);
  const view = render(
    <WidgetContext.Provider value={makeContext(host, 'slider')}>
      <Slider {...base} {...props} />
    </WidgetContext.Provider>,
  );
  return { host, ...view };
}

afterEach(() => {
  document.body.innerHTML = '';
  resetDevWarnings();
  vi.restoreAllMocks();
});

describe('<Slider> (React runtime, jsdom)', () => {
  it('warns in development when the carousel has no label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount({ label: '' });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/<inlay-slider>: has no label/);
  });

  it('labels the region and the slides, and puts the children back on unmount', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, container, unmount } = mount({ label: 'News' });
    const region = container.querySelector('[part="base"]')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('News');
    expect([...host.children].map((c) => c.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    unmount();
    expect([...host.children].map((c) => [c.getAttribute('role'), c.getAttribute('aria-label'), c.hasAttribute('inert')])).toEqual([
      [null, null, false],
      [null, null, false],
      [null, null, false],
    ]);
  });

  it('shows the rotation control only with autoplay, and a notice for a bad interval', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const numeric = mount({ label: 'x', autoplay: '3000' });
    expect(numeric.container.querySelector('.rotation')).not.toBeNull();
    numeric.unmount();
    const invalid = mount({ label: 'x', autoplay: 'soon' });
    expect(invalid.container.querySelector('.rotation')).toBeNull();
    expect(invalid.container.querySelector('[part="error"]')?.textContent).toMatch(/autoplay="soon"/);
  });
});
