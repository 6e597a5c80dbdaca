/**
 * `load` run once and its promise shared by every caller until it fails; after a failure the next
 * call runs `load` again (a retry button, or the next search, tries anew).
 */
export function loadOnce(load: () => Promise<void>): { (): Promise<void>; reset(): void } {
  let pending: Promise<void> | null = null;
  const once = () => {
    if (!pending) {
      const promise = (pending = load());
      promise.catch(() => {
        if (pending === promise) pending = null;
      });
    }
    return pending;
  };
  /** Forgets the load (succeeded or not): the next call runs it again. */
  once.reset = () => {
    pending = null;
  };
  return once;
}
