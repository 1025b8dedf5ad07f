/**
 * 'Automatische incasso' shows what the next yearly invoice will be: the yearly fee and, with an
 * active mandate, the direct-debit discount, and whether it will be collected.
 */
import { builder } from '../builder';
import { nextYearlyInvoice, type YearlyInvoiceLine } from '../db/queries/yearly-invoices';
import { signedInUser } from './action-result';

type NextYearlyInvoice = Awaited<ReturnType<typeof nextYearlyInvoice>>;

const LineRef = builder.objectRef<YearlyInvoiceLine>('YearlyInvoiceLine').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    amountCents: t.exposeInt('amountCents'),
  }),
});

const NextYearlyInvoiceRef = builder.objectRef<NextYearlyInvoice>('NextYearlyInvoice').implement({
  fields: (t) => ({
    lines: t.field({ type: [LineRef], resolve: (invoice) => invoice.lines }),
    totalCents: t.int({
      resolve: (invoice) => invoice.lines.reduce((sum, line) => sum + line.amountCents, 0),
    }),
    collectedByDirectDebit: t.exposeBoolean('collectedByDirectDebit'),
  }),
});

builder.queryField('nextYearlyInvoice', (t) =>
  t.field({
    type: NextYearlyInvoiceRef,
    authScopes: { professional: true },
    description: 'The next yearly invoice as the current fees and mandate make it.',
    resolve: (_root, _args, context) => nextYearlyInvoice(context.db, signedInUser(context).id),
  }),
);
