import { useCallback, useEffect, useRef, useState } from 'react';
import { deepActiveElement } from '../../../core/dom/dom';

/** Locks the page's scrolling; returns the function that restores it. */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  const before = [html.style.overflow, document.body.style.overflow];
  html.style.overflow = 'hidden';
  document.body.style.overflow = 'hidden';
  return () => {
    html.style.overflow = before[0]!;
    document.body.style.overflow = before[1]!;
  };
}

/**
 * Opening and closing the search. Modal: a `<dialog>` shown with showModal(), the page's scrolling
 * locked while it is open and focus returned to where it was when it closes. Inline: the results panel
 * (`expanded`), closed by a pointer down outside the element (composedPath-aware).
 */
export function useDialog(modal: boolean, host: HTMLElement | null, start: () => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const unlock = useRef<(() => void) | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);

  const open = useCallback(() => {
    start();
    if (!modal) {
      inputRef.current?.focus();
      return;
    }
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocus.current = deepActiveElement();
    dialog.showModal();
    setIsOpen(true);
    // Reopened before the last close event arrived: restore the page first, then lock again.
    unlock.current?.();
    unlock.current = lockPageScroll();
    requestAnimationFrame(() => inputRef.current?.focus());
  }, [modal, start]);

  const close = useCallback(() => {
    if (!modal) setExpanded(false);
    else if (dialogRef.current?.open) dialogRef.current.close();
  }, [modal]);

  const isDialogOpen = useCallback(() => modal && !!dialogRef.current?.open, [modal]);

  const onDialogClose = () => {
    // The close event is queued: ignore a stale one for a dialog that has been reopened since.
    if (dialogRef.current?.open) return;
    setIsOpen(false);
    unlock.current?.();
    unlock.current = null;
    const back = returnFocus.current;
    returnFocus.current = null;
    // The close event is queued: if the visitor has moved focus elsewhere on the page since, leave it.
    const now = deepActiveElement();
    const moved = now && now !== document.body && now !== back && !dialogRef.current?.contains(now);
    if (back?.isConnected && !moved) back.focus();
  };
  useEffect(() => () => unlock.current?.(), []);

  useEffect(() => {
    if (modal || !expanded) return;
    const onDown = (event: PointerEvent) => {
      if (host && !event.composedPath().includes(host)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [modal, expanded, host]);

  return { modal, inputRef, dialogRef, isOpen, expanded, setExpanded, open, close, isDialogOpen, onDialogClose };
}
