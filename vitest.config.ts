import { defineConfig } from 'vitest/config';

// Unit tests next to the code (React runtime, jsdom), then the browser tests in test/, which load the
// built dist/*.js (preact/compat runtime) in each engine: Chromium, Firefox, WebKit (test/helpers/browser.ts).
// `npm test` builds first, then runs all projects. One engine alone: `npm test -- --project browser-webkit`
// (or without the build: `npx vitest run --project browser-firefox test/x.test.ts`).
// INLAY_ENGINES=chromium,webkit limits the engines (all three by default, as in CI).
const ALL = ['chromium', 'firefox', 'webkit'] as const;
const wanted = (process.env.INLAY_ENGINES ?? ALL.join(',')).split(',').map((e) => e.trim().toLowerCase());
const ENGINES = ALL.filter((e) => wanted.includes(e));
export default defineConfig({
  define: { __DEV__: 'true', __SCRIPT__: 'false', __VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['test/helpers/unit-setup.ts'],
        },
      },
      ...ENGINES.map((engine) => ({
        extends: true,
        test: {
          // `browser` is Chromium (or INLAY_ENGINE when set, to run one engine alone under the usual
          // name); `browser-firefox` and `browser-webkit` run the same files in the other engines.
          name: engine === 'chromium' ? 'browser' : `browser-${engine}`,
          environment: 'node' as const,
          env: { INLAY_ENGINE: engine === 'chromium' ? (process.env.INLAY_ENGINE ?? 'chromium') : engine },
          // After the unit tests, one engine after the other (vitest needs distinct group orders for
          // different worker limits; in order, each engine's time is its own).
          sequence: { groupOrder: 1 + ALL.indexOf(engine) },
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file drives its own browser; two cores on this machine kind.
          maxWorkers: 2,
          fileParallelism: true,
          // One retry in every engine: two cores running a browser per file (and a WordPress, a search
          // index build) time out now and then. A test that fails twice fails the run, and the summary
          // lists every test that passed only on its retry, to be fixed.
          retry: 1,
        },
      })),
      // `npm run screenshots`: every examples page at 1280 and 390 px in each engine, into screenshots/.
      ...(process.env.INLAY_SCREENSHOTS
        ? ENGINES.map((engine) => ({
            extends: true,
            test: {
              name: `screenshots-${engine}`,
              environment: 'node' as const,
              env: { INLAY_ENGINE: engine },
              include: ['test/screenshots/*.shots.ts'],
              testTimeout: 60_000,
              hookTimeout: 60_000,
              maxWorkers: 1,
            },
          }))
        : []),
    ],
  },
});
