/**
 * 'Mijn facturen': the signed-in user's invoices with number, date, description, amount in cents
 * and status; open ones are paid through /betaling/{uuid} (startPayment).
 */
import { builder } from '../builder';
import { invoicePageOfUser, type InvoiceSummary } from '../db/queries/invoice-list';
import { validateOrThrow } from '../graphql-errors';
import { activeMandateOf } from '../db/queries/direct-debit-mandates';
import { signedInUser } from './action-result';
import { OptionRef } from './options';
import { collectedByDirectDebit, INVOICE_STATUS_LABELS } from '../domain/invoice-status';

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
      collectedByDirectDebit: t.exposeBoolean('collectedByDirectDebit', {
        description: 'Open and the user has an active mandate: it will be collected, no need to pay.',
      }),
    }),
  });

/** The pager's bounds: a page is 1 or more, at most 50 rows a page (the screen asks 10). */
const PAGE_RULES = { page: 'integer|min:1', pageSize: 'integer|min:1|max:50' };

const InvoicePageRef = builder
  .objectRef<{
    nodes: Array<InvoiceSummary & { collectedByDirectDebit: boolean }>;
    totalCount: number;
  }>('InvoicePage')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [InvoiceSummaryRef], resolve: (page) => page.nodes }),
      totalCount: t.exposeInt('totalCount', { description: "All of the user's invoices, for the pager." }),
    }),
  });

builder.queryField('myInvoices', (t) =>
  t.field({
    type: InvoicePageRef,
    authScopes: { professional: true },
    args: {
      page: t.arg.int({ required: false, description: '1-based; 1 when left out.' }),
      pageSize: t.arg.int({ required: false, description: 'Rows a page, 1 to 50; 10 when left out.' }),
    },
    description: 'One page, newest first, paged in SQL; an empty list shows "Geen gegevens beschikbaar".',
    resolve: async (_root, args, context) => {
      validateOrThrow(args, PAGE_RULES);
      const userId = signedInUser(context).id;
      const [page, mandate] = await Promise.all([
        invoicePageOfUser(context.db, userId, { page: args.page ?? 1, pageSize: args.pageSize ?? 10 }),
        activeMandateOf(context.db, userId),
      ]);
      return {
        totalCount: page.totalCount,
        nodes: page.nodes.map((row) => ({
          ...row,
          collectedByDirectDebit: collectedByDirectDebit(row.invoice.status, mandate !== null),
        })),
      };
    },
  }),
);
