import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

/**
 * Browser tests against production builds and the real api on a fresh database, in Debian's Chromium
 * (never a downloaded browser).
 */
export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  // The setup project signs in once per role; the tests start from its cookies (support/auth-state.ts).
  // Test files run in two workers; tests tagged @serial change what every page sees (maintenance, the
  // host's remote configuration) and run afterwards, one at a time.
  projects: [
    { name: 'setup', testDir: './setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testDir: './tests', dependencies: ['setup'], grepInvert: /@serial/ },
    { name: 'serial', testDir: './tests', dependencies: ['chromium'], grep: /@serial/, workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
