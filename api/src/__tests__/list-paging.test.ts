/**
 * The portal's one page type and paging rules (issue 37), on the invoice list that uses them: bad
 * sort, order, filter or search get a Dutch error on the field and read nothing; a page past the end
 * is empty but counted; search, filter and sort happen in SQL over the own invoices only, so another
 * user's invoices are never listed nor counted. The period each invoice covers (issue 36).
 */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MY_INVOICES } from '../../testing/professional-operations';
import { invoiceLines, invoices, users } from '../db/schema';
import { todayInNetherlands } from '../domain/dates';
import { calendarYearOf, invoicePeriodText } from '../domain/invoice-period';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

async function userId(email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** An invoice with one line, `minutes` after a fixed start so the order is one on either database. */
async function addInvoice(
  owner: string,
  minutes: number,
  description: string,
  amountCents: number,
  status: 'open' | 'paid' = 'open',
) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      userId: owner,
      dueDate: '2030-01-01',
      status,
      createdAt: new Date(Date.UTC(2030, 0, 1) + minutes * 60_000),
    })
    .returning();
  await t.db.insert(invoiceLines).values({ invoiceId: invoice!.id, description, amountCents });
  return invoice!;
}

type Node = { number: string; description: string; amountCents: number; status: { value: string } };

describe('the paging rules', () => {
  it.each([
    [{ sort: 'omschrijving' }, 'sort', 'Kies een geldige optie.'],
    [{ sort: 'amount', order: 'omhoog' }, 'order', 'Kies een geldige optie.'],
    [{ status: 'betaald' }, 'status', 'Kies een geldige optie.'],
    [{ search: 'x'.repeat(101) }, 'search', 'Maximaal 100 tekens.'],
    [{ page: 0 }, 'page', 'De waarde moet minimaal 1 zijn.'],
    [{ pageSize: 51 }, 'pageSize', 'De waarde mag niet groter zijn dan 50.'],
  ])('refuses %j with a Dutch error on the field', async (variables, field, message) => {
    const browser = await signedIn('professional@demo.nl');
    const answer = await browser.gql(MY_INVOICES, variables, portal);
    expect(answer.body.data?.myInvoices ?? null).toBeNull();
    expect(answer.body.errors[0].extensions).toEqual({ code: 422, validation: { [field]: [message] } });
  });

  it('answers a page past the end empty, with the count and the page asked', async () => {
    const browser = await signedIn('professional@demo.nl');
    const raw = await browser.gql(MY_INVOICES, {}, portal);
    const first = raw.body.data.myInvoices;
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    const past = (await browser.gql(MY_INVOICES, { page: 40, pageSize: 5 }, portal)).body.data.myInvoices;
    expect(past).toEqual({ totalCount: first.totalCount, page: 40, pageSize: 5, nodes: [] });
  });

  it("searches, filters and sorts the own invoices only; another user's are never counted", async () => {
    const own = await userId('concept@demo.nl');
    const other = await userId('afgewezen@demo.nl');
    await addInvoice(own, 1, 'Vervangende registerpas', 500);
    await addInvoice(own, 2, 'Jaarlijkse registratiebijdrage', 8000, 'paid');
    await addInvoice(own, 3, 'Registerpas 100% nieuw', 1500);
    // Another user's invoices match every search and filter below: none may show or count.
    await addInvoice(other, 4, 'Vervangende registerpas', 500);
    await addInvoice(other, 5, 'Registerpas 100% nieuw', 1500);
    const browser = await signedIn('concept@demo.nl');
    const list = async (variables: Record<string, unknown>) =>
      (await browser.gql(MY_INVOICES, variables, portal)).body.data.myInvoices as {
        totalCount: number;
        nodes: Node[];
      };

    const all = await list({});
    expect(all.totalCount).toBe(3);
    // Newest first by default.
    expect(all.nodes.map((node) => node.description)).toEqual([
      'Registerpas 100% nieuw',
      'Jaarlijkse registratiebijdrage',
      'Vervangende registerpas',
    ]);

    const search = await list({ search: '  registerpas ' });
    expect(search.totalCount).toBe(2);
    expect(search.nodes.map((node) => node.amountCents)).toEqual([1500, 500]);
    // LIKE's own characters are searched for as typed.
    expect((await list({ search: '100%' })).totalCount).toBe(1);
    expect((await list({ search: '_' })).totalCount).toBe(0);
    expect((await list({ search: all.nodes[2]!.number })).nodes.map((node) => node.number)).toEqual([
      all.nodes[2]!.number,
    ]);

    const open = await list({ status: 'open', sort: 'amount', order: 'asc' });
    expect(open.totalCount).toBe(2);
    expect(open.nodes.map((node) => node.amountCents)).toEqual([500, 1500]);

    const byAmount = await list({ sort: 'amount', order: 'desc', pageSize: 2 });
    expect(byAmount).toMatchObject({ totalCount: 3 });
    expect(byAmount.nodes.map((node) => node.amountCents)).toEqual([8000, 1500]);
    const second = await list({ sort: 'amount', order: 'desc', pageSize: 2, page: 2 });
    expect(second.nodes.map((node) => node.amountCents)).toEqual([500]);

    const byNumber = await list({ sort: 'number', order: 'asc' });
    expect(byNumber.nodes.map((node) => node.description)).toEqual([
      'Vervangende registerpas',
      'Jaarlijkse registratiebijdrage',
      'Registerpas 100% nieuw',
    ]);
  });
});

describe('the period of an invoice', () => {
  it("shows each yearly invoice's calendar year, so two of € 80,00 tell apart; others have none", async () => {
    const browser = await signedIn('professional@demo.nl');
    const nodes = (await browser.gql(MY_INVOICES, {}, portal)).body.data.myInvoices.nodes as Array<{
      description: string;
      status: { value: string };
      period: { from: string; till: string } | null;
    }>;
    const year = Number(todayInNetherlands().slice(0, 4));
    const yearly = nodes.filter((node) => node.description === 'Jaarlijkse registratiebijdrage');
    expect(yearly.map((node) => [node.status.value, node.period])).toEqual(
      expect.arrayContaining([
        ['open', { from: `${year}-01-01`, till: `${year}-12-31` }],
        ['paid', { from: `${year - 1}-01-01`, till: `${year - 1}-12-31` }],
      ]),
    );
    const own = await userId('professional@demo.nl');
    await addInvoice(own, 6, 'Vervangende registerpas', 500);
    const after = (await browser.gql(MY_INVOICES, { search: 'Vervangende' }, portal)).body.data.myInvoices;
    expect(after.nodes[0].period).toBeNull();
  });

  it('writes a period in Dutch for the PDF and the mails', () => {
    expect(invoicePeriodText(calendarYearOf('2026-07-14'))).toBe('01-01-2026 t/m 31-12-2026');
    expect(invoicePeriodText(null)).toBe('-');
  });
});
