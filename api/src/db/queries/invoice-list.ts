/**
 * A user's invoices as listed on 'Mijn facturen': number, date, description, total, status, period.
 * One page of the portal's page type (db/queries/paging.ts): owner, filter, search, sort, count and
 * cut all in SQL, so another user's invoices are never read, let alone counted.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoiceLines, invoices, INVOICE_STATUSES } from '../schema';
import type { InvoiceRow } from './invoices';
import { invoiceDescriptionOf } from '../../domain/invoice-description';
import { containsPattern, ilikeEscaped, orderOf, type Page, type PageRequest } from './paging';

export interface InvoiceSummary {
  invoice: InvoiceRow;
  description: string;
  amountCents: number;
}

export type InvoicePage = Page<InvoiceSummary>;

/** What the list may be sorted on: 'date' (made), 'dueDate', 'number', 'amount', 'status'. */
export const INVOICE_SORTS = ['date', 'dueDate', 'number', 'amount', 'status'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export interface InvoiceFilters {
  status: (typeof INVOICE_STATUSES)[number] | null;
}

/** The invoice's total: the sum of its lines (a discount line is negative). */
const amountOf = sql<number>`(SELECT COALESCE(SUM(${invoiceLines.amountCents}), 0) FROM ${invoiceLines} WHERE ${invoiceLines.invoiceId} = ${invoices.id})`;

/** 'F9' before 'F10': the numbers share one prefix, so the shorter one is the lower. */
const numberOrder = (order: 'asc' | 'desc'): SQL[] =>
  order === 'asc'
    ? [asc(sql`length(${invoices.number})`), asc(invoices.number)]
    : [desc(sql`length(${invoices.number})`), desc(invoices.number)];

function orderBy(sort: InvoiceSort, order: 'asc' | 'desc'): SQL[] {
  // Newest first breaks every tie, then the id: one order on either database, pages never overlap.
  const tieBreaks = [desc(invoices.createdAt), ...numberOrder('desc'), asc(invoices.id)];
  switch (sort) {
    case 'number':
      return [...numberOrder(order), asc(invoices.id)];
    case 'dueDate':
      return orderOf(invoices.dueDate, order, ...tieBreaks);
    case 'amount':
      return orderOf(amountOf, order, ...tieBreaks);
    case 'status':
      return orderOf(invoices.status, order, ...tieBreaks);
    case 'date':
      return orderOf(invoices.createdAt, order, ...numberOrder(order), asc(invoices.id));
  }
}

/** The owner's invoices that the filters and search leave: the number or a line's description. */
function matching(owner: SQL, request: PageRequest<InvoiceSort>, filters: InvoiceFilters): SQL {
  const conditions: SQL[] = [owner];
  if (filters.status) conditions.push(eq(invoices.status, filters.status));
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(
      or(
        ilikeEscaped(invoices.number, pattern),
        sql`EXISTS (SELECT 1 FROM ${invoiceLines} WHERE ${invoiceLines.invoiceId} = ${invoices.id} AND ${ilikeEscaped(invoiceLines.description, pattern)})`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** One page of a user's invoices, counted and cut in SQL; newest first unless asked otherwise. */
export function invoicePageOfUser(
  db: Db,
  userId: string,
  request: PageRequest<InvoiceSort>,
  filters: InvoiceFilters = { status: null },
): Promise<InvoicePage> {
  return invoicePageOfOwner(db, eq(invoices.userId, userId), request, filters);
}

/**
 * One page of the invoices `owner` selects (a user's, a company's or a provider's: the caller's
 * condition on the owner column), counted and cut in SQL.
 */
export async function invoicePageOfOwner(
  db: Db,
  owner: SQL,
  request: PageRequest<InvoiceSort>,
  filters: InvoiceFilters = { status: null },
): Promise<InvoicePage> {
  const where = matching(owner, request, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...orderBy(request.sort, request.order))
      .limit(request.pageSize)
      .offset(request.offset),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  const paging = { totalCount, page: request.page, pageSize: request.pageSize };
  if (rows.length === 0) return { nodes: [], ...paging };
  // Only this page's lines: the description names them (domain/invoice-description.ts), the amount their sum.
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.sortOrder));
  const nodes = rows.map((invoice) => {
    const own = lines.filter((line) => line.invoiceId === invoice.id);
    return {
      invoice,
      description: invoiceDescriptionOf(invoice, own),
      amountCents: own.reduce((sum, line) => sum + line.amountCents, 0),
    };
  });
  return { nodes, ...paging };
}

/** The user's unpaid invoices, newest first (as listed): the overview names each one. */
export async function openInvoicesOfUser(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.createdAt), desc(invoices.number));
}
