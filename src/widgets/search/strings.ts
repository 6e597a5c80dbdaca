import table from './strings.json';

/**
 * Every visible and announced text of the search, every language in strings.json (keys:
 * docs/search.md). `results` has plural forms (Intl.PluralRules); `{q}` is the query, `{name}` a facet.
 */
export const translations = table;

export type SearchStrings = typeof translations.en;
