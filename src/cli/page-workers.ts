/**
 * Node only (`inlay index`): pages read, decoded and extracted (extractPage) in worker threads, one per
 * core, while the main thread folds their results in the files' order, so the index is the same byte for
 * byte as when one thread does it all. Extraction is most of the reading phase's time, and that phase ran
 * on one core while the other idled.
 * The workers run this module as built (dist/cli/page-workers.js); run from its TypeScript source (the unit
 * tests), on one core or for a small site, pages are extracted on this thread, read 16 ahead.
 */
import { readFile } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { extractPage, type PageResult } from './extract';
import { decode } from './pages';

export interface PageJob {
  file: string;
  url: string;
  defaultLang?: string;
  fileLang: string | null;
}
/** A page's extraction, or why its file could not be read. */
export type PageOutcome = { page: PageResult } | { error: string };

/** Fewer pages than this are extracted on this thread: starting workers would cost more than it saves. */
const WORKERS_FROM = 400;
/** Pages a worker is sent at a time, and how many such batches may wait ahead of the fold (memory). */
const BATCH = 32;
const AHEAD = 8;

/**
 * A page's bytes by fs.readFile (one stat and one read in libuv's thread pool), not fs/promises' readFile,
 * which reads through a FileHandle: open, fstat, read and close each a round trip back to the thread.
 */
const readPage = (file: string): Promise<Buffer> => new Promise((resolve, reject) => readFile(file, (error, data) => (error ? reject(error) : resolve(data))));

const extract = (job: PageJob, bytes: Buffer): PageOutcome => ({
  page: extractPage(decode(bytes), { url: job.url, defaultLang: job.defaultLang, fileLang: job.fileLang }),
});

async function extractAll(jobs: PageJob[]): Promise<PageOutcome[]> {
  const reads = jobs.map((job) => readPage(job.file));
  for (const reading of reads) reading.catch(() => {}); // awaited in order below
  const outcomes: PageOutcome[] = [];
  for (const [index, job] of jobs.entries()) {
    try {
      outcomes.push(extract(job, await reads[index]!));
    } catch (error) {
      outcomes.push({ error: (error as Error).message });
    }
  }
  return outcomes;
}

export interface PageReader {
  /** The outcome of jobs[index]; asked for in increasing order, each once. */
  at(index: number): Promise<PageOutcome>;
  close(): Promise<void>;
}

/** Reads and extracts the jobs (null: nothing to read at that index). */
export function readPages(jobs: (PageJob | null)[]): PageReader {
  const count = jobs.filter(Boolean).length;
  if (count < WORKERS_FROM || availableParallelism() < 2 || !import.meta.url.endsWith('.js')) return onThisThread(jobs);
  return inWorkers(jobs, availableParallelism());
}

function onThisThread(jobs: (PageJob | null)[]): PageReader {
  // Reads run ahead of parsing (16 in flight): a file system's latency, not the parser, was most of the time.
  const ahead = new Map<number, Promise<Buffer>>();
  const readAt = (index: number): void => {
    const job = jobs[index];
    if (!job || ahead.has(index)) return;
    const reading = readPage(job.file);
    reading.catch(() => {}); // awaited (and reported) in order
    ahead.set(index, reading);
  };
  for (let i = 0; i < 16; i++) readAt(i);
  return {
    async at(index) {
      readAt(index + 16);
      readAt(index);
      const reading = ahead.get(index)!;
      ahead.delete(index);
      try {
        return extract(jobs[index]!, await reading);
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    close: async () => {},
  };
}

function inWorkers(jobs: (PageJob | null)[], threads: number): PageReader {
  const starts: number[] = [];
  for (let start = 0; start < jobs.length; start += BATCH) starts.push(start);
  const outcomes = new Map<number, PageOutcome>();
  const waiting = new Map<number, (outcome: PageOutcome) => void>();
  let failure: Error | null = null;
  let nextBatch = 0;
  let folded = 0;
  // Two batches per worker in flight: one being extracted, the next already waiting in its queue.
  const free: Worker[] = [];
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { pageReader: true } });
    worker.on('message', ({ start, results }: { start: number; results: (PageOutcome | null)[] }) => {
      for (const [offset, outcome] of results.entries()) {
        if (!outcome) continue; // no job at that index: never asked for
        const index = start + offset;
        const resolve = waiting.get(index);
        if (resolve) {
          waiting.delete(index);
          resolve(outcome);
        } else outcomes.set(index, outcome);
      }
      free.push(worker);
      dispatch();
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => code && fail(new Error(`a page reader stopped (exit code ${code})`)));
    return worker;
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const resolve of waiting.values()) resolve({ error: failure.message });
    waiting.clear();
  };
  const dispatch = () => {
    // Only so far ahead of the fold: extracted pages wait in memory until folded.
    while (free.length && nextBatch < starts.length && starts[nextBatch]! < folded + AHEAD * BATCH * threads) {
      const start = starts[nextBatch++]!;
      const batch = jobs.slice(start, start + BATCH);
      free.shift()!.postMessage({ start, batch });
    }
  };
  free.push(...workers, ...workers);
  dispatch();
  return {
    at(index) {
      folded = index;
      dispatch();
      const outcome = outcomes.get(index);
      if (outcome) {
        outcomes.delete(index);
        return Promise.resolve(outcome);
      }
      if (failure) return Promise.resolve({ error: failure.message });
      return new Promise((resolve) => waiting.set(index, resolve));
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

if (!isMainThread && parentPort && (workerData as { pageReader?: boolean } | null)?.pageReader) {
  const port = parentPort;
  let queue = Promise.resolve();
  port.on('message', ({ start, batch }: { start: number; batch: (PageJob | null)[] }) => {
    queue = queue.then(async () => {
      const present = batch.filter((job): job is PageJob => job !== null);
      const extracted = await extractAll(present);
      let next = 0;
      const results = batch.map((job) => (job ? extracted[next++]! : null));
      port.postMessage({ start, results });
    });
  });
}
