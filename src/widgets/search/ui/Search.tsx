import { useEffect, useId, useLayoutEffect } from 'react';
import type { WidgetBaseProps } from '../../../core/element/define';
import { resolveUrl } from '../../../core/dom/url';
import { realTarget } from '../../../core/host/events';
import { format } from '../../../core/i18n/i18n';
import { useElementMethods, useStrings, useWidget } from '../../../core/element/widget';
import { ConsentPlaceholder } from '../../../core/consent/placeholder';
import { useSearch, type SearchProps } from '../state/use-search';
import { setHostState } from './host-state';
import { hotkeyOf, isMac, useHotkeys } from './hotkeys';
import { ResultPanel, resultStatus } from './ResultPanel';
import { translations } from '../strings';
import { useCombobox } from './use-combobox';
import { useDialog } from './use-dialog';
import { whenIdle } from '../state/idle';

export type { SearchProps };

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l3.9 3.9 1.1-1.1-3.9-3.9A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" fill="currentColor" />
    </svg>
  );
}

/** `workerScript`: set by the script entry (define.ts), which knows its own URL. */
export function Search(props: SearchProps & WidgetBaseProps & { workerScript?: string | null }) {
  const { host, emit, lang, dir } = useWidget();
  const strings = useStrings('search', translations, props.strings);
  const search = useSearch(props, props.workerScript ?? null);
  const { start } = search;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const modal = props.mode === 'modal';
  useLayoutEffect(() => {
    if (!host) return;
    setHostState(host, 'modal', modal);
    setHostState(host, 'inline', !modal);
  }, [host, modal]);
  // A page's first Intl.NumberFormat costs 15–50 ms (ICU's number data): made while the page is idle,
  // not in the render of the first results ("1,234 results").
  const resultsText = strings.results;
  useEffect(() => whenIdle(() => format(resultsText, { n: 1000 })), [resultsText]);
  const dialog = useDialog(modal, host, start);
  const { inputRef, dialogRef, isOpen, expanded, setExpanded, open: openDialog, close: closeDialog } = dialog;
  useElementMethods({ open: openDialog, close: closeDialog });
  const hotkey = hotkeyOf(props.hotkey);
  useHotkeys(hotkey, host, dialog);
  const combobox = useCombobox(search, dialog, props, emit, uid);
  const { active, composing, listboxShown } = combobox;
  const label = props.label || strings.search;
  const query = search.query.trim();

  // ---- consent gate -------------------------------------------------------------------------------
  if (search.service && !search.consent.allowed) {
    const provider = search.source === 'algolia' ? 'Algolia' : hostOf(props.index || props.records) || strings.search;
    return (
      <ConsentPlaceholder
        service={search.service}
        provider={provider}
        privacyUrl={props.privacyUrl || undefined}
        description={format(strings.consentText, { provider })}
        onAllowed={() => {
          start();
          requestAnimationFrame(() => (modal ? openDialog() : inputRef.current?.focus()));
        }}
      />
    );
  }

  // ---- rendering ----------------------------------------------------------------------------------
  const open = modal ? isOpen : expanded && (!!query || search.recent.length > 0);
  const { stalled } = search;

  const box = (
    <div
      className="box"
      part="box"
      onBlur={(event) => {
        // Inline: Tab out of the widget closes the panel (focus moving inside it keeps it open).
        if (!modal && !(event.currentTarget as HTMLElement).contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      <div className="field">
        <SearchIcon />
        <input
          ref={inputRef}
          part="input"
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={open && listboxShown}
          aria-controls={`${uid}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && listboxShown ? `${uid}-o${active}` : undefined}
          aria-busy={stalled || undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={512}
          placeholder={props.placeholder || strings.placeholder}
          value={search.query}
          onPointerEnter={start}
          onFocus={() => {
            start();
            setExpanded(true);
          }}
          onInput={(event) => {
            setExpanded(true);
            search.refine((event.target as HTMLInputElement).value);
          }}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => setTimeout(() => (composing.current = false))}
          onKeyDown={combobox.onKeyDown}
        />
        {stalled ? <span className="spinner" aria-hidden="true" /> : null}
        {search.query ? (
          <button
            type="button"
            className="clear"
            aria-label={strings.clear}
            onClick={() => {
              search.refine('');
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
      <div
        className="panel"
        part="panel"
        // Firefox makes any scroll container a Tab stop, even one holding buttons (the facets): the
        // options are reached by the arrow keys from the box, so the panel itself stays out of Tab.
        tabIndex={-1}
        hidden={!open}
        data-query={search.snap.query}
        data-status={search.failure ? 'error' : stalled ? 'stalled' : search.snap.status}
      >
        <ResultPanel search={search} combobox={combobox} t={strings} lang={lang} uid={uid} inputRef={inputRef} config={props} />
      </div>
      <div className="inlay-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {open ? resultStatus(search, strings) : ''}
      </div>
    </div>
  );

  if (!modal)
    return (
      <div className={`search inline${open ? ' open' : ''}`} dir={dir}>
        {box}
      </div>
    );

  return (
    <div className="search modal" dir={dir}>
      <button type="button" part="button" className="trigger" aria-haspopup="dialog" onClick={openDialog} onFocus={start} onPointerEnter={start}>
        <SearchIcon />
        <span className="trigger-label">{label}</span>
        {hotkey ? (
          <kbd aria-hidden="true">
            {isMac() ? '⌘' : 'Ctrl'} {hotkey.toUpperCase()}
          </kbd>
        ) : null}
      </button>
      <dialog
        ref={dialogRef}
        part="dialog"
        aria-label={label}
        onClose={dialog.onDialogClose}
        onCancel={(event) => {
          if (composing.current) event.preventDefault();
        }}
        onKeyDown={(event) => {
          // Close on Escape ourselves: the browser's close watcher may swallow a second Escape-cancel
          // when the dialog was reopened without a fresh user activation. Never while composing (IME).
          if (event.key !== 'Escape' || composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
          event.preventDefault();
          closeDialog();
        }}
        onClick={(event) => {
          if (realTarget(event.nativeEvent) === dialogRef.current) closeDialog();
        }}
      >
        <div className="sheet">
          <div className="sheet-head">
            {box}
            <button type="button" className="close" onClick={closeDialog}>
              {strings.close}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

const hostOf = (url: string): string => (url && resolveUrl(url)?.hostname) || '';
