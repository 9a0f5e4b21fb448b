// Flat config: TypeScript rules everywhere, React hooks in the SPA, and import zones that
// keep the layers apart — domain imports neither src nor server; src never imports server;
// inside src, app → features → (content, components, hooks, stores, api) → (lib, config),
// features never import each other; inside server, entry points → routers → services →
// db/queries → db (ADR 194), and no module takes part in an import cycle. The
// resolver understands the `@/` and `@domain/` aliases, so the zones hold for aliased
// imports too. scripts/lint-zones.test.ts shows each rule failing on a violation.
// The SPA's JSX is held to jsx-a11y's recommended rules (through eslint-plugin-jsx-a11y-x,
// the fork that supports this ESLint: ADR 196), its component tests to Testing Library's,
// and every file Vitest runs to Vitest's.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = new URL('./src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import only itself among the features (and no feature the app). */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared part down (src/api, src/components, src/lib, domain/).',
}));

/**
 * The shared layers of src/, lowest first. A layer may import the layers below it and never
 * the ones above (nor features or app, which sit above them all).
 */
const sharedLayers = [
  ['./src/config', './src/lib'],
  ['./src/api'],
  ['./src/stores'],
  ['./src/hooks'],
  ['./src/components'],
  ['./src/content'],
];
const layerZones = sharedLayers.map((layer, index) => ({
  target: layer,
  from: [...sharedLayers.slice(index + 1).flat(), './src/features', './src/app'],
  message:
    'Shared layers import only the layers below them: config/lib ← api ← stores ← hooks ← components ← content, and never features or app.',
}));

/**
 * The layers of server/ (ARCHITECTURE.md, ADR 194), top first: the entry points compose
 * everything; routers call services; services (with jobs and realtime beside them) call
 * db/queries; queries call the database core. http/ and middleware/ sit beside the routers.
 * A layer imports only the layers below it. The root files (app-env, auth, env, errors)
 * are shared plumbing and stay outside the zones, except the two entry points.
 */
const SERVER_ENTRY = ['./server/app.ts', './server/index.ts', './server/cli'];
const SERVER_ROUTERS = ['./server/routes', './server/open-data'];
const SERVER_BESIDE_ROUTERS = ['./server/http', './server/middleware'];
const SERVER_SERVICES = [
  './server/market',
  './server/journeys',
  './server/alerts',
  './server/mail',
  './server/analytics',
  './server/rate-limit',
  './server/seo',
  './server/ssr',
  './server/static',
  './server/jobs',
  './server/realtime',
];
const serverLayerZones = [
  {
    target: './server/db',
    from: [...SERVER_ENTRY, ...SERVER_ROUTERS, ...SERVER_BESIDE_ROUTERS, ...SERVER_SERVICES],
    message:
      'server/db (schema, client, queries, seed) is the bottom layer: it imports no service, router or entry point. Move the shared part down into db/ (ADR 194).',
  },
  {
    target: ['./server/db/*.ts', './server/db/!(queries|seed)/**'],
    from: ['./server/db/queries', './server/db/seed'],
    message: 'The database core (client, schema, migrations) sits below db/queries and db/seed (ADR 194).',
  },
  {
    target: SERVER_SERVICES,
    from: [...SERVER_ENTRY, ...SERVER_ROUTERS, ...SERVER_BESIDE_ROUTERS],
    message:
      'Services (market, journeys, alerts, mail, jobs, realtime, …) never import routers, http/, middleware/ or the entry points: move the shared part down (ADR 194).',
  },
  {
    // The fast path answers the open data API's cached reads with that router's own headers.
    target: SERVER_BESIDE_ROUTERS,
    from: [...SERVER_ENTRY, './server/routes'],
    message: 'http/ and middleware/ sit beside the routers and never import them or the entry points (ADR 194).',
  },
  {
    target: SERVER_ROUTERS,
    from: SERVER_ENTRY,
    message: 'Routers never import the entry points: app.ts composes them (ADR 194).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './domain', from: './src', message: 'domain/ is pure and shared: it must not import the SPA.' },
            {
              target: './domain',
              from: './server',
              message: 'domain/ is pure and shared: it must not import the server.',
            },
            { target: './src', from: './server', message: 'The SPA must not import server code.' },
            { target: './server', from: './src', message: 'The server must not import the SPA.' },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle follows imports into other files: it must know how to parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['domain/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], message: 'src/ (the @/ alias) is off limits here.' }] },
      ],
    },
  },
  {
    // The layers inside server/ (ADR 194). Tests and server/testing sit above them all.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', message: 'The server must not import the SPA.' },
            ...serverLayerZones,
          ],
        },
      ],
    },
  },
  {
    // The served-HTML tests render pages with the SPA's server renderer from source (the
    // built server imports the built renderer, build/ssr/entry-server.mjs: ADR 093).
    files: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './src',
              except: ['./entry-server.tsx'],
              message: 'The server must not import the SPA (tests may use src/entry-server.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    ...jsxA11y.configs.recommended,
    files: ['src/**/*.tsx'],
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A labelled region that scrolls is focusable, so keys scroll it (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The files Vitest runs (vitest.config.ts); the Playwright specs under tests/e2e are not among them.
    ...vitest.configs.recommended,
    files: ['{domain,server,scripts}/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message second: expect(value, 'what it is').
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A setup hook may check its fixtures: a failed check fails the tests it runs for.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'beforeEach'] }],
      // Property tests assert through fast-check, and shared checks are named expect…().
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }],
    },
  },
  {
    ...testingLibrary.configs['flat/react'],
    files: ['src/**/*.test.{ts,tsx}'],
    // Testing Library's render helpers are src/testing's; other render… names (renderToString,
    // a test's own renderAt) are not Testing Library renders.
    settings: { 'testing-library/custom-renders': ['renderWithProviders', 'renderApp'] },
  },
  {
    // The web project's files share their worker's modules (ADR 200): a file that swaps or
    // reloads modules leaves them changed for the files after it, so it runs on its own.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|resetModules)$/]",
          message: 'A file that mocks or reloads modules is named *.isolated.test.ts(x) (ADR 200).',
        },
      ],
    },
  },
  {
    // Code that runs in the browser builds no Intl object of its own and none while a module
    // loads: the first one starts ICU, a long task, and it belongs in a render (ADR 097). The
    // ICU worker does exactly that, off the main thread (ADR 133).
    files: ['src/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'domain/intl-formats.ts',
      'domain/time-zone.ts',
      'src/lib/icu-start.worker.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Take Intl formatters and collators from domain/intl-formats.ts (ADR 097).',
        },
        {
          // With options, V8 builds a collator for every call (about 90× slower in a sort).
          selector: "CallExpression[callee.property.name='localeCompare'][arguments.length=3]",
          message: 'Compare with collator(options).compare from domain/intl-formats.ts (ADR 097).',
        },
        {
          selector:
            'CallExpression[callee.name=/^(numberFormat|dateTimeFormat|collator|format[A-Z]\\w*)$/]:not(:function CallExpression)',
          message: 'Build formatters when they are first used, not while the module loads (ADR 097).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]:not(:function CallExpression)',
          message:
            'A locale-aware call while the module loads starts ICU: use groupThousands from domain/intl-formats.ts, or call it when first needed (ADR 103).',
        },
      ],
    },
  },
  {
    // The layers of the SPA. Tests and src/testing sit above them all: a test may render the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server', message: 'The SPA must not import server code.' },
            ...featureZones,
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app: the app composes features.',
            },
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    // What the home page's first load runs without the router (ADR 131): shared code and the
    // home feature link through src/lib/navigation.tsx. The search-state hook serves pages
    // under the router only.
    files: ['src/{lib,hooks,components,content,config,api,stores}/**/*.{ts,tsx}', 'src/features/home/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/hooks/use-search-state.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              'Link and read the path through @/lib/navigation: the home page runs without the router (ADR 131).',
          })),
        },
      ],
    },
  },
  prettier,
);
