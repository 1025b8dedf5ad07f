import { formatMoneyFromCents } from '@portal/shared/format';
import type { DirectDebitMandateQuery } from '../../../generated/operation-types';

type NextInvoice = DirectDebitMandateQuery['nextYearlyInvoice'];

/** What the next yearly invoice will be: its lines (the discount with a mandate) and how it is paid. */
export function NextYearlyInvoice({ invoice }: { invoice: NextInvoice }) {
  return (
    <section aria-labelledby="next-invoice-title">
      <h2 id="next-invoice-title">Je volgende jaarfactuur</h2>
      <table>
        <caption className="portal-visually-hidden">Regels van je volgende jaarfactuur</caption>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.description}>
              <th scope="row">{line.description}</th>
              <td>{formatMoneyFromCents(line.amountCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Totaal</th>
            <td>
              <strong>{formatMoneyFromCents(invoice.totalCents)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        {invoice.collectedByDirectDebit
          ? 'Dit bedrag wordt automatisch van je rekening afgeschreven.'
          : 'Met automatische incasso krijg je korting en hoef je de factuur niet zelf te betalen.'}
      </p>
    </section>
  );
}
