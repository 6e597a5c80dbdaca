// @ts-check
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
