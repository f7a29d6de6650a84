// Lint: typescript-eslint (strict, type-checked), React hooks rules, and the import boundaries of the house style —
// app (src/app, the entry files) → routes → features → components / lib → domain; lib knows no feature;
// no feature imports another feature; the server and the service
// worker import the app only through src/domain (and the demo data set).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** A boundaries policy: elements of type `from` may import elements of the `to` types. */
const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

/** A string that starts an SQL statement (after blanks): what only repositories and migrations may hold. */
const SQL_STATEMENT = String.raw`/^\s*(select\s+(?!parameter\b)\S|insert\s+into\s|update\s+[\w.]+\s+set\s|delete\s+from\s|with\s+(recursive\s+)?\w+\s+as\s*\(|(create|drop)\s+(or\s+replace\s+|unique\s+)?(table|index|role|policy|function|type|view|extension|schema|sequence|trigger)\s|alter\s+(table|role|policy|function|type|sequence)\s|truncate\s|lock\s+table\s|vacuum\b)/i`;

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', '.tmp/**', 'data/**', 'node_modules/**', 'test-results/**', 'src/routeTree.gen.ts', 'public/**', '!public/ssr-boot.js', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // numbers and booleans in template strings are how messages and URLs are built here
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // `void promise` marks a deliberately detached promise
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // the JavaScript that ships or runs `npm start` (public/ssr-boot.js, scripts/, the render thread's boot) is linted
    // too; its types are checked by tsconfig.js.json (npm run typecheck), so the type-aware rules stay with TypeScript
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'module', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // one clock (src/domain/clock.ts, issue 25): the app reads "now" through it, never Date.now() / new Date() of its
    // own — a test server's chosen hour then reaches every render, on the server and in the browser alike
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/clock.ts', '**/*.test.{ts,tsx}', '**/*.fixtures.{ts,tsx}', 'src/test/**', 'src/test-setup.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'read the time through src/domain/clock.ts (nowMs)' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'read the time through src/domain/clock.ts (now)' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'read the time through src/domain/clock.ts (nowMs)' },
      ],
    },
  },
  {
    // the domain is pure rules shared by the app, the server and the service worker: no UI library, no browser state,
    // no network — what it needs comes in as arguments (the clock through src/domain/clock.ts)
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-*', 'react/*', '@tanstack/*', 'i18next', 'idb-keyval', 'maplibre-gl', '@supabase/*', 'workbox-*'], message: 'src/domain is pure rules: no UI, storage or network library' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'indexedDB', 'caches', 'fetch', 'XMLHttpRequest', 'self', 'addEventListener', 'setTimeout', 'setInterval']
          .map((name) => ({ name, message: 'src/domain is pure rules: pass what it needs in as an argument' })),
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts', 'src/test/**', 'src/test-setup.ts'],
    rules: {
      // tests assert on parsed JSON and mock objects
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // browser tests wait for a state, never for a fixed time: a sleep is too short on a busy machine and wasted on a
    // quiet one
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait for the state (expect, expect.poll, a helper of pwa-helpers.ts), not for a time.' }],
    },
  },
  {
    // issue 26: SQL lives in repositories (server/<feature>/repositories/*.ts, taking the db or transaction handle),
    // the database adapter and its migrations (server/db); use cases and routes read as the story of the request.
    // A string or template that starts a statement is refused anywhere else (tests inspect the database and may).
    files: ['server/**/*.ts'],
    ignores: ['server/**/repositories/**', 'server/db/**', 'server/**/*.test.ts', 'server/**/test-*.ts', 'server/**/*.fixture.ts', 'server/**/test-kit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement'].map((node) => ({
          selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${SQL_STATEMENT}]`,
          message: 'SQL belongs in a repository module (server/<feature>/repositories/, issue 26)',
        })),
      ],
    },
  },
  {
    // the demo data generator indexes its own constant tables (cuisines, hours, postal codes): a missing entry is a
    // programming error that server/seed/seed.test.ts's validation of the whole generated set catches
    files: ['server/seed/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'server/**/*', 'sw/**/*'],
      // test files may use the shared test harness (src/test) whatever element they belong to
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,fixtures}.{ts,tsx}' }],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'demo', pattern: 'src/demo' },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'components', pattern: 'src/components' },
        // a feature other features build on (the public forms' wizard and sending, the staff sign-in): it imports no
        // feature, and the features that are such forms (courier, careers, restaurant sign-up, ethics, recommend) or
        // staff apps (desk, back office) import it
        { type: 'shared-feature', pattern: 'src/features/{public-forms,staff-auth}', capture: ['name'] },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'build', pattern: 'src/build' },
        { type: 'test', pattern: 'src/test' },
        // the app layer: src/app (QueryClient, router, each feature's registrations) and the entry files beside it
        { type: 'app', pattern: 'src/app' },
        { type: 'app', pattern: 'src/*.{ts,tsx}', partialMatch: false },
        { type: 'server', pattern: 'server' },
        { type: 'sw', pattern: 'sw' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.element.types }} must not import {{ to.element.types }} (routes → features → components/lib → domain)',
          policies: [
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test' } } } },
            allow('domain', ['domain']),
            allow('demo', ['domain', 'demo']),
            allow('i18n', ['domain', 'i18n', 'lib']),
            allow('lib', ['domain', 'lib', 'i18n']),
            allow('components', ['domain', 'lib', 'i18n', 'components']),
            allow('shared-feature', ['domain', 'lib', 'i18n', 'components']),
            { from: { element: { type: 'shared-feature' } }, allow: { to: { element: { type: 'shared-feature', captured: { name: '{{ from.element.captured.name }}' } } } } },
            allow('feature', ['domain', 'lib', 'i18n', 'components', 'demo', 'shared-feature']),
            // a feature imports itself only: no feature → feature
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } } },
            allow('routes', ['domain', 'lib', 'i18n', 'components', 'demo', 'feature', 'shared-feature', 'routes']),
            allow('app', ['domain', 'lib', 'i18n', 'components', 'feature', 'shared-feature', 'routes', 'app', 'demo']),
            allow('test', ['domain', 'lib', 'i18n', 'components', 'feature', 'shared-feature', 'test', 'app', 'demo']),
            allow('build', ['build']),
            // server → build: the static server is tested with the real inline-CSS build plugin's output
            allow('server', ['server', 'domain', 'demo', 'build']),
            // a server test builds the route manifest as the build does: from the app's declaration of its pages
            { from: { element: { type: 'server' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'app' }, file: { path: 'src/app/server-pages.ts' } } } },
            // the service worker sends with the app's one HTTP client (lib/api): lib knows no feature and no React in that module
            allow('sw', ['sw', 'domain', 'lib']),
          ],
        },
      ],
    },
  },
);
