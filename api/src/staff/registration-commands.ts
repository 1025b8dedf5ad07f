/**
 * Staff decisions on applications (`pnpm staff registrations|approve|reject|incomplete|vog`).
 * Each acts on the professional's pending application through the transition table and mails
 * them in Dutch; the mail is written after the decision is stored.
 */
import { recipientByEmail } from '../mail/recipient';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { changeItemStatus, pendingApplications } from '../db/queries/registration-workflow';
import { recordVog } from '../db/queries/vog-records';
import { registrationItems, registrations } from '../db/schema';
import { TransitionError } from '../domain/registration-transitions';
import type { Mailer } from '../mail/mailer';
import { approvedMail, incompleteMail, rejectedMail } from './registration-mails';

export interface CommandResult {
  ok: boolean;
  output: string;
}

export type Decision = 'approve' | 'reject' | 'incomplete';

const DECISION_STATUS = { approve: 'approved', reject: 'rejected', incomplete: 'incomplete' } as const;
const DONE_TEXT = { approve: 'goedgekeurd', reject: 'afgewezen', incomplete: 'op onvolledig gezet' } as const;

export async function listPendingApplications(db: Db): Promise<CommandResult> {
  const rows = await pendingApplications(db);
  if (rows.length === 0) return { ok: true, output: 'Er zijn geen aanvragen in behandeling.' };
  const lines = rows.map(
    (row) => `${row.submittedAt?.toISOString() ?? '-'}  ${row.email}  ${row.targetLabel ?? 'geen target'}`,
  );
  return {
    ok: true,
    output: [`${rows.length} aanvraag/aanvragen in behandeling (oudste eerst):`, ...lines].join('\n'),
  };
}

export async function decideApplication(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  decision: Decision,
  email: string,
  reason: string | null,
  /** Who decided, for the status history: the staff member's address given with --by. */
  changedBy = 'pnpm staff',
): Promise<CommandResult> {
  const [pending] = await pendingApplications(db, email);
  if (!pending) return { ok: false, output: `${email} heeft geen aanvraag in behandeling.` };
  try {
    await changeItemStatus(db, {
      itemId: pending.itemId,
      to: DECISION_STATUS[decision],
      actor: 'staff',
      changedBy,
      reason,
    });
  } catch (error) {
    if (error instanceof TransitionError) return { ok: false, output: error.message };
    throw error;
  }
  if (decision === 'approve') {
    const [row] = await db
      .select({ number: registrations.registrationNumber })
      .from(registrationItems)
      .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
      .where(eq(registrationItems.id, pending.itemId));
    await mailer.send(
      approvedMail(await recipientByEmail(db, pending.email), portalUrl, row?.number ?? null),
    );
    return {
      ok: true,
      output: `De aanvraag van ${pending.email} is goedgekeurd (registratienummer ${row?.number}).`,
    };
  }
  const mail = decision === 'reject' ? rejectedMail : incompleteMail;
  await mailer.send(mail(await recipientByEmail(db, pending.email), portalUrl, reason ?? ''));
  return {
    ok: true,
    output: `De aanvraag van ${pending.email} is ${DONE_TEXT[decision]}; de professional is gemaild.`,
  };
}

export async function recordVogByStaff(db: Db, email: string, issuedOn: string): Promise<CommandResult> {
  const user = await findUserByEmail(db, email);
  const professional = user?.userType === 'professional' ? await findProfessionalByUserId(db, user.id) : null;
  if (!professional) return { ok: false, output: `Er is geen professional met e-mailadres ${email}.` };
  const record = await recordVog(db, { professionalId: professional.id, issuedOn, recordedBy: 'pnpm staff' });
  return {
    ok: true,
    output: `VOG van ${issuedOn} vastgelegd voor ${email}; geldig tot ${record.validUntil}.`,
  };
}
