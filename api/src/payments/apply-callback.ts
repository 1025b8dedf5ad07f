/**
 * Applies a verified provider event to the payment and its invoice, once: the event id is
 * recorded in the same transaction, so a replay changes nothing; a finished payment stays finished.
 */
import type { Mailer } from '../mail/mailer';
import { sendPaymentReceived } from '../mail/send-money-mails';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../auth/one-time-tokens';
import type { Db } from '../db/connection';
import { invoices, paymentEvents, payments } from '../db/schema';
import type { PaymentCallback } from './payment-provider';

export type CallbackOutcome = 'applied' | 'replayed' | 'unknownPayment' | 'alreadyFinished';

/**
 * `mailer`: the payer hears of a payment that settled their invoice, once: only the event that moved
 * the invoice from open to paid sends it, after the transaction.
 */
export async function applyPaymentCallback(
  db: Db,
  callback: PaymentCallback,
  mailer?: Mailer,
): Promise<CallbackOutcome> {
  if (!isUuid(callback.paymentId)) return 'unknownPayment';
  let paidInvoiceId: string | null = null;
  const outcome = await db.transaction(async (tx): Promise<CallbackOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, callback.paymentId))
      .for('update');
    if (!payment) return 'unknownPayment';
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ eventId: callback.eventId, paymentId: payment.id, status: callback.status })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!recorded) return 'replayed';
    if (payment.status !== 'open') return 'alreadyFinished';
    await tx
      .update(payments)
      .set({ status: callback.status, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    if (callback.status === 'paid') {
      const settled = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: sql`now()` })
        .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'open')))
        .returning({ id: invoices.id });
      paidInvoiceId = settled[0]?.id ?? null;
    }
    return 'applied';
  });
  if (paidInvoiceId && mailer) await sendPaymentReceived(db, mailer, paidInvoiceId);
  return outcome;
}
