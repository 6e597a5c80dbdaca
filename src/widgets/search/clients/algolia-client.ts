/**
 * Algolia mode: algoliasearch v5 `liteClient` set up for someone else's page.
 * - `authMode: 'WithinQueryParameters'` explicitly: the app id and the search-only key travel as query
 *   parameters, so the POST is a CORS simple request (no preflight) whatever build the bundler picks.
 * - The host-failure cache lives in memory: never the host page's localStorage.
 * - `hosts` can point at an Algolia-compatible proxy (the `host` attribute).
 */
import { liteClient } from 'algoliasearch/lite';
import { createMemoryCache } from '@algolia/client-common';

export interface AlgoliaHost {
  url: string;
  accept: 'read' | 'write' | 'readWrite';
  protocol: 'http' | 'https';
  port?: number;
}

/**
 * `search.example.com`, `https://search.example.com:8443/algolia`, `http://127.0.0.1:4010` or `/algolia`
 * (same origin) → a Host.
 * A path prefix is kept (it goes into `url`, which the client joins as `protocol://url/1/…`).
 * Returns null for anything that isn't http(s).
 */
export function parseHost(value: string): AlgoliaHost | null {
  const text = value.trim();
  if (!text) return null;
  let url: URL;
  try {
    // "/algolia" = a proxy on the page's own origin; "host.example" = https.
    // A loopback host without a scheme on an http page (local development, a test server) means http.
    const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(text) && typeof location !== 'undefined' && location.protocol === 'http:';
    url = text.startsWith('/')
      ? new URL(text, location.href)
      : new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${loopback ? 'http' : 'https'}://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return { url: url.host + path, accept: 'readWrite', protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

export function createAlgoliaClient(appId: string, apiKey: string, hosts: AlgoliaHost[]) {
  return liteClient(appId, apiKey, {
    authMode: 'WithinQueryParameters',
    hostsCache: createMemoryCache(),
    // The client's 1 s (until the headers) and 2 s timeouts suit Algolia's four hosts, tried in turn
    // with longer timeouts each. Hosts of your own (a proxy, an Algolia-compatible server) are often
    // one: a single slow answer would be the visitor's failure, so they get 5 s and 10 s.
    ...(hosts.length ? { hosts, timeouts: { connect: 5000, read: 10000, write: 30000 } } : {}),
  });
}

/** Never let the key reach a log or a message: strip it from any text (URLs in stack traces, etc.). */
export function redact(text: string, apiKey: string): string {
  let out = text.replace(/(x-algolia-api-key=)[^&\s"']*/gi, '$1***');
  if (apiKey.length >= 6) out = out.split(apiKey).join('***');
  return out;
}
