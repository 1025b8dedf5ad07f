/**
 * A fresh, migrated and seeded database per test file: a copy of the run's PGlite template
 * (see global-setup.ts) by default, or with TEST_DATABASE=postgres an own schema on the
 * PostgreSQL server at TEST_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-data';

export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const PGLITE_TEMPLATE_ENV = 'PORTAL_API_TEST_PGLITE_TEMPLATE';

export interface TestDatabase {
  database: Database;
  /** What a Config needs to open this same database from elsewhere (a CLI, a second process). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A test may have closed the database itself (to see how the api copes); closing again is fine. */
async function closeQuietly(database: Database): Promise<void> {
  await database.close().catch(() => undefined);
}

/**
 * Puts a copy of the template where the api expects its embedded database under DATA_DIR, so a
 * test of a command that opens "the configured database" does not wait for a fresh PGlite.
 */
export async function provideConfiguredPglite(dataDir: string): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (TEST_DATABASE === 'pglite' && template)
    await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) {
    const database = await openDatabase({ countStatements: true });
    await migrate(database);
    await seedDemoData(database.db, { employerPortfolio: false });
    return { database, env: {}, drop: () => closeQuietly(database) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-api-db-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir, countStatements: true });
  return {
    database,
    env: {},
    drop: async () => {
      await closeQuietly(database);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, countStatements: true });
  await migrate(database);
  await seedDemoData(database.db, { employerPortfolio: false });
  return {
    database,
    env: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
    drop: async () => {
      await closeQuietly(database);
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  return TEST_DATABASE === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
