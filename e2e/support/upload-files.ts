/**
 * Small files to upload: their first bytes are what the api's content check recognises, so each
 * passes as the type it claims.
 */

/** A one-catalogue PDF with no pages. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
