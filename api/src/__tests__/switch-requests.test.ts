/**
 * Kamerwissel and targetwissel (issue 38): only open chambers' targets, drafts saved step by step,
 * an idempotent submit with its mail, ownership, every transition of the request through the one
 * table (each other change refused in Dutch with nothing changed), and an approval that ends the
 * period as `switched`, continues it in the new target and keeps the round's activities.
 */
import { and, eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import {
  activities,
  professionalRequests,
  professionals,
  registrationItems,
  registrationStatusChanges,
  registrationTargets,
  registrations,
  users,
} from '../db/schema';
import { assertTransition, TransitionError } from '../domain/registration-transitions';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const LOS = 'los@demo.nl';
const OTHER = 'professional@demo.nl';
const STAFF = 'medewerker@demo.nl';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

const CHOICES = `query ($kind: SwitchKind!) { switchChoices(kind: $kind) {
  currentTarget { uuid systemLabel registrationBranch { value label } }
  targets { uuid systemLabel isPostmaster registrationBranch { value } }
  blockers
  latestRequest { uuid status permissions { canEdit } }
} }`;
const READ = `query ($uuid: ID!) { switchRequest(uuid: $uuid) {
  uuid status toRegistrationTargetId permissions { canEdit } medias { nodes { uuid filename } }
  ... on BranchSwitchRequest { motivation decisionReason submittedAt }
  ... on TargetSwitchRequest { decisionReason submittedAt }
} }`;
const SAVE = `mutation ($input: SwitchRequestInput!) { saveSwitchRequest(input: $input) { uuid status } }`;
const SUBMIT = `mutation ($uuid: ID!) { submitSwitchRequest(uuid: $uuid) { uuid status } }`;
const CARD = `{ myRegistrationCard { branch target } }`;

let los: TestBrowser;
let other: TestBrowser;

const gql = (browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) =>
  browser.gql(query, variables, { endpoint: 'portal' });

async function choices(kind: 'branchSwitch' | 'targetSwitch', browser = los): Promise<Json> {
  const response = await gql(browser, CHOICES, { kind });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.switchChoices;
}

async function targetId(systemLabel: string): Promise<string> {
  const [row] = await t.db
    .select({ id: registrationTargets.id })
    .from(registrationTargets)
    .where(eq(registrationTargets.systemLabel, systemLabel));
  return row!.id;
}

const staff = (...args: string[]) => {
  const command = parseStaffCommand([...args, '--by', STAFF]);
  expect(command).not.toBeNull();
  return runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer, t.audit);
};

async function requestRow(id: string) {
  const [row] = await t.db.select().from(professionalRequests).where(eq(professionalRequests.id, id));
  return row!;
}

async function itemsOf(email: string) {
  const rows = await t.db
    .select({ item: registrationItems })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  return rows.map((row) => row.item);
}

async function upload(browser: TestBrowser, name: string): Promise<string> {
  const response = await uploadFile(t.app, browser, new TextEncoder().encode('%PDF-1.4 diploma'), name);
  expect(response.status).toBe(201);
  return response.body.uuid;
}

beforeAll(async () => {
  los = await t.signedIn(LOS);
  other = await t.signedIn(OTHER);
});

describe('the transition table for switch requests', () => {
  it('allows draft → pending by the professional, pending → approved|rejected by staff, approved → switched', () => {
    expect(() => assertTransition('draft', 'pending', 'professional')).not.toThrow();
    expect(() => assertTransition('pending', 'approved', 'staff')).not.toThrow();
    expect(() => assertTransition('pending', 'rejected', 'staff', 'Geen passend diploma')).not.toThrow();
    expect(() => assertTransition('approved', 'switched', 'staff')).not.toThrow();
  });

  it.each([
    ['draft', 'approved', 'staff'],
    ['draft', 'pending', 'staff'],
    ['pending', 'approved', 'professional'],
    ['approved', 'approved', 'staff'],
    ['approved', 'rejected', 'staff'],
    ['rejected', 'approved', 'staff'],
    ['rejected', 'pending', 'professional'],
    ['switched', 'approved', 'staff'],
    ['approved', 'switched', 'professional'],
  ] as const)('refuses %s → %s by %s in Dutch', (from, to, by) => {
    expect(() => assertTransition(from, to, by, 'reden')).toThrow(TransitionError);
    expect(() => assertTransition(from, to, by, 'reden')).toThrow(/kan niet naar/);
  });

  it('needs a reason to reject', () => {
    expect(() => assertTransition('pending', 'rejected', 'staff', ' ')).toThrow(/Geef een reden op/);
  });
});

describe('kamerwissel', () => {
  let uuid: string;

  it('offers only the targets of other open chambers, no postmaster targets', async () => {
    const view = await choices('branchSwitch');
    expect(view.currentTarget.registrationBranch.value).toBe('jeugd-en-gezinsprofessional');
    expect(view.targets.map((target: Json) => target.systemLabel).sort()).toEqual([
      'master-orthopedagoog',
      'master-psycholoog',
    ]);
    expect(view.blockers).toEqual([]);
    expect(view.latestRequest).toBeNull();
    // Overstappen naar postmaster: only from gedragswetenschappers.
    const target = await choices('targetSwitch');
    expect(target.targets).toEqual([]);
    expect(target.blockers[0]).toMatch(/alleen vanuit een registratie als gedragswetenschapper/);
  });

  it("refuses a closed chamber's target in Dutch and stores nothing", async () => {
    const response = await gql(los, SAVE, {
      input: { kind: 'branchSwitch', toRegistrationTargetId: await targetId('jeugdzorgwerker') },
    });
    expect(response.body.errors[0].extensions.validation.toRegistrationTargetId).toEqual([
      'Kies een van de registraties die je kunt aanvragen.',
    ]);
    expect(await t.db.select().from(professionalRequests)).toEqual([]);
  });

  it('saves a draft step by step and refuses an incomplete submit with nothing changed', async () => {
    const first = await gql(los, SAVE, {
      input: { kind: 'branchSwitch', toRegistrationTargetId: await targetId('master-psycholoog') },
    });
    expect(first.body.errors).toBeUndefined();
    uuid = first.body.data.saveSwitchRequest.uuid;
    expect(first.body.data.saveSwitchRequest.status).toBe('draft');
    // A second new draft while this one is open: refused.
    const second = await gql(los, SAVE, {
      input: { kind: 'branchSwitch', toRegistrationTargetId: await targetId('master-orthopedagoog') },
    });
    expect(second.body.errors[0].extensions.validation.toRegistrationTargetId).toEqual([
      'Je hebt al een verzoek om van kamer te wisselen.',
    ]);
    expect((await choices('branchSwitch')).latestRequest).toMatchObject({
      uuid,
      permissions: { canEdit: true },
    });
    const incomplete = await gql(los, SUBMIT, { uuid });
    expect(incomplete.body.errors[0].extensions.code).toBe(422);
    expect(incomplete.body.errors[0].extensions.validation.motivation).toEqual(['Dit veld is verplicht.']);
    expect((await requestRow(uuid)).status).toBe('draft');

    const short = await gql(los, SAVE, {
      input: {
        kind: 'branchSwitch',
        uuid,
        toRegistrationTargetId: await targetId('master-psycholoog'),
        motivation: 'Te kort',
      },
    });
    expect(short.body.errors[0].extensions.code).toBe(422);
    expect((await requestRow(uuid)).motivation).toBeNull();
  });

  it("another professional's request reads and answers exactly as a missing one", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [uuid, missing]) {
      expect((await gql(other, READ, { uuid: id })).body.data.switchRequest).toBeNull();
      const submit = await gql(other, SUBMIT, { uuid: id });
      expect(submit.body.errors[0].extensions.validation).toEqual({
        uuid: ['Dit verzoek bestaat niet (meer).'],
      });
    }
    const save = await gql(other, SAVE, {
      input: { kind: 'branchSwitch', uuid, toRegistrationTargetId: await targetId('master-psycholoog') },
    });
    expect(save.body.errors[0].extensions.code).toBe(422);
    expect((await requestRow(uuid)).toRegistrationTargetId).toBe(await targetId('master-psycholoog'));
  });

  it("refuses another user's upload and submits once, idempotently, mailing the professional by name", async () => {
    const foreign = await upload(other, 'ander.pdf');
    const refused = await gql(los, SAVE, {
      input: {
        kind: 'branchSwitch',
        uuid,
        toRegistrationTargetId: await targetId('master-psycholoog'),
        mediaUuids: [foreign],
      },
    });
    expect(refused.body.errors[0].extensions.code).toBe(422);

    const diploma = await upload(los, 'master-diploma.pdf');
    const saved = await gql(los, SAVE, {
      input: {
        kind: 'branchSwitch',
        uuid,
        toRegistrationTargetId: await targetId('master-psycholoog'),
        motivation: 'Ik heb mijn master psychologie afgerond en werk als gedragswetenschapper.',
        mediaUuids: [diploma],
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const before = (await mailsTo(t.db, LOS)).length;
    const submitted = await gql(los, SUBMIT, { uuid });
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.data.submitSwitchRequest.status).toBe('pending');
    const again = await gql(los, SUBMIT, { uuid });
    expect(again.body.data.submitSwitchRequest).toEqual({ uuid, status: 'pending' });
    const mails = await mailsTo(t.db, LOS);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('We hebben je verzoek ontvangen');
    expect(mails[0]!.text).toMatch(/^Beste \S+,/);
    expect(mails[0]!.text).toContain('om van kamer te wisselen (Master psycholoog)');

    const read = await gql(los, READ, { uuid });
    expect(read.body.data.switchRequest).toMatchObject({
      status: 'pending',
      permissions: { canEdit: false },
      medias: { nodes: [{ uuid: diploma, filename: 'master-diploma.pdf' }] },
    });
    // Read-only once submitted.
    const late = await gql(los, SAVE, {
      input: { kind: 'branchSwitch', uuid, toRegistrationTargetId: await targetId('master-orthopedagoog') },
    });
    expect(late.body.errors[0].extensions.validation.toRegistrationTargetId).toEqual([
      'Dit verzoek is al ingediend en kan niet meer worden gewijzigd.',
    ]);
    expect((await requestRow(uuid)).toRegistrationTargetId).toBe(await targetId('master-psycholoog'));
  });

  it('is listed for staff; an approval ends the period as switched, continues it and keeps the activities', async () => {
    const list = await staff('requests');
    expect(list.output).toMatch(new RegExp(`${uuid}  kamerwissel  .*${LOS}  naar Master psycholoog`));

    const items = await itemsOf(LOS);
    const period = items.find((item) => item.status === 'approved')!;
    const round = items.find((item) => item.kind === 'reRegistration' && item.status === 'ongoing')!;
    expect(round).toBeDefined();
    const [professional] = await t.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, LOS));
    const [activity] = await t.db
      .insert(activities)
      .values({
        professionalId: professional!.id,
        roundItemId: round.id,
        categoryCode: 'scholing',
        title: 'Goedgekeurde scholing',
        providerName: 'Opleider',
        activityDate: period.fromDate!,
        hours: '8',
        points: '8',
      })
      .returning();

    const approved = await staff('decide', uuid, 'approve');
    expect(approved).toMatchObject({ ok: true });
    expect(approved.output).toContain('geregistreerd als Master psycholoog');

    const after = await itemsOf(LOS);
    expect(after.find((item) => item.id === period.id)!.status).toBe('switched');
    const continued = after.find((item) => item.status === 'approved')!;
    expect(continued).toMatchObject({
      registrationTargetId: await targetId('master-psycholoog'),
      fromDate: period.fromDate,
      tillDate: period.tillDate,
      deferredMonths: period.deferredMonths,
    });
    expect(after.find((item) => item.id === round.id)).toMatchObject({
      status: 'ongoing',
      registrationTargetId: await targetId('master-psycholoog'),
    });
    const [kept] = await t.db.select().from(activities).where(eq(activities.id, activity!.id));
    expect(kept!.roundItemId).toBe(round.id);
    const changes = await t.db
      .select()
      .from(registrationStatusChanges)
      .where(
        and(
          eq(registrationStatusChanges.registrationItemId, period.id),
          eq(registrationStatusChanges.toStatus, 'switched'),
        ),
      );
    expect(changes).toHaveLength(1);

    const card = await gql(los, CARD);
    expect(card.body.data.myRegistrationCard).toMatchObject({
      branch: 'Gedragswetenschappers',
      target: 'Master psycholoog',
    });
    expect((await mailsTo(t.db, LOS))[0]!.subject).toBe('Je verzoek is goedgekeurd');
    expect((await requestRow(uuid)).status).toBe('approved');
  });

  it('refuses a second decision in Dutch and changes nothing', async () => {
    const itemsBefore = await itemsOf(LOS);
    const mailsBefore = (await mailsTo(t.db, LOS)).length;
    const again = await staff('decide', uuid, 'approve');
    expect(again).toEqual({
      ok: false,
      output: "Een registratie met status 'goedgekeurd' kan niet naar 'goedgekeurd'. Er is niets gedaan.",
    });
    const reject = await staff('decide', uuid, 'reject', 'Toch', 'niet');
    expect(reject.ok).toBe(false);
    expect(reject.output).toMatch(/kan niet naar 'afgewezen'\. Er is niets gedaan\./);
    expect(await itemsOf(LOS)).toEqual(itemsBefore);
    expect((await requestRow(uuid)).status).toBe('approved');
    expect(await mailsTo(t.db, LOS)).toHaveLength(mailsBefore);
  });
});

describe('targetwissel (overstappen naar postmasterregistratie)', () => {
  it('offers the postmaster targets of the own chamber; a draft cannot be decided; a rejection mails the reason', async () => {
    const view = await choices('targetSwitch');
    expect(view.targets.map((target: Json) => target.systemLabel)).toEqual([
      'kinder-en-jeugdpsycholoog',
      'gz-psycholoog',
      'orthopedagoog-generalist',
    ]);
    const saved = await gql(los, SAVE, {
      input: {
        kind: 'targetSwitch',
        toRegistrationTargetId: await targetId('kinder-en-jeugdpsycholoog'),
        mediaUuids: [await upload(los, 'postmaster.pdf')],
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const uuid = saved.body.data.saveSwitchRequest.uuid;

    const early = await staff('decide', uuid, 'approve');
    expect(early).toEqual({
      ok: false,
      output: "Een registratie met status 'concept' kan niet naar 'goedgekeurd'. Er is niets gedaan.",
    });
    expect((await requestRow(uuid)).status).toBe('draft');

    expect((await gql(los, SUBMIT, { uuid })).body.data.submitSwitchRequest.status).toBe('pending');
    expect(parseStaffCommand(['decide', uuid, 'reject', '--by', STAFF])).toBeNull();
    const itemsBefore = await itemsOf(LOS);
    const rejected = await staff('decide', uuid, 'reject', 'De', 'opleiding', 'is', 'niet', 'afgerond.');
    expect(rejected.ok).toBe(true);
    expect(await requestRow(uuid)).toMatchObject({
      status: 'rejected',
      decisionReason: 'De opleiding is niet afgerond.',
    });
    expect(await itemsOf(LOS)).toEqual(itemsBefore);
    const [mail] = await mailsTo(t.db, LOS);
    expect(mail!.subject).toBe('Je verzoek is afgewezen');
    expect(mail!.text).toContain('Reden: De opleiding is niet afgerond.');
    // A decided request is not editable: a new one may be asked.
    expect((await choices('targetSwitch')).blockers).toEqual([]);
  });
});
