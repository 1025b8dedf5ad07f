/**
 * The SQL migrations are the one hand-kept description of the database (docs/decisions/0006);
 * drizzle's schema must describe what they create, column for column: every column's type and
 * nullability, and no table or column on one side only. Runs on PGlite and on PostgreSQL.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import * as schema from '../db/schema';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** Tables the migration runner keeps for itself, outside the application's schema. */
const RUNNER_TABLES = new Set(['schema_migrations']);

/** PostgreSQL's spelling of a type (format_type) in drizzle's spelling (getSQLType). */
function normalType(type: string): string {
  return (
    type
      .replace(/^character varying/, 'varchar')
      .replace(/^character\(/, 'char(')
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint')
      // drizzle writes numeric(8, 2), PostgreSQL numeric(8,2).
      .replace(/^numeric\((\d+), (\d+)\)$/, 'numeric($1,$2)')
  );
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  column_type: string;
  not_null: boolean;
  /** The column's domain (a named text type with a CHECK), whose allowed values drizzle lists. */
  domain_name: string | null;
  domain_check: string | null;
}

/** `CHECK (VALUE = ANY (ARRAY['a'::text, ...]))` as PostgreSQL prints it: the quoted values. */
function allowedValues(check: string): string[] {
  return [...check.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '').sort();
}

/** Each column as `type[ not null][ in (values)]`; a domain counts as its base type plus its values. */
async function migratedColumns(): Promise<Map<string, string>> {
  const result = await t.database.db.execute(sql`
    SELECT c.relname AS table_name, a.attname AS column_name,
           format_type(CASE WHEN ty.typtype = 'd' THEN ty.typbasetype ELSE a.atttypid END,
                       CASE WHEN ty.typtype = 'd' THEN ty.typtypmod ELSE a.atttypmod END) AS column_type,
           a.attnotnull AS not_null,
           CASE WHEN ty.typtype = 'd' THEN ty.typname END AS domain_name,
           (SELECT pg_get_constraintdef(con.oid) FROM pg_constraint con
             WHERE con.contypid = ty.oid AND ty.typtype = 'd' LIMIT 1) AS domain_check
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type ty ON ty.oid = a.atttypid
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`);
  const rows = (result as unknown as { rows: ColumnRow[] }).rows;
  return new Map(
    rows
      .filter((row) => !RUNNER_TABLES.has(row.table_name))
      .map((row) => [
        `${row.table_name}.${row.column_name}`,
        `${normalType(row.column_type)}${row.not_null ? ' not null' : ''}` +
          (row.domain_check ? ` in (${allowedValues(row.domain_check).join(',')})` : ''),
      ]),
  );
}

/** `domainColumns`: there the drizzle `enum` must list exactly the domain's allowed values. */
function drizzleColumns(domainColumns: ReadonlySet<string>): Map<string, string> {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  return new Map(
    tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column): [string, string] => [
        `${config.name}.${column.name}`,
        `${normalType(column.getSQLType())}${column.notNull ? ' not null' : ''}` +
          (domainColumns.has(`${config.name}.${column.name}`) && column.enumValues
            ? ` in (${[...column.enumValues].sort().join(',')})`
            : ''),
      ]);
    }),
  );
}

describe('the migrations and the drizzle schema', () => {
  it('describe the same tables and columns, with the same type and nullability', async () => {
    const migrated = await migratedColumns();
    const domainColumns = new Set(
      [...migrated].filter(([, type]) => type.includes(' in (')).map(([column]) => column),
    );
    expect(domainColumns.size).toBeGreaterThan(0);
    const described = drizzleColumns(domainColumns);
    expect(described.size).toBeGreaterThan(100);
    const differences = [...new Set([...migrated.keys(), ...described.keys()])]
      .sort()
      .filter((column) => migrated.get(column) !== described.get(column))
      .map((column) => ({
        column,
        migrations: migrated.get(column) ?? 'ontbreekt',
        drizzle: described.get(column) ?? 'ontbreekt',
      }));
    expect(differences).toEqual([]);
  });
});
