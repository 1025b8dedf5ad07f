/** Opens the database the configuration points at and brings its schema up to date. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env';
import { openDatabase, type Database } from './connection';
import { migrate } from './migrate';

export const PGLITE_FOLDER = 'pglite';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  let pgliteDir: string | undefined;
  if (!config.databaseUrl) {
    pgliteDir = path.join(config.dataDir, PGLITE_FOLDER);
    await mkdir(pgliteDir, { recursive: true });
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteDir,
  });
  try {
    if (config.databaseSchema && database.kind === 'postgres') {
      await database.rawTransaction((tx) => tx.exec(`CREATE SCHEMA IF NOT EXISTS ${config.databaseSchema}`));
    }
    await migrate(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
