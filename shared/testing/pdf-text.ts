/**
 * The text lines drawn on a PDF made with pdf-lib, to check what a generated document says. Shared by
 * the api's tests and the browser tests (Node only: it uses node:zlib), so both read a PDF one way.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  // pdf-lib compresses page content: inflate every stream and decode its hex strings.
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
