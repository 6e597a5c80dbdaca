import { PRE, POST } from '../search-client';
import { getPath, textOf } from '../format/text';

/**
 * Splits a highlighted value on our markers into text and <mark> nodes — never parsed as HTML — and
 * shows at most `max` characters: a record (or a server) may hold one 64 KB word, whose line
 * breaking would freeze the page for seconds; a result only needs its first lines.
 */
export function Highlighted({ value, max = 300 }: { value: string; max?: number }) {
  const chunks = value.split(PRE);
  const out: (string | JSX.Element)[] = [];
  let left = max;
  const take = (text: string) => {
    if (text.length <= left) return ((left -= text.length), text);
    const cut = `${text.slice(0, Math.max(0, left))}…`;
    left = -1;
    return cut;
  };
  for (let i = 0; i < chunks.length && left >= 0; i++) {
    const chunk = chunks[i]!;
    if (i === 0) {
      if (chunk) out.push(take(chunk.split(POST).join('')));
      continue;
    }
    const at = chunk.indexOf(POST);
    const marked = at < 0 ? chunk : chunk.slice(0, at);
    const rest =
      at < 0
        ? ''
        : chunk
            .slice(at + POST.length)
            .split(POST)
            .join('');
    if (marked)
      out.push(
        <mark part="mark" key={i}>
          {take(marked)}
        </mark>,
      );
    if (rest && left >= 0) out.push(take(rest));
  }
  return <>{out}</>;
}

/** The highlight/snippet value of `attr` in an Algolia-shaped hit (arrays joined), or null. */
export function highlightOf(hit: Record<string, unknown>, key: '_highlightResult' | '_snippetResult', attr: string): string | null {
  const found = getPath(hit[key], attr);
  if (!found) return null;
  if (Array.isArray(found))
    return (
      found
        .map((x) => textOf((x as { value?: unknown })?.value))
        .filter(Boolean)
        .join(', ') || null
    );
  const value = (found as { value?: unknown }).value;
  return typeof value === 'string' ? value : null;
}
