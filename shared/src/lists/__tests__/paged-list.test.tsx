import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useNavigate } from '@portal/shared/router';
import { useClientQuery } from '../../data/use-client-query';
import { findLiveRegion } from '../../../testing/live-regions';
import { renderScreen } from '../../../testing/render-screen';
import { LOAD_FAILED } from '../../ui/load-states';
import { listVariables, useListUrlState, type ListStateOptions } from '../list-url-state';
import { PagedList } from '../paged-list';
import type { PagedListColumn } from '../paged-list-types';

jest.setTimeout(30000);

type Row = { id: string; name: string; amount: string; status: string };
type ListQuery = { people: { totalCount: number; nodes: Row[] } };
const LIST_QUERY: TypedDocumentNode<ListQuery, Record<string, unknown>> = gql`
  query people($page: Int, $pageSize: Int, $search: String, $sort: String, $order: String, $status: String) {
    people(page: $page, pageSize: $pageSize, search: $search, sort: $sort, order: $order, status: $status) {
      totalCount
      nodes {
        id
        name
        amount
        status
      }
    }
  }
`;

const OPTIONS: ListStateOptions<'name' | 'amount'> = {
  sorts: ['name', 'amount'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: { status: ['open', 'paid'] },
};

const COLUMNS: Array<PagedListColumn<Row>> = [
  { key: 'name', title: 'Naam', sort: 'name', card: 'title', render: (row) => row.name },
  { key: 'amount', title: 'Bedrag', sort: 'amount', render: (row) => row.amount },
  { key: 'status', title: 'Status', render: (row) => row.status },
  {
    key: 'action',
    title: 'Acties',
    card: 'action',
    render: (row) => <a href={`#${row.id}`}>Bekijk {row.name}</a>,
  },
];

function People() {
  const navigate = useNavigate();
  const list = useListUrlState(OPTIONS);
  const query = useClientQuery(LIST_QUERY, listVariables(list.state, 2));
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        Bijwerken
      </button>
      {/* The browser's back button, as the router sees it. */}
      <button type="button" onClick={() => void navigate(-1)}>
        Terug
      </button>
      <PagedList
        label="Personen"
        query={query}
        pageOf={(data) => data.people}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        pageSize={2}
        list={list}
        search={{ label: 'Zoeken op naam' }}
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: 'open', label: 'Open' },
              { value: 'paid', label: 'Betaald' },
            ],
          },
        ]}
      />
    </>
  );
}

const ROWS: Row[] = [
  { id: '1', name: 'Anna', amount: '€ 80,00', status: 'Open' },
  { id: '2', name: 'Bram', amount: '€ 5,00', status: 'Betaald' },
  { id: '3', name: 'Cees', amount: '€ 1,00', status: 'Open' },
];

/** The api's side: search, filter, sort and page over ROWS, as SQL would. */
function answer(variables: Record<string, unknown>): ListQuery {
  const matching = ROWS.filter(
    (row) =>
      (!variables.search || row.name.toLowerCase().includes(String(variables.search).toLowerCase())) &&
      (!variables.status || row.status === (variables.status === 'open' ? 'Open' : 'Betaald')),
  );
  const page = Number(variables.page);
  return { people: { totalCount: matching.length, nodes: matching.slice((page - 1) * 2, page * 2) } };
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const reads = (calls: Array<{ operation: string; variables: Record<string, unknown> }>) =>
  calls.filter((call) => call.operation === 'people').map((call) => call.variables);

beforeEach(() => setNarrow(false));

describe('PagedList', () => {
  it('reads each page from the api, says the count, and keeps the page in the URL', async () => {
    const { calls, currentSearch } = renderScreen(<People />, { answers: { people: answer } });
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(await findLiveRegion('status', '3 resultaten')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Personen' })).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('Cees')).toBeInTheDocument();
    expect(screen.queryByText('Anna')).toBeNull();
    expect(currentSearch()).toBe('?pagina=2');
    expect(reads(calls).at(-1)).toEqual({
      page: 2,
      pageSize: 2,
      search: null,
      sort: 'name',
      order: 'asc',
      status: null,
    });
    // Back restores page 1, read from the api again.
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(currentSearch()).toBe('');
    expect(reads(calls).at(-1)).toMatchObject({ page: 1 });
  });

  it('restores page, search, filter and sort from a shared link', async () => {
    const { calls } = renderScreen(<People />, {
      query: { pagina: '1', zoeken: 'an', status: 'open', sorteren: 'amount', volgorde: 'desc' },
      answers: { people: answer },
    });
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(reads(calls)).toEqual([
      { page: 1, pageSize: 2, search: 'an', sort: 'amount', order: 'desc', status: 'open' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Zoeken op naam' })).toHaveValue('an');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByRole('columnheader', { name: /Bedrag/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores what it does not know in the URL instead of sending it to the api', async () => {
    const { calls } = renderScreen(<People />, {
      query: { pagina: '-3', sorteren: 'wachtwoord', status: 'alles' },
      answers: { people: answer },
    });
    await screen.findByText('Anna');
    expect(reads(calls)).toEqual([
      { page: 1, pageSize: 2, search: null, sort: 'name', order: 'asc', status: null },
    ]);
  });

  it('filters and searches in the api, from page 1, each a new history entry', async () => {
    const { calls, currentSearch, navigationType } = renderScreen(<People />, {
      query: { pagina: '2' },
      answers: { people: answer },
    });
    await screen.findByText('Cees');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'paid' } });
    expect(await screen.findByText('Bram')).toBeInTheDocument();
    expect(currentSearch()).toBe('?status=paid');
    expect(navigationType()).toBe('PUSH');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    // Nothing left: the empty text, no table.
    expect(await findLiveRegion('status', 'Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(reads(calls).at(-1)).toMatchObject({ page: 1, search: 'zzz', status: 'paid' });
  });

  it('sorts with the button in the column heading, the other way round when pressed again', async () => {
    const { calls, currentSearch } = renderScreen(<People />, { answers: { people: answer } });
    await screen.findByText('Anna');
    const heading = screen.getByRole('columnheader', { name: /Bedrag/ });
    expect(heading).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');
    // A real button in the heading: in the tab order, Enter and Space press it.
    fireEvent.click(within(heading).getByRole('button', { name: 'Bedrag' }));
    await waitFor(() => expect(currentSearch()).toBe('?sorteren=amount&volgorde=asc'));
    await waitFor(() => expect(reads(calls).at(-1)).toMatchObject({ sort: 'amount', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Bedrag/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Bedrag/ })).getByRole('button'));
    await waitFor(() => expect(currentSearch()).toBe('?sorteren=amount&volgorde=desc'));
  });

  it('offers the pages in a navigation landmark, the current one marked', async () => {
    renderScreen(<People />, { answers: { people: answer } });
    await screen.findByText('Anna');
    const pager = screen.getByRole('navigation', { name: 'Paginering' });
    expect(within(pager).getByRole('button', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    const next = within(pager).getByRole('button', { name: 'Volgende pagina' });
    next.focus();
    fireEvent.click(next);
    expect(await screen.findByText('Cees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
    // The arrow that turned disabled does not drop the focus: it is on the current page.
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveFocus();
  });

  it('shows cards below 600 px with every value and the action in view', async () => {
    setNarrow(true);
    renderScreen(<People />, { answers: { people: answer } });
    const cards = await screen.findByRole('list', { name: 'Personen' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByText('Anna')).toBeInTheDocument();
    expect(within(first!).getByText('Bedrag').nextSibling).toHaveTextContent('€ 80,00');
    expect(within(first!).getByText('Status').nextSibling).toHaveTextContent('Open');
    expect(within(first!).getByRole('link', { name: 'Bekijk Anna' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('name:asc');
    // On a phone the pager says where one is instead of offering every page.
    expect(screen.getByRole('navigation', { name: 'Paginering' })).toHaveTextContent('Pagina 1 van 2');
  });

  it('keeps the rows and announces the failure when reading them again fails', async () => {
    let up = true;
    renderScreen(<People />, {
      answers: { people: (variables) => (up ? answer(variables) : new Error('netwerk')) },
    });
    await screen.findByText('Anna');
    up = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bijwerken' }));
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    // The same page read again: its rows stay, the failure is said above them.
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('shows no rows of the page before when another page cannot be read', async () => {
    renderScreen(<People />, {
      answers: { people: (variables) => (variables.page === 1 ? answer(variables) : new Error('netwerk')) },
    });
    await screen.findByText('Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Anna')).toBeNull();
  });
});
