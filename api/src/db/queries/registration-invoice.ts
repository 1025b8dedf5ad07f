/** The first-year fee invoice of an application: made once, then the same one is returned. */
import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoices, registrationItems } from '../schema';
import { invoiceTotal, type InvoiceRow } from './invoices';
import type { ItemRow } from './registration-workflow';

export async function invoiceOfItem(db: Db, item: ItemRow): Promise<InvoiceRow | null> {
  if (!item.invoiceId) return null;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, item.invoiceId));
  return row && row.status !== 'cancelled' ? row : null;
}

export async function linkItemInvoice(
  db: Db,
  item: ItemRow,
  create: () => Promise<InvoiceRow>,
): Promise<{ invoice: InvoiceRow; amountCents: number; created: boolean }> {
  let invoice = await invoiceOfItem(db, item);
  const created = !invoice;
  if (!invoice) {
    invoice = await create();
    await db
      .update(registrationItems)
      .set({ invoiceId: invoice.id })
      .where(eq(registrationItems.id, item.id));
  }
  return { invoice, amountCents: await invoiceTotal(db, invoice.id), created };
}
