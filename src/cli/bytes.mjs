// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Node only (`inlay index`): growable typed buffers. The chunk writer keeps a site's postings in these
 * (4 bytes a number, one allocation) instead of JS arrays of numbers (8 bytes a number plus a header
 * per array): peak memory is what issue 18 measures against Pagefind.
 */
export class Bytes {
  buf = new Uint8Array(1024);
  length = 0;
  /** @param {number} n */
  room(n) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  /** An unsigned 32-bit number as a varint (7 bits a byte, low first; chunk-format.ts reads it). @param {number} n */
  varint(n) {
    this.room(5);
    while (n > 127) {
      this.buf[this.length++] = (n & 127) | 128;
      n >>>= 7;
    }
    this.buf[this.length++] = n;
  }
  /** @param {number} byte */
  byte(byte) {
    this.room(1);
    this.buf[this.length++] = byte;
  }
  /** @param {Uint8Array} bytes */
  append(bytes) {
    this.room(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }
  view() {
    return this.buf.subarray(0, this.length);
  }
}

export class Uint32List {
  buf = new Uint32Array(1024);
  length = 0;
  /** @param {number} n */
  push(n) {
    if (this.length === this.buf.length) {
      const next = new Uint32Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = n;
  }
  view() {
    return this.buf.subarray(0, this.length);
  }
}

/**
 * Files `0.gz`, `1.gz`, … written into `<parent>/<prefix>-writing/`, renamed once all are written to
 * `<prefix>-<hash of their bytes>/`: short names in the shards and the entry, still content-addressed
 * (a host may cache them forever).
 */
export class HashedFolder {
  /** @param {string} parent @param {string} prefix @param {(name: string, sizes: number[]) => void} onClose */
  constructor(parent, prefix, onClose) {
    this.parent = parent;
    this.prefix = prefix;
    this.onClose = onClose;
    this.writing = join(parent, `${prefix}-writing`);
    this.digest = createHash('sha256');
    /** @type {number[]} */
    this.sizes = [];
    mkdirSync(this.writing);
  }
  /** @param {Uint8Array} data @returns {number} the file's number */
  add(data) {
    writeFileSync(join(this.writing, `${this.sizes.length}.gz`), data);
    this.digest.update(data);
    return this.sizes.push(data.length) - 1;
  }
  get count() {
    return this.sizes.length;
  }
  /** @returns {string} the folder's name */
  close() {
    const name = `${this.prefix}-${this.digest.digest('hex').slice(0, 12)}`;
    renameSync(this.writing, join(this.parent, name));
    this.onClose(name, this.sizes);
    return name;
  }
}
