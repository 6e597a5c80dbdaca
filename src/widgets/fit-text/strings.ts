import table from './strings.json';

/** The fit-text's only text of its own, the notice when min > max, every language in strings.json (keys: docs/fit-text.md). */
export const translations = table;
