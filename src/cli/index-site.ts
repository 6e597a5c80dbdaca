/**
 * `inlay index <site-dir>`: every .html file under a built site → `<site-dir>/_inlay/`.
 *
 * The folder format (version 1) — the element only ever gets the folder's URL (`index="/_inlay/"`)
 * and reads `index.json` first, so later formats (an index split into chunks, issue 18) can change
 * everything behind that entry file without touching a page:
 *
 *   _inlay/index.json                   {"inlay":1,"default":"en","languages":{"en":{"records":"records.en.<hash>.json",
 *                                        "pages":…,"sections":…,"bytes":…},…},"filters":{"version":{"2.0":12}},"fields":{…}}
 *   _inlay/records.<lang>.<hash>.json   one language's section records (content-hashed: cache forever)
 *
 * A reader must ignore keys it does not know; a format it can't read has `inlay` above the version it knows.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { RECORDS_FORMAT, FORMAT, fragmentBudget } from '../widgets/search/format/chunk-format';
import { Aggregates } from './aggregates';
import { writeChunksInWorkers } from './chunk-workers';
import { readPages } from './page-workers';
import { LISTING_WEIGHT, toAlgolia, type SectionRecord } from './extract';
import { InputError, langOfName, listPages, samePath, urlOf } from './pages';
import { spill, type Spill } from './spill';

export { InputError, langOfName, urlOf };

/** `--chunks auto`: a language whose records exceed this many bytes of text is written as chunks. */
export const CHUNK_ABOVE = 1_000_000;

const hash = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 10);
const safeLang = (l: string): string => l.replace(/[^a-z0-9-]/gi, '_');

export interface IndexOptions {
  site: string;
  out?: string;
  format?: 'inlay' | 'algolia';
  chunks?: 'auto' | 'always' | 'never';
  baseUrl?: string;
  defaultLang?: string;
  onProgress?: (done: number, total: number, file: string) => void;
  onWarn?: (message: string) => void;
  onNotice?: (message: string) => void;
}

export interface IndexSummary {
  pages: number;
  sections: number;
  languages: Record<string, { pages: number; sections: number }>;
  skipped: { file: string; reason: string }[];
  excluded: { file: string; reason: string }[];
  files: string[];
  bytes: number;
  seconds: number;
  out: string;
  /** Per indexed page, what its markup left out (characters per reason; permalinks: how many) and why it ranks as a listing. */
  leftOut: { file: string; parts: Record<string, number>; listing: string | null; releaseNotes?: string | null }[];
  /** Warnings about the whole run (most pages noindex, a base URL the pages' canonical URLs disagree with), also given to onWarn. */
  notices: string[];
}

export async function indexSite(options: IndexOptions): Promise<IndexSummary> {
  const work = mkdtempSync(join(tmpdir(), 'inlay-index-'));
  const byLang = new Map<string, Spill>();
  try {
    return await indexInto(options, work, byLang);
  } finally {
    for (const langSpill of byLang.values()) langSpill.close();
    rmSync(work, { recursive: true, force: true });
  }
}

async function indexInto(options: IndexOptions, work: string, byLang: Map<string, Spill>): Promise<IndexSummary> {
  const t0 = performance.now();
  const site = resolve(options.site);
  const info = await stat(site).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(error.code === 'ENOENT' ? `${options.site} does not exist` : `cannot read ${options.site}: ${error.message}`);
  });
  if (!info.isDirectory()) throw new InputError(`${options.site} is not a folder (give the folder of the built site, e.g. public/ or _site/)`);
  const out = resolve(options.out ?? join(site, '_inlay'));
  let base = options.baseUrl ?? '/';
  if (!base.endsWith('/')) base += '/';
  const files = await listPages(site, out);
  if (!files.length) throw new InputError(`no .html files under ${options.site} (run the indexer on the built site's output folder)`);
  // Every page's URL, for rel=canonical: a page whose canonical URL is another page of the site is a duplicate.
  const pageUrls = new Set(files.filter((f) => !f.startsWith('\0')).map((f) => samePath(urlOf(relative(site, f), base))));
  /** Per page with a canonical URL that ends with its own path: the prefix it adds (the base the site is served under). */
  const prefixes = new Map<string, number>();
  let canonicals = 0;
  const leftOut: IndexSummary['leftOut'] = [];
  const notices: string[] = [];
  const aggregates = new Aggregates();

  const skipped: IndexSummary['skipped'] = [];
  const excluded: IndexSummary['excluded'] = [];
  const filterCounts: Record<string, Record<string, number>> = {};
  let done = 0;
  const jobs = files.map((file) => {
    if (file.startsWith('\0')) return null;
    const rel = relative(site, file);
    return { file, rel, url: urlOf(rel, base), defaultLang: options.defaultLang, fileLang: langOfName(rel) };
  });
  const reader = readPages(jobs);
  try {
    for (const [index, file] of files.entries()) {
      if (file.startsWith('\0')) {
        const [, dir = '', reason = ''] = file.split('\0');
        skipped.push({ file: relative(site, dir) || '.', reason });
        options.onWarn?.(`skipped ${relative(site, dir)}/: ${reason}`);
        continue;
      }
      const { rel, url } = jobs[index]!;
      try {
        const outcome = await reader.at(index);
        if ('error' in outcome) throw new Error(outcome.error);
        const { page } = outcome;
        let duplicate: string | null = null;
        if (!('skip' in page) && page.canonical) {
          let path = '';
          try {
            path = samePath(new URL(page.canonical, `http://site${url}`).pathname);
          } catch {
            /* not a URL: ignored */
          }
          const own = samePath(url);
          const rest = samePath(urlOf(rel, '/'));
          if (path) {
            canonicals++;
            if (path === own) prefixes.set(base, (prefixes.get(base) ?? 0) + 1);
            else if (path.endsWith(rest)) {
              // The same page, under another base: counted, so a wrong --base-url is reported.
              const prefix = path.slice(0, path.length - rest.length + 1);
              prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
            } else {
              // Another page: this one is a duplicate when that page is in the site (under either base).
              const candidates = [path, ...[...prefixes.keys()].filter((x) => path.startsWith(x)).map((x) => base + path.slice(x.length))];
              duplicate = candidates.find((x) => x !== own && pageUrls.has(x)) ?? null;
            }
          }
        }
        if ('skip' in page) excluded.push({ file: rel, reason: page.skip });
        else if (duplicate) excluded.push({ file: rel, reason: `a duplicate of ${duplicate} (rel="canonical")` });
        else {
          if (Object.keys(page.leftOut).length || page.listing || page.releaseNotes)
            leftOut.push({ file: rel, parts: page.leftOut, listing: page.listing, releaseNotes: page.releaseNotes });
          for (const warning of page.warnings) options.onWarn?.(`${rel}: ${warning}`);
          let entry = byLang.get(page.lang);
          if (!entry) byLang.set(page.lang, (entry = spill(join(work, `${byLang.size}.jsonl`))));
          entry.pages++;
          entry.add(page.records);
          if (!page.listing) aggregates.add(page.records[0]?.page ?? url, page.records);
          for (const [key, values] of Object.entries(page.filters))
            for (const value of values) (filterCounts[key] ??= {})[value] = (filterCounts[key]![value] ?? 0) + 1;
        }
      } catch (error) {
        const reason = (error as Error).message;
        skipped.push({ file: rel, reason });
        options.onWarn?.(`skipped ${rel}: ${reason}`);
      }
      options.onProgress?.(++done, files.length, rel);
    }
  } finally {
    await reader.close();
  }

  const noindex = excluded.filter((x) => /noindex|none/.test(x.reason)).length;
  if (noindex >= 2 && noindex * 2 > files.length) {
    notices.push(
      `${noindex} of ${files.length} pages say noindex (<meta name="robots">) and were left out: is this a staging build? Index the production build, or remove the robots meta.`,
    );
  }
  if (canonicals >= 2) {
    const [prefix, count] = [...prefixes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (prefix && prefix !== base && count * 2 > canonicals) {
      notices.push(
        `${count} of ${canonicals} pages' rel="canonical" URLs say the site is served under ${prefix}, but links are written under ${base}: pass --base-url ${prefix}`,
      );
    }
  }
  for (const notice of notices) (options.onNotice ?? options.onWarn)?.(notice);
  // Pages made of other pages' sections rank like listings (their records are already written: the weight is applied as they are read back).
  const aggregated = aggregates.found();
  const pageWeights: Record<string, number> = Object.fromEntries([...aggregated].map((u) => [u, LISTING_WEIGHT]));
  for (const left of leftOut) if (aggregated.has(urlOf(left.file, base))) left.listing = "made of other pages' sections (an all-in-one page or an archive)";
  for (const aggregateUrl of aggregated)
    if (!leftOut.some((x) => urlOf(x.file, base) === aggregateUrl))
      leftOut.push({ file: aggregateUrl, parts: {}, listing: "made of other pages' sections (an all-in-one page or an archive)" });
  const reweigh = (record: SectionRecord): SectionRecord => {
    const factor = pageWeights[record.page];
    if (factor) record.weight = (record.weight ?? 1) * factor;
    return record;
  };

  try {
    await mkdir(out, { recursive: true });
  } catch (error) {
    throw new InputError(`cannot write ${out}: ${(error as Error).message}`);
  }
  const written: string[] = [];
  let bytes = 0;
  const put = async (name: string, text: string): Promise<void> => {
    try {
      await writeFile(join(out, name), text);
    } catch (error) {
      throw new InputError(`cannot write ${join(out, name)}: ${(error as Error).message}`);
    }
    written.push(name);
    bytes += Buffer.byteLength(text);
  };
  const langs = [...byLang.keys()].sort();
  if (options.format === 'algolia') {
    await put('algolia-records.json', JSON.stringify(langs.flatMap((l) => Array.from(byLang.get(l)?.records() ?? [], (r) => toAlgolia(reweigh(r))))));
  } else {
    const languages: Record<string, Record<string, unknown>> = {};
    const search = ['heading', 'title', 'content'];
    // A large language is split into chunks fetched per query (issue 18, chunks.ts), written in
    // worker threads side by side; a small one stays one records file, loaded whole on first use.
    const isChunked = (e: Spill): boolean => options.chunks === 'always' || (options.chunks !== 'never' && e.size > CHUNK_ABOVE);
    const chunkedLangs = langs.filter((lang) => {
      const langSpill = byLang.get(lang);
      return langSpill && isChunked(langSpill);
    });
    const results = await writeChunksInWorkers(
      chunkedLangs.map((lang) => {
        const langSpill = byLang.get(lang)!;
        langSpill.close();
        const fragmentBytes = fragmentBudget(langSpill.sections);
        return {
          file: langSpill.file,
          out,
          dir: safeLang(lang),
          options: { fields: search, filterKeys: Object.keys(filterCounts), lang: lang, pageWeights, fragmentBytes },
        };
      }),
    );
    for (const lang of langs) {
      const entry = byLang.get(lang);
      if (!entry) continue;
      const chunkResult = results[chunkedLangs.indexOf(lang)];
      if (chunkResult) {
        written.push(...chunkResult.files);
        bytes += chunkResult.bytes;
        languages[lang] = { chunks: chunkResult.entry, pages: entry.pages, sections: entry.sections, bytes: chunkResult.bytes };
        continue;
      }
      await rm(join(out, safeLang(lang)), { recursive: true, force: true });
      const text = JSON.stringify(Array.from(entry.records(), reweigh));
      const name = `records.${safeLang(lang)}.${hash(text)}.json`;
      await put(name, text);
      languages[lang] = { records: name, pages: entry.pages, sections: entry.sections, bytes: Buffer.byteLength(text) };
    }
    // The default language: the one with the most pages.
    const main = langs.slice().sort((a, b) => (byLang.get(b)?.pages ?? 0) - (byLang.get(a)?.pages ?? 0))[0] ?? null;
    const chunked = Object.values(languages).some((x) => x.chunks);
    const entry = {
      inlay: chunked ? FORMAT : RECORDS_FORMAT,
      default: main,
      languages,
      filters: filterCounts,
      fields: { title: 'heading', page: 'title', url: 'url', snippet: 'content', search },
    };
    await put('index.json', JSON.stringify(entry, null, 1));
    // Records files of an earlier run (other hashes) go: the folder holds one consistent index.
    for (const fileName of await readdir(out))
      if (/^records\..+\.json$/.test(fileName) && !written.includes(fileName)) await rm(join(out, fileName), { force: true });
  }
  const languages = Object.fromEntries(langs.map((l) => [l, { pages: byLang.get(l)?.pages ?? 0, sections: byLang.get(l)?.sections ?? 0 }]));
  return {
    pages: Object.values(languages).reduce((s, x) => s + x.pages, 0),
    sections: Object.values(languages).reduce((s, x) => s + x.sections, 0),
    languages,
    skipped,
    excluded,
    files: written,
    bytes,
    seconds: (performance.now() - t0) / 1000,
    out,
    leftOut,
    notices,
  };
}
