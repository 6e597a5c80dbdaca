// Types of the Inlay plugin for Eleventy 3 (index.mjs; docs/eleventy.md).
export interface InlayEleventyOptions {
  /** Run `inlay index <output>` after each build (default true); an array adds CLI options, e.g. ['--base-url', '/docs/']. */
  index?: boolean | string[];
  /** The `index` attribute inlaySearch writes (default '/_inlay/'). */
  indexUrl?: string;
  /** URL folder of the widget scripts (default '/inlay/'; copied there from dist/), or false to add none. */
  scripts?: string | false;
  /** Say after the build how many headings have no id (default true). */
  headingHint?: boolean;
  /** Where the plugin's lines go (default console.log). */
  log?: (line: string) => void;
}
export interface InlayImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}
/** eleventyConfig.addPlugin(inlay, options). */
export default function inlayPlugin(eleventyConfig: unknown, options?: InlayEleventyOptions): void;
/** Attributes from an object: { label: 'x', loop: true } → ` label="x" loop` (escaped). */
export function attributes(attrs?: Record<string, unknown>): string;
/** Images from an array, a comma-separated list, or Markdown images / <img> tags / URLs in text. */
export function images(input: unknown): InlayImage[];
