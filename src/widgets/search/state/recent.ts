/** Recent searches: a short list per index in this browser's localStorage (never throws). */
const MAX = 6;
const keyFor = (scope: string) => `inlay-search:recent:${scope}`;

export function readRecent(scope: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyFor(scope)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function addRecent(scope: string, query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecent(scope);
  const list = [trimmed, ...readRecent(scope).filter((x) => x.toLowerCase() !== trimmed.toLowerCase())].slice(0, MAX);
  try {
    localStorage.setItem(keyFor(scope), JSON.stringify(list));
  } catch {
    /* storage full or blocked: keep it for this page view only */
  }
  return list;
}

export function clearRecent(scope: string): void {
  try {
    localStorage.removeItem(keyFor(scope));
  } catch {
    /* ignore */
  }
}
