import type { ReactNode } from 'react';
import type { PagedListColumn } from './paged-list-types';
import type { SortOrder } from './list-url-state';
import './list-table.css';

/** The sort a table's headings show and change: the column's api sort name and its order. */
export interface TableSort {
  sort: string;
  order: SortOrder;
  /** A heading pressed: its column, ascending first, the other way round when it was sorted already. */
  onSort: (sort: string, order: SortOrder) => void;
}

export interface ListTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<PagedListColumn<Row>>;
  /** Another page is being read: the rows stay, dimmed and marked busy. */
  loading?: boolean;
  sorting?: TableSort;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeading({ title, sort, sorting }: { title: string; sort: string; sorting: TableSort }) {
  const current = sorting.sort === sort ? sorting.order : null;
  return (
    <button
      type="button"
      className="portal-table__sort"
      onClick={() => sorting.onSort(sort, current === 'asc' ? 'desc' : 'asc')}
    >
      {title}
      <span
        className={`portal-table__sort-mark${current ? ` portal-table__sort-mark--${current}` : ''}`}
        aria-hidden="true"
      />
    </button>
  );
}

/**
 * A list's rows as a plain table in the look of antd's Table with the portal theme (issue 39/42: antd's
 * Table and Pagination were most of a list screen's script). Sortable columns have a button in their
 * heading (in the tab order, Enter or Space sorts) and the sorted one says its order in `aria-sort`.
 */
export function ListTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  loading = false,
  sorting,
}: ListTableProps<Row>) {
  return (
    <div className="portal-table__scroll">
      <table className="portal-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'right' ? 'portal-table__cell--right' : undefined}
                aria-sort={
                  column.sort && sorting?.sort === column.sort ? ARIA_SORT[sorting.order] : undefined
                }
              >
                {column.sort && sorting ? (
                  <SortHeading title={column.title} sort={column.sort} sorting={sorting} />
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={column.align === 'right' ? 'portal-table__cell--right' : undefined}
                >
                  {column.render(row) as ReactNode}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
