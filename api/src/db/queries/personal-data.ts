/**
 * Everything the portal's database holds about one user, per topic, for 'Mijn gegevens downloaden'
 * (issue 41, the AVG's right of access). Each topic is one statement that answers JSON built with
 * `to_jsonb(row)`, so a column added later is in the export without a change here; only what would
 * unlock the account (the password hash, a session's key) and the storage's internal keys are left
 * out. Every statement is bound to the user's own id: nothing of anyone else can come along.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { rowsOf } from './raw-rows';

/** The topics in the order they are gathered, each one JSON file in the ZIP. */
export const PERSONAL_DATA_TOPICS = [
  'account',
  'profiel',
  'registraties',
  'diplomas',
  'vog',
  'facturen',
  'machtigingen',
  'herregistratie',
  'aanvragen',
  'maatregelen',
  'werkgevers',
  'mails',
  'audit',
  'bestanden',
] as const;

export type PersonalDataTopic = (typeof PERSONAL_DATA_TOPICS)[number];

/** The user's professional row's id as a subquery (NULL for employees and staff: their topics are empty). */
const professionalOf = (userId: string) => sql`(SELECT id FROM professionals WHERE user_id = ${userId})`;
const emailOf = (userId: string) => sql`(SELECT email FROM users WHERE id = ${userId})`;

/** A JSON array of `select`'s rows (each a jsonb `x`), in `order`; [] when there are none. */
const list = (select: SQL, order: SQL = sql`1`) =>
  sql`(SELECT coalesce(jsonb_agg(q.x ORDER BY ${order}), '[]'::jsonb) FROM (${select}) q)`;

const QUERIES: Record<PersonalDataTopic, (userId: string) => SQL> = {
  account: (userId) => sql`
    SELECT to_jsonb(u) - 'password_hash' FROM users u WHERE u.id = ${userId}`,
  profiel: (userId) => sql`
    SELECT jsonb_build_object(
      'professional', (SELECT to_jsonb(p) FROM professionals p WHERE p.user_id = ${userId}),
      'organisatie', (
        SELECT to_jsonb(e) || jsonb_build_object('organisatie', c.name)
        FROM company_employees e JOIN companies c ON c.id = e.company_id WHERE e.user_id = ${userId}),
      'opleider', (
        SELECT to_jsonb(e) || jsonb_build_object('opleider', ed.name)
        FROM educator_employees e JOIN educators ed ON ed.id = e.educator_id WHERE e.user_id = ${userId}),
      'heractivering', ${list(sql`SELECT to_jsonb(r) AS x, r.created_at FROM reactivation_requests r WHERE r.user_id = ${userId}`, sql`q.created_at`)}
    )`,
  registraties: (userId) =>
    list(
      sql`
      SELECT to_jsonb(r) || jsonb_build_object('items', ${list(
        sql`SELECT to_jsonb(i) || jsonb_build_object(
              'registratie', t.label,
              'statuswijzigingen', ${list(
                sql`SELECT to_jsonb(s) AS x, s.changed_at FROM registration_status_changes s WHERE s.registration_item_id = i.id`,
                sql`q.changed_at`,
              )}) AS x, i.created_at
            FROM registration_items i
            LEFT JOIN registration_targets t ON t.id = i.registration_target_id
            WHERE i.registration_id = r.id`,
        sql`q.created_at`,
      )}) AS x, r.created_at
      FROM registrations r WHERE r.professional_id = ${professionalOf(userId)}`,
      sql`q.created_at`,
    ),
  diplomas: (userId) =>
    list(
      sql`SELECT to_jsonb(d) AS x, d.created_at FROM diplomas d WHERE d.professional_id = ${professionalOf(userId)}`,
      sql`q.created_at`,
    ),
  vog: (userId) =>
    list(
      sql`SELECT to_jsonb(v) AS x, v.issued_on FROM vog_records v WHERE v.professional_id = ${professionalOf(userId)}`,
      sql`q.issued_on`,
    ),
  facturen: (userId) =>
    list(
      sql`
      SELECT to_jsonb(f) || jsonb_build_object(
        'regels', ${list(sql`SELECT to_jsonb(l) AS x FROM invoice_lines l WHERE l.invoice_id = f.id`)},
        'betalingen', ${list(
          sql`SELECT to_jsonb(p) AS x, p.created_at FROM payments p WHERE p.invoice_id = f.id`,
          sql`q.created_at`,
        )}) AS x, f.created_at
      FROM invoices f WHERE f.user_id = ${userId}`,
      sql`q.created_at`,
    ),
  machtigingen: (userId) =>
    list(
      sql`SELECT to_jsonb(m) AS x, m.signed_at FROM direct_debit_mandates m WHERE m.user_id = ${userId}`,
      sql`q.signed_at`,
    ),
  herregistratie: (userId) => sql`
    SELECT jsonb_build_object(
      'perioden', ${list(
        sql`SELECT to_jsonb(i) AS x, i.from_date FROM registration_items i
            JOIN registrations r ON r.id = i.registration_id
            WHERE r.professional_id = ${professionalOf(userId)} AND i.kind = 'reRegistration'`,
        sql`q.from_date`,
      )},
      'activiteiten', ${list(
        sql`SELECT to_jsonb(a) AS x, a.activity_date FROM activities a WHERE a.professional_id = ${professionalOf(userId)}`,
        sql`q.activity_date`,
      )},
      'toegekendePunten', ${list(
        sql`SELECT to_jsonb(p) AS x, p.created_at FROM awarded_points p WHERE p.professional_id = ${professionalOf(userId)}`,
        sql`q.created_at`,
      )},
      'uitstel', ${list(
        sql`SELECT to_jsonb(d) AS x, d.created_at FROM deferral_requests d WHERE d.professional_id = ${professionalOf(userId)}`,
        sql`q.created_at`,
      )},
      'herinneringen', ${list(
        sql`SELECT to_jsonb(h) AS x, h.sent_at FROM re_registration_reminders h
            JOIN registration_items i ON i.id = h.period_item_id
            JOIN registrations r ON r.id = i.registration_id
            WHERE r.professional_id = ${professionalOf(userId)}`,
        sql`q.sent_at`,
      )}
    )`,
  aanvragen: (userId) =>
    list(
      sql`SELECT to_jsonb(a) AS x, a.created_at FROM professional_requests a WHERE a.professional_id = ${professionalOf(userId)}`,
      sql`q.created_at`,
    ),
  maatregelen: (userId) =>
    list(
      sql`SELECT to_jsonb(m) AS x, m.starts_at FROM disciplinary_measures m WHERE m.professional_id = ${professionalOf(userId)}`,
      sql`q.starts_at`,
    ),
  werkgevers: (userId) => sql`
    SELECT jsonb_build_object(
      'koppelingen', ${list(
        sql`SELECT to_jsonb(l) || jsonb_build_object(
              'werkgever', c.name,
              'geschiedenis', ${list(
                sql`SELECT to_jsonb(e) AS x, e.created_at FROM company_professional_link_events e WHERE e.link_id = l.id`,
                sql`q.created_at`,
              )}) AS x, l.created_at
            FROM company_professional_links l JOIN companies c ON c.id = l.company_id
            WHERE l.professional_id = ${professionalOf(userId)}`,
        sql`q.created_at`,
      )},
      'mutaties', ${list(
        sql`SELECT to_jsonb(m) || jsonb_build_object('werkgever', c.name) AS x, m.occurred_at
            FROM company_professional_mutations m JOIN companies c ON c.id = m.company_id
            WHERE m.professional_id = ${professionalOf(userId)}`,
        sql`q.occurred_at`,
      )}
    )`,
  // Without SMTP the outbox is the delivery; with SMTP the queue keeps who got which mail when.
  mails: (userId) =>
    list(
      sql`SELECT jsonb_build_object('aan', o."to", 'onderwerp', o.subject, 'tekst', o.text, 'verstuurd', o.created_at) AS x, o.created_at
          FROM outbox o WHERE lower(o."to") = ${emailOf(userId)}
          UNION ALL
          SELECT jsonb_build_object('aan', m."to", 'onderwerp', m.subject, 'tekst', m.text, 'status', m.status, 'verstuurd', coalesce(m.sent_at, m.created_at)) AS x, m.created_at
          FROM mail_queue m WHERE lower(m."to") = ${emailOf(userId)}`,
      sql`q.created_at`,
    ),
  // The trail the database keeps about the user. The security audit log itself is written as JSON
  // lines to the api's standard output and kept by the operator's log store, not in this database.
  audit: (userId) => sql`
    SELECT jsonb_build_object(
      'sessies', ${list(
        sql`SELECT (to_jsonb(s) - 'id_hash') AS x, s.created_at FROM sessions s WHERE s.user_id = ${userId}`,
        sql`q.created_at`,
      )},
      'mislukteInlogpogingen', ${list(
        sql`SELECT (to_jsonb(f) - 'id') AS x, f.failed_at FROM login_failures f WHERE f.email = ${emailOf(userId)}`,
        sql`q.failed_at`,
      )},
      'gegevensdownloads', ${list(
        sql`SELECT (to_jsonb(d) - 'storage_key' - 'claimed_by') AS x, d.requested_at FROM data_exports d WHERE d.user_id = ${userId}`,
        sql`q.requested_at`,
      )}
    )`,
  bestanden: (userId) =>
    list(
      sql`SELECT (to_jsonb(m) - 'storage_key') || jsonb_build_object('inDownload', m.storage_key IS NOT NULL) AS x, m.created_at
          FROM (${personalMedias(userId)}) m`,
      sql`q.created_at`,
    ),
};

/** The user's files: what they uploaded, and what is attached to their records. */
function personalMedias(userId: string): SQL {
  const professional = professionalOf(userId);
  return sql`
    SELECT * FROM medias WHERE owner_user_id = ${userId}
       OR (model_type = 'diploma' AND model_id IN (SELECT id FROM diplomas WHERE professional_id = ${professional}))
       OR (model_type = 'vogRecord' AND model_id IN (SELECT id FROM vog_records WHERE professional_id = ${professional}))
       OR (model_type = 'activity' AND model_id IN (SELECT id FROM activities WHERE professional_id = ${professional}))
       OR (model_type = 'deferralRequest' AND model_id IN (SELECT id FROM deferral_requests WHERE professional_id = ${professional}))
       OR (model_type = 'registrationItem' AND model_id IN (
             SELECT i.id FROM registration_items i JOIN registrations r ON r.id = i.registration_id
             WHERE r.professional_id = ${professional}))`;
}

/** One topic's JSON for the user. */
export async function personalDataTopic(db: Db, userId: string, topic: PersonalDataTopic): Promise<unknown> {
  const [row] = rowsOf<{ data: unknown }>(await db.execute(sql`SELECT (${QUERIES[topic](userId)}) AS data`));
  return row?.data ?? null;
}

export interface PersonalFile {
  id: string;
  filename: string;
  storageKey: string;
}

/** The stored files of the user (those with bytes in the storage), for the ZIP's folder `bestanden/`. */
export async function personalFiles(db: Db, userId: string): Promise<PersonalFile[]> {
  return rowsOf<PersonalFile>(
    await db.execute(sql`
      SELECT m.id, m.filename, m.storage_key AS "storageKey" FROM (${personalMedias(userId)}) m
      WHERE m.storage_key IS NOT NULL ORDER BY m.created_at`),
  );
}
