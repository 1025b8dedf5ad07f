// One lint setup for the workspace, run with zero warnings allowed (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const remotes = ['remote-account', 'remote-professional', 'remote-employer', 'remote-educator'];
const appsWithFeatures = ['host', ...remotes];

/** The feature folders of an app, read from disk so a new feature is its own zone the day it lands. */
function featuresOf(app) {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * What the api may take from shared: the React-free subpaths only (ARCHITECTURE.md). `csv` is
 * papaparse and the date format: the employer's exports are written by the api (issue 39).
 */
const reactFreeSharedSubpaths = [
  'validation',
  'options',
  'format',
  'routes',
  'operations',
  'redirect',
  'csv',
];

/** The portal has one router instance: everyone uses it through `@portal/shared/router`. */
const ownRouterPattern = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Gebruik de router via @portal/shared/router: host en remotes delen één instantie.',
};
const packageExportsPattern = {
  group: ['@portal/*/src/*', '../../shared/*', '../shared/src/*'],
  message: 'Import via de package-exports.',
};

/** The api's import boundary: shared only through `allowed` subpaths; no React, Apollo or antd. */
function apiImportPatterns(allowed) {
  return [
    {
      group: [
        '@portal/*',
        '!@portal/shared',
        '@portal/shared/*',
        ...allowed.map((subpath) => `!@portal/shared/${subpath}`),
      ],
      message: `De api importeert alleen de React-vrije delen van shared: ${allowed.join(', ')}.`,
    },
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        '@apollo/client',
        '@apollo/client/*',
        'antd',
        'antd/*',
      ],
      message: 'De api draait zonder React, Apollo of antd.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/.state/**',
      'e2e/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      // Files in kebab-case (STYLE.md); `.test`, `.spec`, `.d` and the like are middle extensions.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      // A relative import never leaves its package: another package is used through its name.
      'import-x/no-relative-packages': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Packages are used only through their exports, never another package's src/ (STYLE.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [packageExportsPattern, ownRouterPattern],
        },
      ],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
      'import-x/ignore': ['node_modules'],
    },
  },
  ...appsWithFeatures.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      // Imports flow one way: shared code -> features -> app; no feature imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${app}/src/features`,
              from: `./${app}/src/app`,
              message: 'Features importeren de app niet.',
            },
            // One zone per feature: a feature imports no other feature.
            ...featuresOf(app).map((feature) => ({
              target: `./${app}/src/features/${feature}`,
              from: `./${app}/src/features`,
              except: [`./${feature}`],
              message:
                'Een feature importeert geen andere feature; verplaats gedeelde code naar components of lib.',
            })),
            ...['components', 'lib', 'config', 'runtime-plugins'].map((shared) => ({
              target: `./${app}/src/${shared}`,
              from: [`./${app}/src/features`, `./${app}/src/app`],
              message: 'Gedeelde code importeert geen features of app.',
            })),
          ],
        },
      ],
    },
  })),
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageExportsPattern,
            ownRouterPattern,
            {
              group: ['@portal/host', '@portal/host/*', '@portal/remote-*'],
              message:
                'Een remote importeert geen andere remote en niet de host: die laden elkaar tijdens het draaien.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['api/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiImportPatterns(reactFreeSharedSubpaths) }] },
  },
  {
    // The api's tests may also read the shared test cases (React-free: node and graphql only), so the
    // form and the api are checked against one verdict table.
    files: ['api/**/__tests__/**/*.{ts,tsx,js,mjs,cjs}', 'api/testing/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: apiImportPatterns([...reactFreeSharedSubpaths, 'testing']) },
      ],
    },
  },
  {
    files: ['e2e/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The browser tests talk to the apps like a user; only the route table, as data, is shared,
              // the build tools (Lighthouse's baseline compresses its build as the apps do), and the one
              // Node-only test helper that reads a generated PDF as the api's tests do.
              group: [
                '@portal/*',
                '!@portal/shared',
                '@portal/shared/*',
                '!@portal/shared/routes',
                '!@portal/shared/build',
                // A gitignore-style list cannot re-include a file below an excluded folder: the testing
                // folder is let through here and refused again below, all but the one helper.
                '!@portal/shared/testing',
                '@portal/shared/testing/*',
                '!@portal/shared/testing/pdf-text',
              ],
              message:
                'De browsertests importeren geen app-code; alleen @portal/shared/routes (de routetabel als gegevens), @portal/shared/build en @portal/shared/testing/pdf-text.',
            },
            {
              // Only the testing folder's index: a group would refuse everything below it as well.
              regex: '^@portal/shared/testing$',
              message:
                'De browsertests importeren geen app-code; alleen @portal/shared/routes (de routetabel als gegevens), @portal/shared/build en @portal/shared/testing/pdf-text.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that imports react-router itself.
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageExportsPattern] }] },
  },
  {
    // The host's server matches the start route with react-router's own matcher (server/start-plan.mjs):
    // plain Node, which cannot import @portal/shared/router's TypeScript; no router instance there.
    files: ['host/server/start-plan.mjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageExportsPattern] }] },
  },
  {
    // Inside shared/ too a relative import stays in its package: the packages under shared/src import
    // each other by name (@portal/shared-<name>; docs/decisions/0033-shared-packages-as-a-tree.md).
    // A package's tests may use the umbrella's test helpers (shared/testing) by path: a test is no part
    // of the package anyone imports. shared/build/__tests__/folder-graph.test.ts checks the rest.
    files: ['shared/src/**/__tests__/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // `window.config` has one reader, host/src/config/page-config.ts (issue 42).
    files: ['host/src/**/*.{ts,tsx}'],
    ignores: ['host/src/config/page-config.ts', 'host/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name='config']",
          message: 'Lees window.config via pageConfig() (host/src/config/page-config.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
