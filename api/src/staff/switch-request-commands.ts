/**
 * `pnpm staff requests|decide` for the chamber and target switches (issue 38): their lines in the
 * list, and the decision through the transition table, after which the professional is mailed.
 */
import type { Db } from '../db/connection';
import {
  decideSwitch,
  findSwitchWithEmail,
  pendingSwitches,
  type SwitchKind,
} from '../db/queries/switch-requests';
import { todayInNetherlands } from '../domain/dates';
import { TransitionError } from '../domain/registration-transitions';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import type { CommandResult } from './registration-commands';
import { switchApprovedMail, switchRejectedMail } from './switch-request-mails';

const KIND_WORD: Record<SwitchKind, string> = {
  branchSwitch: 'kamerwissel',
  targetSwitch: 'targetwissel',
};

export async function pendingSwitchLines(db: Db): Promise<Array<{ submittedAt: Date | null; line: string }>> {
  return (await pendingSwitches(db)).map((row) => ({
    submittedAt: row.submittedAt,
    line: `${row.id}  ${KIND_WORD[row.kind]}  ${row.submittedAt?.toISOString() ?? '-'}  ${row.email}  naar ${row.targetLabel ?? '-'}`,
  }));
}

/** null: no switch request has this uuid. */
export async function decideSwitchRequest(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: { uuid: string; decision: 'approve' | 'reject'; reason: string | null },
  decidedBy: string,
): Promise<CommandResult | null> {
  const found = await findSwitchWithEmail(db, command.uuid);
  if (!found) return null;
  const kind = found.request.kind as SwitchKind;
  try {
    await decideSwitch(
      db,
      found.request.id,
      command.decision === 'approve' ? 'approved' : 'rejected',
      decidedBy,
      command.reason,
      todayInNetherlands(),
    );
  } catch (error) {
    if (error instanceof TransitionError)
      return { ok: false, output: `${error.message} Er is niets gedaan.` };
    throw error;
  }
  const recipient = await recipientByEmail(db, found.email);
  const target = found.targetLabel ?? '';
  if (command.decision === 'approve') {
    await mailer.send(switchApprovedMail(recipient, portalUrl, kind, target));
    return {
      ok: true,
      output: `De ${KIND_WORD[kind]} van ${found.email} is goedgekeurd: geregistreerd als ${target}; de professional is gemaild.`,
    };
  }
  await mailer.send(switchRejectedMail(recipient, portalUrl, kind, command.reason ?? ''));
  return {
    ok: true,
    output: `De ${KIND_WORD[kind]} van ${found.email} is afgewezen; de professional is gemaild.`,
  };
}
