/**
 * The text lines drawn on a PDF made with pdf-lib, to check what a generated document says. Shared by
 * the api's tests and the browser tests (Node only: it uses node:zlib), so both read a PDF one way.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  // pdf-lib compresses page content: inflate every stream and decode its hex strings.
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const content = inflated(match[1]!) ?? match[1]!;
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

/**
 * A stream's data inflated, or undefined when it is not deflated. The line end before `endstream` is
 * '\n' or '\r\n', and compressed data may itself end in a '\r' byte: try the data whole first, then
 * without a last '\r' (reading '\r\n' as the line end always cut such a stream short, so a document
 * whose compressed text happened to end in 0x0D read as empty).
 */
function inflated(data: string): string | undefined {
  const candidates = data.endsWith('\r') ? [data, data.slice(0, -1)] : [data];
  for (const candidate of candidates) {
    try {
      return inflateSync(Buffer.from(candidate, 'latin1')).toString('latin1');
    } catch {
      // not this one
    }
  }
  return undefined;
}
