import { render, screen, within } from '@testing-library/react';
import { InvoiceLines } from '../invoice-lines';

describe('InvoiceLines', () => {
  it('lists each line in euros with the total in the footer', () => {
    render(
      <InvoiceLines
        lines={[
          { description: 'Jaarlijkse registratiebijdrage', amountCents: 8000 },
          { description: 'Korting automatische incasso', amountCents: -500 },
        ]}
        totalCents={7500}
      />,
    );
    const table = screen.getByRole('table', { name: 'Factuurregels' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jaarlijkse registratiebijdrage€ 80,00');
    expect(rows[2]).toHaveTextContent('Korting automatische incasso€ -5,00');
    expect(rows[3]).toHaveTextContent('Totaal€ 75,00');
  });

  it("says 'Geen gegevens beschikbaar' without lines, and can hide its caption from sight only", () => {
    render(<InvoiceLines lines={[]} totalCents={0} caption="Regels" hideCaption />);
    const table = screen.getByRole('table', { name: 'Regels' });
    expect(within(table).getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(table.querySelector('caption')).toHaveClass('portal-visually-hidden');
  });
});
