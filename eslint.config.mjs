// npm run lint: typescript-eslint's recommended rules and React's rules of hooks, zero warnings allowed
// (.ci/run runs it). Flat config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    // Generated or installed, never written by hand (the same folders as .gitignore): build output of
    // the scripts, the test-only scripts and the consumer apps (dist, dist-dev, dist-webpack, …), the
    // Pagefind and chunked search indexes written into the example and fixture sites, the relevance
    // benchmark's corpora copies and indexes.
    ignores: [
      '**/node_modules/**', 'dist/**', 'test-results/**', '.cache/**', '**/*.d.ts',
      'test/.build/**', 'test/consumers/.pack/**', 'test/consumers/*/dist*/**',
      'examples/.data/**', 'examples/site/_inlay/**', 'examples/site/en/**', 'examples/site/de/**', 'test/fixtures/site/_inlay/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', navigator: 'readonly', location: 'readonly',
        process: 'readonly', globalThis: 'readonly', __DEV__: 'readonly', __VERSION__: 'readonly',
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-undef': 'off', // TypeScript checks names; plain .mjs scripts run in Node or the browser
    },
  },
  {
    // Browser tests reach, inside page.evaluate, the page globals the test itself installed (fake CMPs,
    // recorded events): typing each of them would describe the fixtures twice.
    files: ['test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
