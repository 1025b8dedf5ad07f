/**
 * The provider's Overzicht (issue 40): what needs attention first, each read naming the provider in
 * its SQL. Short lists by nature (a provider's own accreditations, sessions and invoices in a window),
 * each capped so the overview stays one small answer.
 */
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { accreditations, awardedPoints, educationSessions, invoices } from '../schema';
import { rowsOf } from './raw-rows';

/** At most this many rows of each kind on the overview; the lists they link to show the rest. */
export const DASHBOARD_ROWS = 10;

export interface AttentionAccreditation {
  id: string;
  title: string;
  status: 'incomplete' | 'approved';
  validUntil: string | null;
  decisionReason: string | null;
}

/** Accreditations to complete, and approved ones whose validity ends between today and `endingBy`. */
export async function accreditationsNeedingAttention(
  db: Db,
  educatorId: string,
  today: string,
  endingBy: string,
): Promise<AttentionAccreditation[]> {
  const rows = await db
    .select({
      id: accreditations.id,
      title: accreditations.title,
      status: accreditations.status,
      validUntil: accreditations.validUntil,
      decisionReason: accreditations.decisionReason,
    })
    .from(accreditations)
    .where(
      and(
        eq(accreditations.educatorId, educatorId),
        or(
          eq(accreditations.status, 'incomplete'),
          and(
            eq(accreditations.status, 'approved'),
            gte(accreditations.validUntil, today),
            lte(accreditations.validUntil, endingBy),
          ),
        ),
      ),
    )
    .orderBy(
      sql`${accreditations.status} = 'approved'`,
      asc(accreditations.validUntil),
      asc(accreditations.id),
    )
    .limit(DASHBOARD_ROWS);
  return rows as AttentionAccreditation[];
}

export interface SessionWithoutPoints {
  id: string;
  accreditationTitle: string;
  endsOn: string;
}

/**
 * Sessions of approved, unexpired accreditations that ended (before today) no earlier than
 * `endedSince` and have no points entered yet: the oldest first, its entry period ends soonest.
 */
export async function sessionsWithoutPoints(
  db: Db,
  educatorId: string,
  today: string,
  endedSince: string,
): Promise<SessionWithoutPoints[]> {
  return db
    .select({
      id: educationSessions.id,
      accreditationTitle: accreditations.title,
      endsOn: educationSessions.endsOn,
    })
    .from(educationSessions)
    .innerJoin(accreditations, eq(accreditations.id, educationSessions.accreditationId))
    .leftJoin(awardedPoints, eq(awardedPoints.sessionId, educationSessions.id))
    .where(
      and(
        eq(accreditations.educatorId, educatorId),
        eq(accreditations.status, 'approved'),
        gte(accreditations.validUntil, today),
        sql`${educationSessions.endsOn} < ${today}::date`,
        gte(educationSessions.endsOn, endedSince),
        isNull(awardedPoints.id),
      ),
    )
    .orderBy(asc(educationSessions.endsOn), asc(educationSessions.id))
    .limit(DASHBOARD_ROWS);
}

export interface OpenProviderInvoice {
  id: string;
  number: string;
  dueDate: string;
  amountCents: number;
}

export async function openInvoicesOfEducator(db: Db, educatorId: string): Promise<OpenProviderInvoice[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      // Named in full: drizzle writes a one-table select's columns without their table.
      amountCents:
        sql<number>`(SELECT COALESCE(SUM(l.amount_cents), 0) FROM invoice_lines l WHERE l.invoice_id = "invoices"."id")`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(eq(invoices.educatorId, educatorId), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(DASHBOARD_ROWS);
}

export interface ProviderFacts {
  hasUnfinishedProfile: boolean;
  approvedAccreditations: number;
  /** Sessions of approved, unexpired accreditations whose points can be entered today. */
  awardableSessions: number;
}

export async function providerFacts(
  db: Db,
  educatorId: string,
  today: string,
  endedSince: string,
): Promise<ProviderFacts> {
  // Plain SQL: drizzle leaves the table off a one-table select's columns, which the subqueries need.
  const result = await db.execute(sql`
    SELECT e.has_unfinished_profile,
           (SELECT count(*) FROM accreditations a
             WHERE a.educator_id = e.id AND a.status = 'approved' AND a.valid_until >= ${today}::date)::int
             AS approved_accreditations,
           (SELECT count(*) FROM education_sessions s JOIN accreditations a ON a.id = s.accreditation_id
             WHERE a.educator_id = e.id AND a.status = 'approved' AND a.valid_until >= ${today}::date
               AND s.starts_on <= ${today}::date AND s.ends_on >= ${endedSince}::date)::int
             AS awardable_sessions
    FROM educators e WHERE e.id = ${educatorId}::uuid`);
  const [row] = rowsOf<{
    has_unfinished_profile: boolean;
    approved_accreditations: number;
    awardable_sessions: number;
  }>(result);
  return {
    hasUnfinishedProfile: row?.has_unfinished_profile === true,
    approvedAccreditations: Number(row?.approved_accreditations ?? 0),
    awardableSessions: Number(row?.awardable_sessions ?? 0),
  };
}
