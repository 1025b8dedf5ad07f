/**
 * Reminders 6, 3 and 1 months before the one deadline (issue 38): each sent once, also when the job
 * runs twice at once or again after a restart; none once submitted or past the deadline; a day
 * given to `pnpm staff reminders`.
 */
import { and, eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import { withTestApp } from '../../testing/test-app';
import { loadRoundContext } from '../db/queries/re-registration-workflow';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { registrationItems, reRegistrationReminders } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import {
  reminderStage,
  scheduledReminders,
  sendReRegistrationReminders,
} from '../jobs/re-registration-reminders';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'professional@demo.nl';
const OTHER = 'los@demo.nl';
const SUBJECT = /^Herinnering: dien je herregistratie uiterlijk \d{2}-\d{2}-\d{4} in$/;

async function deadlineOf(email: string): Promise<string> {
  const professional = await findProfessionalByUserId(t.db, (await findUserByEmail(t.db, email))!.id);
  return (await loadRoundContext(t.db, professional!.id, null))!.deadline;
}

const reminders = async (email: string) =>
  (await mailsTo(t.db, email)).filter((mail) => SUBJECT.test(mail.subject));

describe('re-registration reminders', () => {
  it('picks the nearest of 6, 3 and 1 months, none after the deadline', () => {
    expect(reminderStage('2027-02-01', '2026-07-31')).toBeNull();
    expect(reminderStage('2027-02-01', '2026-08-01')).toBe(6);
    expect(reminderStage('2027-02-01', '2026-11-01')).toBe(3);
    expect(reminderStage('2027-02-01', '2027-01-01')).toBe(1);
    expect(reminderStage('2027-02-01', '2027-02-01')).toBe(1);
    expect(reminderStage('2027-02-01', '2027-02-02')).toBeNull();
  });

  it('sends each once when the job runs twice at once and again after a restart', async () => {
    const today = todayInNetherlands();
    const counts = await Promise.all([
      sendReRegistrationReminders(t.db, t.services.mailer, t.config.portalUrl, today),
      sendReRegistrationReminders(t.db, t.services.mailer, t.config.portalUrl, today),
    ]);
    // The demo's four registered professionals (actief@demo.nl's 200 activities do not meet every
    // requirement either; gedragswetenschapper@demo.nl has none) are two months from their deadline:
    // the 3-month stage.
    expect(counts[0]! + counts[1]!).toBe(4);
    expect(await sendReRegistrationReminders(t.db, t.services.mailer, t.config.portalUrl, today)).toBe(0);
    const [mail] = await reminders(PRO);
    expect(mail?.text).toContain('Je voldoet nog niet aan alle eisen: ');
    expect(mail?.text).toContain('/uitstel');
    expect(await reminders(PRO)).toHaveLength(1);
    expect(await reminders(OTHER)).toHaveLength(1);
    const rows = await t.db.select().from(reRegistrationReminders);
    expect(rows.map((row) => row.monthsBefore)).toEqual([3, 3, 3, 3]);
    // The scheduled run claims its day once across processes.
    // The first run finds nothing left to send; the second finds the day's slot taken.
    expect(await scheduledReminders(t.db, t.services.mailer, t.config.portalUrl)).toBe(0);
    expect(await scheduledReminders(t.db, t.services.mailer, t.config.portalUrl)).toBeNull();
  });

  it('sends the 1-month stage on its day through `pnpm staff reminders`, and none once submitted', async () => {
    const deadline = await deadlineOf(PRO);
    const professional = await findProfessionalByUserId(t.db, (await findUserByEmail(t.db, OTHER))!.id);
    const round = (await loadRoundContext(t.db, professional!.id, null))!;
    await t.db
      .update(registrationItems)
      .set({ status: 'pending', submittedAt: new Date() })
      .where(and(eq(registrationItems.id, round.round.id)));
    const day = addToDate(deadline, { months: -1 });
    expect(parseStaffCommand(['reminders', 'morgen', '--by', 'medewerker@demo.nl'])).toBeNull();
    const command = parseStaffCommand(['reminders', day, '--by', 'medewerker@demo.nl'])!;
    const result = await runStaffCommand(t.db, t.config.portalUrl, command, t.services.mailer);
    expect(result).toEqual({ ok: true, output: '3 herinnering(en) voor de herregistratie verstuurd.' });
    expect(await reminders(PRO)).toHaveLength(2);
    expect(await reminders('actief@demo.nl')).toHaveLength(2);
    expect(await reminders('gedragswetenschapper@demo.nl')).toHaveLength(2);
    expect(await reminders(OTHER)).toHaveLength(1);
    const again = await runStaffCommand(t.db, t.config.portalUrl, command, t.services.mailer);
    expect(again.output).toBe('0 herinnering(en) voor de herregistratie verstuurd.');
    const after = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      parseStaffCommand(['reminders', addToDate(deadline, { days: 1 }), '--by', 'medewerker@demo.nl'])!,
      t.services.mailer,
    );
    expect(after.output).toBe('0 herinnering(en) voor de herregistratie verstuurd.');
  });
});
