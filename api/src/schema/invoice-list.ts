/**
 * 'Mijn facturen': the signed-in user's invoices with number, date, description, amount in cents,
 * status and period; open ones are paid through /betaling/{uuid} (startPayment). A page of the
 * portal's one page type (schema/paging.ts).
 */
import { builder } from '../builder';
import {
  invoicePageOfUser,
  INVOICE_SORTS,
  type InvoiceFilters,
  type InvoiceSummary,
} from '../db/queries/invoice-list';
import { INVOICE_STATUSES } from '../db/schema';
import { activeMandateOf } from '../db/queries/direct-debit-mandates';
import { periodOfInvoice, type InvoicePeriod } from '../domain/invoice-period';
import { signedInUser } from './action-result';
import { OptionRef } from './options';
import { pageArgs, pageRequest, pageType, type ListRules } from './paging';
import { collectedByDirectDebit, INVOICE_STATUS_LABELS } from '../domain/invoice-status';

const InvoicePeriodRef = builder.objectRef<InvoicePeriod>('InvoicePeriod').implement({
  description: 'The days an invoice covers, both included.',
  fields: (t) => ({
    from: t.field({ type: 'Date', resolve: (period) => period.from }),
    till: t.field({ type: 'Date', resolve: (period) => period.till }),
  }),
});

const InvoiceSummaryRef = builder
  .objectRef<InvoiceSummary & { collectedByDirectDebit: boolean }>('InvoiceSummary')
  .implement({
    fields: (t) => ({
      uuid: t.id({ resolve: ({ invoice }) => invoice.id }),
      number: t.string({ resolve: ({ invoice }) => invoice.number }),
      date: t.field({ type: 'Date', resolve: ({ invoice }) => invoice.createdAt }),
      dueDate: t.field({ type: 'Date', resolve: ({ invoice }) => invoice.dueDate }),
      description: t.exposeString('description'),
      amountCents: t.exposeInt('amountCents'),
      status: t.field({
        type: OptionRef,
        resolve: ({ invoice }) => ({ value: invoice.status, label: INVOICE_STATUS_LABELS[invoice.status] }),
      }),
      period: t.field({
        type: InvoicePeriodRef,
        nullable: true,
        description: 'The period a registration fee covers; null for an invoice that covers none.',
        resolve: ({ invoice }) => periodOfInvoice(invoice),
      }),
      collectedByDirectDebit: t.exposeBoolean('collectedByDirectDebit', {
        description: 'Open and the user has an active mandate: it will be collected, no need to pay.',
      }),
    }),
  });

/** Newest first by default; sorted on any listed column; filtered on the status. */
export const INVOICE_LIST: ListRules<(typeof INVOICE_SORTS)[number]> = {
  sorts: INVOICE_SORTS,
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { status: `nullable|in:${INVOICE_STATUSES.join(',')}` },
};

export const InvoicePageRef = pageType('InvoicePage', InvoiceSummaryRef);

builder.queryField('myInvoices', (t) =>
  t.field({
    type: InvoicePageRef,
    authScopes: { professional: true },
    args: {
      ...pageArgs,
      status: t.arg.string({
        required: false,
        description: `Only this status: ${INVOICE_STATUSES.join(', ')}.`,
      }),
    },
    description:
      'One page of the own invoices, newest first unless sorted otherwise; search looks in the number ' +
      'and the lines. Paged, searched and sorted in SQL; an empty list shows "Geen gegevens beschikbaar".',
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, INVOICE_LIST);
      const filters: InvoiceFilters = { status: (args.status as InvoiceFilters['status']) ?? null };
      const userId = signedInUser(context).id;
      const [page, mandate] = await Promise.all([
        invoicePageOfUser(context.db, userId, request, filters),
        activeMandateOf(context.db, userId),
      ]);
      return {
        ...page,
        nodes: page.nodes.map((row) => ({
          ...row,
          collectedByDirectDebit: collectedByDirectDebit(row.invoice.status, mandate !== null),
        })),
      };
    },
  }),
);
