/**
 * `@portal/shared/lists`: the paged list of the api's page type (issue 37) and its URL state, drawn as
 * a plain table (cards on a phone) with a pager: no antd.
 */
export { PagedList, type PagedListProps } from './paged-list';
export type { PagedListColumn } from './paged-list-types';
export { RowsTable, type RowsTableProps } from './rows-table';
export { ListTable, type ListTableProps, type TableSort } from './list-table';
export { Pager, PAGER_TEXT, pagerItems, type PagerProps } from './pager';
export {
  ListControls,
  ALL_OPTION,
  SEARCH_BUTTON,
  type ListFilter,
  type ListSortOption,
} from './list-controls';
export {
  useListUrlState,
  readListState,
  writeListState,
  listVariables,
  LIST_PARAMS,
  type ListState,
  type ListStateOptions,
  type ListUrlState,
  type SortOrder,
} from './list-url-state';
export { resultCountText } from './result-count';
export { useNarrowScreen, CARDS_BELOW_PX } from './use-narrow-screen';
export {
  INVOICE_LIST_OPTIONS,
  INVOICE_STATUS_OPTIONS,
  invoicePeriodText,
  type InvoiceSort,
} from './invoice-list';
