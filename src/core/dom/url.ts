/** URLs from attributes and data, resolved and checked the way the browser will use them. */

/** `raw` resolved the way the browser resolves a link on this page: against document.baseURI (a `<base href>` counts); null when it is no URL. */
export function resolveUrl(raw: string): URL | null {
  try {
    return new URL(raw, document.baseURI);
  } catch {
    return null;
  }
}

/**
 * `raw` as an absolute URL (see resolveUrl) when its scheme (`http:`…) matches `scheme`; else null. The URL
 * parser strips leading/trailing controls and spaces and removes tabs and newlines exactly as the
 * browser does when the link is followed, so checking the parsed scheme is enough.
 */
function urlWithScheme(raw: unknown, scheme: RegExp): string | null {
  const url = typeof raw === 'string' && raw.trim() ? resolveUrl(raw.trim()) : null;
  return url && scheme.test(url.protocol) ? url.href : null;
}

/** A URL we link to: http(s), mailto: or tel: (never javascript:, data:, vbscript:, blob:, file:…), else null. */
export const safeUrl = (raw: unknown): string | null => urlWithScheme(raw, /^(https?|mailto|tel):$/);

/** A URL we send a request to or navigate to after a send: http(s) only, else null. */
export const safeHttpUrl = (raw: unknown): string | null => urlWithScheme(raw, /^https?:$/);
