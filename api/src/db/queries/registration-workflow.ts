/**
 * Writing and deciding registration applications. Every status change goes through
 * `changeItemStatus`, which checks the transition table inside the transaction that makes it.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { addToDate, todayInNetherlands } from '../../domain/dates';
import { assertTransition, type TransitionActor } from '../../domain/registration-transitions';
import type { RegistrationStatus } from '../../domain/statuses';
import type { Db } from '../connection';
import {
  professionals,
  registrationBranches,
  registrationItems,
  registrationStatusChanges,
  registrationTargets,
  registrations,
  users,
} from '../schema';
import { readRegistrationRules } from './registration-rules';
import { recordMutation } from './company-mutations';
import type { MutationKind } from '../schema';

export type ItemRow = typeof registrationItems.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;
export interface OwnedItem {
  item: ItemRow;
  registration: RegistrationRow;
}

/** The item when it belongs to this professional; another's item reads as missing. */
export async function findOwnItem(db: Db, professionalId: string, itemId: string): Promise<OwnedItem | null> {
  const [row] = await db
    .select({ item: registrationItems, registration: registrations })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .where(and(eq(registrationItems.id, itemId), eq(registrations.professionalId, professionalId)));
  return row ?? null;
}

export async function findTargetById(db: Db, targetId: string) {
  const [row] = await db.select().from(registrationTargets).where(eq(registrationTargets.id, targetId));
  return row ?? null;
}

export async function createApplication(
  db: Db,
  professionalId: string,
  targetId: string,
  data: Record<string, unknown> = {},
): Promise<OwnedItem> {
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .insert(registrations)
      .values({ professionalId, status: 'draft' })
      .returning();
    const [item] = await tx
      .insert(registrationItems)
      .values({
        registrationId: registration!.id,
        registrationTargetId: targetId,
        status: 'draft',
        data,
        state: { step: 1 },
      })
      .returning();
    return { registration: registration!, item: item! };
  });
}

/**
 * Stores one step's answers (merged into `data`) and remembers where the professional was, only
 * while the item's status is one of `editable`: the condition is part of the UPDATE, so a save that
 * races a submit either lands before the submit locks the item or finds it submitted (null).
 */
export async function saveStepData(
  db: Db,
  itemId: string,
  editable: readonly RegistrationStatus[],
  step: string,
  stepData: Record<string, unknown>,
  stepNumber: number,
  targetId?: string,
): Promise<ItemRow | null> {
  const [row] = await db
    .update(registrationItems)
    .set({
      data: sql`${registrationItems.data} || ${JSON.stringify({ [step]: stepData })}::jsonb`,
      state: { step: stepNumber },
      ...(targetId ? { registrationTargetId: targetId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(registrationItems.id, itemId), inArray(registrationItems.status, [...editable])))
    .returning();
  return row ?? null;
}

/** A target of a chamber open for new applications today (Jeugdzorgwerkers closed on 1-1-2023). */
export async function findOpenTargetById(db: Db, targetId: string, today: string) {
  const [row] = await db
    .select({ target: registrationTargets })
    .from(registrationTargets)
    .innerJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .where(
      and(
        eq(registrationTargets.id, targetId),
        or(isNull(registrationBranches.closedOn), gt(registrationBranches.closedOn, today)),
      ),
    );
  return row?.target ?? null;
}

export interface StatusChange {
  itemId: string;
  to: RegistrationStatus;
  actor: TransitionActor;
  changedBy: string;
  reason?: string | null;
}

/**
 * Moves an item (and, for a first application, its registration) to a new status. Refused
 * changes throw a TransitionError before anything is written; the row lock keeps two deciders
 * from both acting on the same pending item.
 */
export async function changeItemStatus(db: Db, change: StatusChange): Promise<ItemRow> {
  const rules = await readRegistrationRules(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.id, change.itemId))
      .for('update');
    if (!locked) throw new Error('Registratie niet gevonden.');
    assertTransition(locked.status, change.to, change.actor, change.reason);
    const now = new Date();
    const today = todayInNetherlands(now);
    const decided = change.actor !== 'professional' || change.to === 'unsubscribed';
    const [item] = await tx
      .update(registrationItems)
      .set({
        status: change.to,
        updatedAt: now,
        ...(change.to === 'pending' ? { submittedAt: now, decisionReason: null } : {}),
        ...(decided ? { decidedAt: now, decisionReason: change.reason?.trim() || null } : {}),
        ...(change.to === 'approved'
          ? { fromDate: today, tillDate: addToDate(today, { years: rules.registrationYears }) }
          : {}),
        ...(change.to === 'unsubscribed' ? { unsubscribedAt: now } : {}),
      })
      .where(eq(registrationItems.id, change.itemId))
      .returning();
    await tx.insert(registrationStatusChanges).values({
      registrationItemId: change.itemId,
      fromStatus: locked.status,
      toStatus: change.to,
      reason: change.reason?.trim() || null,
      changedBy: change.changedBy,
    });
    await tx
      .update(registrations)
      .set({
        status: change.to,
        updatedAt: now,
        ...(change.to === 'approved'
          ? {
              registrationNumber: sql`coalesce(${registrations.registrationNumber}, nextval('registration_number_seq')::text)`,
            }
          : {}),
      })
      .where(eq(registrations.id, locked.registrationId));
    // The employers linked to the professional see it on their mutations list (issue 39).
    const mutation = mutationOf(locked, change.to);
    if (mutation) await recordMutation(tx, mutation, { registrationId: locked.registrationId });
    if (change.to === 'approved') {
      await tx
        .update(professionals)
        .set({ firstRegistrationDate: sql`coalesce(${professionals.firstRegistrationDate}, ${today}::date)` })
        .where(
          eq(
            professionals.id,
            sql`(SELECT professional_id FROM registrations WHERE id = ${locked.registrationId})`,
          ),
        );
    }
    return item!;
  });
}

/** The mutation an employer sees for this status change, if any. */
function mutationOf(item: ItemRow, to: RegistrationStatus): MutationKind | null {
  switch (to) {
    case 'approved':
      return item.kind === 'reRegistration' ? 'reRegistered' : 'registered';
    case 'expired':
      return 'expired';
    case 'unsubscribed':
      return 'unsubscribed';
    default:
      return null;
  }
}

export interface PendingApplication {
  itemId: string;
  email: string;
  submittedAt: Date | null;
  targetLabel: string | null;
}

/** Applications waiting for staff, oldest submission first. */
export async function pendingApplications(db: Db, email?: string): Promise<PendingApplication[]> {
  // Re-registration rounds have their own list (`pnpm staff reregistrations`).
  const conditions = [eq(registrationItems.status, 'pending'), eq(registrationItems.kind, 'application')];
  if (email) conditions.push(eq(users.email, email.trim().toLowerCase()));
  return db
    .select({
      itemId: registrationItems.id,
      email: users.email,
      submittedAt: registrationItems.submittedAt,
      targetLabel: registrationTargets.label,
    })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(registrationTargets, eq(registrationTargets.id, registrationItems.registrationTargetId))
    .where(and(...conditions))
    .orderBy(asc(registrationItems.submittedAt), asc(registrationItems.createdAt));
}
