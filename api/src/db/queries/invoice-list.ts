/** A user's invoices as listed on 'Mijn facturen': number, date, description, total, status. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoiceLines, invoices } from '../schema';
import type { InvoiceRow } from './invoices';

export interface InvoiceSummary {
  invoice: InvoiceRow;
  description: string;
  amountCents: number;
}

export interface InvoicePage {
  nodes: InvoiceSummary[];
  /** Every invoice of the user, not just this page's: the screen's pager counts pages with it. */
  totalCount: number;
}

/** One page (1-based) of a user's invoices, newest first, counted and cut in SQL. */
export async function invoicePageOfUser(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<InvoicePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  const totalCount = Number(total?.value ?? 0);
  if (rows.length === 0) return { nodes: [], totalCount };
  // Only this page's lines: the description is the first line, the amount their sum.
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.sortOrder));
  const nodes = rows.map((invoice) => {
    const own = lines.filter((line) => line.invoiceId === invoice.id);
    return {
      invoice,
      description: own[0]?.description ?? '',
      amountCents: own.reduce((sum, line) => sum + line.amountCents, 0),
    };
  });
  return { nodes, totalCount };
}

/** The user's unpaid invoices, newest first (as listed): the overview names each one. */
export async function openInvoicesOfUser(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.createdAt), desc(invoices.number));
}
