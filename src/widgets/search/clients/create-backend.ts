/**
 * The one place that knows the client classes: the state asks for a backend by source and gets the
 * SearchBackend interface (search-client.ts) back, whichever client answers.
 */
import type { LoadedIndex, SearchBackend, SearchClientLike } from '../search-client';
import { createAlgoliaClient, type AlgoliaHost } from './algolia-client';
import { IndexClient } from './index-client';
import { WorkerSearchClient } from './worker-client';

export type BackendOptions =
  | { source: 'custom'; client: SearchClientLike }
  | { source: 'algolia'; appId: string; apiKey: string; hosts: AlgoliaHost[] }
  | {
      source: 'local';
      records: string;
      /** An `inlay index` folder ('' = the records file). */
      index: string;
      lang: string;
      searchFields: string[];
      /** This script's URL, to start it as the index worker (null: the index is built on the page). */
      workerScript: string | null;
    };

export function createBackend(options: BackendOptions): SearchBackend {
  if (options.source === 'custom') return { client: options.client, index: null };
  if (options.source === 'algolia')
    return { client: createAlgoliaClient(options.appId, options.apiKey, options.hosts) as unknown as SearchClientLike, index: null };
  const { records, index, lang, searchFields, workerScript } = options;
  const settings = { records, index: index || undefined, lang, searchFields };
  // Indexed in a worker (no GC pauses on the page) when this script can start itself as one.
  const local: LoadedIndex = workerScript ? new WorkerSearchClient(workerScript, settings) : new IndexClient(settings);
  return { client: local as unknown as SearchClientLike, index: local };
}
