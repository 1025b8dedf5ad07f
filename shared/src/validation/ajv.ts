import Ajv, { type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * The ajv instances of the package. Formats (email among them) come from ajv-formats rather than
 * a hand-written pattern; ajv-errors lets a JSON schema carry its own Dutch `errorMessage`.
 */

export function createAjv(options: Options = {}): Ajv {
  // allErrors: a form shows every problem at once; ajv-errors requires it too.
  const ajv = new Ajv({ allErrors: true, ...options });
  addFormats(ajv);
  addErrors(ajv);
  return ajv;
}

const EMAIL_FORMAT = fullFormats.email;

/**
 * ajv-formats' full email check, used directly rather than through a compiled schema: ajv compiles
 * schemas with `new Function`, which the portal's Content-Security-Policy (no 'unsafe-eval') forbids.
 */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (EMAIL_FORMAT instanceof RegExp) return EMAIL_FORMAT.test(value);
  return typeof EMAIL_FORMAT === 'function' && EMAIL_FORMAT(value) === true;
}
