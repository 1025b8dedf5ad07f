/** A professional's registrations with their items, and the chamber/target reference data. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { expiringPerDatabase } from '../expiring-cache';
import {
  reenterRequestTypes,
  registrationBranches,
  registrationItems,
  registrationTargets,
  registrations,
} from '../schema';

export type RegistrationItemRow = typeof registrationItems.$inferSelect;
export type RegistrationWithItems = typeof registrations.$inferSelect & { items: RegistrationItemRow[] };
export type TargetWithBranch = typeof registrationTargets.$inferSelect & { branchLabel: string };

/** Newest registration first; items oldest first (their order is the registration's history). */
export async function loadRegistrations(db: Db, professionalId: string): Promise<RegistrationWithItems[]> {
  const rows = await db
    .select()
    .from(registrations)
    .where(eq(registrations.professionalId, professionalId))
    .orderBy(desc(registrations.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(registrationItems)
    .where(
      inArray(
        registrationItems.registrationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(registrationItems.createdAt));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.registrationId === row.id) }));
}

/**
 * The targets are reference data (only migrations change them) and every professional's portalInit
 * reads them: kept a minute per database instead of one more round trip per request (issue 8).
 */
export const TARGETS_FRESH_MS = 60_000;
const targetCache = expiringPerDatabase(TARGETS_FRESH_MS, loadTargets);

export function cachedTargets(db: Db): Promise<TargetWithBranch[]> {
  return targetCache.get(db);
}

export async function loadTargets(db: Db): Promise<TargetWithBranch[]> {
  const rows = await db
    .select({ target: registrationTargets, branchLabel: registrationBranches.label })
    .from(registrationTargets)
    .innerJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .orderBy(asc(registrationTargets.sortOrder));
  return rows.map((row) => ({ ...row.target, branchLabel: row.branchLabel }));
}

export async function loadBranches(db: Db) {
  return db.select().from(registrationBranches).orderBy(asc(registrationBranches.sortOrder));
}

export async function loadReenterTypes(db: Db) {
  return db.select().from(reenterRequestTypes);
}
