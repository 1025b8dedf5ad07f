/**
 * The provider's Overzicht, corrections of a session and its awards, and the participant list's
 * route of its own (issue 40). Each against the demo database: another provider's session answers
 * like a missing one, every correction is recorded (who, when, what), nothing is corrected after
 * the entry period, and the list route knows who asks before it reads a byte.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PARTICIPANT_LIST_TOO_LARGE } from '@portal/shared/csv';
import { withTestApp } from '../../testing/test-app';
import {
  accreditations,
  activities,
  awardedPoints,
  educationSessionChanges,
  educationSessions,
  educators,
  pointsCheckWindows,
  professionals,
  registrations,
  users,
} from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { CORRECTION_MESSAGES } from '../domain/session-corrections';
import { POINTS_MESSAGES } from '../domain/points-check';
import { BODY_TOO_LARGE_MESSAGE } from '../http/body-limit';
import { PARTICIPANT_LIST_ROUTE } from '../http/participant-list-route';
import { FIELD_NOT_ON_ROUTE_MESSAGE } from '../graphql/root-fields-only';

const t = withTestApp();
const portal = { endpoint: 'portal' as const };
const MISSING = '00000000-0000-4000-8000-000000000000';

const DASHBOARD = `query { educatorDashboard {
  accreditations { uuid title status validUntil decisionReason }
  sessionsWithoutPoints { uuid accreditationTitle endsOn pointsEntryDeadline daysLeft }
  openInvoices { uuid number dueDate amountCents }
  hasUnfinishedProfile approvedAccreditations awardableSessions endingSoonMonths pointsEntryMonths } }`;
const SESSION = `query($uuid: ID!) { educatorSession(uuid: $uuid) {
  uuid accreditationTitle form points startsOn endsOn location isOnline pointsEntryDeadline
  correctionRefusal awardedCount changeCount changes { kind registrationNumber description changedByName changedAt } } }`;
const AWARDS = `query($sessionUuid: ID!, $search: String) {
  educatorSessionAwards(sessionUuid: $sessionUuid, search: $search) {
    totalCount nodes { uuid registrationNumber lastName points awardedOn awardedByName } } }`;
const AWARD = `mutation($sessionUuid: ID!, $list: [String!]!) {
  awardParticipantPoints(sessionUuid: $sessionUuid, list: $list) { awardedCount rows { status message } } }`;
const CHECK = `mutation($sessionUuid: ID!, $list: [String!]!) {
  checkParticipantPoints(sessionUuid: $sessionUuid, list: $list) { validCount rejectedCount } }`;
const CORRECT_SESSION = `mutation($sessionUuid: ID!, $startsOn: Date!, $endsOn: Date!, $location: String, $isOnline: Boolean!) {
  correctEducationSession(sessionUuid: $sessionUuid, startsOn: $startsOn, endsOn: $endsOn, location: $location, isOnline: $isOnline) {
    message session { startsOn endsOn location isOnline changeCount } } }`;
const CORRECT_POINTS = `mutation($sessionUuid: ID!, $awardUuid: ID!, $points: Float!) {
  correctAwardedPoints(sessionUuid: $sessionUuid, awardUuid: $awardUuid, points: $points) { message } }`;
const WITHDRAW = `mutation($sessionUuid: ID!, $awardUuid: ID!) {
  withdrawAwardedPoints(sessionUuid: $sessionUuid, awardUuid: $awardUuid) { message } }`;

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

async function endedSessionOf(provider: string) {
  const [row] = await t.db
    .select({ session: educationSessions, accreditationId: accreditations.id })
    .from(educationSessions)
    .innerJoin(accreditations, eq(accreditations.id, educationSessions.accreditationId))
    .innerJoin(educators, eq(educators.id, accreditations.educatorId))
    .where(and(eq(educators.name, provider), sql`${educationSessions.endsOn} < ${todayInNetherlands()}`));
  return row!;
}

function validation(body: { errors?: Array<{ extensions?: { validation?: Record<string, string[]> } }> }) {
  return body.errors?.[0]?.extensions?.validation ?? {};
}

describe("the provider's Overzicht", () => {
  it('leads with the session that ended last week without points and the days left, and the open invoice', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const answer = await opleider.gql(DASHBOARD, {}, portal);
    expect(answer.body.errors).toBeUndefined();
    const dashboard = answer.body.data.educatorDashboard;
    const today = todayInNetherlands();
    const endsOn = addToDate(today, { days: -7 });
    const deadline = addToDate(endsOn, { months: 2 });
    expect(dashboard.sessionsWithoutPoints).toEqual([
      expect.objectContaining({
        accreditationTitle: 'Gespreksvoering met jeugdigen en gezinnen',
        endsOn,
        pointsEntryDeadline: deadline,
        daysLeft: Math.round((Date.parse(deadline) - Date.parse(today)) / 86_400_000),
      }),
    ]);
    expect(dashboard).toMatchObject({
      hasUnfinishedProfile: false,
      approvedAccreditations: 1,
      awardableSessions: 1,
      endingSoonMonths: 3,
      pointsEntryMonths: 2,
    });
    // The pending and rejected applications need nothing of the provider now.
    expect(dashboard.accreditations).toEqual([]);
    expect(dashboard.openInvoices.length).toBeGreaterThan(0);
    expect(dashboard.openInvoices[0].amountCents).toBeGreaterThan(0);
  });

  it('lists an incomplete accreditation and one ending within 3 months, and only the own provider’s', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const [noord] = await t.db
      .select()
      .from(educators)
      .where(eq(educators.name, 'Opleidingsinstituut Noord'));
    const own = await t.db.select().from(accreditations).where(eq(accreditations.educatorId, noord!.id));
    const approved = own.find((row) => row.status === 'approved')!;
    const pending = own.find((row) => row.status === 'pending')!;
    const today = todayInNetherlands();
    try {
      await t.db
        .update(accreditations)
        .set({ validUntil: addToDate(today, { months: 2 }) })
        .where(eq(accreditations.id, approved.id));
      await t.db
        .update(accreditations)
        .set({ status: 'incomplete', decisionReason: 'Voeg het programma per dagdeel toe.' })
        .where(eq(accreditations.id, pending.id));
      const answer = await opleider.gql(DASHBOARD, {}, portal);
      expect(answer.body.data.educatorDashboard.accreditations).toEqual([
        expect.objectContaining({
          uuid: pending.id,
          status: 'incomplete',
          decisionReason: 'Voeg het programma per dagdeel toe.',
        }),
        expect.objectContaining({
          uuid: approved.id,
          status: 'approved',
          validUntil: addToDate(today, { months: 2 }),
        }),
      ]);
      const opleider2 = await t.signedIn('opleider2@demo.nl');
      const other = await opleider2.gql(DASHBOARD, {}, portal);
      const ids = other.body.data.educatorDashboard.accreditations.map((row: { uuid: string }) => row.uuid);
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(approved.id);
    } finally {
      await t.db
        .update(accreditations)
        .set({ validUntil: approved.validUntil })
        .where(eq(accreditations.id, approved.id));
      await t.db
        .update(accreditations)
        .set({ status: 'pending', decisionReason: null })
        .where(eq(accreditations.id, pending.id));
    }
  });
});

describe('correcting a session and its awards', () => {
  it('corrects the points, withdraws an award and moves the dates, each recorded with who and when', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const { session } = await endedSessionOf('Opleidingsinstituut Noord');
    const jan = await registrationNumberOf('professional@demo.nl');
    const awarded = await opleider.gql(AWARD, { sessionUuid: session.id, list: [`${jan};de Vries`] }, portal);
    expect(awarded.body.data.awardParticipantPoints.awardedCount).toBe(1);

    const list = await opleider.gql(AWARDS, { sessionUuid: session.id, search: 'vries' }, portal);
    expect(list.body.data.educatorSessionAwards.totalCount).toBe(1);
    const award = list.body.data.educatorSessionAwards.nodes[0];
    expect(award).toMatchObject({ registrationNumber: jan, lastName: 'de Vries', points: 12 });

    t.audit.clear();
    const tooMany = await opleider.gql(
      CORRECT_POINTS,
      { sessionUuid: session.id, awardUuid: award.uuid, points: 13 },
      portal,
    );
    expect(validation(tooMany.body).points).toEqual([CORRECTION_MESSAGES.tooManyPoints(12)]);
    const corrected = await opleider.gql(
      CORRECT_POINTS,
      { sessionUuid: session.id, awardUuid: award.uuid, points: 8 },
      portal,
    );
    expect(corrected.body.data.correctAwardedPoints.message).toBe(CORRECTION_MESSAGES.pointsSaved);
    const [row] = await t.db.select().from(awardedPoints).where(eq(awardedPoints.id, award.uuid));
    const [activity] = await t.db.select().from(activities).where(eq(activities.id, row!.activityId!));
    expect([row!.points, activity!.points]).toEqual(['8.00', '8.00']);
    expect(t.audit.entries().filter((entry) => entry.event === 'points_correct')).toEqual([
      expect.objectContaining({ actor: 'opleider@demo.nl', outcome: 'success' }),
    ]);

    // The dates: a klassikale course is not given online; with awards, not after today.
    const wrongPlace = await opleider.gql(
      CORRECT_SESSION,
      { sessionUuid: session.id, startsOn: session.startsOn, endsOn: session.endsOn, isOnline: true },
      portal,
    );
    expect(validation(wrongPlace.body).isOnline).toEqual([CORRECTION_MESSAGES.classroomAtLocation]);
    const future = await opleider.gql(
      CORRECT_SESSION,
      {
        sessionUuid: session.id,
        startsOn: session.startsOn,
        endsOn: addToDate(todayInNetherlands(), { days: 1 }),
        location: 'Utrecht',
        isOnline: false,
      },
      portal,
    );
    expect(validation(future.body).endsOn).toEqual([CORRECTION_MESSAGES.awardedInFuture]);
    const newEnd = addToDate(session.endsOn, { days: 1 });
    const moved = await opleider.gql(
      CORRECT_SESSION,
      {
        sessionUuid: session.id,
        startsOn: session.startsOn,
        endsOn: newEnd,
        location: 'Amersfoort',
        isOnline: false,
      },
      portal,
    );
    expect(moved.body.data.correctEducationSession).toMatchObject({
      message: CORRECTION_MESSAGES.sessionSaved,
      session: { endsOn: newEnd, location: 'Amersfoort', isOnline: false },
    });
    const [movedActivity] = await t.db.select().from(activities).where(eq(activities.id, row!.activityId!));
    expect(movedActivity!.activityDate).toBe(newEnd);

    // Withdrawn: the award and the activity go, the change stays.
    const withdrawn = await opleider.gql(
      WITHDRAW,
      { sessionUuid: session.id, awardUuid: award.uuid },
      portal,
    );
    expect(withdrawn.body.data.withdrawAwardedPoints.message).toBe(CORRECTION_MESSAGES.withdrawn);
    expect(await t.db.select().from(awardedPoints).where(eq(awardedPoints.id, award.uuid))).toEqual([]);
    expect(await t.db.select().from(activities).where(eq(activities.id, row!.activityId!))).toEqual([]);

    const detail = await opleider.gql(SESSION, { uuid: session.id }, portal);
    const changes = detail.body.data.educatorSession.changes;
    expect(detail.body.data.educatorSession).toMatchObject({
      changeCount: 3,
      awardedCount: 0,
      correctionRefusal: null,
    });
    expect(changes.map((change: { kind: string }) => change.kind).sort()).toEqual([
      'points',
      'session',
      'withdrawn',
    ]);
    for (const change of changes) expect(change.changedByName).toMatch(/\S/);
    expect(changes.find((change: { kind: string }) => change.kind === 'points').description).toBe(
      `Punten van ${jan} gewijzigd van 12 naar 8`,
    );
    const stored = await t.db
      .select()
      .from(educationSessionChanges)
      .where(eq(educationSessionChanges.sessionId, session.id));
    expect(stored).toHaveLength(3);
    expect(stored.every((change) => change.changedByUserId !== null)).toBe(true);
    expect(t.audit.entries().map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['points_correct', 'education_session_correct', 'points_withdraw']),
    );

    // Put back for the other tests: the session's own dates and place.
    await t.db
      .update(educationSessions)
      .set({ endsOn: session.endsOn, location: session.location })
      .where(eq(educationSessions.id, session.id));
  });

  it("answers another provider's session exactly like a missing one, and refuses after the entry period", async () => {
    const opleider2 = await t.signedIn('opleider2@demo.nl');
    const { session } = await endedSessionOf('Opleidingsinstituut Noord');
    const foreign = await opleider2.gql(SESSION, { uuid: session.id }, portal);
    expect(foreign.body.data.educatorSession).toBeNull();
    const args = (uuid: string) => ({ sessionUuid: uuid, awardUuid: MISSING });
    const a = await opleider2.gql(WITHDRAW, args(session.id), portal);
    const b = await opleider2.gql(WITHDRAW, args(MISSING), portal);
    expect(a.body).toEqual(b.body);
    expect(validation(a.body).sessionUuid).toEqual([POINTS_MESSAGES.sessionNotFound]);
    const c = await opleider2.gql(AWARDS, { sessionUuid: session.id }, portal);
    const d = await opleider2.gql(AWARDS, { sessionUuid: MISSING }, portal);
    expect(c.body).toEqual(d.body);

    const own = await endedSessionOf('Hogeschool Zuid Academie');
    const today = todayInNetherlands();
    try {
      await t.db
        .update(educationSessions)
        .set({
          startsOn: addToDate(today, { months: -3 }),
          endsOn: addToDate(today, { months: -2, days: -1 }),
        })
        .where(eq(educationSessions.id, own.session.id));
      const late = await opleider2.gql(
        CORRECT_SESSION,
        {
          sessionUuid: own.session.id,
          startsOn: own.session.startsOn,
          endsOn: own.session.endsOn,
          isOnline: true,
        },
        portal,
      );
      expect(validation(late.body).sessionUuid).toEqual([CORRECTION_MESSAGES.periodOver(2)]);
      const detail = await opleider2.gql(SESSION, { uuid: own.session.id }, portal);
      expect(detail.body.data.educatorSession.correctionRefusal).toBe(CORRECTION_MESSAGES.periodOver(2));
      const [unchanged] = await t.db
        .select()
        .from(educationSessions)
        .where(eq(educationSessions.id, own.session.id));
      expect(unchanged!.endsOn).toBe(addToDate(today, { months: -2, days: -1 }));
    } finally {
      await t.db
        .update(educationSessions)
        .set({ startsOn: own.session.startsOn, endsOn: own.session.endsOn })
        .where(eq(educationSessions.id, own.session.id));
    }
  });
});

describe("the participant list's route", () => {
  function listRequest(
    browser: Awaited<ReturnType<typeof t.signedIn>> | null,
    body: string,
    headers: Record<string, string> = {},
  ) {
    return t.app.fetch(
      new Request(`http://api.test${PARTICIPANT_LIST_ROUTE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(browser?.credentials() ?? {}), ...headers },
        body,
      }),
      { clientIp: '127.0.0.1' },
    );
  }

  it('checks a list of over 100 kB that the general route refuses, and refuses one over 1 MB naming the limit', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const { session } = await endedSessionOf('Opleidingsinstituut Noord');
    // 4,000 rows with long names: about 300 kB, three times the general limit.
    const lines = Array.from({ length: 4000 }, (_, i) => `${200000 + i};${'Achternaam'.repeat(6)}`);
    const body = JSON.stringify({ query: CHECK, variables: { sessionUuid: session.id, list: lines } });
    expect(body.length).toBeGreaterThan(200 * 1024);
    const general = await opleider.request('/graphql/portal', {
      body: { query: CHECK, variables: { sessionUuid: session.id, list: lines } },
    });
    expect([general.status, general.body.errors[0].message]).toEqual([413, BODY_TOO_LARGE_MESSAGE]);
    const own = await listRequest(opleider, body);
    const answer = await own.json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.checkParticipantPoints).toEqual({ validCount: 0, rejectedCount: 4000 });

    // Over 1 MB of text (but within the route's bytes): the list's own Dutch refusal.
    const big = Array.from({ length: 4000 }, (_, i) => `${200000 + i};${'x'.repeat(270)}`);
    const tooBig = await listRequest(
      opleider,
      JSON.stringify({ query: CHECK, variables: { sessionUuid: session.id, list: big } }),
    );
    expect((await tooBig.json()).errors[0].extensions.validation.list).toEqual([PARTICIPANT_LIST_TOO_LARGE]);
    // Over the route's bytes: refused unread with the same words.
    const huge = await listRequest(opleider, 'x'.repeat(2 * 1024 * 1024 + 65 * 1024));
    expect([huge.status, (await huge.json()).errors[0].message]).toEqual([413, PARTICIPANT_LIST_TOO_LARGE]);
    const refused = t.audit
      .entries()
      .filter((entry) => entry.event === 'points_check' && entry.outcome === 'refused');
    expect(refused.length).toBeGreaterThan(0);
  }, 60_000);

  it('knows who asks before it reads the body, and runs only the list operations', async () => {
    const huge = 'x'.repeat(3 * 1024 * 1024);
    const guest = await listRequest(null, huge);
    expect(guest.status).toBe(401);
    const professional = await t.signedIn('professional@demo.nl');
    expect((await listRequest(professional, huge)).status).toBe(403);
    const opleider = await t.signedIn('opleider@demo.nl');
    expect((await listRequest(opleider, huge, { 'x-xsrf-token': 'fout' })).status).toBe(419);
    const other = await listRequest(opleider, JSON.stringify({ query: DASHBOARD }));
    const answer = await other.json();
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors[0].message).toBe(FIELD_NOT_ON_ROUTE_MESSAGE);
    const hidden = await listRequest(
      opleider,
      JSON.stringify({
        query: 'mutation { ...f } fragment f on Mutation { logoutPortalUser { __typename } }',
      }),
    );
    expect((await hidden.json()).errors[0].message).toBe(FIELD_NOT_ON_ROUTE_MESSAGE);
  });
});
