/**
 * `invoice` (the owner's only: another user's invoice reads as not found) and `startPayment`,
 * which opens a payment at the provider and answers where to send the payer.
 */
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import {
  findOwnInvoice,
  deletePayment,
  insertPayment,
  setProviderReference,
  invoiceTotal,
  linesOf,
  type InvoiceRow,
} from '../db/queries/invoices';
import { isUuid } from '../auth/one-time-tokens';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { NO_PAYMENT_PROVIDER_MESSAGE, paymentProviderOf } from '../payments/provider-of';
import { INVOICE_STATUS_LABELS } from '../domain/invoice-status';
import { signedInUser } from './action-result';
import { OptionRef } from './options';

const InvoiceLineRef = builder
  .objectRef<{ description: string; amountCents: number }>('InvoiceLine')
  .implement({
    fields: (t) => ({
      description: t.exposeString('description'),
      amountCents: t.exposeInt('amountCents'),
    }),
  });

const InvoiceRef = builder.objectRef<InvoiceRow>('Invoice').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    number: t.exposeString('number'),
    status: t.field({
      type: OptionRef,
      resolve: (invoice) => ({ value: invoice.status, label: INVOICE_STATUS_LABELS[invoice.status] }),
    }),
    amountCents: t.int({ resolve: (invoice, _args, context) => invoiceTotal(context.db, invoice.id) }),
    lines: t.field({
      type: [InvoiceLineRef],
      resolve: (invoice, _args, context) => linesOf(context.db, invoice.id),
    }),
    dueDate: t.field({ type: 'Date', nullable: true, resolve: (invoice) => invoice.dueDate }),
  }),
});

function ownInvoice(context: GraphQLContext, uuid: string) {
  return isUuid(uuid) ? findOwnInvoice(context.db, signedInUser(context).id, uuid) : Promise.resolve(null);
}

builder.queryField('invoice', (t) =>
  t.field({
    type: InvoiceRef,
    nullable: true,
    authScopes: { portalUser: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, context) => ownInvoice(context, uuid),
  }),
);

export const PAYMENT_START_FAILED_MESSAGE =
  'De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.';

const PaymentStartRef = builder.objectRef<{ checkoutUrl: string }>('PaymentStart').implement({
  fields: (t) => ({ checkoutUrl: t.exposeString('checkoutUrl') }),
});

builder.mutationField('startPayment', (t) =>
  t.field({
    type: PaymentStartRef,
    authScopes: { portalUser: true },
    args: { invoiceUuid: t.arg.string({ required: true }) },
    resolve: async (_root, { invoiceUuid }, context) => {
      validateOrThrow({ invoiceUuid }, { invoiceUuid: 'required|max:100' });
      const invoice = await ownInvoice(context, invoiceUuid);
      if (!invoice) throwValidationError({ invoiceUuid: ['Deze factuur bestaat niet.'] });
      if (invoice.status !== 'open')
        throwValidationError({ invoiceUuid: ['Deze factuur staat niet meer open.'] });
      const provider = paymentProviderOf(context.state.services);
      if (!provider) throwValidationError({ invoiceUuid: [NO_PAYMENT_PROVIDER_MESSAGE] });
      const amountCents = await invoiceTotal(context.db, invoice.id);
      const payment = await insertPayment(context.db, {
        invoiceId: invoice.id,
        provider: provider.name,
        amountCents,
      });
      // The provider is called outside a transaction (no database lock held over the network); when
      // it fails, the attempt it never saw is removed again so no open payment is left behind.
      try {
        const started = await provider.createPayment({
          paymentId: payment.id,
          invoiceId: invoice.id,
          amountCents,
          description: `Factuur ${invoice.number}`,
        });
        if (started.providerReference) {
          await setProviderReference(context.db, payment.id, started.providerReference);
        }
        return { checkoutUrl: started.checkoutUrl };
      } catch (error) {
        await deletePayment(context.db, payment.id);
        context.state.services.errors.record({
          event: 'payment_start',
          requestId: context.state.requestId,
          error,
          details: { paymentId: payment.id, provider: provider.name },
        });
        throwValidationError({ invoiceUuid: [PAYMENT_START_FAILED_MESSAGE] });
      }
    },
  }),
);
