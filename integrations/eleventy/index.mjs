// @ts-check
/**
 * The Inlay plugin for Eleventy 3 (docs/eleventy.md):
 *   import inlay from 'inlay/eleventy';
 *   export default (eleventyConfig) => { eleventyConfig.addPlugin(inlay, { index: true }); };
 *
 * - shortcodes (Nunjucks, Liquid, 11ty.js) that write each element in one block without blank lines,
 *   so Markdown never splits it: inlaySlider, inlaySearch, inlayShare, inlayForm, inlayFitText
 *   (inlaySlider, inlayForm and inlayFitText also as paired shortcodes);
 * - a transform that adds `<script defer>` for each widget a page uses (and copies those scripts
 *   from the package's dist/ into the output);
 * - after the build (`eleventy.after`), `inlay index <output>` for <inlay-search index="/_inlay/">,
 *   and a hint when headings have no id (search then links to pages, not to sections).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DIST = resolve(import.meta.dirname, '../../dist');

/** The `inlay index` CLI as built (dist/cli/main.js), loaded only when the plugin indexes. @returns {Promise<(argv: string[], io: object) => Promise<number>>} */
async function loadCli() {
  const file = join(DIST, 'cli/main.js');
  if (!existsSync(file)) throw new Error(`inlay: ${file} is missing (a checkout of Inlay that is not built: run \`npm run build\` there).`);
  return (await import(pathToFileURL(file).href)).main;
}
const WIDGETS = ['search', 'share', 'slider', 'form', 'fit-text'];
const NAME = /^[a-z][a-z0-9-]*$/;

/** @param {unknown} s */
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Attributes from an object ({ label: 'x', loop: true } → ` label="x" loop`); Nunjucks keyword
 * arguments arrive as such an object (with `__keywords`).
 * @param {Record<string, unknown> | undefined} attrs
 */
export function attributes(attrs) {
  let out = '';
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (k === '__keywords' || v === false || v === null || v === undefined) continue;
    if (!NAME.test(k)) throw new Error(`inlay: "${k}" is not an attribute name (use the element's dashed attribute names, e.g. "per-view")`);
    out += v === true ? ` ${k}` : ` ${k}="${esc(typeof v === 'object' ? JSON.stringify(v) : v)}"`;
  }
  return out;
}

/** @typedef {{ src: string, alt?: string, width?: number, height?: number }} Image */

/**
 * Images from an array (of URLs or { src, alt }), a comma-separated string of URLs, or the text of a
 * paired shortcode: Markdown images `![alt](src)`, `<img>` tags or bare URLs, one or more per line.
 * @param {unknown} input
 * @returns {Image[]}
 */
export function images(input) {
  if (Array.isArray(input)) return input.map((i) => (typeof i === 'string' ? { src: i.trim() } : /** @type {Image} */ (i))).filter((i) => i && i.src);
  const text = String(input ?? '');
  const found = [];
  const re = /!\[([^\]]*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)|<img\b([^>]*)>/gi;
  let m;
  while ((m = re.exec(text))) {
    if (m[2]) found.push({ src: m[2], alt: m[1] });
    else {
      const attr = (/** @type {string} */ n) => new RegExp(`\\b${n}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(m[3]);
      const pick = (/** @type {string} */ n) => {
        const a = attr(n);
        return a ? (a[1] ?? a[2] ?? a[3]) : undefined;
      };
      const src = pick('src') ?? pick('data-src');
      if (src) found.push({ src, alt: pick('alt') ?? '' });
    }
  }
  if (found.length) return found;
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((src) => ({ src }));
}

const altOf = (/** @type {string} */ src) => decodeURIComponent(src.split(/[?#]/)[0].split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');

/** @param {Image[]} list @param {Record<string, unknown> | undefined} attrs @param {string} where */
function slider(list, attrs, where) {
  if (!list.length)
    throw new Error(`inlaySlider${where}: no images. Give an array, "a.jpg,b.jpg", or Markdown images between {% inlaySlider %} and {% endinlaySlider %}.`);
  const imgs = list.map(
    (i) =>
      `<img src="${esc(i.src)}" alt="${esc(i.alt ?? altOf(i.src))}"${i.width ? ` width="${esc(i.width)}"` : ''}${i.height ? ` height="${esc(i.height)}"` : ''}>`,
  );
  return `<inlay-slider${attributes(attrs)}>\n${imgs.join('\n')}\n</inlay-slider>`;
}

/** @param {unknown} fields @param {string} where */
function fieldsJson(fields, where) {
  if (typeof fields === 'string') {
    try {
      return JSON.stringify(JSON.parse(fields));
    } catch (e) {
      throw new Error(
        `inlayForm${where}: the fields are not valid JSON (${/** @type {Error} */ (e).message}). Check for typographic quotes “ ” and trailing commas.`,
        { cause: e },
      );
    }
  }
  if (!fields || typeof fields !== 'object')
    throw new Error(
      `inlayForm${where}: no fields. Pass an array from a data file ({% inlayForm forms.contact, { action: "…" } %}) or the JSON between {% inlayForm %} and {% endinlayForm %}.`,
    );
  return JSON.stringify(fields);
}

/** @param {string} used @param {unknown} text @param {Record<string, unknown> | undefined} attrs */
function fitText(used, text, attrs) {
  const { tag, ...rest } = attrs ?? {};
  const t = String(text ?? '').trim();
  if (!t) throw new Error(`inlayFitText${used}: no text.`);
  if (tag !== undefined && !/^(h[1-6]|p|div)$/.test(String(tag))) throw new Error(`inlayFitText${used}: tag="${tag}" is not one of h1…h6, p, div.`);
  const el = `<inlay-fit-text${attributes(rest)}>${esc(t)}</inlay-fit-text>`;
  return tag ? `<${tag}>${el}</${tag}>` : el;
}

/**
 * @typedef {{
 *   index?: boolean | string[],
 *   indexUrl?: string,
 *   scripts?: string | false,
 *   headingHint?: boolean,
 *   log?: (line: string) => void,
 * }} Options
 *   index: run `inlay index` on the output after each build (default true; an array adds CLI options,
 *     e.g. ['--base-url', '/docs/']); indexUrl: the index URL <inlay-search> reads (default '/_inlay/');
 *   scripts: the URL folder the widget scripts are served from (default '/inlay/'; the plugin copies
 *     them there in the output), or false to add no scripts; headingHint: warn about headings without id.
 */

/** @param {any} eleventyConfig @param {Options} [options] */
export default function inlayPlugin(eleventyConfig, options = {}) {
  const { index = true, indexUrl = '/_inlay/', scripts = '/inlay/', headingHint = true, log = (l) => console.log(l) } = options;
  /** Widgets used by the pages of this build, and pages with headings that have no id. */
  const used = new Set();
  const noIds = new Map();
  const where = (/** @type {any} */ ctx) => (ctx?.page?.inputPath ? ` in ${ctx.page.inputPath}` : '');

  eleventyConfig.addShortcode('inlaySlider', function (/** @type {unknown} */ list, /** @type {any} */ attrs) {
    return slider(images(list), attrs, where(this));
  });
  eleventyConfig.addPairedShortcode('inlaySliderPaired', function (/** @type {string} */ content, /** @type {any} */ attrs) {
    return slider(images(content), attrs, where(this));
  });
  eleventyConfig.addShortcode('inlaySearch', (/** @type {any} */ attrs) => `<inlay-search${attributes({ index: indexUrl, ...attrs })}></inlay-search>`);
  eleventyConfig.addShortcode('inlayShare', (/** @type {unknown} */ services, /** @type {any} */ attrs) => {
    const a =
      typeof services === 'object' && services && !Array.isArray(services)
        ? services
        : { ...(services ? { services: Array.isArray(services) ? services.join(',') : services } : {}), ...attrs };
    return `<inlay-share${attributes(/** @type {any} */ (a))}></inlay-share>`;
  });
  eleventyConfig.addShortcode('inlayForm', function (/** @type {unknown} */ fields, /** @type {any} */ attrs) {
    return `<inlay-form fields="${esc(fieldsJson(fields, where(this)))}"${attributes(attrs)}></inlay-form>`;
  });
  eleventyConfig.addPairedShortcode('inlayFormPaired', function (/** @type {string} */ content, /** @type {any} */ attrs) {
    return `<inlay-form fields="${esc(fieldsJson(content, where(this)))}"${attributes(attrs)}></inlay-form>`;
  });
  eleventyConfig.addShortcode('inlayFitText', function (/** @type {unknown} */ text, /** @type {any} */ attrs) {
    return fitText(where(this), text, attrs);
  });
  eleventyConfig.addPairedShortcode('inlayFitTextPaired', function (/** @type {string} */ content, /** @type {any} */ attrs) {
    return fitText(where(this), content, attrs);
  });

  eleventyConfig.addTransform('inlay', function (/** @type {string} */ content) {
    // @ts-expect-error Eleventy binds the page
    const page = this.page;
    if (!page?.outputPath || !String(page.outputPath).endsWith('.html')) return content;
    if (headingHint) {
      const bare = content.match(/<h[2-6](?![^>]*\sid=)(?:\s[^>]*)?>/gi);
      if (bare) noIds.set(page.inputPath, bare.length);
    }
    if (scripts === false) return content;
    const tags = WIDGETS.filter((w) => new RegExp(`<inlay-${w}[\\s>]`).test(content) && !content.includes(`inlay-${w}.js"`));
    if (!tags.length) return content;
    for (const w of tags) used.add(w);
    const add = tags.map((w) => `<script defer src="${esc(scripts)}inlay-${w}.js"></script>`).join('\n');
    return content.includes('</head>') ? content.replace('</head>', `${add}\n</head>`) : `${content}\n${add}`;
  });

  eleventyConfig.on('eleventy.after', async (/** @type {{ dir: { output: string } }} */ { dir }) => {
    if (scripts !== false && scripts.startsWith('/') && used.size) {
      const to = join(dir.output, scripts);
      await mkdir(to, { recursive: true });
      for (const w of used) {
        const from = join(DIST, `inlay-${w}.js`);
        if (!existsSync(from))
          throw new Error(
            `inlay: ${from} is missing (a checkout of Inlay that is not built: run \`npm run build\` there), or pass { scripts: false } and serve the scripts yourself.`,
          );
        await copyFile(from, join(to, `inlay-${w}.js`));
      }
    }
    if (headingHint && noIds.size) {
      const n = [...noIds.values()].reduce((a, b) => a + b, 0);
      log(
        `[inlay] ${n} heading${n === 1 ? '' : 's'} on ${noIds.size} page${noIds.size === 1 ? '' : 's'} (e.g. ${[...noIds.keys()][0]}) ha${n === 1 ? 's' : 've'} no id, so search links to the page, not the section. Give headings ids: eleventyConfig.addPlugin(IdAttributePlugin) (from "@11ty/eleventy"), or markdown-it-anchor: eleventyConfig.amendLibrary("md", (md) => md.use(markdownItAnchor)).`,
      );
    }
    noIds.clear();
    if (index) {
      const extra = Array.isArray(index) ? index : [];
      const lines = [];
      const sink = {
        write: (/** @type {string} */ s) => {
          lines.push(s);
          return true;
        },
      };
      const inlayCli = await loadCli();
      const code = await inlayCli(['index', dir.output, '--quiet', ...extra], { stdout: sink, stderr: sink });
      if (lines.length) log(`[inlay] ${lines.join('').trim()}`);
      if (code !== 0) throw new Error(`inlay index ${dir.output} failed (exit code ${code})`);
    }
  });
}
