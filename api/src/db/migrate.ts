/**
 * Applies `migrations/NNNN_name.sql` in order, each recorded in `schema_migrations`, all inside one
 * transaction under an advisory lock so two api processes starting together cannot both migrate.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './connection';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any fixed number works; it only has to be the same in every process of this portal.
const MIGRATION_LOCK_ID = 4_741_001;

export async function listMigrations(): Promise<string[]> {
  const files = await readdir(MIGRATIONS_DIR);
  return files.filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file)).sort();
}

/** Returns the names of the migrations it applied (empty when the schema was current). */
export async function migrate(database: Database): Promise<string[]> {
  const files = await listMigrations();
  return database.rawTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
    return pending;
  });
}
