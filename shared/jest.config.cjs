module.exports = require('../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/testing/setup-tests.ts'],
});
