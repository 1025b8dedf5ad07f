/**
 * Staff commands that only read: the mail (in outbox mode the outbox is the delivery, so the full
 * text of the mails to one address, links included; with SMTP the queue's state per message, never
 * a body) and a user's invoices with their payment links.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { findUserByEmail } from '../db/queries/accounts';
import { invoices, mailQueue, outbox } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export interface ReadResult {
  ok: boolean;
  output: string;
}

/** `pnpm staff mail [e-mail]`: what the configured mailer holds. */
export function showMail(db: Db, mailerKind: Mailer['kind'], email?: string): Promise<ReadResult> {
  if (mailerKind === 'smtp') return showMailQueue(db, email);
  return email ? showMailTo(db, email) : listOutbox(db);
}

async function listOutbox(db: Db): Promise<ReadResult> {
  const mails = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
  if (mails.length === 0) return { ok: true, output: 'De outbox is leeg.' };
  const lines = mails.map((mail) => `${mail.createdAt.toISOString()}  aan ${mail.to}: ${mail.subject}`);
  return {
    ok: true,
    output: [`${mails.length} e-mail(s) in de outbox (nieuwste eerst):`, ...lines].join('\n'),
  };
}

type QueuedMail = typeof mailQueue.$inferSelect;

function queueState(mail: QueuedMail): string {
  if (mail.status === 'sent') return `verzonden ${mail.sentAt?.toISOString() ?? ''}`.trim();
  const error = mail.lastError ? `; laatste fout: ${mail.lastError}` : '';
  if (mail.status === 'failed') return `mislukt na ${mail.attempts} poging(en)${error}`;
  const attempt = mail.attempts > 0 ? `, ${mail.attempts} poging(en)` : '';
  return `in de wachtrij${attempt}, volgende poging ${mail.nextAttemptAt.toISOString()}${error}`;
}

/**
 * With SMTP the queue holds the mail: who gets what and its state (queued, sent, failed). Bodies are
 * not shown: a queued body holds live one-time links meant for its recipient only.
 */
async function showMailQueue(db: Db, email?: string): Promise<ReadResult> {
  const mails = await db
    .select()
    .from(mailQueue)
    .where(email ? eq(mailQueue.to, email.toLowerCase()) : undefined)
    .orderBy(desc(mailQueue.createdAt))
    .limit(50);
  if (mails.length === 0)
    return {
      ok: true,
      output: email
        ? `Er staan geen e-mails aan ${email} in de e-mailwachtrij.`
        : 'De e-mailwachtrij is leeg.',
    };
  const lines = mails.map(
    (mail) => `${mail.createdAt.toISOString()}  aan ${mail.to}: ${mail.subject}  [${queueState(mail)}]`,
  );
  return {
    ok: true,
    output: [
      `${mails.length} e-mail(s) in de e-mailwachtrij (SMTP, nieuwste eerst, zonder inhoud):`,
      ...lines,
    ].join('\n'),
  };
}

async function showMailTo(db: Db, email: string): Promise<ReadResult> {
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
