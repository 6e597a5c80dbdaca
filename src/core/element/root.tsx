import { Component as ReactComponent, type ComponentType } from 'react';
import type { DefineOptions, WidgetBaseProps } from './define';
import { dirOf, langOf, pickStrings, stringsVersion, watchLang } from '../i18n/i18n';
import { forgetError } from '../host/report';
import type { WidgetSpec } from '../spec/spec';
import { translations } from '../i18n/strings';
import { makeContext, Notice, WidgetContext } from './widget';

export type RootProps<P> = P & WidgetBaseProps & { element: HTMLElement };

/**
 * The element's root (one class per widget, made by defineWidget): context provider and error boundary in one component (a run-time failure
 * inside the widget becomes a message in its box and an `inlay-error`, never a page error). Two
 * components fewer per element than provider + boundary + root: it counts when a page holds 1000.
 */
export function rootOf<P extends object>(spec: WidgetSpec, widget: string, Component: ComponentType<P & WidgetBaseProps>, options: DefineOptions) {
  type RootProps = P & WidgetBaseProps & { element: HTMLElement };
  return class Root extends ReactComponent<RootProps, { error: Error | null }> {
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
      const ctx = this._ctx;
      const lang = langOf(host);
      if (ctx.v !== stringsVersion() || lang !== ctx.lang || dirOf(host) !== ctx.dir) {
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
      const err = Root.getDerivedStateFromError(error).error;
      const code = (err as { code?: string }).code ?? 'runtime';
      this._failed = code;
      this._caught = true;
      // Reported once the boundary has taken the error: an inlay-error listener that changes the
      // element re-renders it synchronously, which inside this call would unmark the boundary and let
      // the error escape into the page.
      queueMicrotask(() => {
        this._caught = false;
        this._ctx.reportError(code, err.message);
      });
      // Light-DOM configuration (a child JSON script, the slides) counts too: a change there retries.
      // Observed only while the message shows, so a working widget pays nothing for it.
      if (!this._lightDom && typeof MutationObserver !== 'undefined') {
        this._lightDom = new MutationObserver(() => this.setState({ error: null }));
        this._lightDom.observe(this.props.element, { childList: true, subtree: true, characterData: true });
      }
    }
    /** The code of the error shown (reported), forgotten on recovery so a relapse is reported again. */
    _failed = '';
    /** An error was caught and is not reported yet: the commit of the render that threw is no recovery. */
    _caught?: boolean;
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
        if (this._caught) return;
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
          {error ? (
            // The boundary's title in the element's language. A configuration error is the owner's
            // (shown where the owner is looking; a visitor gets nothing), any other failure everyone's.
            <Notice title={pickStrings('core', translations, this._ctx.lang).failed} visitors={error.name !== 'ConfigError'}>
              {error.message}
            </Notice>
          ) : (
            <Component {...(rest as unknown as P & WidgetBaseProps)} />
          )}
        </WidgetContext.Provider>
      );
    }
  };
}
