/** The focused element, looking into open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

/** Schemes a link may use: the web, mail and phone (never javascript:, data:, vbscript:, blob:, file:…). */
export const LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** Schemes a request or a navigation after a send may use. */
export const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

/**
 * `raw` as an absolute URL, resolved the way the browser resolves a link on this page (against
 * document.baseURI, so a `<base href>` counts), when its scheme is one of `schemes`; else null.
 * The URL parser strips leading/trailing controls and spaces and removes tabs and newlines exactly as
 * the browser does when the link is followed, so checking the parsed scheme is enough.
 */
export function safeUrl(raw: unknown, schemes: readonly string[] = LINK_SCHEMES): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), document.baseURI);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
