/**
 * Re-registration rounds: the chamber's requirements (configuration), the activities and their
 * sums per category. Every statement is here; ownership is part of each WHERE clause.
 */
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CategorySum, RequirementSet } from '../../domain/re-registration-progress';
import type { Db } from '../connection';
import { attachMedias } from './media-files';
import {
  activities,
  activityCategories,
  medias,
  registrationItems,
  reRegistrationRequirementSets,
  reRegistrationRequirements,
} from '../schema';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityCategoryRow = typeof activityCategories.$inferSelect;
export type ActivityWithRound = ActivityRow & { roundStatus: string | null };

export function loadActivityCategories(db: Db): Promise<ActivityCategoryRow[]> {
  return db.select().from(activityCategories).orderBy(asc(activityCategories.sortOrder));
}

export async function findActivityCategory(db: Db, code: string): Promise<ActivityCategoryRow | null> {
  const [row] = await db.select().from(activityCategories).where(eq(activityCategories.code, code));
  return row ?? null;
}

/** The chamber's requirement sets (its variants) with their categories. */
export async function loadRequirementSets(db: Db, branchValue: string): Promise<RequirementSet[]> {
  const rows = await db
    .select({
      set: reRegistrationRequirementSets,
      minimum: reRegistrationRequirements.minimum,
      category: activityCategories,
    })
    .from(reRegistrationRequirementSets)
    .innerJoin(
      reRegistrationRequirements,
      eq(reRegistrationRequirements.requirementSetId, reRegistrationRequirementSets.id),
    )
    .innerJoin(activityCategories, eq(activityCategories.code, reRegistrationRequirements.categoryCode))
    .where(eq(reRegistrationRequirementSets.branchValue, branchValue))
    .orderBy(asc(reRegistrationRequirementSets.workHoursFrom), asc(activityCategories.sortOrder));
  const sets = new Map<string, RequirementSet>();
  for (const row of rows) {
    let set = sets.get(row.set.id);
    if (!set) {
      set = {
        id: row.set.id,
        variant: row.set.variant,
        label: row.set.label,
        workHoursFrom: Number(row.set.workHoursFrom),
        workHoursBelow: row.set.workHoursBelow === null ? null : Number(row.set.workHoursBelow),
        totalPointsMinimum: row.set.totalPointsMinimum === null ? null : Number(row.set.totalPointsMinimum),
        requirements: [],
      };
      sets.set(row.set.id, set);
    }
    set.requirements.push({
      minimum: Number(row.minimum),
      category: {
        code: row.category.code,
        label: row.category.label,
        unit: row.category.unit,
        isWorkExperience: row.category.isWorkExperience,
      },
    });
  }
  return [...sets.values()];
}

/**
 * Points and hours per category of a round, summed by the database. Only top-level activities
 * count (a track's sessions are already summed into it) and only those dated inside the period.
 */
export async function categorySums(
  db: Db,
  roundItemId: string,
  from: string,
  till: string,
): Promise<Map<string, CategorySum>> {
  const rows = await db
    .select({
      code: activities.categoryCode,
      points: sql<string>`coalesce(sum(${activities.points}), 0)`,
      hours: sql<string>`coalesce(sum(${activities.hours}), 0)`,
    })
    .from(activities)
    .where(
      and(
        eq(activities.roundItemId, roundItemId),
        isNull(activities.parentId),
        between(activities.activityDate, from, till),
      ),
    )
    .groupBy(activities.categoryCode);
  return new Map(rows.map((row) => [row.code, { points: Number(row.points), hours: Number(row.hours) }]));
}

/**
 * The professional's top-level activities of a round (null: those waiting for the next period),
 * newest first; a track's sessions are read with `childrenOf`. The filter is SQL's, not Node's.
 */
export async function activitiesOf(
  db: Db,
  professionalId: string,
  roundItemId: string | null,
): Promise<ActivityWithRound[]> {
  const rows = await db
    .select({ activity: activities, roundStatus: registrationItems.status })
    .from(activities)
    .leftJoin(registrationItems, eq(registrationItems.id, activities.roundItemId))
    .where(
      and(
        eq(activities.professionalId, professionalId),
        isNull(activities.parentId),
        roundItemId === null ? isNull(activities.roundItemId) : eq(activities.roundItemId, roundItemId),
      ),
    )
    .orderBy(sql`${activities.activityDate} desc`, sql`${activities.createdAt} desc`);
  return rows.map((row) => ({ ...row.activity, roundStatus: row.roundStatus }));
}

/**
 * One page of a round's top-level activities in the order of `activitiesOf` (newest first, the id as
 * the last tie-break so pages never overlap), with the count of the whole list: the screen shows the
 * first page of a list of 200 instead of rendering every row on a phone (issue 38).
 */
export async function activityPageOf(
  db: Db,
  professionalId: string,
  roundItemId: string,
  { pageSize, offset }: { pageSize: number; offset: number },
): Promise<{ rows: ActivityWithRound[]; totalCount: number }> {
  const conditions = and(
    eq(activities.professionalId, professionalId),
    isNull(activities.parentId),
    eq(activities.roundItemId, roundItemId),
  );
  const rows = await db
    .select({
      activity: activities,
      roundStatus: registrationItems.status,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(registrationItems, eq(registrationItems.id, activities.roundItemId))
    .where(conditions)
    .orderBy(sql`${activities.activityDate} desc`, sql`${activities.createdAt} desc`, sql`${activities.id}`)
    .limit(pageSize)
    .offset(offset);
  let totalCount = rows[0]?.totalCount ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && offset > 0) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(activities)
      .where(conditions);
    totalCount = row?.total ?? 0;
  }
  return { rows: rows.map((row) => ({ ...row.activity, roundStatus: row.roundStatus })), totalCount };
}

/** The activity when it is this professional's; another's reads as missing. */
export async function findOwnActivity(
  db: Db,
  professionalId: string,
  id: string,
): Promise<ActivityWithRound | null> {
  const [row] = await db
    .select({ activity: activities, roundStatus: registrationItems.status })
    .from(activities)
    .leftJoin(registrationItems, eq(registrationItems.id, activities.roundItemId))
    .where(and(eq(activities.id, id), eq(activities.professionalId, professionalId)));
  return row ? { ...row.activity, roundStatus: row.roundStatus } : null;
}

export function childrenOf(db: Db, parentIds: readonly string[]): Promise<ActivityRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(activities)
    .where(inArray(activities.parentId, [...parentIds]))
    .orderBy(asc(activities.activityDate), asc(activities.createdAt));
}

/** A track's totals are its sessions' totals once it has any: summed once, into the parent. */
export async function recomputeParent(db: Db, parentId: string): Promise<void> {
  await db.execute(sql`
    UPDATE activities AS parent SET
      hours = totals.hours, points = totals.points, updated_at = now()
    FROM (
      SELECT coalesce(sum(hours), 0) AS hours, coalesce(sum(points), 0) AS points
      FROM activities WHERE parent_id = ${parentId}
    ) AS totals
    WHERE parent.id = ${parentId}`);
}

/** Activities completed while a round was assessed join the next round once it exists. */
export async function moveWaitingActivities(
  db: Db,
  professionalId: string,
  roundItemId: string,
): Promise<void> {
  await db
    .update(activities)
    .set({ roundItemId, updatedAt: new Date() })
    .where(and(eq(activities.professionalId, professionalId), isNull(activities.roundItemId)));
}

export interface ActivityValues {
  categoryCode: string;
  title: string;
  providerName: string;
  activityDate: string;
  hours: number;
  points: number;
}

/** A new activity (or a track's session) with its evidence; the parent's totals follow. */
export async function insertActivity(
  db: Db,
  input: ActivityValues & {
    professionalId: string;
    roundItemId: string | null;
    parentId: string | null;
    mediaIds: readonly string[];
  },
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({
        professionalId: input.professionalId,
        roundItemId: input.roundItemId,
        parentId: input.parentId,
        categoryCode: input.categoryCode,
        title: input.title,
        providerName: input.providerName,
        activityDate: input.activityDate,
        hours: String(input.hours),
        points: String(input.points),
      })
      .returning();
    await attachMedias(tx, input.mediaIds, 'activity', row!.id, 'evidence');
    if (input.parentId) await recomputeParent(tx, input.parentId);
    return row!;
  });
}

export async function updateActivity(
  db: Db,
  activity: ActivityRow,
  values: ActivityValues,
  mediaIds: readonly string[],
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    const hasChildren = (await childrenOf(tx, [activity.id])).length > 0;
    const [row] = await tx
      .update(activities)
      .set({
        categoryCode: values.categoryCode,
        title: values.title,
        providerName: values.providerName,
        activityDate: values.activityDate,
        // A track with sessions keeps their totals.
        ...(hasChildren ? {} : { hours: String(values.hours), points: String(values.points) }),
        updatedAt: new Date(),
      })
      .where(eq(activities.id, activity.id))
      .returning();
    // Sessions share their track's category and provider.
    await tx
      .update(activities)
      .set({ categoryCode: values.categoryCode, providerName: values.providerName })
      .where(eq(activities.parentId, activity.id));
    await attachMedias(tx, mediaIds, 'activity', activity.id, 'evidence');
    if (activity.parentId) await recomputeParent(tx, activity.parentId);
    return row!;
  });
}

/** Deletes an activity with its sessions and files; returns the storage keys to remove. */
export async function deleteActivity(db: Db, activity: ActivityRow): Promise<string[]> {
  return db.transaction(async (tx) => {
    const children = await childrenOf(tx, [activity.id]);
    const ids = [activity.id, ...children.map((child) => child.id)];
    const files = await tx
      .delete(medias)
      .where(and(eq(medias.modelType, 'activity'), inArray(medias.modelId, ids)))
      .returning({ storageKey: medias.storageKey });
    await tx.delete(activities).where(eq(activities.id, activity.id));
    if (activity.parentId) await recomputeParent(tx, activity.parentId);
    return files.flatMap((file) => (file.storageKey ? [file.storageKey] : []));
  });
}
