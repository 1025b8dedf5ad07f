/**
 * A re-registration round from writing to decision: which round and period a professional has,
 * submitting it (once, before the deadline, with every requirement met) and the staff decision,
 * which on approval makes the round the new five-year period starting on the submission date.
 * Status changes go through the one transition table, inside the transaction that makes them.
 */
import { recordMutation } from './company-mutations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addToDate, todayInNetherlands } from '../../domain/dates';
import { acceptsSubmission, reRegistrationDeadline } from '../../domain/re-registration-deadline';
import { evaluateProgress, unmetReasons, type RoundProgress } from '../../domain/re-registration-progress';
import { findApprovedRegistration, findCurrentItem } from '../../domain/registration-file';
import { assertTransition, TransitionError } from '../../domain/registration-transitions';
import type { Db } from '../connection';
import {
  activities,
  nipNvoProofs,
  professionals,
  registrationItems,
  registrationStatusChanges,
  registrationTargets,
  registrations,
  users,
} from '../schema';
import {
  categorySums,
  loadActivityCategories,
  loadRequirementSets,
  moveWaitingActivities,
} from './re-registration';
import { readRegistrationRules } from './registration-rules';
import { loadRegistrations, type RegistrationItemRow, type RegistrationWithItems } from './registrations';

export interface RoundContext {
  professionalId: string;
  registration: RegistrationWithItems;
  round: RegistrationItemRow;
  /** The approved period the round renews. */
  period: RegistrationItemRow;
  branchValue: string;
  deadline: string;
}

const ROUND_STATUSES = ['ongoing', 'pending'] as const;

/**
 * The professional's round (the given one, else the open one) with its period; null when the
 * professional has none or the uuid is not theirs (which reads exactly as missing).
 */
export async function loadRoundContext(
  db: Db,
  professionalId: string,
  roundId: string | null,
  today = todayInNetherlands(),
): Promise<RoundContext | null> {
  const registration = findApprovedRegistration(await loadRegistrations(db, professionalId));
  if (!registration) return null;
  const rounds = registration.items.filter(
    (item) => item.kind === 'reRegistration' && (ROUND_STATUSES as readonly string[]).includes(item.status),
  );
  const round = roundId ? rounds.find((item) => item.id === roundId) : rounds.at(-1);
  const period = findCurrentItem(registration, today);
  const deadline = reRegistrationDeadline(period);
  if (!round || !period || !deadline || !period.fromDate || !period.registrationTargetId) return null;
  const [target] = await db
    .select({ branchValue: registrationTargets.branchValue })
    .from(registrationTargets)
    .where(eq(registrationTargets.id, period.registrationTargetId));
  if (!target) return null;
  return { professionalId, registration, round, period, branchValue: target.branchValue, deadline };
}

/** Days a new activity may have: inside the period and not in the future. */
export function activityDateBounds(context: RoundContext, today = todayInNetherlands()) {
  if (context.round.status === 'pending' && context.round.submittedAt) {
    // Completed after submitting: it counts toward the next period, which starts on that day.
    return { min: todayInNetherlands(context.round.submittedAt), max: today, countsForNextPeriod: true };
  }
  const till = context.deadline < today ? context.deadline : today;
  return { min: context.period.fromDate!, max: till, countsForNextPeriod: false };
}

export async function roundProgress(db: Db, context: RoundContext): Promise<RoundProgress> {
  const [sets, categories, sums] = await Promise.all([
    loadRequirementSets(db, context.branchValue),
    loadActivityCategories(db),
    categorySums(db, context.round.id, context.period.fromDate!, context.deadline),
  ]);
  const workCodes = categories
    .filter((category) => category.isWorkExperience)
    .map((category) => category.code);
  return evaluateProgress(sets, workCodes, sums);
}

/** Why a round cannot be submitted, whichever way (activities or NIP/NVO proof): one text each. */
export const ROUND_SUBMIT_MESSAGES = {
  alreadySubmitted: 'Je herregistratie is al ingediend.',
  deadlinePassed: 'De termijn voor je herregistratie is verstreken: indienen kan niet meer.',
} as const;

/** Why the round takes no submission at all now, whichever way (null: it does). */
export function roundClosedReason(context: RoundContext, now = new Date()): string | null {
  if (context.round.status !== 'ongoing') return ROUND_SUBMIT_MESSAGES.alreadySubmitted;
  if (!acceptsSubmission(context.deadline, now)) return ROUND_SUBMIT_MESSAGES.deadlinePassed;
  return null;
}

/** Why submitting is not possible now (empty: it is). */
export function submitBlockers(context: RoundContext, progress: RoundProgress, now = new Date()): string[] {
  const closed = roundClosedReason(context, now);
  if (closed) return [closed];
  if (!progress.requirementSet) return ['Voor je kamer zijn geen herregistratie-eisen vastgelegd.'];
  return unmetReasons(progress);
}

/**
 * Both ways of submitting (activities, NIP/NVO proof) in one shape: inside one transaction, lock the
 * round's row so two submissions cannot cross, hand the fresh round to `prepare` (which refuses with
 * a TransitionError, answers a retry, or writes what the submission brings), then move the round
 * `ongoing → pending` through the transition table and log the change. A retry's answer moves nothing.
 */
export async function submitLockedRound<T>(
  db: Db,
  context: RoundContext,
  changedBy: string,
  now: Date,
  prepare: (tx: Db, fresh: RoundContext) => Promise<{ repeated: T } | { submitted: T }>,
): Promise<{ answer: T; repeated: boolean; item: RegistrationItemRow }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.id, context.round.id))
      .for('update');
    if (!locked) throw new TransitionError('Herregistratie niet gevonden.');
    const prepared = await prepare(tx, { ...context, round: locked });
    if ('repeated' in prepared) return { answer: prepared.repeated, repeated: true, item: locked };
    assertTransition(locked.status, 'pending', 'professional');
    const [item] = await tx
      .update(registrationItems)
      .set({ status: 'pending', submittedAt: now, decisionReason: null, updatedAt: now })
      .where(eq(registrationItems.id, locked.id))
      .returning();
    await tx.insert(registrationStatusChanges).values({
      registrationItemId: locked.id,
      fromStatus: locked.status,
      toStatus: 'pending',
      changedBy,
    });
    return { answer: prepared.submitted, repeated: false, item: item! };
  });
}

/** Submits the round; throws a TransitionError (Dutch) and changes nothing when it may not. */
export async function submitRound(db: Db, context: RoundContext, changedBy: string, now = new Date()) {
  const { item } = await submitLockedRound(db, context, changedBy, now, async (tx, fresh) => {
    const blockers = submitBlockers(fresh, await roundProgress(tx, fresh), now);
    if (blockers.length > 0) throw new TransitionError(blockers.join(' '));
    return { submitted: null };
  });
  return item;
}

export interface PendingRound {
  itemId: string;
  registrationId: string;
  professionalId: string;
  registrationTargetId: string | null;
  email: string;
  submittedAt: Date | null;
  targetLabel: string | null;
  /** Submitted with NIP or NVO proof instead of activities: the association, else null. */
  nipNvoAssociation: string | null;
  nipNvoMembershipNumber: string | null;
  nipNvoValidUntil: string | null;
}

/** Submitted rounds waiting for staff, oldest submission first. */
export async function pendingRounds(db: Db, email?: string): Promise<PendingRound[]> {
  const conditions = [eq(registrationItems.status, 'pending'), eq(registrationItems.kind, 'reRegistration')];
  if (email) conditions.push(eq(users.email, email.trim().toLowerCase()));
  return db
    .select({
      itemId: registrationItems.id,
      registrationId: registrationItems.registrationId,
      professionalId: registrations.professionalId,
      registrationTargetId: registrationItems.registrationTargetId,
      email: users.email,
      submittedAt: registrationItems.submittedAt,
      targetLabel: registrationTargets.label,
      nipNvoAssociation: nipNvoProofs.association,
      nipNvoMembershipNumber: nipNvoProofs.membershipNumber,
      nipNvoValidUntil: nipNvoProofs.validUntil,
    })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(registrationTargets, eq(registrationTargets.id, registrationItems.registrationTargetId))
    .leftJoin(nipNvoProofs, eq(nipNvoProofs.roundItemId, registrationItems.id))
    .where(and(...conditions))
    .orderBy(asc(registrationItems.submittedAt), asc(registrationItems.createdAt));
}

export type RoundDecision = 'approved' | 'rejected';

/**
 * Staff decide a submitted round. Approved: it becomes the new period from the submission date
 * for the configured years. Either way a new round opens, and the activities completed while it was
 * assessed join it (after a rejection the rejected round's activities too, to complete and resubmit).
 */
export async function decideRound(
  db: Db,
  pending: PendingRound,
  decision: RoundDecision,
  changedBy: string,
  reason: string | null,
): Promise<{ item: RegistrationItemRow; nextRoundId: string }> {
  const rules = await readRegistrationRules(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.id, pending.itemId))
      .for('update');
    if (!locked) throw new TransitionError('Herregistratie niet gevonden.');
    assertTransition(locked.status, decision, 'staff', reason);
    const now = new Date();
    const fromDate = todayInNetherlands(locked.submittedAt ?? now);
    const [item] = await tx
      .update(registrationItems)
      .set({
        status: decision,
        decidedAt: now,
        decisionReason: reason?.trim() || null,
        updatedAt: now,
        ...(decision === 'approved'
          ? { fromDate, tillDate: addToDate(fromDate, { years: rules.registrationYears }) }
          : {}),
      })
      .where(eq(registrationItems.id, locked.id))
      .returning();
    await tx.insert(registrationStatusChanges).values({
      registrationItemId: locked.id,
      fromStatus: locked.status,
      toStatus: decision,
      reason: reason?.trim() || null,
      changedBy,
    });
    if (decision === 'approved')
      await recordMutation(tx, 'reRegistered', { registrationId: locked.registrationId });
    const [next] = await tx
      .insert(registrationItems)
      .values({
        registrationId: locked.registrationId,
        registrationTargetId: locked.registrationTargetId,
        status: 'ongoing',
        kind: 'reRegistration',
      })
      .returning();
    if (decision === 'rejected') {
      await tx
        .update(activities)
        .set({ roundItemId: next!.id, updatedAt: now })
        .where(inArray(activities.roundItemId, [locked.id]));
    }
    await moveWaitingActivities(tx, pending.professionalId, next!.id);
    return { item: item!, nextRoundId: next!.id };
  });
}
