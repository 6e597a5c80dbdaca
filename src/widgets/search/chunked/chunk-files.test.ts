// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gunzipFile, gunzipSync } from './chunk-files';

const text = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ url: `/p${i}#s`, title: `Page ${i}`, content: 'Ünïcode and repeated words '.repeat(i % 7) })),
);

describe('gunzipSync (small index files)', () => {
  it('inflates what Node writes, empty files too', () => {
    expect(new TextDecoder().decode(gunzipSync(gzipSync(text)))).toBe(text);
    expect(gunzipSync(gzipSync('')).length).toBe(0);
  });
  it('skips the optional header fields (extra, file name, comment, header CRC)', () => {
    const plain = gzipSync(text);
    const extra = [4, 0, 1, 2, 3, 4];
    const name = [...Buffer.from('index.json'), 0];
    const comment = [...Buffer.from('a comment'), 0];
    const crc = [0xab, 0xcd];
    const withFields = Buffer.concat([
      plain.subarray(0, 3),
      Buffer.from([4 | 8 | 16 | 2]),
      plain.subarray(4, 10),
      Buffer.from([...extra, ...name, ...comment, ...crc]),
      plain.subarray(10),
    ]);
    expect(new TextDecoder().decode(gunzipSync(withFields))).toBe(text);
  });
});

describe('gunzipFile (every index file)', () => {
  const bytesOf = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  it('inflates small files synchronously and files over 64 KB through a DecompressionStream, alike', async () => {
    const noise = randomBytes(120_000).toString('base64'); // barely compressible: ~120 KB gzipped
    const big = gzipSync(noise);
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect(new TextDecoder().decode(await gunzipFile(bytesOf(big)))).toBe(noise);
    expect(new TextDecoder().decode(await gunzipFile(bytesOf(gzipSync(text))))).toBe(text);
  });
  it('passes through a file the host already decoded (Content-Encoding: gzip)', async () => {
    expect(new TextDecoder().decode(await gunzipFile(bytesOf(Buffer.from(text))))).toBe(text);
  });
});
