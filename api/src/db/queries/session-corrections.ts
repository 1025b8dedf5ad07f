/**
 * Corrections of a session and its awards within the entry period (issue 40): every statement names
 * the provider through the session's accreditation, so another provider's session or award is not
 * found. Each correction writes its change row (who, when, before and after) in the caller's
 * transaction, and the participant's re-registration activity follows the award.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  activities,
  awardedPoints,
  educationSessionChanges,
  educationSessions,
  registrationItems,
  users,
  professionals,
  type SessionChangeKind,
} from '../schema';
import { containsPattern, ilikeEscaped, orderOf, type Page, type PageRequest } from './paging';

export type AwardRow = typeof awardedPoints.$inferSelect;
export type SessionChangeRow = typeof educationSessionChanges.$inferSelect;

export interface AwardListRow {
  id: string;
  registrationNumber: string;
  lastName: string;
  points: string;
  awardedOn: string;
  awardedByName: string;
}

export type AwardSort = 'registrationNumber' | 'lastName' | 'awardedOn';

/** The last name with its infix ('de Vries'), as a participant's list names them. */
const lastNameOf = sql<string>`concat_ws(' ', ${users.infix}, ${users.lastName})`;

const AWARD_SORTS = {
  registrationNumber: awardedPoints.registrationNumber,
  lastName: users.lastName,
  awardedOn: awardedPoints.awardedOn,
} as const;

/**
 * One page of a session's awards (the caller found the session as the provider's). The participant
 * is shown by the registration number and last name the provider entered, nothing more.
 */
export async function awardPage(
  db: Db,
  sessionId: string,
  request: PageRequest<AwardSort>,
): Promise<Page<AwardListRow>> {
  const conditions: SQL[] = [eq(awardedPoints.sessionId, sessionId)];
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(
      sql`(${ilikeEscaped(awardedPoints.registrationNumber, pattern)} OR ${ilikeEscaped(lastNameOf, pattern)})`,
    );
  }
  const rows = await db
    .select({
      id: awardedPoints.id,
      registrationNumber: awardedPoints.registrationNumber,
      lastName: lastNameOf,
      points: awardedPoints.points,
      awardedOn: awardedPoints.awardedOn,
      awardedByName: awardedPoints.awardedByName,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(awardedPoints)
    .innerJoin(professionals, eq(professionals.id, awardedPoints.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(...conditions))
    .orderBy(...orderOf(AWARD_SORTS[request.sort], request.order, sql`${awardedPoints.id}`))
    .limit(request.pageSize)
    .offset(request.offset);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && request.offset > 0) {
    const [row] = await db
      .select({ total: count() })
      .from(awardedPoints)
      .innerJoin(professionals, eq(professionals.id, awardedPoints.professionalId))
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(and(...conditions));
    totalCount = row?.total ?? 0;
  }
  return {
    nodes: rows.map(({ totalCount: _total, ...row }) => row),
    totalCount,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** The award when it is of this session (which the caller found as the provider's); locked for the change. */
export async function awardOfSession(db: Db, sessionId: string, awardId: string): Promise<AwardRow | null> {
  const [row] = await db
    .select()
    .from(awardedPoints)
    .where(and(eq(awardedPoints.id, awardId), eq(awardedPoints.sessionId, sessionId)))
    .for('update');
  return row ?? null;
}

/**
 * Whether the award's activity already counts in a re-registration that was sent in (its round is
 * no longer ongoing): then the provider can no longer change it.
 */
export async function awardIsSubmitted(db: Db, award: AwardRow): Promise<boolean> {
  if (!award.activityId) return false;
  const [row] = await db
    .select({ status: registrationItems.status })
    .from(activities)
    .innerJoin(registrationItems, eq(registrationItems.id, activities.roundItemId))
    .where(eq(activities.id, award.activityId));
  return row !== undefined && row.status !== 'ongoing';
}

/** Awards of the session already in a submitted re-registration (they fix the session's dates). */
export async function submittedAwardCount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(awardedPoints)
    .innerJoin(activities, eq(activities.id, awardedPoints.activityId))
    .innerJoin(registrationItems, eq(registrationItems.id, activities.roundItemId))
    .where(and(eq(awardedPoints.sessionId, sessionId), sql`${registrationItems.status} <> 'ongoing'`));
  return row?.total ?? 0;
}

export async function awardCount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(awardedPoints)
    .where(eq(awardedPoints.sessionId, sessionId));
  return row?.total ?? 0;
}

export interface ChangedBy {
  userId: string;
  name: string;
}

async function recordChange(
  db: Db,
  values: {
    sessionId: string;
    kind: SessionChangeKind;
    award?: AwardRow;
    before: Record<string, unknown>;
    after: Record<string, unknown> | null;
    by: ChangedBy;
  },
): Promise<void> {
  await db.insert(educationSessionChanges).values({
    sessionId: values.sessionId,
    awardId: values.award?.id ?? null,
    registrationNumber: values.award?.registrationNumber ?? null,
    kind: values.kind,
    before: values.before,
    after: values.after,
    changedByUserId: values.by.userId,
    changedByName: values.by.name,
  });
}

export interface SessionPlace {
  startsOn: string;
  endsOn: string;
  location: string | null;
  isOnline: boolean;
}

/**
 * New dates and place of a session; its awards' activities take the new end date (the activity's
 * date is the session's end). Nothing is written when nothing changed.
 */
export async function correctSession(
  tx: Db,
  session: typeof educationSessions.$inferSelect,
  next: SessionPlace,
  by: ChangedBy,
): Promise<boolean> {
  const before: SessionPlace = {
    startsOn: session.startsOn,
    endsOn: session.endsOn,
    location: session.location,
    isOnline: session.isOnline,
  };
  if (JSON.stringify(before) === JSON.stringify(next)) return false;
  await tx.update(educationSessions).set(next).where(eq(educationSessions.id, session.id));
  if (next.endsOn !== session.endsOn) {
    await tx.execute(sql`
      UPDATE activities SET activity_date = ${next.endsOn}::date, updated_at = now()
      WHERE id IN (SELECT activity_id FROM awarded_points WHERE session_id = ${session.id}::uuid)`);
  }
  await recordChange(tx, {
    sessionId: session.id,
    kind: 'session',
    before: { ...before },
    after: { ...next },
    by,
  });
  return true;
}

/** New points for one award and its activity. */
export async function correctAwardPoints(
  tx: Db,
  award: AwardRow,
  points: number,
  by: ChangedBy,
): Promise<boolean> {
  if (Number(award.points) === points) return false;
  await tx
    .update(awardedPoints)
    .set({ points: String(points) })
    .where(eq(awardedPoints.id, award.id));
  if (award.activityId) {
    await tx
      .update(activities)
      .set({ points: String(points), updatedAt: new Date() })
      .where(eq(activities.id, award.activityId));
  }
  await recordChange(tx, {
    sessionId: award.sessionId,
    kind: 'points',
    award,
    before: { points: Number(award.points) },
    after: { points },
    by,
  });
  return true;
}

/** Withdraws an award: the award and the participant's activity go, the change row stays. */
export async function withdrawAward(tx: Db, award: AwardRow, by: ChangedBy): Promise<void> {
  await tx.delete(awardedPoints).where(eq(awardedPoints.id, award.id));
  if (award.activityId) await tx.delete(activities).where(eq(activities.id, award.activityId));
  await recordChange(tx, {
    sessionId: award.sessionId,
    kind: 'withdrawn',
    award,
    before: { points: Number(award.points), awardedOn: award.awardedOn },
    after: null,
    by,
  });
}

/** How many changes to show: the newest, the count says how many there are in all. */
export const SESSION_CHANGES_SHOWN = 50;

export async function sessionChanges(
  db: Db,
  sessionId: string,
): Promise<{ rows: SessionChangeRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(educationSessionChanges)
      .where(eq(educationSessionChanges.sessionId, sessionId))
      .orderBy(desc(educationSessionChanges.changedAt), asc(educationSessionChanges.id))
      .limit(SESSION_CHANGES_SHOWN),
    db
      .select({ total: count() })
      .from(educationSessionChanges)
      .where(eq(educationSessionChanges.sessionId, sessionId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
