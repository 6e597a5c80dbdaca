import { defineConfig } from 'vitest/config';

// Two projects: unit tests next to the code (React runtime, jsdom) and browser tests in test/ that
// load the built dist/*.js in real Chromium (preact/compat runtime). `npm test` builds first.
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
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          // Runs after the unit tests (vitest needs distinct group orders for different worker limits).
          sequence: { groupOrder: 1 },
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file drives its own Chromium; two cores on this machine kind.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
