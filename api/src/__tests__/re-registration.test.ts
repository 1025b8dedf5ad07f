/**
 * Herregistratie (issue 38): the one deadline, the requirements per chamber from configuration,
 * the points arithmetic at its boundaries, activities and sessions, ownership, submitting and the
 * staff decision that starts the new period on the submission date.
 */
import { and, eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import {
  ACTIVITY,
  CREATE_ACTIVITY,
  DELETE_ACTIVITY,
  RE_REGISTRATION,
  SUBMIT_RE_REGISTRATION,
  UPDATE_ACTIVITY,
} from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { loadRequirementSets } from '../db/queries/re-registration';
import {
  activities,
  registrationItems,
  registrationStatusChanges,
  reRegistrationRequirements,
  reRegistrationRequirementSets,
} from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { acceptsSubmission } from '../domain/re-registration-deadline';
import { evaluateProgress } from '../domain/re-registration-progress';
import { runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'professional@demo.nl';
const OTHER = 'concept@demo.nl';
const STAFF = 'medewerker@demo.nl';
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';

let pro: TestBrowser;
let roundUuid: string;
let periodFrom: string;
let deadline: string;
const today = todayInNetherlands();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

async function round(browser: TestBrowser = pro, uuid: string | null = null): Promise<Json> {
  const response = await browser.gql(RE_REGISTRATION, { uuid }, { endpoint: 'portal' });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.reRegistration;
}

function line(view: Json, code: string): Json {
  return view.progress.find((entry: Json) => entry.code === code);
}

async function add(input: Record<string, unknown>, browser: TestBrowser = pro, roundId = roundUuid) {
  return browser.gql(CREATE_ACTIVITY, { roundUuid: roundId, input }, { endpoint: 'portal' });
}

async function addOk(input: Record<string, unknown>, roundId = roundUuid): Promise<string> {
  const response = await add(input, pro, roundId);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.createActivity.uuid;
}

const course = (hours: number, date = today) => ({
  categoryCode: 'scholing',
  title: 'Motiverende gespreksvoering',
  providerName: 'Academie Jeugd',
  activityDate: date,
  hours,
});

beforeAll(async () => {
  pro = await t.signedIn(PRO);
  const view = await round();
  roundUuid = view.uuid;
  periodFrom = view.periodFromDate;
  deadline = view.deadline;
});

describe('one deadline', () => {
  it('is the period tillDate everywhere: drawer data, dashboard notice and the screen', async () => {
    const view = await round();
    expect(view.deadline).toBe(view.periodTillDate);
    const init = await pro.gql(
      '{ portalInit { session { user { detail { ... on ProfessionalDetail { approvedRegistration { reRegistrationDeadline } } } } } } }',
    );
    expect(init.body.data.portalInit.session.user.detail.approvedRegistration.reRegistrationDeadline).toBe(
      view.deadline,
    );
    const attention = await pro.gql('{ professionalAttention { kind date } }', {}, { endpoint: 'portal' });
    const notice = attention.body.data.professionalAttention.find(
      (item: Json) => item.kind === 'reRegistration',
    );
    expect(notice.date).toBe(view.deadline);
  });

  it('accepts a submission until the end of that day, Dutch time', () => {
    // 1 February is winter time: the day ends at 23:00 UTC.
    expect(acceptsSubmission('2027-02-01', new Date('2027-02-01T22:59:59Z'))).toBe(true);
    expect(acceptsSubmission('2027-02-01', new Date('2027-02-01T23:00:00Z'))).toBe(false);
    expect(acceptsSubmission(null, new Date())).toBe(false);
  });
});

describe('requirements per chamber, from configuration', () => {
  it('gives jeugd- en gezinsprofessionals DOMAIN.md figures, and follows a change by staff', async () => {
    const view = await round();
    expect(view.progress.map((entry: Json) => [entry.code, entry.unit, entry.required])).toEqual([
      ['werkervaring', 'hours', 3368],
      ['scholing', 'points', 60],
      ['reflectie', 'hours', 60],
      ['informeel-leren', 'points', 20],
    ]);
    expect(line(view, 'scholing').text).toBe('0 van 60 punten');
    expect(line(view, 'werkervaring').text).toBe('0 van 3.368 uur');
    const [set] = await t.db
      .select()
      .from(reRegistrationRequirementSets)
      .where(eq(reRegistrationRequirementSets.branchValue, 'jeugd-en-gezinsprofessional'));
    const scholing = and(
      eq(reRegistrationRequirements.requirementSetId, set!.id),
      eq(reRegistrationRequirements.categoryCode, 'scholing'),
    );
    await t.db.update(reRegistrationRequirements).set({ minimum: '64' }).where(scholing);
    expect(line(await round(), 'scholing').required).toBe(64);
    await t.db.update(reRegistrationRequirements).set({ minimum: '60' }).where(scholing);
  });

  it('picks the gedragswetenschappers variant by work experience (3,648 hours) and counts 120 points', async () => {
    const sets = await loadRequirementSets(t.db, 'gedragswetenschapper');
    const sums = (hours: number) =>
      new Map([
        ['werkervaring', { points: 0, hours }],
        ['nip-nvo-scholing', { points: 40, hours: 40 }],
        ['supervisie', { points: 40, hours: 40 }],
        ['intervisie', { points: 20, hours: 20 }],
        ['vrije-ruimte', { points: 20, hours: 20 }],
      ]);
    const under = evaluateProgress(sets, ['werkervaring'], sums(3647));
    expect(under.requirementSet?.variant).toBe('minder-dan-3648-uur');
    expect(under.categories.map((entry) => [entry.code, entry.required, entry.met])).toEqual([
      ['werkervaring', 2500, true],
      ['nip-nvo-scholing', 40, true],
      ['supervisie', 40, true],
      ['vrije-ruimte', 40, false],
      // Every learning category counts toward the 120 points, intervisie too: 40 + 40 + 20 + 20.
      ['totaal', 120, true],
    ]);
    const over = evaluateProgress(sets, ['werkervaring'], sums(3648));
    expect(over.requirementSet?.variant).toBe('vanaf-3648-uur');
    expect(over.allMet).toBe(true);
    const jeugdzorgwerker = await loadRequirementSets(t.db, 'jeugdzorgwerker');
    expect(jeugdzorgwerker[0]!.requirements.map((entry) => [entry.category.code, entry.minimum])).toEqual([
      ['scholing', 60],
      ['reflectie', 50],
      ['vrije-ruimte', 50],
    ]);
  });
});

describe('ownership and roles', () => {
  let activityUuid: string;
  beforeAll(async () => {
    activityUuid = await addOk(course(1));
  });
  afterAll(async () => {
    await pro.gql(DELETE_ACTIVITY, { uuid: activityUuid }, { endpoint: 'portal' });
  });

  it("answers another professional's round and activity exactly like missing ones", async () => {
    const other = await t.signedIn(OTHER);
    expect(await round(other)).toBeNull();
    expect(await round(other, roundUuid)).toBeNull();
    const read = async (uuid: string) => (await other.gql(ACTIVITY, { uuid }, { endpoint: 'portal' })).body;
    expect(await read(activityUuid)).toEqual(await read(RANDOM_UUID));
    const writes: Array<[string, (uuid: string) => Record<string, unknown>]> = [
      [UPDATE_ACTIVITY, (uuid) => ({ uuid, input: course(2) })],
      [DELETE_ACTIVITY, (uuid) => ({ uuid })],
      [CREATE_ACTIVITY, (uuid) => ({ roundUuid: uuid, input: course(2) })],
      [SUBMIT_RE_REGISTRATION, (uuid) => ({ uuid })],
    ];
    for (const [operation, variables] of writes) {
      const target =
        operation === UPDATE_ACTIVITY || operation === DELETE_ACTIVITY ? activityUuid : roundUuid;
      const theirs = await other.gql(operation, variables(target), { endpoint: 'portal' });
      const missing = await other.gql(operation, variables(RANDOM_UUID), { endpoint: 'portal' });
      expect(theirs.body.errors[0].extensions.code).toBe(422);
      expect(theirs.body).toEqual(missing.body);
    }
    // A session under another's track is refused the same way.
    const session = await other.gql(
      CREATE_ACTIVITY,
      { roundUuid, parentUuid: activityUuid, subActivity: { title: 'x', activityDate: today, hours: 1 } },
      { endpoint: 'portal' },
    );
    expect(session.body.errors[0].extensions.code).toBe(422);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activityUuid));
    expect(row?.title).toBe('Motiverende gespreksvoering');
  });

  it('refuses other roles and guests every operation', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const guest = t.browser();
    await guest.portalInit();
    const operations: Array<[string, Record<string, unknown>]> = [
      [RE_REGISTRATION, { uuid: roundUuid }],
      [ACTIVITY, { uuid: activityUuid }],
      [CREATE_ACTIVITY, { roundUuid, input: course(1) }],
      [UPDATE_ACTIVITY, { uuid: activityUuid, input: course(2) }],
      [DELETE_ACTIVITY, { uuid: activityUuid }],
      [SUBMIT_RE_REGISTRATION, { uuid: roundUuid }],
    ];
    for (const [operation, variables] of operations) {
      const asEmployer = await employer.gql(operation, variables, { endpoint: 'portal' });
      expect(asEmployer.body.errors[0].extensions.code).toBe(403);
      const asGuest = await guest.gql(operation, variables, { endpoint: 'portal' });
      expect(asGuest.body.errors?.[0]?.extensions?.code ?? asGuest.status).not.toBe(200);
      expect(asGuest.body.data?.reRegistration ?? asGuest.body.data?.activity ?? null).toBeNull();
    }
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activityUuid));
    expect(Number(row?.hours)).toBe(1);
  });
});

describe('points arithmetic at the boundaries', () => {
  it('refuses an activity one day outside the period, and one in the future, changing nothing', async () => {
    const before = await t.db.select().from(activities);
    const early = await add(course(5, addToDate(periodFrom, { days: -1 })));
    expect(early.body.errors[0].extensions.validation.activityDate[0]).toMatch(/^Kies een datum tussen/);
    const future = await add(course(5, addToDate(today, { days: 1 })));
    expect(future.body.errors[0].extensions.validation.activityDate).toBeDefined();
    expect(await t.db.select().from(activities)).toHaveLength(before.length);
    // The first day of the period counts.
    const first = await addOk(course(1, periodFrom));
    expect(line(await round(), 'scholing').achieved).toBe(1);
    await pro.gql(DELETE_ACTIVITY, { uuid: first }, { endpoint: 'portal' });
  });

  it('leaves out an activity dated outside the period even when it is in the database', async () => {
    const user = await findUserByEmail(t.db, PRO);
    const owner = await findProfessionalByUserId(t.db, user!.id);
    const [outside] = await t.db
      .insert(activities)
      .values({
        professionalId: owner!.id,
        roundItemId: roundUuid,
        categoryCode: 'scholing',
        title: 'Te vroeg',
        providerName: 'x',
        activityDate: addToDate(periodFrom, { days: -1 }),
        hours: '10',
        points: '10',
      })
      .returning();
    expect(line(await round(), 'scholing').achieved).toBe(0);
    await t.db.delete(activities).where(eq(activities.id, outside!.id));
  });

  it('counts exactly enough as met and one point short as not, saying what is missing', async () => {
    const big = await addOk(course(59));
    let view = await round();
    expect(line(view, 'scholing')).toMatchObject({ achieved: 59, met: false, text: '59 van 60 punten' });
    expect(view.canSubmit).toBe(false);
    expect(view.submitBlockers).toContain('Scholing: nog 1 punt nodig.');
    const one = await addOk(course(1));
    view = await round();
    expect(line(view, 'scholing')).toMatchObject({ achieved: 60, met: true });
    expect(view.submitBlockers).not.toContain('Scholing: nog 1 punt nodig.');
    // A deleted activity no longer counts.
    await pro.gql(DELETE_ACTIVITY, { uuid: one }, { endpoint: 'portal' });
    expect(line(await round(), 'scholing')).toMatchObject({ achieved: 59, met: false });
    await pro.gql(UPDATE_ACTIVITY, { uuid: big, input: course(60) }, { endpoint: 'portal' });
    expect(line(await round(), 'scholing')).toMatchObject({ achieved: 60, met: true });
  });

  it('sums a track’s sessions once, into the track', async () => {
    const track = await addOk({
      categoryCode: 'reflectie',
      title: 'Intervisiegroep',
      providerName: 'J. de Vries',
      activityDate: today,
      hours: 1,
    });
    const sessionIds: string[] = [];
    for (const hours of [2, 2, 2]) {
      const response = await pro.gql(
        CREATE_ACTIVITY,
        { roundUuid, parentUuid: track, subActivity: { title: 'Sessie', activityDate: today, hours } },
        { endpoint: 'portal' },
      );
      expect(response.body.errors).toBeUndefined();
      sessionIds.push(response.body.data.createActivity.uuid);
    }
    let view = await round();
    expect(line(view, 'reflectie').achieved).toBe(6);
    const listed = view.activityPage.nodes.find((activity: Json) => activity.uuid === track);
    expect(listed.hours).toBe(6);
    expect(listed.subActivities).toHaveLength(3);
    expect(view.activityPage.nodes.some((activity: Json) => sessionIds.includes(activity.uuid))).toBe(false);
    await pro.gql(DELETE_ACTIVITY, { uuid: sessionIds[0] }, { endpoint: 'portal' });
    view = await round();
    expect(line(view, 'reflectie').achieved).toBe(4);
    // Complete the track to 60 hours with one long session.
    await pro.gql(
      CREATE_ACTIVITY,
      { roundUuid, parentUuid: track, subActivity: { title: 'Sessie', activityDate: today, hours: 56 } },
      { endpoint: 'portal' },
    );
    expect(line(await round(), 'reflectie')).toMatchObject({ achieved: 60, met: true });
  });
});

describe('submitting and the staff decision', () => {
  it('refuses while a category is short, and changes nothing', async () => {
    const response = await pro.gql(SUBMIT_RE_REGISTRATION, { uuid: roundUuid }, { endpoint: 'portal' });
    expect(response.body.errors[0].extensions.validation.uuid[0]).toContain(
      'Werkervaring: nog 3.368 uur nodig.',
    );
    expect((await round()).statusEnum.value).toBe('ongoing');
  });

  it('refuses after the deadline, even with everything met', async () => {
    await addOk({
      categoryCode: 'werkervaring',
      title: 'Jeugdhulp',
      providerName: 'Jeugdzorg Utrecht',
      activityDate: today,
      hours: 3368,
    });
    await addOk({
      categoryCode: 'informeel-leren',
      title: 'Vakliteratuur',
      providerName: 'Tijdschrift',
      activityDate: today,
      hours: 20,
    });
    expect((await round()).canSubmit).toBe(true);
    const [period] = await t.db
      .select()
      .from(registrationItems)
      .where(and(eq(registrationItems.status, 'approved'), eq(registrationItems.tillDate, deadline)));
    await t.db
      .update(registrationItems)
      .set({ tillDate: addToDate(today, { days: -1 }) })
      .where(eq(registrationItems.id, period!.id));
    const late = await pro.gql(SUBMIT_RE_REGISTRATION, { uuid: roundUuid }, { endpoint: 'portal' });
    expect(late.body.errors[0].extensions.validation.uuid[0]).toMatch(/termijn .* verstreken/);
    await t.db
      .update(registrationItems)
      .set({ tillDate: deadline })
      .where(eq(registrationItems.id, period!.id));
    expect((await round()).statusEnum.value).toBe('ongoing');
  });

  let submittedActivity: string;
  it('submits once, moves the edit item to pending and makes the activities read-only', async () => {
    submittedActivity = (await round()).activityPage.nodes[0].uuid;
    const response = await pro.gql(SUBMIT_RE_REGISTRATION, { uuid: roundUuid }, { endpoint: 'portal' });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.submitReRegistration.statusEnum.value).toBe('pending');
    const init = await pro.gql(
      '{ portalInit { session { policies user { detail { ... on ProfessionalDetail { approvedRegistration { editItem { uuid statusEnum { value } } } } } } } } }',
    );
    const session = init.body.data.portalInit.session;
    expect(session.user.detail.approvedRegistration.editItem).toEqual({
      uuid: roundUuid,
      statusEnum: { value: 'pending' },
    });
    expect(session.policies['activity.create']).toBe(true);
    const again = await pro.gql(SUBMIT_RE_REGISTRATION, { uuid: roundUuid }, { endpoint: 'portal' });
    expect(again.body.errors[0].extensions.validation.uuid[0]).toBe('Je herregistratie is al ingediend.');
    const edit = await pro.gql(
      UPDATE_ACTIVITY,
      { uuid: submittedActivity, input: course(1) },
      { endpoint: 'portal' },
    );
    expect(edit.body.errors[0].extensions.validation.uuid[0]).toMatch(/kan niet meer worden gewijzigd/);
    const remove = await pro.gql(DELETE_ACTIVITY, { uuid: submittedActivity }, { endpoint: 'portal' });
    expect(remove.body.errors[0].extensions.code).toBe(422);
    const history = await t.db
      .select()
      .from(registrationStatusChanges)
      .where(eq(registrationStatusChanges.registrationItemId, roundUuid));
    expect(history.map((change) => `${change.fromStatus}>${change.toStatus}`)).toEqual(['ongoing>pending']);
  });

  let laterActivity: string;
  it('counts an activity completed after submitting toward the next period', async () => {
    const view = await round();
    expect(view.activityDateMin).toBe(today);
    laterActivity = await addOk(course(3));
    const after = await round();
    expect(line(after, 'scholing').achieved).toBe(60);
    expect(after.nextPeriodActivities.map((activity: Json) => activity.uuid)).toEqual([laterActivity]);
    expect(after.nextPeriodActivities[0]).toMatchObject({
      countsForNextPeriod: true,
      permissions: { canEdit: true },
    });
  });

  it('lists the round for staff and approval starts the new period on the submission date', async () => {
    const list = await runStaffCommand(t.db, t.config.portalUrl, { name: 'reregistrations', by: STAFF });
    expect(list.output).toContain(PRO);
    // Applications are listed apart.
    expect(
      (await runStaffCommand(t.db, t.config.portalUrl, { name: 'registrations', by: STAFF })).output,
    ).not.toContain(PRO);
    t.audit.clear();
    const approved = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      { name: 'approve-reregistration', email: PRO, by: STAFF },
      t.services.mailer,
      t.audit,
    );
    expect(approved.ok).toBe(true);
    expect(t.audit.entries()).toEqual([
      expect.objectContaining({
        event: 'staff.approve-reregistration',
        outcome: 'success',
        actor: `staff:${STAFF}`,
        target: PRO,
      }),
    ]);
    const [item] = await t.db.select().from(registrationItems).where(eq(registrationItems.id, roundUuid));
    expect(item).toMatchObject({
      status: 'approved',
      fromDate: today,
      tillDate: addToDate(today, { years: 5 }),
    });
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je herregistratie is goedgekeurd');
    const next = await round();
    expect(next.uuid).not.toBe(roundUuid);
    expect(next).toMatchObject({ periodFromDate: today, deadline: addToDate(today, { years: 5 }) });
    expect(next.activityPage.nodes.map((activity: Json) => activity.uuid)).toEqual([laterActivity]);
    expect(line(next, 'scholing').achieved).toBe(3);
    const init = await pro.gql(
      '{ portalInit { session { user { detail { ... on ProfessionalDetail { approvedRegistration { reRegistrationDeadline } } } } } } }',
    );
    expect(init.body.data.portalInit.session.user.detail.approvedRegistration.reRegistrationDeadline).toBe(
      addToDate(today, { years: 5 }),
    );
    const twice = await runStaffCommand(t.db, t.config.portalUrl, {
      name: 'approve-reregistration',
      email: PRO,
      by: STAFF,
    });
    expect(twice).toEqual({ ok: false, output: `${PRO} heeft geen herregistratie in behandeling.` });
  });

  it('rejects with a reason: the round reopens with its activities and the professional is mailed', async () => {
    const view = await round();
    await addOk(
      {
        categoryCode: 'werkervaring',
        title: 'Jeugdhulp',
        providerName: 'Jeugdzorg Utrecht',
        activityDate: today,
        hours: 3368,
      },
      view.uuid,
    );
    await addOk(course(57), view.uuid);
    await addOk(
      {
        categoryCode: 'reflectie',
        title: 'Supervisie',
        providerName: 'J. de Vries',
        activityDate: today,
        hours: 60,
      },
      view.uuid,
    );
    await addOk(
      {
        categoryCode: 'informeel-leren',
        title: 'Vakliteratuur',
        providerName: 'Tijdschrift',
        activityDate: today,
        hours: 20,
      },
      view.uuid,
    );
    const submitted = await pro.gql(SUBMIT_RE_REGISTRATION, { uuid: view.uuid }, { endpoint: 'portal' });
    expect(submitted.body.errors).toBeUndefined();
    const withoutReason = await runStaffCommand(t.db, t.config.portalUrl, {
      name: 'reject-reregistration',
      email: PRO,
      reason: ' ',
      by: STAFF,
    });
    expect(withoutReason.ok).toBe(false);
    const rejected = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      { name: 'reject-reregistration', email: PRO, reason: 'Bewijs van reflectie ontbreekt.', by: STAFF },
      t.services.mailer,
      t.audit,
    );
    expect(rejected.ok).toBe(true);
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je herregistratie is afgewezen');
    expect(mail?.text).toContain('Reden: Bewijs van reflectie ontbreekt.');
    const reopened = await round();
    expect(reopened.uuid).not.toBe(view.uuid);
    expect(reopened.statusEnum.value).toBe('ongoing');
    expect(reopened.activityPage.totalCount).toBe(5);
    expect(reopened.canSubmit).toBe(true);
  });
});
