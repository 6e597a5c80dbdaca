// The search script's build knobs (read by rollup.config.mjs, which only assembles).
import { fileURLToPath } from 'node:url';

const shim = fileURLToPath(new URL('./shims/instantsearch.ts', import.meta.url));

/**
 * algoliasearch's transporter returns a streaming request (server-sent events, for Algolia's AI
 * endpoints) that search never calls; returned in an object, it and its SSE line decoder escape
 * tree-shaking. Dropping it from that object lets them go (search ≈ 1 KB min, 0.4 KB gzip).
 */
const noAlgoliaStreams = () => ({
  name: 'inlay-no-algolia-streams',
  transform(code, id) {
    if (!/[\\/]@algolia[\\/]client-common[\\/].*\.js$/.test(id)) return null;
    const out = code.replace(/\n\s*requestStream,\n/, '\n');
    if (out === code) this.warn(`${id}: the transporter's requestStream was not found (this size trim no longer applies)`);
    return { code: out, map: null };
  },
});

export default {
  aliases: [
    // InstantSearch's insights, routing (with its history router and qs) and metadata middlewares and
    // its DOM templates' helpers, none of which Inlay turns on: see the shim. ~3 KB gzip saved.
    { find: /^\.\.\/middlewares\/create(Insights|Router|Metadata)Middleware\.js$/, replacement: shim },
    { find: /^\.\/createHelpers\.js$/, replacement: shim },
  ],
  plugins: [noAlgoliaStreams],
};
