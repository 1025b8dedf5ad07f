/**
 * `pnpm staff programmes` (pending practical programmes, oldest first) and
 * `pnpm staff decide-programme <uuid> approve|reject|incomplete [reason...]` (issue 39): the
 * decision and its date are stored, who decided (`--by`, required) too, and the company's employees
 * get a mail in Dutch.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isUuid } from '../auth/one-time-tokens';
import type { Db } from '../db/connection';
import {
  decideProgrammeRow,
  pendingProgrammes,
  type ProgrammeDecision,
} from '../db/queries/practical-programmes';
import { companyEmployees, practicalProgrammes, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { programmeDecisionMail } from '../mail/programme-mails';
import { recipientOf } from '../mail/recipient';
import type { StaffResult } from './commands';

export const PROGRAMME_DECISIONS = ['approve', 'reject', 'incomplete'] as const;

export async function listPendingProgrammes(db: Db): Promise<StaffResult> {
  const rows = await pendingProgrammes(db);
  if (rows.length === 0) return { ok: true, output: 'Er wachten geen praktijkprogramma’s op een besluit.' };
  return {
    ok: true,
    output: [
      'Praktijkprogramma’s in behandeling (oudste eerst):',
      ...rows.map(
        ({ programme, companyName }) =>
          `  ${programme.id}  ${programme.submittedAt?.toISOString().slice(0, 10) ?? '-'}  ${companyName}  ${programme.variant ?? '-'}  ${programme.participantName ?? '-'}  begeleider ${programme.supervisorRegistrationNumber ?? '-'}`,
      ),
    ].join('\n'),
  };
}

const VERB: Record<ProgrammeDecision, string> = {
  approve: 'goedgekeurd',
  reject: 'afgewezen',
  incomplete: 'op onvolledig gezet',
};

export async function decideProgramme(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  id: string,
  decision: ProgrammeDecision,
  reason: string | null,
  by: string | undefined,
): Promise<StaffResult> {
  if (!by) return { ok: false, output: 'Geef met --by <e-mail> op welke medewerker beslist.' };
  if (decision !== 'approve' && !reason)
    return { ok: false, output: 'Geef een reden bij afwijzen of onvolledig. Er is niets gedaan.' };
  const [current] = isUuid(id)
    ? await db.select().from(practicalProgrammes).where(eq(practicalProgrammes.id, id))
    : [];
  if (!current) return { ok: false, output: `Er is geen praktijkprogramma ${id}.` };
  const decided = await decideProgrammeRow(db, id, decision, reason, by);
  if (!decided)
    return { ok: false, output: `Praktijkprogramma ${id} is niet in behandeling. Er is niets gedaan.` };
  const employees = await db
    .select({ user: users })
    .from(companyEmployees)
    .innerJoin(users, eq(users.id, companyEmployees.userId))
    .where(and(eq(companyEmployees.companyId, decided.companyId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.createdAt));
  const participant = decided.participantName ?? 'je medewerker';
  const link =
    decision === 'incomplete'
      ? `${portalUrl}/werkgever/praktijkprogrammas/bewerken/${decided.id}`
      : `${portalUrl}/werkgever/praktijkprogrammas/overzicht`;
  for (const { user } of employees)
    await mailer.send(programmeDecisionMail(recipientOf(user), decision, participant, reason, link));
  return {
    ok: true,
    output: `Het praktijkprogramma voor ${participant} is ${VERB[decision]}; ${employees.length} medewerker(s) krijgen een e-mail.`,
  };
}
