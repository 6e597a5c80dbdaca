import { createHash, type Hash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Node only (`inlay index`): growable typed buffers. The chunk writer keeps a site's postings in these
 * (4 bytes a number, one allocation) instead of JS arrays of numbers (8 bytes a number plus a header
 * per array): peak memory is what issue 18 measures against Pagefind. Bytes: chunk-format.ts ByteWriter.
 */
export class Uint32List {
  buf = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.buf.length) {
      const next = new Uint32Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = value;
  }
  view(): Uint32Array {
    return this.buf.subarray(0, this.length);
  }
}

/**
 * Files `0.gz`, `1.gz`, … written into `<parent>/<prefix>-writing/`, renamed once all are written to
 * `<prefix>-<hash of their bytes>/`: short names in the shards and the entry, still content-addressed
 * (a host may cache them forever).
 */
export class HashedFolder {
  private readonly writing: string;
  private readonly digest: Hash;
  private readonly sizes: number[];
  constructor(
    private readonly parent: string,
    private readonly prefix: string,
    private readonly onClose: (name: string, sizes: number[]) => void,
  ) {
    this.writing = join(parent, `${prefix}-writing`);
    this.digest = createHash('sha256');
    this.sizes = [];
    mkdirSync(this.writing);
  }
  /** Writes the next file; returns its number. */
  add(data: Uint8Array): number {
    writeFileSync(join(this.writing, `${this.sizes.length}.gz`), data);
    this.digest.update(data);
    return this.sizes.push(data.length) - 1;
  }
  get count(): number {
    return this.sizes.length;
  }
  /** Renames the folder after its content; returns its name. */
  close(): string {
    const name = `${this.prefix}-${this.digest.digest('hex').slice(0, 12)}`;
    renameSync(this.writing, join(this.parent, name));
    this.onClose(name, this.sizes);
    return name;
  }
}
