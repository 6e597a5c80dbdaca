// dist/wordpress/inlay.zip (scripts/wordpress.mjs): a valid zip that WordPress's unzip reads, holding only
// the plugin's own files (no tests, fixtures or node_modules), the built scripts and their translations,
// the attribute lists kses allows, generated from custom-elements.json, and the strings to translate.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlugin, elementsPhp, zip } from './wordpress.mjs';

const root = resolve(import.meta.dirname, '..');

/** Reads a zip through its central directory (what unzip and PHP's PclZip do). */
function unzip(buf: Buffer): Map<string, Buffer> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const [method, crc, packed, size, nameLen, extraLen, commentLen, offset] = [
      buf.readUInt16LE(at + 10),
      buf.readUInt32LE(at + 16),
      buf.readUInt32LE(at + 20),
      buf.readUInt32LE(at + 24),
      buf.readUInt16LE(at + 28),
      buf.readUInt16LE(at + 30),
      buf.readUInt16LE(at + 32),
      buf.readUInt32LE(at + 42),
    ];
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const data = method === 8 ? inflateRawSync(buf.subarray(start, start + packed)) : buf.subarray(start, start + packed);
    expect([data.length, crc32(data)]).toEqual([size, crc]);
    out.set(name, data);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

describe('the WordPress plugin zip', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'inlay-wpzip-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('round-trips through a zip reader (names, sizes, CRCs, content)', () => {
    const files: [string, Buffer][] = [
      ['a/b.txt', Buffer.from('hello '.repeat(100))],
      ['a/ü.json', Buffer.from('{}')],
      ['empty', Buffer.alloc(0)],
    ];
    const read = unzip(zip(files));
    expect([...read.keys()]).toEqual(files.map(([n]) => n));
    for (const [n, d] of files) expect(read.get(n)!.equals(d)).toBe(true);
  });

  it('holds only the plugin, the scripts and their translations', () => {
    // A copy of the repository's plugin folder with things that must stay out of the zip.
    cpSync(join(root, 'integrations/wordpress'), join(tmp, 'integrations/wordpress'), { recursive: true });
    for (const f of [
      'integrations/wordpress/node_modules/x/index.js',
      'integrations/wordpress/tests/extra.php',
      'integrations/wordpress/.phpunit.result.cache',
    ]) {
      mkdirSync(join(tmp, f, '..'), { recursive: true });
      writeFileSync(join(tmp, f), 'x');
    }
    cpSync(join(root, 'custom-elements.json'), join(tmp, 'custom-elements.json'));
    writeFileSync(join(tmp, 'package.json'), JSON.stringify({ version: '9.8.7' }));
    mkdirSync(join(tmp, 'dist/i18n'), { recursive: true });
    mkdirSync(join(tmp, 'dist/esm'), { recursive: true });
    for (const f of ['dist/inlay.js', 'dist/inlay-share.js', 'dist/i18n/de.json', 'dist/esm/index.js']) writeFileSync(join(tmp, f), '1');
    const { out } = buildPlugin(tmp);
    const files = unzip(readFileSync(out));
    const names = [...files.keys()];
    const allowed = [
      /^inlay\/(inlay|uninstall)\.php$/,
      /^inlay\/readme\.txt$/,
      /^inlay\/includes\/[\w.-]+\.php$/,
      /^inlay\/assets\/[\w-]+\.js$/,
      /^inlay\/dist\/inlay[\w-]*\.js$/,
      /^inlay\/dist\/i18n\/[a-z]{2}\.json$/,
      /^inlay\/languages\/inlay\.pot$/,
    ];
    expect(names.filter((n) => !allowed.some((re) => re.test(n)))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'inlay/inlay.php',
        'inlay/readme.txt',
        'inlay/uninstall.php',
        'inlay/includes/elements.php',
        'inlay/assets/blocks.js',
        'inlay/dist/inlay.js',
        'inlay/dist/inlay-share.js',
        'inlay/dist/i18n/de.json',
      ]),
    );
    // The plugin reports (and versions its scripts with) the package's version.
    expect(files.get('inlay/inlay.php')!.toString()).toMatch(/Version:\s+9\.8\.7[\s\S]*'INLAY_VERSION', '9\.8\.7'/);
    // The strings to translate, from the PHP and the editor scripts (not from the widget scripts).
    const pot = files.get('inlay/languages/inlay.pot')!.toString();
    for (const msg of ['Rebuild index', 'Image slider', 'Search this site', 'Indexed %1$d of %2$d.']) expect(pot).toContain(`msgid "${msg}"`);
    expect(pot).toMatch(/#: includes\/settings\.php:\d+\nmsgid "Search with"/);
    // Beyond the scripts, well under 1 MB.
    const own = names.filter((n) => !n.startsWith('inlay/dist/')).reduce((s, n) => s + files.get(n)!.length, 0);
    expect(own).toBeLessThan(1024 * 1024);
  });

  it("lists each element's attributes from custom-elements.json for kses", () => {
    const php = elementsPhp(root);
    expect(php).toMatch(/'inlay-share' => array\( [^)]*'services'[^)]*\)/);
    expect(php).toMatch(/'inlay-form' => array\( [^)]*'fields'[^)]*\)/);
    for (const tag of ['inlay-search', 'inlay-share', 'inlay-slider', 'inlay-form', 'inlay-fit-text']) expect(php).toContain(`'${tag}' =>`);
  });
});
