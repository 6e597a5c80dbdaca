/**
 * InstantSearch drives the state (query, pages, facet refinements, stalled/error status); this module
 * wires instantsearch.js connectors (deep imports: no widgets, no DOM templates) to a plain snapshot the
 * React UI renders. Insights and routing stay off: both are unsafe inside someone else's page.
 */
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure.js';
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js';
import connectInfiniteHits from 'instantsearch.js/es/connectors/infinite-hits/connectInfiniteHits.js';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import { createScheduler, type SchedulerOptions } from './scheduler';
import { isSuperseded, POST, PRE, type SearchClientLike } from '../search-client';

export type Hit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, unknown>; _snippetResult?: Record<string, unknown> };
export interface FacetItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}
export interface Facet {
  attribute: string;
  items: FacetItem[];
}

export interface Snapshot {
  status: 'idle' | 'loading' | 'stalled' | 'error';
  error: unknown;
  /** The query the shown results answer ('' = nothing searched yet). */
  query: string;
  hits: Hit[];
  nbHits: number;
  processingTimeMS: number;
  isLastPage: boolean;
  facets: Facet[];
}

export const EMPTY: Snapshot = { status: 'idle', error: null, query: '', hits: [], nbHits: 0, processingTimeMS: 0, isLastPage: true, facets: [] };

type Req = { indexName?: string; params?: { query?: string; hitsPerPage?: number; page?: number }; query?: string };
const queryOf = (r: Req) => String(r.params?.query ?? r.query ?? '');

/**
 * Empty queries never reach the backend (the panel shows recent searches instead), and a `gate` can
 * stop all traffic (consent withdrawn, widget disposed) without touching InstantSearch's state.
 */
export function guardClient(client: SearchClientLike, gate: () => boolean): SearchClientLike {
  const wrapped: SearchClientLike = {
    ...client,
    search(requests: unknown) {
      const list = (Array.isArray(requests) ? requests : (requests as { requests: Req[] }).requests) as Req[];
      if (!gate()) return Promise.reject(Object.assign(new Error('Search is not allowed (consent withdrawn).'), { code: 'consent' }));
      if (list.every((r) => !queryOf(r).trim())) {
        return Promise.resolve({
          results: list.map((r) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: r.params?.hitsPerPage ?? 0,
            processingTimeMS: 0,
            query: '',
            params: '',
            facets: {},
            exhaustiveNbHits: true,
            exhaustiveFacetsCount: true,
          })),
        });
      }
      return client.search(requests);
    },
  };
  if (typeof client.clearCache === 'function') wrapped.clearCache = () => client.clearCache!();
  return wrapped;
}

export interface EngineOptions {
  client: SearchClientLike;
  indexName: string;
  facets: string[];
  hitsPerPage: number;
  searchParameters: Record<string, unknown>;
  onChange(snapshot: Snapshot): void;
  onError(error: unknown): void;
  /** A query was sent (after the typing bound). */
  onSearch?(query: string): void;
  /** How keys become requests (see createScheduler). */
  scheduling?: SchedulerOptions;
  /**
   * Tells the client that the request in flight is no longer wanted (a newer key is waiting for it): a
   * client that can stop (the local index) rejects it with code `superseded`, and the newer query goes.
   */
  supersede?: () => void;
}

export interface Engine {
  /** `at`: when the visitor typed it (performance.now()); defaults to now. */
  refine(query: string, at?: number): void;
  showMore(): void;
  toggleFacet(attribute: string, value: string): void;
  retry(query: string): void;
  dispose(): void;
  snapshot(): Snapshot;
}

type AnyState = Record<string, unknown>;

/** Answers kept per engine (memory only): a query typed again (backspace, a recent search) shows at once. */
const CACHE_SIZE = 50;
const CACHE_MS = 5 * 60_000;

export function createEngine(options: EngineOptions): Engine {
  const scheduler = createScheduler(options.scheduling);
  let disposed = false;
  const answers = new Map<string, { at: number; response: { results: unknown[] } }>();
  /** Queries with a fresh answer under the current refinements (a facet toggle clears it). */
  const answered = new Set<string>();
  const fresh = (key: string) => {
    const hit = answers.get(key);
    if (hit && performance.now() - hit.at < CACHE_MS) return hit;
    answers.delete(key);
    return null;
  };
  /** Requests in flight by their JSON: the same request again (InstantSearch's first search and the first key) shares one. */
  const pending = new Map<string, Promise<{ results: unknown[] }>>();
  const client: SearchClientLike = {
    ...options.client,
    search(requests: unknown) {
      if (disposed) return Promise.reject(Object.assign(new Error('Search is not allowed (disposed).'), { code: 'consent' }));
      const key = JSON.stringify(requests);
      const hit = fresh(key);
      if (hit) return Promise.resolve(hit.response);
      const same = pending.get(key);
      if (same) return same;
      const list = (Array.isArray(requests) ? requests : (requests as { requests: Req[] }).requests) as Req[];
      scheduler.started();
      const promise = options.client.search(requests).then(
        (response) => {
          pending.delete(key);
          answers.delete(key);
          answers.set(key, { at: performance.now(), response });
          if (answers.size > CACHE_SIZE) answers.delete(answers.keys().next().value!);
          list.forEach((r) => answered.add(queryOf(r)));
          scheduler.settled();
          return response;
        },
        (error) => {
          pending.delete(key);
          if (isSuperseded(error)) {
            // Never answered: the scheduler sends a newer request at once, and InstantSearch counts the
            // requests older than an answer it gets as done (algoliasearch-helper's query ids).
            scheduler.settled(true);
            return new Promise<never>(() => {});
          }
          scheduler.settled();
          throw error;
        },
      );
      pending.set(key, promise);
      return promise;
    },
  };
  const clearCache = () => {
    answers.clear();
    answered.clear();
    return options.client.clearCache?.();
  };
  client.clearCache = clearCache;
  const search = new InstantSearch({
    indexName: options.indexName,
    searchClient: client as never,
    insights: false,
    routing: false as never,
    stalledSearchDelay: 300,
  } as never) as unknown as {
    addWidgets(widgets: unknown[]): void;
    start(): void;
    dispose(): void;
    refresh(): void;
    on(event: string, cb: (payload: unknown) => void): void;
    status: Snapshot['status'];
    error: unknown;
  };
  let box: AnyState = {};
  let hits: AnyState = {};
  const lists = new Map<string, AnyState>();
  let lastSend: ((query: string) => void) | null = null;
  let current: Snapshot = EMPTY;
  /** What the visitor has typed (sent or held back), and when (the keystroke, not when the engine got it). */
  let typed = '';
  let typedAt = 0;

  const noop = () => {};
  search.addWidgets([
    connectConfigure(noop)({
      searchParameters: { hitsPerPage: options.hitsPerPage, highlightPreTag: PRE, highlightPostTag: POST, ...options.searchParameters },
    }),
    connectSearchBox((s: AnyState) => void (box = s))({
      queryHook: (query: string, send: (query: string) => void) => {
        typed = query;
        scheduler.schedule(
          query,
          (scheduled) => {
            lastSend = send;
            send(scheduled);
            options.onSearch?.(scheduled);
          },
          answered.has(query),
          typedAt,
        );
        // The visitor typed on while a request is out: the client may drop it for this newer query.
        if (options.supersede && scheduler.holding()) options.supersede();
      },
    }),
    connectInfiniteHits((s: AnyState) => void (hits = s))({ escapeHTML: false }),
    ...options.facets.map((attribute) => connectRefinementList((s: AnyState) => void lists.set(attribute, s))({ attribute, limit: 8, operator: 'or' })),
  ]);

  function build(): Snapshot {
    const results = hits.results as { query?: string; nbHits?: number; processingTimeMS?: number } | null | undefined;
    return {
      status: search.status,
      error: search.status === 'error' ? search.error : null,
      query: results?.query ?? '',
      hits: ((hits.items as Hit[] | undefined) ?? []).slice(),
      nbHits: results?.nbHits ?? 0,
      processingTimeMS: results?.processingTimeMS ?? 0,
      isLastPage: (hits.isLastPage as boolean | undefined) ?? true,
      facets: options.facets.map((attribute) => ({
        attribute,
        items: ((lists.get(attribute)?.items as FacetItem[] | undefined) ?? []).map(({ value, label, count, isRefined }) => ({
          value,
          label,
          count,
          isRefined,
        })),
      })),
    };
  }

  // An answer for a query the visitor has left (typed "pag", then changed it to "pat") is stale: it is not
  // shown, the results shown stay until the current query's answer. An answer for a query they are still
  // typing toward ("pag" while the box says "pagi") is shown — it is the freshest there is.
  const stale = (answered: string) => !!typed.trim() && !typed.toLowerCase().startsWith(answered.toLowerCase());
  search.on('render', () => {
    if (disposed) return;
    const next = build();
    current = next.status !== 'error' && next.query && stale(next.query) ? { ...current, status: next.status } : next;
    options.onChange(current);
  });
  search.on('error', (error) => {
    if (disposed) return;
    options.onError((error as { error?: unknown })?.error ?? error);
  });
  search.start();

  return {
    refine: (query, at = performance.now()) => {
      typedAt = at;
      (box.refine as ((query: string) => void) | undefined)?.(query);
    },
    showMore: () => (hits.showMore as (() => void) | undefined)?.(),
    toggleFacet: (attribute, value) => {
      answered.clear();
      (lists.get(attribute)?.refine as ((value: string) => void) | undefined)?.(value);
    },
    // On an error InstantSearch restores the last *valid* parameters (the query before the failing one),
    // so a retry re-sends the visitor's query rather than refreshing the restored state.
    retry: (query) => {
      if (lastSend && query.trim()) {
        clearCache();
        lastSend(query);
      } else search.refresh();
    },
    snapshot: () => current,
    dispose() {
      disposed = true;
      scheduler.cancel();
      search.dispose();
    },
  };
}
