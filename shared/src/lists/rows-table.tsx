import { NO_DATA } from '../ui/load-states';
import { ListCards } from './list-cards';
import { ListTable } from './list-table';
import type { PagedListColumn } from './paged-list-types';
import { useNarrowScreen } from './use-narrow-screen';

export interface RowsTableProps<Row> {
  /** Names the table (or the list of cards) for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<PagedListColumn<Row>>;
}

/**
 * A short list of rows that needs no pages (a professional's VOGs): a plain table from 600 px, the
 * paged list's cards below it (issue 36: tables on phones become cards, each value beside its label,
 * nothing sideways at 320 px), and 'Geen gegevens beschikbaar' when there are none.
 */
export function RowsTable<Row>({ label, rows, rowKey, columns }: RowsTableProps<Row>) {
  const narrow = useNarrowScreen();
  if (rows.length === 0) return <p>{NO_DATA}</p>;
  return narrow ? (
    <ListCards label={label} rows={rows} rowKey={rowKey} columns={columns} loading={false} />
  ) : (
    <ListTable<Row> label={label} rows={rows} rowKey={rowKey} columns={columns} />
  );
}
