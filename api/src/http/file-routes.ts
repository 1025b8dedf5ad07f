/**
 * `POST /files`: one upload path for diplomas, VOG and proofs (multipart field `file`), signed
 * in and with the X-XSRF-TOKEN check of GraphQL; answers the media id that mutations reference.
 * `GET /files/{id}?user&expires&signature`: the file as an attachment, for a valid signed link.
 * Nothing is stored when a check fails; the bytes are removed again when the record fails.
 */
import { randomUUID } from 'node:crypto';
import { isUuid } from '../auth/one-time-tokens';
import { createRequestState, responseCookies, type AppServices } from '../context';
import { findMediaById, insertUploadWithinQuota } from '../db/queries/media-files';
import { ERROR_CODES, MESSAGES } from '../graphql-errors';
import { verifyFileUrl } from '../storage/signed-urls';
import { storageOf } from '../storage/storage-of';
import { checkUpload, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../storage/upload-check';
import type { ServerContext } from './client-address';
import { BODY_LIMITS, readBytesWithin } from './body-limit';
import { graphqlRefusal, json, withHeaders } from './responses';

export function quotaMessage(quotaBytes: number): string {
  const megabytes = Math.round(quotaBytes / (1024 * 1024));
  return `Je kunt geen bestanden meer uploaden: je hebt het maximum van ${megabytes} MB bereikt. Bestanden die je niet bij een aanvraag gebruikt, worden na een dag verwijderd.`;
}

function uploadRefusal(message: string, status = 422): Response {
  return json(
    {
      errors: [
        {
          message: MESSAGES.validation,
          extensions: { code: ERROR_CODES.validation, validation: { file: [message] } },
        },
      ],
    },
    status,
  );
}

/** The multipart form in bytes already read within the limit, parsed without reading anything more. */
async function parsedForm(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<FormData | null> {
  const contentType = request.headers.get('content-type') ?? '';
  return new Request(request.url, { method: 'POST', headers: { 'content-type': contentType }, body: bytes })
    .formData()
    .catch(() => null);
}

function safeFilename(name: string, extension: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim()
      .slice(0, 100) || 'bestand';
  return `${base}.${extension}`;
}

export async function handleUpload(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
): Promise<Response> {
  const state = await createRequestState(request, serverContext, services, 'portal');
  const cookies = responseCookies(state).map((cookie): [string, string] => ['set-cookie', cookie]);
  if (!state.session) return withHeaders(graphqlRefusal(MESSAGES.unauthenticated, 401), cookies);
  if (!state.xsrfValid) return withHeaders(graphqlRefusal(MESSAGES.xsrf, 419), cookies);
  if (state.session.impersonating) return graphqlRefusal(MESSAGES.impersonating, 403);
  // As for every mutation: an account whose address is not confirmed yet may not store anything.
  if (!state.session.user.isVerified) return graphqlRefusal(MESSAGES.unverified, 403);
  // Only now, signed in and checked, is the body read: never more of it than the limit.
  const body = await readBytesWithin(request, BODY_LIMITS.upload);
  if ('tooLarge' in body) return uploadRefusal(UPLOAD_MESSAGES.tooLarge, 413);
  const form = await parsedForm(request, body.bytes);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return uploadRefusal(UPLOAD_MESSAGES.missing);
  if (file.size > MAX_UPLOAD_BYTES) return uploadRefusal(UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload(bytes);
  if (!checked.ok) return uploadRefusal(checked.message);
  const id = randomUUID();
  const storageKey = `uploads/${id}`;
  const storage = storageOf(services.config);
  await storage.put(storageKey, bytes);
  try {
    const row = await insertUploadWithinQuota(
      services.database.db,
      {
        id,
        ownerUserId: state.session.user.id,
        filename: safeFilename(file.name, checked.extension),
        mimeType: checked.mimeType,
        sizeBytes: bytes.byteLength,
        storageKey,
      },
      services.config.uploadQuotaBytes,
    );
    if (!row) {
      await storage.delete(storageKey);
      return uploadRefusal(quotaMessage(services.config.uploadQuotaBytes));
    }
    return json(
      { uuid: row.id, filename: row.filename, mimeType: row.mimeType, sizeBytes: row.sizeBytes },
      201,
    );
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

export async function handleDownload(
  request: Request,
  services: AppServices,
  mediaId: string,
): Promise<Response> {
  const refused = json({ message: 'Deze link is verlopen of ongeldig. Vraag de pagina opnieuw op.' }, 403);
  if (!isUuid(mediaId)) return refused;
  const link = verifyFileUrl(services.appKey, mediaId, new URL(request.url).searchParams);
  const requestId = randomUUID();
  const logDownload = (outcome: 'success' | 'failure', reason?: string) =>
    services.audit.record({
      event: 'file_download',
      outcome,
      // The signed link names whom it was made for; its signature is the key, not a session.
      actor: link ? `user:${link.userId}` : null,
      target: `media:${mediaId}`,
      requestId,
      ...(reason ? { details: { reason } } : {}),
    });
  if (!link) {
    logDownload('failure', 'invalid_link');
    return refused;
  }
  const media = await findMediaById(services.database.db, mediaId);
  const bytes = media?.storageKey ? await storageOf(services.config).get(media.storageKey) : null;
  if (!media || !bytes) {
    logDownload('failure', 'missing');
    return json({ message: 'Dit bestand bestaat niet (meer).' }, 404);
  }
  logDownload('success');
  return new Response(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': media.mimeType ?? 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(media.filename)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
