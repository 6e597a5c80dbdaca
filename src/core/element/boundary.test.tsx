// The element core's error boundary under React (the npm ESM build's runtime): a widget that failed
// to start is tried again when its configuration changes, by attribute or by property (issue 20).
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define';
import type { WidgetSpec } from '../spec/spec';
import { ConfigError, useWidget } from './widget';

const spec: WidgetSpec = {
  tag: 'inlay-unit-boundary',
  summary: 'Unit test widget.',
  props: { source: { type: 'string', default: '', description: 'Required.' } },
  events: {},
  cssParts: {},
  cssProperties: {},
};

function Needs({ source }: { source: string }) {
  if (!source) throw new ConfigError('Set source="…".');
  return <p className="ok">{source}</p>;
}

describe('error boundary (React runtime)', () => {
  it('resets when an attribute or a property fixes the configuration; a relapse is reported again', async () => {
    // jsdom has no constructable stylesheets: styles are not what this test is about.
    if (!('replaceSync' in CSSStyleSheet.prototype)) (CSSStyleSheet.prototype as unknown as { replaceSync(): void }).replaceSync = () => {};
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget(spec, Needs, { styles: '' });
    const el = document.createElement('inlay-unit-boundary') as HTMLElement & { source: string };
    const errors: string[] = [];
    el.addEventListener('inlay-error', (e) => errors.push((e as CustomEvent).detail.message));
    const text = () => el.shadowRoot!.textContent;
    await act(async () => void document.body.append(el));
    expect(text()).toBe('This widget could not start. Set source="…".');
    await act(async () => el.setAttribute('source', 'a'));
    expect(text()).toBe('a');
    await act(async () => el.removeAttribute('source'));
    expect(text()).toMatch(/could not start/);
    await act(async () => void (el.source = 'b'));
    expect(text()).toBe('b');
    expect(errors).toEqual(['Set source="…".', 'Set source="…".']);
    el.remove();
    quiet.mockRestore();
  });

  it('resets when the light DOM the widget reads changes (e.g. its child JSON script is fixed)', async () => {
    if (!('replaceSync' in CSSStyleSheet.prototype)) (CSSStyleSheet.prototype as unknown as { replaceSync(): void }).replaceSync = () => {};
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function ReadsChildren() {
      const { host } = useWidget();
      const text = host?.textContent?.trim();
      if (!text) throw new ConfigError('Add some text.');
      return <p>{text.toUpperCase()}</p>;
    }
    defineWidget({ ...spec, tag: 'inlay-unit-light', props: {} }, ReadsChildren, { styles: '' });
    const el = document.createElement('inlay-unit-light');
    await act(async () => void document.body.append(el));
    expect(el.shadowRoot!.textContent).toMatch(/could not start\. Add some text/);
    await act(async () => {
      el.textContent = 'hello';
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(el.shadowRoot!.textContent).toBe('HELLO');
    el.remove();
    quiet.mockRestore();
  });
});
