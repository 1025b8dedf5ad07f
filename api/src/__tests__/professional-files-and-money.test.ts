import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PDF_BYTES, PNG_BYTES } from '../../testing/files';
import { pdfText } from '@portal/shared/testing/pdf-text';
import {
  ADD_VOG_RECORD,
  DIRECT_DEBIT_MANDATE,
  MY_INVOICES,
  ORDER_REPLACEMENT_CARD,
  REVOKE_MANDATE,
  SIGN_MANDATE,
  REGISTRATION_CHOICES,
  VOG_RECORDS,
} from '../../testing/professional-operations';
import { download, uploadFile } from '../../testing/uploads';
import { invoiceLines, invoices, medias, settings, users } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { MAX_UPLOAD_BYTES } from '../storage/upload-check';
import { signFileUrl } from '../storage/signed-urls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_PUBLIC_URL: 'http://api.test' } });
});
afterAll(() => t.close());

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

describe('uploads', () => {
  it('refuses a wrong type, a file over 10 MB, no token and no session, storing nothing', async () => {
    const browser = await signedIn('professional@demo.nl');
    const before = (await t.db.select().from(medias)).length;
    const text = await uploadFile(t.app, browser, new TextEncoder().encode('MZ niet echt'), 'diploma.pdf');
    expect(text.status).toBe(422);
    expect(text.body.errors[0].extensions.validation.file).toEqual([
      'Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.',
    ]);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF_BYTES);
    const tooBig = await uploadFile(t.app, browser, big, 'groot.pdf');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors[0].extensions.validation.file).toEqual([
      'Het bestand is te groot: maximaal 10 MB.',
    ]);
    expect((await uploadFile(t.app, browser, PDF_BYTES, 'a.pdf', { xsrf: false })).status).toBe(419);
    const guest = t.browser();
    await guest.portalInit();
    expect((await uploadFile(t.app, guest, PDF_BYTES)).status).toBe(401);
    expect(await t.db.select().from(medias)).toHaveLength(before);
  });

  it('refuses an account whose e-mail address is not confirmed yet, in Dutch, storing nothing', async () => {
    const unverified = await signedIn('nieuw@demo.nl');
    const before = (await t.db.select().from(medias)).length;
    const refused = await uploadFile(t.app, unverified, PDF_BYTES, 'diploma.pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toMatch(/^Bevestig eerst je e-mailadres/);
    expect(await t.db.select().from(medias)).toHaveLength(before);
  });

  it('serves a stored file through a signed link as an attachment, refusing changed or expired links', async () => {
    const browser = await signedIn('professional@demo.nl');
    const uploaded = await uploadFile(t.app, browser, PNG_BYTES, 'vog scan.png');
    expect(uploaded).toMatchObject({
      status: 201,
      body: { filename: 'vog scan.png', mimeType: 'image/png' },
    });
    const record = await browser.gql(
      ADD_VOG_RECORD,
      { issuedOn: todayInNetherlands(), mediaUuid: uploaded.body.uuid },
      portal,
    );
    expect(record.body.data.addVogRecord.validUntil).toBe(addToDate(todayInNetherlands(), { months: 24 }));
    const records = (await browser.gql(VOG_RECORDS, {}, portal)).body.data.vogRecords;
    expect(records).toHaveLength(2);
    const url: string = records[0].medias.nodes[0].signedUrl;
    const response = await download(t.app, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename\*=UTF-8''vog%20scan\.png$/,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PNG_BYTES));

    const changed = new URL(url);
    const signature = changed.searchParams.get('signature')!;
    // Another first character: a signature that already began with 'A' (1 in 64) stayed valid.
    changed.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await download(t.app, changed.toString())).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await download(t.app, expired.toString())).status).toBe(403);

    // Someone else cannot attach the upload to their own records.
    const other = await signedIn('concept@demo.nl');
    const stolen = await other.gql(
      ADD_VOG_RECORD,
      { issuedOn: todayInNetherlands(), mediaUuid: uploaded.body.uuid },
      portal,
    );
    expect(stolen.body.errors[0].extensions.validation.mediaUuid).toEqual(['Upload een kopie van de VOG.']);
    expect((await other.gql(VOG_RECORDS, {}, portal)).body.data.vogRecords).toEqual([]);
  });
});

describe('invoices', () => {
  it('lists the own invoices; ordering a replacement card adds one of € 5,00', async () => {
    const browser = await signedIn('professional@demo.nl');
    const before = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    expect(before.map((invoice: { status: { value: string } }) => invoice.status.value).sort()).toEqual([
      'open',
      'paid',
    ]);
    expect(before[0]).toMatchObject({ amountCents: 8000, description: 'Jaarlijkse registratiebijdrage' });
    const order = (await browser.gql(ORDER_REPLACEMENT_CARD, {}, portal)).body.data.orderReplacementCard;
    const after = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    expect(after.find((invoice: { uuid: string }) => invoice.uuid === order.invoiceUuid)).toMatchObject({
      description: 'Vervangende registerpas',
      amountCents: 500,
      status: { value: 'open', label: 'Openstaand' },
      number: expect.stringMatching(/^F\d+$/),
    });
    const concept = await signedIn('concept@demo.nl');
    expect((await concept.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes).toEqual([]);
    const refused = await concept.gql(ORDER_REPLACEMENT_CARD, {}, portal);
    expect(refused.body.errors[0].extensions.code).toBe(422);
  });

  it('pages the list in the database: ten a page, newest first, with the total count', async () => {
    const browser = await signedIn('professional@demo.nl');
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'professional@demo.nl'));
    const before = (await browser.gql(MY_INVOICES, { page: 1, pageSize: 10 }, portal)).body.data.myInvoices;
    // 21 more invoices, each a minute apart so "newest first" is one order on either database.
    const base = Date.now();
    for (let index = 0; index < 21; index += 1) {
      const [invoice] = await t.db
        .insert(invoices)
        .values({ userId: user!.id, dueDate: '2030-01-01', createdAt: new Date(base + (index + 1) * 60_000) })
        .returning();
      await t.db
        .insert(invoiceLines)
        .values({ invoiceId: invoice!.id, description: `Regel ${index}`, amountCents: 100 + index });
    }
    const total = before.totalCount + 21;
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = (await browser.gql(MY_INVOICES, { page, pageSize: 10 }, portal)).body.data.myInvoices;
      expect(answer.totalCount).toBe(total);
      pages.push(answer.nodes);
    }
    expect(pages.map((nodes) => nodes.length)).toEqual([10, 10, total - 20]);
    expect(pages[0]![0]).toMatchObject({ description: 'Regel 20', amountCents: 120 });
    expect(pages[1]![0]).toMatchObject({ description: 'Regel 10' });
    const uuids = pages.flat().map((invoice: { uuid: string }) => invoice.uuid);
    expect(new Set(uuids).size).toBe(total);
    // Past the end: an empty page, still counted.
    expect((await browser.gql(MY_INVOICES, { page: 9, pageSize: 10 }, portal)).body.data.myInvoices).toEqual({
      totalCount: total,
      page: 9,
      pageSize: 10,
      nodes: [],
    });
    // Another professional's count is their own.
    const concept = await signedIn('concept@demo.nl');
    expect((await concept.gql(MY_INVOICES, { page: 1, pageSize: 10 }, portal)).body.data.myInvoices).toEqual({
      totalCount: 0,
      page: 1,
      pageSize: 10,
      nodes: [],
    });
  });

  it.each([
    [{ page: 0, pageSize: 10 }, 'page', 'De waarde moet minimaal 1 zijn.'],
    [{ page: 1, pageSize: 51 }, 'pageSize', 'De waarde mag niet groter zijn dan 50.'],
    [{ page: 1, pageSize: 0 }, 'pageSize', 'De waarde moet minimaal 1 zijn.'],
  ])('refuses page bounds %j in Dutch', async (variables, field, message) => {
    const browser = await signedIn('professional@demo.nl');
    const answer = await browser.gql(MY_INVOICES, variables, portal);
    expect(answer.body.errors[0].extensions).toEqual({ code: 422, validation: { [field]: [message] } });
  });

  it('is refused to an employer, a provider and a guest', async () => {
    for (const email of ['werkgever@demo.nl', 'opleider@demo.nl']) {
      const other = await signedIn(email);
      expect((await other.gql(MY_INVOICES, {}, portal)).body.errors[0].extensions.code).toBe(403);
    }
    const guest = t.browser();
    await guest.portalInit();
    expect((await guest.gql(MY_INVOICES, {}, portal)).body.errors[0].extensions.code).toBe(401);
  });
});

describe('the VOG rule said on the screens', () => {
  it('serves the maximum age on submission from the settings, to professionals only', async () => {
    const browser = await signedIn('professional@demo.nl');
    expect((await browser.gql(VOG_RECORDS, {}, portal)).body.data.vogMaxAgeMonthsOnSubmission).toBe(3);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'registrationRules'));
    await t.db
      .update(settings)
      .set({ value: { ...(row!.value as object), vogMaxAgeMonthsOnSubmission: 4 } })
      .where(eq(settings.key, 'registrationRules'));
    try {
      expect((await browser.gql(VOG_RECORDS, {}, portal)).body.data.vogMaxAgeMonthsOnSubmission).toBe(4);
      const choices = (await browser.gql(REGISTRATION_CHOICES, {}, portal)).body.data;
      expect(choices.vogMaxAgeMonthsOnSubmission).toBe(4);
    } finally {
      await t.db.update(settings).set({ value: row!.value }).where(eq(settings.key, 'registrationRules'));
    }
    const employer = await signedIn('werkgever@demo.nl');
    expect((await employer.gql(VOG_RECORDS, {}, portal)).body.errors[0].extensions.code).toBe(403);
  });
});

describe('direct debit', () => {
  it('refuses a wrong IBAN in Dutch, signs a right one, and revokes it', async () => {
    const browser = await signedIn('professional@demo.nl');
    const wrong = await browser.gql(
      SIGN_MANDATE,
      { accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164301', consent: 1 },
      portal,
    );
    expect(wrong.body.errors[0].extensions.validation).toEqual({
      iban: ['Dit is geen geldig IBAN-rekeningnummer.'],
    });
    const noConsent = await browser.gql(
      SIGN_MANDATE,
      { accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300', consent: 0 },
      portal,
    );
    expect(noConsent.body.errors[0].extensions.validation.consent).toBeDefined();
    expect((await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.directDebitMandate).toBeNull();

    const signed = await browser.gql(
      SIGN_MANDATE,
      { accountHolder: 'J. de Vries', iban: 'nl91 abna 0417 1643 00', consent: 1 },
      portal,
    );
    // The screen reads the mandate again after signing: its reference, the IBAN tidied, the date.
    const mandate = (await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.directDebitMandate;
    expect(mandate).toMatchObject({
      uuid: signed.body.data.signDirectDebitMandate.uuid,
      reference: expect.stringMatching(/^SKJ-MACHT-\d+$/),
      iban: 'NL91 ABNA 0417 1643 00',
      signedAt: expect.any(String),
    });
    const invoices = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    expect(
      invoices.filter((invoice: { collectedByDirectDebit: boolean }) => invoice.collectedByDirectDebit)
        .length,
    ).toBeGreaterThan(0);
    const other = await signedIn('concept@demo.nl');
    expect((await other.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.directDebitMandate).toBeNull();
    expect((await other.gql(REVOKE_MANDATE, {}, portal)).body.errors[0].extensions.code).toBe(422);

    expect((await browser.gql(REVOKE_MANDATE, {}, portal)).body.data.revokeDirectDebitMandate).toBe(true);
    expect((await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.directDebitMandate).toBeNull();
  });

  it.each([
    ['werkgever@demo.nl', 403],
    ['opleider@demo.nl', 403],
    [null, 401],
  ] as const)('as %s refuses the money and VOG operations (%i)', async (email, code) => {
    const browser = email ? await signedIn(email) : t.browser();
    if (!email) await browser.portalInit();
    for (const query of [
      MY_INVOICES,
      DIRECT_DEBIT_MANDATE,
      REVOKE_MANDATE,
      VOG_RECORDS,
      ORDER_REPLACEMENT_CARD,
    ]) {
      expect((await browser.gql(query, {}, portal)).body.errors[0].extensions.code).toBe(code);
    }
  });
});

it('answers 404 for a validly signed link whose bytes are gone', async () => {
  const [row] = await t.db
    .insert(medias)
    .values({
      modelType: 'upload',
      modelId: '00000000-0000-4000-8000-000000000000',
      filename: 'x.pdf',
      storageKey: 'uploads/ontbreekt',
    })
    .returning();
  const url = signFileUrl('http://api.test', t.services.appKey, row!.id, 'iemand');
  expect((await download(t.app, url)).status).toBe(404);
  await t.db.delete(medias).where(eq(medias.id, row!.id));
});

describe('the register card as PDF', () => {
  it('is a valid PDF with the name on it, for the signed-in owner only', async () => {
    const browser = await signedIn('professional@demo.nl');
    const response = await browser.request('/generate-dynamic-template', {
      body: { template: 'registerCard' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const raw = await t.app.fetch(
      new Request('http://api.test/generate-dynamic-template', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...browser.cookies]
            .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
            .join('; '),
          'x-xsrf-token': browser.cookies.get('XSRF-TOKEN')!,
        },
        body: JSON.stringify({ template: 'registerCard' }),
      }),
      { clientIp: '127.0.0.1' },
    );
    const pdf = Buffer.from(await raw.arrayBuffer());
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Registerpas Jan de Vries');
    expect(pdfText(pdf)).toContain('Jan de Vries');

    const guest = t.browser();
    await guest.portalInit();
    expect(
      (await guest.request('/generate-dynamic-template', { body: { template: 'registerCard' } })).status,
    ).toBe(401);
    const concept = await signedIn('concept@demo.nl');
    expect(
      (await concept.request('/generate-dynamic-template', { body: { template: 'registerCard' } })).status,
    ).toBe(404);
  });
});
