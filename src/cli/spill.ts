import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { SectionRecord } from './extract';

/** The values of a file of JSON lines, read once, in order. */
export function* readJsonLines<T = unknown>(file: string): Generator<T> {
  const rd = openSync(file, 'r');
  const buf = Buffer.alloc(1 << 20);
  const text = new StringDecoder('utf8');
  let rest = '';
  try {
    for (let read; (read = readSync(rd, buf, 0, buf.length, null)) > 0;) {
      const lines = (rest + text.write(buf.subarray(0, read))).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) yield JSON.parse(line) as T;
    }
    rest += text.end();
    if (rest) yield JSON.parse(rest) as T;
  } finally {
    closeSync(rd);
  }
}

export interface Spill {
  readonly file: string;
  pages: number;
  sections: number;
  /** The text weight that decides `--chunks auto`. */
  size: number;
  add(records: SectionRecord[]): void;
  records(): Generator<SectionRecord>;
  close(): void;
}

/**
 * A language's records, written to a temporary file as they are extracted (one JSON line each) and
 * read back once, in order, when its index is written: the indexer holds one page at a time, not a
 * whole site (peak memory, issue 18).
 */
export function spill(file: string): Spill {
  const fd = openSync(file, 'w');
  let open = true;
  return {
    file,
    pages: 0,
    sections: 0,
    size: 0,
    add(records) {
      if (!records.length) return;
      writeSync(fd, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
      this.sections += records.length;
      for (const record of records) this.size += record.content.length + record.heading.length + record.title.length + record.url.length + 60;
    },
    records() {
      this.close();
      return readJsonLines<SectionRecord>(file);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
