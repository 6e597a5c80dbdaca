/**
 * Node only (`inlay index`): the whole run (indexSite) in one worker thread with a small young
 * generation, while this thread only draws the progress and writes the warnings.
 * Why: the thread that folds the pages allocates fast, so V8 grows its young generation, and keeps it
 * (garbage included) for the rest of the run, under the index writers' own heaps. A worker's young
 * generation is capped when it starts; a main thread's only by node's command line, which `npx inlay`
 * doesn't give. Measured on the 100k-section benchmark site, alternated with the build before (four
 * runs each): peak memory 231–239 MB against 243–253 MB, at the same build time (8.5–9.4 s).
 * Run from its TypeScript source (the unit tests), indexSite runs on this thread.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { IndexOptions, IndexSummary } from './index-site';
import { YOUNG_GENERATION_MB } from './threads';

type Data = Omit<IndexOptions, 'onProgress' | 'onWarn' | 'onNotice'>;
type Message =
  | { progress: [number, number, string] }
  | { warn: string }
  | { notice: string }
  | { done: IndexSummary }
  | { failed: { message: string; stack?: string; input: boolean } };

export function indexSiteInWorker(options: IndexOptions): Promise<IndexSummary> {
  // The indexer's modules load in the thread that indexes, not in this one (imported when needed).
  if (!import.meta.url.endsWith('.js')) return import('./index-site').then(({ indexSite }) => indexSite(options));
  const { onProgress, onWarn, onNotice, ...data } = options;
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { indexSite: data },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: Message) => {
      if ('progress' in message) onProgress?.(...message.progress);
      else if ('warn' in message) onWarn?.(message.warn);
      else if ('notice' in message) (onNotice ?? onWarn)?.(message.notice);
      else if ('done' in message) {
        settled = true;
        resolve(message.done);
      } else {
        settled = true;
        const { message: text, stack, input } = message.failed;
        // An InputError by its name (the class is the other thread's): main.ts prints its message alone.
        const error = new Error(text);
        if (input) error.name = 'InputError';
        else if (stack) error.stack = stack;
        reject(error);
      }
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => settled || reject(new Error(`the indexer stopped (exit code ${code})`)));
  });
}

const job = (workerData as { indexSite?: Data } | null)?.indexSite;
if (!isMainThread && parentPort && job) {
  const port = parentPort;
  const post = (message: Message): void => port.postMessage(message);
  let shown = -Infinity;
  const { indexSite, InputError } = await import('./index-site');
  indexSite({
    ...job,
    // At most one progress message a tenth of a second, and the last: each one is garbage in the other thread.
    onProgress: (done, total, file) => {
      const now = performance.now();
      if (done < total && now - shown < 100) return;
      shown = now;
      post({ progress: [done, total, file] });
    },
    onWarn: (message) => post({ warn: message }),
    onNotice: (message) => post({ notice: message }),
  }).then(
    (summary) => post({ done: summary }),
    (error: Error) => post({ failed: { message: error.message, stack: error.stack, input: error instanceof InputError } }),
  );
}
