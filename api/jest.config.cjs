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
  transform: { ...preset.transform, '^.+\\.cjs$': swcTransform },
  transformIgnorePatterns: ['^(?!.*/node_modules/@electric-sql/).*/node_modules/'],
};
