import { Link, useParams, useSearchParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useEffect, useState } from 'react';
import { formatDate } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { DescriptionList, InvoiceLines } from '@portal/shared/ui';
import { leavePortal } from '../../../lib/leave-portal';
import { useInvoice } from '../api/invoice';
import { useStartPayment } from '../api/start-payment';
import {
  isPaidStatus,
  isPayableStatus,
  PAYMENT_RESULT_MESSAGES,
  paymentResultOf,
} from '../utils/payment-result';
import { paymentReturnOf, rememberPaymentReturn } from '../utils/payment-return';

export const INVOICE_NOT_FOUND = 'Deze factuur is niet gevonden.';
export const PAYMENT_START_FAILED = 'De betaling kon niet worden gestart. Probeer het opnieuw.';

/** Betaling (`/betaling/{uuid}`): the invoice, its api status, and paying with iDEAL. */
export default function PaymentScreen() {
  const { uuid = '' } = useParams();
  const [query] = useSearchParams();
  const invoice = useInvoice(uuid);
  const payment = useStartPayment();
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const result = paymentResultOf(query.get('resultaat') ?? undefined);
  const returnTarget = query.get('terug');
  useEffect(() => rememberPaymentReturn(uuid, returnTarget), [uuid, returnTarget]);

  const pay = async () => {
    setStartFailure(null);
    const outcome = await payment.run({ invoiceUuid: uuid });
    const url = outcome.data?.startPayment.checkoutUrl;
    if (url) return leavePortal(url);
    // The api explains a refusal (e.g. the invoice is no longer open); then read its status again.
    const refusal = Object.values(outcome.fieldErrors).flat();
    setStartFailure(refusal.length > 0 ? refusal.join(' ') : PAYMENT_START_FAILED);
    if (refusal.length > 0) void invoice.refetch();
  };

  // Only the first load replaces the page; a refresh keeps the invoice (and focus) in place.
  if (invoice.loading && !invoice.data) return <p role="status">Laden...</p>;
  const data = invoice.data?.invoice ?? null;
  if (!data) {
    return (
      <div className="portal-card">
        <h1>Betaling</h1>
        <FormStatus error={invoice.failed ? INVOICE_NOT_FOUND : 'Geen gegevens beschikbaar'} />
      </div>
    );
  }

  const status = data.status.value;
  const back = paymentReturnOf(uuid);
  // The provider said paid but the signed callback has not arrived yet: offer to look again.
  const awaitingConfirmation = result === 'paid' && !isPaidStatus(status);

  return (
    <div className="portal-card">
      <h1>Factuur {data.number}</h1>
      <FormStatus
        error={result === 'failed' ? PAYMENT_RESULT_MESSAGES[result] : null}
        status={result && result !== 'failed' ? PAYMENT_RESULT_MESSAGES[result] : null}
      />
      <DescriptionList
        items={[
          {
            key: 'status',
            label: 'Status',
            children: <span data-testid="invoice-status">{data.status.label ?? status}</span>,
          },
          ...(data.dueDate
            ? [{ key: 'due', label: 'Te betalen voor', children: formatDate(data.dueDate) }]
            : []),
        ]}
      />
      <InvoiceLines lines={data.lines} totalCents={data.amountCents} />
      <FormStatus error={startFailure} />
      {awaitingConfirmation && (
        <button type="button" className="portal-button" onClick={() => void invoice.refetch()}>
          Status vernieuwen
        </button>
      )}
      {isPaidStatus(status) && (
        // Paid: back to what the payment was for (the application's summary, where it is submitted).
        <p>
          <Link className="portal-button portal-button--primary" to={back ?? hrefFor('dashboard')}>
            {back ? 'Verder waar je gebleven was' : 'Naar het overzicht'}
          </Link>
        </p>
      )}
      {isPayableStatus(status) && (
        <button
          type="button"
          className="portal-button portal-button--primary"
          onClick={pay}
          disabled={payment.loading}
          aria-busy={payment.loading}
        >
          {payment.loading ? 'Laden...' : 'Betalen met iDEAL'}
        </button>
      )}
    </div>
  );
}
