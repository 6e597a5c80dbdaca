import table from './strings.json';

/**
 * Every visible and announced text of the form, every language in strings.json (keys: docs/form.md);
 * `{label}`, `{n}`, `{status}` are filled in as plain text. Plural strings (`one: … | other: …`) pick
 * their form by `{n}` (Intl.PluralRules).
 */
export const translations = table;

export type FormStrings = typeof translations.en;
