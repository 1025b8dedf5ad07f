/**
 * A QR code as an SVG image for a screen (Mijn registerpas shows it beside the card's facts): the api
 * draws it, so the page needs no QR library of its own (issue 42's busy pages). The same error
 * correction and quiet zone as on the PDF.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/**
 * A QR code drawn as vector squares on a pdf-lib page (the `qrcode` library computes the modules),
 * so the card stays sharp at any print size and needs no image step.
 */
import QRCode from 'qrcode';
import { rgb, type PDFPage } from 'pdf-lib';

export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // The quiet zone of four modules around the code is part of the standard: scanners need it.
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        // PDF y runs upwards; the QR matrix's rows run downwards.
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
