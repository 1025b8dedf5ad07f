/**
 * What an upload may be: PDF, JPG or PNG up to 10 MB, recognised by its content (not by its name
 * or the browser's claim). Answers a Dutch message for the upload field, or the detected type.
 */
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@portal/shared/validation';

// One copy of the limits and messages, shared with the upload field's quick check before sending.
export { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES };

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
