// `tiny-case` for the standalone scripts: yup imports camelCase and snakeCase for its object key
// transforms (`object().camelCase()`, `.snakeCase()`, `.constantCase()`), which Inlay never calls but
// which stay in the bundle with yup's class. The same results for ordinary keys from a short Unicode
// regex instead of tiny-case's ~3 KB one (~0.7 KB gzip saved).
const words = (s: string): string[] => s.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? [];
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
export const camelCase = (s: string): string =>
  words(s)
    .map((w, i) => (i ? cap(w) : w.toLowerCase()))
    .join('');
export const snakeCase = (s: string): string => words(s).join('_').toLowerCase();
