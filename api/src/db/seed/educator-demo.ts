/**
 * Demo data of the provider portal (issue 40), idempotent: the demo providers' accreditations and
 * sessions, and 1,200 registered professionals (deelnemer-NNNN@opleiding.demo.nl) whose registration
 * numbers and last names make lists to paste (`pnpm staff sample-participants 1000`). Written with a
 * few bulk statements (generate_series), not one per professional, so seeding stays cheap.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { accreditations, educationSessions, educators, users } from '../schema';
import { addToDate, todayInNetherlands } from '../../domain/dates';

export const SAMPLE_PARTICIPANT_DOMAIN = 'opleiding.demo.nl';
/** Active in Jeugd- en gezinsprofessionals: 1..1100; Gedragswetenschappers: 1101..1150; ended: 1151..1200. */
export const SAMPLE_PARTICIPANTS = { active: 1100, otherChamber: 50, ended: 50 } as const;

const LAST_NAMES = [
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
];

async function seedSampleParticipants(db: Db, passwordHash: string): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `deelnemer-0001@${SAMPLE_PARTICIPANT_DOMAIN}`));
  if (existing) return;
  const total = SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber + SAMPLE_PARTICIPANTS.ended;
  const today = todayInNetherlands();
  const fromDate = addToDate(today, { years: -2 });
  const endedFrom = addToDate(today, { years: -6 });
  const endedTill = addToDate(today, { years: -1 });
  const names = `{${LAST_NAMES.map((name) => `"${name}"`).join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (email, password_hash, user_type, is_verified, initials, first_name, last_name)
      SELECT 'deelnemer-' || lpad(n::text, 4, '0') || '@' || ${SAMPLE_PARTICIPANT_DOMAIN}, ${passwordHash},
             'professional', true, chr(65 + n % 26) || '.', NULL, (${names}::text[])[1 + n % 20]
      FROM generate_series(1, ${total}::int) AS n
      ON CONFLICT (email) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO professionals (user_id, first_registration_date, should_skip_payment)
      SELECT u.id, ${fromDate}::date, true FROM users u
      WHERE u.email LIKE ${`deelnemer-%@${SAMPLE_PARTICIPANT_DOMAIN}`}
        AND NOT EXISTS (SELECT 1 FROM professionals p WHERE p.user_id = u.id)`);
    // Numbers in the order of the participants, so the same database gives the same list.
    await tx.execute(sql`
      INSERT INTO registrations (professional_id, status, registration_number)
      SELECT p.id, 'approved', nextval('registration_number_seq')::text
      FROM (SELECT p.id FROM professionals p JOIN users u ON u.id = p.user_id
            WHERE u.email LIKE ${`deelnemer-%@${SAMPLE_PARTICIPANT_DOMAIN}`}
              AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.professional_id = p.id)
            ORDER BY u.email) AS p`);
    await tx.execute(sql`
      WITH participant AS (
        SELECT r.id AS registration_id, substring(u.email from 11 for 4)::int AS n
        FROM registrations r JOIN professionals p ON p.id = r.professional_id JOIN users u ON u.id = p.user_id
        WHERE u.email LIKE ${`deelnemer-%@${SAMPLE_PARTICIPANT_DOMAIN}`}
      ), target AS (
        SELECT participant.registration_id, participant.n,
               (SELECT t.id FROM registration_targets t WHERE t.system_label =
                  CASE WHEN participant.n > ${SAMPLE_PARTICIPANTS.active}
                        AND participant.n <= ${SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber}
                       THEN 'master-psycholoog' ELSE 'jeugd-en-gezinsprofessional' END) AS target_id
        FROM participant
      )
      INSERT INTO registration_items (registration_id, registration_target_id, status, kind, from_date, till_date)
      SELECT registration_id, target_id,
             CASE WHEN n > ${SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber} THEN 'expired' ELSE 'approved' END,
             'application',
             CASE WHEN n > ${SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber} THEN ${endedFrom}::date ELSE ${fromDate}::date END,
             CASE WHEN n > ${SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber} THEN ${endedTill}::date
                  ELSE (${fromDate}::date + interval '5 years')::date END
      FROM target
      UNION ALL
      SELECT registration_id, target_id, 'ongoing', 'reRegistration', NULL, NULL
      FROM target WHERE n <= ${SAMPLE_PARTICIPANTS.active + SAMPLE_PARTICIPANTS.otherChamber}`);
  });
  // The planner's row counts after a bulk insert: lists are looked up by index, not scanned.
  await db.execute(sql`ANALYZE users, professionals, registrations, registration_items`);
}

interface DemoAccreditation {
  title: string;
  description: string;
  status: 'approved' | 'pending' | 'rejected';
  form: 'klassikaal' | 'e-learning' | 'blended';
  hours: number;
  finalTest: boolean;
  validityYears: 1 | 3;
  reason?: string;
}

const OPLEIDER_ACCREDITATIONS: DemoAccreditation[] = [
  {
    title: 'Gespreksvoering met jeugdigen en gezinnen',
    description: 'Tweedaagse training in motiverende gespreksvoering met jeugdigen en hun ouders.',
    status: 'approved',
    form: 'klassikaal',
    hours: 12,
    finalTest: false,
    validityYears: 3,
  },
  {
    title: 'Traumasensitief werken',
    description: 'E-learning over de signalen van trauma bij kinderen en wat je ermee doet.',
    status: 'pending',
    form: 'e-learning',
    hours: 8,
    finalTest: true,
    validityYears: 1,
  },
  {
    title: 'Basiscursus opvoedondersteuning',
    description: 'Inleiding in opvoedondersteuning voor nieuwe medewerkers.',
    status: 'rejected',
    form: 'klassikaal',
    hours: 6,
    finalTest: false,
    validityYears: 1,
    reason: 'Het programma sluit niet aan bij het hbo-niveau van de kamer.',
  },
];

const OPLEIDER2_ACCREDITATIONS: DemoAccreditation[] = [
  {
    title: 'Methodisch werken in het wijkteam',
    description: 'Driedaagse cursus methodisch werken voor jeugd- en gezinsprofessionals in wijkteams.',
    status: 'approved',
    form: 'blended',
    hours: 18,
    finalTest: true,
    validityYears: 3,
  },
];

async function seedProviderAccreditations(
  db: Db,
  providerName: string,
  list: DemoAccreditation[],
): Promise<void> {
  const [educator] = await db.select().from(educators).where(eq(educators.name, providerName));
  if (!educator) return;
  const [existing] = await db
    .select({ id: accreditations.id })
    .from(accreditations)
    .where(and(eq(accreditations.educatorId, educator.id)));
  if (existing) return;
  const today = todayInNetherlands();
  await db.transaction(async (tx) => {
    for (const item of list) {
      const decided = item.status !== 'pending';
      const [row] = await tx
        .insert(accreditations)
        .values({
          educatorId: educator.id,
          accreditationNumber:
            item.status === 'approved' ? sql`'A' || nextval('accreditation_number_seq')::text` : null,
          title: item.title,
          description: item.description,
          chambers: ['jeugd-en-gezinsprofessional'],
          form: item.form,
          contactHours: String(item.hours),
          points: String(item.hours),
          programme: 'Dag 1: theorie en oefenen. Dag 2: casuïstiek en reflectie.',
          trainers: 'Drs. A. de Wit (trainer), M. Jansen MSc (gedragswetenschapper)',
          hasFinalTest: item.finalTest,
          finalTestDescription: item.finalTest ? 'Digitale toets van 20 vragen, geslaagd bij 70% goed.' : '',
          validityYears: item.validityYears,
          status: item.status,
          step: 8,
          validFrom: item.status === 'approved' ? addToDate(today, { months: -6 }) : null,
          validUntil:
            item.status === 'approved'
              ? addToDate(addToDate(today, { months: -6 }), { years: item.validityYears })
              : null,
          decisionReason: item.reason ?? null,
          submittedAt: new Date(Date.now() - 30 * 86_400_000),
          decidedAt: decided ? new Date(Date.now() - 20 * 86_400_000) : null,
        })
        .returning();
      if (item.status === 'approved') {
        await tx.insert(educationSessions).values(
          providerName === 'Opleidingsinstituut Noord'
            ? [
                // Ended last week, no points entered yet: the demo of points entry and its reminder.
                {
                  accreditationId: row!.id,
                  startsOn: addToDate(today, { days: -8 }),
                  endsOn: addToDate(today, { days: -7 }),
                  location: 'Utrecht',
                },
                {
                  accreditationId: row!.id,
                  startsOn: addToDate(today, { days: 21 }),
                  endsOn: addToDate(today, { days: 22 }),
                  location: 'Groningen',
                },
              ]
            : [
                {
                  accreditationId: row!.id,
                  startsOn: addToDate(today, { days: -3 }),
                  endsOn: addToDate(today, { days: -2 }),
                  isOnline: true,
                },
              ],
        );
      }
    }
  });
}

export async function seedEducatorDemo(db: Db, passwordHash: string): Promise<void> {
  await seedProviderAccreditations(db, 'Opleidingsinstituut Noord', OPLEIDER_ACCREDITATIONS);
  await seedProviderAccreditations(db, 'Hogeschool Zuid Academie', OPLEIDER2_ACCREDITATIONS);
  await seedSampleParticipants(db, passwordHash);
}
