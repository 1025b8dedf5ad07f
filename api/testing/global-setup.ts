/**
 * Builds one migrated, seeded PGlite data folder per test run. Each test file opens its own copy,
 * which takes about a second instead of the several seconds a fresh PGlite needs to start.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-data';
import { PGLITE_TEMPLATE_ENV, TEST_DATABASE } from './test-database';

export default async function globalSetup(): Promise<void> {
  if (TEST_DATABASE !== 'pglite') return;
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-api-template-'));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await migrate(database);
    await seedDemoData(database.db, { employerPortfolio: false });
  } finally {
    await database.close();
  }
  // Workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = dir;
}
