import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { withTestApp } from '../../testing/test-app';
import { pdfText } from '@portal/shared/testing/pdf-text';
import type { TestBrowser } from '../../testing/test-browser';
import {
  DIRECT_DEBIT_MANDATE,
  MY_INVOICES,
  MY_REGISTRATION_CARD,
  REVOKE_MANDATE,
  SIGN_MANDATE,
} from '../../testing/professional-operations';
import { findUserByEmail } from '../db/queries/accounts';
import { runYearlyInvoices } from '../db/queries/yearly-invoices';
import { companies, invoiceLines, invoices } from '../db/schema';
import { todayInNetherlands } from '../domain/dates';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
// These are the professionals' own invoices; an employer that pays for its employees gets theirs on
// one collective invoice instead (organisation-invoices.test.ts), so no demo company pays here.
beforeAll(async () => {
  await t.db.update(companies).set({ paysForEmployees: false });
});

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

/** POST /generate-dynamic-template with the browser's cookies and token; the raw bytes back. */
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
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const SIGN = { accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300', consent: 1 };

describe('the next yearly invoice', () => {
  it('carries the € 5,00 direct-debit discount and says it is collected only while a mandate is active', async () => {
    const browser = await signedIn('professional@demo.nl');
    expect((await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.nextYearlyInvoice).toEqual({
      lines: [{ description: 'Jaarlijkse registratiebijdrage', amountCents: 8000 }],
      totalCents: 8000,
      collectedByDirectDebit: false,
    });
    await browser.gql(SIGN_MANDATE, SIGN, portal);
    expect((await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.data.nextYearlyInvoice).toEqual({
      lines: [
        { description: 'Jaarlijkse registratiebijdrage', amountCents: 8000 },
        { description: 'Korting automatische incasso', amountCents: -500 },
      ],
      totalCents: 7500,
      collectedByDirectDebit: true,
    });
    await browser.gql(REVOKE_MANDATE, {}, portal);
  });

  it.each([
    ['werkgever@demo.nl', 403],
    ['opleider@demo.nl', 403],
    [null, 401],
  ] as const)('is refused for %s (%i)', async (email, code) => {
    const browser = email ? await signedIn(email) : t.browser();
    if (!email) await browser.portalInit();
    expect((await browser.gql(DIRECT_DEBIT_MANDATE, {}, portal)).body.errors[0].extensions.code).toBe(code);
  });
});

describe('the yearly invoice run', () => {
  it('invoices each registered professional once a year, with the discount when a mandate is active', async () => {
    const user = (await findUserByEmail(t.db, 'professional@demo.nl'))!;
    // Demo data holds this year's invoice already; take it away so the run has work to do.
    await t.db.delete(invoices).where(eq(invoices.userId, user.id));
    const browser = await signedIn('professional@demo.nl');
    await browser.gql(SIGN_MANDATE, SIGN, portal);

    const command = parseStaffCommand(['yearly-invoices', '--by', 'medewerker@demo.nl']);
    expect(command).toEqual({ name: 'yearly-invoices', by: 'medewerker@demo.nl' });
    const first = await runStaffCommand(t.db, 'http://portal.test', command!);
    expect(first.ok).toBe(true);
    expect(first.output).toMatch(/professional@demo\.nl {2}\(automatische incasso, met korting\)/);

    const listed = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      description: 'Jaarlijkse registratiebijdrage',
      amountCents: 7500,
      status: { value: 'open' },
      collectedByDirectDebit: true,
    });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, listed[0].uuid));
    expect(lines.map((line) => [line.feeCode, line.amountCents])).toEqual([
      ['yearlyFee', 8000],
      ['directDebitDiscount', -500],
    ]);

    // A second run in the same year adds nothing for anyone.
    expect((await runYearlyInvoices(t.db, todayInNetherlands())).invoices).toEqual([]);
    expect((await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes).toHaveLength(1);
    // Professionals without an approved registration get none.
    const concept = await signedIn('concept@demo.nl');
    expect((await concept.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes).toEqual([]);
    await browser.gql(REVOKE_MANDATE, {}, portal);
  });

  it('invoices again in the next calendar year', async () => {
    const nextYear = `${Number(todayInNetherlands().slice(0, 4)) + 1}-01-02`;
    const run = await runYearlyInvoices(t.db, nextYear);
    expect(run.invoices.map(({ email, withDiscount }) => [email, withDiscount])).toEqual([
      ['actief@demo.nl', false],
      ['gedragswetenschapper@demo.nl', false],
      ['los@demo.nl', false],
      ['professional@demo.nl', false],
    ]);
    // It covers the run's calendar year, whatever the clock says.
    const year = nextYear.slice(0, 4);
    expect(run.invoices[0]!.invoice).toMatchObject({
      periodFrom: `${year}-01-01`,
      periodTill: `${year}-12-31`,
    });
  });
});

describe('the replacement card fee', () => {
  it('is read from the fees table by a professional only', async () => {
    const browser = await signedIn('professional@demo.nl');
    expect((await browser.gql(MY_REGISTRATION_CARD, {}, portal)).body.data.replacementCardFeeCents).toBe(500);
    const employer = await signedIn('werkgever@demo.nl');
    expect((await employer.gql(MY_REGISTRATION_CARD, {}, portal)).body.errors[0].extensions.code).toBe(403);
    const guest = t.browser();
    await guest.portalInit();
    expect((await guest.gql(MY_REGISTRATION_CARD, {}, portal)).body.errors[0].extensions.code).toBe(401);
  });
});

describe('the invoice PDF', () => {
  it('dates an invoice made late in the evening by its Dutch calendar day, on screen and in the PDF', async () => {
    const browser = await signedIn('professional@demo.nl');
    const [invoice] = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.uuid));
    try {
      for (const [moment, day, printed] of [
        ['2026-01-31T23:30:00Z', '2026-02-01', '01-02-2026'],
        ['2026-03-31T23:30:00Z', '2026-04-01', '01-04-2026'],
      ] as const) {
        await t.db
          .update(invoices)
          .set({ createdAt: new Date(moment) })
          .where(eq(invoices.id, invoice.uuid));
        const nodes = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes as Array<{
          uuid: string;
          date: string;
        }>;
        expect(nodes.find((node) => node.uuid === invoice.uuid)?.date).toBe(day);
        const pdf = await documentOf(browser, { template: 'invoice', uuid: invoice.uuid });
        expect(pdfText(pdf.bytes)).toMatch(new RegExp(`Factuurdatum\n${printed}`));
      }
    } finally {
      await t.db.update(invoices).set({ createdAt: stored!.createdAt }).where(eq(invoices.id, invoice.uuid));
    }
  });

  it('is a valid PDF of the own invoice, and refused or "not found" for anyone else', async () => {
    const browser = await signedIn('professional@demo.nl');
    const [invoice] = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    const own = await documentOf(browser, { template: 'invoice', uuid: invoice.uuid });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="factuur-${invoice.number}.pdf"`,
    );
    expect((await PDFDocument.load(own.bytes)).getTitle()).toBe(`Factuur ${invoice.number}`);

    const other = await signedIn('concept@demo.nl');
    const stranger = await documentOf(other, { template: 'invoice', uuid: invoice.uuid });
    const missing = await documentOf(other, {
      template: 'invoice',
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect([stranger.status, missing.status]).toEqual([404, 404]);
    expect(stranger.bytes.toString()).toBe(missing.bytes.toString());
    expect((await documentOf(other, { template: 'invoice', uuid: 'F1' })).status).toBe(404);

    const employer = await signedIn('werkgever@demo.nl');
    expect((await documentOf(employer, { template: 'invoice', uuid: invoice.uuid })).status).toBe(404);
    const guest = t.browser();
    await guest.portalInit();
    expect((await documentOf(guest, { template: 'invoice', uuid: invoice.uuid })).status).toBe(401);
    const noToken = await documentOf(browser, { template: 'invoice', uuid: invoice.uuid });
    expect(noToken.status).toBe(200);
  });
});

describe("the documents' texts (issue 36)", () => {
  it("name the register with the footer's address, the customer, their address and registration number", async () => {
    const browser = await signedIn('professional@demo.nl');
    const [invoice] = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes;
    const text = pdfText((await documentOf(browser, { template: 'invoice', uuid: invoice.uuid })).bytes);
    expect(text).toContain('Stichting Kwaliteitsregister Jeugd\nPostbus 85149, 3508 AC Utrecht');
    expect(text).not.toContain('19120');
    expect(text).toMatch(/Aan\nJan de Vries\nOudegracht 1\n3511 AB Utrecht\nRegistratienummer\n100001/);
  });

  it('tell two yearly invoices of the same amount apart by the period each covers', async () => {
    const browser = await signedIn('professional@demo.nl');
    const nodes = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes as Array<{
      uuid: string;
      description: string;
      period: { from: string; till: string } | null;
    }>;
    const yearly = nodes.filter((node) => node.period !== null);
    expect(yearly.length).toBeGreaterThanOrEqual(2);
    const periods = await Promise.all(
      yearly.map(async (node) => {
        const text = pdfText((await documentOf(browser, { template: 'invoice', uuid: node.uuid })).bytes);
        const [from, till] = [node.period!.from, node.period!.till].map(
          (day) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`,
        );
        expect(text).toContain(`Periode\n${from} t/m ${till}`);
        return `${from} t/m ${till}`;
      }),
    );
    expect(new Set(periods).size).toBe(periods.length);
  });

  it("speak Dutch on the register card, under the register's mark", async () => {
    const browser = await signedIn('professional@demo.nl');
    const card = await documentOf(browser, { template: 'registerCard' });
    expect(card.status).toBe(200);
    const text = pdfText(card.bytes);
    expect(text).toContain('SKJ\nRegisterpas\nStichting Kwaliteitsregister Jeugd');
    expect(text).toMatch(/Registratie\nJeugd- en gezinsprofessional\n/);
    expect(text).not.toContain('Target');
  });
});
