/**
 * Werkgeversverklaring (issues 38 and 39): the professional backs the round's work-experience hours
 * with an uploaded statement (the prefilled PDF first) or asks a linked employer, whose employees
 * confirm or correct them on the dashboard. Only the linked company sees a request; another's answers
 * exactly as a missing one; bad input changes nothing; the mails go in Dutch, by name.
 */
import { eq } from 'drizzle-orm';
import { REGISTER } from '@portal/shared/options';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { mailsTo } from '../../testing/mail';
import { CREATE_ACTIVITY, RE_REGISTRATION } from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { employerStatements, medias, registrationItems } from '../db/schema';
import { todayInNetherlands } from '../domain/dates';
import { clientOperations } from '@portal/shared/testing/client-operations';

const PROFESSIONAL = clientOperations('remote-professional/src/features');
const EMPLOYER = clientOperations('remote-employer/src/features');
const UPLOAD = PROFESSIONAL('uploadEmployerStatement');
const REQUEST = PROFESSIONAL('requestEmployerStatement');
const REQUESTS = EMPLOYER('companyStatementRequests');
const CONFIRM = EMPLOYER('confirmEmployerStatement');

const t = withTestApp();
const portal = { endpoint: 'portal' as const };
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';
const PDF = new Uint8Array(Buffer.from('%PDF-1.4\n% verklaring\n%%EOF\n'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

let pro: TestBrowser;
let employer: TestBrowser;
let otherCompany: TestBrowser;
let roundUuid: string;

async function round(browser: TestBrowser = pro): Promise<Json> {
  const response = await browser.gql(RE_REGISTRATION, { uuid: null }, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.reRegistration;
}

async function requestsOf(browser: TestBrowser): Promise<Json[]> {
  const response = await browser.gql(REQUESTS, {}, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.companyStatementRequests;
}

function fieldErrors(response: Json): Record<string, string[]> {
  return response.body.errors?.[0]?.extensions?.validation ?? {};
}

async function documentOf(browser: TestBrowser, body: Record<string, unknown>) {
  const response = await t.app.fetch(
    new Request('http://api.test/generate-dynamic-template', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...browser.cookies]
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; '),
        'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: JSON.stringify(body),
    }),
    { clientIp: '127.0.0.1' },
  );
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  pro = await t.signedIn('professional@demo.nl');
  employer = await t.signedIn('werkgever@demo.nl');
  otherCompany = await t.signedIn('werkgever2@demo.nl');
  roundUuid = (await round()).uuid;
});

describe('before there are work-experience hours', () => {
  it('refuses a request in Dutch and stores nothing', async () => {
    const view = await round();
    const hours = view.progress.find((line: Json) => line.isWorkExperience).achieved;
    expect(hours).toBe(0); // the demo round has no work experience yet
    const link = view.statementEmployers[0].linkUuid;
    const response = await pro.gql(REQUEST, { roundUuid, linkUuid: link }, portal);
    expect(fieldErrors(response).roundUuid).toEqual(['Voeg eerst je werkervaring toe als activiteit.']);
    expect(await t.db.select().from(employerStatements)).toHaveLength(0);
  });
});

describe('a linked employer confirms the hours', () => {
  beforeAll(async () => {
    const response = await pro.gql(
      CREATE_ACTIVITY,
      {
        roundUuid,
        input: {
          categoryCode: 'werkervaring',
          title: 'Jeugdzorgwerker',
          providerName: 'Jeugdzorg Utrecht BV',
          activityDate: todayInNetherlands(),
          hours: 3368,
        },
      },
      portal,
    );
    expect(response.body.errors).toBeUndefined();
  });

  it('offers only the confirmed links and refuses another professional’s or an unknown link alike', async () => {
    const view = await round();
    expect(view.employerStatement).toBeNull();
    expect(view.statementEmployers.map((employer: Json) => employer.name)).toEqual(['Jeugdzorg Utrecht BV']);
    for (const linkUuid of [RANDOM_UUID, 'geen-uuid']) {
      const response = await pro.gql(REQUEST, { roundUuid, linkUuid }, portal);
      expect(fieldErrors(response).linkUuid).toEqual([
        'Kies een werkgever waarmee je een bevestigde koppeling hebt.',
      ]);
    }
    const other = await t.signedIn('los@demo.nl');
    const foreign = await other.gql(
      REQUEST,
      { roundUuid, linkUuid: view.statementEmployers[0].linkUuid },
      portal,
    );
    expect(fieldErrors(foreign).roundUuid).toEqual(['Deze herregistratie bestaat niet (meer).']);
    expect(await t.db.select().from(employerStatements)).toHaveLength(0);
  });

  it('asks the company, mails its contact persons by name, and shows the request to that company only', async () => {
    const view = await round();
    const response = await pro.gql(
      REQUEST,
      { roundUuid, linkUuid: view.statementEmployers[0].linkUuid },
      portal,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.requestEmployerStatement.text).toBe(
      'Gevraagd aan werkgever Jeugdzorg Utrecht BV: nog niet bevestigd',
    );
    const [mail] = await mailsTo(t.db, 'werkgever@demo.nl');
    expect(mail!.subject).toMatch(/vraagt je werkervaringsuren te bevestigen$/);
    expect(mail!.text).toMatch(/^Beste \S+,/);
    expect(mail!.text).toContain('3.368 uur in de periode');
    const requests = await requestsOf(employer);
    expect(requests).toHaveLength(1);
    expect(requests[0].hours).toBe(3368);
    expect(requests[0].periodFromDate).toBe(view.periodFromDate);
    expect(await requestsOf(otherCompany)).toEqual([]);
  });

  it('answers another company’s confirmation exactly like a missing request, and changes nothing', async () => {
    const [request] = await requestsOf(employer);
    const foreign = await otherCompany.gql(CONFIRM, { uuid: request.uuid, hours: 3368 }, portal);
    const missing = await otherCompany.gql(CONFIRM, { uuid: RANDOM_UUID, hours: 3368 }, portal);
    expect(fieldErrors(foreign)).toEqual({ uuid: ['Dit verzoek bestaat niet (meer).'] });
    expect(foreign.body.errors[0].message).toBe(missing.body.errors[0].message);
    expect(fieldErrors(missing)).toEqual(fieldErrors(foreign));
    const [row] = await t.db.select().from(employerStatements);
    expect(row!.status).toBe('requested');
  });

  it('refuses impossible hours in Dutch and keeps the request open', async () => {
    const [request] = await requestsOf(employer);
    const response = await employer.gql(CONFIRM, { uuid: request.uuid, hours: -5 }, portal);
    expect(fieldErrors(response).hours?.[0]).toMatch(/uren|minimaal|0/i);
    expect(await requestsOf(employer)).toHaveLength(1);
  });

  it('confirms corrected hours once; the professional is mailed and the round says who backs them', async () => {
    const [request] = await requestsOf(employer);
    const response = await employer.gql(CONFIRM, { uuid: request.uuid, hours: 3200 }, portal);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.confirmEmployerStatement.status).toBe('CONFIRMED');
    expect(await requestsOf(employer)).toEqual([]);
    const again = await employer.gql(CONFIRM, { uuid: request.uuid, hours: 3200 }, portal);
    expect(fieldErrors(again)).toEqual({ uuid: ['Dit verzoek bestaat niet (meer).'] });
    const [mail] = await mailsTo(t.db, 'professional@demo.nl');
    expect(mail!.subject).toBe('Jeugdzorg Utrecht BV heeft je werkervaringsuren bevestigd');
    expect(mail!.text).toContain('aangepast en bevestigd: 3.200 uur');
    const statement = (await round()).employerStatement;
    expect(statement).toMatchObject({
      kind: 'employer',
      status: 'confirmed',
      companyName: 'Jeugdzorg Utrecht BV',
      hoursStated: 3368,
      hoursConfirmed: 3200,
      text: 'Bevestigd door werkgever Jeugdzorg Utrecht BV',
    });
  });
});

describe('the prefilled statement and the upload', () => {
  it('makes the PDF of the own round with name, number, period, hours and the register’s address', async () => {
    const view = await round();
    const pdf = await documentOf(pro, { template: 'employerStatement', uuid: roundUuid });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Werkgeversverklaring');
    expect(text).toContain(REGISTER.name);
    expect(text).toContain(REGISTER.postalAddress[0]);
    expect(text).toContain('3.368 uur');
    expect(text).toMatch(/Registratienummer\n\S+/);
    expect(text).toContain(view.periodFromDate.split('-').reverse().join('-'));
    const other = await t.signedIn('los@demo.nl');
    expect((await documentOf(other, { template: 'employerStatement', uuid: roundUuid })).status).toBe(404);
    expect((await documentOf(pro, { template: 'employerStatement', uuid: RANDOM_UUID })).status).toBe(404);
  });

  it('refuses another user’s file, then takes the signed statement in place of the employer’s', async () => {
    const other = await t.signedIn('los@demo.nl');
    const foreign = await uploadFile(t.app, other, PDF, 'verklaring.pdf');
    const refused = await pro.gql(UPLOAD, { roundUuid, mediaUuid: foreign.body.uuid }, portal);
    expect(fieldErrors(refused).mediaUuid).toEqual(['Dit bestand bestaat niet (meer). Upload het opnieuw.']);
    expect((await round()).employerStatement.kind).toBe('employer');

    const own = await uploadFile(t.app, pro, PDF, 'verklaring.pdf');
    const response = await pro.gql(UPLOAD, { roundUuid, mediaUuid: own.body.uuid }, portal);
    expect(response.body.errors).toBeUndefined();
    const statement = (await round()).employerStatement;
    expect(statement).toMatchObject({ kind: 'upload', status: 'uploaded', text: 'Verklaring geüpload' });
    expect(statement.medias.nodes.map((file: Json) => file.filename)).toEqual(['verklaring.pdf']);
    expect(await t.db.select().from(employerStatements)).toHaveLength(1);
  });

  it('cannot be changed once the round is submitted', async () => {
    await t.db
      .update(registrationItems)
      .set({ status: 'pending' })
      .where(eq(registrationItems.id, roundUuid));
    try {
      const own = await uploadFile(t.app, pro, PDF, 'tweede.pdf');
      const response = await pro.gql(UPLOAD, { roundUuid, mediaUuid: own.body.uuid }, portal);
      expect(fieldErrors(response).roundUuid).toEqual([
        'Je herregistratie is al ingediend: de werkgeversverklaring kan niet meer worden gewijzigd.',
      ]);
      const files = await t.db.select().from(medias).where(eq(medias.modelType, 'employerStatement'));
      expect(files.map((file) => file.filename)).toEqual(['verklaring.pdf']);
    } finally {
      await t.db
        .update(registrationItems)
        .set({ status: 'ongoing' })
        .where(eq(registrationItems.id, roundUuid));
    }
  });
});
