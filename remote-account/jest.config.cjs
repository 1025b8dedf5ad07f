module.exports = require('../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/../shared/testing/setup-tests.ts'],
});
