// Standalone scripts only (aliased in rollup.config.mjs): formik's `lodash-es/toPath` for getIn/setIn.
// The form's keys are plain (`k0`, `k1`…), but paths like `a.b[0]` and `a["b"]` still split as lodash does.
const cache = new Map<string, string[]>(); // formik splits the same few keys on every change, as lodash memoises

export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const key = String(value);
  const hit = cache.get(key);
  if (hit) return hit.slice();
  if (cache.size > 500) cache.clear();
  const out: string[] = [];
  String(value).replace(
    /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g,
    (match, num?: string, quote?: string, sub?: string) => {
      out.push(quote ? sub!.replace(/\\(\\)?/g, '$1') : (num ?? match));
      return '';
    },
  );
  if (key.charCodeAt(0) === 46) out.unshift('');
  cache.set(key, out);
  return out.slice();
}
