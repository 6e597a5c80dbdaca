// npm run lint: typescript-eslint's recommended rules and React's rules of hooks, zero warnings allowed
// (.ci/run runs it). Flat config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import oneLetterNames from './scripts/eslint/one-letter-names.mjs';

const WIDGETS = ['fit-text', 'form', 'search', 'share', 'slider'];

export default tseslint.config(
  {
    // Generated or installed, never written by hand (the same folders as .gitignore): build output of
    // the scripts, the test-only scripts and the consumer apps (dist, dist-dev, dist-webpack, …), the
    // Pagefind and chunked search indexes written into the example and fixture sites, the relevance
    // benchmark's corpora copies and indexes.
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'test-results/**',
      '.cache/**',
      '**/*.d.ts',
      'test/.build/**',
      'test/consumers/.pack/**',
      'test/consumers/*/dist*/**',
      'test/generators/*/_site/**',
      'examples/.data/**',
      'examples/site/_inlay/**',
      'examples/site/en/**',
      'examples/site/de/**',
      'test/fixtures/site/_inlay/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'react-hooks': reactHooks, inlay: { rules: { 'one-letter-names': oneLetterNames } } },
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        navigator: 'readonly',
        location: 'readonly',
        process: 'readonly',
        globalThis: 'readonly',
        __DEV__: 'readonly',
        __VERSION__: 'readonly',
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-undef': 'off', // TypeScript checks names; plain .mjs scripts run in Node or the browser
    },
  },
  // Names say what they hold: no one-letter names outside tiny lambdas, for-loop counters and `_`
  // (scripts/eslint/one-letter-names.mjs). Over all of src/ and the lint rules themselves.
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'scripts/eslint/**/*.{ts,mjs}'],
    rules: { 'inlay/one-letter-names': 'error' },
  },
  // The architecture's two import rules, enforced: src/core/ imports no widget, and no widget imports
  // another widget (shared code moves to src/core/). One block per widget, since a pattern can't say
  // "a sibling other than me".
  {
    files: ['src/core/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/widgets/**'], message: 'src/core/ holds only what widgets share: it must not import a widget.' }] },
      ],
    },
  },
  ...WIDGETS.map((widget) => ({
    files: [`src/widgets/${widget}/**/*.{ts,tsx,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: WIDGETS.filter((other) => other !== widget).flatMap((other) => [
                `**/widgets/${other}`,
                `**/widgets/${other}/**`,
                `../${other}`,
                `../${other}/**`,
                `../../${other}/**`,
              ]),
              message: `No widget imports another widget: move what ${widget} shares to src/core/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Browser tests reach, inside page.evaluate, the page globals the test itself installed (fake CMPs,
    // recorded events): typing each of them would describe the fixtures twice.
    files: ['test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
