/**
 * Every route reads its body through here, within the route's limit, chunked or not: a declared
 * length over the limit is refused unread, and a body without one (or longer than it claimed) is read
 * only up to the limit and then left: the server (http/node-server.ts) does not read the rest.
 */
import { PARTICIPANT_LIST_MAX_BYTES } from '@portal/shared/csv';
import { MAX_UPLOAD_BYTES } from '../storage/upload-check';
import { graphqlRefusal } from './responses';

/** Multipart framing around an uploaded file: a little room above the 10 MB file limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const BODY_LIMITS = {
  /** GraphQL: the largest form is a few kilobytes. */
  graphql: 100 * 1024,
  /**
   * The participant-list route (decision 0030): a list of at most 1 MB as JSON strings (a tab or a
   * quote is written as two characters, each line adds its quotes and comma) and the mutation around it.
   */
  participantList: 2 * PARTICIPANT_LIST_MAX_BYTES + 64 * 1024,
  /** `POST /files`: one file of at most 10 MB in a multipart form. */
  upload: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
  /** `POST /generate-dynamic-template`: `{ "template": …, "uuid": … }`. */
  document: 2 * 1024,
  /** Payment provider callbacks: Mollie's `id=tr_…`, the test provider's signed JSON. */
  webhook: 2 * 1024,
} as const;

export const MAX_BODY_BYTES = BODY_LIMITS.graphql;
export const BODY_TOO_LARGE_MESSAGE = 'Het verzoek is te groot (meer dan 100 kB). Er is niets uitgevoerd.';

export type LimitedBytes = { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true };

/** The body's bytes, or `tooLarge` once more than `maxBytes` were declared or had arrived. */
export async function readBytesWithin(request: Request, maxBytes: number): Promise<LimitedBytes> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  // Not cancelled: that would reset the connection before the refusal is written.
  if (declared > maxBytes) return { tooLarge: true };
  // With a declared length within the limit, Node's HTTP parser delivers no more than that many
  // bytes: the body is read at once, without a stream reader (issue 8: the cost of a request).
  // The size is checked again for a handler that is given a Request from elsewhere.
  if (request.headers.has('content-length') && !request.headers.has('transfer-encoding')) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > maxBytes ? { tooLarge: true } : { bytes };
  }
  if (!request.body) return { bytes: new Uint8Array(new ArrayBuffer(0)) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** A GraphQL route's body as text within its limit (the general one unless it has its own), or its 413 refusal. */
export async function readLimitedBody(
  request: Request,
  limit: { bytes: number; message: string } = { bytes: BODY_LIMITS.graphql, message: BODY_TOO_LARGE_MESSAGE },
): Promise<{ text: string } | { refusal: Response }> {
  const read = await readBytesWithin(request, limit.bytes);
  if ('tooLarge' in read) return { refusal: graphqlRefusal(limit.message, 413) };
  return {
    text: Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8'),
  };
}
