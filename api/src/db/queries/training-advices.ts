/**
 * Scholingsadvies (issue 38): a professional's training-advice requests, the advice staff give and
 * its completion with proof. Every change of status goes through the one transition table
 * (domain/training-advice-transitions), inside the transaction that makes it, on a locked row. The
 * professional's reads and writes name their professional in SQL: another's advice reads as missing.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { TransitionError } from '../../domain/registration-transitions';
import type { TrainingAdviceReason } from '../../domain/statuses';
import { assertTrainingAdviceTransition } from '../../domain/training-advice-transitions';
import type { Db } from '../connection';
import { professionals, trainingAdvices, users } from '../schema';
import { attachMedias } from './media-files';

export type TrainingAdviceRow = typeof trainingAdvices.$inferSelect;

export const ADVICE_NOT_FOUND = 'Dit scholingsadvies bestaat niet (meer).';

export async function findOwnAdvice(
  db: Db,
  professionalId: string,
  id: string,
): Promise<TrainingAdviceRow | null> {
  const [row] = await db
    .select()
    .from(trainingAdvices)
    .where(and(eq(trainingAdvices.id, id), eq(trainingAdvices.professionalId, professionalId)));
  return row ?? null;
}

/**
 * A new draft, or the professional's draft that already exists: the professional row is locked, so
 * two clicks at once make one draft.
 */
export async function createDraftAdvice(db: Db, professionalId: string): Promise<TrainingAdviceRow> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.id, professionalId))
      .for('update');
    const [draft] = await tx
      .select()
      .from(trainingAdvices)
      .where(and(eq(trainingAdvices.professionalId, professionalId), eq(trainingAdvices.status, 'draft')))
      .orderBy(desc(trainingAdvices.createdAt))
      .limit(1);
    if (draft) return draft;
    const [row] = await tx.insert(trainingAdvices).values({ professionalId, status: 'draft' }).returning();
    return row!;
  });
}

/** Locks the own advice for a change; a missing or another's advice is refused as missing. */
async function lockOwn(tx: Db, professionalId: string, id: string): Promise<TrainingAdviceRow> {
  const [row] = await tx
    .select()
    .from(trainingAdvices)
    .where(and(eq(trainingAdvices.id, id), eq(trainingAdvices.professionalId, professionalId)))
    .for('update');
  if (!row) throw new TransitionError(ADVICE_NOT_FOUND);
  return row;
}

export interface AdviceRequestValues {
  reason: TrainingAdviceReason | null;
  question: string | null;
}

/** Saves step 1 of a draft; only a draft can be changed. */
export async function saveAdviceDraft(
  db: Db,
  professionalId: string,
  id: string,
  values: AdviceRequestValues,
  now = new Date(),
): Promise<TrainingAdviceRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    if (locked.status !== 'draft')
      throw new TransitionError('Dit scholingsadvies kan niet meer worden gewijzigd.');
    const [row] = await tx
      .update(trainingAdvices)
      .set({ ...values, updatedAt: now })
      .where(eq(trainingAdvices.id, locked.id))
      .returning();
    return row!;
  });
}

/** draft -> submitted, with the values checked by the caller against the shared rules. */
export async function submitAdvice(
  db: Db,
  professionalId: string,
  id: string,
  values: AdviceRequestValues,
  // The confirmation mail, queued in this transaction: the submit and its mail commit together.
  alongside: (tx: Db, row: TrainingAdviceRow) => Promise<void> = async () => undefined,
  now = new Date(),
): Promise<TrainingAdviceRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    assertTrainingAdviceTransition(locked.status, 'submitted', 'professional');
    const [row] = await tx
      .update(trainingAdvices)
      .set({ ...values, status: 'submitted', submittedAt: now, returnedReason: null, updatedAt: now })
      .where(eq(trainingAdvices.id, locked.id))
      .returning();
    await alongside(tx, row!);
    return row!;
  });
}

/** processing -> completed with the proof files (own uploads, checked by the caller). */
export async function completeAdvice(
  db: Db,
  professionalId: string,
  id: string,
  input: { mediaIds: readonly string[]; note: string | null },
  now = new Date(),
): Promise<TrainingAdviceRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    assertTrainingAdviceTransition(locked.status, 'completed', 'professional');
    await attachMedias(tx, input.mediaIds, 'trainingAdvice', locked.id, 'proof');
    const [row] = await tx
      .update(trainingAdvices)
      .set({ status: 'completed', completedAt: now, completionNote: input.note, updatedAt: now })
      .where(eq(trainingAdvices.id, locked.id))
      .returning();
    return row!;
  });
}

export interface PendingAdvice {
  id: string;
  email: string;
  reason: TrainingAdviceReason | null;
  submittedAt: Date | null;
}

/** Submitted requests waiting for staff, oldest first. */
export function pendingAdvices(db: Db): Promise<PendingAdvice[]> {
  return db
    .select({
      id: trainingAdvices.id,
      email: users.email,
      reason: trainingAdvices.reason,
      submittedAt: trainingAdvices.submittedAt,
    })
    .from(trainingAdvices)
    .innerJoin(professionals, eq(professionals.id, trainingAdvices.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(trainingAdvices.status, 'submitted'))
    .orderBy(asc(trainingAdvices.submittedAt), asc(trainingAdvices.createdAt));
}

export async function findAdviceWithEmail(db: Db, id: string) {
  const [row] = await db
    .select({ advice: trainingAdvices, email: users.email })
    .from(trainingAdvices)
    .innerJoin(professionals, eq(professionals.id, trainingAdvices.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(trainingAdvices.id, id));
  return row ?? null;
}

/** The professional's latest advice (by their account's e-mail), for `pnpm staff advise`. */
export async function latestAdviceOfEmail(db: Db, email: string): Promise<TrainingAdviceRow | null> {
  const [row] = await db
    .select({ advice: trainingAdvices })
    .from(trainingAdvices)
    .innerJoin(professionals, eq(professionals.id, trainingAdvices.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email.toLowerCase()))
    .orderBy(desc(trainingAdvices.createdAt))
    .limit(1);
  return row?.advice ?? null;
}

/**
 * Staff on a submitted request: 'advise' gives the advice (submitted -> processing), 'return' sends
 * it back to draft with the reason. Throws a TransitionError (Dutch) and changes nothing otherwise.
 */
export async function decideAdvice(
  db: Db,
  id: string,
  decision: 'advise' | 'return',
  text: string | null,
  decidedBy: string,
  now = new Date(),
): Promise<TrainingAdviceRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(trainingAdvices).where(eq(trainingAdvices.id, id)).for('update');
    if (!locked) throw new TransitionError(ADVICE_NOT_FOUND);
    const to = decision === 'advise' ? 'processing' : 'draft';
    assertTrainingAdviceTransition(locked.status, to, 'staff', text);
    const written = text!.trim();
    const [row] = await tx
      .update(trainingAdvices)
      .set(
        decision === 'advise'
          ? { status: to, advice: written, advisedAt: now, advisedBy: decidedBy, updatedAt: now }
          : { status: to, returnedReason: written, updatedAt: now },
      )
      .where(eq(trainingAdvices.id, locked.id))
      .returning();
    return row!;
  });
}
