import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { safeUrl } from '../../../core/dom/url';
import type { WidgetContextValue } from '../../../core/element/widget';
import type { Hit } from '../state/engine';
import { groupOptions, sectioned, type HitOption } from './grouped';
import { getPath } from '../format/text';
import type { useDialog } from './use-dialog';
import type { SearchProps, useSearch } from '../state/use-search';

export type Option = HitOption | { kind: 'recent'; query: string };

/** A hit as the inlay-select event carries it: the record, without the engine's internal fields. */
function stripInternal(hit: Hit): Record<string, unknown> {
  const { _highlightResult: _h, _snippetResult: _s, __position: _p, __queryID: _q, ...rest } = hit as Record<string, unknown>;
  return rest;
}

/**
 * The APG combobox with a listbox popup: the options (hits, grouped by page for section records, or
 * the recent searches), the active option (aria-activedescendant), the input's keys and choosing an
 * option (inlay-select, then follow its link).
 */
export function useCombobox(
  search: ReturnType<typeof useSearch>,
  dialog: ReturnType<typeof useDialog>,
  { maxSubResults, urlField }: SearchProps,
  emit: WidgetContextValue['emit'],
  /** Prefix of the option ids (`${uid}-o${i}`). */
  uid: string,
) {
  const { modal, expanded, setExpanded, close, inputRef } = dialog;
  const { query, refine, remember, recent, snap } = search;
  const listRef = useRef<HTMLUListElement>(null);
  const composing = useRef(false);
  const [picked, setPicked] = useState<{ list: string; i: number }>({ list: '', i: -1 });

  const trimmed = query.trim();
  const options: Option[] = trimmed
    ? sectioned(snap.hits)
      ? groupOptions(snap.hits, maxSubResults, urlField)
      : snap.hits.map((hit) => ({ kind: 'hit' as const, hit, url: safeUrl(getPath(hit, urlField)) }))
    : recent.map((query) => ({ kind: 'recent' as const, query }));
  // A new list (new results, or the recent searches) starts with no active option: the active index
  // belongs to the list it was chosen in (derived in render, so an arrow key pressed as results land
  // is never undone by a late effect).
  const listKey = trimmed ? `h:${snap.query}` : `r:${recent.join('\n')}`;
  const active = picked.list === listKey ? picked.i : -1;
  const setActive = (i: number) => setPicked({ list: listKey, i });
  // The pointer picks an option when it moves over it. A mousemove where the pointer already was is the
  // browser's own, sent when the list appears or re-renders under a still pointer (WebKit does): it
  // would take the active option from the keyboard. The first move over the list only sets the place.
  const pointer = useRef('');
  const hover = (index: number, event: { screenX: number; screenY: number }) => {
    const at = `${event.screenX},${event.screenY}`;
    const moved = pointer.current !== '' && pointer.current !== at;
    pointer.current = at;
    if (moved && index !== active) setActive(index);
  };

  const select = useCallback(
    (opt: Option, event?: MouseEvent | KeyboardEvent) => {
      if (opt.kind === 'recent') {
        refine(opt.query);
        inputRef.current?.focus();
        return;
      }
      const { hit, url } = opt;
      const proceed = emit('inlay-select', { hit: stripInternal(hit), query, url }, { cancelable: true });
      remember(query);
      if (!proceed) {
        event?.preventDefault();
        if (modal) close();
        return;
      }
      if (event && event.type === 'click') {
        if (modal && !(event.metaKey || event.ctrlKey || event.shiftKey)) close();
        return; // the link navigates by itself (also to a new tab with a modifier)
      }
      if (!url) return;
      if (event && (event.metaKey || event.ctrlKey)) window.open(url, '_blank', 'noopener');
      else {
        if (modal) close();
        location.assign(url);
      }
    },
    [emit, query, refine, remember, modal, close, inputRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // IME: keys during composition belong to the input method, never to the results.
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setExpanded(true);
        if (!count) return;
        const down = event.key === 'ArrowDown';
        // From the latest state: two presses before a render both count.
        setPicked((current) => {
          const at = current.list === listKey ? current.i : -1;
          return { list: listKey, i: down ? (at + 1) % count : at <= 0 ? count - 1 : at - 1 };
        });
        return;
      }
      case 'Home':
      case 'End':
        if (!count || active < 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        // Nothing chosen: the best hit (in grouped results, skip a page row whose own record did not match).
        const opt = options[active] ?? (trimmed ? options.find((o) => o.kind === 'hit' && !o.synthetic) : undefined);
        if (opt) select(opt, event);
        return;
      }
      case 'Escape':
        if (modal) return; // the dialog's keydown handler closes it
        event.preventDefault();
        if (expanded && (trimmed || recent.length)) setExpanded(false);
        else refine('');
        return;
    }
  };

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(`${uid}-o${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, uid]);

  /** The listbox is shown when it has options and no failure is shown instead. */
  const listboxShown = options.length > 0 && !search.failure;
  return { options, listboxShown, active, setActive, hover, select, onKeyDown, listRef, composing };
}
