// @ts-check
/** Node only (`inlay index`): the browser's tokenizer (src/widgets/search), kept identical (chunks.test.ts). */
const NOT_ASCII = /[\u0080-\uffff]/;
/** @param {string} term */
export const normalize = (term) => (!NOT_ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase());
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** @type {Intl.Segmenter | null} */
let segmenter = null;
/** @param {string} text @returns {string[]} */
export function tokenize(text) {
  if (!NO_SPACES.test(text)) return text.match(WORD) ?? [];
  const out = [];
  for (const m of text.matchAll(WORD)) {
    if (!NO_SPACES.test(m[0])) out.push(m[0]);
    else for (const s of (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(m[0])) if (s.isWordLike !== false) out.push(s.segment);
  }
  return out;
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
