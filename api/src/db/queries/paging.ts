/**
 * The SQL side of the portal's one page type (schema/paging.ts): a page cut with LIMIT/OFFSET, the
 * count of the whole filtered list, a sort on a known column with a stable tie-break, and a search
 * pattern with LIKE's own characters escaped.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

export type SortOrder = 'asc' | 'desc';

export interface PageRequest<Sort extends string> {
  page: number;
  pageSize: number;
  offset: number;
  /** Trimmed; null when there is nothing to look for. */
  search: string | null;
  sort: Sort;
  order: SortOrder;
}

export interface Page<Node> {
  nodes: Node[];
  /** Every row the filters and the search leave, not just this page's. */
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `%words%` for ILIKE, with `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `column ILIKE pattern` that reads `\` as LIKE's escape on PostgreSQL and PGlite alike. */
export function ilikeEscaped(column: AnyColumn | SQL, pattern: string): SQL {
  return sql`${column} ILIKE ${pattern} ESCAPE '\\'`;
}

/** The ORDER BY of a page: the chosen column, then the tie-breaks, so pages never overlap. */
export function orderOf(column: AnyColumn | SQL, order: SortOrder, ...tieBreaks: SQL[]): SQL[] {
  return [order === 'asc' ? asc(column) : desc(column), ...tieBreaks];
}
