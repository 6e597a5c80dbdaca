// The test site of test/generators.test.ts: an Eleventy 3 site using the Inlay plugin
// (integrations/eleventy) from this repository, with markdown-it-anchor for heading ids.
import markdownItAnchor from 'markdown-it-anchor';
import inlay from '../../../integrations/eleventy/index.mjs';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(inlay);
  eleventyConfig.amendLibrary('md', (md) => md.use(markdownItAnchor));
  eleventyConfig.addPassthroughCopy('src/img');
  return { dir: { input: 'src', output: process.env.ELEVENTY_OUT || '_site' }, markdownTemplateEngine: 'njk' };
}
