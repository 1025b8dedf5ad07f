import type { AnySchema, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { isDutchDateText } from './dates';
import { validateJsonData as validateByReading } from './json-data.browser';
import { toValidationErrors } from './json-data-errors';
import { PHONE_PATTERN } from './rules/text';
import type { ValidationErrors } from './types';

/**
 * Checks the JSON `data` blob of a registration item or request against its JSON schema, with
 * the result in the shape of `validate`: Dutch messages per dotted field path. A schema may give
 * its own messages with ajv-errors' `errorMessage`. Besides ajv-formats' formats, `phone` and
 * `portal-date` (the date forms of SPEC section 5) are known.
 *
 * The api's implementation. Browsers get json-data.browser.ts (the package's `browser` field): ajv
 * compiles schemas with `new Function`, which the portal's Content-Security-Policy forbids there, and
 * it would put ajv's compiler (about 35 KiB compressed) on every form's page.
 */

// strict: false, because schemas stored with the data carry annotations of their own (titles, ui hints).
// Created on first use, not on import: ajv compiles with `new Function`, which the Content-Security-
// Policy forbids, and every page importing the validation package must load without it.
let instance: ReturnType<typeof createAjv> | undefined;
function jsonDataAjv() {
  if (!instance) {
    instance = createAjv({ strict: false });
    instance.addFormat('phone', PHONE_PATTERN);
    instance.addFormat('portal-date', { type: 'string', validate: isDutchDateText });
  }
  return instance;
}

const byObject = new WeakMap<object, ValidateFunction>();
const byContent = new Map<string, ValidateFunction>();

function compile(schema: AnySchema): ValidateFunction {
  if (typeof schema === 'object') {
    const cached = byObject.get(schema);
    if (cached) return cached;
  }
  const key = JSON.stringify(schema);
  let validator = byContent.get(key);
  if (!validator) {
    // A changed schema under the same $id replaces the old one instead of clashing with it.
    const id = typeof schema === 'object' && typeof schema.$id === 'string' ? schema.$id : undefined;
    const ajv = jsonDataAjv();
    if (id !== undefined && ajv.getSchema(id)) ajv.removeSchema(id);
    validator = ajv.compile(schema);
    byContent.set(key, validator);
  }
  if (typeof schema === 'object') byObject.set(schema, validator);
  return validator;
}

export function validateJsonData(schema: AnySchema, data: unknown): ValidationErrors {
  const validator = compile(schema);
  let valid: boolean;
  try {
    valid = validator(data) as boolean;
  } catch (error) {
    // ajv-errors' generated code indexes a plain object by the data's key, so a key such as
    // `toString` or `valueOf` under `errorMessage.properties` throws a TypeError there. Such data
    // still gets its verdict, from the implementation that reads the schema (same answers, tested).
    if (error instanceof TypeError && typeof schema === 'object') return validateByReading(schema, data);
    throw error;
  }
  if (valid) return {};
  return toValidationErrors(validator.errors ?? []);
}
