import { formatMoneyFromCents } from '@portal/shared/format';
import { FORM_TEXT } from './messages';
import './invoice-lines.css';

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

export interface InvoiceLinesProps {
  lines: readonly InvoiceLine[];
  totalCents: number;
  /** Names the table for screen readers; shown unless the heading above already says it. */
  caption?: string;
  hideCaption?: boolean;
}

/**
 * An invoice's lines as a table with the total in its footer, in euros (`€ 1.234,56`): the payment
 * page's invoice and the professional's next yearly invoice look and read the same.
 */
export function InvoiceLines({
  lines,
  totalCents,
  caption = 'Factuurregels',
  hideCaption,
}: InvoiceLinesProps) {
  return (
    <table className="portal-invoice-lines">
      <caption className={hideCaption ? 'portal-visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Omschrijving</th>
          <th scope="col" className="portal-invoice-lines__amount">
            Bedrag
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={2}>{FORM_TEXT.noData}</td>
          </tr>
        ) : (
          lines.map((line, index) => (
            <tr key={`${line.description}-${index}`}>
              <td>{line.description}</td>
              <td className="portal-invoice-lines__amount">{formatMoneyFromCents(line.amountCents)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Totaal</th>
          <td className="portal-invoice-lines__amount">{formatMoneyFromCents(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
