/**
 * Reminders to enter points (issue 40): on day 1, 15 and 30 after a session of an approved
 * accreditation ended without points entered, the provider's employees get a Dutch e-mail. Each
 * reminder is sent once: its row in session_point_reminders and its mails commit in one transaction
 * (never lost to a process that dies half-way, never sent twice), and a run that finds several days
 * due (after a pause) sends only the latest and claims the earlier too.
 */
import { sql } from 'drizzle-orm';
import { formatDate } from '@portal/shared/format';
import type { AppServices } from '../context';
import type { Db } from '../db/connection';
import { readAccreditationRules } from '../db/queries/accreditations';
import { rowsOf } from '../db/queries/raw-rows';
import { todayInNetherlands } from '../domain/dates';
import { entryDeadline } from '../domain/points-check';
import { compose } from '../mail/compose';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import type { Mailer } from '../mail/mailer';
import { recipientOf } from '../mail/recipient';
import { hourSlot, runOnce } from './run-once';

export const POINTS_REMINDER_JOB = 'points-reminders';
export const REMINDER_DAYS = [1, 15, 30] as const;

interface DueReminder {
  session_id: string;
  reminder_day: number;
  title: string;
  starts_on: string;
  ends_on: string;
  educator_id: string;
}

/** Claims and sends the reminders due today; answers how many mails went out. */
export async function sendPointsReminders(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  today = todayInNetherlands(),
): Promise<number> {
  const rules = await readAccreditationRules(db);
  const sent = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = rowsOf<DueReminder>(
      await tx.execute(sql`
      WITH candidate AS (
        SELECT s.id AS session_id, d.day AS reminder_day,
               max(d.day) OVER (PARTITION BY s.id) AS latest_day
        FROM education_sessions s
        JOIN accreditations a ON a.id = s.accreditation_id
        CROSS JOIN (VALUES (1), (15), (30)) AS d (day)
        WHERE a.status = 'approved'
          AND s.ends_on + d.day <= ${today}::date
          AND s.ends_on >= ${today}::date - 31
          AND NOT EXISTS (SELECT 1 FROM awarded_points ap WHERE ap.session_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM session_point_reminders r WHERE r.session_id = s.id AND r.reminder_day = d.day)
      ), claimed AS (
        INSERT INTO session_point_reminders (session_id, reminder_day)
        SELECT session_id, reminder_day FROM candidate
        ON CONFLICT DO NOTHING
        RETURNING session_id, reminder_day
      )
      SELECT claimed.session_id, claimed.reminder_day, a.title, s.starts_on::text AS starts_on,
             s.ends_on::text AS ends_on, a.educator_id
      FROM claimed
      JOIN candidate ON candidate.session_id = claimed.session_id AND candidate.reminder_day = claimed.reminder_day
      JOIN education_sessions s ON s.id = claimed.session_id
      JOIN accreditations a ON a.id = s.accreditation_id
      WHERE claimed.reminder_day = candidate.latest_day`),
    );
    let queued = 0;
    for (const reminder of due) {
      const employees = rowsOf<{
        email: string;
        initials: string | null;
        first_name: string | null;
        infix: string | null;
        last_name: string;
      }>(
        await tx.execute(sql`
        SELECT u.email, u.initials, u.first_name, u.infix, u.last_name
        FROM educator_employees ee JOIN users u ON u.id = ee.user_id
        WHERE ee.educator_id = ${reminder.educator_id}::uuid AND u.deactivated_at IS NULL`),
      );
      const deadline = entryDeadline(reminder.ends_on, rules);
      for (const employee of employees) {
        await queueMailIn(
          tx,
          mailer,
          compose({
            to: recipientOf({
              email: employee.email,
              initials: employee.initials,
              firstName: employee.first_name,
              infix: employee.infix,
              lastName: employee.last_name,
            }),
            subject: `Herinnering: punten invoeren voor ${reminder.title}`,
            paragraphs: [
              `De sessie van '${reminder.title}' (${formatDate(reminder.starts_on)} tot en met ${formatDate(reminder.ends_on)}) is afgelopen, maar er zijn nog geen punten ingevoerd.`,
              `U kunt de punten van de deelnemers invoeren tot en met ${formatDate(deadline)}: ${portalUrl}/digitale-certificaten/punten-invoeren`,
            ],
          }),
        );
        queued += 1;
      }
    }
    return queued;
  });
  if (sent > 0) afterCommit(mailer);
  return sent;
}

/** The hourly run: how many reminders it sent, or null when another process had this hour's slot. */
export async function remindPointsEntry(services: AppServices, now = new Date()): Promise<number | null> {
  let sent = 0;
  const ran = await runOnce(services.database.db, POINTS_REMINDER_JOB, hourSlot(now), async () => {
    sent = await sendPointsReminders(services.database.db, services.mailer, services.config.portalUrl);
    return `${sent} herinnering(en) verstuurd`;
  });
  return ran ? sent : null;
}
