import { useEffect } from 'react';
import { realTarget } from '../../../core/host/events';

/** True when a key event comes from a place where the visitor is typing (shadow-DOM aware). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(el.type);
  return false;
}

/** Apple platforms show ⌘ for the hotkey (Chromium's userAgentData first: navigator.platform is frozen there). */
export const isMac = () =>
  /mac|iphone|ipad|ipod/i.test(
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || navigator.userAgent,
  );

/** The `hotkey` prop as the key to press with Ctrl/Cmd, or '' when the hotkeys are off (`none`, `false`, empty). */
export function hotkeyOf(prop: string): string {
  const key = prop.trim().toLowerCase();
  return key === 'none' || key === 'false' ? '' : key;
}

const isHidden = (host: HTMLElement) => host.offsetParent === null && getComputedStyle(host).position !== 'fixed' && !host.getClientRects().length;

/**
 * Ctrl/Cmd + `key` and "/" (not while typing elsewhere, never during IME composition) open the search;
 * Ctrl/Cmd + `key` again closes an open dialog. A hidden element leaves the keys to the page.
 */
export function useHotkeys(key: string, host: HTMLElement | null, dialog: { isDialogOpen(): boolean; open(): void; close(): void }): void {
  const { isDialogOpen: isOpen, open, close } = dialog;
  useEffect(() => {
    if (!key) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return;
      const chord = (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(realTarget(event));
      if (!chord && !slash) return;
      if (isOpen()) {
        if (chord) {
          event.preventDefault();
          close();
        }
        return;
      }
      if (!host?.isConnected || isHidden(host)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [key, host, isOpen, open, close]);
}
