/**
 * The worker side of local mode: this script, started as a dedicated worker by WorkerSearchClient
 * (worker-client.ts, the page side), serves one local index over postMessage.
 */
import type { LocalClientOptions } from '../local/local-client';
import { IndexClient } from './index-client';

/** A message to the page: the answer to call `id`, or (id 0) the indexing progress. */
export interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string };
  progress?: number;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; op: string; args: never }>) => void) | null;
  postMessage(reply: Reply): void;
}

/** The worker side: this script, started as a dedicated worker, serves one local index. */
export function serveIndex(scope: WorkerScope): void {
  let client: IndexClient | null = null;
  scope.onmessage = async ({ data: { id, op, args } }) => {
    if (op === 'supersede') return void client?.supersede();
    try {
      let result: unknown;
      if (op === 'load') {
        const options = args as LocalClientOptions;
        // No page to keep responsive here: long slices, progress reported every 100 ms.
        // An index folder's chunked language is searched per query (chunked-client.ts), else loaded whole.
        const created = (client = new IndexClient({ ...options, sliceMs: 50 }));
        const timer = setInterval(() => scope.postMessage({ id: 0, progress: created.progress }), 100);
        try {
          await created.load();
        } finally {
          clearInterval(timer);
        }
        result = { count: created.records.length, lang: created.lang };
      } else if (!client) {
        throw new Error('The index is not loaded.');
      } else if (op === 'search') {
        result = await client.search(args);
      } else {
        result = await client.searchForFacetValues(args);
      }
      scope.postMessage({ id, result });
    } catch (error) {
      scope.postMessage({ id, error: { message: (error as Error)?.message ?? String(error), code: (error as { code?: string })?.code } });
    }
  };
}

/** True when this script runs as a dedicated worker (started by WorkerSearchClient). */
export const inWorker = (): boolean => typeof document === 'undefined' && typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';
