/**
 * Practical programmes (issue 39). A company's own are read and changed only with its id in the
 * WHERE clause, so another company's programme is not found; staff decide pending ones.
 */
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { companies, medias, practicalProgrammes, registrations, type ProgrammeStatus } from '../schema';
import { attachMedias } from './media-files';

export type ProgrammeRow = typeof practicalProgrammes.$inferSelect;

/** While the company may still change it. */
export const EDITABLE_STATUSES: readonly ProgrammeStatus[] = ['draft', 'incomplete'];

export function programmesOfCompany(db: Db, companyId: string): Promise<ProgrammeRow[]> {
  return db
    .select()
    .from(practicalProgrammes)
    .where(eq(practicalProgrammes.companyId, companyId))
    .orderBy(desc(practicalProgrammes.createdAt), asc(practicalProgrammes.id));
}

export async function programmeOfCompany(
  db: Db,
  companyId: string,
  id: string,
): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(practicalProgrammes)
    .where(and(eq(practicalProgrammes.id, id), eq(practicalProgrammes.companyId, companyId)));
  return row ?? null;
}

/** Whether a registration with this number is approved: only such a professional supervises. */
export async function isApprovedRegistrationNumber(db: Db, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.registrationNumber, number), eq(registrations.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

export interface ProgrammeValues {
  variant: 'hbo' | 'wo' | null;
  participantName: string | null;
  participantEmail: string | null;
  supervisorRegistrationNumber: string | null;
  startDate: string | null;
  durationMonths: number | null;
}

export type ProgrammeSave = { row: ProgrammeRow } | 'notFound' | 'notEditable';

/** A new programme, or the changed one while it is editable; `submit` makes it pending. */
export function saveProgramme(
  db: Db,
  companyId: string,
  id: string | null,
  values: ProgrammeValues,
  submit: boolean,
  /** The conditions document (an own upload, or the one it holds already); null: none. */
  conditionsMediaId: string | null = null,
): Promise<ProgrammeSave> {
  return db.transaction(async (tx) => {
    const saved = await saveRow(tx, companyId, id, values, submit);
    if (typeof saved !== 'string') await holdConditions(tx, saved.row.id, conditionsMediaId);
    return saved;
  });
}

/**
 * The programme holds one conditions document: a new one is attached, one it held before and no
 * longer names goes back to its uploader's unattached uploads (the clean-up job removes it).
 */
async function holdConditions(tx: Db, programmeId: string, mediaId: string | null): Promise<void> {
  await tx
    .update(medias)
    .set({
      modelType: 'upload',
      modelId: sql`${medias.ownerUserId}`,
      collection: 'upload',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(medias.modelType, 'practicalProgramme'),
        eq(medias.modelId, programmeId),
        ...(mediaId ? [ne(medias.id, mediaId)] : []),
      ),
    );
  if (mediaId) await attachMedias(tx, [mediaId], 'practicalProgramme', programmeId, 'conditions');
}

async function saveRow(
  tx: Db,
  companyId: string,
  id: string | null,
  values: ProgrammeValues,
  submit: boolean,
): Promise<ProgrammeSave> {
  const status = submit ? ('pending' as const) : undefined;
  const stamps = submit ? { submittedAt: new Date() } : {};
  if (!id) {
    const [row] = await tx
      .insert(practicalProgrammes)
      .values({ companyId, ...values, status: status ?? 'draft', ...stamps })
      .returning();
    return { row: row! };
  }
  const [current] = await tx
    .select()
    .from(practicalProgrammes)
    .where(and(eq(practicalProgrammes.id, id), eq(practicalProgrammes.companyId, companyId)))
    .for('update');
  if (!current) return 'notFound';
  if (!EDITABLE_STATUSES.includes(current.status)) return 'notEditable';
  const [row] = await tx
    .update(practicalProgrammes)
    .set({ ...values, ...(status ? { status } : {}), ...stamps, updatedAt: new Date() })
    .where(eq(practicalProgrammes.id, id))
    .returning();
  return { row: row! };
}

export function pendingProgrammes(db: Db) {
  return db
    .select({ programme: practicalProgrammes, companyName: companies.name })
    .from(practicalProgrammes)
    .innerJoin(companies, eq(companies.id, practicalProgrammes.companyId))
    .where(eq(practicalProgrammes.status, 'pending'))
    .orderBy(asc(practicalProgrammes.submittedAt));
}

export type ProgrammeDecision = 'approve' | 'reject' | 'incomplete';
const DECIDED: Record<ProgrammeDecision, ProgrammeStatus> = {
  approve: 'approved',
  reject: 'rejected',
  incomplete: 'incomplete',
};

/** Decides a pending programme; only from 'pending', so two staff members cannot both decide. */
export async function decideProgrammeRow(
  db: Db,
  id: string,
  decision: ProgrammeDecision,
  reason: string | null,
  by: string,
): Promise<ProgrammeRow | null> {
  const [row] = await db
    .update(practicalProgrammes)
    .set({
      status: DECIDED[decision],
      decisionReason: reason,
      decidedAt: new Date(),
      decidedBy: by,
      updatedAt: sql`now()`,
    })
    .where(and(eq(practicalProgrammes.id, id), inArray(practicalProgrammes.status, ['pending'])))
    .returning();
  return row ?? null;
}

/** How many of the company's programmes staff decided since `since` (the dashboard's 'programme decisions'). */
export async function programmeDecisionCountSince(db: Db, companyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(practicalProgrammes)
    .where(
      and(
        eq(practicalProgrammes.companyId, companyId),
        inArray(practicalProgrammes.status, ['approved', 'rejected', 'incomplete']),
        gte(practicalProgrammes.decidedAt, since),
      ),
    );
  return Number(row?.value ?? 0);
}
