import { render, screen, within } from '@testing-library/react';
import { RowsTable } from '../rows-table';
import type { PagedListColumn } from '../paged-list-types';

interface Vog {
  uuid: string;
  issuedOn: string;
  validUntil: string;
}

const COLUMNS: Array<PagedListColumn<Vog>> = [
  { key: 'issuedOn', title: 'Datum van afgifte', render: (row) => row.issuedOn },
  { key: 'validUntil', title: 'Geldig tot', render: (row) => row.validUntil },
];
const ROWS: Vog[] = [
  { uuid: 'a', issuedOn: '01-10-2026', validUntil: '01-10-2029' },
  { uuid: 'b', issuedOn: '01-10-2023', validUntil: '01-10-2026' },
];

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const table = (rows: Vog[]) => (
  <RowsTable<Vog> label="VOG's" rows={rows} rowKey={(row) => row.uuid} columns={COLUMNS} />
);

describe('RowsTable', () => {
  it('is a table with a row per record on a wide screen', () => {
    setNarrow(false);
    render(table(ROWS));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('01-10-2026');
  });

  it('is a list of cards on a phone, each value with its label, and no table', () => {
    setNarrow(true);
    render(table(ROWS));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: "VOG's" })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Datum van afgifte', 'Geldig tot']);
    expect(within(cards[1]!).getAllByRole('definition')[1]).toHaveTextContent('01-10-2026');
  });

  it("says 'Geen gegevens beschikbaar' without records, on a phone too", () => {
    setNarrow(true);
    render(table([]));
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });
});
