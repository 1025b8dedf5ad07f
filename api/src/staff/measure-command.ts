/**
 * `pnpm staff measure <e-mail> <type> <from> [till] [--niet-openbaar] <reason...>`: records a
 * disciplinary measure on a professional (DOMAIN.md's types), mails them in Dutch, audited with --by.
 * A doorhaling ends the registration; a schorsing shows on the cards for its period.
 */
import type { Db } from '../db/connection';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { recordMeasure } from '../db/queries/disciplinary-measures';
import { MEASURE_TYPES, measurePeriodText, type MeasureType } from '../domain/disciplinary-measures';
import { TransitionError } from '../domain/registration-transitions';
import { compose } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import type { CommandResult } from './registration-commands';

export interface MeasureCommand {
  name: 'measure';
  email: string;
  measureType: MeasureType;
  startsAt: string;
  endsAt: string | null;
  reason: string;
  published: boolean;
}

const isDay = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** undefined: not this command; null: this command, used wrongly. */
export function parseMeasureCommand(args: readonly string[]): MeasureCommand | null | undefined {
  if (args[0] !== 'measure') return undefined;
  const published = !args.includes('--niet-openbaar');
  const [, email, type, from, ...rest] = args.filter((arg) => arg !== '--niet-openbaar');
  if (!email?.includes('@') || !(MEASURE_TYPES as readonly string[]).includes(type ?? '') || !isDay(from)) {
    return null;
  }
  const till = isDay(rest[0]) ? rest[0] : null;
  const reason = (till ? rest.slice(1) : rest).join(' ').trim();
  if (!reason || (till !== null && till < from)) return null;
  return {
    name: 'measure',
    email,
    measureType: type as MeasureType,
    startsAt: from,
    endsAt: till,
    reason,
    published,
  };
}

export async function recordMeasureByStaff(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  command: MeasureCommand,
  recordedBy = 'pnpm staff',
): Promise<CommandResult> {
  const user = await findUserByEmail(db, command.email);
  const professional = user?.userType === 'professional' ? await findProfessionalByUserId(db, user.id) : null;
  if (!user || !professional) {
    return {
      ok: false,
      output: `Er is geen professional met e-mailadres ${command.email}. Er is niets gedaan.`,
    };
  }
  let recorded;
  try {
    recorded = await recordMeasure(db, { ...command, professionalId: professional.id, recordedBy });
  } catch (error) {
    if (error instanceof TransitionError)
      return { ok: false, output: `${error.message} Er is niets gedaan.` };
    throw error;
  }
  const period = measurePeriodText(recorded.measure);
  const label = command.measureType.replace('-', ' ');
  await mailer.send(
    compose({
      to: await recipientByEmail(db, user.email),
      subject: 'Er is een tuchtrechtelijke maatregel vastgelegd',
      paragraphs: [
        `Het register heeft een tuchtrechtelijke maatregel vastgelegd: ${label}${period ? `, ${period}` : ''}.`,
        `Besluit: ${command.reason}`,
        ...(recorded.ended ? ['Door deze doorhaling is je registratie beëindigd.'] : []),
        `Je ziet de maatregel onder Mijn tuchtklachten: ${portalUrl}/mijn-tuchtklachten`,
      ],
    }),
  );
  return {
    ok: true,
    output: `De maatregel (${label}${period ? `, ${period}` : ''}) is vastgelegd voor ${user.email}${recorded.ended ? '; de registratie is beëindigd' : ''}.`,
  };
}
