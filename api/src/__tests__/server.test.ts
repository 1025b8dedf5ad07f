import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { TEST_DATABASE, TEST_DATABASE_URL } from '../../testing/test-database';
import { loadConfig, type Config } from '../config/env';
import { settings, users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/demo-data';
import { requireProductionSecrets } from '../security/secrets';
import { startServer } from '../server';

// Starts the real server the way `pnpm --filter @portal/api start` does, on an empty data folder
// (or an empty PostgreSQL schema), then once more to see that everything was kept.
let dataDir: string;
let config: Config;
let firstAppKey: string;
const schema = `test_${randomBytes(6).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-api-start-')), 'nog-niet-aangemaakt');
  config = loadConfig({
    // PostgreSQL in production requires configured keys (tested below); a test run generates them.
    NODE_ENV: TEST_DATABASE === 'postgres' ? 'test' : 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(TEST_DATABASE === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
  });
});
afterAll(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
  if (TEST_DATABASE === 'postgres') await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

describe('starting the api', () => {
  it('creates the data folder, migrates, seeds an empty database and serves HTTP', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startServer(config);
    try {
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^Lege database: ${DEMO_ACCOUNTS.length} demo-accounts aangemaakt`)),
      );
      firstAppKey = server.services.appKey;
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${server.url}/health`);
      expect(await health.json()).toEqual({
        status: 'ok',
        dependencies: { database: 'ok', notifications: 'ok' },
      });

      const init = await fetch(`${server.url}/graphql/portal_public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ portalInit { session { auth } } }' }),
      });
      expect(await init.json()).toEqual({ data: { portalInit: { session: { auth: false } } } });
      expect(init.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);

      // Secrets were generated once and kept where the next start (or `pnpm staff`) finds them.
      expect((await readFile(path.join(dataDir, 'staff-secret'), 'utf8')).trim()).toBe(
        server.services.staffSecret,
      );
      // Generated keys live in files only their owner can read, never in a table.
      for (const [file, value] of [
        ['app-key', server.services.appKey],
        ['pt-shared-secret', server.services.ptSecret],
        ['payment-webhook-secret', server.services.paymentSecret],
      ] as const) {
        expect((await readFile(path.join(dataDir, file), 'utf8')).trim()).toBe(value);
        expect((await stat(path.join(dataDir, file))).mode & 0o777).toBe(0o600);
      }
      const keyRows = await server.services.database.db
        .select()
        .from(settings)
        .where(inArray(settings.key, ['app_key', 'pt_shared_secret', 'payment_webhook_secret']));
      expect(keyRows).toEqual([]);
      await access(path.join(dataDir, 'api-endpoint'));
      await server.services.database.db.delete(users).where(eq(users.email, 'opleider@demo.nl'));
    } finally {
      await server.close();
      log.mockRestore();
    }
    await expect(access(path.join(dataDir, 'api-endpoint'))).rejects.toThrow();
  }, 60_000); // a fresh embedded database starts slowly on a busy machine

  it('keeps data and keys across a restart and does not seed a database that has users', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startServer(config);
    try {
      expect(log).not.toHaveBeenCalled();
      const emails = (await server.services.database.db.select({ email: users.email }).from(users)).map(
        (row) => row.email,
      );
      // The named demo accounts but the one removed; the generated employees and participants stay too.
      const named = new Set(DEMO_ACCOUNTS.map((account) => account.email));
      expect(emails.filter((email) => named.has(email))).toHaveLength(DEMO_ACCOUNTS.length - 1);
      expect(emails).not.toContain('opleider@demo.nl');
      const storedKey = (await readFile(path.join(dataDir, 'app-key'), 'utf8')).trim();
      expect(storedKey).toBe(server.services.appKey);
      expect(server.services.appKey).toBe(firstAppKey);
    } finally {
      await server.close();
      log.mockRestore();
    }
  });
});

describe('secrets in production on PostgreSQL', () => {
  it('refuses to start without them, naming what is missing', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/portal',
      APP_KEY: 'k'.repeat(32),
    });
    expect(() => requireProductionSecrets(production)).toThrow(
      'Met DATABASE_URL in productie (NODE_ENV=production) moeten deze geheimen in de omgeving staan (elk minstens 32 tekens): PT_SHARED_SECRET, PAYMENT_WEBHOOK_SECRET. De api start niet.',
    );
    await expect(startServer(production)).rejects.toThrow(/PT_SHARED_SECRET, PAYMENT_WEBHOOK_SECRET/);
    const complete = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/portal',
      APP_KEY: 'k'.repeat(32),
      PT_SHARED_SECRET: 'p'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
    });
    expect(() => requireProductionSecrets(complete)).not.toThrow();
    // The embedded database generates them.
    expect(() => requireProductionSecrets(loadConfig({ NODE_ENV: 'production' }))).not.toThrow();
  });
});
