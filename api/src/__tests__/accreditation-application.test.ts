/**
 * Applying for an accreditation (issue 40): a draft saved step by step, the shared final-test rule
 * on the server, the fee invoice made once as the provider's own invoice, an idempotent submit
 * through the transition table, renewal prefilled from an approved one; another provider's
 * application answers like a missing one and an unconfirmed provider is refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FINAL_TEST_MESSAGE } from '@portal/shared/validation';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { PDF_BYTES } from '../../testing/files';
import { accreditationStatusChanges, accreditations, educators, invoices } from '../db/schema';
import { APPLICATION_MESSAGES } from '../schema/accreditation-application';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';

const t = withTestApp();
const portal = { endpoint: 'portal' as const };
const MISSING = '00000000-0000-4000-8000-000000000000';

const SAVE = `mutation($uuid: ID, $renewedFromUuid: ID, $input: AccreditationInput!, $step: Int, $isDraft: Int) {
  saveAccreditation(uuid: $uuid, renewedFromUuid: $renewedFromUuid, input: $input, step: $step, isDraft: $isDraft) {
    status message uuid } }`;
const INVOICE = `mutation($uuid: ID!) { requestAccreditationInvoice(uuid: $uuid) { invoiceUuid amountCents status } }`;
const SUBMIT = `mutation($uuid: ID!) { submitAccreditation(uuid: $uuid) { status message uuid } }`;
const ONE = `query($uuid: ID!) { educatorAccreditation(uuid: $uuid) {
  uuid title status canEdit chambers form hasFinalTest validityYears documents { uuid filename }
  invoice { invoiceUuid status amountCents } } }`;
const TERMS = `query { accreditationTerms { fees { validityYears amountCents } chambers { value label } finalTestFromHours } }`;

const COMPLETE = {
  title: 'Motiverende gespreksvoering',
  description: 'Gesprekstechnieken voor gedragsverandering.',
  chambers: ['jeugd-en-gezinsprofessional'],
  form: 'klassikaal',
  contactHours: 12,
  points: 12,
  programme: 'Dag 1: theorie. Dag 2: oefenen.',
  trainers: 'Drs. A. Trainer',
  hasFinalTest: false,
  finalTestDescription: '',
  validityYears: 3,
};

async function chamberValue(): Promise<string> {
  const opleider = await t.signedIn('opleider@demo.nl');
  const terms = await opleider.gql(TERMS, {}, portal);
  return terms.body.data.accreditationTerms.chambers[0].value;
}

async function uploadPdf(browser: TestBrowser): Promise<string> {
  const response = await uploadFile(t.app, browser, PDF_BYTES, 'programma.pdf');
  expect(response.status).toBe(201);
  return response.body.uuid;
}

describe('applying for an accreditation', () => {
  it('offers the fees of DOMAIN.md and the chambers from the configuration', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const terms = (await opleider.gql(TERMS, {}, portal)).body.data.accreditationTerms;
    expect(terms.fees).toEqual([
      { validityYears: 1, amountCents: 13068 },
      { validityYears: 3, amountCents: 26620 },
    ]);
    expect(terms.finalTestFromHours).toBe(18);
    expect(terms.chambers.length).toBeGreaterThan(0);
  });

  it('saves drafts, makes the fee invoice once, submits once and refuses edits after', async () => {
    const chamber = await chamberValue();
    const opleider = await t.signedIn('opleider@demo.nl');
    const first = await opleider.gql(
      SAVE,
      { input: { title: 'Motiverende gespreksvoering' }, step: 1, isDraft: 1 },
      portal,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.saveAccreditation).toMatchObject({ status: 'SAVED' });
    const uuid: string = first.body.data.saveAccreditation.uuid;

    // Submitting a half-filled draft names what is missing, in Dutch, and changes nothing.
    const early = await opleider.gql(SUBMIT, { uuid }, portal);
    expect(early.body.errors[0].extensions.validation).toMatchObject({
      payment: [APPLICATION_MESSAGES.payment],
      documentUuids: [APPLICATION_MESSAGES.documentsRequired],
    });

    // The final-test rule of the shared engine: e-learning needs one, from the final-test step on.
    const elearning = { ...COMPLETE, chambers: [chamber], form: 'e-learning' };
    const before = await opleider.gql(SAVE, { uuid, input: elearning, step: 3, isDraft: 1 }, portal);
    expect(before.body.errors).toBeUndefined();
    const refused = await opleider.gql(SAVE, { uuid, input: elearning, step: 5, isDraft: 1 }, portal);
    expect(refused.body.errors[0].extensions.validation.hasFinalTest).toEqual([FINAL_TEST_MESSAGE]);
    const longCourse = { ...COMPLETE, chambers: [chamber], contactHours: 18 };
    const long = await opleider.gql(SAVE, { uuid, input: longCourse, step: 8, isDraft: 0 }, portal);
    expect(long.body.errors[0].extensions.validation.hasFinalTest).toEqual([FINAL_TEST_MESSAGE]);
    // A chamber that does not exist is refused.
    const badChamber = await opleider.gql(
      SAVE,
      { uuid, input: { ...COMPLETE, chambers: ['geen-kamer'] }, step: 2, isDraft: 1 },
      portal,
    );
    expect(badChamber.body.errors[0].extensions.validation.chambers).toEqual([APPLICATION_MESSAGES.chamber]);

    const documentUuid = await uploadPdf(opleider);
    const full = await opleider.gql(
      SAVE,
      {
        uuid,
        input: { ...COMPLETE, chambers: [chamber], documentUuids: [documentUuid] },
        step: 8,
        isDraft: 0,
      },
      portal,
    );
    expect(full.body.errors).toBeUndefined();

    // The fee invoice: once, the provider's own (educator_id), the 3-year fee.
    const invoice = (await opleider.gql(INVOICE, { uuid }, portal)).body.data.requestAccreditationInvoice;
    expect(invoice).toMatchObject({ amountCents: 26620, status: 'open' });
    const again = (await opleider.gql(INVOICE, { uuid }, portal)).body.data.requestAccreditationInvoice;
    expect(again.invoiceUuid).toBe(invoice.invoiceUuid);
    const [educator] = await t.db
      .select()
      .from(educators)
      .where(eq(educators.name, 'Opleidingsinstituut Noord'));
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.invoiceUuid));
    expect(stored).toMatchObject({ educatorId: educator!.id, userId: null, companyId: null });
    // The validity cannot change once the invoice names its fee.
    const changed = await opleider.gql(
      SAVE,
      { uuid, input: { ...COMPLETE, chambers: [chamber], validityYears: 1 }, step: 7, isDraft: 1 },
      portal,
    );
    expect(changed.body.errors[0].extensions.validation.uuid).toEqual([
      APPLICATION_MESSAGES.validityInvoiced,
    ]);

    // Not paid: no submit. Paid (the payment provider's webhook, here the row): submitted, twice the same.
    expect((await opleider.gql(SUBMIT, { uuid }, portal)).body.errors[0].extensions.validation).toEqual({
      payment: [APPLICATION_MESSAGES.payment],
    });
    await t.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(invoices.id, invoice.invoiceUuid));
    const submitted = await opleider.gql(SUBMIT, { uuid }, portal);
    expect(submitted.body.data.submitAccreditation).toEqual({
      status: 'SUBMITTED',
      message: APPLICATION_MESSAGES.submitted,
      uuid,
    });
    const twice = await opleider.gql(SUBMIT, { uuid }, portal);
    expect(twice.body).toEqual(submitted.body);
    const changes = await t.db
      .select()
      .from(accreditationStatusChanges)
      .where(eq(accreditationStatusChanges.accreditationId, uuid));
    expect(changes.map((row) => [row.fromStatus, row.toStatus])).toEqual([['draft', 'pending']]);

    const read = (await opleider.gql(ONE, { uuid }, portal)).body.data.educatorAccreditation;
    expect(read).toMatchObject({
      status: 'pending',
      canEdit: false,
      validityYears: 3,
      documents: [{ uuid: documentUuid, filename: 'programma.pdf' }],
      invoice: { invoiceUuid: invoice.invoiceUuid, status: 'paid', amountCents: 26620 },
    });
    const late = await opleider.gql(SAVE, { uuid, input: { title: 'Anders' }, step: 1, isDraft: 1 }, portal);
    expect(late.body.errors[0].extensions.validation.uuid).toEqual([APPLICATION_MESSAGES.notEditable]);
    const [row] = await t.db.select().from(accreditations).where(eq(accreditations.id, uuid));
    expect(row!.title).toBe('Motiverende gespreksvoering');
  });

  it("answers another provider's application exactly like a missing one", async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const own = (await opleider.gql(SAVE, { input: { title: 'Eigen concept' }, step: 1, isDraft: 1 }, portal))
      .body.data.saveAccreditation.uuid;
    const other = await t.signedIn('opleider2@demo.nl');
    for (const [query, variables] of [
      [ONE, {}],
      [SAVE, { input: { title: 'Overgenomen' }, step: 1, isDraft: 1 }],
      [INVOICE, {}],
      [SUBMIT, {}],
      [SAVE, { renewedFromUuid: undefined, input: { title: 'Verlengd' }, step: 1, isDraft: 1 }],
    ] as const) {
      const theirs = await other.gql(query, { ...variables, uuid: own }, portal);
      const missing = await other.gql(query, { ...variables, uuid: MISSING }, portal);
      expect(theirs.body).toEqual(missing.body);
    }
    const [row] = await t.db.select().from(accreditations).where(eq(accreditations.id, own));
    expect(row).toMatchObject({ title: 'Eigen concept', invoiceId: null, status: 'draft' });
  });

  it('renews an approved accreditation as a new draft, and refuses an unconfirmed provider', async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const [approved] = await t.db
      .select()
      .from(accreditations)
      .innerJoin(educators, eq(educators.id, accreditations.educatorId))
      .where(and(eq(educators.name, 'Opleidingsinstituut Noord'), eq(accreditations.status, 'approved')));
    const renewal = await opleider.gql(
      SAVE,
      {
        renewedFromUuid: approved!.accreditations.id,
        input: { title: approved!.accreditations.title },
        step: 1,
        isDraft: 1,
      },
      portal,
    );
    const uuid = renewal.body.data.saveAccreditation.uuid;
    const [row] = await t.db.select().from(accreditations).where(eq(accreditations.id, uuid));
    expect(row).toMatchObject({ status: 'draft', renewedFromId: approved!.accreditations.id });

    // Another provider cannot renew it: not found, as a missing one.
    const other = await t.signedIn('opleider2@demo.nl');
    const theirs = await other.gql(
      SAVE,
      { renewedFromUuid: approved!.accreditations.id, input: { title: 'X' }, step: 1, isDraft: 1 },
      portal,
    );
    const missing = await other.gql(
      SAVE,
      { renewedFromUuid: MISSING, input: { title: 'X' }, step: 1, isDraft: 1 },
      portal,
    );
    expect(theirs.body).toEqual(missing.body);

    await t.db
      .update(educators)
      .set({ verification: 'pending' })
      .where(eq(educators.id, approved!.educators.id));
    try {
      const refused = await opleider.gql(
        SAVE,
        { input: { title: 'Onbevestigd' }, step: 1, isDraft: 1 },
        portal,
      );
      expect(refused.body.errors[0].message).toBe(ORGANISATION_MESSAGES.notConfirmed);
      const count = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(accreditations)
        .where(eq(accreditations.title, 'Onbevestigd'));
      expect(count[0]!.n).toBe(0);
    } finally {
      await t.db
        .update(educators)
        .set({ verification: 'confirmed' })
        .where(eq(educators.id, approved!.educators.id));
    }
  });
});
