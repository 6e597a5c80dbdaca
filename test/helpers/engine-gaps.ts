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
    // What playwright's BiDi, Firefox ESR 153 or headless Firefox lacks (the engine can't, as driven here):
    { file: 'hardening/churn.test.ts', reason: 'counts DOM nodes and listeners through CDP (Chromium only)' },
    { file: 'form-breadth.test.ts', test: /file fields/, reason: 'throttles the upload through CDP (Chromium only)' },
    { file: 'slider.test.ts', test: /a touch swipe/, reason: 'dispatches touch through CDP (Chromium only)' },
    {
      file: 'slider.test.ts',
      test: /prefers-reduced-motion/,
      reason: 'reduced-motion emulation needs emulation.setMediaFeaturesOverride, which ESR 153 lacks',
    },
    { file: 'slider-gallery.test.ts', test: /\(instant/, reason: 'reduced-motion emulation needs emulation.setMediaFeaturesOverride, which ESR 153 lacks' },
    {
      file: 'slider.test.ts',
      test: /a mouse drag changes slide/,
      reason: "BiDi's input.performActions refuses a pointer move outside the viewport (the drag ends past the edge)",
    },
    {
      file: 'slider-gallery.test.ts',
      test: /not for a drag/,
      reason: "BiDi's input.performActions refuses a pointer move outside the viewport (the drag ends past the edge)",
    },
    { file: 'hardening/a11y.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/csp.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    { file: 'hardening/spec-coverage.test.ts', test: /copy confirmation/, reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)' },
    {
      file: 'hardening/keyboard.test.ts',
      test: /share: Tab to a network/,
      reason: 'BiDi permissions.setPermission refuses clipboard-write (grantPermissions)',
    },
    {
      file: 'search.test.ts',
      test: /hotkey hint only with a fine pointer/,
      reason: 'headless Firefox reports no fine pointer, so the hint is (rightly) absent',
    },
    {
      file: 'share.test.ts',
      test: /centred popup/,
      reason: "headless Firefox opens any popup 829 px wide whatever its width feature (a bare window.open(…, 'popup,width=600,height=500') too)",
    },
  ],
  webkit: [
    // WebKitGTK's driver speaks WebDriver classic only (2.50 refuses `webSocketUrl: true`: no BiDi). The
    // adapter (engines/webdriver.ts, engines/page-hooks.ts) emulates init scripts, console and page errors
    // through the test server, request routing and `request` events through the test servers and a proxy
    // (engines/webdriver-proxy.ts), and popups through window handles; what it can't emulate:
    { file: 'hardening/churn.test.ts', reason: 'counts DOM nodes and listeners through CDP (Chromium only)' },
    ...['a11y', 'csp', 'spec-coverage'].flatMap((f) => [
      {
        file: `hardening/${f}.test.ts`,
        test: /copy confirmation/,
        reason: 'navigator.clipboard.writeText is refused (NotAllowedError): no clipboard permission to grant without BiDi',
      },
    ]),
    {
      file: 'hardening/keyboard.test.ts',
      test: /search modal: Tab \+ Enter/,
      reason: "page.exposeFunction needs BiDi (the adapter can't call back into the test)",
    },
    { file: 'hardening/keyboard.test.ts', test: /under forced colors|focus indicator under forced/, reason: 'forced-colors emulation needs BiDi' },
    {
      file: 'hardening/keyboard.test.ts',
      test: /slider: rotation control first|slider: every key press moves one slide|form: Tab through the fields|form: keyboard focus stays inside|form: Enter in a field sends|search inline: Tab into the combobox|share: Tab to a network/,
      reason:
        "WebDriver key actions don't make WebKitGTK's focus keyboard focus: an input or button reached by Tab on a bare page never matched :focus-visible in 7 of 7 Tab steps (Chromium: 7 of 7 did), a widget's button only sometimes, and these tests check the focus ring at each step",
    },
    {
      file: 'consumers.test.ts',
      test: /production build|development build/,
      reason: "the apps are served by Vite's own server, which the init scripts (put in by the test server) can't reach",
    },
    { file: 'form-breadth.test.ts', test: /file fields/, reason: 'setInputFiles needs a file chooser (BiDi)' },
    { file: 'form.test.ts', test: /honeypot is invisible/, reason: "ariaSnapshot is playwright's own" },
    {
      file: 'search-scale.test.ts',
      test: /fetches the entry on first interaction|strict CSP with Trusted Types/,
      reason: "counts the page's workers (page.workers needs BiDi)",
    },
    {
      file: 'search.test.ts',
      test: /local mode > (works under a strict CSP|indexes off the main thread)/,
      reason: "counts the page's workers (page.workers needs BiDi)",
    },
    { file: 'search.test.ts', test: /requests while typing/, reason: "drives the page's clock (page.clock is playwright's own)" },
    {
      file: 'search.test.ts',
      test: /hotkey hint only with a fine pointer|"\/" focuses the search/,
      reason: 'MiniBrowser under Xvfb reports other pointer and screen media than the test emulates (isMobile/hasTouch are ignored)',
    },
    { file: 'slider.test.ts', test: /a touch swipe/, reason: 'dispatches touch through CDP (Chromium only)' },
    { file: 'slider.test.ts', test: /prefers-reduced-motion/, reason: 'reduced-motion emulation needs BiDi' },
    { file: 'slider-gallery.test.ts', test: /\(instant/, reason: 'reduced-motion emulation needs BiDi' },
    {
      file: 'share.test.ts',
      test: /middle-click opens a tab/,
      reason: "WebKitGTK's driver releases a middle button as the primary one (mousedown button 1, then mouseup and click button 0): a left click, no auxclick",
    },
    {
      file: 'share.test.ts',
      test: /copies the link with the Clipboard API/,
      reason: 'navigator.clipboard.readText outside a user gesture is refused (NotAllowedError): no clipboard-read permission to grant without BiDi',
    },
    {
      file: 'share.test.ts',
      test: /axe-clean in every display mode/,
      reason: "WebDriver key actions don't make WebKitGTK's focus keyboard focus: the focus ring (:focus-visible) after Tab and Shift+Tab is never drawn",
    },
    // Differences not yet explained:
  ],
};
