import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentService, useConsent } from '../../../core/consent';
import type { PropsOf } from '../../../core/spec/spec';
import { forgetError } from '../../../core/host/report';
import { resolveUrl } from '../../../core/dom/url';
import { useLatest } from '../../../core/dom/use-latest';
import { ConfigError, useWidget } from '../../../core/element/widget';
import { parseHost, redact } from '../clients/algolia-client';
import { createBackend } from '../clients/create-backend';
import type { SearchBackend } from '../search-client';
import { createEngine, EMPTY, guardClient, type Engine, type Snapshot } from './engine';
import { addRecent, clearRecent, readRecent } from './recent';
import { whenIdle } from './idle';
import { parseScope, scopeClient } from './scope';
import type { spec } from '../spec';

/** The resolved props (src/widgets/search/spec.ts is their one declaration). */
export type SearchProps = PropsOf<typeof spec>;

export type Source = 'algolia' | 'local' | 'custom';

/** What the visitor sees when a search fails (the site owner gets the details via inlay-error). */
export type Failure = { kind: 'offline' | 'error' } | null;

function crossOrigin(url: string): boolean {
  const resolved = resolveUrl(url);
  return !!resolved && resolved.origin !== location.origin;
}

/** Turns a client error into a message a site owner can act on, never containing the API key. */
function describeError(error: unknown, props: SearchProps, source: Source): { code: string; message: string; offline: boolean } {
  const err = (error ?? {}) as { name?: string; status?: number; message?: string; code?: string };
  const clean = (s: string) => redact(s, props.apiKey);
  if (err.code === 'records') return { code: 'records', message: clean(err.message ?? 'records could not be loaded.'), offline: false };
  const where = source === 'algolia' ? `Algolia (app-id "${props.appId}")` : 'the search client';
  if (err.name === 'RetryError' || /unreachable hosts/i.test(err.message ?? '')) {
    return {
      code: 'network',
      message: `Could not reach ${where}: every host failed or timed out. Check app-id${props.host.length ? ', host' : ''}, the network and CORS.`,
      offline: true,
    };
  }
  const status = err.status;
  if (status === 401 || status === 403) {
    return {
      code: 'invalid-key',
      message:
        `${where} rejected the credentials (HTTP ${status}): check app-id and api-key — use a search-only key that may search index "${props.indexName}". ${clean(err.message ?? '')}`.trim(),
      offline: false,
    };
  }
  if (status === 404)
    return {
      code: 'index-not-found',
      message: `${where}: index "${props.indexName}" was not found (HTTP 404). Check index-name. ${clean(err.message ?? '')}`.trim(),
      offline: false,
    };
  if (status === 429) return { code: 'rate-limited', message: `${where} is rate-limiting searches (HTTP 429).`, offline: false };
  if (typeof status === 'number') return { code: 'http', message: `${where} answered HTTP ${status}: ${clean(err.message ?? '')}`.trim(), offline: false };
  return { code: 'search', message: `Search failed: ${clean(err.message ?? String(error))}`, offline: false };
}

/**
 * The search state the UI renders. `workerScript`: this script's URL, which the script entry reads
 * (document.currentScript) and passes down, to start it as the local index's worker (null: no worker).
 */
export function useSearch(props: SearchProps, workerScript: string | null) {
  const { host, emit, reportError, lang } = useWidget();
  const reported = useRef<string | null>(null);
  const source: Source | null = props.searchClient
    ? 'custom'
    : props.records || props.index
      ? 'local'
      : props.appId || props.apiKey || props.indexName
        ? 'algolia'
        : null;
  if (!source)
    throw new ConfigError(
      'Set index="/_inlay/" (the folder `npx inlay index <site-dir>` writes) or records="/path/to/records.json" (local mode, no account) or app-id, api-key and index-name (Algolia), or the searchClient property.',
    );
  if (source === 'algolia') {
    const missing = (['app-id', 'api-key', 'index-name'] as const).filter((a) => !props[a === 'app-id' ? 'appId' : a === 'api-key' ? 'apiKey' : 'indexName']);
    if (missing.length) throw new ConfigError(`Algolia mode needs ${missing.join(', ')} (use a search-only API key).`);
  }
  if (props.searchClient && typeof (props.searchClient as { search?: unknown }).search !== 'function')
    throw new ConfigError('searchClient must have a search(requests) method (an InstantSearch-compatible client).');

  // Lists arrive as new arrays on every render: memos key on their text.
  const hostList = props.host.join('\n');
  const hosts = useMemo(() => (hostList ? hostList.split('\n') : []).map(parseHost), [hostList]);
  if (hosts.some((h) => !h)) throw new ConfigError(`host must be http(s) host names or URLs (got "${props.host.join(', ')}").`);

  const scopeFilters = useMemo(() => parseScope(props.filters), [props.filters]);
  if (!scopeFilters) throw new ConfigError(`filters must be key:value pairs, e.g. filters="version:2.0 lang:en" (got "${props.filters}").`);
  const localUrl = props.index || props.records;
  // Gated by default when the browser would contact another origin: Algolia (unless every host is a proxy
  // on this origin) under "algolia", a remote index/records URL under its host; consent="none" = no gate.
  const thirdParty =
    source === 'algolia' ? !hosts.length || hosts.some((h) => crossOrigin(`${h!.protocol}://${h!.url}`)) : source === 'local' && crossOrigin(localUrl);
  const service = consentService(props.consent, thirdParty ? (source === 'algolia' ? 'algolia' : resolveUrl(localUrl)!.host) : null);
  const consent = useConsent(service);

  const indexName = props.indexName || (source === 'local' ? 'local' : 'default');
  const scope = source === 'local' ? `local:${localUrl}${props.index ? `:${lang}` : ''}` : `${props.appId}:${indexName}`;
  // Index-folder records: the section heading first (boosted), the page title, the text.
  const fieldList = (
    props.searchFields.length ? props.searchFields : props.index ? ['heading', 'title', props.snippetField] : [props.titleField, props.snippetField]
  ).join('\n');

  const { client, index } = useMemo<SearchBackend>(
    () =>
      createBackend(
        source === 'custom'
          ? { source, client: props.searchClient! }
          : source === 'local'
            ? { source, records: props.records, index: props.index, lang, searchFields: fieldList.split('\n'), workerScript }
            : { source, appId: props.appId, apiKey: props.apiKey, hosts: hosts as NonNullable<(typeof hosts)[number]>[] },
      ),
    [source, props.searchClient, props.records, props.index, lang, fieldList, workerScript, props.appId, props.apiKey, hosts],
  );
  const scoped = useMemo(() => scopeClient(client, scopeFilters), [client, scopeFilters]);

  const [started, setStarted] = useState(false);
  const [, setLoaded] = useState(0);
  const [snap, setSnap] = useState<Snapshot>(EMPTY);
  const [failure, setFailure] = useState<Failure>(null);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>(() => (props.recent ? readRecent(scope) : []));
  const engine = useRef<Engine | null>(null);
  const allowed = useLatest(consent.allowed);
  const latestProps = useLatest(props);
  // Event callbacks of an engine made once per client: they report through the latest context.
  const widget = useLatest({ host, emit, reportError });
  const queryRef = useLatest(query);
  /** When the visitor typed the current query: an engine created after the key schedules from then. */
  const queryAt = useRef(0);

  useEffect(() => setRecent(props.recent ? readRecent(scope) : []), [scope, props.recent]);

  // Local mode: fetch + index on first interaction, not at page load.
  useEffect(() => {
    // Re-render once loaded: "preparing" (spinner, aria-busy) reads client.ready.
    if (started && consent.allowed && index)
      index.load().then(
        () => setLoaded((n) => n + 1),
        () => {},
      );
  }, [started, consent.allowed, index]);
  useEffect(() => () => index?.dispose?.(), [index]);
  // The worker starts when the page is idle (it fetches nothing until the visitor interacts).
  useEffect(() => {
    if (index?.prepare && consent.allowed) return whenIdle(() => index.prepare!());
  }, [index, consent.allowed]);

  const facetList = props.facets.join('\n');
  // Section records group by page: more hits per request so a page of results shows several pages.
  const hitsPerPage = props.index ? Math.min(100, props.hitsPerPage * 3) : props.hitsPerPage;
  useEffect(() => {
    if (!started || !consent.allowed) return;
    let alive = true;
    const gate = () => alive && allowed.current;
    const searchEngine = createEngine({
      client: guardClient(scoped, gate),
      indexName,
      facets: facetList ? facetList.split('\n') : [],
      hitsPerPage,
      // Local queries cost no request: at most a frame of coalescing instead of the network's wait.
      ...(index ? { scheduling: { interval: 50, everyKeys: 1, trailingMin: 16, trailingMax: 16 }, supersede: () => index.supersede() } : {}),
      searchParameters: { attributesToSnippet: [`${props.snippetField}:24`], snippetEllipsisText: '…' },
      onChange: (snapshot) => {
        if (!alive) return;
        setSnap(snapshot);
        if (snapshot.status !== 'error') {
          setFailure(null);
          // Recovered: the same problem, if it comes back, is reported again.
          if (reported.current && snapshot.status === 'idle') forgetError(widget.current.host, reported.current);
          if (snapshot.status === 'idle') reported.current = null;
        }
      },
      onSearch: (query) => {
        if (alive && query.trim()) widget.current.emit('inlay-search', { query });
      },
      onError: (err) => {
        if (!alive || (err as { code?: string })?.code === 'consent') return;
        const details = describeError(err, latestProps.current, source);
        reported.current = details.code;
        widget.current.reportError(details.code, details.message);
        setFailure({ kind: details.offline ? 'offline' : 'error' });
      },
    });
    engine.current = searchEngine;
    if (queryRef.current) searchEngine.refine(queryRef.current, queryAt.current);
    return () => {
      alive = false;
      searchEngine.dispose();
      if (engine.current === searchEngine) engine.current = null;
      setSnap(EMPTY);
      setFailure(null);
    };
  }, [started, consent.allowed, index, scoped, indexName, facetList, hitsPerPage, props.snippetField, source, allowed, latestProps, widget, queryRef]);

  const start = useCallback(() => {
    setStarted(true);
    // The index starts now, not after the render this causes: the first key often follows in the same task.
    if (allowed.current && index) index.load().catch(() => {});
  }, [allowed, index]);
  const refine = useCallback(
    (query: string) => {
      // Set the ref now: an engine created before the next render must see this query, not the old one.
      queryRef.current = query;
      queryAt.current = performance.now();
      setQuery(query);
      start();
      engine.current?.refine(query, queryAt.current);
    },
    [queryRef, start],
  );
  const retry = useCallback(() => {
    setFailure(null);
    engine.current?.retry(queryRef.current);
  }, [queryRef]);
  const remember = useCallback(
    (query: string) => {
      if (latestProps.current.recent) setRecent(addRecent(scope, query));
    },
    [scope, latestProps],
  );
  const forget = useCallback(() => {
    clearRecent(scope);
    setRecent([]);
  }, [scope]);

  const preparing = !!index && started && !failure && !index.ready;
  return {
    source,
    consent,
    service,
    started,
    start,
    query,
    refine,
    snap,
    failure,
    retry,
    recent,
    remember,
    forget,
    preparing,
    /** Waiting for results: InstantSearch reports a slow search, or the local index is being prepared. */
    stalled: snap.status === 'stalled' || preparing,
    /** The results on show answer a typed query (not the recent searches). */
    showingHits: !!query.trim() && snap.query.trim() !== '',
    showMore: () => engine.current?.showMore(),
    toggleFacet: (a: string, v: string) => engine.current?.toggleFacet(a, v),
  };
}
