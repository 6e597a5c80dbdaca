// @ts-check
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** The values of a file of JSON lines, read once, in order. @param {string} file @returns {Generator<any>} */
export function* readJsonLines(file) {
  const rd = openSync(file, 'r');
  const buf = Buffer.alloc(1 << 20);
  const text = new StringDecoder('utf8');
  let rest = '';
  try {
    for (let n; (n = readSync(rd, buf, 0, buf.length, null)) > 0; ) {
      const lines = (rest + text.write(buf.subarray(0, n))).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) yield JSON.parse(line);
    }
    rest += text.end();
    if (rest) yield JSON.parse(rest);
  } finally {
    closeSync(rd);
  }
}

/**
 * A language's records, written to a temporary file as they are extracted (one JSON line each) and
 * read back once, in order, when its index is written: the indexer holds one page at a time, not a
 * whole site (peak memory, issue 18). @param {string} file
 */
export function spill(file) {
  const fd = openSync(file, 'w');
  let open = true;
  return {
    file,
    pages: 0,
    sections: 0,
    /** the text weight that decides `--chunks auto` */
    size: 0,
    /** @param {import('./extract.mjs').SectionRecord[]} records */
    add(records) {
      if (!records.length) return;
      writeSync(fd, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
      this.sections += records.length;
      for (const r of records) this.size += r.content.length + r.heading.length + r.title.length + r.url.length + 60;
    },
    /** @returns {Generator<import('./extract.mjs').SectionRecord>} */
    records() {
      this.close();
      return readJsonLines(file);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

