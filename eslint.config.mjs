// One lint setup for the workspace, run with zero warnings allowed (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appsWithFeatures = [
  'host',
  'remote-account',
  'remote-professional',
  'remote-employer',
  'remote-educator',
];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Packages are used only through their exports, never another package's src/ (STYLE.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*/src/*', '../../shared/*', '../shared/src/*'],
              message: 'Import via de package-exports.',
            },
          ],
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
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
