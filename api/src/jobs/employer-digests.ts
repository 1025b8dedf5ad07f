/**
 * The contact persons' e-mail digests (issue 39, alerts): who chose 'daily' gets one each Dutch day,
 * who chose 'weekly' one on Mondays, of what changed among the company's linked professionals and
 * was not in an earlier digest of theirs: registrations ending within 3 months, and the expired,
 * suspended, struck-off and ended links of the mutation rows written since they chose the digest.
 *
 * Once across the api processes: `runOnce` takes the day's slot; each recipient's digest of a day is
 * one `onceForItem`, in whose transaction every change it names is claimed in
 * employer_digest_changes and the mail is queued, so a change reaches a recipient once however
 * often (or how many at once) the job runs. `pnpm staff employer-digests [YYYY-MM-DD]` runs it for a day.
 */
import { formatDate } from '@portal/shared/format';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { companyProfessionalsAll } from '../db/queries/company-professionals';
import {
  companies,
  companyEmployees,
  companyProfessionalMutations,
  employerDigestChanges,
  users,
  type DigestFrequency,
  type MutationKind,
} from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { MUTATION_KIND_LABELS } from '../domain/mutation-kinds';
import { fullName } from '../domain/names';
import { compose } from '../mail/compose';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import type { Mailer } from '../mail/mailer';
import { recipientOf } from '../mail/recipient';
import { onceForItem, runOnce } from './run-once';

export const DIGEST_JOB = 'employer-digests';
/** The mutations a digest names (SPEC's alerts: not new registrations or re-registrations). */
export const DIGEST_KINDS: readonly MutationKind[] = ['expired', 'suspended', 'struckOff', 'linkEnded'];
/** 'Registratie loopt af': the end date falls within this many months. */
export const ENDING_MONTHS = 3;

/** Which frequencies get a digest on `day`: daily always, weekly on Mondays. */
export function frequenciesOn(day: string): DigestFrequency[] {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 1 ? ['daily', 'weekly'] : ['daily'];
}

interface Change {
  key: string;
  line: string;
  kind: MutationKind | 'ending';
  /** The Dutch day it happened (a mutation) or null (an end date coming up). */
  day: string | null;
}

async function mutationChanges(db: Db, companyId: string, since: Date, day: string): Promise<Change[]> {
  const rows = await db
    .select({
      id: companyProfessionalMutations.id,
      kind: companyProfessionalMutations.kind,
      name: companyProfessionalMutations.professionalName,
      number: companyProfessionalMutations.registrationNumber,
      day: sql<string>`(${companyProfessionalMutations.occurredAt} AT TIME ZONE 'Europe/Amsterdam')::date::text`,
    })
    .from(companyProfessionalMutations)
    .where(
      and(
        eq(companyProfessionalMutations.companyId, companyId),
        inArray(companyProfessionalMutations.kind, [...DIGEST_KINDS]),
        gte(companyProfessionalMutations.occurredAt, since),
        lt(
          companyProfessionalMutations.occurredAt,
          sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Europe/Amsterdam'`,
        ),
      ),
    )
    .orderBy(companyProfessionalMutations.occurredAt, companyProfessionalMutations.id);
  return rows.map((row) => ({
    key: `mutation:${row.id}`,
    kind: row.kind,
    day: row.day,
    line: `${MUTATION_KIND_LABELS[row.kind]}: ${row.name}${row.number ? ` (${row.number})` : ''}, ${formatDate(row.day)}`,
  }));
}

async function endingChanges(db: Db, companyId: string, day: string): Promise<Change[]> {
  const rows = await companyProfessionalsAll(
    db,
    companyId,
    null,
    {
      status: 'registered',
      chamber: null,
      endsFrom: day,
      endsTill: addToDate(day, { months: ENDING_MONTHS }),
    },
    'validUntil',
    'asc',
  );
  return rows.map((row) => ({
    // Once per link and end date: a re-registration that moves the date is a change of its own.
    key: `ending:${row.linkId}:${row.validUntil}`,
    kind: 'ending' as const,
    day: null,
    line: `Registratie loopt af op ${formatDate(row.validUntil!)}: ${fullName({ ...row, lastName: row.lastName ?? '' })} (${row.registrationNumber})`,
  }));
}

/** The link to the mutations list of the digest's days ('Eigen periode') and type ('soort' when one). */
function mutationsLink(portalUrl: string, changes: readonly Change[], day: string): string {
  const days = changes.map((change) => change.day!).sort();
  const kinds = new Set(changes.map((change) => change.kind));
  const params = new URLSearchParams({ periode: 'eigen', van: days[0] ?? day, tot: day });
  if (kinds.size === 1) params.set('soort', [...kinds][0]!);
  return `${portalUrl}/werkgever/professionals/mutaties?${params.toString()}`;
}

function digestMessage(
  recipient: Parameters<typeof recipientOf>[0],
  frequency: DigestFrequency,
  changes: readonly Change[],
  portalUrl: string,
  day: string,
) {
  const mutations = changes.filter((change) => change.kind !== 'ending');
  const ending = changes.filter((change) => change.kind === 'ending');
  const paragraphs = [
    `Dit is je ${frequency === 'weekly' ? 'wekelijkse' : 'dagelijkse'} overzicht van wijzigingen bij de professionals die aan je organisatie zijn gekoppeld.`,
  ];
  if (mutations.length > 0)
    paragraphs.push(
      `Mutaties:\n${mutations.map((change) => `- ${change.line}`).join('\n')}`,
      `Bekijk deze mutaties in het portaal: ${mutationsLink(portalUrl, mutations, day)}`,
    );
  if (ending.length > 0)
    paragraphs.push(
      `Registraties die binnen ${ENDING_MONTHS} maanden aflopen:\n${ending.map((change) => `- ${change.line}`).join('\n')}`,
      `Bekijk ze in het portaal: ${portalUrl}/werkgever/professionals/overzicht?einddatum=${ENDING_MONTHS}`,
    );
  paragraphs.push(
    'Je krijgt dit overzicht omdat je het hebt gekozen. Je wijzigt dat onder Contactpersonen in het portaal.',
  );
  return compose({
    to: recipientOf(recipient),
    subject: `${changes.length === 1 ? '1 wijziging' : `${changes.length} wijzigingen`} bij je gekoppelde professionals`,
    paragraphs,
  });
}

/** Sends the digests due on `day` (a Dutch day); answers how many this call sent. */
export async function sendEmployerDigests(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  day = todayInNetherlands(),
): Promise<number> {
  const recipients = await db
    .select({
      employeeId: companyEmployees.id,
      companyId: companyEmployees.companyId,
      frequency: companyEmployees.digest,
      since: companyEmployees.digestSince,
      email: users.email,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
    })
    .from(companyEmployees)
    .innerJoin(users, eq(users.id, companyEmployees.userId))
    .innerJoin(companies, eq(companies.id, companyEmployees.companyId))
    .where(
      and(
        inArray(companyEmployees.digest, frequenciesOn(day)),
        isNull(users.deactivatedAt),
        eq(companies.verification, 'confirmed'),
      ),
    )
    .orderBy(companyEmployees.id);
  const endingOf = new Map<string, Promise<Change[]>>();
  let sent = 0;
  for (const recipient of recipients) {
    if (!endingOf.has(recipient.companyId))
      endingOf.set(recipient.companyId, endingChanges(db, recipient.companyId, day));
    const candidates = [
      ...(await mutationChanges(db, recipient.companyId, recipient.since ?? new Date(0), day)),
      ...(await endingOf.get(recipient.companyId)!),
    ];
    if (candidates.length === 0) continue;
    let mailed = false;
    await onceForItem(db, DIGEST_JOB, `${recipient.employeeId}:${day}`, async (tx) => {
      // Claimed per change: what an earlier digest (another day's, or a run that raced this one) named
      // is left out; nothing new, no mail.
      const claimed = await tx
        .insert(employerDigestChanges)
        .values(candidates.map((change) => ({ employeeId: recipient.employeeId, changeKey: change.key })))
        .onConflictDoNothing()
        .returning({ key: employerDigestChanges.changeKey });
      const fresh = new Set(claimed.map((row) => row.key));
      const changes = candidates.filter((change) => fresh.has(change.key));
      if (changes.length === 0) return;
      await queueMailIn(tx, mailer, digestMessage(recipient, recipient.frequency, changes, portalUrl, day));
      mailed = true;
    });
    if (mailed) {
      afterCommit(mailer);
      sent += 1;
    }
  }
  return sent;
}

/** The scheduled run: once a Dutch day across every api process; null when another had the slot. */
export async function scheduledEmployerDigests(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  now = new Date(),
): Promise<number | null> {
  const day = todayInNetherlands(now);
  let sent = 0;
  const ran = await runOnce(db, DIGEST_JOB, day, async () => {
    sent = await sendEmployerDigests(db, mailer, portalUrl, day);
    return `${sent} verstuurd`;
  });
  return ran ? sent : null;
}
