// ESLint flat configuration. The rule that matters most: src/domain stays pure
// (no framework, no I/O); it may import only yup and its own files.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/osa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!yup$|\\.{1,2}/).*',
              message: 'src/domain is pure: import only yup and other domain files (no framework, no I/O).',
            },
            {
              // A relative path out of src/domain: the contract, the SPA, the player and the server build on the domain, not the reverse.
              regex: '^(\\.\\./)+(contract|app|osa|server)(/|$)',
              message: 'src/domain imports nothing outside src/domain: the contract, the SPA, the player and the server use the domain, not the reverse.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'document', 'window', 'setTimeout', 'setInterval'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass the time in as a parameter.' }],
    },
  },
  {
    // Small files with one job. The SPA's message catalogues are data and wait to move into their features.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/core/i18n/messages/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
