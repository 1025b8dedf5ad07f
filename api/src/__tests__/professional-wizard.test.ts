import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { withTestApp } from '../../testing/test-app';
import { PDF_BYTES, PNG_BYTES } from '../../testing/files';
import { DASHBOARD_QUERY } from '../../testing/operations';
import {
  ADD_DIPLOMA,
  CREATE_REGISTRATION,
  DIPLOMA_OPTIONS,
  MY_DIPLOMAS,
  MY_REGISTRATION_CARD,
  REGISTRATION_CARD,
  REGISTRATION_CHOICES,
  REGISTRATION_ITEM,
  REJECTED_REGISTRATION_ITEM,
  REMOVE_DIPLOMA,
  REQUEST_REGISTRATION_INVOICE,
  SAVE_REGISTRATION_STEP,
  START_FROM_REJECTED,
  SUBMIT_REGISTRATION,
} from '../../testing/professional-operations';
import { uploadFile } from '../../testing/uploads';
import {
  invoices,
  outbox,
  professionals,
  registrationItems,
  registrations,
  registrationTargets,
  users,
} from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const STAFF_MEMBER = 'medewerker@demo.nl';

const t = withTestApp();

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

async function staff(...args: string[]) {
  // Every staff command names the active staff member who gives it.
  const command = parseStaffCommand(args.includes('--by') ? args : [...args, '--by', STAFF_MEMBER]);
  if (!command) throw new Error(`geen opdracht: ${args.join(' ')}`);
  return runStaffCommand(t.db, 'http://portal.test', command);
}

async function draftItemOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: registrationItems.id })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  return row!.id;
}

describe('the registration wizard of concept@demo.nl', () => {
  it('offers the open chambers and targets with their first-year fee', async () => {
    const browser = await signedIn('concept@demo.nl');
    const choices = (await browser.gql(REGISTRATION_CHOICES, {}, portal)).body.data.registrationChoices;
    const bySystemLabel = Object.fromEntries(
      choices.map((choice: { target: { systemLabel: string }; firstYearFeeCents: number }) => [
        choice.target.systemLabel,
        choice.firstYearFeeCents,
      ]),
    );
    expect(bySystemLabel['jeugd-en-gezinsprofessional']).toBe(0);
    expect(bySystemLabel['master-psycholoog']).toBe(8000);
    // The Jeugdzorgwerkers chamber closed on 1 January 2023.
    expect(bySystemLabel.jeugdzorgwerker).toBeUndefined();
  });

  it('comes back on the diploma step where it was left', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const item = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem;
    expect(item).toMatchObject({ uuid, status: 'draft', step: 3, permissions: { canEdit: true } });
    expect(item.data.persoonsgegevens.placeOfBirth).toBe('Amersfoort');
  });

  it('saves a step as draft without its required fields, but not in full', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const draft = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'werkervaring', data: {}, isDraft: 1 },
      portal,
    );
    expect(draft.body.data.saveRegistrationStep.step).toBe(4);
    const full = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'verklaringen', data: { truthful: 1 } },
      portal,
    );
    expect(full.body.errors[0].extensions).toMatchObject({
      code: 422,
      validation: { privacy: [expect.any(String)] },
    });
    const wrong = await browser.gql(SAVE_REGISTRATION_STEP, { uuid, step: 'geheim', data: {} }, portal);
    expect(wrong.body.errors[0].extensions.code).toBe(422);
  });

  it('is finished with uploads, submitted, approved by staff and shown on the card', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const options = (await browser.gql(DIPLOMA_OPTIONS, {}, portal)).body.data.diplomaOptions;
    expect(options.educations.at(-1)).toEqual({ value: '**other**', label: 'Anders, namelijk...' });

    const submitTooEarly = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(submitTooEarly.body.errors[0].extensions.validation).toMatchObject({
      diplomas: ['Voeg minstens één diploma met een kopie toe.'],
    });

    const copy = await uploadFile(t.app, browser, PDF_BYTES, 'diploma.pdf');
    expect(copy.status).toBe(201);
    const diploma = await browser.gql(
      ADD_DIPLOMA,
      {
        input: {
          diplomaTypeUuid: options.types[0].value,
          diplomaEducationUuid: '**other**',
          diplomaEducationLabel: 'Pedagogiek deeltijd',
          diplomaEducatorUuid: options.educators[0].value,
          diplomaCity: 'Utrecht',
          date: '2018-07-01',
          mediaUuids: [copy.body.uuid],
        },
      },
      portal,
    );
    // The wizard reads the list again after adding: the diploma is there, with its copy.
    const diplomaUuid = diploma.body.data.addDiploma.uuid;
    const mine = (await browser.gql(MY_DIPLOMAS, {}, portal)).body.data.myDiplomas;
    expect(mine.find((row: { uuid: string }) => row.uuid === diplomaUuid)).toMatchObject({
      diplomaEducationLabel: 'Pedagogiek deeltijd',
      diplomaEducation: null,
      diplomaEducator: { uuid: options.educators[0].value },
      date: '2018-07-01',
      medias: {
        nodes: [
          { uuid: copy.body.uuid, filename: 'diploma.pdf', signedUrl: expect.stringContaining('/files/') },
        ],
      },
    });
    const other = await signedIn('professional@demo.nl');
    const theirs = (await other.gql(MY_DIPLOMAS, {}, portal)).body.data.myDiplomas;
    expect(theirs.map((row: { uuid: string }) => row.uuid)).not.toContain(diplomaUuid);

    const vogFile = await uploadFile(t.app, browser, PNG_BYTES, 'vog.png');
    // A VOG too old on the day of submission is refused on the VOG step itself, as a draft too,
    // before anything is paid; nothing of it is saved.
    const oldVog = addToDate(todayInNetherlands(), { months: -4 });
    for (const isDraft of [1, 0]) {
      const refused = await browser.gql(
        SAVE_REGISTRATION_STEP,
        { uuid, step: 'vog', data: { issuedOn: oldVog, mediaUuid: vogFile.body.uuid }, isDraft },
        portal,
      );
      expect(refused.body.errors[0].extensions.validation).toEqual({
        issuedOn: ['De VOG mag bij het indienen niet ouder zijn dan 3 maanden.'],
      });
    }
    const unsaved = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem;
    expect(unsaved.data.vog).toBeUndefined();
    // Exactly the configured maximum is still young enough.
    const oldest = addToDate(todayInNetherlands(), { months: -3 });
    const atTheLimit = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'vog', data: { issuedOn: oldest, mediaUuid: vogFile.body.uuid } },
      portal,
    );
    expect(atTheLimit.body.errors).toBeUndefined();
    await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'verklaringen', data: { truthful: 1, privacy: 1 } },
      portal,
    );
    // A VOG saved in time that has grown too old by the day of submission is still refused then.
    const answers = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem.data;
    await t.db
      .update(registrationItems)
      .set({ data: { ...answers, vog: { issuedOn: oldVog, mediaUuid: vogFile.body.uuid } } })
      .where(eq(registrationItems.id, uuid));
    const tooOld = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(tooOld.body.errors[0].extensions.validation).toEqual({
      'vog.issuedOn': ['De VOG mag bij het indienen niet ouder zijn dan 3 maanden.'],
    });

    const recentVog = addToDate(todayInNetherlands(), { days: -10 });
    const saved = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'vog', data: { issuedOn: recentVog, mediaUuid: vogFile.body.uuid } },
      portal,
    );
    expect(saved.body.errors).toBeUndefined();
    // The wizard finds the VOG's file among the application's files when it comes back.
    const withVog = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem;
    expect(withVog.medias.nodes).toEqual([
      expect.objectContaining({ uuid: vogFile.body.uuid, filename: 'vog.png' }),
    ]);
    // New jeugd- en gezinsprofessionals pay nothing the first year (DOMAIN.md).
    expect(
      (await browser.gql(REQUEST_REGISTRATION_INVOICE, { uuid }, portal)).body.data
        .requestRegistrationInvoice,
    ).toEqual({
      invoiceUuid: null,
      amountCents: 0,
      status: 'none',
    });
    const submitted = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(submitted.body.data.submitRegistration).toMatchObject({ status: 'pending' });
    // Opened again, the wizard finds it closed for changes.
    expect(
      (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem.permissions,
    ).toEqual({ canEdit: false });
    const again = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(again.body.errors[0].extensions.code).toBe(422);
    const removeNow = await browser.gql(REMOVE_DIPLOMA, { uuid: diploma.body.data.addDiploma.uuid }, portal);
    expect(removeNow.body.errors[0].extensions.code).toBe(422);

    expect((await staff('registrations')).output).toMatch(/concept@demo\.nl\s+Jeugd- en gezinsprofessional/);
    const incomplete = await staff('incomplete', 'concept@demo.nl', 'Stuur', 'een', 'scherpere', 'kopie.');
    expect(incomplete.ok).toBe(true);
    const reopened = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem;
    expect(reopened).toMatchObject({
      status: 'incomplete',
      decisionReason: 'Stuur een scherpere kopie.',
      permissions: { canEdit: true },
    });
    const attention = (await browser.gql(DASHBOARD_QUERY, {}, portal)).body.data.professionalAttention;
    expect(attention[0]).toMatchObject({ kind: 'incomplete', reason: 'Stuur een scherpere kopie.' });
    const resubmitted = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(resubmitted.body.data.submitRegistration.status).toBe('pending');
    const approved = await staff('approve', 'concept@demo.nl');
    expect(approved).toMatchObject({
      ok: true,
      output: expect.stringMatching(/goedgekeurd \(registratienummer \d+\)/),
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'concept@demo.nl'));
    // Each submission (the first and the one after 'incomplete') confirmed once; every mail by name.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Je registratie is goedgekeurd',
      'Je registratieaanvraag is onvolledig',
      'We hebben je registratieaanvraag ontvangen',
      'We hebben je registratieaanvraag ontvangen',
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Beste Sanne,')).toBe(true);
      expect(mail.html).toContain('<p>Beste Sanne,</p>');
    }
    const received = mails.find((mail) => mail.subject === 'We hebben je registratieaanvraag ontvangen');
    expect(received?.text).toContain('registratie Jeugd- en gezinsprofessional ontvangen');
    expect((await staff('approve', 'concept@demo.nl')).ok).toBe(false);

    const card = (await browser.gql(MY_REGISTRATION_CARD, {}, portal)).body.data.myRegistrationCard;
    expect(card).toMatchObject({
      name: 'Sanne Jansen',
      registrationNumber: expect.stringMatching(/^\d+$/),
      branch: 'Jeugd- en gezinsprofessionals',
      target: 'Jeugd- en gezinsprofessional',
      status: { value: 'approved', label: 'Goedgekeurd' },
      statusText: 'Geregistreerd: deze registratie is geldig.',
      // The public card's address on the portal (PORTAL_URL of the test app), the same as the PDF's.
      publicUrl: `http://portal.test/registerpas/${card.publicUuid}`,
    });
    // The QR code of that address as the screen shows it: the library's drawing of exactly that text.
    expect(card.publicUrlQrCode).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(card.publicUrlQrCode).toBe(
      await QRCode.toString(card.publicUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
    );
    const guest = t.browser();
    const publicCard = await guest.gql(REGISTRATION_CARD, { uuid: card.publicUuid }, { endpoint: 'public' });
    expect(publicCard.body.data.registrationCard).toMatchObject({ name: 'Sanne Jansen', registerCity: null });
    // Nothing private: no e-mail, address, birth date or files anywhere in the answer.
    expect(publicCard.text).not.toMatch(/concept@demo|Oudegracht|1994-05-17|Amersfoort|signedUrl/);
    const byNumber = await guest.gql(
      REGISTRATION_CARD,
      { uuid: card.registrationNumber },
      { endpoint: 'public' },
    );
    expect(byNumber.body.data.registrationCard).toBeNull();
  });
});

describe('staff decisions with a reason', () => {
  async function pendingApplicationFor(email: string) {
    const [target] = await t.db
      .select()
      .from(registrationTargets)
      .where(eq(registrationTargets.systemLabel, 'master-psycholoog'));
    const [professional] = await t.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, email));
    const [registration] = await t.db
      .insert(registrations)
      .values({ professionalId: professional!.id, status: 'pending' })
      .returning();
    await t.db.insert(registrationItems).values({
      registrationId: registration!.id,
      registrationTargetId: target!.id,
      status: 'pending',
      submittedAt: new Date(),
    });
  }

  it('incomplete and reject need a reason, mail it, and show it to the professional', async () => {
    await pendingApplicationFor('nieuw@demo.nl');
    expect(parseStaffCommand(['reject', 'nieuw@demo.nl'])).toBeNull();
    expect(parseStaffCommand(['vog', 'nieuw@demo.nl', '23-11-2026'])).toBeNull();
    const incomplete = await staff(
      'incomplete',
      'nieuw@demo.nl',
      'De',
      'kopie',
      'van',
      'je',
      'diploma',
      'is',
      'onleesbaar.',
    );
    expect(incomplete.ok).toBe(true);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'nieuw@demo.nl'));
    expect(mails.at(-1)!.text).toContain('De kopie van je diploma is onleesbaar.');
    expect((await staff('reject', 'nieuw@demo.nl', 'te', 'laat')).output).toBe(
      'nieuw@demo.nl heeft geen aanvraag in behandeling.',
    );
    expect((await staff('approve', 'niemand@demo.nl')).ok).toBe(false);
  });

  it('records a VOG and moves the deadline to the newest record', async () => {
    const result = await staff('vog', 'professional@demo.nl', todayInNetherlands());
    expect(result).toMatchObject({ ok: true, output: expect.stringContaining('geldig tot') });
    const [row] = await t.db
      .select({ deadline: professionals.mostRecentVogDeadline })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, 'professional@demo.nl'));
    expect(row!.deadline).toBe(addToDate(todayInNetherlands(), { months: 24 }));
    expect((await staff('vog', 'werkgever@demo.nl', '2026-01-01')).ok).toBe(false);
  });
});

describe('a rejected application', () => {
  it('shows its reason and starts a new one prefilled from it, once', async () => {
    const browser = await signedIn('afgewezen@demo.nl');
    const attention = (await browser.gql(DASHBOARD_QUERY, {}, portal)).body.data.professionalAttention;
    const rejected = attention.find((entry: { kind: string }) => entry.kind === 'rejected');
    expect(rejected.reason).toMatch(/vakkenpakket jeugd/);
    const item = (await browser.gql(REJECTED_REGISTRATION_ITEM, { uuid: rejected.uuid }, portal)).body.data
      .registrationItem;
    expect(item).toMatchObject({
      status: 'rejected',
      decisionReason: expect.stringMatching(/NIP/),
      decidedAt: expect.any(String),
    });
    const fresh = await browser.gql(START_FROM_REJECTED, { uuid: rejected.uuid }, portal);
    // The screen opens the new application in the wizard, which reads it: prefilled from the old one.
    const started = (
      await browser.gql(
        REGISTRATION_ITEM,
        { uuid: fresh.body.data.startRegistrationFromRejected.uuid },
        portal,
      )
    ).body.data.registrationItem;
    expect(started).toMatchObject({
      status: 'draft',
      registrationTarget: { systemLabel: 'master-psycholoog' },
      data: { persoonsgegevens: { placeOfBirth: 'Zwolle' }, werkervaring: { hoursPerWeek: 24 } },
    });
    const second = await browser.gql(START_FROM_REJECTED, { uuid: rejected.uuid }, portal);
    expect(second.body.errors[0].extensions.validation.registrationTargetUuid).toEqual([
      'Je hebt al een openstaande aanvraag.',
    ]);
    // A psychologist's first year costs the yearly fee: an invoice is made once.
    const uuid = fresh.body.data.startRegistrationFromRejected.uuid;
    const invoice = (await browser.gql(REQUEST_REGISTRATION_INVOICE, { uuid }, portal)).body.data
      .requestRegistrationInvoice;
    expect(invoice).toMatchObject({ amountCents: 8000, status: 'open' });
    const same = (await browser.gql(REQUEST_REGISTRATION_INVOICE, { uuid }, portal)).body.data
      .requestRegistrationInvoice;
    expect(same.invoiceUuid).toBe(invoice.invoiceUuid);
    // The invoice is announced once, by name, although it was asked for twice.
    const invoiceMails = (await t.db.select().from(outbox).where(eq(outbox.to, 'afgewezen@demo.nl'))).filter(
      (mail) => mail.subject.endsWith('staat voor je klaar'),
    );
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0]?.text.startsWith('Beste Ruben,')).toBe(true);
    const submit = await browser.gql(SUBMIT_REGISTRATION, { uuid }, portal);
    expect(submit.body.errors[0].extensions.validation.payment).toEqual([
      'Betaal eerst de registratiebijdrage.',
    ]);
    const feeOf = async () =>
      (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem.firstYearFeeStatus;
    expect(await feeOf()).toBe('open');
    // Once paid, the wizard's summary says what is left (submitting) instead of asking to pay again.
    await t.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, invoice.invoiceUuid));
    expect(await feeOf()).toBe('paid');
    const paidAttention = (await browser.gql(DASHBOARD_QUERY, {}, portal)).body.data.professionalAttention;
    expect(paidAttention).toContainEqual(
      expect.objectContaining({
        kind: 'draft',
        uuid,
        message:
          'Je hebt de eerstejaarsbijdrage betaald, maar je aanvraag is nog niet ingediend. Dien hem in om de registratie af te ronden.',
      }),
    );
    const other = await signedIn('concept@demo.nl');
    expect((await other.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem).toBeNull();
  });
});

describe('someone else', () => {
  it('sees another professional’s application as missing and cannot change it', async () => {
    const uuid = await draftItemOf('afgewezen@demo.nl');
    const other = await signedIn('professional@demo.nl');
    expect((await other.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem).toBeNull();
    for (const [query, variables] of [
      [SAVE_REGISTRATION_STEP, { uuid, step: 'werkervaring', data: {}, isDraft: 1 }],
      [SUBMIT_REGISTRATION, { uuid }],
      [START_FROM_REJECTED, { uuid }],
      [REQUEST_REGISTRATION_INVOICE, { uuid }],
    ] as const) {
      const missing = await other.gql(
        query,
        { ...variables, uuid: '00000000-0000-4000-8000-000000000000' },
        portal,
      );
      const foreign = await other.gql(query, variables, portal);
      expect(foreign.body.errors[0].extensions).toEqual(missing.body.errors[0].extensions);
    }
  });

  it.each([
    ['werkgever@demo.nl', 403],
    ['opleider@demo.nl', 403],
    [null, 401],
  ] as const)('as %s is refused every professional operation (%i)', async (email, code) => {
    const browser = email ? await signedIn(email) : t.browser();
    if (!email) await browser.portalInit();
    const uuid = await draftItemOf('concept@demo.nl');
    for (const [query, variables] of [
      [REGISTRATION_ITEM, { uuid }],
      [CREATE_REGISTRATION, { registrationTargetUuid: uuid }],
      [SAVE_REGISTRATION_STEP, { uuid, step: 'vog', data: {} }],
      [SUBMIT_REGISTRATION, { uuid }],
      [DIPLOMA_OPTIONS, {}],
      [REGISTRATION_CHOICES, {}],
      [MY_REGISTRATION_CARD, {}],
      [DASHBOARD_QUERY, {}],
      [MY_DIPLOMAS, {}],
    ] as const) {
      const response = await browser.gql(query, variables, portal);
      expect(response.body.errors[0].extensions.code).toBe(code);
    }
  });
});
