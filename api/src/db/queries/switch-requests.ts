/**
 * Kamerwissel and targetwissel (issue 38): a professional's switch requests (rows of
 * professional_requests, kind 'branchSwitch' or 'targetSwitch') from draft to decision. Ownership is
 * in every query's SQL; status changes go through the one transition table inside the transaction
 * that makes them. An approval ends the current period as `switched` and continues it in the new
 * target, so the round and its activities stay where they are (DOMAIN.md: members keep their
 * approved activities).
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { assertTransition, TransitionError } from '../../domain/registration-transitions';
import { canEdit, findApprovedRegistration, findCurrentItem } from '../../domain/registration-file';
import type { Db } from '../connection';
import {
  deferralRequests,
  medias,
  professionalRequests,
  professionals,
  registrationBranches,
  registrationItems,
  registrationStatusChanges,
  registrationTargets,
  users,
} from '../schema';
import type { RequestRow } from './professional-records';
import { loadRegistrations, type RegistrationItemRow } from './registrations';

export type SwitchKind = 'branchSwitch' | 'targetSwitch';
export const SWITCH_KINDS: readonly SwitchKind[] = ['branchSwitch', 'targetSwitch'];

export const SWITCH_NOT_FOUND = 'Dit verzoek bestaat niet (meer).';
export const SWITCH_NOT_EDITABLE = 'Dit verzoek is al ingediend en kan niet meer worden gewijzigd.';
export const ONE_OPEN_SWITCH: Record<SwitchKind, string> = {
  branchSwitch: 'Je hebt al een verzoek om van kamer te wisselen.',
  targetSwitch: 'Je hebt al een verzoek om over te stappen naar een postmasterregistratie.',
};
export const TARGET_NOT_OFFERED = 'Kies een van de registraties die je kunt aanvragen.';
export const EVIDENCE_REQUIRED = 'Upload minstens één bewijsstuk.';
export const FILE_MISSING = 'Dit bestand bestaat niet (meer). Upload het opnieuw.';

export interface SwitchTarget {
  id: string;
  label: string;
  systemLabel: string;
  isPostmaster: boolean;
  branchValue: string;
  branchLabel: string;
  branchClosedOn: string | null;
}

/** Every target with its chamber, in the register's order. */
export async function targetsWithBranches(db: Db): Promise<SwitchTarget[]> {
  return db
    .select({
      id: registrationTargets.id,
      label: registrationTargets.label,
      systemLabel: registrationTargets.systemLabel,
      isPostmaster: registrationTargets.isPostmaster,
      branchValue: registrationTargets.branchValue,
      branchLabel: registrationBranches.label,
      branchClosedOn: registrationBranches.closedOn,
    })
    .from(registrationTargets)
    .innerJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .orderBy(asc(registrationTargets.sortOrder));
}

const isOpen = (target: SwitchTarget, today: string) =>
  target.branchClosedOn === null || target.branchClosedOn > today;

/**
 * The targets a switch may ask for (DOMAIN.md), only of open chambers: a chamber switch goes to the
 * (non-postmaster) targets of another chamber; a target switch to a postmaster target of the own
 * chamber (e.g. Kinder- en Jeugdpsycholoog for a gedragswetenschapper).
 */
export function offeredTargets(
  kind: SwitchKind,
  current: SwitchTarget,
  all: readonly SwitchTarget[],
  today: string,
): SwitchTarget[] {
  return all.filter((target) => {
    if (!isOpen(target, today) || target.id === current.id) return false;
    return kind === 'branchSwitch'
      ? target.branchValue !== current.branchValue && !target.isPostmaster
      : target.branchValue === current.branchValue && target.isPostmaster;
  });
}

export interface SwitchSituation {
  /** The approved period that a switch would continue in another target. */
  period: RegistrationItemRow;
  current: SwitchTarget;
  targets: SwitchTarget[];
}

/** The professional's approved period and what it may switch to; null without one. */
export async function switchSituation(
  db: Db,
  professionalId: string,
  kind: SwitchKind,
  today: string,
): Promise<SwitchSituation | null> {
  const registration = findApprovedRegistration(await loadRegistrations(db, professionalId));
  const period = registration ? findCurrentItem(registration, today) : null;
  if (!period?.registrationTargetId) return null;
  const all = await targetsWithBranches(db);
  const current = all.find((target) => target.id === period.registrationTargetId);
  if (!current) return null;
  return { period, current, targets: offeredTargets(kind, current, all, today) };
}

/** The request when it is this professional's switch request of this kind; another's reads as missing. */
export async function findOwnSwitchRequest(
  db: Db,
  professionalId: string,
  id: string,
  kind?: SwitchKind,
): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(professionalRequests)
    .where(
      and(
        eq(professionalRequests.id, id),
        eq(professionalRequests.professionalId, professionalId),
        inArray(professionalRequests.kind, kind ? [kind] : [...SWITCH_KINDS]),
      ),
    );
  return row ?? null;
}

export interface SwitchDraft {
  professionalId: string;
  userId: string;
  kind: SwitchKind;
  /** Absent: a new draft. */
  id: string | null;
  toRegistrationTargetId: string | null;
  motivation: string | null;
  /** Every file the request keeps: its own already, or the user's fresh uploads. */
  mediaIds: readonly string[];
}

/**
 * Stores a draft (new or changed) with its files. Files left out go back to the user's uploads (the
 * cleanup job removes them); a file that is neither the request's nor a fresh upload of the user is
 * refused. Throws a TransitionError (Dutch) and changes nothing when the request is not editable.
 */
export async function saveSwitchDraft(db: Db, draft: SwitchDraft, now = new Date()): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    let request: RequestRow;
    if (draft.id) {
      const [locked] = await tx
        .select()
        .from(professionalRequests)
        .where(
          and(
            eq(professionalRequests.id, draft.id),
            eq(professionalRequests.professionalId, draft.professionalId),
            eq(professionalRequests.kind, draft.kind),
          ),
        )
        .for('update');
      if (!locked) throw new TransitionError(SWITCH_NOT_FOUND);
      if (!canEdit(locked.status)) throw new TransitionError(SWITCH_NOT_EDITABLE);
      const [updated] = await tx
        .update(professionalRequests)
        .set({
          toRegistrationTargetId: draft.toRegistrationTargetId,
          motivation: draft.motivation,
          updatedAt: now,
        })
        .where(eq(professionalRequests.id, locked.id))
        .returning();
      request = updated!;
    } else {
      const [open] = await tx
        .select({ id: professionalRequests.id })
        .from(professionalRequests)
        .where(
          and(
            eq(professionalRequests.professionalId, draft.professionalId),
            eq(professionalRequests.kind, draft.kind),
            inArray(professionalRequests.status, ['draft', 'pending']),
          ),
        );
      if (open) throw new TransitionError(ONE_OPEN_SWITCH[draft.kind]);
      // The partial unique index stores one of two drafts made at once; the other finds nothing here.
      const [inserted] = await tx
        .insert(professionalRequests)
        .values({
          professionalId: draft.professionalId,
          kind: draft.kind,
          status: 'draft',
          toRegistrationTargetId: draft.toRegistrationTargetId,
          motivation: draft.motivation,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new TransitionError(ONE_OPEN_SWITCH[draft.kind]);
      request = inserted;
    }
    await keepFiles(tx, request.id, draft.userId, draft.mediaIds, now);
    return request;
  });
}

async function keepFiles(db: Db, requestId: string, userId: string, ids: readonly string[], now: Date) {
  const wanted = [...new Set(ids)];
  const usable =
    wanted.length === 0
      ? []
      : await db
          .select({ id: medias.id })
          .from(medias)
          .where(
            and(
              inArray(medias.id, wanted),
              sql`((${medias.modelType} = 'professionalRequest' AND ${medias.modelId} = ${requestId})
                OR (${medias.modelType} = 'upload' AND ${medias.ownerUserId} = ${userId}))`,
            ),
          );
  if (usable.length !== wanted.length) throw new TransitionError(FILE_MISSING);
  await db
    .update(medias)
    .set({ modelType: 'upload', modelId: userId, collection: 'upload', updatedAt: now })
    .where(
      and(
        eq(medias.modelType, 'professionalRequest'),
        eq(medias.modelId, requestId),
        wanted.length > 0 ? notInArray(medias.id, wanted) : undefined,
      ),
    );
  if (wanted.length > 0) {
    await db
      .update(medias)
      .set({ modelType: 'professionalRequest', modelId: requestId, collection: 'evidence', updatedAt: now })
      .where(inArray(medias.id, wanted));
  }
}

/** Why a draft cannot be submitted yet (empty: it can). */
export async function missingForSubmit(db: Db, request: RequestRow): Promise<Record<string, string[]>> {
  const missing: Record<string, string[]> = {};
  if (!request.toRegistrationTargetId) missing.toRegistrationTargetId = ['Dit veld is verplicht.'];
  if (request.kind === 'branchSwitch' && !request.motivation?.trim())
    missing.motivation = ['Dit veld is verplicht.'];
  const [files] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(medias)
    .where(and(eq(medias.modelType, 'professionalRequest'), eq(medias.modelId, request.id)));
  if (!files || files.count === 0) missing.mediaUuids = [EVIDENCE_REQUIRED];
  return missing;
}

/**
 * Submits the own draft (draft → pending by the professional). Idempotent: a request already
 * submitted is answered as it is, so a repeated click or a retried request changes nothing.
 */
export async function submitSwitch(
  db: Db,
  professionalId: string,
  id: string,
  now = new Date(),
): Promise<{ request: RequestRow; submittedNow: boolean }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(professionalRequests)
      .where(
        and(
          eq(professionalRequests.id, id),
          eq(professionalRequests.professionalId, professionalId),
          inArray(professionalRequests.kind, [...SWITCH_KINDS]),
        ),
      )
      .for('update');
    if (!locked) throw new TransitionError(SWITCH_NOT_FOUND);
    if (locked.status === 'pending') return { request: locked, submittedNow: false };
    assertTransition(locked.status, 'pending', 'professional');
    const [request] = await tx
      .update(professionalRequests)
      .set({ status: 'pending', submittedAt: now, updatedAt: now })
      .where(eq(professionalRequests.id, locked.id))
      .returning();
    return { request: request!, submittedNow: true };
  });
}

export interface PendingSwitch {
  id: string;
  kind: SwitchKind;
  email: string;
  targetLabel: string | null;
  submittedAt: Date | null;
}

/** Switch requests waiting for staff, oldest first. */
export async function pendingSwitches(db: Db): Promise<PendingSwitch[]> {
  const rows = await db
    .select({
      id: professionalRequests.id,
      kind: professionalRequests.kind,
      email: users.email,
      targetLabel: registrationTargets.label,
      submittedAt: professionalRequests.submittedAt,
    })
    .from(professionalRequests)
    .innerJoin(professionals, eq(professionals.id, professionalRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(registrationTargets, eq(registrationTargets.id, professionalRequests.toRegistrationTargetId))
    .where(
      and(inArray(professionalRequests.kind, [...SWITCH_KINDS]), eq(professionalRequests.status, 'pending')),
    )
    .orderBy(asc(professionalRequests.submittedAt), asc(professionalRequests.createdAt));
  return rows as PendingSwitch[];
}

export async function findSwitchWithEmail(db: Db, id: string) {
  const [row] = await db
    .select({ request: professionalRequests, email: users.email, targetLabel: registrationTargets.label })
    .from(professionalRequests)
    .innerJoin(professionals, eq(professionals.id, professionalRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(registrationTargets, eq(registrationTargets.id, professionalRequests.toRegistrationTargetId))
    .where(and(eq(professionalRequests.id, id), inArray(professionalRequests.kind, [...SWITCH_KINDS])));
  return row ?? null;
}

/**
 * Staff decide a submitted switch. Approved, in one transaction: the current period ends as
 * `switched` (approved → switched by staff) and a new approved item in the new target continues it
 * with the same dates and deferral, the open re-registration round moves to the new target (its
 * activities stay on it), and a pending deferral follows the period. Throws a TransitionError
 * (Dutch) and changes nothing otherwise.
 */
export async function decideSwitch(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  decidedBy: string,
  reason: string | null,
  today: string,
  now = new Date(),
): Promise<{ request: RequestRow; newItem: RegistrationItemRow | null }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(professionalRequests)
      .where(and(eq(professionalRequests.id, id), inArray(professionalRequests.kind, [...SWITCH_KINDS])))
      .for('update');
    if (!locked) throw new TransitionError(SWITCH_NOT_FOUND);
    assertTransition(locked.status, decision, 'staff', reason);
    let newItem: RegistrationItemRow | null = null;
    if (decision === 'approved') newItem = await switchPeriod(tx, locked, decidedBy, today, now);
    const [request] = await tx
      .update(professionalRequests)
      .set({
        status: decision,
        decidedAt: now,
        decidedBy,
        decisionReason: reason?.trim() || null,
        updatedAt: now,
      })
      .where(eq(professionalRequests.id, locked.id))
      .returning();
    return { request: request!, newItem };
  });
}

async function switchPeriod(
  tx: Db,
  request: RequestRow,
  changedBy: string,
  today: string,
  now: Date,
): Promise<RegistrationItemRow> {
  const situation = await switchSituation(tx, request.professionalId, request.kind as SwitchKind, today);
  if (!situation) throw new TransitionError('Deze professional heeft geen goedgekeurde registratie meer.');
  if (!situation.targets.some((target) => target.id === request.toRegistrationTargetId)) {
    throw new TransitionError(
      'De gevraagde registratie kan voor deze professional niet (meer) worden gekozen.',
    );
  }
  const [period] = await tx
    .select()
    .from(registrationItems)
    .where(eq(registrationItems.id, situation.period.id))
    .for('update');
  if (!period) throw new TransitionError('De registratieperiode van dit verzoek bestaat niet meer.');
  assertTransition(period.status, 'switched', 'staff');
  await tx
    .update(registrationItems)
    .set({ status: 'switched', decidedAt: now, updatedAt: now })
    .where(eq(registrationItems.id, period.id));
  await tx.insert(registrationStatusChanges).values({
    registrationItemId: period.id,
    fromStatus: period.status,
    toStatus: 'switched',
    reason: `Gewisseld naar een andere registratie (verzoek ${request.id}).`,
    changedBy,
  });
  const [item] = await tx
    .insert(registrationItems)
    .values({
      registrationId: period.registrationId,
      registrationTargetId: request.toRegistrationTargetId,
      status: 'approved',
      kind: 'application',
      fromDate: period.fromDate,
      tillDate: period.tillDate,
      deferredMonths: period.deferredMonths,
      submittedAt: request.submittedAt,
      decidedAt: now,
      data: { switchedFromItemId: period.id, switchRequestId: request.id },
    })
    .returning();
  // The round renews the registration in its target: it (and its activities) now belong to the new one.
  await tx
    .update(registrationItems)
    .set({ registrationTargetId: request.toRegistrationTargetId, updatedAt: now })
    .where(
      and(
        eq(registrationItems.registrationId, period.registrationId),
        eq(registrationItems.kind, 'reRegistration'),
        inArray(registrationItems.status, ['ongoing', 'pending']),
      ),
    );
  await tx
    .update(deferralRequests)
    .set({ periodItemId: item!.id, updatedAt: now })
    .where(and(eq(deferralRequests.periodItemId, period.id), eq(deferralRequests.status, 'pending')));
  return item!;
}

/** The professional's switch requests of one kind, newest first (the screens show the latest). */
export function switchRequestsOf(db: Db, professionalId: string, kind: SwitchKind): Promise<RequestRow[]> {
  return db
    .select()
    .from(professionalRequests)
    .where(and(eq(professionalRequests.professionalId, professionalId), eq(professionalRequests.kind, kind)))
    .orderBy(desc(professionalRequests.createdAt));
}
