/** The real request handler on a fresh test database, and a cookie-keeping client to drive it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import type { AppServices } from '../src/context';
import type { Db, QueryCounter } from '../src/db/connection';
import { createMailer } from '../src/mail/mailer';
import { listenWhenSessionsAreKept } from '../src/auth/session-invalidation';
import { createMemoryAuditLog, type MemoryAuditLog } from './memory-audit-log';
import { createMemoryErrorLog, type MemoryErrorLog } from './memory-error-log';
import { createTestDatabase, TEST_DATABASE, type TestDatabase } from './test-database';
import { TestBrowser, type Fetcher } from './test-browser';
import { settledAfterResponse } from '../src/http/after-response';

export const TEST_APP_KEY = 'test-app-key-that-is-long-enough-0123456789';
export const TEST_STAFF_SECRET = 'test-staff-secret';
export const TEST_PT_SECRET = 'test-pt-shared-secret-that-is-long-enough-0123';
export const TEST_PAYMENT_SECRET = 'test-payment-secret-that-is-long-enough-0123';

export interface TestApp {
  app: App;
  services: AppServices;
  config: Config;
  db: Db;
  testDatabase: TestDatabase;
  /** What the api wrote to its audit log. */
  audit: MemoryAuditLog;
  /** What the api wrote to its error log. */
  errors: MemoryErrorLog;
  /** Statements (and writes) sent to the test database so far: the cost tests take differences. */
  queries: QueryCounter;
  browser(options?: { ip?: string; baseUrl?: string }): TestBrowser;
  /** A new browser signed in as `email` with the demo password; throws when the sign-in fails. */
  signedIn(email: string): Promise<TestBrowser>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    APP_KEY: TEST_APP_KEY,
    STAFF_SECRET: TEST_STAFF_SECRET,
    DATA_DIR: dataDir,
    PORTAL_URL: 'http://portal.test',
    PAYMENT_PROVIDER: 'test',
    // Production mode with the test provider: the explicit opt-in of local and test stacks.
    ALLOW_TEST_PAYMENTS: '1',
    // A test's direct database write stands for another api process; the session cache would show
    // it only after its expiry. session-cache.test.ts and the cost test turn it on.
    SESSION_CACHE_MS: '0',
    // Both ways of executing a query go through every test: compiled from the first run on PGlite,
    // graphql-js only on PostgreSQL (compiled-queries.test.ts covers the switch between them).
    GRAPHQL_COMPILE_AFTER_RUNS: TEST_DATABASE === 'pglite' ? '1' : '0',
    ...env,
  });
}

export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
  const config = testConfig(dataDir, { ...testDatabase.env, ...options.env });
  const audit = createMemoryAuditLog();
  const errors = createMemoryErrorLog();
  const services: AppServices = {
    config,
    database: testDatabase.database,
    appKey: TEST_APP_KEY,
    staffSecret: TEST_STAFF_SECRET,
    mailer: createMailer(config, testDatabase.database.db, errors),
    ptSecret: TEST_PT_SECRET,
    paymentSecret: TEST_PAYMENT_SECRET,
    audit,
    errors,
  };
  const app = createApp(services);
  // Test browsers see a request's after-response work (a reset mail) done when its answer arrives.
  const settledApp: Fetcher = {
    fetch: (async (...args: Parameters<App['fetch']>) => {
      const response = await app.fetch(...args);
      await settledAfterResponse(services);
      return response;
    }) as App['fetch'],
  };
  // As the server does: with the cache on, another instance's writes drop what this one keeps.
  const stopListening = await listenWhenSessionsAreKept(services);
  const queries = testDatabase.database.queries;
  if (!queries) throw new Error('De testdatabase telt geen statements (countStatements)');
  return {
    app,
    services,
    config,
    db: testDatabase.database.db,
    testDatabase,
    audit,
    errors,
    queries,
    browser: (browserOptions = {}) => new TestBrowser(settledApp, browserOptions),
    signedIn: async (email) => {
      const browser = new TestBrowser(settledApp);
      const status = (await browser.login(email)).body?.data?.loginPortalUser?.status;
      if (status !== 'LOGGED_IN') throw new Error(`Inloggen als ${email} gaf ${String(status)}`);
      return browser;
    },
    close: async () => {
      // A test may have closed the database itself already.
      await stopListening().catch(() => undefined);
      await services.mailer.stop();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers the hooks of a test file that drives one app: created before its tests, closed after.
 * The object returned is filled in by `beforeAll`, so tests use it as the app itself.
 */
export function withTestApp(options: { env?: Record<string, string> } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}
