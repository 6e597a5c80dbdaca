/**
 * A consent platform's global (`window.__tcfapi`, `Cookiebot`, `UC_UI`, `klaro`, …): a third party's object
 * whose shape varies by vendor and version, so every read of it is probed at run time (typeof checks,
 * try/catch) instead of trusted to a declared type. The one place that says `any` for them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- third-party objects of unknown shape, probed at run time
export type Foreign = any;
