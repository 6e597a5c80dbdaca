/**
 * Local mode off the main thread. Building a MiniSearch index over 100k records allocates a few
 * hundred MB of small objects; however finely the work is sliced, the garbage collector's pauses
 * (scavenges of a young generation full of survivors, the final mark-compact) land on the thread
 * that allocates, as 50–600 ms tasks on a busy machine. So the index lives in a dedicated worker.
 *
 * The worker is this very script: the script entry (define.ts) reads its own URL when it runs
 * (`document.currentScript`) and hands it to the element, and the same file started as a worker
 * serves one index instead of defining elements (index-worker.ts: the worker side; this module is the
 * page side). One file, no blob: URL, so a strict CSP allows it (`worker-src` falls back to
 * `script-src 'self'`); under Trusted Types it goes through a policy named `inlay`. When a worker can't start (script on another origin, CSP, no Worker), the same
 * LocalSearchClient runs on the main thread in time slices, as before.
 */
import { shared } from '../../../core/host/global';
import type { SearchRequest } from '../algolia/algolia-params';
import { loadOnce } from './load-once';
import type { LocalClientOptions } from '../local/local-client';
import { IndexClient } from './index-client';
import type { Reply } from './index-worker';
import { superseded, type LoadedIndex } from '../search-client';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** Script URLs this page's Inlay scripts may start as workers (the Trusted Types policy allows only these). */
const allowed = (): Set<string> => shared('workerScripts', () => new Set<string>());

function spawn(url: string): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    if (new URL(url, location.href).origin !== location.origin) return null; // a worker must be same-origin
    allowed().add(url);
    const tt = (globalThis as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    let src: unknown = url;
    if (tt?.createPolicy) {
      const policy = shared('ttPolicy', () => {
        try {
          return tt.createPolicy('inlay', {
            createScriptURL: (url) => {
              if (!allowed().has(url)) throw new TypeError(`Inlay starts only its own scripts as workers (not ${url}).`);
              return url;
            },
          });
        } catch {
          return null; // the page's trusted-types list has no "inlay": main thread
        }
      });
      if (!policy) return null;
      src = policy.createScriptURL(url);
    }
    return new Worker(src as string, { name: 'inlay-search-index' });
  } catch {
    return null;
  }
}

/** An InstantSearch searchClient answering from a LocalSearchClient in a worker (or, failing that, here). */
export class WorkerSearchClient implements LoadedIndex {
  /** Indexing progress 0..1. */
  progress = 0;
  ready = false;
  /** Index-folder mode: the language whose index was loaded. */
  lang: string | null = null;
  private worker: Worker | null = null;
  private local: IndexClient | null = null;
  private seq = 0;
  private waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  /** Bumped by dispose(): a load it interrupted must not fall back to the page. */
  private gen = 0;
  /** Bumped by supersede(): a search still waiting for the index is dropped before it is sent. */
  private superseded = 0;

  constructor(
    private readonly url: string,
    private readonly options: LocalClientOptions & { records: string },
  ) {}

  /** Starts the index once; a failed start is retried on the next call. */
  readonly load = loadOnce(() => this.start());

  private async start(): Promise<void> {
    if (!this.local) {
      const gen = this.gen;
      this.worker ??= this.open();
      if (this.worker) {
        try {
          // The worker resolves nothing against its own URL: absolute URLs only.
          const abs = (u: string) => new URL(u, document.baseURI).href;
          const { index, lang, searchFields } = this.options;
          const result = (await this.call('load', {
            records: index ? '' : abs(this.options.records),
            index: index ? abs(index.endsWith('/') ? index : `${index}/`) : undefined,
            lang,
            searchFields,
          })) as { lang: string | null };
          this.lang = result?.lang ?? null;
          this.ready = true;
          this.progress = 1;
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== 'worker' || gen !== this.gen) throw error;
          this.worker?.terminate(); // the worker could not run: build the index here instead
          this.worker = null;
        }
      }
      this.local = new IndexClient(this.options);
    }
    await this.local.load();
    this.lang = this.local.lang;
    this.ready = true;
    this.progress = 1;
  }

  private open(): Worker | null {
    const worker = spawn(this.url);
    if (!worker) return null;
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const { id, result, error, progress } = event.data;
      if (progress !== undefined) return void (this.progress = progress);
      const waiter = this.waiting.get(id);
      if (!waiter) return;
      this.waiting.delete(id);
      if (error) waiter.reject(Object.assign(new Error(error.message), { code: error.code }));
      else waiter.resolve(result);
    };
    // The script did not load or run as a worker (CSP, network): everything waiting falls back.
    worker.onerror = (event) => {
      event.preventDefault();
      // Started early (prepare()) and failed before any call: the next load() falls back without it.
      if (this.worker === worker) this.worker = null;
      worker.terminate();
      this.fail();
    };
    return worker;
  }

  private fail() {
    for (const waiter of this.waiting.values()) waiter.reject(Object.assign(new Error('The search index worker stopped.'), { code: 'worker' }));
    this.waiting.clear();
  }

  private call(op: string, args: unknown): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(Object.assign(new Error('No search index worker.'), { code: 'worker' }));
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
    });
  }

  /**
   * Starts the worker without loading anything (no index file is fetched): called when the page is idle,
   * so the first query does not wait for the worker's start (30–300 ms here).
   */
  prepare(): void {
    if (!this.local) this.worker ??= this.open();
  }

  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    const mine = this.superseded;
    await this.load();
    if (mine !== this.superseded) throw superseded();
    if (this.local) return this.local.search(requests);
    return this.call('search', JSON.parse(JSON.stringify(requests))) as Promise<{ results: unknown[] }>;
  }

  /** The searches in flight are no longer wanted: they stop at their next step (code `superseded`). */
  supersede(): void {
    this.superseded++;
    this.worker?.postMessage({ id: 0, op: 'supersede' });
    this.local?.supersede();
  }

  async searchForFacetValues(requests: { indexName: string; params: Record<string, unknown> }[]) {
    await this.load();
    if (this.local) return this.local.searchForFacetValues(requests);
    return this.call('facets', JSON.parse(JSON.stringify(requests)));
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** Stops the worker (the element left the page). */
  dispose(): void {
    this.gen++;
    this.worker?.terminate();
    this.worker = null;
    this.fail();
    if (!this.local) {
      this.load.reset(); // used again (a remount): the next load() starts a new worker
      this.ready = false;
    }
  }
}
