/**
 * Runs `task` once the page is idle (requestIdleCallback, at most 2 s later; 1 s later where there is
 * none). Returns the cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}
