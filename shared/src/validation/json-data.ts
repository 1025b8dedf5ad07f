import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import { isDutchDateText } from './dates';
import { addMessages, toErrorRecord } from './error-record';
import { DEFAULT_MESSAGE, MESSAGES, sizeMessage } from './messages';
import { PHONE_PATTERN } from './rules/text';
import type { ValidationErrors } from './types';

/**
 * Checks the JSON `data` blob of a registration item or request against its JSON schema, with
 * the result in the shape of `validate`: Dutch messages per dotted field path. A schema may give
 * its own messages with ajv-errors' `errorMessage`. Besides ajv-formats' formats, `phone` and
 * `portal-date` (the date forms of SPEC section 5) are known.
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

function decodePointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property a required-like error is about lives in its params, not in its instancePath. */
function pathOf(error: ErrorObject): string {
  const segments = decodePointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const property = params['missingProperty'] ?? params['additionalProperty'];
  if (typeof property === 'string') segments.push(property);
  if (error.keyword === 'errorMessage' && Array.isArray(params['errors'])) {
    const paths = new Set((params['errors'] as ErrorObject[]).map(pathOf));
    const [only] = paths;
    if (paths.size === 1 && only !== undefined) return only;
  }
  return segments.join('.');
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params['limit'] === 'number' ? params['limit'] : 0;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? DEFAULT_MESSAGE;
    case 'required':
    case 'dependentRequired':
      return MESSAGES.required;
    case 'format':
      if (params['format'] === 'email') return MESSAGES.email;
      if (params['format'] === 'phone') return MESSAGES.phone;
      if (['date', 'portal-date', 'date-time'].includes(String(params['format']))) return MESSAGES.date;
      return DEFAULT_MESSAGE;
    case 'enum':
    case 'const':
      return MESSAGES.in;
    case 'maxLength':
      return sizeMessage('string', 'max', limit);
    case 'minLength':
      return sizeMessage('string', 'min', limit);
    case 'maxItems':
      return sizeMessage('array', 'max', limit);
    case 'minItems':
      return sizeMessage('array', 'min', limit);
    case 'maximum':
      return sizeMessage('number', 'max', limit);
    case 'minimum':
      return sizeMessage('number', 'min', limit);
    case 'exclusiveMaximum':
      return sizeMessage('number', 'lt', limit);
    case 'exclusiveMinimum':
      return sizeMessage('number', 'gt', limit);
    default:
      return DEFAULT_MESSAGE;
  }
}

/** `if` only says its `then` or `else` failed; those errors say where and why. */
const SUMMARY_KEYWORDS = new Set(['if']);

export function validateJsonData(schema: AnySchema, data: unknown): ValidationErrors {
  const validator = compile(schema);
  if (validator(data)) return {};
  const errors = new Map<string, string[]>();
  for (const error of validator.errors ?? []) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    const path = pathOf(error);
    addMessages(errors, path, [messageOf(error)]);
  }
  return toErrorRecord(errors);
}
