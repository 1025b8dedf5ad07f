import type { ReactNode } from 'react';
import type { PagedListColumn } from './paged-list-types';
import './paged-list.css';

export interface ListCardsProps<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<PagedListColumn<Row>>;
  loading: boolean;
}

/**
 * The rows of a paged list as cards, for screens below 600 px: the title column heads each card,
 * every other value stands with its label (amount and status included), the actions at the bottom, so
 * nothing of a row is out of sight or sideways.
 */
export function ListCards<Row>({ label, rows, rowKey, columns, loading }: ListCardsProps<Row>) {
  const title = columns.find((column) => column.card === 'title');
  const fields = columns.filter((column) => (column.card ?? 'field') === 'field');
  const actions = columns.filter((column) => column.card === 'action');
  return (
    <ul className="portal-list-cards" aria-label={label} aria-busy={loading}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="portal-list-cards__card">
          {title ? <p className="portal-list-cards__title">{title.render(row)}</p> : null}
          <dl className="portal-list-cards__fields">
            {fields.map((column) => (
              <div key={column.key} className="portal-list-cards__field">
                <dt>{column.title}</dt>
                <dd>{column.render(row) as ReactNode}</dd>
              </div>
            ))}
          </dl>
          {actions.map((column) => (
            <div key={column.key} className="portal-list-cards__actions">
              {column.render(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
