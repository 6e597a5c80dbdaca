/**
 * The local client for an `inlay index` folder (`index="/_inlay/"`): a language written as chunks is
 * searched by ChunkedSearchClient (per-query fetches), one written as a single records file by
 * LocalSearchClient (loaded and indexed whole). Same interface as LocalSearchClient, so the worker and
 * the main-thread fallback use either without knowing which.
 */
import { ChunkedSearchClient } from './chunked-client';
import { LocalSearchClient, type LocalClientOptions, type SearchRequest } from './local-client';

export type IndexClientOptions = LocalClientOptions & { index?: string; lang?: string };

export class IndexClient {
  lang: string | null = null;
  private inner: LocalSearchClient | ChunkedSearchClient | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly options: IndexClientOptions) {}

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

  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.open();
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async open(): Promise<void> {
    const { index, lang, fetch } = this.options;
    if (index && !(this.inner instanceof LocalSearchClient)) {
      const c = (this.inner as ChunkedSearchClient | null) ?? new ChunkedSearchClient({ index, lang, fetch });
      try {
        await c.load();
        this.inner = c;
        this.lang = c.language;
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== 'unsplit') throw e;
      }
    }
    const l = (this.inner as LocalSearchClient | null) ?? new LocalSearchClient(this.options);
    this.inner = l;
    await l.load();
    this.lang = (l as unknown as { lang?: string | null }).lang ?? null;
  }

  async search(requests: SearchRequest[] | { requests: SearchRequest[] }): Promise<{ results: unknown[] }> {
    await this.load();
    return this.inner!.search(requests);
  }

  async searchForFacetValues(requests: { indexName: string; params: Record<string, unknown> }[]) {
    await this.load();
    return this.inner!.searchForFacetValues(requests as never);
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }
}
