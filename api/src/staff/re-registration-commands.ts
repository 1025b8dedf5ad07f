/**
 * Staff decisions on re-registrations (`pnpm staff reregistrations|approve-reregistration|
 * reject-reregistration`), through the transition table; the professional is mailed in Dutch
 * after the decision is stored.
 */
import type { Db } from '../db/connection';
import { decideRound, pendingRounds, type PendingRound } from '../db/queries/re-registration-workflow';
import { TransitionError } from '../domain/registration-transitions';
import type { Mailer } from '../mail/mailer';
import type { CommandResult } from './registration-commands';
import { recipientByEmail } from '../mail/recipient';
import { reRegistrationApprovedMail, reRegistrationRejectedMail } from './re-registration-mails';

/** What the round was submitted with: activities, or NIP or NVO proof (issue 38) with its figures. */
function submittedWith(row: PendingRound): string {
  if (!row.nipNvoAssociation) return 'met activiteiten';
  return `met ${row.nipNvoAssociation}-bewijs (nummer ${row.nipNvoMembershipNumber ?? '-'}, geldig tot ${row.nipNvoValidUntil ?? '-'})`;
}

export async function listPendingReRegistrations(db: Db): Promise<CommandResult> {
  const rows = await pendingRounds(db);
  if (rows.length === 0) return { ok: true, output: 'Er zijn geen herregistraties in behandeling.' };
  const lines = rows.map(
    (row) =>
      `${row.submittedAt?.toISOString() ?? '-'}  ${row.email}  ${row.targetLabel ?? 'geen target'}  ${submittedWith(row)}`,
  );
  return {
    ok: true,
    output: [`${rows.length} herregistratie(s) in behandeling (oudste eerst):`, ...lines].join('\n'),
  };
}

export async function decideReRegistration(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  decision: 'approve' | 'reject',
  email: string,
  reason: string | null,
  changedBy = 'pnpm staff',
): Promise<CommandResult> {
  const [pending] = await pendingRounds(db, email);
  if (!pending) return { ok: false, output: `${email} heeft geen herregistratie in behandeling.` };
  let decided;
  try {
    decided = await decideRound(
      db,
      pending,
      decision === 'approve' ? 'approved' : 'rejected',
      changedBy,
      reason,
    );
  } catch (error) {
    if (error instanceof TransitionError) return { ok: false, output: error.message };
    throw error;
  }
  if (decision === 'approve') {
    const period = { fromDate: decided.item.fromDate!, tillDate: decided.item.tillDate! };
    await mailer.send(
      reRegistrationApprovedMail(await recipientByEmail(db, pending.email), portalUrl, period),
    );
    return {
      ok: true,
      output: `De herregistratie van ${pending.email} is goedgekeurd: nieuwe periode ${period.fromDate} tot ${period.tillDate}.`,
    };
  }
  await mailer.send(
    reRegistrationRejectedMail(await recipientByEmail(db, pending.email), portalUrl, reason ?? ''),
  );
  return {
    ok: true,
    output: `De herregistratie van ${pending.email} is afgewezen; de professional is gemaild.`,
  };
}
