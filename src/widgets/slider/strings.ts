import table from './strings.json';

/** Every visible and announced text of the slider, every language in strings.json (keys: docs/slider.md). */
export const translations = table;

export type SliderStrings = typeof translations.en;
