// useConsent under React (the ESM build's runtime): the gate never opens for a service the lookup has
// not granted, including the render in which the service changes (issue 16 item 1).
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { useConsent } from './use-consent';

afterEach(() => {
  document.getElementById('inlay-consent')?.remove();
  localStorage.clear();
});

function grantBySite(services: Record<string, boolean>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'inlay-consent';
  script.textContent = JSON.stringify({ services });
  document.head.append(script);
}

/** Records `allowed` as every render and every effect saw it, like a widget that fetches in an effect. */
function Gate({ service, seen }: { service: string | null; seen: [string | null, boolean, 'render' | 'effect'][] }) {
  const { allowed } = useConsent(service);
  seen.push([service, allowed, 'render']);
  useEffect(() => void seen.push([service, allowed, 'effect']), [service, allowed, seen]);
  return null;
}

describe('useConsent', () => {
  it('no service (first-party) is allowed; a service named later starts closed, in its very first render', () => {
    const seen: [string | null, boolean, 'render' | 'effect'][] = [];
    const rendered = render(<Gate service={null} seen={seen} />);
    expect(seen.at(-1)).toEqual([null, true, 'effect']);
    seen.length = 0;
    rendered.rerender(<Gate service="unit-late" seen={seen} />);
    expect(seen.filter(([s, allowed]) => s === 'unit-late' && allowed)).toEqual([]);
    expect(seen.some(([s, , when]) => s === 'unit-late' && when === 'effect')).toBe(true);
  });

  it('an answer for one service never opens the gate for another', () => {
    grantBySite({ 'unit-granted': true });
    const seen: [string | null, boolean, 'render' | 'effect'][] = [];
    const rendered = render(<Gate service="unit-granted" seen={seen} />);
    expect(seen.at(-1)).toEqual(['unit-granted', true, 'effect']);
    seen.length = 0;
    rendered.rerender(<Gate service="unit-other" seen={seen} />);
    expect(seen.filter(([, allowed]) => allowed)).toEqual([]);
  });

  it('a service already granted opens at once (no closed first render, no placeholder flash)', () => {
    grantBySite({ 'unit-open': true });
    const seen: [string | null, boolean, 'render' | 'effect'][] = [];
    render(<Gate service="unit-open" seen={seen} />);
    expect(seen[0]).toEqual(['unit-open', true, 'render']);
  });
});
