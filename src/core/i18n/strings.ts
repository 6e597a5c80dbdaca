import table from './strings.json';

/** Strings of the core (shown in any widget's box), every language in strings.json. Keys: docs/i18n.md. */
export const translations = table;
