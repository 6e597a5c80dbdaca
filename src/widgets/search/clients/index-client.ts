/**
 * The local client for an `inlay index` folder (`index="/_inlay/"`): a language written as chunks is
 * searched by ChunkedSearchClient (per-query fetches), one written as a single records file by
 * LocalSearchClient (loaded and indexed whole). Same interface as LocalSearchClient, so the worker and
 * the main-thread fallback use either without knowing which.
 */
import { ChunkedSearchClient } from '../chunked/chunked-client';
import type { SearchRequest } from '../algolia/algolia-params';
import { loadOnce } from './load-once';
import { LocalSearchClient, type LocalClientOptions } from '../local/local-client';
import type { LoadedIndex } from '../search-client';

export class IndexClient implements LoadedIndex {
  lang: string | null = null;
  private inner: LocalSearchClient | ChunkedSearchClient | null = null;

  constructor(private readonly options: LocalClientOptions) {}

  get ready(): boolean {
    return !!this.inner?.ready;
  }
  get progress(): number {
    return this.inner?.progress ?? 0;
  }
  get records(): { length: number } {
    return this.inner?.records ?? { length: 0 };
  }
  /** True when the loaded index is chunked (fetched per query). */
  get chunked(): boolean {
    return this.inner instanceof ChunkedSearchClient;
  }

  /** Starts the index once; a failed start is retried on the next call. */
  readonly load = loadOnce(() => this.open());

  private async open(): Promise<void> {
    const { index, lang, fetch } = this.options;
    if (index && !(this.inner instanceof LocalSearchClient)) {
      const chunked = (this.inner as ChunkedSearchClient | null) ?? new ChunkedSearchClient({ index, lang, fetch });
      try {
        await chunked.load();
        this.inner = chunked;
        this.lang = chunked.language;
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'unsplit') throw error;
      }
    }
    const local = (this.inner as LocalSearchClient | null) ?? new LocalSearchClient(this.options);
    this.inner = local;
    await local.load();
    this.lang = (local as unknown as { lang?: string | null }).lang ?? null;
  }

  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    await this.load();
    return this.inner!.search(requests);
  }

  async searchForFacetValues(requests: { indexName: string; params: Record<string, unknown> }[]) {
    await this.load();
    return this.inner!.searchForFacetValues(requests as never);
  }

  /** Searches in flight on a chunked index stop at their next step (code `superseded`); a whole index answers at once anyway. */
  supersede(): void {
    if (this.inner instanceof ChunkedSearchClient) this.inner.supersede();
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }
}
