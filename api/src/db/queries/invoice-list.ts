/** A user's invoices as listed on 'Mijn facturen': number, date, description, total, status. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoiceLines, invoices } from '../schema';
import type { InvoiceRow } from './invoices';

export interface InvoiceSummary {
  invoice: InvoiceRow;
  description: string;
  amountCents: number;
}

export async function invoicesOfUser(db: Db, userId: string): Promise<InvoiceSummary[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.number));
  if (rows.length === 0) return [];
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
  return rows.map((invoice) => {
    const own = lines.filter((line) => line.invoiceId === invoice.id);
    return {
      invoice,
      description: own[0]?.description ?? '',
      amountCents: own.reduce((sum, line) => sum + line.amountCents, 0),
    };
  });
}
