/**
 * GraphQL request bodies are small (the largest form is a few kilobytes): anything over 100 KB is
 * refused with 413 before it is parsed, reading no more than the limit.
 */
import { graphqlRefusal } from './responses';

export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Het verzoek is te groot (meer dan 100 kB). Er is niets uitgevoerd.';

export async function readLimitedBody(request: Request): Promise<{ text: string } | { refusal: Response }> {
  const refusal = () => ({ refusal: graphqlRefusal(BODY_TOO_LARGE_MESSAGE, 413) });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return refusal();
  // With a declared length within the limit, Node's HTTP parser delivers no more than that many
  // bytes: the body is read at once, without a stream reader (issue 8: the cost of a request).
  // The size is checked again for a handler that is given a Request from elsewhere.
  if (request.headers.has('content-length') && !request.headers.has('transfer-encoding')) {
    const text = await request.text();
    return Buffer.byteLength(text) > MAX_BODY_BYTES ? refusal() : { text };
  }
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return refusal();
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}
