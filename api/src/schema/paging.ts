/**
 * One page type and one set of paging rules for every list of the portal (issue 37): the invoice list
 * now, the employer's and provider's lists next. A list field takes `page`, `pageSize`, `search`,
 * `sort` and `order` (plus its own filters), checks them with the shared validation engine (Dutch
 * errors, nothing read), and answers `nodes`, `totalCount`, `page` and `pageSize`. Paging, search,
 * filters and sort all happen in SQL (`db/queries/paging.ts`): never a whole list in memory.
 */
import type { ObjectRef } from '@pothos/core';
import type { ValidationRules } from '@portal/shared/validation';
import { builder } from '../builder';
import { validateOrThrow } from '../graphql-errors';
import type { Page, PageRequest, SortOrder } from '../db/queries/paging';

export type { Page, PageRequest, SortOrder } from '../db/queries/paging';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** At most this many rows a page: a phone shows ten, a CSV export pages through the rest. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;
/** A search longer than this is no search a person types. */
const MAX_SEARCH_LENGTH = 100;

export interface ListRules<Sort extends string> {
  /** The columns a list may be sorted on, by their names in the api. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder: SortOrder;
  /** The list's own filter arguments, in the shared engine's rule strings. */
  filters?: ValidationRules;
}

/** The paging arguments every list field takes (its own filters beside them). */
export const pageArgs = builder.args((t) => ({
  page: t.int({ required: false, description: '1-based; 1 when left out.' }),
  pageSize: t.int({
    required: false,
    description: `Rows a page, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when left out.`,
  }),
  search: t.string({ required: false, description: 'Words to look for; the list says in which columns.' }),
  sort: t.string({ required: false, description: 'A column the list may be sorted on.' }),
  order: t.string({ required: false, description: "'asc' or 'desc'." }),
}));

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: string | null;
  order?: string | null;
}

/**
 * One rules object per list: the engine compiles rules once per object, and a new object on every
 * request made it stringify them again each time (JSON.stringify of the rules as its cache key).
 */
const validationRules = new WeakMap<ListRules<string>, ValidationRules>();

function validationRulesOf(rules: ListRules<string>): ValidationRules {
  let merged = validationRules.get(rules);
  if (!merged) {
    merged = {
      page: 'nullable|integer|min:1',
      pageSize: `nullable|integer|min:1|max:${MAX_PAGE_SIZE}`,
      search: `nullable|max:${MAX_SEARCH_LENGTH}`,
      sort: `nullable|in:${rules.sorts.join(',')}`,
      order: 'nullable|in:asc,desc',
      ...rules.filters,
    };
    validationRules.set(rules, merged);
  }
  return merged;
}

/**
 * The arguments checked against the page rules and the list's own (Dutch errors on the field, the
 * request refused whole), with their defaults filled in.
 */
export function pageRequest<Sort extends string>(
  args: PageArgs & Readonly<Record<string, unknown>>,
  rules: ListRules<Sort>,
): PageRequest<Sort> {
  validateOrThrow(args, validationRulesOf(rules));
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  const search = args.search?.trim() ?? '';
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    search: search === '' ? null : search,
    sort: (args.sort as Sort | null | undefined) ?? rules.defaultSort,
    order: (args.order as SortOrder | null | undefined) ?? rules.defaultOrder,
  };
}

/** `<Name>` with `nodes`, `totalCount`, `page` and `pageSize`: the one shape of a page. */
export function pageType<Node>(name: string, nodeRef: ObjectRef<BuilderTypes, Node>) {
  return builder.objectRef<Page<Node>>(name).implement({
    description: 'One page of a list, cut in the database, with the count of the whole (filtered) list.',
    fields: (t) => ({
      nodes: t.field({ type: [nodeRef], resolve: (page) => page.nodes }),
      totalCount: t.exposeInt('totalCount', {
        description: 'Every row the filters and search leave, not just this page: for the pager.',
      }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });
}
