import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Share, type ShareProps } from './Share';
import { defaultsOf } from '../../core/spec/spec';
import { spec } from './spec';

const base: ShareProps = {
  ...defaultsOf(spec),
  url: 'https://example.com/a?b=1',
  shareTitle: 'Hello & <b>world</b>',
};

describe('<Share> (React runtime)', () => {
  it('renders named links and buttons; markup in the title stays text', () => {
    const { container } = render(<Share {...base} />);
    // (jsdom trims each child's text; Chromium gives "Share on Facebook", see test/share.test.ts)
    const fb = screen.getByRole('link', { name: /^Share on\s*Facebook$/ });
    expect(fb.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(base.url)}`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    // jsdom has no navigator.share: no Web Share button.
    expect(container.querySelector('[data-service="share"]')).toBeNull();
  });

  it('falls back to a selected field when the Clipboard API is missing', async () => {
    render(<Share {...base} services={['copy']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByDisplayValue(base.url)) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/Ctrl\+C/);
  });

  it('print calls window.print', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<Share {...base} services={['print']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('names unknown services in a notice', () => {
    render(<Share {...base} services={['facebook', 'myspace']} />);
    expect(screen.getByRole('alert').textContent).toMatch(/unknown "myspace".*Valid services: facebook, x/);
  });
});
