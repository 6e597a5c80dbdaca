/**
 * Lets the tasks already queued run first — a worker message such as supersede() — then resumes. Not
 * yieldToEventLoop(): scheduler.yield() resumes *before* queued tasks, which is what a page wants for
 * input and paint but not here.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Lets the page handle input and paint: scheduler.yield() where there is one, else a MessageChannel message (or a timeout). */
export const yieldToEventLoop = (): Promise<void> => {
  const scheduler = (globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(null);
  });
};
