import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * ajv-formats' full email check, used directly rather than through a compiled schema: ajv compiles
 * schemas with `new Function`, which the portal's Content-Security-Policy (no 'unsafe-eval') forbids.
 * Only the formats module: ajv's compiler stays out of the browser's bundles (decision 0013).
 */
const EMAIL_FORMAT = fullFormats.email;

export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (EMAIL_FORMAT instanceof RegExp) return EMAIL_FORMAT.test(value);
  return typeof EMAIL_FORMAT === 'function' && EMAIL_FORMAT(value) === true;
}
