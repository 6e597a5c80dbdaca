// The CLI's records for the fixture post (what `inlay index` writes for a page of that HTML), as JSON
// on stdout: run by IndexBuilderTest.php, which compares them to the PHP builder's.
// Usage: node compare-cli.mjs <content.html> <title> <url> <lang>
import { readFileSync } from 'node:fs';
import { extractPage } from '../../../src/cli/extract.mjs';

const [file, title, url, lang] = process.argv.slice(2);
const content = readFileSync(file, 'utf8');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// The page a WordPress theme renders around a post: the title as its h1, the content in <main>.
const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)} – Site</title></head><body><header><nav>Menu</nav></header><main><h1>${esc(title)}</h1>${content}</main><footer>Footer</footer></body></html>`;
const page = extractPage(html, { url });
process.stdout.write(JSON.stringify('skip' in page ? page : page.records));
