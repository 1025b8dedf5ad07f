/**
 * Invoices of an organisation (issues 39 and 40): the company's and the provider's own, paged in
 * SQL; one of them opens (and is paid, and its PDF made) only for an employee of that organisation,
 * another's answering exactly like a missing one; a company that pays for its employees gets their
 * yearly fees on one collective invoice with a line per professional.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { INVOICE } from '../../testing/account-operations';
import { ORGANISATION_INVOICES } from '../../testing/organisation-side-operations';
import { runYearlyInvoices } from '../db/queries/yearly-invoices';
import { companies, invoiceLines, invoices } from '../db/schema';
import { DEMO_COMPANY } from '../db/seed/demo-data';
import { todayInNetherlands } from '../domain/dates';

const t = withTestApp();
const portal = { endpoint: 'portal' } as const;

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

async function listOf(email: string, variables: Record<string, unknown> = {}) {
  const browser = await t.signedIn(email);
  const answer = await browser.gql(ORGANISATION_INVOICES, variables, portal);
  expect(answer.body.errors).toBeUndefined();
  return { browser, page: answer.body.data.organisationInvoices };
}

describe("an organisation's invoices", () => {
  it("lists the company's own, paged and filtered in SQL, with a line per professional", async () => {
    const { page } = await listOf('werkgever@demo.nl');
    expect(page.totalCount).toBe(2);
    expect(page.nodes.map((node: { status: { value: string } }) => node.status.value)).toEqual([
      'open',
      'paid',
    ]);
    expect(page.nodes[0]).toMatchObject({
      // A collective invoice names its year and how many professionals it bills, not its first line.
      description: `Jaarlijkse registratiebijdrage ${todayInNetherlands().slice(0, 4)}: 1 professional`,
      amountCents: 8000,
    });
    expect(page.nodes[1].description).toBe(
      `Jaarlijkse registratiebijdrage ${Number(todayInNetherlands().slice(0, 4)) - 1}: 1 professional`,
    );
    const open = await listOf('werkgever@demo.nl', { status: 'open' });
    expect(open.page.totalCount).toBe(1);
    // Another company has none of these; a provider has its own.
    expect((await listOf('werkgever2@demo.nl')).page.nodes).toEqual([]);
    const provider = await listOf('opleider@demo.nl');
    expect(provider.page.nodes.map((node: { description: string }) => node.description)).toEqual([
      'Accreditatie 1 jaar: Veiligheid in de thuissituatie',
      'Accreditatie 3 jaar: Methodisch werken met gezinnen',
    ]);
  });

  it("opens one invoice and its PDF for the organisation's employees only, another's like a missing one", async () => {
    const { browser, page } = await listOf('werkgever@demo.nl');
    const uuid = page.nodes[0].uuid;
    const own = await browser.gql(INVOICE, { uuid }, portal);
    expect(own.body.data.invoice).toMatchObject({ uuid, number: page.nodes[0].number });
    const pdf = await documentOf(browser, { template: 'invoice', uuid });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(DEMO_COMPANY.name);
    expect(text).toContain('Jan de Vries');

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const email of ['werkgever2@demo.nl', 'opleider@demo.nl', 'professional@demo.nl']) {
      const other = await t.signedIn(email);
      const theirs = await other.gql(INVOICE, { uuid }, portal);
      const none = await other.gql(INVOICE, { uuid: missing }, portal);
      expect([email, theirs.body]).toEqual([email, none.body]);
      const otherPdf = await documentOf(other, { template: 'invoice', uuid });
      const nonePdf = await documentOf(other, { template: 'invoice', uuid: missing });
      expect([email, otherPdf.status, otherPdf.bytes.toString()]).toEqual([
        email,
        nonePdf.status,
        nonePdf.bytes.toString(),
      ]);
    }
  });

  it('puts the yearly fees of a paying company’s professionals on one collective invoice, once a year', async () => {
    const nextYear = `${Number(todayInNetherlands().slice(0, 4)) + 1}-01-02`;
    const run = await runYearlyInvoices(t.db, nextYear);
    // professional@demo.nl works for the demo company, which pays: no invoice of their own (actief@demo.nl,
    // gedragswetenschapper@demo.nl and los@demo.nl work for none).
    expect(run.invoices.map(({ email }) => email)).toEqual([
      'actief@demo.nl',
      'gedragswetenschapper@demo.nl',
      'los@demo.nl',
    ]);
    expect(run.collective).toHaveLength(1);
    expect(run.collective[0]).toMatchObject({ company: DEMO_COMPANY.name, professionals: 1 });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.kvkNumber, DEMO_COMPANY.kvkNumber));
    expect(run.collective[0]!.invoice).toMatchObject({ companyId: company!.id, userId: null });
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(
        and(
          eq(invoiceLines.invoiceId, run.collective[0]!.invoice.id),
          isNotNull(invoiceLines.professionalId),
        ),
      );
    expect(lines.map((line) => [line.feeCode, line.amountCents])).toEqual([['yearlyFee', 8000]]);
    expect(lines[0]!.description).toMatch(/^Jaarlijkse registratiebijdrage: Jan de Vries/);

    // Run again for that year: no second collective invoice, and the professional gets none either.
    const again = await runYearlyInvoices(t.db, nextYear);
    expect(again.collective).toEqual([]);
    expect(again.invoices.map(({ email }) => email)).not.toContain('professional@demo.nl');
    const mine = await t.db.select().from(invoices).where(eq(invoices.companyId, company!.id));
    expect(mine).toHaveLength(3);
  });
});
