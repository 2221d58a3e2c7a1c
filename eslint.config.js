// ESLint flat configuration. The rule that matters most: src/domain stays pure
// (no framework, no I/O); it may import only yup and its own files.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const boundaries = require('eslint-plugin-boundaries');

// The parts of the code base, most specific first (a file is the first that matches).
const ELEMENTS = [
  { type: 'appView', pattern: 'src/app/**/views/**', partialMatch: false },
  { type: 'osaView', pattern: 'src/osa/**/views/**', partialMatch: false },
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'contract', pattern: 'src/contract/**', partialMatch: false },
  { type: 'client', pattern: 'src/client/**', partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'osa', pattern: 'src/osa/**', partialMatch: false },
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
];
// Files that reach the network or the browser: the sagas get them from the saga context.
const IO_FILES = [
  { category: 'io', pattern: ['src/app/io/**', 'src/osa/io/**', 'src/app/core/http/httpClient.ts', 'src/osa/core/http/playerHttp.ts', 'src/**/*Api.ts'] },
];
const SPA = ['app', 'appView'];
const PLAYER = ['osa', 'osaView'];
const CLIENTS = [...SPA, ...PLAYER];
const isType = (types) => ({ element: { types: { anyOf: types } } });
// What each part may not import. The domain and the contract are shared by all; the SPA, the
// player and the server never import each other; views dispatch actions and read selectors, and
// never reach the network or the browser's APIs themselves.
const BOUNDARY_POLICIES = [
  { from: isType(['domain']), disallow: { to: isType(['contract', 'client', 'server', ...CLIENTS]) } },
  { from: isType(['contract']), disallow: { to: isType(['client', 'server', ...CLIENTS]) } },
  // The browser clients' shared core: the SPA and the player build on it, it builds on the contract.
  { from: isType(['client']), disallow: { to: isType(['server', ...CLIENTS]) } },
  { from: isType(SPA), disallow: { to: isType(['server', ...PLAYER]) } },
  { from: isType(PLAYER), disallow: { to: isType(['server', ...SPA]) } },
  { from: isType(['server']), disallow: { to: isType(['client', ...CLIENTS]) } },
  {
    from: isType(['appView', 'osaView']),
    disallow: { to: { file: { categories: 'io' } } },
  },
];


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
    // Data access lives in src/server/db: a service reaches an account's rows through the
    // repositories made for the caller's account, so it cannot write a query that forgets it.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Query through a repository of src/server/db/repositories, made for the caller\'s account, or a store of src/server/db/platform.' },
            { regex: '(^|/)db/schema(/|$)', message: 'Tables are reached through the repositories of src/server/db/repositories, not imported.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': IO_FILES,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: BOUNDARY_POLICIES }] },
  },
  {
    // Views dispatch actions and read selectors: effects belong to the sagas.
    files: ['src/app/**/views/**/*.{ts,tsx}', 'src/osa/**/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['redux-saga', 'redux-saga/*', 'typed-redux-saga', 'fetch-retry', 'universal-cookie'], message: 'Views dispatch actions and read selectors; effects and I/O belong to the sagas.' }] },
      ],
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
