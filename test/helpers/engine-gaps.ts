// What an engine can't run yet, and why: the one list, kept short and visible. browser.ts skips each
// entry's tests in that engine with the note "<engine> can't: <reason>", and the summary reporter
// prints the notes per engine after every run. `file` is the path under test/; `test` matches a test's
// full name (describe > it); without it the whole file is skipped in that engine (no browser starts).
// A test that can never run in an engine (a Chromium-only API) says so itself: skipOn({ … }, ctx).
import type { Engine } from './browser';

export interface Gap {
  file: string;
  test?: RegExp;
  reason: string;
}

export const GAPS: Record<Engine, Gap[]> = {
  chromium: [],
  firefox: [
    // What playwright's BiDi or Firefox ESR 153 lacks (the engine can't, as driven here):
    { file: 'consent.test.ts', reason: "the first navigation ends the BiDi session (\"Execution context was destroyed\", then the browser is gone); not yet understood" },
    { file: 'hardening/churn.test.ts', reason: 'counts DOM nodes and listeners through CDP (Chromium only)' },
    { file: 'form-breadth.test.ts', test: /file fields/, reason: 'throttles the upload through CDP (Chromium only)' },
    { file: 'slider.test.ts', test: /a touch swipe/, reason: 'dispatches touch through CDP (Chromium only)' },
    { file: 'slider.test.ts', test: /prefers-reduced-motion/, reason: 'reduced-motion emulation needs emulation.setMediaFeaturesOverride, which ESR 153 lacks' },
    { file: 'slider-gallery.test.ts', test: /\(instant/, reason: 'reduced-motion emulation needs emulation.setMediaFeaturesOverride, which ESR 153 lacks' },
    { file: 'slider.test.ts', test: /a mouse drag changes slide/, reason: "BiDi's input.performActions refuses a pointer move outside the viewport (the drag ends past the edge)" },
    { file: 'slider-gallery.test.ts', test: /not for a drag/, reason: "BiDi's input.performActions refuses a pointer move outside the viewport (the drag ends past the edge)" },
    { file: 'hardening/a11y.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/csp.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/spec-coverage.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/keyboard.test.ts', test: /share: Tab to a network/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/css.test.ts', reason: 'six screenshots per page over BiDi exceed the 60 s test timeout (not yet made faster)' },
    // Differences not yet investigated (each may be a real Firefox bug in a widget; see issue 32's report):
    { file: 'hardening/a11y.test.ts', test: /dark page/, reason: 'axe reports color-contrast on the dark test page\'s h1 (page colours) — to investigate' },
    { file: 'form.test.ts', test: /422 \(|examples\/form\.html posts/, reason: 'server messages (422 field errors, 4xx text, success text) read back empty — to investigate' },
    { file: 'hardening/faults.test.ts', test: /form \(submit\)/, reason: 'a send under faults does not settle in 15 s — to investigate' },
    { file: 'search-site.test.ts', test: /Japanese/, reason: "ESR 153's Intl.Segmenter splits Japanese differently (no '検索' word) — to investigate" },
    { file: 'search.test.ts', test: /hotkey hint only with a fine pointer/, reason: 'headless Firefox reports no fine pointer, so the hint is (rightly) absent' },
    { file: 'search.test.ts', test: /strict CSP with Trusted Types|indexes off the main thread/, reason: 'the worker from the script reports errors/violations under Firefox — to investigate' },
    { file: 'share.test.ts', test: /centred popup/, reason: 'Firefox opens the popup 829 px wide for a 600 px request — to investigate' },
    { file: 'share.test.ts', test: /axe-clean in every display mode/, reason: 'a display mode leaves a computed value at none — to investigate' },
    { file: 'hardening/keyboard.test.ts', test: /search inline/, reason: 'Tab from the results lands on the panel, not the facet — to investigate' },
    { file: 'hardening/xss.test.ts', test: /Algolia hits/, reason: 'the Algolia-shaped search ends in the failed state — to investigate' },
  ],
  webkit: [
    // WebKitGTK's driver speaks WebDriver classic only (no BiDi): no init scripts, request routing,
    // popup or console events, workers, file chooser or CDP (test/helpers/engines/webdriver.ts).
    ...['a11y', 'churn', 'config', 'csp', 'css', 'faults', 'keyboard', 'spec-coverage', 'xss'].map((f) => ({
      file: `hardening/${f}.test.ts`,
      reason: 'the hardening harness installs its recorders with context.addInitScript (no init scripts without BiDi)',
    })),
    { file: 'share.test.ts', reason: 'popups, request routing (context.route), init scripts and context events need BiDi' },
    { file: 'form-breadth.test.ts', test: /file fields/, reason: 'setInputFiles needs a file chooser (BiDi)' },
    { file: 'form-breadth.test.ts', test: /three-step form completed by keyboard/, reason: 'the adapter maps no ControlOrMeta key yet' },
    { file: 'form.test.ts', test: /honeypot is invisible/, reason: "ariaSnapshot is playwright's own" },
    { file: 'form.test.ts', test: /redirects after success only|hostile labels, options/, reason: 'WebDriver returns undefined as null (the adapter does not tell them apart yet)' },
    { file: 'search-scale.test.ts', test: /fetches the entry on first interaction|strict CSP with Trusted Types/, reason: 'counts the page\'s workers (page.workers needs BiDi)' },
    { file: 'search.test.ts', test: /local mode > (works under a strict CSP|indexes off the main thread)/, reason: 'counts the page\'s workers (page.workers needs BiDi)' },
    { file: 'search.test.ts', test: /Enter opens the hit URL|Enter on a hit navigates|keyboard-only search, arrows/, reason: 'waits for navigation with page.waitForURL / page.url (not in the adapter yet)' },
    { file: 'search-site.test.ts', test: /walks pages and sections|Enter with no option chosen/, reason: 'waits for navigation with page.waitForURL (not in the adapter yet)' },
    { file: 'search-site.test.ts', test: /German page/, reason: 'WebDriver returns undefined as null (the adapter does not tell them apart yet)' },
    { file: 'search.test.ts', test: /requests while typing/, reason: "drives the page's clock (page.clock is playwright's own)" },
    { file: 'search.test.ts', test: /facets with counts/, reason: 'a facet click leaves 5 results where 1 is expected — to investigate' },
    { file: 'search.test.ts', test: /hotkey hint only with a fine pointer|"\/" focuses the search/, reason: 'MiniBrowser under Xvfb reports other pointer and screen media than the test emulates (isMobile/hasTouch are ignored)' },
    { file: 'slider.test.ts', test: /a touch swipe/, reason: 'dispatches touch through CDP (Chromium only)' },
    { file: 'slider.test.ts', test: /prefers-reduced-motion/, reason: 'reduced-motion emulation needs BiDi' },
    { file: 'slider-gallery.test.ts', test: /\(instant/, reason: 'reduced-motion emulation needs BiDi' },
    { file: 'slider-gallery.test.ts', test: /stays in sync by click, keyboard, goTo, drag and autoplay/, reason: 'the drag through WebDriver actions does not move the slider in time — to investigate' },
    { file: 'core.test.ts', test: /version clash warns once/, reason: 'console messages are not captured without BiDi' },
    { file: 'core.test.ts', test: /a widget that threw starts once fixed/, reason: 'page errors are not captured without BiDi (the test expects the throw to be seen)' },
    { file: 'recover.test.ts', test: /search: error shown/, reason: 'page errors are not captured without BiDi — to check' },
    { file: 'consent.test.ts', test: /a "default" grants services/, reason: 'console messages are not captured without BiDi' },
  ],
};
