// How the relevance benchmark scores what a visitor was shown (bench/relevance.bench.mjs; tested in
// test/relevance-queries.test.ts).

/** A page path as compared: no leading slash, decoded, `index.html` dropped (`a/index.html` = `a/`). */
export const pageKey = (p) => {
  let s = p.replace(/^\/+/, '');
  try {
    s = decodeURIComponent(s);
  } catch {
    /* keep it as written */
  }
  return s.replace(/(^|\/)index\.html$/, '$1');
};
/** Page hit@1, hit@5, reciprocal rank (5 pages) and section hit (null when no section is judged) of one answer. */
export function score(query, shown) {
  const pages = new Set(query.pages.map(pageKey));
  const sections = new Set(
    query.sections.map((s) => {
      const [p, a] = s.split('#');
      return `${pageKey(p)}#${a}`;
    }),
  );
  const order = [];
  for (const l of shown) if (!order.includes(l.page)) order.push(l.page);
  const top = order.slice(0, 5);
  const rank = top.findIndex((p) => pages.has(p));
  const inTop = shown.filter((l) => top.includes(l.page));
  return {
    hit1: rank === 0 ? 1 : 0,
    hit5: rank >= 0 ? 1 : 0,
    rr: rank >= 0 ? 1 / (rank + 1) : 0,
    section: sections.size ? (inTop.some((l) => l.anchor && sections.has(`${l.page}#${l.anchor}`)) ? 1 : 0) : null,
    top,
  };
}
