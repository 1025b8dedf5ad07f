const preset = require('../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'node',
  setupFiles: ['<rootDir>/testing/setup-env.ts'],
});

const [[, swcTransform]] = Object.entries(preset.transform);

module.exports = {
  ...preset,
  // Every test file opens a real database (PGlite starts in a few seconds), so hooks need more time.
  testTimeout: 30_000,
  globalSetup: '<rootDir>/testing/global-setup.ts',
  globalTeardown: '<rootDir>/testing/global-teardown.ts',
  // PGlite's CommonJS build (index.cjs) loads Node modules with import(), which Jest's CommonJS
  // runtime only runs once compiled to require(); the preset neither compiles .cjs files nor
  // matches pnpm's nested node_modules path.
  // file-type exports only an `import` condition, which Jest's CommonJS resolver does not try.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^file-type$': require('node:path').join(__dirname, 'node_modules/file-type/index.js'),
    // Mollie's client pins its CA bundle: in tests its fetch trusts the fake Mollie API's own
    // certificate for that fake's origin only (testing/mollie-node-fetch.ts), TLS checks stay on.
    '^node-fetch$': '<rootDir>/testing/mollie-node-fetch.ts',
  },
  transform: { ...preset.transform, '^.+\\.cjs$': swcTransform },
  // file-type and its helpers are ESM-only: compiled like PGlite.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(@electric-sql|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|peek-readable)/).*/node_modules/',
  ],
};
