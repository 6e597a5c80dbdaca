/**
 * Node only (`inlay index`): each chunked language written by writeChunks() in a worker thread, as
 * many at once as the machine has cores: a two-language site builds in about the time of one
 * language (issue 18 measures the build time against Pagefind's). Each worker reads its language's
 * spill file itself (src/cli/spill.ts), so no records cross threads.
 * The worker runs this module as built (dist/cli/chunk-workers.js); run from its TypeScript source (the
 * unit tests), the jobs run one after the other on this thread.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { writeChunks, type ChunkOptions, type ChunkResult } from './chunks';
import { readJsonLines } from './spill';
import { YOUNG_GENERATION_MB } from './threads';
import type { SearchRecord } from '../widgets/search/format/text';

export interface ChunkJob {
  file: string;
  out: string;
  dir: string;
  options: ChunkOptions;
}

const run = (j: ChunkJob): ChunkResult => writeChunks(readJsonLines<SearchRecord>(j.file), j.out, j.dir, j.options);

/** Runs the jobs, at most one per core at a time; results in the jobs' order. */
export async function writeChunksInWorkers(jobs: ChunkJob[]): Promise<ChunkResult[]> {
  if (jobs.length < 2 || availableParallelism() < 2 || !import.meta.url.endsWith('.js')) return jobs.map(run);
  const results: ChunkResult[] = new Array(jobs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: jobs[index], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code && reject(new Error(`the index writer for ${jobs[index]!.dir} stopped (exit code ${code})`)));
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, availableParallelism()) }, lane));
  return results;
}

if (!isMainThread && parentPort && (workerData as Partial<ChunkJob> | null)?.file) {
  const job: ChunkJob = workerData;
  parentPort.postMessage(run(job));
}
