/** Node only (`inlay index`): a built site's pages as files — which files, their URLs, languages and text. */
import { readdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', '_inlay', '.git']);

/** A problem with the command's input or output (exit code 1, the message alone). */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/**
 * All .html/.htm files under `dir` (sorted, so the output is reproducible), skipping `exclude`. A folder
 * that can't be read is listed as `\0<folder>\0<reason>` (reported as a broken "page").
 */
export async function listPages(dir: string, exclude: string): Promise<string[]> {
  const out: string[] = [];
  const rec = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (folder === dir) throw new InputError(`cannot read ${folder}: ${(error as Error).message}`);
      out.push(`\0${folder}\0${(error as Error).message}`);
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.') && resolve(path) !== exclude) await rec(path);
      } else if (/\.html?$/i.test(entry.name) && (entry.isFile() || entry.isSymbolicLink())) out.push(path);
    }
  };
  await rec(dir);
  return out;
}

/** The page URL of a file: relative to the site root, `index.html` folded to its folder. */
export function urlOf(rel: string, base: string): string {
  const parts = rel.split(sep);
  if (/^index\.html?$/i.test(parts[parts.length - 1] ?? '')) parts[parts.length - 1] = '';
  return base + parts.map((p) => encodeURIComponent(p)).join('/');
}

/** Decodes a page: BOM, else `<meta charset>` in the first 1024 bytes, else UTF-8 (strict). */
export function decode(buf: Buffer): string {
  if (!buf.length) throw new Error('empty file');
  let label = 'utf-8';
  let start = 0;
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) start = 3;
  else if (buf[0] === 0xff && buf[1] === 0xfe) [label, start] = ['utf-16le', 2];
  else if (buf[0] === 0xfe && buf[1] === 0xff) [label, start] = ['utf-16be', 2];
  else {
    const head = buf.subarray(0, 1024).toString('latin1');
    const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head);
    if (match) label = match[1]!.toLowerCase();
  }
  if (label === 'utf-8' && buf.indexOf(0) >= 0) throw new Error(`binary data (a NUL byte at ${buf.indexOf(0)}), not HTML`);
  let decoder;
  try {
    decoder = new TextDecoder(label, { fatal: label === 'utf-8' || label === 'utf8' });
  } catch {
    throw new Error(`unknown charset "${label}"`);
  }
  try {
    return decoder.decode(buf.subarray(start));
  } catch {
    throw new Error("not valid UTF-8 text (declare the page's charset with <meta charset> if it is another encoding)");
  }
}

/** `ch02.ja.html`, `index.pt-br.html`, `about.zh_TW.html` (content negotiation's naming) → the language, else null. */
export const langOfName = (rel: string): string | null => /\.([a-z]{2}(?:[-_][a-z]{2}|[-_][a-z]{4})?)\.html?$/i.exec(rel)?.[1] ?? null;

/** A URL path compared with others: decoded, `index.html` folded to its folder. */
export function samePath(path: string): string {
  let current = path;
  try {
    current = decodeURI(path);
  } catch {
    /* kept as written */
  }
  return current.replace(/\/index\.html?$/i, '/');
}
