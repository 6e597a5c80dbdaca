// The placeholder under React (the ESM build's runtime): roles, strings, the local-vs-CMP note, a
// site-owner block, and the buttons' effect on the lookup.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetContext, makeContext } from '../element/widget';
import { getConsent } from './lookup';
import { ConsentPlaceholder } from './placeholder';

afterEach(() => {
  document.getElementById('inlay-consent')?.remove();
  localStorage.clear();
});

describe('ConsentPlaceholder', () => {
  it('is a region named by its heading, with two real buttons, a note and the privacy link', async () => {
    let allowed = '';
    render(<ConsentPlaceholder service="unit-a" provider="Algolia" privacyUrl="/privacy" onAllowed={(m) => (allowed = m)} />);
    const region = screen.getByRole('region', { name: 'Content from Algolia' });
    expect(region.querySelector('h2')).not.toBeNull();
    expect(screen.getByText(/sends data such as your IP address to Algolia/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    const always = screen.getByRole('button', { name: 'Always allow' });
    expect(document.getElementById(always.getAttribute('aria-describedby')!)!.textContent).toMatch(/saved in this browser only/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load once' }));
    });
    expect(allowed).toBe('once');
    expect(getConsent().info('unit-a')).toMatchObject({ state: 'granted', source: 'visitor' });
  });

  it('speaks German and shows no buttons for a service the site blocked', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'inlay-consent';
    script.textContent = JSON.stringify({ services: { 'unit-b': false }, privacyUrl: '/datenschutz' });
    document.head.append(script);
    const host = document.createElement('div');
    host.lang = 'de';
    render(
      <WidgetContext.Provider value={makeContext(host, 'x')}>
        <ConsentPlaceholder service="unit-b" provider="YouTube" headingLevel={4} />
      </WidgetContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Inhalt von YouTube');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Diese Website hat diesen Inhalt abgeschaltet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
  });
});
