import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';

export type SortOrder = 'asc' | 'desc';

/** What a paged list asks of the api, as its URL holds it. */
export interface ListState<Sort extends string = string> {
  page: number;
  search: string;
  sort: Sort;
  order: SortOrder;
  /** The list's filters by name; '' is no filter. */
  filters: Readonly<Record<string, string>>;
}

export interface ListStateOptions<Sort extends string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder: SortOrder;
  /**
   * Each filter's name and the values it may take: a list, or a test for free values (a day
   * 'YYYY-MM-DD' of a date range).
   */
  filters?: Readonly<Record<string, readonly string[] | ((value: string) => boolean)>>;
}

/** The URL's parameter names, in Dutch as the rest of the portal's URLs. */
export const LIST_PARAMS = { page: 'pagina', search: 'zoeken', sort: 'sorteren', order: 'volgorde' } as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The list's state read from the URL; a value the list does not know falls back to its default. */
export function readListState<Sort extends string>(
  params: URLSearchParams,
  options: ListStateOptions<Sort>,
): ListState<Sort> {
  const page = Number(params.get(LIST_PARAMS.page));
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(options.filters ?? {})) {
    const value = params.get(name);
    filters[name] =
      typeof allowed === 'function'
        ? value !== null && allowed(value)
          ? value
          : ''
        : oneOf(value, allowed, '');
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get(LIST_PARAMS.search)?.trim() ?? '',
    sort: oneOf(params.get(LIST_PARAMS.sort), options.sorts, options.defaultSort),
    order: oneOf(params.get(LIST_PARAMS.order), ['asc', 'desc'] as const, options.defaultOrder),
    filters,
  };
}

/** The URL of a state: only what differs from the defaults, so a plain list keeps a plain URL. */
export function writeListState<Sort extends string>(
  state: ListState<Sort>,
  options: ListStateOptions<Sort>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set(LIST_PARAMS.page, String(state.page));
  if (state.search) params.set(LIST_PARAMS.search, state.search);
  if (state.sort !== options.defaultSort || state.order !== options.defaultOrder) {
    params.set(LIST_PARAMS.sort, state.sort);
    params.set(LIST_PARAMS.order, state.order);
  }
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  return params;
}

export interface ListUrlState<Sort extends string> {
  state: ListState<Sort>;
  /** A new page, search, sort or filter: a new history entry, so back and forward restore it. */
  change: (next: Partial<Omit<ListState<Sort>, 'filters'>> & { filters?: Record<string, string> }) => void;
}

/**
 * A paged list's page, search, sort and filters held in the URL: back and forward restore them and a
 * link can be shared. Any change but the page goes back to page 1 (the old page may not exist).
 */
export function useListUrlState<Sort extends string>(options: ListStateOptions<Sort>): ListUrlState<Sort> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, options), [params, options]);
  const change = useCallback<ListUrlState<Sort>['change']>(
    (next) => {
      const merged: ListState<Sort> = {
        ...state,
        ...next,
        filters: { ...state.filters, ...next.filters },
        page: next.page ?? 1,
      };
      setParams(writeListState(merged, options));
    },
    [state, options, setParams],
  );
  return { state, change };
}

/** The api's paging variables of a state: `page`, `pageSize`, `search`, `sort`, `order`, filters. */
export function listVariables<Sort extends string>(state: ListState<Sort>, pageSize: number) {
  const filters = Object.fromEntries(
    Object.entries(state.filters).map(([name, value]) => [name, value === '' ? null : value]),
  );
  return {
    page: state.page,
    pageSize,
    search: state.search === '' ? null : state.search,
    sort: state.sort,
    order: state.order,
    ...filters,
  };
}
