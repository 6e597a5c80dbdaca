import { Component as ReactComponent, type ComponentType } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { devWarn } from './dev';
import { inlayGlobal } from './global';
import { forgetError, reportError, quote } from './report';
import type { PropSpec, PropsOf, WidgetSpec } from './spec';
import { adoptStyles, widgetSheets } from './styles';
import { dirOf, langOf, stringsVersion, watchLang } from './i18n';
import { attributeName } from './names.mjs';
import { translations } from './strings';
import { callElementMethod, makeContext, Notice, useStrings, WidgetContext } from './widget';

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


type Parsed = { ok: true; value: unknown } | { ok: false; message: string };


/** Attribute text → prop value, with HTML semantics for booleans and no throws. */
export function parseAttribute(raw: string, spec: PropSpec, attr: string): Parsed {
  switch (spec.type) {
    case 'string':
      if (spec.values && !spec.values.includes(raw)) {
        return { ok: false, message: `${attr}=${quote(raw)} is not one of ${spec.values.map((v) => `"${v}"`).join(', ')}.` };
      }
      return { ok: true, value: raw };
    case 'boolean':
      // Presence means true (<inlay-slider loop>); only an explicit "false" turns it off.
      return { ok: true, value: raw.trim().toLowerCase() !== 'false' };
    case 'number': {
      const text = raw.trim();
      if (spec.keywords?.includes(text)) return { ok: true, value: text };
      if (text === '' && spec.default !== undefined) return { ok: true, value: spec.default };
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) {
        const kw = spec.keywords?.length ? ` or ${spec.keywords.map((k) => `"${k}"`).join(', ')}` : '';
        return { ok: false, message: `${attr}=${quote(raw)} is not a number${kw}.` };
      }
      return checkRange(n, spec, attr);
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(raw) };
      } catch (e) {
        return { ok: false, message: `${attr} is not valid JSON (${(e as Error).message}).` };
      }
    case 'list':
      return { ok: true, value: raw.split(/[\s,]+/).filter(Boolean) };
  }
}

function checkRange(n: number, spec: PropSpec, attr: string): Parsed {
  if (spec.min !== undefined && n < spec.min) return { ok: false, message: `${attr} must be at least ${spec.min} (got ${n}).` };
  if (spec.max !== undefined && n > spec.max) return { ok: false, message: `${attr} must be at most ${spec.max} (got ${n}).` };
  return { ok: true, value: n };
}

/** A value set through the JS property → prop value. Strings are read like attributes. */
export function coerceProperty(value: unknown, spec: PropSpec, name: string): Parsed {
  if (value === undefined || value === null) return { ok: true, value: spec.default };
  if (typeof value === 'string' && spec.type !== 'string') return parseAttribute(value, spec, name);
  switch (spec.type) {
    case 'string':
      return parseAttribute(String(value), spec, name);
    case 'boolean':
      return { ok: true, value: !!value };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? checkRange(value, spec, name)
        : { ok: false, message: `${name} must be a number.` };
    case 'list':
      return Array.isArray(value) ? { ok: true, value: value.map(String) } : { ok: false, message: `${name} must be an array or a comma-separated string.` };
    case 'json':
      return { ok: true, value };
  }
}

export interface DefineOptions {
  /** The widget's CSS (adopted into the shadow root with the shared tokens). */
  styles: string;
  /** The widget shows the page's own text with the page's typography (no text lock, see text-lock.css). */
  inheritText?: boolean;
  /**
   * The widget shows text of its own (pass `localized` from ./i18n-load): in a standalone script, its
   * first render waits (up to 3 s) for the element's language to be fetched, so the visitor never sees
   * English flash first.
   */
  localized?: { ready(lang: string): boolean; load(lang: string): Promise<string>; install(): void };
}

/** The error boundary's title, in the element's language. */
function Failed({ message }: { message: string }) {
  const t = useStrings('core', translations);
  return <Notice title={t.failed}>{message}</Notice>;
}

type ElementCtor = CustomElementConstructor & { inlayVersion?: string };

/**
 * Registers `spec.tag` as a custom element rendering `Component` into its shadow root.
 *
 * This is @r2wc/react-to-web-component's model (a props object rendered by a React root into an open
 * shadow root, mounted on connect, unmounted on disconnect), forked into ~60 lines as the research
 * recommends once a wrapper outgrows r2wc's core (shared/research/widgets.md §1.10): subclassing
 * r2wc meant overriding every callback it has and cost 0.85 KB gzip per script, more than share's
 * budget allowed. It closes r2wc's gaps:
 * boolean attributes, removal → default, bad values → a clear message (never a throw), properties set
 * before the upgrade kept, state kept across moves, a second definition never throws.
 */
export function defineWidget<S extends WidgetSpec, P extends object = PropsOf<S>>(spec: S, Component: ComponentType<P & WidgetBaseProps>, options: DefineOptions): CustomElementConstructor {
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

  type RootProps = P & WidgetBaseProps & { element: HTMLElement };
  /**
   * The element's root: context provider and error boundary in one component (a run-time failure
   * inside the widget becomes a message in its box and an `inlay-error`, never a page error). Two
   * components fewer per element than provider + boundary + root: it counts when a page holds 1000.
   */
  class Root extends ReactComponent<RootProps, { error: Error | null }> {
    _ctx = this._context();
    override state: { error: Error | null } = { error: null };
    _unwatch?: () => void;
    _waiting?: string;
    /** A new context (so every consumer re-renders) made lazily; the first lang/dir read starts watching. */
    _context() {
      return makeContext(this.props.element, widget, () => {
        this._unwatch ??= watchLang(this.props.element, () => this._changed());
      });
    }
    /** A lang/dir attribute changed somewhere, or strings were added: re-render if it concerns us. */
    _changed() {
      const host = this.props.element;
      const c = this._ctx;
      const lang = langOf(host);
      if (c.v !== stringsVersion() || lang !== c.lang || dirOf(host) !== c.dir) {
        // A built-in language not fetched yet: keep speaking the current one until it arrives.
        const l10n = options.localized;
        if (l10n && !l10n.ready(lang)) return void l10n.load(lang).then(() => this._changed());
        this._ctx = this._context();
        this.setState({});
      }
    }
    /** Standalone scripts: true while the element's language is being fetched (render nothing yet). */
    _pending(): boolean {
      const l10n = options.localized;
      if (!l10n) return false;
      const lang = this._ctx.lang;
      if (l10n.ready(lang) || this._waiting === lang) return false;
      this._waiting = lang;
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        this.setState({});
      };
      setTimeout(go, 3000);
      void l10n.load(lang).then((problem) => {
        if (problem) this._ctx.reportError('strings-unavailable', problem);
        this._ctx = this._context();
        go();
      });
      return !done;
    }
    static getDerivedStateFromError(error: unknown) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
    override componentDidCatch(error: unknown) {
      const err = error instanceof Error ? error : new Error(String(error));
      const code = (err as { code?: string }).code ?? 'runtime';
      this._failed = code;
      this._ctx.reportError(code, err.message);
      // Light-DOM configuration (a child JSON script, the slides) counts too: a change there retries.
      // Observed only while the message shows, so a working widget pays nothing for it.
      if (!this._lightDom && typeof MutationObserver !== 'undefined') {
        this._lightDom = new MutationObserver(() => this.setState({ error: null }));
        this._lightDom.observe(this.props.element, { childList: true, subtree: true, characterData: true });
      }
    }
    /** The code of the error shown (reported), forgotten on recovery so a relapse is reported again. */
    _failed = '';
    _lightDom?: MutationObserver;
    override componentWillUnmount() {
      this._unwatch?.();
      this._unwatch = undefined;
      this._lightDom?.disconnect();
    }
    /**
     * The boundary resets when the configuration changes (an attribute or property set, in any order,
     * by hand or by a framework): the widget is tried again with the new props. A re-render with the
     * same values (a reconnect, a framework setting what it set before) keeps the message, so a widget
     * that still cannot start is not re-run in a loop.
     */
    override componentDidUpdate(prev: RootProps) {
      if (!this.state.error) {
        if (this._failed) forgetError(this.props.element, this._failed);
        this._failed = '';
        this._lightDom?.disconnect();
        this._lightDom = undefined;
        return;
      }
      for (const key in this.props) {
        if (!Object.is(this.props[key as keyof RootProps], prev[key as keyof RootProps])) return this.setState({ error: null });
      }
      for (const key in prev) if (!(key in this.props)) return this.setState({ error: null });
    }
    override render() {
      const { element: _element, ...rest } = this.props;
      const errors = rest.configErrors;
      const { error } = this.state;
      if (this._pending() && !options.localized!.ready(this._ctx.lang)) return null;
      return (
        <WidgetContext.Provider value={this._ctx}>
          {errors?.length ? <Notice title={`<${spec.tag}>:`}>{errors.map((e) => e.message).join(' ')}</Notice> : null}
          {error ? <Failed message={error.message} /> : <Component {...(rest as unknown as P & WidgetBaseProps)} />}
        </WidgetContext.Provider>
      );
    }
  }

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
        const s = spec.props[name]!;
        const attr = attrOf.get(name)!;
        const raw = attr ? this.getAttribute(attr) : null;
        if (attr) this._raw.set(attr, raw);
        this._apply(name, raw === null ? { ok: true, value: s.default } : parseAttribute(raw, s, attr!), attr ?? name);
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      });
    }

    _render() {
      if (!this._connected) return;
      (this._root ??= createRoot(this._container)).render(<Root {...(this._props as RootProps)} />);
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
      const s = spec.props[name]!;
      const had = this._problems.has(name);
      if (parsed.ok) {
        props[name] = parsed.value;
        this._problems.delete(name);
      } else {
        props[name] = s.default;
        const problem = { prop: name, attribute: label, message: `${parsed.message} Using the default${s.default === undefined ? '' : ` (${JSON.stringify(s.default)})`}.` };
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
      for (const p of list) {
        if (this._problems.get(p.prop) === p) reportError(this, { widget, code: 'bad-attribute', message: p.message });
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
      const s = spec.props[name]!;
      this._set(name, value === null ? { ok: true, value: s.default } : parseAttribute(value, s, attr), attr);
    }
  }

  for (const name of propNames) {
    const s = spec.props[name]!;
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
          parsed = coerceProperty(value, s, name);
        } catch {
          // e.g. an object with no string form: never a throw into the page's script.
          parsed = { ok: false, message: `${name} could not be read as a ${s.type}.` };
        }
        this._set(name, parsed, name);
      },
    });
  }
  for (const m of spec.methods ?? []) {
    Object.defineProperty(InlayElement.prototype, m.name, {
      configurable: true,
      value(this: HTMLElement, ...args: unknown[]) {
        return callElementMethod(this, m.name, args);
      },
    });
  }

  try {
    customElements.define(spec.tag, InlayElement as unknown as CustomElementConstructor);
  } catch (e) {
    // Lost a race with another definition of the same tag: keep theirs.
    if (__DEV__) devWarn(spec.tag, `could not be defined: ${(e as Error).message}`);
    return customElements.get(spec.tag) ?? (InlayElement as unknown as CustomElementConstructor);
  }
  return InlayElement as unknown as CustomElementConstructor;
}
