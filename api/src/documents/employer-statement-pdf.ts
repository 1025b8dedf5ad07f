/**
 * The werkgeversverklaring (issue 38) as a one-page A4 PDF (pdf-lib, like the invoice): prefilled with
 * the professional's name, registration number, the period and the work-experience hours of the
 * round, for the employer to sign; the professional uploads the signed statement.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { REGISTER, REGISTER_ADDRESS_LINE } from '@portal/shared/options';

export interface EmployerStatementFacts {
  name: string;
  registrationNumber: string | null;
  /** '01-02-2022 tot en met 01-02-2027'. */
  periodText: string;
  /** '3.368 uur'. */
  hoursText: string;
}

export async function employerStatementPdf(facts: EmployerStatementFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Werkgeversverklaring');
  pdf.setLanguage('nl-NL');
  pdf.setProducer('Mijn SKJ');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.2);
  const text = (value: string, x: number, y: number, size = 10, font = regular) =>
    page.drawText(value, { x, y, size, font, color: ink, maxWidth: 484, lineHeight: size + 4 });

  // The register's name and address from the one place the invoice and the mails read too.
  text(REGISTER.name, 56, 780, 12, bold);
  text(REGISTER_ADDRESS_LINE, 56, 764);
  text('Werkgeversverklaring', 56, 710, 18, bold);
  text('Verklaring van werkervaring voor de herregistratie in het kwaliteitsregister.', 56, 688);

  const facts1: Array<[string, string]> = [
    ['Naam professional', facts.name],
    ['Registratienummer', facts.registrationNumber ?? '-'],
    ['Periode', facts.periodText],
    ['Werkervaring', facts.hoursText],
  ];
  facts1.forEach(([label, value], index) => {
    text(label, 56, 650 - index * 18);
    text(value, 200, 650 - index * 18, 10, bold);
  });

  text(
    'De werkgever verklaart dat de professional hierboven in de genoemde periode het genoemde aantal uren werkervaring heeft opgedaan. Wijken de uren af? Streep ze door en schrijf het juiste aantal erbij.',
    56,
    560,
  );
  const blanks = ['Naam organisatie', 'Naam ondertekenaar', 'Functie', 'Datum', 'Handtekening'];
  blanks.forEach((label, index) => {
    const y = 490 - index * 44;
    text(label, 56, y);
    page.drawLine({ start: { x: 200, y: y - 2 }, end: { x: 540, y: y - 2 }, thickness: 0.5, color: ink });
  });
  text(
    `Upload de ondertekende verklaring bij je herregistratie in Mijn ${REGISTER.shortName}. Vragen? ${REGISTER.email}`,
    56,
    120,
    9,
  );
  return pdf.save();
}
