/**
 * The yearly invoice run (`pnpm staff yearly-invoices`): every professional with an approved
 * registration gets one yearly invoice per calendar year, with the direct-debit discount when an
 * active mandate exists. Running it twice in a year adds nothing.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { fees, invoiceLines, invoices, professionals, registrations, users } from '../schema';
import { activeMandateOf } from './direct-debit-mandates';
import { createInvoiceFromFees, type InvoiceRow } from './invoices';
import { collectedThisYear, collectiveYearlyInvoices, payingEmployersOf } from './collective-invoices';
import { addToDate } from '../../domain/dates';
import { invoicePeriodOf } from '../../domain/invoice-period';
import {
  lineAmountOf,
  YEARLY_FEE_CODE,
  YEARLY_INVOICE_PAYMENT_DAYS,
  yearlyInvoiceFeeCodes,
} from '../../domain/yearly-invoice';

export interface YearlyInvoiceLine {
  description: string;
  amountCents: number;
}

/** The start of the Dutch calendar year of `today` (YYYY-MM-DD) as an instant. */
function startOfYear(today: string): Date {
  return new Date(`${today.slice(0, 4)}-01-01T00:00:00+01:00`);
}

interface DueProfessional {
  id: string;
  email: string;
  professionalId: string;
}

/**
 * Users of approved registrations without a yearly invoice in this calendar year: neither one of
 * their own nor a line on their employer's collective invoice (issue 39). A professional whose
 * payments are skipped (`should_skip_payment`, e.g. the generated demo participants) gets none.
 */
async function usersDue(db: Db, today: string): Promise<DueProfessional[]> {
  const registered = await db
    .selectDistinct({ id: users.id, email: users.email, professionalId: professionals.id })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(registrations.status, 'approved'), eq(professionals.shouldSkipPayment, false)));
  if (registered.length === 0) return [];
  const invoiced = await db
    .selectDistinct({ userId: invoices.userId })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        inArray(
          invoices.userId,
          registered.map((user) => user.id),
        ),
        eq(invoiceLines.feeCode, YEARLY_FEE_CODE),
        gte(invoices.createdAt, startOfYear(today)),
      ),
    );
  const collected = await collectedThisYear(
    db,
    registered.map((user) => user.professionalId),
    startOfYear(today),
  );
  const done = new Set(invoiced.map((row) => row.userId));
  return registered
    .filter((user) => !done.has(user.id) && !collected.has(user.professionalId))
    .sort((a, b) => a.email.localeCompare(b.email));
}

export interface YearlyInvoiceRun {
  invoices: Array<{ email: string; invoice: InvoiceRow; withDiscount: boolean }>;
  /** Companies that pay for their employees: one collective invoice each, a line per professional. */
  collective: Array<{ company: string; invoice: InvoiceRow; professionals: number }>;
}

/** Writes all invoices of the run in one transaction: all of them or none. */
export async function runYearlyInvoices(db: Db, today: string): Promise<YearlyInvoiceRun> {
  return db.transaction(async (tx) => {
    const made: YearlyInvoiceRun['invoices'] = [];
    const due = await usersDue(tx, today);
    const payers = await payingEmployersOf(
      tx,
      due.map((user) => user.professionalId),
    );
    const dueDate = addToDate(today, { days: YEARLY_INVOICE_PAYMENT_DAYS });
    for (const user of due.filter((candidate) => !payers.has(candidate.professionalId))) {
      const withDiscount = (await activeMandateOf(tx, user.id)) !== null;
      const codes = yearlyInvoiceFeeCodes(withDiscount);
      const invoice = await createInvoiceFromFees(
        tx,
        user.id,
        codes,
        dueDate,
        // The run's own day (staff may run it for another), not the clock's.
        invoicePeriodOf(codes, today),
      );
      made.push({ email: user.email, invoice, withDiscount });
    }
    const collective = await collectiveYearlyInvoices(
      tx,
      due.filter((user) => payers.has(user.professionalId)).map((user) => user.professionalId),
      payers,
      dueDate,
      invoicePeriodOf([YEARLY_FEE_CODE], today),
    );
    return { invoices: made, collective };
  });
}

/** What the user's next yearly invoice will hold, from today's fees and mandate. */
export async function nextYearlyInvoice(
  db: Db,
  userId: string,
): Promise<{ lines: YearlyInvoiceLine[]; collectedByDirectDebit: boolean }> {
  const hasMandate = (await activeMandateOf(db, userId)) !== null;
  const codes = yearlyInvoiceFeeCodes(hasMandate);
  const rows = await db.select().from(fees).where(inArray(fees.code, codes));
  const lines = codes.flatMap((code) => {
    const fee = rows.find((row) => row.code === code);
    return fee ? [{ description: fee.description, amountCents: lineAmountOf(code, fee.amountCents) }] : [];
  });
  return { lines, collectedByDirectDebit: hasMandate };
}
