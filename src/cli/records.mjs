// @ts-check
/**
 * Node only (`inlay index`): reading section records — the browser's tokenizer (src/widgets/search),
 * kept identical (chunks.test.ts) — and packing them for fragments.
 */
const NOT_ASCII = /[\u0080-\uffff]/;
/** @param {string} term */
export const normalize = (term) => (!NOT_ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase());
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** @type {Intl.Segmenter | null} */
let segmenter = null;
const COMPOUND = /_*[\p{L}\p{N}]+(?:(?:_+|\.|::)[\p{L}\p{N}]+)*_*/gu;
const HAS_COMPOUND = /[\p{L}\p{N}](?:[._]|::)[\p{L}\p{N}_]|_[\p{L}\p{N}]/u;
const JOINER = /[._]|::/;
/** Identifiers as typed (`__init__`, `lru_cache`, `os.path.join`, `std::vec`), besides their parts. @param {string} text */
function compoundsOf(text) {
  if (!HAS_COMPOUND.test(text)) return [];
  const out = [];
  for (const m of text.matchAll(COMPOUND)) {
    const c = m[0];
    if (!JOINER.test(c) || NO_SPACES.test(c)) continue;
    // Every run of two or more dotted parts (up to 6), and every part joined by `_` (text.ts compoundsOf()).
    const parts = c.split(/(\.|::)/).slice(0, 11);
    for (let a = 0; a < parts.length; a += 2) {
      let s = parts[a];
      if (s.includes('_') && s !== c) out.push(s);
      for (let b = a + 2; b < parts.length; b += 2) out.push((s += parts[b - 1] + parts[b]));
    }
    if (parts.length === 1) out.push(c);
  }
  return out;
}
/** @param {string} text @returns {string[]} */
export function tokenize(text) {
  /** @type {string[]} */
  let out;
  if (!NO_SPACES.test(text)) out = text.match(WORD) ?? [];
  else {
    out = [];
    for (const m of text.matchAll(WORD)) {
      if (!NO_SPACES.test(m[0])) out.push(m[0]);
      else for (const s of (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(m[0])) if (s.isWordLike !== false) out.push(s.segment);
    }
  }
  const compounds = compoundsOf(text);
  return compounds.length ? out.concat(compounds) : out;
}

/** A record's value at `path` (`hierarchy.lvl1`, or a key holding dots). @param {unknown} record @param {string} path @returns {unknown} */
export function getPath(record, path) {
  if (record && typeof record === 'object' && path in record) return /** @type {any} */ (record)[path];
  /** @type {any} */
  let v = record;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = v[key];
  }
  return v;
}
/** The searchable text of a value (arrays joined, objects ignored). @param {unknown} value @returns {string} */
export function textOf(value) {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (typeof value === 'object') return '';
  return String(value);
}

/** `page#anchor` → the anchor as written by the extractor (decoded), else null. @param {string} url */
function anchorOf(url) {
  const at = url.indexOf('#');
  if (at < 0) return null;
  try {
    return decodeURIComponent(url.slice(at + 1));
  } catch {
    return undefined;
  }
}
/**
 * A section record as stored in a fragment: the fields the reader rebuilds from the others
 * (chunk-format.ts unpackRecord) are left out — objectID (= url), page (url before #), anchor, lang (the
 * folder's), hierarchy (title, heading by level). 14 % fewer bytes a fragment. @param {Record<string, any>} r @param {string} lang
 */
export function packRecord(r, lang) {
  if (typeof r.url !== 'string') return r;
  const out = { ...r };
  const h = r.hierarchy;
  if (r.objectID === r.url) delete out.objectID;
  if (r.page === r.url.split('#')[0]) delete out.page;
  if (r.anchor === anchorOf(r.url)) delete out.anchor;
  if (r.lang === lang) delete out.lang;
  if (h && Object.keys(h).length === 3 && h.lvl0 === r.title && h.lvl1 === (r.level === 1 ? r.heading : null) && h.lvl2 === (r.level === 2 ? r.heading : null)) delete out.hierarchy;
  return out;
}
