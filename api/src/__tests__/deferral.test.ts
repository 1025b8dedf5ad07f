/**
 * Uitstel (issue 38): the limits of DOMAIN.md as settings with Dutch errors that name them, one
 * request at a time, ownership, the staff decision through the transition table, and an approval
 * that moves the one deadline in the drawer's data, the dashboard notice and the round at once.
 */
import { eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import {
  DEFERRAL,
  DEFERRAL_REQUEST,
  RE_REGISTRATION,
  REQUEST_DEFERRAL,
} from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { deferralRequests, medias, registrationItems } from '../db/schema';
import { addToDate } from '../domain/dates';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'professional@demo.nl';
const STAFF = 'medewerker@demo.nl';
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

let pro: TestBrowser;
let tillDate: string;

async function overview(browser: TestBrowser = pro): Promise<Json> {
  const response = await browser.gql(DEFERRAL, {}, { endpoint: 'portal' });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.deferral;
}

function ask(input: Record<string, unknown>, browser: TestBrowser = pro) {
  return browser.gql(REQUEST_DEFERRAL, { input }, { endpoint: 'portal' });
}

/** The deadline as the drawer (portalInit), the dashboard notice and the round each read it. */
async function deadlinesEverywhere(): Promise<string[]> {
  const init = await pro.gql(
    '{ portalInit { session { user { detail { ... on ProfessionalDetail { approvedRegistration { reRegistrationDeadline } } } } } } }',
  );
  const attention = await pro.gql('{ professionalAttention { kind date } }', {}, { endpoint: 'portal' });
  const notice = attention.body.data.professionalAttention.find(
    (item: Json) => item.kind === 'reRegistration',
  );
  const round = await pro.gql(RE_REGISTRATION, { uuid: null }, { endpoint: 'portal' });
  return [
    init.body.data.portalInit.session.user.detail.approvedRegistration.reRegistrationDeadline,
    notice?.date,
    round.body.data.reRegistration.deadline,
    (await overview()).deadline,
  ];
}

const staff = (args: string[]) => {
  const command = parseStaffCommand([...args, '--by', STAFF]);
  expect(command).not.toBeNull();
  return runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer, t.audit);
};

beforeAll(async () => {
  pro = await t.signedIn(PRO);
  const view = await overview();
  tillDate = view.periodTillDate;
});

describe('uitstel', () => {
  it("shows the one deadline and DOMAIN.md's limits", async () => {
    expect(await overview()).toMatchObject({
      deadline: tillDate,
      deferredMonths: 0,
      maxMonthsPerRequest: 6,
      maxMonthsPerPeriod: 12,
      monthsLeft: 12,
      canRequest: true,
      blockers: [],
      requests: [],
    });
    expect(new Set(await deadlinesEverywhere())).toEqual(new Set([tillDate]));
  });

  it('refuses each limit with a Dutch error that names it, and a missing motivation, storing nothing', async () => {
    const tooMany = await ask({ reason: 'ziekte', months: 7 });
    expect(
      tooMany.body.errors[0].extensions.validation['input.months'] ??
        tooMany.body.errors[0].extensions.validation.months,
    ).toEqual(['Per aanvraag kun je hoogstens 6 maanden uitstel vragen.']);
    const noMotivation = await ask({ reason: 'anders', months: 2 });
    expect(noMotivation.body.errors[0].extensions.code).toBe(422);
    const unknown = await ask({ reason: 'vakantie', months: 2 });
    expect(unknown.body.errors[0].extensions.code).toBe(422);
    const zero = await ask({ reason: 'ziekte', months: 0 });
    expect(zero.body.errors[0].extensions.code).toBe(422);
    expect(await t.db.select().from(deferralRequests)).toEqual([]);
  });

  it('stores a request with its evidence, one at a time, read-only once submitted', async () => {
    const upload = await uploadFile(
      t.app,
      pro,
      new TextEncoder().encode('%PDF-1.4 verklaring'),
      'verklaring.pdf',
    );
    expect(upload.status).toBe(201);
    const response = await ask({
      reason: 'zwangerschap-of-ouderschapsverlof',
      months: 6,
      mediaUuids: [upload.body.uuid],
    });
    expect(response.body.errors).toBeUndefined();
    const uuid = response.body.data.requestDeferral.uuid;
    const read = await pro.gql(DEFERRAL_REQUEST, { uuid }, { endpoint: 'portal' });
    expect(read.body.data.deferralRequest).toMatchObject({
      months: 6,
      reason: { label: 'Zwangerschap of ouderschapsverlof' },
      statusEnum: { value: 'pending', label: 'In behandeling' },
      permissions: { canEdit: false },
      medias: { nodes: [expect.objectContaining({ filename: 'verklaring.pdf' })] },
    });
    const second = await ask({ reason: 'ziekte', months: 1 });
    expect(second.body.errors[0].extensions.validation['reason']).toEqual([
      'Je hebt al een verzoek om uitstel in behandeling.',
    ]);
    expect(await overview()).toMatchObject({ canRequest: false, deadline: tillDate });
    expect(await t.db.select().from(deferralRequests)).toHaveLength(1);
  });

  it("answers another's request like a missing one, and refuses other roles", async () => {
    const [mine] = await t.db.select().from(deferralRequests);
    const other = await t.signedIn('los@demo.nl');
    const theirs = await other.gql(DEFERRAL_REQUEST, { uuid: mine!.id }, { endpoint: 'portal' });
    const missing = await other.gql(DEFERRAL_REQUEST, { uuid: RANDOM_UUID }, { endpoint: 'portal' });
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.data.deferralRequest).toBeNull();
    const employer = await t.signedIn('werkgever@demo.nl');
    const asEmployer = await employer.gql(
      REQUEST_DEFERRAL,
      { input: { reason: 'ziekte', months: 1 } },
      { endpoint: 'portal' },
    );
    expect(asEmployer.body.errors[0].extensions.code).toBe(403);
  });

  it('two requests at once store one', async () => {
    const other = await t.signedIn('los@demo.nl');
    const view = await overview(other);
    // los@demo.nl has no approved period: nothing to defer.
    if (view === null) {
      const refused = await ask({ reason: 'ziekte', months: 1 }, other);
      expect(refused.body.errors[0].extensions.validation.reason).toEqual([
        'Je hebt geen registratieperiode om uitstel voor te vragen.',
      ]);
    }
    await t.db.delete(deferralRequests);
    const answers = await Promise.all([
      ask({ reason: 'ziekte', months: 2 }),
      ask({ reason: 'mantelzorg', months: 3 }),
    ]);
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(await t.db.select().from(deferralRequests)).toHaveLength(1);
    await t.db.delete(deferralRequests);
    await t.db.delete(medias).where(eq(medias.modelType, 'deferralRequest'));
  });

  it('staff list it with its uuid; approval moves the deadline everywhere and mails the professional', async () => {
    // Two months: the dashboard's notice (6 months before the deadline) still shows it.
    const asked = await ask({ reason: 'ziekte', months: 2 });
    const uuid = asked.body.data.requestDeferral.uuid;
    const list = await staff(['requests']);
    expect(list.output).toContain(uuid);
    expect(list.output).toContain(PRO);
    expect(parseStaffCommand(['decide', uuid, 'reject', '--by', STAFF])).toBeNull();
    expect(parseStaffCommand(['decide', 'niet-een-uuid', 'approve', '--by', STAFF])).toBeNull();
    t.audit.clear();
    const approved = await staff(['decide', uuid, 'approve']);
    expect(approved.ok).toBe(true);
    const moved = addToDate(tillDate, { months: 2 });
    expect(approved.output).toContain(moved);
    expect(t.audit.entries()).toEqual([
      expect.objectContaining({ event: 'staff.decide', outcome: 'success', actor: `staff:${STAFF}` }),
    ]);
    expect(await deadlinesEverywhere()).toEqual([moved, moved, moved, moved]);
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je verzoek om uitstel is goedgekeurd');
    // Decided once: a second decision is refused and changes nothing.
    const twice = await staff(['decide', uuid, 'reject', 'Te laat']);
    expect(twice.ok).toBe(false);
    expect(twice.output).toContain('Er is niets gedaan.');
    const [row] = await t.db.select().from(deferralRequests).where(eq(deferralRequests.id, uuid));
    expect(row).toMatchObject({ status: 'approved', decidedBy: STAFF });
    expect(await deadlinesEverywhere()).toEqual([moved, moved, moved, moved]);
    expect(await overview()).toMatchObject({ deferredMonths: 2, monthsLeft: 10, canRequest: true });
  });

  it('keeps to 12 months per period and rejects with a reason, leaving the deadline', async () => {
    const moved = addToDate(tillDate, { months: 2 });
    const left = await ask({ reason: 'ziekte', months: 6 });
    expect(left.body.errors).toBeUndefined();
    const rejected = await staff(['decide', left.body.data.requestDeferral.uuid, 'reject', 'Geen', 'bewijs']);
    expect(rejected.ok).toBe(true);
    expect(await deadlinesEverywhere()).toEqual([moved, moved, moved, moved]);
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je verzoek om uitstel is afgewezen');
    const view = await overview();
    expect(view.requests[0]).toMatchObject({
      statusEnum: { value: 'rejected' },
      decisionReason: 'Geen bewijs',
    });
    // With 10 months given, 3 more is past the period's limit (and within the request's).
    await t.db
      .update(registrationItems)
      .set({ deferredMonths: 10 })
      .where(eq(registrationItems.deferredMonths, 2));
    const past = await ask({ reason: 'ziekte', months: 3 });
    expect(Object.values(past.body.errors[0].extensions.validation).flat()).toEqual([
      'Per registratieperiode kun je hoogstens 12 maanden uitstel krijgen; je kunt nog 2 maanden vragen.',
    ]);
    await t.db
      .update(registrationItems)
      .set({ deferredMonths: 12 })
      .where(eq(registrationItems.deferredMonths, 10));
    expect(await overview()).toMatchObject({
      monthsLeft: 0,
      canRequest: false,
      blockers: ['Je hebt al 12 maanden uitstel gekregen, het meeste dat per registratieperiode kan.'],
    });
  });
});
