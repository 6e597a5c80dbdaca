// A seeded generated site for the search-at-scale benchmark and tests: pages of 10 sections (h2 with
// ids, some h3), two languages (en, de: German pseudo-words carry umlauts and ß), text drawn from a
// Zipf-like (1/rank) vocabulary whose size grows with the site like real text (Heaps' law), with the
// language's real stop words as the most frequent ranks. Same seed, same site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const STOP = {
  en: 'the of and to a in is that for it as with was on be by this are or from at an have not which but can all will their one there has more when if so what about its'.split(
    ' ',
  ),
  de: 'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei einer um am sind noch wie'.split(
    ' ',
  ),
};
const SYL = {
  en: 'ka lo mi ter sen ra vi nor del tan bri co pla ser gen mar tio lin dor fe sta qui ven ro bal dis cor pen tra mo ne li ga hu ble cre fan pro sim ver wal ex ab ul tem ric on sol ar ba ce de fi go ha jo ku la me ni po ru'.split(
    ' ',
  ),
  de: 'ber gen lich keit sch ung hei mö wä ter stra ür fel dorf kra bau mei ste zü ß an ver ge ein hof wald ber ling rei sen tag nacht spie gro klä öl ha be de fa ge hi ko lu ma no pa ra si to vo wi ze ru mo ne ka li do tu'.split(
    ' ',
  ),
};

/** The vocabulary word at a (1-based) frequency rank. */
export function word(lang, r) {
  const stop = STOP[lang];
  if (r <= stop.length) return stop[r - 1];
  const syl = SYL[lang];
  const S = syl.length;
  let n = r - stop.length - 1;
  // Mixed radix: rarer words have more syllables (k for the next S^k ranks), plus one for length.
  let k = 1;
  while (n >= S ** k) {
    n -= S ** k;
    k++;
  }
  let out = '';
  for (let i = 0; i < k; i++) out += syl[((Math.floor(n / S ** i) % S) * 7 + i * 13 + 5) % S];
  out += syl[(n * 31 + k) % S];
  return out;
}

const VMAX = 2_000_000;
/** Zipf-like ranks: P(rank > x) = x^-0.3 (about 35k distinct words in 0.4M tokens, 150k in 5M). */
const zipf = (rand) => Math.min(VMAX, Math.floor(Math.pow(1 - rand(), -1 / 0.3)));

const cap = (s) => s[0].toUpperCase() + s.slice(1);
function sentence(lang, rand, min, max) {
  const n = min + Math.floor(rand() * (max - min + 1));
  const w = [];
  for (let i = 0; i < n; i++) w.push(word(lang, zipf(rand)));
  return cap(w.join(' '));
}

/**
 * The site: `sections` sections in pages of 10, half en and half de.
 * Returns pages: { lang, url, title, intro, sections: [{ id, level, heading, text }] }.
 */
export function generateSite(sections, seed = 42) {
  const rand = rng(seed);
  const pages = [];
  const nPages = Math.ceil(sections / 10);
  for (let p = 0; p < nPages; p++) {
    const lang = p % 2 ? 'de' : 'en';
    const secs = [];
    const count = Math.min(10, sections - p * 10);
    for (let s = 0; s < count; s++) {
      const level = s > 0 && rand() < 0.3 ? 3 : 2;
      const text = [];
      const paragraphs = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < paragraphs; k++) text.push(sentence(lang, rand, 12, 30) + '.');
      secs.push({ id: `s${s + 1}`, level, heading: sentence(lang, rand, 2, 5), text: text.join(' ') });
    }
    pages.push({ lang, url: `/${lang}/p${p}/`, title: sentence(lang, rand, 3, 6), intro: sentence(lang, rand, 8, 20) + '.', sections: secs });
  }
  return pages;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the site as static HTML (one index.html per page) under `dir`. */
export function writeSite(pages, dir) {
  for (const p of pages) {
    const folder = join(dir, p.url);
    mkdirSync(folder, { recursive: true });
    const body = p.sections.map((s) => `<h${s.level} id="${s.id}">${esc(s.heading)}</h${s.level}>\n<p>${esc(s.text)}</p>`).join('\n');
    writeFileSync(
      join(folder, 'index.html'),
      `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><title>${esc(p.title)}</title></head><body><nav><a href="/">Home</a></nav><main><h1>${esc(p.title)}</h1><p>${esc(p.intro)}</p>\n${body}\n</main><footer>Generated site</footer></body></html>\n`,
    );
  }
}

/**
 * Section records as `inlay index` makes them (issue 17's shape): the page's own first section (intro)
 * and one per heading with an id; hierarchy page title > h2 > h3.
 */
export function toRecords(pages) {
  const out = [];
  for (const p of pages) {
    out.push({
      objectID: `${p.url}`,
      url: p.url,
      anchor: '',
      language: p.lang,
      hierarchy: { lvl0: p.title, lvl1: null, lvl2: null },
      content: p.intro,
      type: 'content',
    });
    let h2 = null;
    for (const s of p.sections) {
      if (s.level === 2) h2 = s.heading;
      out.push({
        objectID: `${p.url}#${s.id}`,
        url: `${p.url}#${s.id}`,
        anchor: s.id,
        language: p.lang,
        hierarchy: { lvl0: p.title, lvl1: s.level === 2 ? s.heading : h2, lvl2: s.level === 3 ? s.heading : null },
        content: s.text,
        type: 'content',
      });
    }
  }
  return out;
}

/** The words of one text, lowercased (the benchmark's brute-force reference tokenizes the same way as the engines see words). */
export const wordsOf = (text) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[^\s\p{P}\p{S}]+/gu) ?? [];

/**
 * Fixed queries per kind, drawn from the site with a seed: exact (a content word of mid frequency),
 * prefix (its first 4–5 letters), typo (one substitution, insertion or deletion at a random position,
 * the first letter included, never another word of the site), two words (two content words of one
 * section), absent (a word of neither language).
 */
/** True when a and b are at most one insertion, deletion or substitution apart. */
export function within1(a, b) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function pickQueries(pages, perKind = 6, seed = 7) {
  const rand = rng(seed);
  const vocab = new Set();
  const df = new Map();
  for (const p of pages)
    for (const s of p.sections)
      for (const w of new Set(wordsOf(s.heading + ' ' + s.text))) {
        vocab.add(w);
        df.set(w, (df.get(w) ?? 0) + 1);
      }
  const stop = new Set([...STOP.en, ...STOP.de]);
  const sections = pages.flatMap((p) => p.sections.map((s) => ({ lang: p.lang, words: wordsOf(s.text) })));
  const content = (min) => {
    for (;;) {
      const s = sections[Math.floor(rand() * sections.length)];
      const w = s.words[Math.floor(rand() * s.words.length)];
      if (w && w.length >= min && !stop.has(w) && df.get(w) >= 2) return w;
    }
  };
  const letters = 'abcdefghiklmnoprstuvw';
  const out = { exact: [], prefix: [], typo: [], two: [], absent: [] };
  while (out.exact.length < perKind) out.exact.push(content(5));
  while (out.prefix.length < perKind) {
    const w = content(7);
    out.prefix.push(w.slice(0, 4 + (out.prefix.length % 2)));
  }
  while (out.typo.length < perKind) {
    const w = content(6);
    const chars = [...w];
    const at = out.typo.length % 3 === 0 ? 0 : Math.floor(rand() * chars.length);
    const kind = Math.floor(rand() * 3);
    const c = letters[Math.floor(rand() * letters.length)];
    if (kind === 0) {
      if (chars[at] === c) continue;
      chars[at] = c;
    } else if (kind === 1) chars.splice(at, 0, c);
    else chars.splice(at, 1);
    const t = chars.join('');
    // Unambiguous typos only: the intended word is the site's only word one edit away.
    if (!vocab.has(t) && t !== w && ![...vocab].some((v) => v !== w && within1(v, t))) out.typo.push({ query: t, intended: w });
  }
  while (out.two.length < perKind) {
    const s = sections[Math.floor(rand() * sections.length)];
    const ws = [...new Set(s.words.filter((w) => w.length >= 5 && !stop.has(w)))];
    if (ws.length < 2) continue;
    out.two.push(`${ws[0]} ${ws[ws.length - 1]}`);
  }
  const absent = ['zyxquavit', 'qorbblext', 'vvexquorn', 'plizzatch', 'jukkerwop', 'xandroque', 'ozzlefrip', 'quimbex'];
  while (out.absent.length < perKind) out.absent.push(absent[out.absent.length % absent.length]);
  return out;
}
