/** Invoices: made from the fees table (amounts staff may change), read only by their owner. */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { companyEmployees, educatorEmployees, fees, invoiceLines, invoices, payments } from '../schema';
import { lineAmountOf } from '../../domain/yearly-invoice';
import { invoicePeriodOf, type InvoicePeriod } from '../../domain/invoice-period';
import { todayInNetherlands } from '../../domain/dates';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function createInvoiceFromFees(
  db: Db,
  userId: string,
  feeCodes: readonly string[],
  dueDate: string,
  /** The period it covers; by default the one its fees cover from today (domain/invoice-period). */
  period: InvoicePeriod | null = invoicePeriodOf(feeCodes, todayInNetherlands()),
): Promise<InvoiceRow> {
  const rows = await db
    .select()
    .from(fees)
    .where(inArray(fees.code, [...feeCodes]));
  const missing = feeCodes.filter((code) => !rows.some((fee) => fee.code === code));
  if (missing.length > 0) throw new Error(`Onbekende tarieven: ${missing.join(', ')}`);
  const [invoice] = await db
    .insert(invoices)
    .values({ userId, dueDate, periodFrom: period?.from ?? null, periodTill: period?.till ?? null })
    .returning();
  if (!invoice) throw new Error('Factuur kon niet worden opgeslagen.');
  await db.insert(invoiceLines).values(
    feeCodes.map((code, index) => {
      const fee = rows.find((row) => row.code === code)!;
      return {
        invoiceId: invoice.id,
        feeCode: code,
        description: fee.description,
        amountCents: lineAmountOf(code, fee.amountCents),
        sortOrder: index,
      };
    }),
  );
  return invoice;
}

/** A fee's current amount in cents (staff may change it), or null when there is no such fee. */
export async function feeAmountCents(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select().from(fees).where(eq(fees.code, code));
  return row?.amountCents ?? null;
}

/**
 * The invoices a user may read and pay: their own, and those of the company or training provider
 * they are an employee of (issues 39 and 40), decided in SQL.
 */
export function invoicesOfUser(userId: string): SQL {
  return or(
    eq(invoices.userId, userId),
    sql`${invoices.companyId} IN (SELECT ${companyEmployees.companyId} FROM ${companyEmployees} WHERE ${companyEmployees.userId} = ${userId})`,
    sql`${invoices.educatorId} IN (SELECT ${educatorEmployees.educatorId} FROM ${educatorEmployees} WHERE ${educatorEmployees.userId} = ${userId})`,
  )!;
}

/** The invoice, only when it belongs to the user: another user's invoice is "not found". */
export async function findOwnInvoice(db: Db, userId: string, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoicesOfUser(userId)));
  return row ?? null;
}

export function linesOf(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.sortOrder));
}

export async function invoiceTotal(db: Db, invoiceId: string): Promise<number> {
  return (await linesOf(db, invoiceId)).reduce((sum, line) => sum + line.amountCents, 0);
}

/** A payment attempt for an invoice, before the provider has seen it. */
export async function insertPayment(
  db: Db,
  values: { invoiceId: string; provider: string; amountCents: number },
): Promise<typeof payments.$inferSelect> {
  const [payment] = await db.insert(payments).values(values).returning();
  if (!payment) throw new Error('Betaling kon niet worden opgeslagen.');
  return payment;
}

/** The provider's own id of a started payment, so its webhooks can be recognised. */
export async function setProviderReference(db: Db, paymentId: string, reference: string): Promise<void> {
  await db.update(payments).set({ providerReference: reference }).where(eq(payments.id, paymentId));
}

/** Whether the portal started a payment the provider knows by this id. */
export async function isStartedPayment(db: Db, provider: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
    .limit(1);
  return row !== undefined;
}

/** Removes an attempt the provider never accepted (its call failed). */
export async function deletePayment(db: Db, paymentId: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, paymentId));
}
