/**
 * Staff commands that only read: the full text of the mails to one address (what the person got,
 * links included) and a user's invoices with their payment links.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { findUserByEmail } from '../db/queries/accounts';
import { invoices, outbox } from '../db/schema';

export interface ReadResult {
  ok: boolean;
  output: string;
}

export async function showMailTo(db: Db, email: string): Promise<ReadResult> {
  const mails = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(20);
  if (mails.length === 0) return { ok: true, output: `Er staan geen e-mails aan ${email} in de outbox.` };
  const blocks = mails.map((mail) =>
    [`--- ${mail.createdAt.toISOString()}  aan ${mail.to}: ${mail.subject}`, mail.text.trim()].join('\n'),
  );
  return {
    ok: true,
    output: [`${mails.length} e-mail(s) aan ${email} (nieuwste eerst):`, ...blocks].join('\n'),
  };
}

export async function listInvoices(db: Db, portalUrl: string, email: string): Promise<ReadResult> {
  const user = await findUserByEmail(db, email);
  if (!user || user.userType === 'staff') {
    return { ok: false, output: `Er is geen portaalgebruiker met e-mailadres ${email}.` };
  }
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, user.id))
    .orderBy(asc(invoices.createdAt));
  if (rows.length === 0) return { ok: true, output: `${email} heeft geen facturen.` };
  const lines = rows.map(
    (invoice) =>
      `${invoice.number}  ${invoice.status}  vervalt ${invoice.dueDate}  ${portalUrl}/betaling/${invoice.id}`,
  );
  return { ok: true, output: [`Facturen van ${email}:`, ...lines].join('\n') };
}
