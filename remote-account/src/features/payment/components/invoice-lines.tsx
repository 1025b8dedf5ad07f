import { formatMoneyFromCents } from '@portal/shared/format';
import type { Invoice } from '../api/invoice';

/** The invoice lines as a table with the total in its footer. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <table>
      <caption>Factuurregels</caption>
      <thead>
        <tr>
          <th scope="col">Omschrijving</th>
          <th scope="col">Bedrag</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.length === 0 ? (
          <tr>
            <td colSpan={2}>Geen gegevens beschikbaar</td>
          </tr>
        ) : (
          invoice.lines.map((line, index) => (
            <tr key={`${line.description}-${index}`}>
              <td>{line.description}</td>
              <td>{formatMoneyFromCents(line.amountCents)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Totaal</th>
          <td>{formatMoneyFromCents(invoice.amountCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
