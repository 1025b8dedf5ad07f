/**
 * Reminder e-mails 6, 3 and 1 months before the one re-registration deadline, while the
 * requirements are not met (issue 38). Daily, once across the api processes (runOnce, the Dutch day
 * as slot); `pnpm staff reminders [YYYY-MM-DD]` runs it for a given day. Each reminder's row in
 * re_registration_reminders and its mail commit in one transaction, so it goes once whatever runs
 * twice, and is not lost when a process dies half-way.
 */
import { formatDate } from '@portal/shared/format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { loadRoundContext, roundProgress } from '../db/queries/re-registration-workflow';
import { professionals, registrations, reRegistrationReminders, users } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { unmetReasons } from '../domain/re-registration-progress';
import { compose } from '../mail/compose';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import { runOnce } from './run-once';

export const REMINDER_JOB = 're-registration-reminders';
export const REMINDER_MONTHS = [6, 3, 1] as const;

/** The stage due on `today`: the nearest of 6, 3, 1 months the deadline is within; null when none. */
export function reminderStage(deadline: string, today: string): number | null {
  if (today > deadline) return null;
  const due = REMINDER_MONTHS.filter((months) => addToDate(deadline, { months: -months }) <= today);
  return due.length === 0 ? null : Math.min(...due);
}

/** Sends the reminders due on `day`; answers how many this call sent. */
export async function sendReRegistrationReminders(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  day = todayInNetherlands(),
): Promise<number> {
  const candidates = await db
    .select({ professionalId: professionals.id, email: users.email })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(
      and(
        eq(registrations.status, 'approved'),
        inArray(users.userType, ['professional']),
        // Only periods whose deadline falls within the reminders' six months are read one by one
        // below; the demo alone holds 1,700 registered professionals.
        sql`EXISTS (SELECT 1 FROM registration_items i WHERE i.registration_id = ${registrations.id}
          AND i.till_date IS NOT NULL
          AND (i.till_date + make_interval(months => i.deferred_months))::date
            BETWEEN ${day}::date AND (${day}::date + make_interval(months => ${Math.max(...REMINDER_MONTHS)}))::date)`,
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    const round = await loadRoundContext(db, candidate.professionalId, null, day);
    if (!round || round.round.status !== 'ongoing') continue;
    const stage = reminderStage(round.deadline, day);
    if (stage === null) continue;
    const unmet = unmetReasons(await roundProgress(db, round));
    if (unmet.length === 0) continue;
    const message = compose({
      to: await recipientByEmail(db, candidate.email),
      subject: `Herinnering: dien je herregistratie uiterlijk ${formatDate(round.deadline)} in`,
      paragraphs: [
        `Je registratieperiode loopt af. Dien je herregistratie uiterlijk ${formatDate(round.deadline)} in.`,
        `Je voldoet nog niet aan alle eisen: ${unmet.join(' ')}`,
        `Vul je activiteiten aan in het portaal: ${portalUrl}/herregistratie`,
        `Lukt dat niet op tijd? Je kunt uitstel aanvragen: ${portalUrl}/uitstel`,
      ],
    });
    // The claim and the mail commit together: a process that dies between them neither loses the
    // reminder nor, on the next run, sends it twice.
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reRegistrationReminders)
        .values({ periodItemId: round.period.id, monthsBefore: stage, deadline: round.deadline })
        .onConflictDoNothing()
        .returning();
      if (row) await queueMailIn(tx as unknown as Db, mailer, message);
      return Boolean(row);
    });
    if (!claimed) continue;
    afterCommit(mailer);
    sent += 1;
  }
  return sent;
}

/** The daily run: how many reminders it sent, or null when another process had today's slot. */
export async function scheduledReminders(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  now = new Date(),
): Promise<number | null> {
  const day = todayInNetherlands(now);
  let sent = 0;
  const ran = await runOnce(db, REMINDER_JOB, day, async () => {
    sent = await sendReRegistrationReminders(db, mailer, portalUrl, day);
    return `${sent} verstuurd`;
  });
  return ran ? sent : null;
}
