/**
 * What an upload may be (diplomas, VOG, evidence, proofs): PDF, JPG or PNG up to 10 MB. The api
 * checks the content (`api/src/storage/upload-check.ts`); the upload field checks name, type and
 * size first, so a wrong file gets the same Dutch message at once, before any byte is sent.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** For `<input accept>`: extensions as well, since some systems report no type for a PDF. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const UPLOAD_MESSAGES = {
  missing: 'Kies een bestand om te uploaden.',
  tooLarge: 'Het bestand is te groot: maximaal 10 MB.',
  empty: 'Het bestand is leeg.',
  wrongType: 'Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.',
} as const;

const ALLOWED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The Dutch refusal for a chosen file, or null when it may be sent (the api still checks its content). */
export function uploadCandidateRefusal(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  // The type the browser reports or else the name's extension: the api judges the content anyway.
  const typeAllowed = (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type);
  if (!typeAllowed && !ALLOWED_EXTENSIONS.test(file.name)) return UPLOAD_MESSAGES.wrongType;
  return null;
}
