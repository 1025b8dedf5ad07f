/**
 * A provider's accreditations, their sessions and awarded points (issue 40). Every read names the
 * provider (educator id) in its SQL, so another provider's record is simply not found and answers
 * exactly like a missing one. Lists are searched, filtered and paged in SQL.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  accreditationStatusChanges,
  accreditations,
  educationSessions,
  educators,
  pointsCheckWindows,
  settings,
  type AccreditationStatus,
} from '../schema';
import { DEFAULT_ACCREDITATION_RULES, type AccreditationRules } from '../../domain/accreditation-transitions';
import { containsPattern, ilikeEscaped, orderOf, type Page, type PageRequest } from './paging';
import { nextInWindow } from './hourly-window';
import { rowsOf } from './raw-rows';

export type AccreditationRow = typeof accreditations.$inferSelect;
export type EducationSessionRow = typeof educationSessions.$inferSelect;

export async function readAccreditationRules(db: Db): Promise<AccreditationRules> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'accreditationRules'));
  const stored = (row?.value ?? {}) as Partial<Record<keyof AccreditationRules, unknown>>;
  const rules = { ...DEFAULT_ACCREDITATION_RULES };
  for (const key of Object.keys(rules) as Array<keyof AccreditationRules>) {
    const value = stored[key];
    if (typeof value === 'number' && value > 0) rules[key] = value;
  }
  return rules;
}

export interface AccreditationListRow extends AccreditationRow {
  sessionCount: number;
}

export type AccreditationSort = 'title' | 'status' | 'validUntil' | 'createdAt';

const SORT_COLUMNS = {
  title: accreditations.title,
  status: accreditations.status,
  validUntil: accreditations.validUntil,
  createdAt: accreditations.createdAt,
} as const;

/** One page of the provider's accreditations with their session counts, cut in SQL. */
export async function accreditationPage(
  db: Db,
  educatorId: string,
  request: PageRequest<AccreditationSort>,
  status: AccreditationStatus | null,
): Promise<Page<AccreditationListRow>> {
  const conditions: SQL[] = [eq(accreditations.educatorId, educatorId)];
  if (status) conditions.push(eq(accreditations.status, status));
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(
      sql`(${ilikeEscaped(accreditations.title, pattern)} OR ${ilikeEscaped(
        sql`coalesce(${accreditations.accreditationNumber}, '')`,
        pattern,
      )})`,
    );
  }
  const rows = await db
    .select({
      accreditation: accreditations,
      sessionCount:
        sql<number>`(select count(*) from ${educationSessions} where ${educationSessions.accreditationId} = ${accreditations.id})`.mapWith(
          Number,
        ),
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(accreditations)
    .where(and(...conditions))
    .orderBy(...orderOf(SORT_COLUMNS[request.sort], request.order, sql`${accreditations.id}`))
    .limit(request.pageSize)
    .offset(request.offset);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && request.offset > 0) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(accreditations)
      .where(and(...conditions));
    totalCount = row?.total ?? 0;
  }
  return {
    nodes: rows.map((row) => ({ ...row.accreditation, sessionCount: row.sessionCount })),
    totalCount,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** The provider's accreditation, or null: another provider's is not found. */
export async function accreditationOf(
  db: Db,
  educatorId: string,
  id: string,
): Promise<AccreditationRow | null> {
  const [row] = await db
    .select()
    .from(accreditations)
    .where(and(eq(accreditations.id, id), eq(accreditations.educatorId, educatorId)));
  return row ?? null;
}

export async function sessionsOf(
  db: Db,
  accreditationIds: readonly string[],
): Promise<EducationSessionRow[]> {
  if (accreditationIds.length === 0) return [];
  return db
    .select()
    .from(educationSessions)
    .where(inArray(educationSessions.accreditationId, [...accreditationIds]))
    .orderBy(desc(educationSessions.startsOn), asc(educationSessions.id));
}

export interface SessionWithAccreditation {
  session: EducationSessionRow;
  accreditation: AccreditationRow;
  educatorName: string;
}

/** The session with its accreditation when both are the provider's; null otherwise. */
export async function sessionOf(
  db: Db,
  educatorId: string,
  sessionId: string,
  lock = false,
): Promise<SessionWithAccreditation | null> {
  const query = db
    .select({ session: educationSessions, accreditation: accreditations, educatorName: educators.name })
    .from(educationSessions)
    .innerJoin(accreditations, eq(accreditations.id, educationSessions.accreditationId))
    .innerJoin(educators, eq(educators.id, accreditations.educatorId))
    .where(and(eq(educationSessions.id, sessionId), eq(accreditations.educatorId, educatorId)));
  const [row] = lock ? await query.for('update', { of: educationSessions }) : await query;
  return row ?? null;
}

export async function recordAccreditationChange(
  db: Db,
  accreditationId: string,
  from: string,
  to: string,
  changedBy: string,
  reason: string | null = null,
): Promise<void> {
  await db.insert(accreditationStatusChanges).values({
    accreditationId,
    fromStatus: from,
    toStatus: to,
    changedBy,
    reason,
  });
}

/** Counts one points check of the provider in the hour; returns the count (one past the limit stops). */
export async function countPointsCheck(db: Db, educatorId: string, limit: number): Promise<number> {
  const next = nextInWindow(pointsCheckWindows.windowStart, pointsCheckWindows.count, limit);
  const [row] = await db
    .insert(pointsCheckWindows)
    .values({ educatorId, count: 1 })
    .onConflictDoUpdate({ target: pointsCheckWindows.educatorId, set: next })
    .returning({ count: pointsCheckWindows.count });
  return row?.count ?? 1;
}

/** What the database knows of one row of a list, found by registration number alone. */
export interface ParticipantFacts {
  index: number;
  professionalId: string | null;
  /** The registration number exists and the last name matches (case and spaces ignored). */
  matches: boolean;
  /** An approved period covers today. */
  active: boolean;
  branchValue: string | null;
  alreadyAwarded: boolean;
}

/**
 * The facts of every row of a list in ONE statement (the rows travel as one JSON parameter): the
 * cost is the same for 1 row and for 5,000.
 */
export async function participantFacts(
  db: Db,
  sessionId: string,
  rows: ReadonlyArray<{ index: number; registrationNumber: string; lastName: string }>,
  today: string,
): Promise<ParticipantFacts[]> {
  if (rows.length === 0) return [];
  const input = JSON.stringify(
    rows.map((row) => ({ i: row.index, n: row.registrationNumber, l: row.lastName })),
  );
  const result = await db.execute(sql`
    WITH input AS (
      SELECT (e->>'i')::int AS i, e->>'n' AS num, e->>'l' AS last_name
      FROM jsonb_array_elements(${input}::jsonb) AS e
    )
    SELECT input.i AS index,
           p.id AS professional_id,
           (p.id IS NOT NULL AND u.deactivated_at IS NULL
             AND lower(trim(input.last_name)) IN (lower(trim(u.last_name)),
                                                  lower(trim(concat_ws(' ', u.infix, u.last_name))))) AS matches,
           (r.status = 'approved' AND cur.item_id IS NOT NULL) AS active,
           coalesce(cur.branch_value, latest.branch_value) AS branch_value,
           (ap.id IS NOT NULL) AS already_awarded
    FROM input
    LEFT JOIN registrations r ON r.registration_number = input.num
    LEFT JOIN professionals p ON p.id = r.professional_id
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT ri.id AS item_id, t.branch_value
      FROM registration_items ri JOIN registration_targets t ON t.id = ri.registration_target_id
      WHERE ri.registration_id = r.id AND ri.status = 'approved' AND ri.from_date <= ${today}::date
        AND (ri.till_date IS NULL OR ri.till_date >= ${today}::date)
      ORDER BY ri.from_date DESC LIMIT 1
    ) AS cur ON true
    LEFT JOIN LATERAL (
      SELECT t.branch_value
      FROM registration_items ri JOIN registration_targets t ON t.id = ri.registration_target_id
      WHERE ri.registration_id = r.id
      ORDER BY ri.created_at DESC LIMIT 1
    ) AS latest ON true
    LEFT JOIN awarded_points ap ON ap.session_id = ${sessionId}::uuid AND ap.professional_id = p.id
    ORDER BY input.i`);
  return rowsOf<{
    index: number;
    professional_id: string | null;
    matches: boolean | null;
    active: boolean | null;
    branch_value: string | null;
    already_awarded: boolean;
  }>(result).map((row) => ({
    index: Number(row.index),
    professionalId: row.professional_id,
    matches: row.matches === true,
    active: row.active === true,
    branchValue: row.branch_value,
    alreadyAwarded: row.already_awarded === true,
  }));
}

export interface AwardInput {
  professionalId: string;
  registrationNumber: string;
  branchValue: string | null;
}

/**
 * Writes the awards and the participants' re-registration activities in two statements (however
 * many rows): each activity joins the participant's open round, or waits for the next when the
 * round is being assessed (round_item_id NULL), as the professional's own activities do.
 */
export async function insertAwards(
  db: Db,
  values: {
    session: EducationSessionRow;
    accreditation: AccreditationRow;
    educatorName: string;
    awardedByUserId: string;
    awardedByName: string;
    today: string;
    rows: readonly AwardInput[];
  },
): Promise<number> {
  if (values.rows.length === 0) return 0;
  const input = JSON.stringify(
    values.rows.map((row) => ({ p: row.professionalId, n: row.registrationNumber, b: row.branchValue })),
  );
  const { accreditation, session } = values;
  const result = await db.execute(sql`
    WITH input AS (
      SELECT (e->>'p')::uuid AS professional_id, e->>'n' AS num, e->>'b' AS branch_value
      FROM jsonb_array_elements(${input}::jsonb) AS e
    ),
    round AS (
      SELECT DISTINCT ON (r.professional_id) r.professional_id, ri.id
      FROM input
      JOIN registrations r ON r.professional_id = input.professional_id
      JOIN registration_items ri ON ri.registration_id = r.id
      WHERE ri.kind = 'reRegistration' AND ri.status = 'ongoing'
      ORDER BY r.professional_id, ri.created_at DESC
    ),
    written AS (
      INSERT INTO activities (professional_id, round_item_id, category_code, title, provider_name,
                              activity_date, hours, points, source, awarded_by_educator_id, course_name)
      SELECT input.professional_id, round.id,
             CASE WHEN input.branch_value = 'gedragswetenschapper' THEN 'nip-nvo-scholing' ELSE 'scholing' END,
             ${accreditation.title}, ${values.educatorName}, ${session.endsOn}::date,
             ${accreditation.contactHours}::numeric, ${accreditation.points}::numeric, 'provider',
             ${accreditation.educatorId}::uuid, ${accreditation.title}
      FROM input LEFT JOIN round ON round.professional_id = input.professional_id
      RETURNING id, professional_id
    )
    INSERT INTO awarded_points (session_id, professional_id, registration_number, points, awarded_on,
                                awarded_by_user_id, awarded_by_name, activity_id)
    SELECT ${session.id}::uuid, written.professional_id, input.num, ${accreditation.points}::numeric,
           ${values.today}::date, ${values.awardedByUserId}::uuid, ${values.awardedByName}, written.id
    FROM written JOIN input ON input.professional_id = written.professional_id
    RETURNING id`);
  return rowsOf(result).length;
}

export interface CertificateRow {
  title: string;
  accreditationNumber: string | null;
  provider: string;
  points: string;
  startsOn: string;
  endsOn: string;
  awardedOn: string;
  registrationNumber: string;
  publicId: string | null;
}

/**
 * The certificate of an awarded activity, only when it is this professional's (by activity id or
 * by the award's id); another's answers as missing.
 */
export async function certificateOf(
  db: Db,
  professionalId: string,
  id: string,
): Promise<CertificateRow | null> {
  const result = await db.execute(sql`
    SELECT a.title, a.accreditation_number, e.name AS provider, ap.points::text AS points,
           s.starts_on::text AS starts_on, s.ends_on::text AS ends_on, ap.awarded_on::text AS awarded_on,
           ap.registration_number,
           (SELECT r.public_id::text FROM registrations r
             WHERE r.professional_id = ap.professional_id AND r.registration_number = ap.registration_number) AS public_id
    FROM awarded_points ap
    JOIN education_sessions s ON s.id = ap.session_id
    JOIN accreditations a ON a.id = s.accreditation_id
    JOIN educators e ON e.id = a.educator_id
    WHERE ap.professional_id = ${professionalId}::uuid AND (ap.activity_id = ${id}::uuid OR ap.id = ${id}::uuid)
    LIMIT 1`);
  const [row] = rowsOf<{
    title: string;
    accreditation_number: string | null;
    provider: string;
    points: string;
    starts_on: string;
    ends_on: string;
    awarded_on: string;
    registration_number: string;
    public_id: string | null;
  }>(result);
  if (!row) return null;
  return {
    title: row.title,
    accreditationNumber: row.accreditation_number,
    provider: row.provider,
    points: row.points,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    awardedOn: row.awarded_on,
    registrationNumber: row.registration_number,
    publicId: row.public_id,
  };
}

export interface RegisterCourseRow {
  id: string;
  accreditationNumber: string | null;
  title: string;
  description: string;
  chambers: string[];
  form: string;
  points: string;
  contactHours: string;
  validUntil: string | null;
  provider: string;
  nextSession: string | null;
}

export interface RegisterFilters {
  chamber: string | null;
  provider: string | null;
  minPoints: number | null;
  /** Courses with a session on or after this day. */
  from: string | null;
}

export type RegisterSort = 'title' | 'points' | 'provider';

/**
 * The training register (issue 39, for employers): approved, unexpired accreditations of every
 * provider, searched, filtered and paged in SQL. Only the course's public facts.
 */
export async function registerCoursePage(
  db: Db,
  request: PageRequest<RegisterSort>,
  filters: RegisterFilters,
  today: string,
): Promise<Page<RegisterCourseRow>> {
  const conditions: SQL[] = [
    eq(accreditations.status, 'approved'),
    sql`${accreditations.validUntil} >= ${today}::date`,
  ];
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(
      sql`(${ilikeEscaped(accreditations.title, pattern)} OR ${ilikeEscaped(accreditations.description, pattern)})`,
    );
  }
  if (filters.chamber) conditions.push(sql`${filters.chamber} = ANY(${accreditations.chambers})`);
  if (filters.provider) conditions.push(ilikeEscaped(educators.name, containsPattern(filters.provider)));
  if (filters.minPoints !== null) conditions.push(sql`${accreditations.points} >= ${filters.minPoints}`);
  const nextSession = sql<string | null>`(select min(${educationSessions.startsOn}) from ${educationSessions}
    where ${educationSessions.accreditationId} = ${accreditations.id}
      and ${educationSessions.startsOn} >= ${filters.from ?? today}::date)`;
  if (filters.from) conditions.push(sql`${nextSession} IS NOT NULL`);
  const sortColumn = { title: accreditations.title, points: accreditations.points, provider: educators.name }[
    request.sort
  ];
  const rows = await db
    .select({
      accreditation: accreditations,
      provider: educators.name,
      nextSession,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(accreditations)
    .innerJoin(educators, eq(educators.id, accreditations.educatorId))
    .where(and(...conditions))
    .orderBy(...orderOf(sortColumn, request.order, sql`${accreditations.id}`))
    .limit(request.pageSize)
    .offset(request.offset);
  return {
    nodes: rows.map((row) => ({
      id: row.accreditation.id,
      accreditationNumber: row.accreditation.accreditationNumber,
      title: row.accreditation.title,
      description: row.accreditation.description,
      chambers: row.accreditation.chambers,
      form: row.accreditation.form,
      points: row.accreditation.points,
      contactHours: row.accreditation.contactHours,
      validUntil: row.accreditation.validUntil,
      provider: row.provider,
      nextSession: row.nextSession ? String(row.nextSession).slice(0, 10) : null,
    })),
    totalCount: rows[0]?.totalCount ?? 0,
    page: request.page,
    pageSize: request.pageSize,
  };
}
