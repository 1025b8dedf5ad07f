/**
 * Herintreden (issue 38): a professional's re-entry requests (professional_requests, kind 'reenter'),
 * their earlier disciplinary measures, the register address they give, the fee's invoice, and the
 * staff decision. Status changes go through the one registration transition table, inside the
 * transaction that makes them, on a locked row. The professional's reads and writes name their
 * professional in SQL: another's request reads as missing.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { assertTransition, TransitionError } from '../../domain/registration-transitions';
import { canEdit } from '../../domain/registration-file';
import type { Db } from '../connection';
import { disciplinaryMeasures, invoices, professionalRequests, professionals, users } from '../schema';
import { attachMedias } from './media-files';
import type { RequestRow } from './professional-records';

export const REENTER_NOT_FOUND = 'Dit verzoek om herintreding bestaat niet (meer).';
export const REENTER_LOCKED = 'Dit verzoek om herintreding kan niet meer worden gewijzigd.';

const OPEN_STATUSES = ['draft', 'pending', 'incomplete'] as const;

export async function findOwnReenter(db: Db, professionalId: string, id: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(professionalRequests)
    .where(
      and(
        eq(professionalRequests.id, id),
        eq(professionalRequests.professionalId, professionalId),
        eq(professionalRequests.kind, 'reenter'),
      ),
    );
  return row ?? null;
}

/** The professional's latest rejected request (for /herintreden/afgewezen). */
export async function latestRejectedReenter(db: Db, professionalId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(professionalRequests)
    .where(
      and(
        eq(professionalRequests.professionalId, professionalId),
        eq(professionalRequests.kind, 'reenter'),
        eq(professionalRequests.status, 'rejected'),
      ),
    )
    .orderBy(desc(professionalRequests.decidedAt), desc(professionalRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A new draft, or the open request that exists: the unique index on open re-entry requests makes two
 * clicks at once store one.
 */
export async function createReenterDraft(db: Db, professionalId: string): Promise<RequestRow> {
  await db
    .insert(professionalRequests)
    .values({ professionalId, kind: 'reenter', status: 'draft' })
    .onConflictDoNothing();
  const [open] = await db
    .select()
    .from(professionalRequests)
    .where(
      and(
        eq(professionalRequests.professionalId, professionalId),
        eq(professionalRequests.kind, 'reenter'),
        inArray(professionalRequests.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(desc(professionalRequests.createdAt))
    .limit(1);
  return open!;
}

async function lockOwn(tx: Db, professionalId: string, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(professionalRequests)
    .where(
      and(
        eq(professionalRequests.id, id),
        eq(professionalRequests.professionalId, professionalId),
        eq(professionalRequests.kind, 'reenter'),
      ),
    )
    .for('update');
  if (!row) throw new TransitionError(REENTER_NOT_FOUND);
  return row;
}

export interface ReenterMeasure {
  type: string;
  startsAt: string | null;
  endsAt: string | null;
  reason: string | null;
}

export interface RegisterAddress {
  shownInRegister: boolean;
  registerStreet: string | null;
  registerHouseNumber: string | null;
  registerHouseNumberAddition: string | null;
  registerPostalCode: string | null;
  registerCity: string | null;
  registerPhone: string | null;
}

/** What a save may write; an absent part is left as it is. */
export interface ReenterValues {
  request?: {
    reenterType: string | null;
    toBranch: string | null;
    toRegistrationTargetId: string | null;
  };
  motivation?: string | null;
  hasDisciplinaryMeasures?: boolean | null;
  measures?: readonly ReenterMeasure[];
  register?: RegisterAddress;
  mediaIds?: readonly string[];
}

/**
 * Saves the given parts of an editable (draft or incomplete) own request in one transaction: its
 * columns, its measures (replaced), the professional's register address and new diploma copies.
 */
export async function saveReenter(
  db: Db,
  professionalId: string,
  id: string,
  values: ReenterValues,
  now = new Date(),
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    if (!canEdit(locked.status)) throw new TransitionError(REENTER_LOCKED);
    const data = { ...(locked.data as Record<string, unknown>) };
    if (values.hasDisciplinaryMeasures !== undefined)
      data.hasDisciplinaryMeasures = values.hasDisciplinaryMeasures;
    const [row] = await tx
      .update(professionalRequests)
      .set({
        ...(values.request ?? {}),
        ...(values.motivation !== undefined ? { motivation: values.motivation } : {}),
        data,
        updatedAt: now,
      })
      .where(eq(professionalRequests.id, locked.id))
      .returning();
    if (values.measures !== undefined) {
      await tx.delete(disciplinaryMeasures).where(eq(disciplinaryMeasures.requestId, locked.id));
      if (values.measures.length > 0) {
        await tx.insert(disciplinaryMeasures).values(
          values.measures.map((measure) => ({
            professionalId,
            requestId: locked.id,
            measureType: measure.type,
            startsAt: measure.startsAt,
            endsAt: measure.endsAt,
            reason: measure.reason,
            // Declared by the professional: the request's, never on a card (migration 0076).
            published: false,
            recordedBy: 'herintreding',
          })),
        );
      }
    }
    if (values.register) {
      await tx.update(professionals).set(values.register).where(eq(professionals.id, professionalId));
    }
    if (values.mediaIds?.length) {
      await attachMedias(tx, values.mediaIds, 'professionalRequest', locked.id, 'diploma');
    }
    return row!;
  });
}

/** Links the fee's invoice once (made by `create` in this transaction); the same one after. */
export async function linkReenterInvoice(
  db: Db,
  professionalId: string,
  id: string,
  create: (tx: Db) => Promise<typeof invoices.$inferSelect>,
): Promise<{ invoice: typeof invoices.$inferSelect; created: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    if (!canEdit(locked.status)) throw new TransitionError(REENTER_LOCKED);
    if (locked.invoiceId) {
      const [existing] = await tx.select().from(invoices).where(eq(invoices.id, locked.invoiceId));
      if (existing && existing.status !== 'cancelled') return { invoice: existing, created: false };
    }
    const invoice = await create(tx);
    await tx
      .update(professionalRequests)
      .set({ invoiceId: invoice.id })
      .where(eq(professionalRequests.id, locked.id));
    return { invoice, created: true };
  });
}

export async function invoiceOfRequest(db: Db, request: RequestRow) {
  if (!request.invoiceId) return null;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, request.invoiceId));
  return row && row.status !== 'cancelled' ? row : null;
}

/**
 * draft|incomplete -> pending. `check` runs on the locked row (what was validated must be what goes
 * in); `alongside` queues the confirmation mail in the same transaction.
 */
export async function submitReenter(
  db: Db,
  professionalId: string,
  id: string,
  check: (tx: Db, row: RequestRow) => Promise<void>,
  alongside: (tx: Db, row: RequestRow) => Promise<void>,
  now = new Date(),
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const locked = await lockOwn(tx, professionalId, id);
    assertTransition(locked.status, 'pending', 'professional');
    await check(tx, locked);
    const [row] = await tx
      .update(professionalRequests)
      .set({ status: 'pending', submittedAt: now, decisionReason: null, updatedAt: now })
      .where(eq(professionalRequests.id, locked.id))
      .returning();
    await alongside(tx, row!);
    return row!;
  });
}

export interface PendingReenter {
  id: string;
  email: string;
  submittedAt: Date | null;
}

/** Submitted requests waiting for staff, oldest first. */
export function pendingReenters(db: Db): Promise<PendingReenter[]> {
  return db
    .select({
      id: professionalRequests.id,
      email: users.email,
      submittedAt: professionalRequests.submittedAt,
    })
    .from(professionalRequests)
    .innerJoin(professionals, eq(professionals.id, professionalRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(professionalRequests.kind, 'reenter'), eq(professionalRequests.status, 'pending')))
    .orderBy(asc(professionalRequests.submittedAt), asc(professionalRequests.createdAt));
}

export async function findReenterWithEmail(db: Db, id: string) {
  const [row] = await db
    .select({ request: professionalRequests, email: users.email })
    .from(professionalRequests)
    .innerJoin(professionals, eq(professionals.id, professionalRequests.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(professionalRequests.id, id), eq(professionalRequests.kind, 'reenter')));
  return row ?? null;
}

/** Staff decide a pending request. Throws a TransitionError (Dutch) and changes nothing otherwise. */
export async function decideReenter(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  decidedBy: string,
  reason: string | null,
  now = new Date(),
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(professionalRequests)
      .where(and(eq(professionalRequests.id, id), eq(professionalRequests.kind, 'reenter')))
      .for('update');
    if (!locked) throw new TransitionError(REENTER_NOT_FOUND);
    assertTransition(locked.status, decision, 'staff', reason);
    const [row] = await tx
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
    return row!;
  });
}
