import { emit, type InlayErrorDetail } from './events';

/**
 * The one path for problems a site owner must hear about: a console message (once per element and
 * message, so a re-render loop can't flood the console) and an `inlay-error` event on the element.
 * Never throws, so a broken widget can't break the host page.
 */
const logged = new WeakMap<EventTarget, Set<string>>();

export function reportError(host: HTMLElement | null | undefined, detail: InlayErrorDetail): void {
  try {
    const key = `${detail.code}:${detail.message}`;
    const target = host ?? globalThis;
    let seen = logged.get(target);
    if (!seen) logged.set(target, (seen = new Set()));
    if (seen.has(key)) return;
    seen.add(key);
    console.error(`[Inlay] <inlay-${detail.widget}>: ${detail.message}`);
    emit(host, 'inlay-error', detail);
  } catch {
    /* reporting must never throw into the page */
  }
}

/**
 * Whether the site owner is the one looking, so a configuration problem may be shown in the widget: a
 * page on the owner's own machine (localhost, 127.0.0.1, [::1], *.local, *.test),
 * `?inlay-debug` in the address, or a `debug` attribute on the element. Visitors of the public site get
 * the widget's fallback instead; the console and `inlay-error` report the problem everywhere.
 */
export function ownerLooking(host: Element): boolean {
  const { hostname, search } = location;
  return host.hasAttribute('debug') || /^(localhost|127\.0\.0\.1|\[::1\])$|\.(local|test)$/.test(hostname) || search.includes('inlay-debug');
}

/** Lets the same message be reported again (after the problem was fixed and came back). */
export function forgetError(host: HTMLElement | null | undefined, code: string): void {
  const seen = logged.get(host ?? globalThis);
  if (!seen) return;
  for (const key of [...seen]) if (key.startsWith(`${code}:`)) seen.delete(key);
}

/** A value quoted for a message to the site owner (long values cut). */
export const quote = (v: string, max = 60): string => JSON.stringify(v.length > max ? `${v.slice(0, max - 3)}…` : v);
