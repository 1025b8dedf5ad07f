import { InvoiceLines } from '@portal/shared/ui';
import type { DirectDebitMandateQuery } from '../../../generated/operation-types';

type NextInvoice = DirectDebitMandateQuery['nextYearlyInvoice'];

/**
 * What the next yearly invoice will be: its lines (the discount with a mandate) and how it is paid;
 * inside the card 'Je volgende jaarfactuur'.
 */
export function NextYearlyInvoice({ invoice }: { invoice: NextInvoice }) {
  return (
    <>
      <InvoiceLines
        lines={invoice.lines}
        totalCents={invoice.totalCents}
        caption="Regels van je volgende jaarfactuur"
        hideCaption
      />
      <p>
        {invoice.collectedByDirectDebit
          ? 'Dit bedrag wordt automatisch van je rekening afgeschreven.'
          : 'Met automatische incasso krijg je korting en hoef je de factuur niet zelf te betalen.'}
      </p>
    </>
  );
}
