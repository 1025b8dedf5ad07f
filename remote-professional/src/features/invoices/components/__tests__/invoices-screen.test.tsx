import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_FAILURE } from '@portal/shared/data';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { LOAD_FAILED } from '../../../../components/load-failed';
import InvoicesScreen from '../invoices-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

const invoice = (overrides: Record<string, unknown>) => ({
  uuid: 'i-1',
  number: 'F100001',
  date: '2026-01-05',
  dueDate: '2026-02-04',
  description: 'Jaarlijkse registratiebijdrage',
  amountCents: 123456,
  status: { value: 'paid', label: 'Betaald' },
  collectedByDirectDebit: false,
  ...overrides,
});

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

/** What the screen asks without anything in the URL: page 1, newest first, no search or filter. */
const FIRST_PAGE = { page: 1, pageSize: 10, search: null, status: null, sort: 'date', order: 'desc' };

/** matchMedia as a phone (below 600 px) or a desktop answers it. */
function narrowScreen(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderInvoices(invoices: unknown[], totalCount = invoices.length) {
  return renderScreen(<InvoicesScreen />, {
    screen: 'invoices',
    answers: { myInvoices: () => ({ myInvoices: { totalCount, nodes: invoices } }) },
  });
}

describe('Mijn facturen', () => {
  it('lists number, date, description, amount in euros and status; only open ones can be paid', async () => {
    renderInvoices([
      invoice({
        uuid: 'i-2',
        number: 'F100002',
        date: '2026-11-01',
        amountCents: 500,
        status: { value: 'open', label: 'Openstaand' },
      }),
      invoice({}),
    ]);
    const table = await screen.findByRole('table', {}, SLOW);
    const [, open, paid] = within(table).getAllByRole('row');
    expect(within(open!).getByText('F100002')).toBeInTheDocument();
    expect(within(open!).getByText('01-11-2026')).toBeInTheDocument();
    expect(within(open!).getByText('€ 5,00')).toBeInTheDocument();
    expect(within(open!).getByText('Openstaand')).toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'Betalen factuur F100002' })).toHaveAttribute(
      'href',
      '/betaling/i-2',
    );
    expect(within(paid!).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(paid!).getByText('Betaald')).toBeInTheDocument();
    expect(within(paid!).queryByRole('link', { name: /Betalen/ })).toBeNull();
  });

  it('says an open invoice under a mandate is collected instead of offering to pay it', async () => {
    renderInvoices([
      invoice({ status: { value: 'open', label: 'Openstaand' }, collectedByDirectDebit: true }),
    ]);
    expect(await screen.findByText('Wordt automatisch afgeschreven', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Betalen/ })).toBeNull();
  });

  it("says 'Geen gegevens beschikbaar' without invoices", async () => {
    renderInvoices([]);
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });

  it('asks the api for one page of ten at a time and pages through it with the pager', async () => {
    const pageOf = (page: number) =>
      Array.from({ length: page === 3 ? 3 : 10 }, (_, index) =>
        invoice({ uuid: `i-${page}-${index}`, number: `F${page}${String(index).padStart(5, '0')}` }),
      );
    const { calls, currentSearch } = renderScreen(<InvoicesScreen />, {
      screen: 'invoices',
      answers: {
        myInvoices: (variables) => ({
          myInvoices: { totalCount: 23, nodes: pageOf(Number(variables.page)) },
        }),
      },
    });
    expect(await screen.findByText('F100000', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.operation === 'myInvoices').map((call) => call.variables)).toEqual([
      FIRST_PAGE,
    ]);
    // 23 invoices are three pages; the third holds the last three.
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(await screen.findByText('F300002', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('F100000')).toBeNull();
    expect(calls.filter((call) => call.operation === 'myInvoices').at(-1)?.variables).toEqual({
      ...FIRST_PAGE,
      page: 3,
    });
    // The page is in the URL: a link to it can be shared, back and forward restore it.
    expect(currentSearch()).toBe('?pagina=3');
  });

  it('shows the period of each invoice, and says how many invoices there are', async () => {
    renderInvoices([
      invoice({ period: { from: '2026-01-01', till: '2026-12-31' } }),
      invoice({ uuid: 'i-2', number: 'F100002', period: null }),
    ]);
    const table = await screen.findByRole('table', {}, SLOW);
    const [, yearly, card] = within(table).getAllByRole('row');
    expect(within(yearly!).getByText('01-01-2026 t/m 31-12-2026')).toBeInTheDocument();
    expect(within(card!).getByText('-')).toBeInTheDocument();
    expect(await findLiveRegion('status', '2 resultaten')).toBeInTheDocument();
  });

  it('opens on the page, search, status and sort of the URL, and asks the api for exactly that', async () => {
    const { calls } = renderScreen(<InvoicesScreen />, {
      screen: 'invoices',
      query: { pagina: '2', zoeken: 'pas', status: 'open', sorteren: 'amount', volgorde: 'asc' },
      answers: {
        myInvoices: () => ({ myInvoices: { totalCount: 11, page: 2, pageSize: 10, nodes: [invoice({})] } }),
      },
    });
    expect(await screen.findByText('F100001', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'myInvoices')?.variables).toEqual({
      page: 2,
      pageSize: 10,
      search: 'pas',
      status: 'open',
      sort: 'amount',
      order: 'asc',
    });
    expect(screen.getByRole('searchbox', { name: 'Zoeken op factuurnummer of omschrijving' })).toHaveValue(
      'pas',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  });

  it('searches in the api, from page 1, with the words in the URL', async () => {
    const { calls, currentSearch } = renderScreen(<InvoicesScreen />, {
      screen: 'invoices',
      query: { pagina: '2' },
      answers: {
        myInvoices: () => ({ myInvoices: { totalCount: 1, page: 1, pageSize: 10, nodes: [invoice({})] } }),
      },
    });
    await screen.findByText('F100001', {}, SLOW);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' registerpas ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'myInvoices').at(-1)?.variables).toEqual({
        ...FIRST_PAGE,
        search: 'registerpas',
      }),
    );
    expect(currentSearch()).toBe('?zoeken=registerpas');
  });

  it('shows each invoice as a card below 600 px, with its amount, status and action in view', async () => {
    narrowScreen(true);
    try {
      renderInvoices([invoice({ status: { value: 'open', label: 'Openstaand' }, amountCents: 8000 })]);
      const cards = await screen.findByRole('list', { name: 'Facturen' }, SLOW);
      expect(screen.queryByRole('table')).toBeNull();
      const [card] = within(cards).getAllByRole('listitem');
      expect(within(card!).getByText('F100001')).toBeInTheDocument();
      expect(within(card!).getByText('Bedrag').nextSibling).toHaveTextContent('€ 80,00');
      expect(within(card!).getByText('Status').nextSibling).toHaveTextContent('Openstaand');
      expect(within(card!).getByRole('link', { name: 'Betalen factuur F100001' })).toBeInTheDocument();
      // No column headings to sort with: a labelled choice instead.
      expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('date:desc');
    } finally {
      narrowScreen(false);
    }
  });

  it("says a failed read with 'Opnieuw proberen', never as an empty list", async () => {
    let up = false;
    renderScreen(<InvoicesScreen />, {
      screen: 'invoices',
      answers: {
        myInvoices: () =>
          up ? { myInvoices: { totalCount: 1, nodes: [invoice({})] } } : new Error('netwerk'),
      },
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Geen gegevens beschikbaar')).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('F100001', {}, SLOW)).toBeInTheDocument();
  });

  it('shows no rows of the page before when another page cannot be read', async () => {
    renderScreen(<InvoicesScreen />, {
      screen: 'invoices',
      answers: {
        myInvoices: (variables) =>
          variables.page === 1
            ? { myInvoices: { totalCount: 23, nodes: [invoice({})] } }
            : new Error('netwerk'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagina 2' }, SLOW));
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('F100001')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('makes one PDF at a time, and says which one is being made', async () => {
    const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderInvoices([invoice({}), invoice({ uuid: 'i-2', number: 'F100002' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'PDF van factuur F100002' }, SLOW));
    expect(await findLiveRegion('status', 'De PDF van factuur F100002 wordt gemaakt...')).toBeInTheDocument();
    const other = screen.getByRole('button', { name: 'PDF van factuur F100001' });
    expect(other).toBeDisabled();
    fireEvent.click(other);
    fireEvent.click(screen.getByRole('button', { name: /PDF van factuur F100002/ }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says in one place when a PDF could not be made', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 500 })) as unknown as typeof fetch;
    renderInvoices([invoice({}), invoice({ uuid: 'i-2', number: 'F100002' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'PDF van factuur F100002' }, SLOW));
    expect(await screen.findByText(DOCUMENT_FAILURE, {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('downloads the PDF of one invoice through generate-dynamic-template', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF']) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInvoices([invoice({})]);
    fireEvent.click(await screen.findByRole('button', { name: 'PDF van factuur F100001' }, SLOW));
    await waitFor(() => expect(saved).toEqual(['factuur-F100001.pdf']));
    expect(fetchMock).toHaveBeenCalledWith(
      '/generate-dynamic-template',
      expect.objectContaining({ body: JSON.stringify({ template: 'invoice', uuid: 'i-1' }) }),
    );
  });
});
