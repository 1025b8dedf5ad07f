import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, provideConfiguredPglite, type TestDatabase } from '../../testing/test-database';
import { openConfiguredDatabase } from '../db/open-configured';
import { listMigrations, migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../db/seed/demo-data';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

function rowsOf<Row>(result: unknown): Row[] {
  // node-postgres answers { rows }, PGlite too; both through drizzle's execute.
  return (result as { rows: Row[] }).rows;
}

describe('the statement counter', () => {
  it('is on for tests only: the database the api opens has no logger on its statements', async () => {
    expect(t.database.queries).toBeDefined();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-counter-'));
    try {
      await provideConfiguredPglite(dataDir);
      const database = await openConfiguredDatabase(testConfig(dataDir, t.env));
      await database.db.execute(sql`SELECT 1`);
      expect(database.queries).toBeUndefined();
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrations', () => {
  it('are recorded once and applying them again changes nothing', async () => {
    expect(await migrate(t.database)).toEqual([]);
    const applied = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`),
    ).map((row) => row.name);
    expect(applied).toEqual(await listMigrations());
  });

  it('create every table and column the drizzle schema describes', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(
        sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
      ),
    );
    const present = new Set(columns.map((row) => `${row.table_name}.${row.column_name}`));
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) expect(present).toContain(`${config.name}.${column.name}`);
    }
  });

  it('load the chambers and targets of DOMAIN.md as reference data', async () => {
    const targets = rowsOf<{ system_label: string; branch_value: string }>(
      await t.database.db.execute(sql`SELECT system_label, branch_value FROM registration_targets`),
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        { system_label: 'jeugd-en-gezinsprofessional', branch_value: 'jeugd-en-gezinsprofessional' },
        { system_label: 'master-psycholoog', branch_value: 'gedragswetenschapper' },
        { system_label: 'master-orthopedagoog', branch_value: 'gedragswetenschapper' },
      ]),
    );
  });
});

describe('demo data', () => {
  it('is idempotent: a second run skips every existing account', async () => {
    const result = await seedDemoData(t.database.db, { employerPortfolio: false });
    expect(result.created).toEqual([]);
    expect(result.skipped).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
  });

  it('dates every invoice as it could have happened: issued on or before it falls due, paid after issue', async () => {
    // The PDF and the lists show Factuurdatum beside Vervaldatum: a paid invoice of last year once
    // read as issued today and due a year before.
    const wrong = rowsOf<{ number: string }>(
      await t.database.db.execute(sql`
        select number from invoices
        where (created_at at time zone 'Europe/Amsterdam')::date > due_date
           or (paid_at is not null and paid_at < created_at)`),
    );
    const all = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select count(*)::int as count from invoices where status = 'paid'`),
    );
    expect(all[0]!.count).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
