/**
 * A counter of requests in an hour-long window, one row per subject (a client address, an account):
 * an upsert raises it and reads it in one statement, so concurrent requests each see their own
 * number and no two pass the limit together. A row whose hour is over starts a new window instead.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Whether the window that began at `windowStart` is over. */
export function windowOver(windowStart: AnyPgColumn): SQL {
  return sql`${windowStart} <= now() - interval '1 hour'`;
}

/** The upsert's new count and window start; the count stops one past the limit. */
export function nextInWindow(
  windowStart: AnyPgColumn,
  count: AnyPgColumn,
  limit: number,
): { count: SQL; windowStart: SQL } {
  const over = windowOver(windowStart);
  return {
    count: sql`case when ${over} then 1 else least(${count} + 1, ${limit + 1}) end`,
    windowStart: sql`case when ${over} then now() else ${windowStart} end`,
  };
}
