/**
 * The certificate of points a provider awarded (issue 40), as a one-page PDF (pdf-lib): course,
 * provider, points and date, and the register card's QR code to the participant's public entry.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { REGISTER } from '@portal/shared/options';
import { drawQrCode } from './qr-code';

export interface CertificateFacts {
  name: string;
  registrationNumber: string | null;
  course: string;
  accreditationNumber: string | null;
  provider: string;
  points: string;
  sessionDates: string;
  awardedOn: string;
  /** The public card's address, or null when the points' registration number is none of the professional's. */
  publicUrl: string | null;
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificaat ${facts.course}`);
  pdf.setLanguage('nl-NL');
  pdf.setProducer('Mijn SKJ');
  const page = pdf.addPage([595, 420]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.2);
  const brand = rgb(0, 0x67 / 255, 0x7f / 255);
  page.drawRectangle({ x: 32, y: 370, width: 48, height: 28, color: brand });
  page.drawText(REGISTER.shortName, { x: 40, y: 379, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Certificaat', { x: 92, y: 384, size: 18, font: bold, color: ink });
  page.drawText(REGISTER.name, { x: 92, y: 370, size: 9, font: regular, color: ink });
  const lines: Array<[string, string]> = [
    ['Naam', facts.name],
    ['Registratienummer', facts.registrationNumber ?? '-'],
    ['Scholing', facts.course],
    ['Accreditatienummer', facts.accreditationNumber ?? '-'],
    ['Opleider', facts.provider],
    ['Punten', facts.points],
    ['Sessie', facts.sessionDates],
    ['Toegekend op', facts.awardedOn],
  ];
  lines.forEach(([label, value], index) => {
    const y = 320 - index * 26;
    page.drawText(label, { x: 32, y, size: 10, font: regular, color: ink });
    page.drawText(value, { x: 170, y, size: 11, font: bold, color: ink, maxWidth: 260, lineHeight: 12 });
  });
  // Without a registration there is no public card to check: no code that leads to a missing page.
  if (facts.publicUrl !== null) {
    drawQrCode(page, facts.publicUrl, 450, 200, 112);
    page.drawText(`Registratie controleren: ${facts.publicUrl}`, {
      x: 32,
      y: 32,
      size: 8,
      font: regular,
      color: ink,
    });
  }
  return pdf.save();
}
