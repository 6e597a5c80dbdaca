import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { emit } from '../host/events';
import { dirOf, langOf, pickStrings, stringsVersion, unknownKeys, type Strings, type Translations } from '../i18n/i18n';
import { ownerLooking, reportError } from '../host/report';

/** What every widget component can reach: its element, its events, its error channel, its language. */
export interface WidgetContextValue {
  /** The custom element (null when the React component is used directly, outside an element). */
  host: HTMLElement | null;
  /** `slider`, `share`, … (the tag without `inlay-`). */
  widget: string;
  lang: string;
  /** The text direction (nearest `dir`, or `lang` ar/he/…, or the computed direction). */
  dir: 'ltr' | 'rtl';
  /** The strings version this context was made with (changes when strings are added or loaded). */
  v?: number;
  emit<T>(name: `inlay-${string}`, detail: T, options?: { cancelable?: boolean }): boolean;
  /** Report a problem to the site owner: console once + `inlay-error`. */
  reportError(code: string, message: string): void;
}

/**
 * What a component reads outside an element (the ESM build's components used directly, unit tests). In
 * a standalone script every component renders inside its element or the form's captcha box, which
 * provide the context: the default there reports nowhere, and the script doesn't carry it.
 */
export const WidgetContext = createContext<WidgetContextValue>({
  host: null,
  widget: 'widget',
  lang: typeof document !== 'undefined' ? document.documentElement.lang || 'en' : 'en',
  dir: 'ltr',
  emit: () => true,
  reportError: __SCRIPT__ ? () => {} : (code, message) => reportError(null, { widget: 'widget', code, message }),
});

export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext);
}

/**
 * The widget's strings in the element's language (live), with the page's and the element's overrides
 * (`strings` prop). `ns` is the widget's name in `window.Inlay.strings[lang][ns]` and dist/i18n/*.json.
 * An unknown override key is reported (`inlay-error`, code `unknown-string`), never thrown.
 */
export function useStrings<S extends Strings>(ns: string, translations: Translations<S>, overrides?: Partial<S> | null): S {
  // The element makes a new context for every change of language, direction or strings version
  // (root.tsx): the strings are picked again with it.
  const ctx = useWidget();
  const own = overrides && typeof overrides === 'object' && !Array.isArray(overrides) ? overrides : null;
  const unknown = unknownKeys(own, translations.en).join(', ');
  useEffect(() => {
    if (overrides != null && !own) ctx.reportError('bad-attribute', 'strings must be a JSON object of texts.');
    else if (unknown) ctx.reportError('unknown-string', `strings: unknown ${unknown}. Keys: ${Object.keys(translations.en).join(', ')}.`);
  }, [unknown, own, overrides, translations, ctx]);
  return useMemo(() => pickStrings(ns, translations, ctx.lang, own), [ns, translations, ctx, own]);
}

/**
 * A configuration problem shown in the widget's box (text only, never markup) — only where the site
 * owner is looking (`ownerLooking`): a visitor of the public site never sees an owner's mistake.
 * `visitors`: a run-time problem everyone must see.
 */
export function Notice({ title, children, visitors }: { title?: string; children: ReactNode; visitors?: boolean }) {
  const { host } = useWidget();
  if (!visitors && host && !ownerLooking(host)) return null;
  return (
    <p className="inlay-notice" role="alert" part="error">
      {title ? <strong>{title} </strong> : null}
      {children}
    </p>
  );
}

/** Throw this from a widget's render when its configuration makes it unusable. */
export class ConfigError extends Error {
  code: string;
  constructor(message: string, code = 'config') {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
  }
}

/**
 * Re-renders when the element's light DOM changes (children added/removed, text edited), so widgets
 * whose content is the site's own markup (slides, fit-text, a JSON <script>) follow the page.
 */
export function useLightDomVersion(options: MutationObserverInit = { childList: true, subtree: true, characterData: true }): number {
  const { host } = useWidget();
  const [version, setVersion] = useState(0);
  const opts = useRef(options);
  useEffect(() => {
    if (!host) return;
    const bump = () => setVersion((v) => v + 1);
    const observer = new MutationObserver(bump);
    observer.observe(host, opts.current);
    // Children added between the first render and this effect (an element built by script) were
    // not observed: re-read once now.
    bump();
    return () => observer.disconnect();
  }, [host]);
  return version;
}

const METHODS = Symbol.for('inlay.methods');

/** Provides the implementation of the element's public methods (declared in the spec). */
export function useElementMethods(methods: Record<string, (...args: never[]) => unknown>): void {
  const { host } = useWidget();
  const latest = useRef(methods);
  latest.current = methods;
  // A layout effect: bound in the commit, before any script can call the method — and no passive
  // effect queue (which preact flushes in one long loop when 1000 elements upgrade at once).
  useLayoutEffect(() => (host ? bindElementMethods(host, latest) : undefined), [host]);
}

/**
 * The same without a hook, for a widget that binds methods in an effect it already has (fit-text:
 * three hooks fewer per element). Returns the unbinding function.
 */
export function bindElementMethods(host: HTMLElement, methods: { current: Record<string, (...args: never[]) => unknown> }): () => void {
  const slots = host as unknown as Record<symbol, unknown>;
  slots[METHODS] = methods;
  return () => {
    if (slots[METHODS] === methods) delete slots[METHODS];
  };
}

export function callElementMethod(host: HTMLElement, name: string, args: unknown[]): unknown {
  const ref = (host as unknown as Record<symbol, { current: Record<string, (...args: unknown[]) => unknown> } | undefined>)[METHODS];
  const fn = ref?.current[name];
  return fn ? fn(...args) : undefined;
}

/** `onRead` runs the first time lang or dir is read (the element then starts following changes). */
export function makeContext(host: HTMLElement | null, widget: string, onRead?: () => void): WidgetContextValue {
  let lang: string | undefined;
  let dir: 'ltr' | 'rtl' | undefined;
  return {
    host,
    widget,
    v: stringsVersion(),
    // Read on first use: most widgets never ask, and walking the ancestors costs 1000 upgrades.
    get lang() {
      onRead?.();
      return (lang ??= langOf(host));
    },
    get dir() {
      onRead?.();
      return (dir ??= dirOf(host));
    },
    emit: (name, detail, options) => emit(host, name, detail, options),
    reportError: (code, message) => reportError(host, { widget, code, message }),
  };
}
