/**
 * What an upload may be: PDF, JPG or PNG up to 10 MB, recognised by its content (not by its name
 * or the browser's claim). Answers a Dutch message for the upload field, or the detected type.
 */
import { fileTypeFromBuffer } from 'file-type';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const UPLOAD_MESSAGES = {
  missing: 'Kies een bestand om te uploaden.',
  tooLarge: 'Het bestand is te groot: maximaal 10 MB.',
  empty: 'Het bestand is leeg.',
  wrongType: 'Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.',
} as const;

export type UploadCheck = { ok: true; mimeType: string; extension: string } | { ok: false; message: string };

export async function checkUpload(bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
    return { ok: false, message: UPLOAD_MESSAGES.wrongType };
  }
  return { ok: true, mimeType: detected.mime, extension: detected.ext };
}
