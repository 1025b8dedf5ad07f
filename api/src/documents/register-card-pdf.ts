/** The register card as a one-page PDF (pdf-lib): the public facts of the card, its link and QR code. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { REGISTER } from '@portal/shared/options';
import { drawQrCode } from './qr-code';

export interface RegisterCardFacts {
  name: string;
  registrationNumber: string | null;
  branch: string | null;
  target: string | null;
  validUntil: string | null;
  statusText: string;
  publicUrl: string;
}

function dutchDate(date: string | null): string {
  if (!date) return '-';
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

export async function registerCardPdf(facts: RegisterCardFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Registerpas ${facts.name}`);
  pdf.setLanguage('nl-NL');
  pdf.setProducer('Mijn SKJ');
  // Credit-card proportions, scaled up for print (85.6 x 54 mm).
  const page = pdf.addPage([428, 270]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.2);
  // The register's mark: its short name on a block in the portal's colour, as the portal's logo, and
  // its full name beside it (issue 36: the card carries the logo).
  const brand = rgb(0, 0x67 / 255, 0x7f / 255);
  page.drawRectangle({ x: 24, y: 228, width: 40, height: 24, color: brand });
  page.drawText(REGISTER.shortName, { x: 31, y: 235, size: 12, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Registerpas', { x: 74, y: 240, size: 14, font: bold, color: ink });
  page.drawText(REGISTER.name, { x: 74, y: 228, size: 8, font: regular, color: ink });
  const lines: Array<[string, string]> = [
    ['Naam', facts.name],
    ['Registratienummer', facts.registrationNumber ?? '-'],
    ['Kamer', facts.branch ?? '-'],
    ['Registratie', facts.target ?? '-'],
    ['Geldig tot', dutchDate(facts.validUntil)],
    ['Status', facts.statusText],
  ];
  lines.forEach(([label, value], index) => {
    const y = 200 - index * 22;
    page.drawText(label, { x: 24, y, size: 9, font: regular, color: ink });
    page.drawText(value, { x: 140, y, size: 10, font: bold, color: ink, maxWidth: 170, lineHeight: 11 });
  });
  // The QR code points to the public card page: anyone can check the current status.
  drawQrCode(page, facts.publicUrl, 316, 96, 96);
  page.drawText(`Actuele status: ${facts.publicUrl}`, { x: 24, y: 24, size: 7, font: regular, color: ink });
  return pdf.save();
}
