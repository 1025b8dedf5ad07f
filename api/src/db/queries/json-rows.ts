/**
 * Rows that came back inside JSON (`to_jsonb(row)`, `jsonb_agg`) turned into the same values drizzle
 * gives for a plain select: one statement can then bring a record with its children (issue 8).
 */
import { getTableColumns, type Table } from 'drizzle-orm';

type JsonRow = Record<string, unknown>;

/** A `to_jsonb(row)` object (database column names) as the table's row type (property names). */
export function rowFromJson<T extends Table>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    // jsonb is already parsed by the outer JSON; drizzle's mapper would parse a JSON string twice.
    row[property] =
      value === null || value === undefined
        ? null
        : column.columnType === 'PgJsonb'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A `jsonb_agg` array (or null when nothing was aggregated) as rows. */
export function rowsFromJson<T extends Table>(table: T, json: unknown): Array<T['$inferSelect']> {
  return Array.isArray(json) ? json.map((item) => rowFromJson(table, item as JsonRow)) : [];
}
