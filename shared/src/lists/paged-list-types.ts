import type { ReactNode } from 'react';

export interface PagedListColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** The api's sort name when the list can be sorted on this column. */
  sort?: string;
  align?: 'right';
  /** On a card: 'title' heads it, 'action' stands below without a label, 'field' (default) label and value. */
  card?: 'title' | 'field' | 'action';
}
