import table from './strings.json';

/**
 * Every visible and announced text of the share buttons, every language in strings.json (keys:
 * docs/share.md). `{name}` is the network's own name; `shares` has plural forms (Intl.PluralRules).
 */
export const translations = table;

export type ShareStrings = typeof translations.en;
