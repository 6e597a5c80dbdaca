/**
 * The one interface between the widget's state/UI and any index client (Algolia, a custom client, the
 * local index in a worker or on the page), imported by every layer and importing none: what a client
 * answers (`SearchClientLike`), what a client over an index this page loads can do besides
 * (`LoadedIndex`), how a client says a search was dropped (`superseded`), and the highlight markers
 * the requests carry and the UI splits on.
 */

/** What InstantSearch needs from a client: Algolia's multi-query `search`. */
export interface SearchClientLike {
  search(requests: unknown): Promise<{ results: unknown[] }>;
  clearCache?(): unknown;
  [key: string]: unknown;
}

/**
 * A client over an index the page loads itself (`records` / `index`): fetched and indexed on first
 * use, not at page load. The state asks these capabilities instead of the client's class.
 */
export interface LoadedIndex {
  /** The index is loaded: searches answer without waiting for it. */
  readonly ready: boolean;
  /** Starts the index once (a failed start is retried on the next call). */
  load(): Promise<void>;
  /** The searches in flight are no longer wanted: they stop at their next step (`superseded`). */
  supersede(): void;
  /** Starts what the index needs (the worker) without fetching anything: called when the page is idle. */
  prepare?(): void;
  /** The element left the page. */
  dispose?(): void;
}

/** A client for the state: what it searches and, in local mode, the index behind it. */
export interface SearchBackend {
  client: SearchClientLike;
  index: LoadedIndex | null;
}

/**
 * A request a client dropped because a newer query replaced it (supersede()): the engine passes it to
 * settled(true) instead of showing an error.
 */
export const superseded = (): Error => Object.assign(new Error('superseded'), { code: 'superseded' });
export const isSuperseded = (e: unknown): boolean => (e as { code?: string } | null)?.code === 'superseded';

/** Highlight markers sent as highlightPreTag/highlightPostTag; the UI splits on them (never innerHTML). */
export const PRE = '\u2063\u2063hl\u2063';
export const POST = '\u2063/hl\u2063\u2063';
