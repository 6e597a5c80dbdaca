/**
 * Stand-ins, in the standalone scripts only (aliased in rollup.config.mjs), for the parts of
 * InstantSearch.js that Inlay never turns on. `engine.ts` creates InstantSearch with `insights: false`
 * and `routing: false`: insights would send the visitor's clicks to Algolia, routing would rewrite the
 * host page's URL, and the metadata middleware writes a <meta> tag into the host page's <head> when the
 * visitor is Algolia's crawler. The templates' Hogan helpers serve InstantSearch's own DOM widgets,
 * which Inlay doesn't use (it renders with React). Together with the history router and its query
 * string code, about 3 KB gzip. If InstantSearch ever calls one of these, it says so instead of
 * doing something quietly.
 */
const off = (what: string) => () => {
  throw new Error(`Inlay: InstantSearch ${what} is not included in the standalone script.`);
};

export const createInsightsMiddleware = off('insights');
export const createRouterMiddleware = off('routing');
export const createMetadataMiddleware = off('metadata');
export const isMetadataEnabled = () => false;
/** The templates' helpers (`templatesConfig.helpers`): none. */
export default () => ({});
