/**
 * The language to load from an index folder: the page's own (`de-AT` → `de-at`), else one with the same
 * primary subtag (`de` for `de-AT`, `pt-br` for `pt`), else the folder's default, else the first.
 */
export function pickLanguage(available: string[], want: string, fallback?: string | null): string | null {
  const wanted = want.toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    available.find((l) => l.toLowerCase() === wanted) ??
    available.find((l) => l.toLowerCase() === primary) ??
    available.find((l) => l.toLowerCase().split('-')[0] === primary) ??
    (fallback && available.includes(fallback) ? fallback : available[0]) ??
    null
  );
}
