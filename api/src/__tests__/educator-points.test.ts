/**
 * Digital certificates (issue 40): a provider checks a list row by row (nothing written), awards
 * the valid rows in one transaction, and the points appear at once as an activity in the
 * participant's re-registration. Another provider's session answers like a missing one; no points
 * on an unapproved or expired accreditation or after the entry period; a participant once per session.
 */
import { and, eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { mailsTo } from '../../testing/mail';
import {
  accreditations,
  activities,
  awardedPoints,
  educationSessions,
  educators,
  pointsCheckWindows,
  sessionPointReminders,
  professionals,
  registrations,
  users,
} from '../db/schema';
import { sendPointsReminders } from '../jobs/points-reminders';
import { sampleParticipants } from '../staff/sample-participants-command';
import { runStaffCommand, parseStaffCommand } from '../staff/commands';
import { POINTS_MESSAGES, POINTS_RESULTS } from '../domain/points-check';
import { PARTICIPANT_LIST_TOO_LARGE } from '@portal/shared/csv';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { addToDate, todayInNetherlands } from '../domain/dates';

const t = withTestApp();
const portal = { endpoint: 'portal' as const };

const SESSIONS = `query { educatorAwardableSessions { uuid accreditationTitle endsOn pointsEntryDeadline } }`;
const CHECK = `mutation($sessionUuid: ID!, $list: [String!]!) {
  checkParticipantPoints(sessionUuid: $sessionUuid, list: $list) {
    validCount rejectedCount awardedCount rows { line registrationNumber status message } } }`;
const AWARD = `mutation($sessionUuid: ID!, $list: [String!]!) {
  awardParticipantPoints(sessionUuid: $sessionUuid, list: $list) {
    validCount rejectedCount awardedCount rows { line status message } } }`;

beforeEach(async () => {
  await t.db.delete(pointsCheckWindows);
});

async function registrationNumberOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ number: registrations.registrationNumber })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(users.email, email), eq(registrations.status, 'approved')));
  return row!.number!;
}

async function endedSessionOf(provider: string): Promise<string> {
  const [row] = await t.db
    .select({ id: educationSessions.id })
    .from(educationSessions)
    .innerJoin(accreditations, eq(accreditations.id, educationSessions.accreditationId))
    .innerJoin(educators, eq(educators.id, accreditations.educatorId))
    .where(and(eq(educators.name, provider), sql`${educationSessions.endsOn} < ${todayInNetherlands()}`));
  return row!.id;
}

async function awardedCount(sessionId: string): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(awardedPoints)
    .where(eq(awardedPoints.sessionId, sessionId));
  return row!.total;
}

async function participantsList(count: number): Promise<string> {
  const sample = await sampleParticipants(t.db, count);
  expect(sample.ok).toBe(true);
  return sample.output;
}

describe('points entry', () => {
  it('lists the session that ended last week, within its entry period', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const answer = await opleider.gql(SESSIONS, {}, portal);
    expect(answer.body.errors).toBeUndefined();
    const sessions = answer.body.data.educatorAwardableSessions;
    expect(sessions).toEqual([
      expect.objectContaining({
        accreditationTitle: 'Gespreksvoering met jeugdigen en gezinnen',
        endsOn: addToDate(todayInNetherlands(), { days: -7 }),
        pointsEntryDeadline: addToDate(addToDate(todayInNetherlands(), { days: -7 }), { months: 2 }),
      }),
    ]);
  });

  it('gives every row of a mixed list its own result, with one answer for an unknown number and a wrong name, and writes nothing', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const sessionUuid = await endedSessionOf('Opleidingsinstituut Noord');
    const jan = await registrationNumberOf('professional@demo.nl');
    const los = await registrationNumberOf('los@demo.nl');
    const psycholoog = await registrationNumberOf('deelnemer-1101@opleiding.demo.nl');
    const ended = await registrationNumberOf('deelnemer-1151@opleiding.demo.nl');
    const list = [
      'Registratienummer;Achternaam',
      `${jan};de Vries`,
      `${los};Anders`,
      '999999;Jansen',
      `${psycholoog};Smits`,
      `${ended};Vos`,
      `${jan};de Vries`,
      'geen nummer;Bakker',
    ].join('\n');
    // Last names of the generated participants follow their number (educator-demo.ts).
    const names = await t.db
      .select({ email: users.email, lastName: users.lastName })
      .from(users)
      .where(sql`${users.email} in ('deelnemer-1101@opleiding.demo.nl', 'deelnemer-1151@opleiding.demo.nl')`);
    const nameOf = (email: string) => names.find((row) => row.email === email)!.lastName;
    const realList = list
      .replace(`${psycholoog};Smits`, `${psycholoog};${nameOf('deelnemer-1101@opleiding.demo.nl')}`)
      .replace(`${ended};Vos`, `${ended};${nameOf('deelnemer-1151@opleiding.demo.nl')}`);

    const answer = await opleider.gql(CHECK, { sessionUuid, list: realList.split('\n') }, portal);
    expect(answer.body.errors).toBeUndefined();
    const check = answer.body.data.checkParticipantPoints;
    expect(check.rows.map((row: { line: number; message: string }) => [row.line, row.message])).toEqual([
      [2, POINTS_RESULTS.valid],
      [3, POINTS_RESULTS.unknown],
      [4, POINTS_RESULTS.unknown],
      [5, POINTS_RESULTS.wrongChamber],
      [6, POINTS_RESULTS.inactive],
      [7, POINTS_RESULTS.duplicate],
      [8, 'Ongeldige regel (regel 8)'],
    ]);
    expect(check).toMatchObject({ validCount: 1, rejectedCount: 6, awardedCount: 0 });
    expect(await awardedCount(sessionUuid)).toBe(0);
    expect(t.audit.entries()).toContainEqual(
      expect.objectContaining({
        event: 'points_check',
        actor: 'opleider@demo.nl',
        details: expect.objectContaining({
          educator: 'Opleidingsinstituut Noord',
          rows: 7,
          valid: 1,
          rejected: 6,
        }),
      }),
    );
  });

  it('checks and awards 1,000 rows in a bounded number of statements; the points are activities at once; twice is refused', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const sessionUuid = await endedSessionOf('Opleidingsinstituut Noord');
    const list = await participantsList(1000);

    const before = t.queries.count;
    const checked = await opleider.gql(CHECK, { sessionUuid, list: list.split('\n') }, portal);
    expect(checked.body.errors).toBeUndefined();
    expect(checked.body.data.checkParticipantPoints).toMatchObject({ validCount: 1000, rejectedCount: 0 });
    expect(t.queries.count - before).toBeLessThan(20);
    expect(await awardedCount(sessionUuid)).toBe(0);

    const beforeAward = t.queries.count;
    const awarded = await opleider.gql(AWARD, { sessionUuid, list: list.split('\n') }, portal);
    expect(awarded.body.errors).toBeUndefined();
    expect(awarded.body.data.awardParticipantPoints).toMatchObject({ awardedCount: 1000, validCount: 1000 });
    expect(t.queries.count - beforeAward).toBeLessThan(30);
    expect(await awardedCount(sessionUuid)).toBe(1000);

    const [firstNumber] = list.split('\n')[1]!.split('\t');
    const [activity] = await t.db
      .select({ activity: activities })
      .from(activities)
      .innerJoin(registrations, eq(registrations.professionalId, activities.professionalId))
      .where(and(eq(registrations.registrationNumber, firstNumber!), eq(activities.source, 'provider')));
    expect(activity!.activity).toMatchObject({
      categoryCode: 'scholing',
      courseName: 'Gespreksvoering met jeugdigen en gezinnen',
      providerName: 'Opleidingsinstituut Noord',
      points: '12.00',
    });
    expect(activity!.activity.roundItemId).not.toBeNull();

    const again = await opleider.gql(AWARD, { sessionUuid, list: list.split('\n').slice(0, 3) }, portal);
    expect(again.body.data.awardParticipantPoints.awardedCount).toBe(0);
    expect(
      again.body.data.awardParticipantPoints.rows.map((row: { message: string }) => row.message),
    ).toEqual([POINTS_RESULTS.alreadyAwarded, POINTS_RESULTS.alreadyAwarded]);
    expect(await awardedCount(sessionUuid)).toBe(1000);
  }, 60_000);

  it("answers another provider's session exactly like a missing one", async () => {
    const opleider2 = await t.signedIn('opleider2@demo.nl');
    const foreign = await endedSessionOf('Opleidingsinstituut Noord');
    const list = `${await registrationNumberOf('professional@demo.nl')};de Vries`;
    const a = await opleider2.gql(CHECK, { sessionUuid: foreign, list: [list] }, portal);
    const b = await opleider2.gql(
      CHECK,
      { sessionUuid: '00000000-0000-4000-8000-000000000000', list: [list] },
      portal,
    );
    expect(a.body).toEqual(b.body);
    expect(a.body.errors[0].extensions.validation.sessionUuid).toEqual([POINTS_MESSAGES.sessionNotFound]);
  });

  it('refuses points after the entry period and on an expired or unapproved accreditation', async () => {
    const opleider2 = await t.signedIn('opleider2@demo.nl');
    const sessionUuid = await endedSessionOf('Hogeschool Zuid Academie');
    const list = `${await registrationNumberOf('los@demo.nl')};Los`;
    const today = todayInNetherlands();
    const [session] = await t.db
      .select()
      .from(educationSessions)
      .where(eq(educationSessions.id, sessionUuid));
    try {
      await t.db
        .update(educationSessions)
        .set({
          startsOn: addToDate(today, { months: -3 }),
          endsOn: addToDate(today, { months: -2, days: -1 }),
        })
        .where(eq(educationSessions.id, sessionUuid));
      const late = await opleider2.gql(AWARD, { sessionUuid, list: list.split('\n') }, portal);
      expect(late.body.errors[0].extensions.validation.sessionUuid).toEqual([
        POINTS_MESSAGES.entryPeriodOver(2),
      ]);

      await t.db
        .update(educationSessions)
        .set({ startsOn: session!.startsOn, endsOn: session!.endsOn })
        .where(eq(educationSessions.id, sessionUuid));
      await t.db
        .update(accreditations)
        .set({ validUntil: addToDate(today, { days: -1 }) })
        .where(eq(accreditations.id, session!.accreditationId));
      const expired = await opleider2.gql(AWARD, { sessionUuid, list: list.split('\n') }, portal);
      expect(expired.body.errors[0].extensions.validation.sessionUuid).toEqual([
        POINTS_MESSAGES.notAwardable,
      ]);
      await t.db
        .update(accreditations)
        .set({ validUntil: addToDate(today, { years: 2 }), status: 'pending' })
        .where(eq(accreditations.id, session!.accreditationId));
      const pending = await opleider2.gql(CHECK, { sessionUuid, list: list.split('\n') }, portal);
      expect(pending.body.errors[0].extensions.validation.sessionUuid).toEqual([
        POINTS_MESSAGES.notAwardable,
      ]);
      expect(await awardedCount(sessionUuid)).toBe(0);
    } finally {
      await t.db
        .update(educationSessions)
        .set({ startsOn: session!.startsOn, endsOn: session!.endsOn })
        .where(eq(educationSessions.id, sessionUuid));
      await t.db
        .update(accreditations)
        .set({ status: 'approved', validUntil: addToDate(today, { years: 2 }) })
        .where(eq(accreditations.id, session!.accreditationId));
    }
  });

  it('refuses a list over 5,000 rows with a Dutch message naming the limit, and too many checks an hour', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const sessionUuid = await endedSessionOf('Opleidingsinstituut Noord');
    const big = Array.from({ length: 5001 }, (_, i) => `${100000 + i};Naam`).join('\n');
    const answer = await opleider.gql(CHECK, { sessionUuid, list: big.split('\n') }, portal);
    expect(answer.body.errors[0].extensions.validation.list).toEqual([PARTICIPANT_LIST_TOO_LARGE]);
    expect(PARTICIPANT_LIST_TOO_LARGE).toContain('5.000 regels en 1 MB');

    await t.db.insert(pointsCheckWindows).values({
      educatorId: (
        await t.db.select().from(educators).where(eq(educators.name, 'Opleidingsinstituut Noord'))
      )[0]!.id,
      count: 30,
    });
    const throttled = await opleider.gql(CHECK, { sessionUuid, list: ['1;x'] }, portal);
    expect(throttled.body.errors[0].extensions.validation.list).toEqual([POINTS_MESSAGES.throttled]);
  });
});

describe("the participant's certificate", () => {
  it("puts awarded points in professional@demo.nl's re-registration and gives a certificate PDF, for them only", async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const sessionUuid = await endedSessionOf('Opleidingsinstituut Noord');
    const number = await registrationNumberOf('professional@demo.nl');
    const awarded = await opleider.gql(AWARD, { sessionUuid, list: [`${number}\tde Vries`] }, portal);
    expect(awarded.body.data.awardParticipantPoints.rows[0].status).toMatch(/valid|alreadyAwarded/);
    const jan = await t.signedIn('professional@demo.nl');
    const [activity] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .innerJoin(professionals, eq(professionals.id, activities.professionalId))
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(and(eq(users.email, 'professional@demo.nl'), eq(activities.source, 'provider')));
    const pdf = await jan.request('/generate-dynamic-template', {
      body: { template: 'certificate', uuid: activity!.id },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Its QR code and check line lead to the participant's public card, the address the card's own page shows.
    const [registration] = await t.db
      .select({ publicId: registrations.publicId })
      .from(registrations)
      .where(eq(registrations.registrationNumber, number));
    expect(pdfText(pdf.bytes)).toContain(
      `Registratie controleren: http://portal.test/registerpas/${registration!.publicId}`,
    );
    const los = await t.signedIn('los@demo.nl');
    const foreign = await los.request('/generate-dynamic-template', {
      body: { template: 'certificate', uuid: activity!.id },
    });
    const missing = await los.request('/generate-dynamic-template', {
      body: { template: 'certificate', uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect([foreign.status, foreign.body]).toEqual([404, missing.body]);
  });
});

describe('reminders to enter points', () => {
  it('mails the provider once on day 1, 15 and 30 after a session ended without points', async () => {
    const today = todayInNetherlands();
    const sessionUuid = await endedSessionOf('Hogeschool Zuid Academie');
    await t.db.delete(sessionPointReminders);
    await t.db.delete(awardedPoints).where(eq(awardedPoints.sessionId, sessionUuid));
    const endsOn = addToDate(today, { days: -1 });
    await t.db
      .update(educationSessions)
      .set({ startsOn: endsOn, endsOn })
      .where(eq(educationSessions.id, sessionUuid));
    const mailsBefore = (await mailsTo(t.db, 'opleider2@demo.nl')).length;
    const first = await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', today);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', today)).toBe(0);
    const mails = await mailsTo(t.db, 'opleider2@demo.nl');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toBe('Herinnering: punten invoeren voor Methodisch werken in het wijkteam');
    // Day 15, then day 30 and 31: each reminder once (opleider@demo.nl's session may be due too).
    const mailsOf2 = async () => (await mailsTo(t.db, 'opleider2@demo.nl')).length;
    await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', addToDate(endsOn, { days: 15 }));
    expect(await mailsOf2()).toBe(mailsBefore + 2);
    await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', addToDate(endsOn, { days: 30 }));
    await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', addToDate(endsOn, { days: 30 }));
    expect(await mailsOf2()).toBe(mailsBefore + 3);
    await sendPointsReminders(t.db, t.services.mailer, 'http://portal.test', addToDate(endsOn, { days: 31 }));
    expect(await mailsOf2()).toBe(mailsBefore + 3);
  });
});

describe('staff decisions on accreditations', () => {
  it('lists the pending accreditation and approves it, mailing the provider in Dutch', async () => {
    const list = await runStaffCommand(
      t.db,
      'http://portal.test',
      parseStaffCommand(['accreditations', '--by', 'medewerker@demo.nl'])!,
    );
    expect(list.ok).toBe(true);
    expect(list.output).toContain('Traumasensitief werken');
    const uuid = list.output.split('\n')[1]!.split(' ')[0]!;
    const refused = await runStaffCommand(
      t.db,
      'http://portal.test',
      parseStaffCommand(['decide-accreditation', uuid, 'approve'])!,
    );
    expect(refused.ok).toBe(false);
    expect(
      parseStaffCommand(['decide-accreditation', uuid, 'reject', '--by', 'medewerker@demo.nl']),
    ).toBeNull();
    const approved = await runStaffCommand(
      t.db,
      'http://portal.test',
      parseStaffCommand(['decide-accreditation', uuid, 'approve', '--by', 'medewerker@demo.nl'])!,
    );
    expect(approved).toEqual({ ok: true, output: expect.stringContaining('goedgekeurd') });
    const [row] = await t.db.select().from(accreditations).where(eq(accreditations.id, uuid));
    expect(row).toMatchObject({ status: 'approved', validFrom: todayInNetherlands() });
    expect(row!.accreditationNumber).toMatch(/^A\d+$/);
    const [mail] = await mailsTo(t.db, 'opleider@demo.nl');
    expect(mail!.subject).toBe('Accreditatie goedgekeurd: Traumasensitief werken');
    const twice = await runStaffCommand(
      t.db,
      'http://portal.test',
      parseStaffCommand(['decide-accreditation', uuid, 'reject', 'te laat', '--by', 'medewerker@demo.nl'])!,
    );
    expect(twice).toEqual({
      ok: false,
      output: "Een accreditatie met status 'goedgekeurd' kan niet naar 'afgewezen'.",
    });
  });
});
