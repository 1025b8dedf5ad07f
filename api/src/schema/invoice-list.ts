/**
 * 'Mijn facturen': the signed-in user's invoices with number, date, description, amount in cents
 * and status; open ones are paid through /betaling/{uuid} (startPayment).
 */
import { builder } from '../builder';
import { invoicesOfUser, type InvoiceSummary } from '../db/queries/invoice-list';
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

builder.queryField('myInvoices', (t) =>
  t.field({
    type: [InvoiceSummaryRef],
    authScopes: { professional: true },
    description: 'Newest first; an empty list shows "Geen gegevens beschikbaar".',
    resolve: async (_root, _args, context) => {
      const userId = signedInUser(context).id;
      const [rows, mandate] = await Promise.all([
        invoicesOfUser(context.db, userId),
        activeMandateOf(context.db, userId),
      ]);
      return rows.map((row) => ({
        ...row,
        collectedByDirectDebit: collectedByDirectDebit(row.invoice.status, mandate !== null),
      }));
    },
  }),
);
