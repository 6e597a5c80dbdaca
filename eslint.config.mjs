// npm run lint: typescript-eslint's recommended rules and React's rules of hooks, zero warnings allowed
// (.ci/run runs it). Flat config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/.build/**', 'test/consumers/.pack/**', 'test/consumers/**/node_modules/**', 'test/consumers/**/dist/**', '**/*.d.ts', 'examples/.data/**'] },
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
