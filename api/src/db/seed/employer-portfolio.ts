/**
 * The employers' demo portfolio (issue 39), generated and deterministic: Jeugdzorg Utrecht BV gets
 * 519 generated professionals beside professional@demo.nl (520 links), spread over chambers,
 * register statuses and end dates, 11 of them (and professional@demo.nl) ending within 3 months, a
 * few links still waiting for confirmation, and 40 mutations over the last year; Kindzorg
 * Rotterdam BV gets 30 of its own. Written with a handful of INSERT ... SELECT generate_series
 * statements, not a round trip per person. The generated people cannot sign in that matters: their
 * addresses are under portfolio.demo.nl and they exist to fill the employer's lists.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { todayInNetherlands } from '../../domain/dates';
import { DEMO_COMPANY, DEMO_COMPANY_2 } from './demo-data';

export const PORTFOLIO_DOMAIN = 'portfolio.demo.nl';
/** Generated professionals of Jeugdzorg Utrecht BV (beside professional@demo.nl) and Kindzorg Rotterdam BV. */
export const PORTFOLIO_SIZES = { utrecht: 519, rotterdam: 30 } as const;
export const PORTFOLIO_MUTATIONS = 40;

const FIRST_NAMES = [
  'Anna',
  'Bram',
  'Carmen',
  'Daan',
  'Eva',
  'Fleur',
  'Gijs',
  'Hanna',
  'Ilse',
  'Joris',
  'Kim',
  'Lars',
  'Mirte',
  'Noah',
  'Olga',
  'Pieter',
  'Quinten',
  'Roos',
  'Sanne',
  'Tim',
  'Umut',
  'Vera',
  'Wout',
  'Yara',
];
const LAST_NAMES = [
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dekker',
  'Brouwer',
  'Dijkstra',
  'Koster',
  'Prins',
  'Huisman',
  'Kok',
  'Jacobs',
  'Vermeulen',
  'Schouten',
  'Willems',
  'Hoekstra',
  'Postma',
  'Kuipers',
  'Sahin',
  'El Amrani',
  'Yilmaz',
  'Groen',
  'Blom',
  'Maas',
  'Verhoeven',
  'Kramer',
];
const INFIXES = ['', '', '', 'de', 'van', 'van der', '', 'van den', '', 'ter'];

const arrayOf = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function seedCompany(
  db: Db,
  kvkNumber: string,
  prefix: string,
  numberBase: number,
  size: number,
  today: string,
) {
  const first = arrayOf(FIRST_NAMES);
  const last = arrayOf(LAST_NAMES);
  const infix = arrayOf(INFIXES);
  const email = sql`format('%s%s@${sql.raw(PORTFOLIO_DOMAIN)}', ${prefix}::text, lpad(n::text, 4, '0'))`;
  // n's kind: the order decides when two rules meet.
  const kind = sql`CASE
      WHEN n % 47 = 0 THEN 'endingSoon'
      WHEN n % 50 = 7 THEN 'requested'
      WHEN n % 20 = 0 THEN 'expired'
      WHEN n % 25 = 1 THEN 'unsubscribed'
      WHEN n % 40 = 3 THEN 'suspended'
      WHEN n % 97 = 5 THEN 'struckOff'
      ELSE 'registered' END`;
  const target = sql`CASE WHEN n % 10 < 7 THEN 'jeugd-en-gezinsprofessional'
      WHEN n % 10 = 7 THEN 'master-psycholoog' WHEN n % 10 = 8 THEN 'master-orthopedagoog'
      ELSE 'jeugdzorgwerker' END`;
  // End dates: the dozen within 3 months, the expired ones in the past, the rest spread from
  // 100 days to about five years ahead (never within 3 months).
  const till = sql`CASE
      WHEN ${kind} = 'endingSoon' THEN ${today}::date + (5 + (n / 47) * 7)
      WHEN ${kind} = 'expired' THEN ${today}::date - (30 + n % 300)
      ELSE ${today}::date + (100 + (n * 37) % 1700) END`;
  const series = sql`generate_series(1, ${size}) AS n`;

  await db.execute(sql`
    INSERT INTO users (email, password_hash, user_type, is_verified, initials, first_name, infix, last_name, city)
    SELECT ${email}, '!portfolio', 'professional', true,
      left((${first})[1 + n % ${FIRST_NAMES.length}], 1) || '.',
      (${first})[1 + n % ${FIRST_NAMES.length}],
      nullif((${infix})[1 + (n / 7) % ${INFIXES.length}], ''),
      (${last})[1 + (n * 7) % ${LAST_NAMES.length}],
      'Utrecht'
    FROM ${series}`);
  await db.execute(sql`
    INSERT INTO professionals (user_id, first_registration_date)
    SELECT u.id, (${till}) - interval '5 years'
    FROM ${series} JOIN users u ON u.email = ${email}`);
  await db.execute(sql`
    INSERT INTO registrations (professional_id, status, registration_number)
    SELECT p.id,
      CASE ${kind} WHEN 'expired' THEN 'expired' WHEN 'unsubscribed' THEN 'unsubscribed' ELSE 'approved' END,
      (${numberBase} + n)::text
    FROM ${series} JOIN users u ON u.email = ${email} JOIN professionals p ON p.user_id = u.id`);
  await db.execute(sql`
    INSERT INTO registration_items (registration_id, registration_target_id, status, from_date, till_date, kind, decided_at, unsubscribed_at)
    SELECT r.id, t.id, r.status, ((${till}) - interval '5 years')::date, ${till}, 'application', now(),
      CASE WHEN r.status = 'unsubscribed' THEN now() - interval '40 days' END
    FROM ${series} JOIN registrations r ON r.registration_number = (${numberBase} + n)::text
    JOIN registration_targets t ON t.system_label = ${target}`);
  // The round that collects activities for the next period, for every valid registration.
  await db.execute(sql`
    INSERT INTO registration_items (registration_id, registration_target_id, status, kind)
    SELECT r.id, i.registration_target_id, 'ongoing', 'reRegistration'
    FROM ${series} JOIN registrations r ON r.registration_number = (${numberBase} + n)::text
    JOIN registration_items i ON i.registration_id = r.id
    WHERE r.status = 'approved'`);
  await db.execute(sql`
    INSERT INTO disciplinary_measures (professional_id, measure_type, starts_at, ends_at, reason)
    SELECT r.professional_id, CASE ${kind} WHEN 'suspended' THEN 'schorsing' ELSE 'doorhaling' END,
      ${today}::date - (10 + n % 60),
      CASE WHEN ${kind} = 'suspended' THEN ${today}::date + (20 + n % 90) END,
      'Uitspraak van het tuchtcollege (demo).'
    FROM ${series} JOIN registrations r ON r.registration_number = (${numberBase} + n)::text
    WHERE ${kind} IN ('suspended', 'struckOff')`);
  await db.execute(sql`
    INSERT INTO company_professional_links (company_id, professional_id, status, started_by, shares_progress, created_at, confirmed_at)
    SELECT c.id, r.professional_id,
      CASE WHEN ${kind} = 'requested' THEN 'requested' ELSE 'active' END,
      'company', ${kind} <> 'requested' AND n % 3 = 0,
      now() - make_interval(days => 30 + n % 700),
      CASE WHEN ${kind} <> 'requested' THEN now() - make_interval(days => 29 + n % 700) END
    FROM ${series} JOIN registrations r ON r.registration_number = (${numberBase} + n)::text
    JOIN companies c ON c.kvk_number = ${kvkNumber}`);
}

/** 40 mutations over the last year, about nine days apart, each about a generated professional. */
async function seedMutations(db: Db, kvkNumber: string, numberBase: number) {
  await db.execute(sql`
    INSERT INTO company_professional_mutations (company_id, professional_id, kind, professional_name, registration_number, occurred_at)
    SELECT c.id, r.professional_id,
      (ARRAY['registered', 'reRegistered', 'expired', 'suspended', 'unsubscribed', 'linkEnded', 'struckOff', 'registered'])[1 + k % 8],
      concat_ws(' ', u.first_name, u.infix, u.last_name), r.registration_number,
      now() - make_interval(days => k * 9, hours => k % 7)
    FROM generate_series(1, ${PORTFOLIO_MUTATIONS}) AS k
    JOIN registrations r ON r.registration_number = (${numberBase} + k * 12)::text
    JOIN professionals p ON p.id = r.professional_id
    JOIN users u ON u.id = p.user_id
    JOIN companies c ON c.kvk_number = ${kvkNumber}`);
}

/**
 * One of Jeugdzorg Utrecht's people (werknemer-utrecht-0002) has linked themself before their first
 * application was decided: it waits for staff (`pnpm staff approve werknemer-utrecht-0002@portfolio.demo.nl`),
 * and the approval is the company's 'Nieuwe registratie' mutation.
 */
export const PORTFOLIO_APPLICANT = `werknemer-utrecht-0002@${PORTFOLIO_DOMAIN}`;

async function seedPendingApplicant(db: Db) {
  const registration = sql`(SELECT r.id FROM registrations r JOIN professionals p ON p.id = r.professional_id
    JOIN users u ON u.id = p.user_id WHERE u.email = ${PORTFOLIO_APPLICANT})`;
  await db.execute(
    sql`DELETE FROM registration_items WHERE registration_id = ${registration} AND kind = 'reRegistration'`,
  );
  await db.execute(sql`
    UPDATE registration_items SET status = 'pending', from_date = NULL, till_date = NULL, decided_at = NULL,
      submitted_at = now() - interval '3 days'
    WHERE registration_id = ${registration}`);
  await db.execute(sql`
    UPDATE professionals SET first_registration_date = NULL
    WHERE id = (SELECT professional_id FROM registrations WHERE id = ${registration})`);
  await db.execute(sql`
    UPDATE company_professional_links SET started_by = 'professional', shares_progress = false
    WHERE professional_id = (SELECT professional_id FROM registrations WHERE id = ${registration})`);
  await db.execute(
    sql`UPDATE registrations SET status = 'pending', registration_number = NULL WHERE id = ${registration}`,
  );
}

/** Adds the portfolio once (a second run finds its people and does nothing). */
export async function seedEmployerPortfolio(db: Db): Promise<boolean> {
  const existing = await db.execute(
    sql`SELECT 1 FROM users WHERE email LIKE ${`%@${PORTFOLIO_DOMAIN}`} LIMIT 1`,
  );
  if ((existing as unknown as { rows: unknown[] }).rows.length > 0) return false;
  const companies = await db.execute(
    sql`SELECT kvk_number FROM companies WHERE kvk_number IN (${DEMO_COMPANY.kvkNumber}, ${DEMO_COMPANY_2.kvkNumber})`,
  );
  if ((companies as unknown as { rows: unknown[] }).rows.length < 2) return false;
  const today = todayInNetherlands();
  await db.transaction(async (tx) => {
    await seedCompany(
      tx,
      DEMO_COMPANY.kvkNumber,
      'werknemer-utrecht-',
      800000,
      PORTFOLIO_SIZES.utrecht,
      today,
    );
    await seedCompany(
      tx,
      DEMO_COMPANY_2.kvkNumber,
      'werknemer-rotterdam-',
      810000,
      PORTFOLIO_SIZES.rotterdam,
      today,
    );
    await seedMutations(tx, DEMO_COMPANY.kvkNumber, 800000);
    await seedPendingApplicant(tx);
  });
  return true;
}
