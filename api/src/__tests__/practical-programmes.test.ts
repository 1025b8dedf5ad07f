/**
 * Practical programmes (issue 39): a company applies (draft, then submitted), edits only while draft
 * or incomplete, another company's reads and saves like a missing one; staff list and decide them
 * with `pnpm staff programmes` and `decide-programme`, which mails the company in Dutch.
 */
import { withTestApp } from '../../testing/test-app';
import { PDF_BYTES } from '../../testing/files';
import { uploadFile } from '../../testing/uploads';
import type { TestBrowser } from '../../testing/test-browser';
import { mailsTo } from '../../testing/mail';
import {
  PRACTICAL_PROGRAMME,
  PRACTICAL_PROGRAMMES,
  SAVE_PRACTICAL_PROGRAMME,
} from '../../testing/organisation-side-operations';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';
import { outbox } from '../db/schema';

const t = withTestApp();
const portal = { endpoint: 'portal' } as const;

async function staff(...args: string[]) {
  const command = parseStaffCommand(args);
  if (!command) throw new Error(`geen geldige opdracht: ${args.join(' ')}`);
  return runStaffCommand(t.db, t.config.portalUrl, command);
}

async function supervisorNumber(): Promise<string> {
  const professional = await t.signedIn('professional@demo.nl');
  const card = await professional.gql('query { myRegistrationCard { registrationNumber } }', {}, portal);
  return card.body.data.myRegistrationCard.registrationNumber;
}

async function conditionsUpload(browser: TestBrowser, filename = 'voorwaarden.pdf'): Promise<string> {
  const upload = await uploadFile(t.app, browser, PDF_BYTES, filename);
  expect(upload.status).toBe(201);
  return upload.body.uuid;
}

describe('practical programmes', () => {
  it('lists the demo company’s pending and approved programme, and none for another company', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const list = (await employer.gql(PRACTICAL_PROGRAMMES, {}, portal)).body.data.practicalProgrammes;
    expect(list.map((row: { status: { value: string } }) => row.status.value).sort()).toEqual([
      'approved',
      'pending',
    ]);
    const other = await t.signedIn('werkgever2@demo.nl');
    expect((await other.gql(PRACTICAL_PROGRAMMES, {}, portal)).body.data.practicalProgrammes).toEqual([]);
    // Another company's programme answers exactly like a missing one.
    const theirs = await other.gql(PRACTICAL_PROGRAMME, { uuid: list[0].uuid }, portal);
    const none = await other.gql(
      PRACTICAL_PROGRAMME,
      { uuid: '00000000-0000-4000-8000-000000000000' },
      portal,
    );
    expect(theirs.body).toEqual(none.body);
    const save = await other.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid: list[0].uuid, input: { participantName: 'X' }, isDraft: 1 },
      portal,
    );
    const saveMissing = await other.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid: '00000000-0000-4000-8000-000000000000', input: { participantName: 'X' }, isDraft: 1 },
      portal,
    );
    expect(save.body).toEqual(saveMissing.body);
  });

  it('applies, refuses bad input in Dutch, and staff approve it with a mail to the company', async () => {
    await t.db.delete(outbox);
    const employer = await t.signedIn('werkgever@demo.nl');
    const draft = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { input: { variant: 'wo', participantName: 'Noor de Boer' }, isDraft: 1 },
      portal,
    );
    expect(draft.body.data.savePracticalProgramme).toMatchObject({ status: 'SAVED' });
    const uuid = draft.body.data.savePracticalProgramme.uuid;

    const bad = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      {
        uuid,
        input: {
          variant: 'mbo',
          participantName: 'Noor de Boer',
          supervisorRegistrationNumber: 'ONBEKEND1',
          startDate: '2027-02-01',
          durationMonths: 99,
        },
      },
      portal,
    );
    expect(Object.keys(bad.body.errors[0].extensions.validation).sort()).toEqual([
      'conditionsMediaUuid',
      'durationMonths',
      'variant',
    ]);
    const unknown = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      {
        uuid,
        input: {
          variant: 'wo',
          participantName: 'Noor de Boer',
          supervisorRegistrationNumber: 'ONBEKEND1',
          startDate: '2027-02-01',
          durationMonths: 12,
        },
        // A draft too names a supervisor who is registered.
        isDraft: 1,
      },
      portal,
    );
    expect(unknown.body.errors[0].extensions.validation.supervisorRegistrationNumber).toEqual([
      'Er is geen geregistreerde professional met dit registratienummer.',
    ]);
    const still = await employer.gql(PRACTICAL_PROGRAMME, { uuid }, portal);
    expect(still.body.data.practicalProgramme.status.value).toBe('draft');

    const complete = {
      variant: 'wo',
      participantName: 'Noor de Boer',
      supervisorRegistrationNumber: await supervisorNumber(),
      startDate: '2027-02-01',
      durationMonths: 12,
    };
    // The conditions document: required to submit, and only the employee's own upload.
    const without = await employer.gql(SAVE_PRACTICAL_PROGRAMME, { uuid, input: complete }, portal);
    expect(Object.keys(without.body.errors[0].extensions.validation)).toEqual(['conditionsMediaUuid']);
    const theirs = await conditionsUpload(await t.signedIn('werkgever2@demo.nl'));
    const foreign = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid, input: { ...complete, conditionsMediaUuid: theirs } },
      portal,
    );
    expect(foreign.body.errors[0].extensions.validation.conditionsMediaUuid).toEqual([
      'Dit bestand bestaat niet (meer). Upload het opnieuw.',
    ]);
    // Saved with a draft, replaced by another before submitting: the programme holds the last one.
    const first = await conditionsUpload(employer, 'eerste.pdf');
    await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid, input: { ...complete, conditionsMediaUuid: first }, isDraft: 1 },
      portal,
    );
    const held = await employer.gql(PRACTICAL_PROGRAMME, { uuid }, portal);
    expect(held.body.data.practicalProgramme.conditions).toEqual([{ uuid: first, filename: 'eerste.pdf' }]);
    const second = await conditionsUpload(employer, 'voorwaarden.pdf');
    const submitted = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid, input: { ...complete, conditionsMediaUuid: second } },
      portal,
    );
    const kept = await employer.gql(PRACTICAL_PROGRAMME, { uuid }, portal);
    expect(kept.body.data.practicalProgramme.conditions).toEqual([
      { uuid: second, filename: 'voorwaarden.pdf' },
    ]);
    expect(submitted.body.data.savePracticalProgramme).toMatchObject({ status: 'SUBMITTED', uuid });
    // Submitted: no longer editable by the company.
    const late = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      { uuid, input: { participantName: 'Iemand anders' }, isDraft: 1 },
      portal,
    );
    expect(late.body.errors[0].extensions.validation.uuid).toEqual([
      'Dit praktijkprogramma is ingediend en kan niet meer worden gewijzigd.',
    ]);

    expect((await staff('programmes', '--by', 'medewerker@demo.nl')).output).toContain(`${uuid}`);
    expect((await staff('decide-programme', uuid, 'reject', '--by', 'medewerker@demo.nl')).output).toMatch(
      /reden/,
    );
    expect((await staff('decide-programme', uuid, 'approve')).ok).toBe(false);
    const approved = await staff('decide-programme', uuid, 'approve', '--by', 'medewerker@demo.nl');
    expect(approved).toMatchObject({ ok: true });
    expect(approved.output).toContain('goedgekeurd');
    const [mail] = await mailsTo(t.db, 'werkgever@demo.nl');
    expect(mail?.subject).toBe('Praktijkprogramma voor Noor de Boer goedgekeurd');
    const read = await employer.gql(PRACTICAL_PROGRAMMES, {}, portal);
    const row = read.body.data.practicalProgrammes.find(
      (candidate: { uuid: string }) => candidate.uuid === uuid,
    );
    expect(row).toMatchObject({ status: { value: 'approved', label: 'Goedgekeurd' }, canEdit: false });
    expect(row.decidedAt).toBeTruthy();
    // Decided once: a second decision changes nothing.
    expect(
      (await staff('decide-programme', uuid, 'reject', 'te laat', '--by', 'medewerker@demo.nl')).ok,
    ).toBe(false);
  });

  it('sends an incomplete programme back for the company to edit and submit again', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const list = (await employer.gql(PRACTICAL_PROGRAMMES, {}, portal)).body.data.practicalProgrammes;
    const pending = list.find((row: { status: { value: string } }) => row.status.value === 'pending');
    const decided = await staff(
      'decide-programme',
      pending.uuid,
      'incomplete',
      'De',
      'voorwaarden',
      'ontbreken.',
      '--by',
      'medewerker@demo.nl',
    );
    expect(decided.ok).toBe(true);
    const read = await employer.gql(PRACTICAL_PROGRAMME, { uuid: pending.uuid }, portal);
    expect(read.body.data.practicalProgramme).toMatchObject({
      status: { value: 'incomplete' },
      canEdit: true,
    });
    const again = await employer.gql(
      SAVE_PRACTICAL_PROGRAMME,
      {
        uuid: pending.uuid,
        input: {
          variant: 'wo',
          participantName: 'Sanne Bakker',
          supervisorRegistrationNumber: await supervisorNumber(),
          startDate: '2027-03-01',
          durationMonths: 12,
          conditionsMediaUuid: await conditionsUpload(employer),
        },
      },
      portal,
    );
    expect(again.body.data.savePracticalProgramme.status).toBe('SUBMITTED');
  });
});
