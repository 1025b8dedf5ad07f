/**
 * Staff decisions on the professional's requests of the five-year cycle (`pnpm staff requests|decide`):
 * deferral (uitstel), the chamber and target switches, training advice (scholingsadvies:
 * training-advice-commands.ts) and re-entry (herintreding: reenter-commands.ts). Through the transition
 * table; the professional is mailed in Dutch after the decision is stored.
 */
import { isUuid } from '../auth/one-time-tokens';
import type { Db } from '../db/connection';
import { decideDeferral, findDeferralWithEmail, pendingDeferrals } from '../db/queries/deferral-requests';
import { reRegistrationDeadline } from '../domain/re-registration-deadline';
import { TransitionError } from '../domain/registration-transitions';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import { deferralApprovedMail, deferralRejectedMail } from './re-registration-mails';
import type { CommandResult } from './registration-commands';
import { decideSwitchRequest, pendingSwitchLines } from './switch-request-commands';
import { decideAdviceRequest, pendingAdviceLines } from './training-advice-commands';
import { decideReenterRequest, pendingReenterLines } from './reenter-commands';

export type RequestCommand =
  | { name: 'requests' }
  | { name: 'decide'; uuid: string; decision: 'approve' | 'reject'; reason: string | null };

/** undefined: not one of these commands; null: one of them, used wrongly. */
export function parseRequestCommand(args: readonly string[]): RequestCommand | null | undefined {
  const [name, uuid, decision, ...rest] = args;
  if (name === 'requests') return args.length === 1 ? { name } : null;
  if (name !== 'decide') return undefined;
  if (!uuid || !isUuid(uuid) || (decision !== 'approve' && decision !== 'reject')) return null;
  const reason = rest.join(' ').trim() || null;
  if (decision === 'reject' && !reason) return null;
  return { name, uuid, decision, reason };
}

export async function listPendingRequests(db: Db): Promise<CommandResult> {
  const deferrals = await pendingDeferrals(db);
  const rows = [
    ...deferrals.map((row) => ({
      submittedAt: row.submittedAt,
      line: `${row.id}  uitstel  ${row.submittedAt?.toISOString() ?? '-'}  ${row.email}  ${row.months} maand(en), ${row.reason}`,
    })),
    ...(await pendingSwitchLines(db)),
  ].sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0));
  // Training advice and re-entry requests after them, oldest first; the second column names the kind.
  const lines = [
    ...rows.map((row) => row.line),
    ...(await pendingAdviceLines(db)),
    ...(await pendingReenterLines(db)),
  ];
  if (lines.length === 0) return { ok: true, output: 'Er zijn geen verzoeken in behandeling.' };
  return {
    ok: true,
    output: [`${lines.length} verzoek(en) in behandeling (oudste eerst):`, ...lines].join('\n'),
  };
}

export async function decideRequest(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: Extract<RequestCommand, { name: 'decide' }>,
  decidedBy = 'pnpm staff',
): Promise<CommandResult> {
  const advice = await decideAdviceRequest(db, mailer, portalUrl, command, decidedBy);
  if (advice) return advice;
  const reenter = await decideReenterRequest(db, mailer, portalUrl, command, decidedBy);
  if (reenter) return reenter;
  const found = await findDeferralWithEmail(db, command.uuid);
  if (!found) {
    const switched = await decideSwitchRequest(db, mailer, portalUrl, command, decidedBy);
    if (switched) return switched;
    return { ok: false, output: `Er is geen verzoek met uuid ${command.uuid}. Er is niets gedaan.` };
  }
  let decided;
  try {
    decided = await decideDeferral(
      db,
      found.request.id,
      command.decision === 'approve' ? 'approved' : 'rejected',
      decidedBy,
      command.reason,
    );
  } catch (error) {
    if (error instanceof TransitionError)
      return { ok: false, output: `${error.message} Er is niets gedaan.` };
    throw error;
  }
  const recipient = await recipientByEmail(db, found.email);
  if (command.decision === 'approve') {
    const deadline = reRegistrationDeadline(decided.period)!;
    await mailer.send(deferralApprovedMail(recipient, portalUrl, decided.request.months, deadline));
    return {
      ok: true,
      output: `Het uitstel van ${found.email} is goedgekeurd: de herregistratie moet nu uiterlijk ${deadline} binnen zijn.`,
    };
  }
  await mailer.send(deferralRejectedMail(recipient, portalUrl, command.reason ?? ''));
  return {
    ok: true,
    output: `Het verzoek om uitstel van ${found.email} is afgewezen; de professional is gemaild.`,
  };
}
