/**
 * `inlay/react`: a React component per element, made from the widget's spec (the same object the
 * element reads), so a new prop in a spec flows through without touching this file. Typings for the
 * components are generated from the specs too (scripts/manifest.mjs → dist/esm/react.d.ts).
 *
 * Why not @lit/react's createComponent (what Shoelace ships)? It needs the element class at import
 * time to tell properties from attributes, and our classes don't exist on a server or in a worker
 * (defineWidget returns undefined there); the spec already says which props are which. This is the same
 * model in a few lines, for React 18 and 19 alike:
 * - primitive values of props that have an attribute are rendered as attributes (so server rendering
 *   writes them into the HTML and hydration matches); objects, arrays, functions and property-only props
 *   are set as properties in a layout effect, before the browser paints;
 * - `onInlaySlideChange={fn}` listens to `inlay-slide-change` on the element (the camelCase name of the
 *   event, which React 19 itself would pass to addEventListener as "InlaySlideChange"): one listener per
 *   event, calling the latest handler, removed on unmount (StrictMode's double effects included);
 * - `ref` is the element.
 * Nothing here touches `window` or `document` at import time.
 */
import { createElement, forwardRef, useCallback, useEffect, useLayoutEffect, useRef, type ForwardedRef } from 'react';
import { attributeName, dashed } from '../core/spec/names.mjs';
import type { PropSpec, WidgetSpec } from '../core/spec/spec';

const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
/** `onInlaySlideChange` → `inlay-slide-change`; null for any other prop. */
export function eventNameOf(prop: string): string | null {
  return /^onInlay[A-Z]/.test(prop) ? dashed(prop.slice(2)) : null;
}

type Props = Record<string, unknown>;

function setRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function createInlayComponent(spec: WidgetSpec, displayName: string) {
  const props: Record<string, PropSpec> = spec.props;
  const names = Object.keys(props);
  const attrOf = (name: string) => attributeName(name, props[name]!);
  /** As an attribute (a primitive value of a prop that has one), or null: set as a property. */
  const asAttribute = (name: string, value: unknown): [string, string | undefined] | null => {
    const attr = attrOf(name);
    if (!attr) return null;
    if (value === undefined || value === null) return [attr, undefined];
    // HTML's meaning: true = the bare attribute, false = "false" (which also turns off a default of true).
    if (typeof value === 'boolean') return props[name]!.type === 'boolean' || props[name]!.type === 'string' ? [attr, value ? '' : 'false'] : null;
    if (typeof value === 'string' || typeof value === 'number') return [attr, String(value)];
    return null;
  };

  const Component = forwardRef<HTMLElement, Props>(function InlayComponent(allProps, forwarded) {
    const element = useRef<HTMLElement | null>(null);
    const handlers = useRef<Record<string, unknown>>({});
    const listening = useRef(new Map<string, [HTMLElement, EventListener]>());
    const setProps = useRef(new Map<string, unknown>());

    const rest: Props = {};
    const properties: Props = {};
    const events: Record<string, unknown> = {};
    for (const key of Object.keys(allProps)) {
      const value = allProps[key];
      const event = eventNameOf(key);
      if (event) events[event] = value;
      else if (Object.hasOwn(props, key)) {
        const attr = asAttribute(key, value);
        if (attr) {
          if (attr[1] !== undefined) rest[attr[0]] = attr[1];
        } else properties[key] = value;
      } else rest[key] = value;
    }
    handlers.current = events;

    // Properties: set when they change; one that stops being a property goes back to its default
    // (or to the attribute now rendered for it).
    useIsoLayoutEffect(() => {
      const el = element.current as unknown as Props | null;
      if (!el) return;
      const last = setProps.current;
      for (const name of names) {
        const has = Object.hasOwn(properties, name);
        if (has && (!last.has(name) || last.get(name) !== properties[name])) {
          el[name] = properties[name];
          last.set(name, properties[name]);
        } else if (!has && last.has(name)) {
          last.delete(name);
          el[name] = allProps[name] === undefined ? undefined : allProps[name];
        }
      }
    });

    // Events: one listener per event name, calling whatever handler the latest render passed.
    useIsoLayoutEffect(() => {
      const el = element.current;
      if (!el) return;
      const map = listening.current;
      for (const name of Object.keys(events)) {
        if (typeof events[name] !== 'function' || map.get(name)?.[0] === el) continue;
        const listener: EventListener = (event) => {
          const fn = handlers.current[name];
          if (typeof fn === 'function') fn.call(el, event);
        };
        const old = map.get(name);
        old?.[0].removeEventListener(name, old[1]);
        map.set(name, [el, listener]);
        el.addEventListener(name, listener);
      }
      for (const [name, [target, listener]] of map) {
        if (typeof events[name] !== 'function') {
          target.removeEventListener(name, listener);
          map.delete(name);
        }
      }
    });
    useIsoLayoutEffect(
      () => () => {
        for (const [name, [target, listener]] of listening.current) target.removeEventListener(name, listener);
        listening.current.clear();
        setProps.current.clear();
      },
      [],
    );

    rest.ref = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        setRef(forwarded, node);
      },
      [forwarded],
    );
    return createElement(spec.tag, rest);
  });
  Component.displayName = displayName;
  return Component;
}
