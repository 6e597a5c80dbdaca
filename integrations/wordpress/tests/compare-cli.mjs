// The CLI's records for the fixture post (what `inlay index` writes for a page of that HTML), as JSON
// on stdout: run by IndexBuilderTest.php, which compares them to the PHP builder's.
// Usage: node compare-cli.mjs <content.html> <title> <url> <lang>
import { existsSync, readFileSync } from 'node:fs';

// The CLI's extractor as built (src/cli/extract.ts → dist/cli/extract.js).
const built = new URL('../../../dist/cli/extract.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(`compare-cli.mjs: ${built.pathname} is missing: run \`npm run build\` first.\n`);
  process.exit(1);
}
const { extractPage } = await import(built.href);

const [file, title, url, lang] = process.argv.slice(2);
const content = readFileSync(file, 'utf8');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// The page a WordPress theme renders around a post: the title as its h1, the content in <main>.
const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)} – Site</title></head><body><header><nav>Menu</nav></header><main><h1>${esc(title)}</h1>${content}</main><footer>Footer</footer></body></html>`;
const page = extractPage(html, { url });
process.stdout.write(JSON.stringify('skip' in page ? page : page.records));
