/** Portal-wide switches and values kept in the `settings` table (shared by every api process). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { settings } from '../schema';

export interface PortalFlags {
  maintenance: boolean;
  banner: boolean;
}

export type PortalFlag = keyof PortalFlags;

/** One flag as a column of another statement (the session lookup reads the flags in the same trip). */
export function portalFlagColumn(key: PortalFlag) {
  return sql<boolean>`coalesce((select ${settings.value} = 'true'::jsonb from ${settings} where ${settings.key} = ${key}), false)`;
}

export async function readPortalFlags(db: Db): Promise<PortalFlags> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['maintenance', 'banner']));
  const on = (key: PortalFlag) => rows.some((row) => row.key === key && row.value === true);
  return { maintenance: on('maintenance'), banner: on('banner') };
}

export async function setPortalFlag(db: Db, key: PortalFlag, value: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Inserts the value unless the key exists, then returns the stored value (first writer wins). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<unknown> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
