/**
 * Herintreden (issue 38): herintreden@demo.nl (registration ended) writes a re-entry request in
 * steps with every field of SPEC's latestReenterRequest, pays the fee (unless shouldSkipPayment),
 * submits once with a mail by name; staff reject it with a reason (`decide`), which the rejected
 * view reads. Every allowed change tested, others refused in Dutch with nothing changed; another's
 * request answers as a missing one; who may re-enter.
 */
import { eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import {
  CREATE_REENTER_REQUEST,
  REENTER_REQUEST,
  REJECTED_REENTER_REQUEST,
  REQUEST_REENTER_INVOICE,
  SAVE_REENTER_REQUEST,
  SUBMIT_REENTER_REQUEST,
} from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { disciplinaryMeasures, invoices, professionalRequests, professionals } from '../db/schema';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'herintreden@demo.nl';
const STAFF = 'medewerker@demo.nl';
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';
const portal = { endpoint: 'portal' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

let pro: TestBrowser;
let uuid: string;
let targetUuid: string;

const staff = (args: string[]) => {
  const command = parseStaffCommand([...args, '--by', STAFF]);
  expect(command).not.toBeNull();
  return runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer, t.audit);
};

const errorsOf = (response: Json) => response.body.errors?.[0]?.extensions?.validation ?? {};

async function read(browser: TestBrowser = pro): Promise<Json> {
  const response = await browser.gql(REENTER_REQUEST, { uuid }, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data;
}

const save = (step: string, input: Record<string, unknown>, isDraft = 0, browser = pro) =>
  browser.gql(SAVE_REENTER_REQUEST, { uuid, step, input, isDraft }, portal);

async function statusOf(id: string) {
  const [row] = await t.db.select().from(professionalRequests).where(eq(professionalRequests.id, id));
  return row?.status;
}

beforeAll(async () => {
  pro = await t.signedIn(PRO);
});

describe('herintreden', () => {
  it('only a professional whose registration ended may start one; twice clicked, one draft', async () => {
    for (const email of ['professional@demo.nl', 'concept@demo.nl']) {
      const other = await t.signedIn(email);
      const refused = await other.gql(CREATE_REENTER_REQUEST, {}, portal);
      expect(errorsOf(refused).uuid).toEqual([
        'Herintreden kan alleen als je registratie is beëindigd en je geen lopende registratie of aanvraag hebt.',
      ]);
    }
    const init = await pro.gql('{ portalInit { session { sections } } }');
    expect(init.body.data.portalInit.session.sections).toContain('reenter');
    const [first, second] = await Promise.all([
      pro.gql(CREATE_REENTER_REQUEST, {}, portal),
      pro.gql(CREATE_REENTER_REQUEST, {}, portal),
    ]);
    expect(first.body.errors).toBeUndefined();
    uuid = first.body.data.createReenterRequest.uuid;
    expect(second.body.data.createReenterRequest.uuid).toBe(uuid);
    expect(
      await t.db.select().from(professionalRequests).where(eq(professionalRequests.id, uuid)),
    ).toHaveLength(1);
    const data = await read();
    expect(data.reenterRequest).toMatchObject({
      statusEnum: { value: 'draft' },
      permissions: { canEdit: true },
    });
    expect(data.reenterTypes.map((type: Json) => type.value)).toEqual(['reenter', 'hardship-clause']);
    targetUuid = data.registrationChoices.find(
      (choice: Json) => choice.target.label === 'Jeugd- en gezinsprofessional',
    ).target.uuid;
    // The detail's latest request is editable: the host's entry rule sends /herintreden to its step 1.
    const detail = await pro.gql(
      '{ portalInit { session { user { detail { ... on ProfessionalDetail { latestReenterRequest { uuid permissions { canEdit } } } } } } } }',
    );
    expect(detail.body.data.portalInit.session.user.detail.latestReenterRequest).toEqual({
      uuid,
      permissions: { canEdit: true },
    });
  });

  it('validates each step with the shared rules and stores nothing on bad input', async () => {
    const short = await save('motivatie', { motivation: 'Kort' });
    expect(errorsOf(short).motivation).toHaveLength(1);
    const unknownTarget = await save('keuze', { type: 'reenter', registrationTargetUuid: RANDOM_UUID });
    expect(errorsOf(unknownTarget).registrationTargetUuid).toEqual(['Kies een target uit de lijst.']);
    const measure = await save('tuchtrecht', {
      hasDisciplinaryMeasures: 1,
      disciplinaryMeasures: [{ type: 'berisping' }],
    });
    expect(Object.keys(errorsOf(measure)).sort()).toEqual([
      'disciplinaryMeasures.0.reason',
      'disciplinaryMeasures.0.startsAt',
    ]);
    const address = await save('register', { shownInRegister: 1, registerStreet: 'Lange Nieuwstraat' });
    expect(errorsOf(address)).toHaveProperty('registerCity');
    const row = (await read()).reenterRequest;
    expect(row).toMatchObject({ motivation: null, toRegistrationTargetId: null, disciplinaryMeasures: [] });
  });

  it('saves every field of latestReenterRequest, step by step', async () => {
    const diploma = await uploadFile(t.app, pro, new TextEncoder().encode('%PDF-1.4 diploma'), 'diploma.pdf');
    const answers = [
      await save('keuze', { type: 'reenter', registrationTargetUuid: targetUuid }),
      await save('motivatie', {
        motivation: 'Na vijf jaar in het onderwijs wil ik weer als jeugdprofessional werken.',
        mediaUuids: [diploma.body.uuid],
      }),
      await save('tuchtrecht', {
        hasDisciplinaryMeasures: 1,
        disciplinaryMeasures: [
          { type: 'waarschuwing', startsAt: '2019-03-01', endsAt: null, reason: 'Dossier niet op orde.' },
        ],
      }),
      await save('register', {
        shownInRegister: 1,
        registerStreet: 'Lange Nieuwstraat',
        registerHouseNumber: '12',
        registerHouseNumberAddition: 'A',
        registerPostalCode: '3512 PH',
        registerCity: 'Utrecht',
        registerPhone: '030 765 43 21',
      }),
    ];
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    expect((await read()).reenterRequest).toMatchObject({
      type: { value: 'reenter', label: 'Herintreding' },
      toBranch: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
      toRegistrationTargetId: targetUuid,
      toRegistrationTarget: { label: 'Jeugd- en gezinsprofessional' },
      motivation: 'Na vijf jaar in het onderwijs wil ik weer als jeugdprofessional werken.',
      hasDisciplinaryMeasures: true,
      disciplinaryMeasures: [
        {
          type: { value: 'waarschuwing' },
          startsAt: '2019-03-01',
          endsAt: null,
          reason: 'Dossier niet op orde.',
        },
      ],
      professional: {
        shownInRegister: true,
        registerStreet: 'Lange Nieuwstraat',
        registerHouseNumber: '12',
        registerHouseNumberAddition: 'A',
        registerPostalCode: '3512 PH',
        registerCity: 'Utrecht',
        registerPhone: '030 765 43 21',
        shouldSkipPayment: false,
      },
      medias: { nodes: [expect.objectContaining({ filename: 'diploma.pdf' })] },
      hasApprovedOrder: false,
    });
    // Declared measures are the request's, never published on a card.
    const declared = await t.db
      .select()
      .from(disciplinaryMeasures)
      .where(eq(disciplinaryMeasures.requestId, uuid));
    expect(declared).toEqual([expect.objectContaining({ published: false })]);
  });

  it("answers another's request exactly like a missing one, for reads and writes", async () => {
    const other = await t.signedIn('los@demo.nl');
    const theirs = await other.gql(REENTER_REQUEST, { uuid }, portal);
    const missing = await other.gql(REENTER_REQUEST, { uuid: RANDOM_UUID }, portal);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.data.reenterRequest).toBeNull();
    for (const [operation, variables] of [
      [
        SAVE_REENTER_REQUEST,
        { step: 'motivatie', input: { motivation: 'Een motivatie die lang genoeg is, echt.' } },
      ],
      [REQUEST_REENTER_INVOICE, {}],
      [SUBMIT_REENTER_REQUEST, {}],
    ] as const) {
      const onTheirs = await other.gql(operation, { uuid, ...variables }, portal);
      const onMissing = await other.gql(operation, { uuid: RANDOM_UUID, ...variables }, portal);
      expect(onTheirs.body).toEqual(onMissing.body);
      expect(errorsOf(onTheirs).uuid).toEqual(['Dit verzoek om herintreding bestaat niet (meer).']);
    }
    expect((await read()).reenterRequest.motivation).toContain('onderwijs');
  });

  it('refuses a submit before payment, then submits once with a mail by name, read-only after', async () => {
    const unpaid = await pro.gql(SUBMIT_REENTER_REQUEST, { uuid }, portal);
    expect(errorsOf(unpaid).payment).toEqual(['Betaal eerst de registratiebijdrage.']);
    expect(await statusOf(uuid)).toBe('draft');
    const [first, again] = [
      await pro.gql(REQUEST_REENTER_INVOICE, { uuid }, portal),
      await pro.gql(REQUEST_REENTER_INVOICE, { uuid }, portal),
    ];
    expect(first.body.data.requestReenterInvoice).toMatchObject({ amountCents: 8000, status: 'open' });
    expect(again.body.data.requestReenterInvoice.invoiceUuid).toBe(
      first.body.data.requestReenterInvoice.invoiceUuid,
    );
    // Paid through the payment provider (tested in payment.test): here its outcome.
    await t.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(invoices.id, first.body.data.requestReenterInvoice.invoiceUuid));
    expect((await read()).reenterRequest.hasApprovedOrder).toBe(true);
    const submitted = await pro.gql(SUBMIT_REENTER_REQUEST, { uuid }, portal);
    expect(submitted.body.errors).toBeUndefined();
    expect((await read()).reenterRequest).toMatchObject({
      statusEnum: { value: 'pending', label: 'In behandeling' },
      permissions: { canEdit: false },
    });
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('We hebben je verzoek om herintreding ontvangen');
    expect(mail?.text).toMatch(/^Beste Mila,/);
    const twice = await pro.gql(SUBMIT_REENTER_REQUEST, { uuid }, portal);
    expect(errorsOf(twice).uuid).toEqual([
      "Een registratie met status 'in behandeling' kan niet naar 'in behandeling'.",
    ]);
    const edit = await save('motivatie', { motivation: 'Een andere motivatie die lang genoeg is.' });
    expect(errorsOf(edit).uuid).toEqual(['Dit verzoek om herintreding kan niet meer worden gewijzigd.']);
    // One open request: a new start finds the submitted one.
    const start = await pro.gql(CREATE_REENTER_REQUEST, {}, portal);
    expect(start.body.data.createReenterRequest.uuid).toBe(uuid);
  });

  it('staff list it, reject it with a reason (audited, mailed); the rejected view reads the reason', async () => {
    const list = await staff(['requests']);
    expect(list.output).toContain(`${uuid}  herintreding`);
    expect(list.output).toContain(PRO);
    t.audit.clear();
    const rejected = await staff(['decide', uuid, 'reject', 'De', 'vereiste', 'werkervaring', 'ontbreekt.']);
    expect(rejected).toMatchObject({ ok: true });
    expect(t.audit.entries()).toEqual([
      expect.objectContaining({ event: 'staff.decide', outcome: 'success', actor: `staff:${STAFF}` }),
    ]);
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je verzoek om herintreding is afgewezen');
    const view = await pro.gql(REJECTED_REENTER_REQUEST, {}, portal);
    expect(view.body.data.rejectedReenterRequest).toMatchObject({
      uuid,
      statusEnum: { value: 'rejected' },
      decisionReason: 'De vereiste werkervaring ontbreekt.',
    });
    // Decided once: another decision is refused and changes nothing.
    const again = await staff(['decide', uuid, 'approve']);
    expect(again.ok).toBe(false);
    expect(again.output).toContain("Een registratie met status 'afgewezen' kan niet naar 'goedgekeurd'.");
    expect(await statusOf(uuid)).toBe('rejected');
    // Another's rejected request is not this professional's.
    const other = await t.signedIn('los@demo.nl');
    expect(
      (await other.gql(REJECTED_REENTER_REQUEST, {}, portal)).body.data.rejectedReenterRequest,
    ).toBeNull();
  });

  it('after a rejection a new request may start; without payment when shouldSkipPayment, approved by staff', async () => {
    const [row] = await t.db
      .select()
      .from(professionals)
      .innerJoin(professionalRequests, eq(professionalRequests.professionalId, professionals.id))
      .where(eq(professionalRequests.id, uuid));
    await t.db
      .update(professionals)
      .set({ shouldSkipPayment: true })
      .where(eq(professionals.id, row!.professionals.id));
    const start = await pro.gql(CREATE_REENTER_REQUEST, {}, portal);
    const next = start.body.data.createReenterRequest.uuid;
    expect(next).not.toBe(uuid);
    uuid = next;
    for (const [step, input] of [
      ['keuze', { type: 'hardship-clause', registrationTargetUuid: targetUuid }],
      ['motivatie', { motivation: 'Ik voldoe bijna aan de eisen en vraag de hardheidsclausule.' }],
      ['tuchtrecht', { hasDisciplinaryMeasures: 0 }],
      ['register', { shownInRegister: 0 }],
    ] as const) {
      expect((await save(step, input)).body.errors).toBeUndefined();
    }
    const payment = await pro.gql(REQUEST_REENTER_INVOICE, { uuid }, portal);
    expect(payment.body.data.requestReenterInvoice).toEqual({
      invoiceUuid: null,
      amountCents: 0,
      status: 'none',
    });
    expect((await pro.gql(SUBMIT_REENTER_REQUEST, { uuid }, portal)).body.errors).toBeUndefined();
    expect(parseStaffCommand(['decide', uuid, 'reject', '--by', STAFF])).toBeNull();
    const approved = await staff(['decide', uuid, 'approve']);
    expect(approved).toMatchObject({ ok: true });
    expect(await statusOf(uuid)).toBe('approved');
    // DOMAIN.md: approval may come with a training advice.
    const init = await pro.gql('{ portalInit { session { policies } } }');
    expect(init.body.data.portalInit.session.policies['trainingAdvice.create']).toBe(true);
  });
});
