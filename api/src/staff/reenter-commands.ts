/**
 * Staff on re-entry requests (herintreden, issue 38): pending ones appear in `pnpm staff requests`,
 * and `pnpm staff decide <uuid> approve|reject <reden...>` decides one through the one registration
 * transition table (reject needs a reason); the professional is mailed in Dutch after the decision
 * is stored. Audited with --by by runStaffCommand.
 */
import type { Db } from '../db/connection';
import { decideReenter, findReenterWithEmail, pendingReenters } from '../db/queries/reenter-requests';
import { TransitionError } from '../domain/registration-transitions';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import { reenterApprovedMail, reenterRejectedMail } from '../mail/reenter-mails';
import type { CommandResult } from './registration-commands';

/** The lines of `pnpm staff requests` for submitted re-entry requests. */
export async function pendingReenterLines(db: Db): Promise<string[]> {
  return (await pendingReenters(db)).map(
    (row) => `${row.id}  herintreding  ${row.submittedAt?.toISOString() ?? '-'}  ${row.email}`,
  );
}

/** `decide` on a re-entry request; undefined when the uuid is no re-entry request. */
export async function decideReenterRequest(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: { uuid: string; decision: 'approve' | 'reject'; reason: string | null },
  decidedBy: string,
): Promise<CommandResult | undefined> {
  const found = await findReenterWithEmail(db, command.uuid);
  if (!found) return undefined;
  const decision = command.decision === 'approve' ? 'approved' : 'rejected';
  try {
    await decideReenter(db, found.request.id, decision, decidedBy, command.reason);
  } catch (error) {
    if (error instanceof TransitionError)
      return { ok: false, output: `${error.message} Er is niets gedaan.` };
    throw error;
  }
  const recipient = await recipientByEmail(db, found.email);
  if (decision === 'approved') {
    await mailer.send(reenterApprovedMail(recipient, portalUrl));
    return {
      ok: true,
      output: `Het verzoek om herintreding van ${found.email} is goedgekeurd; de professional is gemaild.`,
    };
  }
  await mailer.send(reenterRejectedMail(recipient, portalUrl, command.reason ?? ''));
  return {
    ok: true,
    output: `Het verzoek om herintreding van ${found.email} is afgewezen; de professional is gemaild.`,
  };
}
