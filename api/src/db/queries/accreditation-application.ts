/**
 * Applying for an accreditation (issue 40): the provider's draft saved step by step, its fee invoice
 * made once, and the submit through the transition table. Every write names the provider (educator
 * id) in its SQL, so another provider's application is not found, exactly like a missing one.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { accreditations, fees, invoices, medias, registrationBranches } from '../schema';
import {
  EDITABLE_ACCREDITATION_STATUSES,
  accreditationFeeCode,
  assertAccreditationTransition,
} from '../../domain/accreditation-transitions';
import type { AccreditationRow } from './accreditations';
import { recordAccreditationChange } from './accreditations';
import { attachMedias, findOwnUploads } from './media-files';
import { createOrganisationInvoice } from './organisation-invoices';
import type { InvoiceRow } from './invoices';

/** What the wizard writes; the row's own columns, nothing about status or ownership. */
export interface AccreditationValues {
  title: string;
  description: string;
  chambers: string[];
  form: 'klassikaal' | 'e-learning' | 'blended';
  contactHours: number;
  points: number;
  programme: string;
  trainers: string;
  hasFinalTest: boolean;
  finalTestDescription: string;
  validityYears: number;
  step: number;
}

/** The chambers a course can count for: open registration branches, in their order. */
export function openChambers(db: Db) {
  return db
    .select({ value: registrationBranches.value, label: registrationBranches.label })
    .from(registrationBranches)
    .where(isNull(registrationBranches.closedOn))
    .orderBy(asc(registrationBranches.sortOrder));
}

/** The fee of each validity (1 and 3 years), from the fees table staff keep. */
export async function accreditationFees(
  db: Db,
): Promise<Array<{ validityYears: number; code: string; description: string; amountCents: number }>> {
  const codes = [1, 3].map((years) => ({ years, code: accreditationFeeCode(years) }));
  const rows = await db
    .select()
    .from(fees)
    .where(
      inArray(
        fees.code,
        codes.map((entry) => entry.code),
      ),
    );
  return codes.flatMap(({ years, code }) => {
    const fee = rows.find((row) => row.code === code);
    return fee
      ? [{ validityYears: years, code, description: fee.description, amountCents: fee.amountCents }]
      : [];
  });
}

export type SaveOutcome = AccreditationRow | 'notFound' | 'notEditable' | 'validityInvoiced';

/**
 * A new draft of the provider, or the provider's draft or incomplete application changed. The
 * validity cannot change once its fee invoice is made (the invoice names the fee). One statement
 * decides ownership and status, so a submit that landed meanwhile is not overwritten.
 */
export async function saveAccreditationValues(
  db: Db,
  educatorId: string,
  id: string | null,
  values: AccreditationValues,
  extra: { createdByUserId: string; renewedFromId: string | null },
): Promise<SaveOutcome> {
  const columns = {
    ...values,
    contactHours: String(values.contactHours),
    points: String(values.points),
    updatedAt: new Date(),
  };
  if (id === null) {
    const [row] = await db
      .insert(accreditations)
      .values({ ...columns, educatorId, ...extra })
      .returning();
    return row!;
  }
  const [current] = await db
    .select()
    .from(accreditations)
    .where(and(eq(accreditations.id, id), eq(accreditations.educatorId, educatorId)));
  if (!current) return 'notFound';
  if (!EDITABLE_ACCREDITATION_STATUSES.includes(current.status)) return 'notEditable';
  if (current.invoiceId && current.validityYears !== values.validityYears) return 'validityInvoiced';
  const [row] = await db
    .update(accreditations)
    .set(columns)
    .where(
      and(
        eq(accreditations.id, id),
        eq(accreditations.educatorId, educatorId),
        inArray(accreditations.status, [...EDITABLE_ACCREDITATION_STATUSES]),
      ),
    )
    .returning();
  return row ?? 'notEditable';
}

/**
 * The application's documents become exactly these: the uploader's own new uploads are attached to
 * it, files it already holds stay; anything else (another's upload, a file of another record) is
 * refused. Returns false then, and nothing is changed.
 */
export async function setAccreditationDocuments(
  db: Db,
  accreditation: AccreditationRow,
  userId: string,
  documentIds: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(documentIds)];
  const held = new Set(accreditation.documentIds);
  const fresh = wanted.filter((id) => !held.has(id));
  const uploads = await findOwnUploads(db, userId, fresh);
  if (uploads.length !== fresh.length) return false;
  await attachMedias(db, fresh, 'accreditation', accreditation.id, 'documents');
  const dropped = accreditation.documentIds.filter((id) => !wanted.includes(id));
  if (dropped.length > 0) {
    // A removed document goes back to being its uploader's loose upload (the clean-up job takes it).
    await db
      .update(medias)
      .set({ modelType: 'upload', modelId: sql`${medias.ownerUserId}`, collection: 'upload' })
      .where(and(inArray(medias.id, dropped), eq(medias.modelType, 'accreditation')));
  }
  await db.update(accreditations).set({ documentIds: wanted }).where(eq(accreditations.id, accreditation.id));
  return true;
}

export function documentsOf(db: Db, accreditation: AccreditationRow) {
  if (accreditation.documentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(medias)
    .where(
      and(
        inArray(medias.id, accreditation.documentIds),
        eq(medias.modelType, 'accreditation'),
        eq(medias.modelId, accreditation.id),
      ),
    )
    .orderBy(asc(medias.createdAt));
}

export async function invoiceOfAccreditation(
  db: Db,
  accreditation: Pick<AccreditationRow, 'invoiceId' | 'educatorId'>,
): Promise<InvoiceRow | null> {
  if (!accreditation.invoiceId) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, accreditation.invoiceId), eq(invoices.educatorId, accreditation.educatorId)));
  return row ?? null;
}

/**
 * The application's fee invoice, made once: the row is locked, so two requests at once make one
 * invoice; a cancelled one is replaced. An organisation invoice owned by the provider (educator_id).
 */
export async function feeInvoiceOf(
  db: Db,
  educatorId: string,
  id: string,
  dueDate: string,
): Promise<{ invoice: InvoiceRow; amountCents: number; created: boolean } | 'notFound' | 'notEditable'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accreditations)
      .where(and(eq(accreditations.id, id), eq(accreditations.educatorId, educatorId)))
      .for('update');
    if (!row) return 'notFound';
    const existing = await invoiceOfAccreditation(tx, row);
    const [fee] = await tx
      .select()
      .from(fees)
      .where(eq(fees.code, accreditationFeeCode(row.validityYears)));
    if (!fee) throw new Error(`Onbekend tarief ${accreditationFeeCode(row.validityYears)}`);
    if (existing && existing.status !== 'cancelled') {
      return { invoice: existing, amountCents: fee.amountCents, created: false };
    }
    if (!EDITABLE_ACCREDITATION_STATUSES.includes(row.status)) return 'notEditable';
    const invoice = await createOrganisationInvoice(
      tx,
      { kind: 'educator', id: educatorId },
      [
        {
          description: `${fee.description}: ${row.title}`,
          amountCents: fee.amountCents,
          feeCode: fee.code,
        },
      ],
      dueDate,
    );
    await tx.update(accreditations).set({ invoiceId: invoice.id }).where(eq(accreditations.id, row.id));
    return { invoice, amountCents: fee.amountCents, created: true };
  });
}

/**
 * Draft or incomplete to pending, through the transition table, in one transaction with its record.
 * Already pending (a second click, a retry): the same answer and nothing changed.
 */
export async function submitAccreditationRow(
  db: Db,
  educatorId: string,
  id: string,
  changedBy: string,
): Promise<AccreditationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accreditations)
      .where(and(eq(accreditations.id, id), eq(accreditations.educatorId, educatorId)))
      .for('update');
    if (!row) return null;
    if (row.status === 'pending' && row.submittedAt) return row;
    assertAccreditationTransition(row.status, 'pending', 'provider');
    const [updated] = await tx
      .update(accreditations)
      .set({ status: 'pending', submittedAt: new Date(), updatedAt: new Date(), decisionReason: null })
      .where(eq(accreditations.id, id))
      .returning();
    await recordAccreditationChange(tx, id, row.status, 'pending', changedBy);
    return updated!;
  });
}
