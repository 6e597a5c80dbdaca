/**
 * The `inlay` command line (Node only). `inlay index <site-dir>` — see index-site.ts and docs/search.md.
 * Exit codes: 0 done (pages that could not be read are reported and skipped); 1 unreadable input or
 * unwritable output (and, with --strict, any skipped page); 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { indexSiteInWorker } from './index-worker';

const USAGE = `Usage: inlay index <site-dir> [options]

Builds the search index of a built static site (every .html file under <site-dir>)
for <inlay-search index="/_inlay/">.

Options:
  --out <dir>          where to write the index (default: <site-dir>/_inlay)
  --format <f>         inlay (default) | algolia: one records file for an Algolia index
  --chunks <when>      auto (default: languages above ~1 MB of text) | always | never: split the
                       index into chunks fetched per query (large sites) instead of one records file
  --base-url <path>    URL path the site is served under (default: /)
  --lang <tag>         language of pages without <html lang> (default: und)
  --strict             exit 1 when a page had to be skipped
  --quiet              print nothing but errors and warnings about the whole run
  --explain            list, per page, what was left out and why (and the pages left out)
  -h, --help           this help
  -v, --version        the version`;

export interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const kb = (n: number): string => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`);

/** Runs `inlay <argv…>` (the arguments after `inlay`); resolves to the exit code. */
export async function main(argv: string[], io: { stdout?: Stream; stderr?: Stream; version?: string } = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        format: { type: 'string', default: 'inlay' },
        chunks: { type: 'string', default: 'auto' },
        'base-url': { type: 'string', default: '/' },
        lang: { type: 'string', default: 'und' },
        strict: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        explain: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    stderr.write(`inlay: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values: flags, positionals } = parsed;
  if (flags.help) return (void stdout.write(`${USAGE}\n`), 0);
  if (flags.version) return (void stdout.write(`${io.version ?? '0.0.0'}\n`), 0);
  const [command, site, ...rest] = positionals;
  if (command !== 'index' || !site || rest.length) {
    stderr.write(
      `inlay: ${!command ? 'no command' : command !== 'index' ? `unknown command "${command}"` : !site ? 'index needs the site folder' : `unexpected "${rest.join(' ')}"`}\n\n${USAGE}\n`,
    );
    return 2;
  }
  if (flags.format !== 'inlay' && flags.format !== 'algolia') {
    stderr.write(`inlay: --format must be inlay or algolia (got "${flags.format}")\n`);
    return 2;
  }
  if (!['auto', 'always', 'never'].includes(String(flags.chunks))) {
    stderr.write(`inlay: --chunks must be auto, always or never (got "${flags.chunks}")\n`);
    return 2;
  }
  const tty = !!stderr.isTTY;
  let lastLine = -1;
  let barShown = false;
  const clearBar = () => {
    if (barShown) stderr.write('\r\x1b[K');
    barShown = false;
  };
  try {
    const summary = await indexSiteInWorker({
      site,
      out: flags.out,
      format: flags.format,
      chunks: flags.chunks as 'auto' | 'always' | 'never',
      baseUrl: flags['base-url'],
      defaultLang: flags.lang,
      onWarn: (message) => {
        if (flags.quiet && !message.startsWith('skipped')) return; // a page's markup notes; unreadable pages are still reported
        clearBar();
        stderr.write(`warning: ${message}\n`);
      },
      onNotice: (message) => {
        clearBar();
        stderr.write(`warning: ${message}\n`);
      },
      onProgress: (done, total, file) => {
        if (flags.quiet) return;
        if (tty) {
          const width = 24;
          const fill = Math.round((done / total) * width);
          const cols = Math.max(20, (stderr.columns ?? 80) - width - 24);
          const name = file.length > cols ? `…${file.slice(-cols + 1)}` : file;
          stderr.write(`\r\x1b[K[${'█'.repeat(fill)}${'░'.repeat(width - fill)}] ${done}/${total} ${name}`);
          barShown = true;
        } else {
          // Plain lines (CI logs): one per tenth of the run, and the last.
          const step = Math.floor((done * 10) / total);
          if (step !== lastLine || done === total) {
            if (step !== lastLine) stderr.write(`indexed ${done}/${total} pages\n`);
            lastLine = step;
          }
        }
      },
    });
    clearBar();
    if (flags.explain) {
      const size = (why: string, n: number): string =>
        why === 'permalinks' ? `${why} ×${n}` : `${why} ${n < 1000 ? `${n} chars` : `${(n / 1000).toFixed(1)}k chars`}`;
      const lines = [
        ...summary.excluded.map((x) => `  ${x.file}: not indexed: ${x.reason}`),
        ...summary.leftOut.map(
          (x) =>
            `  ${x.file}: ${[
              ...Object.entries(x.parts)
                .filter(([, n]) => n > 0)
                .map(([why, n]) => size(why, n)),
              ...(x.listing ? [`a listing (${x.listing}): ranked lower`] : []),
              ...(x.releaseNotes ? [`${x.releaseNotes}: ranked lower`] : []),
            ].join(', ')}`,
        ),
      ];
      stdout.write(`What was left out, and why:\n${lines.join('\n') || '  nothing'}\n`);
    }
    if (flags.quiet)
      return summary.pages
        ? flags.strict && summary.skipped.length
          ? 1
          : 0
        : (stderr.write('inlay: every page was left out or unreadable: nothing to search\n'), 1);
    const langs = Object.entries(summary.languages)
      .map(([l, x]) => `${l} ${x.pages}`)
      .join(', ');
    const where = relative(process.cwd(), summary.out) || '.';
    stdout.write(
      `Indexed ${summary.pages} page${summary.pages === 1 ? '' : 's'}: ${summary.sections} sections in ${Object.keys(summary.languages).length} language${Object.keys(summary.languages).length === 1 ? '' : 's'} (${langs || 'none'})\n` +
        (summary.excluded.length
          ? `Left out ${summary.excluded.length} page${summary.excluded.length === 1 ? '' : 's'} by their markup (noindex, data-inlay-ignore, redirects, feeds, rel="canonical" duplicates${flags.explain ? '' : '; --explain lists them'})\n`
          : '') +
        (summary.skipped.length
          ? `Skipped ${summary.skipped.length} unreadable page${summary.skipped.length === 1 ? '' : 's'} (see the warnings above)\n`
          : '') +
        `Wrote ${kb(summary.bytes)} to ${where}/ (${summary.files.length > 6 ? `${summary.files.length} files` : summary.files.join(', ')}) in ${summary.seconds.toFixed(2)} s\n`,
    );
    if (!summary.pages) {
      stderr.write('inlay: every page was left out or unreadable: nothing to search\n');
      return 1;
    }
    return flags.strict && summary.skipped.length ? 1 : 0;
  } catch (caught) {
    clearBar();
    const error = caught as Error | undefined;
    // A problem with the input or output (index-site's InputError, known by its name: it may come from the indexer's thread).
    if (error?.name === 'InputError') {
      stderr.write(`inlay: ${error.message}\n`);
      return 1;
    }
    stderr.write(`inlay: ${error?.stack ?? caught}\n`);
    return 1;
  }
}
