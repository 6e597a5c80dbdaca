import { translations as others } from './strings/others';

/**
 * Every visible and announced text of the search (keys: docs/search.md). A new key goes into every
 * language. `results` has plural forms (Intl.PluralRules); `{q}` is the query, `{name}` a facet.
 */
const en = {
  search: 'Search',
  placeholder: 'Search',
  close: 'Close',
  clear: 'Clear search',
  results: 'one: {n} result | other: {n} results',
  noResults: 'No results for “{q}”',
  searching: 'Searching…',
  preparing: 'Preparing search…',
  showMore: 'Show more results',
  recent: 'Recent searches',
  clearRecent: 'Clear',
  error: 'Search is not available right now.',
  offline: 'Search could not be reached. Check your connection.',
  retry: 'Try again',
  filters: 'Filter by {name}',
  consentText: 'Search is provided by {provider}: what you type in the search box is sent to {provider}, with data such as your IP address.',
  resultsLabel: 'Search results',
};

/** English here; the other languages in strings/ (the standalone scripts carry English only). */
export const translations = { en, ...others };

export type SearchStrings = typeof en;
