/**
 * Applies a verified provider event to the payment and its invoice, once: the event id is
 * recorded in the same transaction, so a replay changes nothing; a finished payment stays finished.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../auth/one-time-tokens';
import type { Db } from '../db/connection';
import { invoices, paymentEvents, payments } from '../db/schema';
import type { PaymentCallback } from './payment-provider';

export type CallbackOutcome = 'applied' | 'replayed' | 'unknownPayment' | 'alreadyFinished';

export async function applyPaymentCallback(db: Db, callback: PaymentCallback): Promise<CallbackOutcome> {
  if (!isUuid(callback.paymentId)) return 'unknownPayment';
  return db.transaction(async (tx) => {
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
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: sql`now()` })
        .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'open')));
    }
    return 'applied';
  });
}
