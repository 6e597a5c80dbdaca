import { useEffect, useRef, useState } from 'react';
import { useConsent } from '../../core/consent';

/** Counts per service id (only finite numbers ≥ 0) plus `total` when the backend sends one. */
export type Counts = Record<string, number>;

const TIMEOUT = 5000;
const memory = new Map<string, Counts>();
const STORE = 'inlay-share:';

/** `GET {countsUrl}?url={encoded}` — appended with `&` when the backend URL already has a query. */
export function countsEndpoint(countsUrl: string, pageUrl: string): string {
  const [path, hash = ''] = countsUrl.split('#');
  return new URL(`${path}${path!.includes('?') ? '&' : '?'}url=${encodeURIComponent(pageUrl)}${hash && '#' + hash}`, document.baseURI).href;
}

/** A Shariff-protocol answer → counts; null/missing/non-numeric values mean "no count". */
export function parseCounts(data: unknown): Counts | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const out: Counts = {};
  for (const [service, raw] of Object.entries(data as Record<string, unknown>)) {
    const count = typeof raw === 'string' && /^\d+$/.test(raw) ? +raw : raw;
    if (typeof count === 'number' && count >= 0 && Number.isFinite(count)) out[service === 'twitter' ? 'x' : service.toLowerCase()] = count;
  }
  return out;
}

function cached(key: string): Counts | undefined {
  let counts = memory.get(key);
  if (!counts) {
    try {
      const stored = sessionStorage.getItem(STORE + key);
      if (stored) memory.set(key, (counts = JSON.parse(stored) as Counts));
    } catch {
      /* storage blocked: memory cache only */
    }
  }
  return counts;
}

interface Flight {
  promise: Promise<Counts>;
  abort(): void;
  users: number;
}
/** Requests in flight, shared by the elements asking for the same backend + URL (header and footer bars). */
const flights = new Map<string, Flight>();

/** One GET per endpoint at a time; rejects with the reason for the site owner ('' when aborted). */
function request(endpoint: string, thirdParty: boolean): Flight {
  let flight = flights.get(endpoint);
  if (!flight) {
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, TIMEOUT);
    // No headers at all: a plain GET needs no CORS preflight. Third parties get no cookies.
    const promise = fetch(endpoint, { signal: ctrl.signal, credentials: thirdParty ? 'omit' : 'same-origin' })
      .then((res) => {
        if (!res.ok) throw `failed with HTTP ${res.status}`;
        return res.json().catch(() => {
          throw 'are not valid JSON';
        });
      })
      .then((data: unknown) => {
        const parsed = parseCounts(data);
        if (!parsed) throw data === null ? "are null (is this page's host in the backend's domains?)" : 'are not a JSON object like {"facebook": 12}';
        memory.set(endpoint, parsed);
        try {
          sessionStorage.setItem(STORE + endpoint, JSON.stringify(parsed));
        } catch {
          /* memory cache only */
        }
        return parsed;
      })
      .catch((why: unknown) => {
        throw timedOut
          ? `took longer than ${TIMEOUT / 1000} s`
          : ctrl.signal.aborted
            ? ''
            : typeof why === 'string'
              ? why
              : 'could not be fetched (network or CORS error)';
      })
      .finally(() => {
        clearTimeout(timer);
        if (flights.get(endpoint) === flight) flights.delete(endpoint);
      });
    flight = { promise, abort: () => ctrl.abort(), users: 0 };
    flights.set(endpoint, flight);
  }
  flight.users++;
  return flight;
}

/**
 * Share counts from a Shariff-protocol backend, cached per backend + URL for the visit. A third-party
 * backend (another origin, or `consent` set) waits for the consent lookup; withdrawal aborts the
 * request and hides the counts. Failures report once to the site owner and leave counts empty.
 */
export function useCounts(
  countsUrl: string | undefined,
  pageUrl: string,
  consent: string | undefined,
  report: (code: string, message: string) => void,
): Counts | null {
  let endpoint = '';
  let thirdParty = false;
  let invalid = false;
  try {
    if (countsUrl) {
      endpoint = countsEndpoint(countsUrl, pageUrl);
      thirdParty = new URL(endpoint).origin !== location.origin;
    }
  } catch {
    invalid = true;
    endpoint = '';
  }
  useEffect(() => {
    if (invalid) report('bad-attribute', `counts-url="${countsUrl}" is not a valid URL; no counts are shown.`);
  }, [invalid, countsUrl, report]);
  // consent="none": the site owner declares the backend first-party (no gate).
  const name = consent?.toLowerCase();
  const { allowed } = useConsent(!endpoint || name === 'none' ? null : name || (thirdParty ? 'share-counts' : null));
  const [counts, setCounts] = useState<Counts | null>(null);
  // The latest error channel: a new one (the element's language changed) doesn't start a new request.
  const latestReport = useRef(report);
  latestReport.current = report;

  useEffect(() => {
    setCounts(null);
    if (!endpoint || !allowed) return;
    const hit = cached(endpoint);
    if (hit) return void setCounts(hit);
    const flight = request(endpoint, thirdParty);
    let live = true;
    flight.promise.then(
      (c) => live && setCounts(c),
      (why: string) => live && why && latestReport.current('counts', `Share counts from ${endpoint} ${why}; the buttons work without counts.`),
    );
    return () => {
      live = false;
      // The last element waiting for this request (consent withdrawn, element removed) cancels it.
      if (--flight.users === 0) {
        flight.abort();
        if (flights.get(endpoint) === flight) flights.delete(endpoint);
      }
    };
  }, [endpoint, thirdParty, allowed]);

  return allowed ? counts : null;
}
