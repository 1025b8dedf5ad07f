/**
 * PostgreSQL unreachable (issue 41): the api answers 503 with the GraphQL message 'Service
 * Unavailable' (the portal's maintenance page, SPEC section 8), never 500; `/health` names the
 * database; within 10 s after it is back the api is healthy again, without a restart. A second api
 * instance reaches the test database through a TCP proxy that the test cuts; only on PostgreSQL (an
 * embedded database cannot become unreachable).
 */
import { createApp, type App } from '../app';
import type { AppServices } from '../context';
import { openDatabase, type Database } from '../db/connection';
import { isDatabaseUnavailable } from '../db/unavailable';
import { listenForSessionChanges } from '../auth/session-invalidation';
import { MESSAGES } from '../graphql-errors';
import { startCuttableProxy, type CuttableProxy } from '../../testing/cuttable-proxy';
import { createMemoryErrorLog } from '../../testing/memory-error-log';
import { DASHBOARD_QUERY } from '../../testing/operations';
import { TestBrowser } from '../../testing/test-browser';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DATABASE, TEST_DATABASE_URL } from '../../testing/test-database';

describe('recognising an unreachable database', () => {
  it('knows refused, cut and timed-out connections, also wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('no such table'), { code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
  });
});

const onPostgres = TEST_DATABASE === 'postgres' ? describe : describe.skip;

onPostgres('PostgreSQL away', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let database: Database;
  let app: App;
  let services: AppServices;
  let stopListening: () => Promise<void>;
  const errors = createMemoryErrorLog();

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_MS: '3000' } });
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      databaseUrl: target.toString(),
      schema: t.testDatabase.env.DATABASE_SCHEMA,
      connectTimeoutMs: 1_000,
      onPoolError: () => undefined,
    });
    services = { ...t.services, database, errors };
    app = createApp(services);
    stopListening = await listenForSessionChanges(services);
  });

  afterAll(async () => {
    await stopListening();
    await database.close();
    await proxy.close();
    await t.close();
  });

  it('answers 503 Service Unavailable while it is away, and is healthy within 10 s after', async () => {
    const signedIn = new TestBrowser(app);
    expect((await signedIn.login('professional@demo.nl')).body.data.loginPortalUser.status).toBe('LOGGED_IN');
    expect((await signedIn.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' })).status).toBe(200);

    await proxy.cut();
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // A kept session or the portal flags' cache may still answer a moment; every database read fails.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const guest = new TestBrowser(app);
    // A guest's portalInit needs no database while the portal flags are cached: 200 or 503.
    count((await guest.portalInit()).status);
    for (const response of [
      await guest.login('professional@demo.nl'),
      await signedIn.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' }),
    ]) {
      count(response.status);
      expect(response.status).toBe(503);
      expect(response.body.errors[0].message).toBe(MESSAGES.maintenance);
      expect(response.body.errors[0].extensions.code).toBe(503);
    }
    const health = await guest.request('/health');
    expect(health.status).toBe(503);
    expect(health.body.dependencies).toEqual({ database: 'unavailable', notifications: 'unavailable' });
    // The api keeps the requests coming as a client does: never a 500.
    for (let request = 0; request < 10; request += 1) {
      count((await guest.portalInit()).status);
      count((await signedIn.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' })).status);
    }
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThanOrEqual(12);
    expect(errors.entries().filter((entry) => entry.event === 'request')).toEqual([]);

    await proxy.restore();
    const back = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - back < 10_000) {
      const answer = await guest.request('/health');
      healthy = answer.status === 200 && answer.body.status === 'ok';
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healthy).toBe(true);
    expect(Date.now() - back).toBeLessThan(10_000);
    // The session survived: the same browser reads its dashboard again.
    const dashboard = await signedIn.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.errors).toBeUndefined();
  }, 30_000);
});
