import { useEffect, useRef } from 'react';

/**
 * Blur-time errors wait while a pointer is pressed: the press that moved focus (on a checkbox, a
 * label, a link) must not see its target pushed away by an error appearing above it before the
 * release, or the click is lost (issue 16.3). What was held back runs right after the click; with
 * no pointer pressed (keyboard) it runs at once.
 */
export function usePressGuard(host: HTMLElement | null): (apply: () => void) => void {
  const pressed = useRef(false);
  const pending = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!host) return;
    const down = () => void (pressed.current = true);
    const up = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // After the click this release produces (dispatched in the same task).
      setTimeout(() => pending.current.splice(0).forEach((fn) => fn()));
    };
    host.addEventListener('pointerdown', down, true);
    addEventListener('pointerup', up, true);
    addEventListener('pointercancel', up, true);
    return () => {
      host.removeEventListener('pointerdown', down, true);
      removeEventListener('pointerup', up, true);
      removeEventListener('pointercancel', up, true);
    };
  }, [host]);
  return (apply) => void (pressed.current ? pending.current.push(apply) : apply());
}
