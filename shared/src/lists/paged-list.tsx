import type { ReactNode } from 'react';
import type { ClientQueryState } from '@portal/shared/data';
import { NO_DATA, QueryContent } from '../ui/load-states';
import { ListCards } from './list-cards';
import { ListControls, type ListFilter } from './list-controls';
import { ListTable } from './list-table';
import type { ListUrlState } from './list-url-state';
import type { PagedListColumn } from './paged-list-types';
import { Pager } from './pager';
import { resultCountText } from './result-count';
import { useNarrowScreen } from './use-narrow-screen';
import './paged-list.css';

export interface PagedListProps<TData, Row, Sort extends string> {
  /** The list's name for screen readers ('Facturen'). */
  label: string;
  /** The read of the current page (its variables from `listVariables(list.state, pageSize)`). */
  query: ClientQueryState<TData>;
  /** Where the page sits in the answer: the api's page type. */
  pageOf: (data: TData) => { nodes: readonly Row[]; totalCount: number };
  columns: ReadonlyArray<PagedListColumn<Row>>;
  rowKey: (row: Row) => string;
  pageSize: number;
  list: ListUrlState<Sort>;
  search?: { label: string };
  filters?: readonly ListFilter[];
  /** The screen's own messages, in the list's status regions. */
  error?: ReactNode;
  status?: ReactNode;
}

/**
 * A list of the api's page type (issue 37): page, search, filters and sort held in the URL; each page
 * read from the api, never a whole list filtered here; the count of results said in a status region;
 * a plain table from 600 px and cards below it (issue 36), with 'Geen gegevens beschikbaar' when
 * nothing is left, and the pager below.
 */
export function PagedList<TData, Row, Sort extends string>(props: PagedListProps<TData, Row, Sort>) {
  const { label, query, pageOf, columns, rowKey, pageSize, list, search, filters, error, status } = props;
  const narrow = useNarrowScreen();
  const { state } = list;
  const sortable = columns.filter((column) => column.sort);
  const shown = query.data ? pageOf(query.data) : null;
  return (
    <div className="portal-paged-list">
      <ListControls
        list={list}
        search={search}
        filters={filters}
        sorts={narrow ? sortable.map((column) => ({ sort: column.sort!, title: column.title })) : undefined}
      />
      {/* In the page from the first render, empty until an answer: a status region inserted already
          filled is often not read out, and each new count (another page, filter or search) is. */}
      <p role="status" className="portal-paged-list__count">
        {shown ? (shown.totalCount === 0 ? NO_DATA : resultCountText(shown.totalCount)) : null}
      </p>
      {/* Another page keeps the rows, marked as loading; a page that failed shows no rows at all (the
          read holds no data of other variables), the same page read again keeps its rows. */}
      <QueryContent query={query} error={error} status={status}>
        {(data) => {
          const { nodes, totalCount } = pageOf(data);
          return (
            <>
              {totalCount === 0 ? null : narrow ? (
                <ListCards
                  label={label}
                  rows={nodes}
                  rowKey={rowKey}
                  columns={columns}
                  loading={query.loading}
                />
              ) : (
                <ListTable<Row>
                  label={label}
                  rows={nodes}
                  rowKey={rowKey}
                  columns={columns}
                  loading={query.loading}
                  sorting={{
                    sort: state.sort,
                    order: state.order,
                    onSort: (sort, order) => list.change({ sort: sort as Sort, order }),
                  }}
                />
              )}
              <Pager
                page={state.page}
                pageSize={pageSize}
                total={totalCount}
                narrow={narrow}
                onChange={(page) => list.change({ page })}
              />
            </>
          );
        }}
      </QueryContent>
    </div>
  );
}
