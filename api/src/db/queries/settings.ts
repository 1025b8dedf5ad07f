/** Portal-wide switches and values kept in the `settings` table (shared by every api process). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { settings } from '../schema';
import { expiringPerDatabase } from '../expiring-cache';

export interface PortalFlags {
  maintenance: boolean;
  banner: boolean;
}

export type PortalFlag = keyof PortalFlags;

/** One flag as a column of another statement (the session lookup reads the flags in the same trip). */
export function portalFlagColumn(key: PortalFlag) {
  return sql<boolean>`coalesce((select ${settings.value} = 'true'::jsonb from ${settings} where ${settings.key} = ${key}), false)`;
}

/**
 * A guest's request reads nothing but the flags: they are kept a few seconds per database (issue 8),
 * dropped at once when this process changes them (the staff command through the running api), and
 * refreshed by every signed-in request, whose session statement reads them anyway. Another process
 * changing them directly is seen within FLAGS_FRESH_MS.
 */
export const FLAGS_FRESH_MS = 5_000;
const flagCache = expiringPerDatabase(FLAGS_FRESH_MS, readPortalFlags);

export function cachedPortalFlags(db: Db): Promise<PortalFlags> {
  return flagCache.get(db);
}

/** Flags just read together with something else (the session): fresh, so they restart the clock. */
export function rememberPortalFlags(db: Db, flags: PortalFlags): void {
  flagCache.set(db, flags);
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
  flagCache.forget(db);
}

/** Inserts the value unless the key exists, then returns the stored value (first writer wins). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<unknown> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
