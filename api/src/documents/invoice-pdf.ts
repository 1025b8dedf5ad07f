/** An invoice as a one-page PDF (pdf-lib, like the register card): number, dates, lines and total. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import { REGISTER, REGISTER_ADDRESS_LINE } from '@portal/shared/options';
import { toDateString } from '../domain/dates';

export interface InvoiceFacts {
  number: string;
  /** The invoice date (YYYY-MM-DD, or the moment it was made: printed as its Dutch calendar day). */
  date: string | Date;
  dueDate: string;
  statusLabel: string;
  customerName: string;
  /** The customer's postal address, one line per entry (empty when the profile has none yet). */
  customerAddress: readonly string[];
  /** The professional's registration number, when registered. */
  registrationNumber: string | null;
  /** The period the invoice covers ('01-01-2026 t/m 31-12-2026'), or null when it covers none. */
  periodText: string | null;
  lines: ReadonlyArray<{ description: string; amountCents: number }>;
  /** Collected by direct debit: the invoice says so instead of asking to pay. */
  collectedByDirectDebit: boolean;
}

export async function invoicePdf(facts: InvoiceFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Factuur ${facts.number}`);
  pdf.setLanguage('nl-NL');
  pdf.setProducer('Mijn SKJ');
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.2);
  const text = (value: string, x: number, y: number, size = 10, font = regular) =>
    page.drawText(value, { x, y, size, font, color: ink });
  const right = (value: string, y: number, font = regular) =>
    text(value, 540 - font.widthOfTextAtSize(value, 10), y, 10, font);

  // The register's name and address from the one place the footer and the mails read too.
  text(REGISTER.name, 56, 780, 12, bold);
  text(REGISTER_ADDRESS_LINE, 56, 764);
  text(`Factuur ${facts.number}`, 56, 710, 18, bold);
  const header: Array<[string, string]> = [
    ['Aan', facts.customerName],
    ...facts.customerAddress.map((line): [string, string] => ['', line]),
    ...(facts.registrationNumber
      ? [['Registratienummer', facts.registrationNumber] as [string, string]]
      : []),
    ...(facts.periodText ? [['Periode', facts.periodText] as [string, string]] : []),
    ['Factuurdatum', formatDate(toDateString(facts.date))],
    ['Vervaldatum', formatDate(facts.dueDate)],
    ['Status', facts.statusLabel],
  ];
  header.forEach(([label, value], index) => {
    text(label, 56, 680 - index * 16);
    text(value, 180, 680 - index * 16, 10, bold);
  });

  let y = Math.min(590, 680 - header.length * 16 - 24);
  text('Omschrijving', 56, y, 10, bold);
  right('Bedrag', y, bold);
  page.drawLine({ start: { x: 56, y: y - 6 }, end: { x: 540, y: y - 6 }, thickness: 0.5, color: ink });
  for (const line of facts.lines) {
    y -= 20;
    text(line.description, 56, y);
    right(formatMoneyFromCents(line.amountCents), y);
  }
  y -= 12;
  page.drawLine({ start: { x: 56, y }, end: { x: 540, y }, thickness: 0.5, color: ink });
  y -= 18;
  const total = facts.lines.reduce((sum, line) => sum + line.amountCents, 0);
  text('Totaal', 56, y, 10, bold);
  right(formatMoneyFromCents(total), y, bold);

  y -= 40;
  text(
    facts.collectedByDirectDebit
      ? 'Dit bedrag wordt automatisch van je rekening afgeschreven (automatische incasso).'
      : facts.statusLabel === 'Betaald'
        ? 'Deze factuur is betaald. Dank je wel.'
        : 'Betaal deze factuur via Mijn SKJ, onder Mijn facturen.',
    56,
    y,
  );
  return pdf.save();
}
