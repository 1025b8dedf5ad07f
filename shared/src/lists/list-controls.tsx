import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../ui/button-class';
import type { ListUrlState } from './list-url-state';

export interface ListFilter {
  /** The api's argument and the URL's parameter. */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface ListSortOption {
  sort: string;
  title: string;
}

/** 'Alle' in a filter: no filter. */
export const ALL_OPTION = 'Alle';
export const SEARCH_BUTTON = 'Zoeken';

export interface ListControlsProps<Sort extends string> {
  list: ListUrlState<Sort>;
  search?: { label: string };
  filters?: readonly ListFilter[];
  /** Given on narrow screens, where there are no column headings to sort with. */
  sorts?: readonly ListSortOption[];
}

function SearchForm<Sort extends string>({ list, label }: { list: ListUrlState<Sort>; label: string }) {
  const id = useId();
  const [words, setWords] = useState(list.state.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.change({ search: words.trim() });
  };
  return (
    <form role="search" className="portal-list-controls__search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <span className="portal-list-controls__row">
        <input
          id={id}
          type="search"
          value={words}
          enterKeyHint="search"
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className={buttonClass()}>
          {SEARCH_BUTTON}
        </button>
      </span>
    </form>
  );
}

/**
 * Search, filters and (on a phone) the sort of a paged list: plain labelled controls, each change a
 * new URL (so back undoes it), the list read again from the api.
 */
export function ListControls<Sort extends string>({ list, search, filters, sorts }: ListControlsProps<Sort>) {
  const baseId = useId();
  const { state } = list;
  return (
    <div className="portal-list-controls">
      {/* Keyed on the URL's search: back and forward put the words of that entry in the field. */}
      {search ? <SearchForm key={state.search} list={list} label={search.label} /> : null}
      {filters?.map((filter) => (
        <div key={filter.name} className="portal-list-controls__field">
          <label htmlFor={`${baseId}-${filter.name}`}>{filter.label}</label>
          <select
            id={`${baseId}-${filter.name}`}
            value={state.filters[filter.name] ?? ''}
            onChange={(event) => list.change({ filters: { [filter.name]: event.target.value } })}
          >
            <option value="">{ALL_OPTION}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {sorts && sorts.length > 0 ? (
        <div className="portal-list-controls__field">
          <label htmlFor={`${baseId}-sort`}>Sorteren op</label>
          <select
            id={`${baseId}-sort`}
            value={`${state.sort}:${state.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as [Sort, 'asc' | 'desc'];
              list.change({ sort, order });
            }}
          >
            {sorts.flatMap((option) => [
              <option key={`${option.sort}:asc`} value={`${option.sort}:asc`}>
                {option.title} (oplopend)
              </option>,
              <option key={`${option.sort}:desc`} value={`${option.sort}:desc`}>
                {option.title} (aflopend)
              </option>,
            ])}
          </select>
        </div>
      ) : null}
    </div>
  );
}
