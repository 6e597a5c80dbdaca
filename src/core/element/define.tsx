import type { ComponentType } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
// The root first: it brings preact's hooks, which the scripts' bundles then keep beside preact (smaller gzip).
import { rootOf, type RootProps } from './root';
import { coerceProperty, parseAttribute, type Parsed } from './attributes';
import { devWarn } from '../host/dev';
import { inlayGlobal } from '../host/global';
import { attributeName } from '../spec/names.mjs';
import { forgetError, reportError } from '../host/report';
import type { PropsOf, WidgetSpec } from '../spec/spec';
import { adoptStyles, widgetSheets } from '../styles/styles';
import { callElementMethod } from './widget';

export { coerceProperty, parseAttribute } from './attributes';

/** A problem with one attribute or property; the widget runs on with that prop's default. */
export interface ConfigProblem {
  prop: string;
  attribute: string;
  message: string;
}

/** Props every widget component receives besides its own. */
export interface WidgetBaseProps {
  /** Problems found while reading attributes/properties (already reported; shown by the core). */
  configErrors?: ConfigProblem[];
}

export interface DefineOptions {
  /** The widget's CSS (adopted into the shadow root with the shared tokens). */
  styles: string;
  /** The widget shows the page's own text with the page's typography (no text lock, see text-lock.css). */
  inheritText?: boolean;
  /**
   * The widget shows text of its own (pass `localized` from src/core/i18n/i18n-load): in a standalone script, its
   * first render waits (up to 3 s) for the element's language to be fetched, so the visitor never sees
   * English flash first.
   */
  localized?: { ready(lang: string): boolean; load(lang: string): Promise<string>; install(): void };
}

type ElementCtor = CustomElementConstructor & { inlayVersion?: string };

/**
 * Registers `spec.tag` as a custom element rendering `Component` into its shadow root.
 *
 * @r2wc/react-to-web-component's model (MIT): a props object rendered by a React root into an open
 * shadow root, mounted on connect, unmounted on disconnect. Forked rather than subclassed, because
 * subclassing r2wc overrode every callback it has and cost more bytes than the fork. It closes the gaps
 * reported in bitovi/react-to-web-component's issues: boolean attributes, removal → default, bad values
 * → a clear message (never a throw), properties set before the upgrade kept, state kept across moves,
 * a second definition never throws.
 */
export function defineWidget<S extends WidgetSpec, P extends object = PropsOf<S>>(
  spec: S,
  Component: ComponentType<P & WidgetBaseProps>,
  options: DefineOptions,
): CustomElementConstructor {
  // In a worker (search runs its index in one, started from its own script) or on a server: no elements.
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return undefined as unknown as CustomElementConstructor;
  const global = inlayGlobal();
  options.localized?.install();
  const existing = customElements.get(spec.tag) as ElementCtor | undefined;
  if (existing) {
    if (existing.inlayVersion !== __VERSION__) {
      const other = existing.inlayVersion ? `Inlay ${existing.inlayVersion}` : 'another script';
      const key = `clash:${spec.tag}`;
      if (!global[key]) {
        global[key] = true;
        console.warn(`[Inlay] <${spec.tag}> is already defined by ${other}; Inlay ${__VERSION__} keeps that definition. Load one Inlay version per page.`);
      }
    }
    return existing;
  }

  const widget = spec.tag.replace(/^inlay-/, '');
  const propNames = Object.keys(spec.props);
  let sheets: CSSStyleSheet[] | undefined;
  const attrToProp = new Map<string, string>();
  const attrOf = new Map<string, string | null>();
  for (const name of propNames) {
    const attr = attributeName(name, spec.props[name]!);
    attrOf.set(name, attr);
    if (attr) attrToProp.set(attr, name);
  }

  const Root = rootOf<P>(spec, widget, Component, options);

  // The element: the same model as @r2wc/core (props object rendered into an open shadow root, mounted
  // on connect or on the first change, unmounted on disconnect) with all parsing done here.
  class InlayElement extends HTMLElement {
    static inlayVersion = __VERSION__;
    static get observedAttributes() {
      return [...attrToProp.keys()];
    }
    _container = this.attachShadow({ mode: 'open' });
    _props: Record<string, unknown> = { element: this };
    // Not rendered until connected: an element created and configured by script mounts only once inserted.
    _connected = false;
    _root?: ReactRoot;
    _problems = new Map<string, ConfigProblem>();
    _unreported: ConfigProblem[] = [];
    /** The attribute text each prop was last read from (undefined once a property set it). */
    _raw = new Map<string, string | null>();

    constructor() {
      super();
      adoptStyles(this._container, (sheets ??= widgetSheets(options.styles, options.inheritText)));
      // One pass per prop (forEach: this runs for each of 1000 elements on a big page, mostly before
      // V8 optimises it, where for…of allocates an iterator result per step). Properties a page set on
      // the element before this script defined it are own properties that shadow our accessors: they
      // are taken over after the attribute (the "upgrade property" pattern).
      propNames.forEach((name) => {
        const attr = attrOf.get(name);
        const raw = attr ? this.getAttribute(attr) : null;
        if (attr) this._raw.set(attr, raw);
        this._apply(name, parseAttribute(raw, spec.props[name]!, attr ?? name), attr ?? name);
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      });
    }

    _render() {
      if (!this._connected) return;
      (this._root ??= createRoot(this._container)).render(<Root {...(this._props as RootProps<P>)} />);
    }

    /** Parses, renders, and reports the problem (if any) once the element is in the page. */
    _set(name: string, parsed: Parsed, label: string) {
      this._apply(name, parsed, label);
      this._render();
      this._queueReports();
    }

    _queueReports() {
      if (this._unreported.length) queueMicrotask(() => this._flushReports());
    }

    _apply(name: string, parsed: Parsed, label: string) {
      const props = this._props;
      const propSpec = spec.props[name]!;
      const had = this._problems.has(name);
      if (parsed.ok) {
        props[name] = parsed.value;
        this._problems.delete(name);
      } else {
        props[name] = propSpec.default;
        const problem = {
          prop: name,
          attribute: label,
          message: `${parsed.message} Using the default${propSpec.default === undefined ? '' : ` (${JSON.stringify(propSpec.default)})`}.`,
        };
        this._problems.set(name, problem);
        this._unreported.push(problem);
      }
      if (had || !parsed.ok) {
        forgetError(this, `bad-attribute:${name}`);
        props.configErrors = this._problems.size ? [...this._problems.values()] : undefined;
      }
    }

    _flushReports() {
      if (!this.isConnected) return;
      const list = this._unreported.splice(0);
      for (const problem of list) {
        if (this._problems.get(problem.prop) === problem) reportError(this, { widget, code: 'bad-attribute', message: problem.message });
      }
    }

    connectedCallback() {
      this._connected = true;
      this._render();
      this._queueReports();
    }

    disconnectedCallback() {
      this._connected = false;
      // A move (remove + insert in the same task) must not unmount: wait a microtask and only
      // tear down (releasing every listener, observer and timer) if the element is still out.
      queueMicrotask(() => {
        if (!this.isConnected && this._root) {
          this._root.unmount();
          this._root = undefined;
        }
      });
    }

    /** With Element.moveBefore() the browser calls this instead of disconnect + connect. */
    connectedMoveCallback() {}

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      const name = attrToProp.get(attr);
      if (!name) return;
      // The upgrade replays every attribute the constructor already read: skip those re-renders
      // (it would mount and re-render once per attribute before connectedCallback).
      if (this._raw.get(attr) === value) return;
      this._raw.set(attr, value);
      this._set(name, parseAttribute(value, spec.props[name]!, attr), attr);
    }
  }

  for (const name of propNames) {
    const propSpec = spec.props[name]!;
    Object.defineProperty(InlayElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: InlayElement) {
        return this._props[name];
      },
      set(this: InlayElement, value: unknown) {
        this._raw.delete(attrOf.get(name) ?? '');
        let parsed: Parsed;
        try {
          parsed = coerceProperty(value, propSpec, name);
        } catch {
          // e.g. an object with no string form: never a throw into the page's script.
          parsed = { ok: false, message: `${name} could not be read as a ${propSpec.type}.` };
        }
        this._set(name, parsed, name);
      },
    });
  }
  for (const name of Object.keys(spec.methods ?? {})) {
    Object.defineProperty(InlayElement.prototype, name, {
      configurable: true,
      value(this: HTMLElement, ...args: unknown[]) {
        return callElementMethod(this, name, args);
      },
    });
  }

  try {
    customElements.define(spec.tag, InlayElement as unknown as CustomElementConstructor);
  } catch (error) {
    // Lost a race with another definition of the same tag: keep theirs.
    if (__DEV__) devWarn(spec.tag, `could not be defined: ${(error as Error).message}`);
    return customElements.get(spec.tag) ?? (InlayElement as unknown as CustomElementConstructor);
  }
  return InlayElement as unknown as CustomElementConstructor;
}
