/**
 * Staff on training advice (scholingsadvies, issue 38): `pnpm staff advise <e-mail> <text...>` gives
 * the advice on the professional's submitted request; submitted requests appear in `pnpm staff
 * requests`, and `pnpm staff decide <uuid> approve <advies...>|reject <reden...>` gives the advice or
 * sends the request back to draft. Through the one transition table; the professional is mailed in
 * Dutch after the change is stored. Audited with --by by runStaffCommand.
 */
import type { Db } from '../db/connection';
import {
  decideAdvice,
  findAdviceWithEmail,
  latestAdviceOfEmail,
  pendingAdvices,
} from '../db/queries/training-advices';
import { TransitionError } from '../domain/registration-transitions';
import { TRAINING_ADVICE_REASON_LABELS } from '../domain/statuses';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import { adviceGivenMail, adviceReturnedMail } from '../mail/training-advice-mails';
import type { CommandResult } from './registration-commands';

export interface AdviseCommand {
  name: 'advise';
  email: string;
  text: string;
}

/** undefined: not this command; null: this command, used wrongly. */
export function parseAdviseCommand(args: readonly string[]): AdviseCommand | null | undefined {
  const [name, email, ...rest] = args;
  if (name !== 'advise') return undefined;
  const text = rest.join(' ').trim();
  return email?.includes('@') && text ? { name, email, text } : null;
}

/** The lines of `pnpm staff requests` for submitted advice requests. */
export async function pendingAdviceLines(db: Db): Promise<string[]> {
  return (await pendingAdvices(db)).map(
    (row) =>
      `${row.id}  scholingsadvies  ${row.submittedAt?.toISOString() ?? '-'}  ${row.email}  ${row.reason ? TRAINING_ADVICE_REASON_LABELS[row.reason] : '-'}`,
  );
}

async function decide(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  id: string,
  email: string,
  decision: 'advise' | 'return',
  text: string | null,
  decidedBy: string,
): Promise<CommandResult> {
  try {
    await decideAdvice(db, id, decision, text, decidedBy);
  } catch (error) {
    if (error instanceof TransitionError)
      return { ok: false, output: `${error.message} Er is niets gedaan.` };
    throw error;
  }
  const recipient = await recipientByEmail(db, email);
  if (decision === 'advise') {
    await mailer.send(adviceGivenMail(recipient, portalUrl, id));
    return { ok: true, output: `Het scholingsadvies voor ${email} is gegeven; de professional is gemaild.` };
  }
  await mailer.send(adviceReturnedMail(recipient, portalUrl, id, text ?? ''));
  return {
    ok: true,
    output: `De aanvraag voor scholingsadvies van ${email} is teruggestuurd; de professional is gemaild.`,
  };
}

export async function adviseByEmail(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: AdviseCommand,
  decidedBy = 'pnpm staff',
): Promise<CommandResult> {
  const advice = await latestAdviceOfEmail(db, command.email);
  if (!advice) {
    return {
      ok: false,
      output: `${command.email} heeft geen aanvraag voor scholingsadvies. Er is niets gedaan.`,
    };
  }
  return decide(db, mailer, portalUrl, advice.id, command.email, 'advise', command.text, decidedBy);
}

/**
 * `decide` on an advice request: approve gives the advice (its text is required), reject sends it
 * back. undefined when the uuid is no advice (the caller tries the other kinds).
 */
export async function decideAdviceRequest(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: { uuid: string; decision: 'approve' | 'reject'; reason: string | null },
  decidedBy: string,
): Promise<CommandResult | undefined> {
  const found = await findAdviceWithEmail(db, command.uuid);
  if (!found) return undefined;
  if (command.decision === 'approve' && !command.reason) {
    return {
      ok: false,
      output: 'Geef de tekst van het advies: decide <uuid> approve <advies...>. Er is niets gedaan.',
    };
  }
  return decide(
    db,
    mailer,
    portalUrl,
    found.advice.id,
    found.email,
    command.decision === 'approve' ? 'advise' : 'return',
    command.reason,
    decidedBy,
  );
}
