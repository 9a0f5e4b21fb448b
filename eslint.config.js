// Flat config: TypeScript rules everywhere, React hooks in the SPA, and import zones that
// keep the layers apart — domain imports neither src nor server; src never imports server;
// inside src, app → features → (content, components, hooks, stores, api) → (lib, config),
// features never import each other, and no module takes part in an import cycle. The
// resolver understands the `@/` and `@domain/` aliases, so the zones hold for aliased
// imports too. scripts/lint-zones.test.ts shows each rule failing on a violation.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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
