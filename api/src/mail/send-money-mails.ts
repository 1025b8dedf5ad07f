/**
 * Sending the money mails once their change is stored: each looks up what it says (amount, name) after
 * the transaction, so a mail never announces what was rolled back.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { invoices } from '../db/schema';
import { invoiceTotal, type InvoiceRow } from '../db/queries/invoices';
import type { Mailer } from './mailer';
import { invoiceReadyMail, paymentReceivedMail } from './money-mails';
import { invoiceRecipient } from './invoice-recipient';

export async function sendInvoiceReady(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  invoice: InvoiceRow,
): Promise<void> {
  const to = await invoiceRecipient(db, invoice);
  if (!to) return;
  const amountCents = await invoiceTotal(db, invoice.id);
  await mailer.send(
    invoiceReadyMail(
      to,
      { uuid: invoice.id, number: invoice.number, amountCents, dueDate: invoice.dueDate },
      portalUrl,
    ),
  );
}

export async function sendPaymentReceived(db: Db, mailer: Mailer, invoiceId: string): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const to = await invoiceRecipient(db, invoice);
  if (!to) return;
  await mailer.send(
    paymentReceivedMail(to, { number: invoice.number, amountCents: await invoiceTotal(db, invoice.id) }),
  );
}
