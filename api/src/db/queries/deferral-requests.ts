/**
 * Uitstel (issue 38): a professional's deferral requests on their approved period and the staff
 * decision. An approval adds the months to the period (registration_items.deferred_months), which the
 * one deadline reads, so the drawer, the dashboard, the round and the reminders move together.
 * Status changes go through the one transition table, inside the transaction that makes them.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { assertTransition, TransitionError } from '../../domain/registration-transitions';
import type { Db } from '../connection';
import { deferralRequests, professionals, registrationItems, users } from '../schema';
import { attachMedias } from './media-files';
import { readRegistrationRules } from './registration-rules';

export type DeferralRow = typeof deferralRequests.$inferSelect;
export type DeferralReason = DeferralRow['reason'];

export const ONE_PENDING_DEFERRAL = 'Je hebt al een verzoek om uitstel in behandeling.';

/** The professional's requests, newest first. */
export function deferralsOf(db: Db, professionalId: string): Promise<DeferralRow[]> {
  return db
    .select()
    .from(deferralRequests)
    .where(eq(deferralRequests.professionalId, professionalId))
    .orderBy(desc(deferralRequests.createdAt));
}

/** The request when it is this professional's; another's reads as missing. */
export async function findOwnDeferral(
  db: Db,
  professionalId: string,
  id: string,
): Promise<DeferralRow | null> {
  const [row] = await db
    .select()
    .from(deferralRequests)
    .where(and(eq(deferralRequests.id, id), eq(deferralRequests.professionalId, professionalId)));
  return row ?? null;
}

export interface DeferralValues {
  reason: DeferralReason;
  motivation: string | null;
  months: number;
}

/**
 * Stores a submitted request with its evidence. The period is locked, so two requests at once
 * cannot both pass the one-pending check or ask past the period's limit together.
 */
export async function insertDeferral(
  db: Db,
  input: DeferralValues & { professionalId: string; periodItemId: string; mediaIds: readonly string[] },
  now = new Date(),
): Promise<DeferralRow> {
  const rules = await readRegistrationRules(db);
  return db.transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.id, input.periodItemId))
      .for('update');
    if (!period) throw new TransitionError('Je registratieperiode is niet gevonden.');
    const [pending] = await tx
      .select({ id: deferralRequests.id })
      .from(deferralRequests)
      .where(and(eq(deferralRequests.periodItemId, period.id), eq(deferralRequests.status, 'pending')));
    if (pending) throw new TransitionError(ONE_PENDING_DEFERRAL);
    if (period.deferredMonths + input.months > rules.deferralMaxMonthsPerPeriod) {
      throw new TransitionError(
        `Per registratieperiode kun je hoogstens ${rules.deferralMaxMonthsPerPeriod} maanden uitstel krijgen.`,
      );
    }
    const [row] = await tx
      .insert(deferralRequests)
      .values({
        professionalId: input.professionalId,
        periodItemId: period.id,
        status: 'pending',
        reason: input.reason,
        motivation: input.motivation,
        months: input.months,
        submittedAt: now,
      })
      .returning();
    await attachMedias(tx, input.mediaIds, 'deferralRequest', row!.id, 'evidence');
    return row!;
  });
}

export interface PendingDeferral {
  id: string;
  email: string;
  months: number;
  reason: DeferralReason;
  submittedAt: Date | null;
}

/** Requests waiting for staff, oldest first. */
export function pendingDeferrals(db: Db): Promise<PendingDeferral[]> {
  return db
    .select({
      id: deferralRequests.id,
      email: users.email,
      months: deferralRequests.months,
      reason: deferralRequests.reason,
      submittedAt: deferralRequests.submittedAt,
    })
    .from(deferralRequests)
    .innerJoin(professionals, eq(professionals.id, deferralRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(deferralRequests.status, 'pending'))
    .orderBy(asc(deferralRequests.submittedAt), asc(deferralRequests.createdAt));
}

export async function findDeferralWithEmail(db: Db, id: string) {
  const [row] = await db
    .select({ request: deferralRequests, email: users.email })
    .from(deferralRequests)
    .innerJoin(professionals, eq(professionals.id, deferralRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(deferralRequests.id, id));
  return row ?? null;
}

/**
 * Staff decide a pending request. Approved: its months join the period's deferral, within the
 * period's limit (checked again here). Throws a TransitionError (Dutch) and changes nothing otherwise.
 */
export async function decideDeferral(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  decidedBy: string,
  reason: string | null,
  now = new Date(),
): Promise<{ request: DeferralRow; period: typeof registrationItems.$inferSelect }> {
  const rules = await readRegistrationRules(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(deferralRequests)
      .where(eq(deferralRequests.id, id))
      .for('update');
    if (!locked) throw new TransitionError('Dit verzoek om uitstel bestaat niet.');
    assertTransition(locked.status, decision, 'staff', reason);
    const [period] = await tx
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.id, locked.periodItemId))
      .for('update');
    if (!period) throw new TransitionError('De registratieperiode van dit verzoek bestaat niet meer.');
    let moved = period;
    if (decision === 'approved') {
      if (period.deferredMonths + locked.months > rules.deferralMaxMonthsPerPeriod) {
        throw new TransitionError(
          `Per registratieperiode kan hoogstens ${rules.deferralMaxMonthsPerPeriod} maanden uitstel worden gegeven; deze periode heeft al ${period.deferredMonths} maanden.`,
        );
      }
      const [updated] = await tx
        .update(registrationItems)
        .set({ deferredMonths: sql`${registrationItems.deferredMonths} + ${locked.months}`, updatedAt: now })
        .where(eq(registrationItems.id, period.id))
        .returning();
      moved = updated!;
    }
    const [request] = await tx
      .update(deferralRequests)
      .set({
        status: decision,
        decidedAt: now,
        decidedBy,
        decisionReason: reason?.trim() || null,
        updatedAt: now,
      })
      .where(eq(deferralRequests.id, locked.id))
      .returning();
    return { request: request!, period: moved };
  });
}
