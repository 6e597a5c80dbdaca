export interface SchedulerOptions {
  /** A key typed at least this long after the last key sent, with nothing in flight, is sent at once. */
  interval?: number;
  /** …and so is every `everyKeys`-th key since the last one sent (a count, so timer jitter can't shift it). */
  everyKeys?: number;
  /** A key held back is sent this long after it if no other key follows: 2 × the gap before it, within [min, max]. */
  trailingMin?: number;
  trailingMax?: number;
}

export interface Scheduler {
  /**
   * The visitor's query changed, at time `at` (the keystroke; defaults to now). `cached`: an answer for
   * it is already known (applied at once, costs no request).
   */
  schedule(query: string, send: (query: string) => void, cached?: boolean, at?: number): void;
  /** A request left / came back: while one is in flight, newer queries wait for it (only the latest is sent). */
  started(): void;
  /**
   * `dropped`: it came back without an answer (a newer query replaced it): the latest held query goes at
   * once, else the dropped query again (so every dropped request is followed by a newer one).
   */
  settled(dropped?: boolean): void;
  /** A query is held back until the request in flight comes back. */
  holding(): boolean;
  cancel(): void;
}

/**
 * Requests while typing: as fast as a send-per-key client, with a fraction of its requests.
 * - The first key, every third key since the last one sent, and any key ≥ `interval` after it are sent
 *   at once: no debounce delay on them.
 * - Other keys are held back; only the latest held query is ever sent — when the next key is due at
 *   once, or `2 × the gap between keys` after the last key (the visitor stopped typing; twice the gap,
 *   so a key that comes a little late does not cost a request).
 * - At most one request in flight: keys typed meanwhile wait for its answer, then the latest goes out.
 * - A query already answered (`cached`) and the empty query are applied at once (no request).
 * At 80 ms per key (30 ms answers) a 10-character query costs 4 requests: keys 1, 4, 7 and 10, each
 * sent the moment it is typed. A query whose last key is held back (a 9-character one: keys 1, 4, 7
 * sent, 8 and 9 held) gets its final results 2 key gaps later (~160 ms at 80 ms per key).
 */
export function createScheduler({ interval = 200, everyKeys = 3, trailingMin = 100, trailingMax = 300 }: SchedulerOptions = {}): Scheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the last key sent was typed, and how many keys came since. */
  let lastSentKey = -Infinity;
  let keysSinceSend = 0;
  let lastKey = -Infinity;
  let sentQuery: string | null = null;
  let sentWith: ((query: string) => void) | null = null;
  let inFlight = 0;
  /** The latest query not sent yet; `due`: its trailing time passed while a request was in flight. */
  let held = null as { query: string; send: (query: string) => void; at: number; due: boolean } | null;

  const fire = (query: string, send: (query: string) => void, at: number) => {
    clearTimeout(timer);
    held = null;
    lastSentKey = at;
    keysSinceSend = 0;
    sentQuery = query;
    sentWith = send;
    send(query);
  };
  const dueNow = (at: number) => keysSinceSend >= everyKeys || at - lastSentKey >= interval;
  return {
    schedule(query, send, cached = false, at = performance.now()) {
      const gap = at - lastKey;
      lastKey = at;
      keysSinceSend++;
      clearTimeout(timer);
      held = null;
      if (query === sentQuery) return; // back to what was sent last: its answer is shown or on its way
      if (!query.trim() || cached) return fire(query, send, at);
      if (!inFlight && dueNow(at)) return fire(query, send, at);
      const entry: { query: string; send: (query: string) => void; at: number; due: boolean } = { query, send, at, due: false };
      held = entry;
      const wait = Math.min(trailingMax, Math.max(trailingMin, Number.isFinite(gap) ? gap * 2 : trailingMax));
      timer = setTimeout(
        () => {
          if (inFlight) entry.due = true;
          else fire(entry.query, entry.send, entry.at);
        },
        Math.max(0, wait - (performance.now() - at)),
      );
    },
    started() {
      inFlight++;
    },
    settled(dropped = false) {
      inFlight = Math.max(0, inFlight - 1);
      // Its answer will never come: the query held goes now — or, when the visitor went back to the
      // dropped query meanwhile (nothing held), that query again.
      if (dropped && !held && sentQuery !== null) return fire(sentQuery, sentWith!, performance.now());
      if (!inFlight && held && (dropped || held.due || dueNow(performance.now()))) fire(held.query, held.send, held.at);
    },
    holding: () => inFlight > 0 && held !== null,
    cancel() {
      clearTimeout(timer);
      held = null;
    },
  };
}
