import Ajv, { type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

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
