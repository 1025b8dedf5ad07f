// One Jest setup for every package: TypeScript and JSX through SWC, tests in __tests__ folders.
const path = require('node:path');

/** @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], rootDir: string }} options */
module.exports = function createJestConfig({ environment = 'node', setupFiles = [], rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        require.resolve('@swc/jest', { paths: [rootDir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be compiled for Jest's CommonJS runtime.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(@apollo|rxjs|@wry|optimism|@electric-sql|dayjs)/)',
    ],
    moduleNameMapper: { '\\.(css|svg|png)$': path.join(__dirname, 'jest.file-stub.cjs') },
    setupFilesAfterEnv: setupFiles,
  };
};
