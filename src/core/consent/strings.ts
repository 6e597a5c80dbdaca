import table from './strings.json';

/** The consent placeholder's texts, every language in strings.json (keys: docs/i18n.md). `{provider}` is the third party's name. */
export const translations = table;
