/**
 * Staff decisions on accreditations (`pnpm staff accreditations`, `pnpm staff decide-accreditation
 * <uuid> approve|reject|incomplete [reason...]`), through the one transition table; every employee
 * of the provider is mailed in Dutch once the decision is stored.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatDate } from '@portal/shared/format';
import type { Db } from '../db/connection';
import { recordAccreditationChange } from '../db/queries/accreditations';
import { accreditations, educatorEmployees, educators, users } from '../db/schema';
import {
  ACCREDITATION_STATUS_LABELS,
  AccreditationTransitionError,
  assertAccreditationTransition,
} from '../domain/accreditation-transitions';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { compose } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { recipientOf } from '../mail/recipient';
import { isUuid } from '../auth/one-time-tokens';
import type { CommandResult } from './registration-commands';

export type AccreditationDecision = 'approve' | 'reject' | 'incomplete';

export async function listPendingAccreditations(db: Db): Promise<CommandResult> {
  const rows = await db
    .select({ accreditation: accreditations, educatorName: educators.name })
    .from(accreditations)
    .innerJoin(educators, eq(educators.id, accreditations.educatorId))
    .where(eq(accreditations.status, 'pending'))
    .orderBy(asc(accreditations.submittedAt), asc(accreditations.id));
  if (rows.length === 0) return { ok: true, output: 'Er zijn geen accreditaties in behandeling.' };
  const lines = rows.map(
    ({ accreditation, educatorName }) =>
      `${accreditation.id}  ${accreditation.submittedAt?.toISOString() ?? '-'}  ${educatorName}  ${accreditation.title}` +
      `  (${accreditation.form}, ${Number(accreditation.contactHours)} uur, ${accreditation.validityYears} jaar, ${accreditation.chambers.join(', ')})`,
  );
  return {
    ok: true,
    output: [`${rows.length} accreditatie(s) in behandeling (oudste eerst):`, ...lines].join('\n'),
  };
}

const TO_STATUS = { approve: 'approved', reject: 'rejected', incomplete: 'incomplete' } as const;

export async function decideAccreditation(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  id: string,
  decision: AccreditationDecision,
  reason: string | null,
  changedBy = 'pnpm staff',
): Promise<CommandResult> {
  if (!isUuid(id))
    return { ok: false, output: `${id} is geen geldige accreditatie-uuid. Er is niets gedaan.` };
  const to = TO_STATUS[decision];
  const today = todayInNetherlands();
  let decided;
  try {
    decided = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(accreditations).where(eq(accreditations.id, id)).for('update');
      if (!row) return null;
      assertAccreditationTransition(row.status, to, 'staff', reason);
      const [updated] = await tx
        .update(accreditations)
        .set({
          status: to,
          decisionReason: reason?.trim() || null,
          decidedAt: new Date(),
          updatedAt: new Date(),
          ...(to === 'approved'
            ? {
                validFrom: today,
                validUntil: addToDate(addToDate(today, { years: row.validityYears }), { days: -1 }),
                accreditationNumber: sql`coalesce(${accreditations.accreditationNumber}, 'A' || nextval('accreditation_number_seq')::text)`,
              }
            : {}),
        })
        .where(and(eq(accreditations.id, id), eq(accreditations.status, row.status)))
        .returning();
      await recordAccreditationChange(tx, id, row.status, to, changedBy, reason?.trim() || null);
      return updated!;
    });
  } catch (error) {
    if (error instanceof AccreditationTransitionError) return { ok: false, output: error.message };
    throw error;
  }
  if (!decided) return { ok: false, output: `Er is geen accreditatie met uuid ${id}. Er is niets gedaan.` };
  const employees = await db
    .select({
      email: users.email,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
    })
    .from(educatorEmployees)
    .innerJoin(users, eq(users.id, educatorEmployees.userId))
    .where(and(eq(educatorEmployees.educatorId, decided.educatorId), sql`${users.deactivatedAt} IS NULL`));
  const label = ACCREDITATION_STATUS_LABELS[to].toLowerCase();
  const paragraphs = [
    `Uw aanvraag voor accreditatie van de scholing '${decided.title}' is ${label}.`,
    ...(to === 'approved'
      ? [
          `Accreditatienummer ${decided.accreditationNumber}, geldig van ${formatDate(decided.validFrom!)} tot en met ${formatDate(decided.validUntil!)}.`,
          `U kunt nu sessies toevoegen en punten toekennen: ${portalUrl}/accreditaties/overzicht`,
        ]
      : [`Reden: ${reason ?? ''}`]),
    ...(to === 'incomplete'
      ? [`Vul de aanvraag aan en dien haar opnieuw in: ${portalUrl}/accreditaties/bewerken/${decided.id}/1`]
      : []),
    ...(to === 'rejected'
      ? ['Bent u het niet eens met dit besluit? U kunt binnen 8 weken bezwaar maken.']
      : []),
  ];
  for (const employee of employees) {
    await mailer.send(
      compose({ to: recipientOf(employee), subject: `Accreditatie ${label}: ${decided.title}`, paragraphs }),
    );
  }
  return {
    ok: true,
    output: `De accreditatie '${decided.title}' is ${label}; ${employees.length} medewerker(s) van de opleider gemaild.`,
  };
}
