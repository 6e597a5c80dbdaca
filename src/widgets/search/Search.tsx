import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { WidgetBaseProps } from '../../core/define';
import { realTarget } from '../../core/events';
import { format } from '../../core/i18n';
import { useElementMethods, useStrings, useWidget } from '../../core/widget';
import { ConsentPlaceholder } from '../../core/consent/placeholder';
import type { Hit } from './engine';
import { groupOptions, HitBody, sectioned, type HitOption } from './grouped';
import { safeUrl } from './highlight';
import { getPath } from './local-client';
import { translations } from './strings';
import { useSearch, type SearchProps } from './use-search';

export type { SearchProps };

/** True when a key event comes from a place where the visitor is typing (shadow-DOM aware). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(el.type);
  return false;
}

/** The focused element, looking into shadow roots. */
function deepActive(): HTMLElement | null {
  let a = document.activeElement as HTMLElement | null;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement as HTMLElement;
  return a;
}

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

type Option = HitOption | { kind: 'recent'; query: string };

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l3.9 3.9 1.1-1.1-3.9-3.9A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" fill="currentColor" />
    </svg>
  );
}

export function Search(props: SearchProps & WidgetBaseProps) {
  const { host, emit } = useWidget();
  const t = useStrings(translations);
  const s = useSearch(props);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const modal = props.mode === 'modal';
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const composing = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const [picked, setPicked] = useState<{ list: string; i: number }>({ list: '', i: -1 });
  const [isOpen, setIsOpen] = useState(false);
  const label = props.label || t.search;

  const q = s.query.trim();
  const showingHits = !!q && s.snap.query.trim() !== '';
  const options: Option[] = q
    ? sectioned(s.snap.hits)
      ? groupOptions(s.snap.hits, props.maxSubResults, props.urlField)
      : s.snap.hits.map((hit) => ({ kind: 'hit' as const, hit, url: safeUrl(getPath(hit, props.urlField)) }))
    : s.recent.map((query) => ({ kind: 'recent' as const, query }));
  // A new list (new results, or the recent searches) starts with no active option: the active index
  // belongs to the list it was chosen in (derived in render, so an arrow key pressed as results land
  // is never undone by a late effect).
  const listKey = q ? `h:${s.snap.query}` : `r:${s.recent.join('\n')}`;
  const active = picked.list === listKey ? picked.i : -1;
  const setActive = (i: number) => setPicked({ list: listKey, i });

  // ---- open / close -------------------------------------------------------------------------------
  const unlock = useRef<(() => void) | null>(null);
  const openDialog = useCallback(() => {
    s.start();
    if (!modal) {
      inputRef.current?.focus();
      return;
    }
    const d = dialogRef.current;
    if (!d || d.open) return;
    returnFocus.current = deepActive();
    d.showModal();
    setIsOpen(true);
    // Reopened before the last close event arrived: restore the page first, then lock again.
    unlock.current?.();
    const html = document.documentElement;
    const before = [html.style.overflow, document.body.style.overflow];
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    unlock.current = () => {
      html.style.overflow = before[0]!;
      document.body.style.overflow = before[1]!;
    };
    requestAnimationFrame(() => inputRef.current?.focus());
  }, [modal, s.start]);

  const closeDialog = useCallback(() => {
    if (modal) dialogRef.current?.open && dialogRef.current.close();
    else setExpanded(false);
  }, [modal]);

  const onDialogClose = () => {
    // The close event is queued: ignore a stale one for a dialog that has been reopened since.
    if (dialogRef.current?.open) return;
    setIsOpen(false);
    unlock.current?.();
    unlock.current = null;
    const back = returnFocus.current;
    returnFocus.current = null;
    // The close event is queued: if the visitor has moved focus elsewhere on the page since, leave it.
    const now = deepActive();
    const moved = now && now !== document.body && now !== back && !dialogRef.current?.contains(now);
    if (back?.isConnected && !moved) back.focus();
  };
  useEffect(() => () => unlock.current?.(), []);

  useElementMethods({ open: openDialog, close: closeDialog });

  // ---- hotkeys: Ctrl/Cmd+K and "/" (not while typing elsewhere) -------------------------------------
  useEffect(() => {
    const key = props.hotkey.trim().toLowerCase();
    if (!key || key === 'none' || key === 'false') return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.keyCode === 229) return;
      const chord = (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === key;
      const slash = e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTyping(realTarget(e));
      if (!chord && !slash) return;
      if (modal && dialogRef.current?.open) {
        if (chord) {
          e.preventDefault();
          closeDialog();
        }
        return;
      }
      if (!host?.isConnected || (host as HTMLElement).offsetParent === null && getComputedStyle(host).position !== 'fixed' && !host.getClientRects().length) return;
      e.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [props.hotkey, modal, openDialog, closeDialog, host]);

  // ---- inline panel: close on a pointer down outside the element (composedPath-aware) --------------
  useEffect(() => {
    if (modal || !expanded) return;
    const onDown = (e: PointerEvent) => {
      if (host && !e.composedPath().includes(host)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [modal, expanded, host]);

  // ---- selection ----------------------------------------------------------------------------------
  const select = useCallback(
    (opt: Option, e?: MouseEvent | KeyboardEvent) => {
      if (opt.kind === 'recent') {
        s.refine(opt.query);
        inputRef.current?.focus();
        return;
      }
      const { hit, url } = opt;
      const detail = { hit: stripInternal(hit), query: s.query, url };
      const proceed = emit('inlay-select', detail, { cancelable: true });
      s.remember(s.query);
      const viaClick = e && e.type === 'click';
      if (!proceed) {
        e?.preventDefault();
        if (modal) closeDialog();
        return;
      }
      if (viaClick) {
        if (modal && !(e.metaKey || e.ctrlKey || e.shiftKey)) closeDialog();
        return; // the link navigates by itself (also to a new tab with a modifier)
      }
      if (!url) return;
      if (e && (e.metaKey || e.ctrlKey)) window.open(url, '_blank', 'noopener');
      else {
        if (modal) closeDialog();
        location.assign(url);
      }
    },
    [emit, s.query, s.refine, s.remember, modal, closeDialog],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // IME: keys during composition belong to the input method, never to the results.
    if (composing.current || e.nativeEvent.isComposing || e.keyCode === 229) return;
    const n = options.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        setExpanded(true);
        if (!n) return;
        const down = e.key === 'ArrowDown';
        // From the latest state: two presses before a render both count.
        setPicked((p) => {
          const at = p.list === listKey ? p.i : -1;
          return { list: listKey, i: down ? (at + 1) % n : at <= 0 ? n - 1 : at - 1 };
        });
        return;
      }
      case 'Home':
      case 'End':
        if (!n || active < 0) return;
        e.preventDefault();
        setActive(e.key === 'Home' ? 0 : n - 1);
        return;
      case 'Enter': {
        e.preventDefault();
        // Nothing chosen: the best hit (in grouped results, skip a page row whose own record did not match).
        const opt = options[active] ?? (q ? options.find((o) => o.kind === 'hit' && !o.synthetic) : undefined);
        if (opt) select(opt, e);
        return;
      }
      case 'Escape':
        if (modal) return; // the dialog's keydown handler closes it
        e.preventDefault();
        if (expanded && (q || s.recent.length)) setExpanded(false);
        else s.refine('');
        return;
    }
  };

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(`${uid}-o${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, uid]);

  // ---- consent gate -------------------------------------------------------------------------------
  if (s.service && !s.consent.allowed) {
    const provider = s.source === 'algolia' ? 'Algolia' : hostOf(props.records) || t.search;
    return (
      <ConsentPlaceholder
        service={s.service}
        provider={provider}
        privacyUrl={props.privacyUrl || undefined}
        description={format(t.consentText, { provider })}
        onAllowed={() => {
          s.start();
          requestAnimationFrame(() => (modal ? openDialog() : inputRef.current?.focus()));
        }}
      />
    );
  }

  // ---- rendering ----------------------------------------------------------------------------------
  const open = modal ? isOpen : expanded && (!!q || s.recent.length > 0);
  const stalled = s.snap.status === 'stalled' || s.preparing;
  const listId = `${uid}-list`;
  const count = s.snap.nbHits;
  const announce = !q
    ? ''
    : s.failure
      ? s.failure.kind === 'offline' ? t.offline : t.error
      : showingHits
        ? count === 0 ? format(t.noResults, { q: s.snap.query }) : count === 1 ? t.result : format(t.results, { n: count.toLocaleString() })
        : '';
  const listboxShown = options.length > 0 && !s.failure;

  const box = (
    <div
      className="box"
      part="box"
      onBlur={(e) => {
        // Inline: Tab out of the widget closes the panel (focus moving inside it keeps it open).
        if (!modal && !(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) setExpanded(false);
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
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && listboxShown ? `${uid}-o${active}` : undefined}
          aria-busy={stalled || undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={512}
          placeholder={props.placeholder || t.placeholder}
          value={s.query}
          onFocus={() => {
            s.start();
            setExpanded(true);
          }}
          onInput={(e) => {
            setExpanded(true);
            s.refine((e.target as HTMLInputElement).value);
          }}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => setTimeout(() => (composing.current = false))}
          onKeyDown={onKeyDown}
        />
        {stalled ? <span className="spinner" aria-hidden="true" /> : null}
        {s.query ? (
          <button type="button" className="clear" aria-label={t.clear} onClick={() => {
            s.refine('');
            inputRef.current?.focus();
          }}>
            ×
          </button>
        ) : null}
      </div>
      <div className="panel" part="panel" hidden={!open} data-query={s.snap.query} data-status={s.failure ? 'error' : stalled ? 'stalled' : s.snap.status}>
        {panelBody()}
      </div>
      <div className="inlay-sr-only" role="status" aria-live="polite" aria-atomic="true">{open ? announce : ''}</div>
    </div>
  );

  function panelBody(): ReactNode {
    const facets = q && !s.failure ? s.snap.facets.filter((f) => f.items.length) : [];
    return (
      <>
        {facets.length ? (
          <div className="facets" part="facets">
            {facets.map((f) => (
              <div className="facet-group" role="group" aria-label={format(t.filters, { name: f.attribute })} key={f.attribute}>
                <span className="facet-name" aria-hidden="true">{f.attribute}</span>
                {f.items.map((it) => (
                  <button type="button" part="facet" className="facet" aria-pressed={it.isRefined} key={it.value} onClick={() => s.toggleFacet(f.attribute, it.value)}>
                    {it.label} <span className="count">{it.count.toLocaleString()}</span>
                  </button>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        {s.failure && q ? (
          <div className="message error" part="message" role="alert">
            <span>{s.failure.kind === 'offline' ? t.offline : t.error}</span>{' '}
            <button
              type="button"
              className="retry"
              onClick={() => {
                // The button goes away while the retry runs: focus back to the box first, so the
                // panel stays open for the outcome and a keyboard user keeps their place.
                inputRef.current?.focus();
                s.retry();
              }}
            >
              {t.retry}
            </button>
          </div>
        ) : null}
        {!q && s.recent.length ? (
          <div className="recent-head" part="recent">
            <span id={`${uid}-recent`}>{t.recent}</span>
            <button type="button" className="link" onClick={() => {
              s.forget();
              inputRef.current?.focus();
            }}>{t.clearRecent}</button>
          </div>
        ) : null}
        {showingHits && !s.failure ? <p className="stats" part="stats">{announce}</p> : null}
        {q && !showingHits && !s.failure && stalled ? <p className="message" part="message">{s.preparing ? t.preparing : t.searching}</p> : null}
        <ul ref={listRef} id={listId} role="listbox" part="listbox" aria-label={q ? t.resultsLabel : t.recent} hidden={!listboxShown}>
          {options.map((opt, i) => {
            const id = `${uid}-o${i}`;
            const role = opt.kind === 'hit' ? opt.role : undefined;
            const common = {
              id,
              role: 'option',
              'aria-selected': i === active,
              // A section is announced with its page's title.
              'aria-describedby': opt.kind === 'hit' && opt.page !== undefined ? `${uid}-t${opt.page}` : undefined,
              tabIndex: -1,
              part: role ? `option ${role}` : 'option',
              className: role ? `option ${role}` : 'option',
              onMouseMove: () => i !== active && setActive(i),
            };
            if (opt.kind === 'recent') {
              return (
                <li role="none" key={`r${opt.query}`}>
                  <div {...common} onClick={() => select(opt)}>
                    <span className="title" part="title">{opt.query}</span>
                  </div>
                </li>
              );
            }
            const { hit, url } = opt;
            const body = <HitBody opt={opt} titleField={props.titleField} snippetField={props.snippetField} titleId={role === 'page' ? `${uid}-t${i}` : undefined} />;
            return (
              <li role="none" key={hit.objectID + ':' + i}>
                {url ? (
                  <a {...common} href={url} onClick={(e) => select(opt, e)}>{body}</a>
                ) : (
                  <div {...common} onClick={(e) => select(opt, e)}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        {showingHits && !s.snap.isLastPage && !s.failure ? (
          <button type="button" className="more" part="more" onClick={s.showMore}>{t.showMore}</button>
        ) : null}
      </>
    );
  }

  if (!modal) return <div className={`search inline${open ? ' open' : ''}`}>{box}</div>;

  const mac = isMac();
  const key = props.hotkey.trim().toLowerCase();
  return (
    <div className="search modal">
      <button type="button" part="button" className="trigger" aria-haspopup="dialog" onClick={openDialog} onFocus={s.start} onPointerEnter={s.start}>
        <SearchIcon />
        <span className="trigger-label">{label}</span>
        {key && key !== 'none' && key !== 'false' ? (
          <kbd aria-hidden="true">{mac ? '⌘' : 'Ctrl'} {key.toUpperCase()}</kbd>
        ) : null}
      </button>
      <dialog
        ref={dialogRef}
        part="dialog"
        aria-label={label}
        onClose={onDialogClose}
        onCancel={(e) => {
          if (composing.current) e.preventDefault();
        }}
        onKeyDown={(e) => {
          // Close on Escape ourselves: the browser's close watcher may swallow a second Escape-cancel
          // when the dialog was reopened without a fresh user activation. Never while composing (IME).
          if (e.key !== 'Escape' || composing.current || e.nativeEvent.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          closeDialog();
        }}
        onClick={(e) => {
          if (realTarget(e.nativeEvent) === dialogRef.current) closeDialog();
        }}
      >
        <div className="sheet">
          <div className="sheet-head">
            {box}
            <button type="button" className="close" onClick={closeDialog}>{t.close}</button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return url ? new URL(url, document.baseURI).hostname : '';
  } catch {
    return '';
  }
}

function stripInternal(hit: Hit): Record<string, unknown> {
  const { _highlightResult: _h, _snippetResult: _s, __position: _p, __queryID: _q, ...rest } = hit as Record<string, unknown>;
  return rest;
}
