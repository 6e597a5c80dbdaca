/**
 * Node only (`inlay index`): the young generation (MB) of the command's worker threads, the indexer
 * (index-worker.ts) and the index writers (chunk-workers.ts). Their garbage is short-lived, and V8 keeps
 * a young generation it has grown, garbage included, for the thread's life. 8 MB kept two writers' peak
 * low (100k sections: 305 → 236 MB) and the indexer's (243–253 → 231–239 MB), at no measurable cost in time.
 */
export const YOUNG_GENERATION_MB = 8;
