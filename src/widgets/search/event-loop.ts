/** Lets the page handle input and paint: scheduler.yield() where there is one, else a MessageChannel message (or a timeout). */
export const yieldToEventLoop = (): Promise<void> => {
  const s = (globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(null);
  });
};
