/**
 * Dev-only diagnostics. Every call site is wrapped in `if (__DEV__)` so the standalone
 * scripts (built with __DEV__ = false) drop both the message and the call.
 */
const seen = new Set<string>();

/** Logs a warning once per distinct message, prefixed with the tag it concerns. */
export function devWarn(tag: string, message: string): void {
  const text = `[Inlay] <${tag}>: ${message}`;
  if (seen.has(text)) return;
  seen.add(text);
  console.warn(text);
}

/** Test hook: forget which warnings were already printed. */
export function resetDevWarnings(): void {
  seen.clear();
}
