import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentService, useConsent } from '../../../core/consent';
import type { PropsOf } from '../../../core/spec';
import { forgetError } from '../../../core/report';
import { resolveUrl } from '../../../core/dom';
import { useLatest } from '../../../core/use-latest';
import { ConfigError, useWidget } from '../../../core/widget';
import { createAlgoliaClient, parseHost, redact } from '../clients/algolia-client';
import { createEngine, EMPTY, guardClient, type Engine, type SearchClientLike, type Snapshot } from './engine';
import { LocalSearchClient } from '../local/local-client';
import { IndexClient } from '../clients/index-client';
import { WorkerSearchClient, workerScript } from '../clients/worker-client';
import { addRecent, clearRecent, readRecent } from './recent';
import { whenIdle } from './idle';
import { parseScope, scopeClient } from './scope';
import type { spec } from '../spec';

const isLocal = (c: unknown): c is LocalSearchClient | WorkerSearchClient | IndexClient => c instanceof LocalSearchClient || c instanceof WorkerSearchClient || c instanceof IndexClient;

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
function describeError(e: unknown, p: SearchProps, source: Source): { code: string; message: string; offline: boolean } {
  const err = (e ?? {}) as { name?: string; status?: number; message?: string; code?: string };
  const clean = (s: string) => redact(s, p.apiKey);
  if (err.code === 'records') return { code: 'records', message: clean(err.message ?? 'records could not be loaded.'), offline: false };
  const where = source === 'algolia' ? `Algolia (app-id "${p.appId}")` : 'the search client';
  if (err.name === 'RetryError' || /unreachable hosts/i.test(err.message ?? '')) {
    return { code: 'network', message: `Could not reach ${where}: every host failed or timed out. Check app-id${p.host.length ? ', host' : ''}, the network and CORS.`, offline: true };
  }
  const status = err.status;
  if (status === 401 || status === 403) {
    return { code: 'invalid-key', message: `${where} rejected the credentials (HTTP ${status}): check app-id and api-key — use a search-only key that may search index "${p.indexName}". ${clean(err.message ?? '')}`.trim(), offline: false };
  }
  if (status === 404) return { code: 'index-not-found', message: `${where}: index "${p.indexName}" was not found (HTTP 404). Check index-name. ${clean(err.message ?? '')}`.trim(), offline: false };
  if (status === 429) return { code: 'rate-limited', message: `${where} is rate-limiting searches (HTTP 429).`, offline: false };
  if (typeof status === 'number') return { code: 'http', message: `${where} answered HTTP ${status}: ${clean(err.message ?? '')}`.trim(), offline: false };
  return { code: 'search', message: `Search failed: ${clean(err.message ?? String(e))}`, offline: false };
}

export function useSearch(p: SearchProps) {
  const { host, emit, reportError, lang } = useWidget();
  const reported = useRef<string | null>(null);
  const source: Source | null = p.searchClient ? 'custom' : p.records || p.index ? 'local' : p.appId || p.apiKey || p.indexName ? 'algolia' : null;
  if (!source) throw new ConfigError('Set index="/_inlay/" (the folder `npx inlay index <site-dir>` writes) or records="/path/to/records.json" (local mode, no account) or app-id, api-key and index-name (Algolia), or the searchClient property.');
  if (source === 'algolia') {
    const missing = (['app-id', 'api-key', 'index-name'] as const).filter((a) => !p[a === 'app-id' ? 'appId' : a === 'api-key' ? 'apiKey' : 'indexName']);
    if (missing.length) throw new ConfigError(`Algolia mode needs ${missing.join(', ')} (use a search-only API key).`);
  }
  if (p.searchClient && typeof (p.searchClient as { search?: unknown }).search !== 'function') throw new ConfigError('searchClient must have a search(requests) method (an InstantSearch-compatible client).');

  // Lists arrive as new arrays on every render: memos key on their text.
  const hostList = p.host.join('\n');
  const hosts = useMemo(() => (hostList ? hostList.split('\n') : []).map(parseHost), [hostList]);
  if (hosts.some((h) => !h)) throw new ConfigError(`host must be http(s) host names or URLs (got "${p.host.join(', ')}").`);

  const scopeFilters = useMemo(() => parseScope(p.filters), [p.filters]);
  if (!scopeFilters) throw new ConfigError(`filters must be key:value pairs, e.g. filters="version:2.0 lang:en" (got "${p.filters}").`);
  const localUrl = p.index || p.records;
  // Gated by default when the browser would contact another origin: Algolia (unless every host is a proxy
  // on this origin) under "algolia", a remote index/records URL under its host; consent="none" = no gate.
  const thirdParty = source === 'algolia' ? !hosts.length || hosts.some((h) => crossOrigin(`${h!.protocol}://${h!.url}`)) : source === 'local' && crossOrigin(localUrl);
  const service = consentService(p.consent, thirdParty ? (source === 'algolia' ? 'algolia' : resolveUrl(localUrl)!.host) : null);
  const consent = useConsent(service);

  const indexName = p.indexName || (source === 'local' ? 'local' : 'default');
  const scope = source === 'local' ? `local:${localUrl}${p.index ? `:${lang}` : ''}` : `${p.appId}:${indexName}`;
  // Index-folder records: the section heading first (boosted), the page title, the text.
  const fieldList = (p.searchFields.length ? p.searchFields : p.index ? ['heading', 'title', p.snippetField] : [p.titleField, p.snippetField]).join('\n');

  const client = useMemo<SearchClientLike>(() => {
    if (source === 'custom') return p.searchClient!;
    if (source === 'local') {
      const url = workerScript();
      const options = { records: p.records, index: p.index || undefined, lang, searchFields: fieldList.split('\n') };
      // Indexed in a worker (no GC pauses on the page) when this script can start itself as one.
      return (url ? new WorkerSearchClient(url, options) : p.index ? new IndexClient(options) : new LocalSearchClient(options)) as unknown as SearchClientLike;
    }
    return createAlgoliaClient(p.appId, p.apiKey, hosts as NonNullable<(typeof hosts)[number]>[]) as unknown as SearchClientLike;
  }, [source, p.searchClient, p.records, p.index, lang, fieldList, p.appId, p.apiKey, hosts]);
  const scoped = useMemo(() => scopeClient(client, scopeFilters), [client, scopeFilters]);

  const [started, setStarted] = useState(false);
  const [, setLoaded] = useState(0);
  const [snap, setSnap] = useState<Snapshot>(EMPTY);
  const [failure, setFailure] = useState<Failure>(null);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>(() => (p.recent ? readRecent(scope) : []));
  const engine = useRef<Engine | null>(null);
  const allowed = useLatest(consent.allowed);
  const props = useLatest(p);
  // Event callbacks of an engine made once per client: they report through the latest context.
  const widget = useLatest({ host, emit, reportError });
  const queryRef = useLatest(query);
  /** When the visitor typed the current query: an engine created after the key schedules from then. */
  const queryAt = useRef(0);

  useEffect(() => setRecent(p.recent ? readRecent(scope) : []), [scope, p.recent]);

  // Local mode: fetch + index on first interaction, not at page load.
  useEffect(() => {
    // Re-render once loaded: "preparing" (spinner, aria-busy) reads client.ready.
    if (started && consent.allowed && isLocal(client)) client.load().then(() => setLoaded((n) => n + 1), () => {});
  }, [started, consent.allowed, client]);
  useEffect(() => () => (client as { dispose?: () => void }).dispose?.(), [client]);
  // The worker starts when the page is idle (it fetches nothing until the visitor interacts).
  useEffect(() => {
    if (client instanceof WorkerSearchClient && consent.allowed) return whenIdle(() => client.prepare());
  }, [client, consent.allowed]);

  const facetList = p.facets.join('\n');
  // Section records group by page: more hits per request so a page of results shows several pages.
  const hitsPerPage = p.index ? Math.min(100, p.hitsPerPage * 3) : p.hitsPerPage;
  useEffect(() => {
    if (!started || !consent.allowed) return;
    let alive = true;
    const gate = () => alive && allowed.current;
    const e = createEngine({
      client: guardClient(scoped, gate),
      indexName,
      facets: facetList ? facetList.split('\n') : [],
      hitsPerPage,
      // Local queries cost no request: at most a frame of coalescing instead of the network's wait.
      ...(source === 'local' ? { scheduling: { interval: 50, everyKeys: 1, trailingMin: 16, trailingMax: 16 }, supersede: () => (client as unknown as { supersede?(): void }).supersede?.() } : {}),
      searchParameters: { attributesToSnippet: [`${p.snippetField}:24`], snippetEllipsisText: '…' },
      onChange: (s) => {
        if (!alive) return;
        setSnap(s);
        if (s.status !== 'error') {
          setFailure(null);
          // Recovered: the same problem, if it comes back, is reported again.
          if (reported.current && s.status === 'idle') forgetError(widget.current.host, reported.current);
          if (s.status === 'idle') reported.current = null;
        }
      },
      onSearch: (q) => {
        if (alive && q.trim()) widget.current.emit('inlay-search', { query: q });
      },
      onError: (err) => {
        if (!alive || (err as { code?: string })?.code === 'consent') return;
        const d = describeError(err, props.current, source);
        reported.current = d.code;
        widget.current.reportError(d.code, d.message);
        setFailure({ kind: d.offline ? 'offline' : 'error' });
      },
    });
    engine.current = e;
    if (queryRef.current) e.refine(queryRef.current, queryAt.current);
    return () => {
      alive = false;
      e.dispose();
      if (engine.current === e) engine.current = null;
      setSnap(EMPTY);
      setFailure(null);
    };
  }, [started, consent.allowed, client, scoped, indexName, facetList, hitsPerPage, p.snippetField, source, allowed, props, widget, queryRef]);

  const start = useCallback(() => {
    setStarted(true);
    // The index starts now, not after the render this causes: the first key often follows in the same task.
    if (allowed.current && isLocal(client)) client.load().catch(() => {});
  }, [allowed, client]);
  const refine = useCallback((q: string) => {
    // Set the ref now: an engine created before the next render must see this query, not the old one.
    queryRef.current = q;
    queryAt.current = performance.now();
    setQuery(q);
    start();
    engine.current?.refine(q, queryAt.current);
  }, [queryRef, start]);
  const retry = useCallback(() => {
    setFailure(null);
    engine.current?.retry(queryRef.current);
  }, [queryRef]);
  const remember = useCallback((q: string) => {
    if (props.current.recent) setRecent(addRecent(scope, q));
  }, [scope, props]);
  const forget = useCallback(() => {
    clearRecent(scope);
    setRecent([]);
  }, [scope]);

  const preparing = source === 'local' && started && !failure && !(client as unknown as LocalSearchClient).ready;
  return {
    source, consent, service, started, start, query, refine, snap, failure, retry, recent, remember, forget, preparing,
    /** Waiting for results: InstantSearch reports a slow search, or the local index is being prepared. */
    stalled: snap.status === 'stalled' || preparing,
    /** The results on show answer a typed query (not the recent searches). */
    showingHits: !!query.trim() && snap.query.trim() !== '',
    showMore: () => engine.current?.showMore(),
    toggleFacet: (a: string, v: string) => engine.current?.toggleFacet(a, v),
  };
}
