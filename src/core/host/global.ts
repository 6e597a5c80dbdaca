/**
 * `window.Inlay` is the only global any Inlay script writes. Several scripts (and several versions)
 * on one page share it: the first creates it, the others add their version and reuse what is there.
 */
export interface InlayGlobal {
  /** The version of the first Inlay script that ran on the page. */
  version: string;
  /** Every distinct version loaded on the page. */
  versions: string[];
  /** Shared services (the consent lookup lives here). */
  [key: string]: unknown;
}

declare global {
  interface Window {
    Inlay?: InlayGlobal;
  }
}

export function inlayGlobal(): InlayGlobal {
  const win = window as Window;
  let inlay = win.Inlay;
  if (!inlay || typeof inlay !== 'object') {
    inlay = { version: __VERSION__, versions: [] };
    try {
      Object.defineProperty(win, 'Inlay', { value: inlay, configurable: true, enumerable: false, writable: true });
    } catch {
      win.Inlay = inlay;
    }
  }
  if (!Array.isArray(inlay.versions)) inlay.versions = [];
  if (!inlay.versions.includes(__VERSION__)) inlay.versions.push(__VERSION__);
  return inlay;
}

/** A page-wide singleton on window.Inlay: created once by whichever script runs first. */
export function shared<T>(key: string, create: () => T): T {
  const inlay = inlayGlobal();
  if (!(key in inlay)) inlay[key] = create();
  return inlay[key] as T;
}
