import type { ErrorObject } from 'ajv';
import { addMessages, toErrorRecord } from './error-record';
import { DEFAULT_MESSAGE, MESSAGES, sizeMessage } from './messages';
import type { ValidationErrors } from './types';

/**
 * ajv's errors (or errors of the same shape, json-data.browser.ts) as the portal shows them: Dutch
 * messages per dotted field path. Type-only import of ajv: nothing of it reaches a bundle from here.
 */

/** The part of ajv's ErrorObject read here. */
export type JsonDataError = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params' | 'message'>;

function decodePointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property a required-like error is about lives in its params, not in its instancePath. */
export function pathOf(error: JsonDataError): string {
  const segments = decodePointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const property = params['missingProperty'] ?? params['additionalProperty'];
  if (typeof property === 'string') segments.push(property);
  if (error.keyword === 'errorMessage' && Array.isArray(params['errors'])) {
    const paths = new Set((params['errors'] as JsonDataError[]).map(pathOf));
    const [only] = paths;
    if (paths.size === 1 && only !== undefined) return only;
  }
  return segments.join('.');
}

function messageOf(error: JsonDataError): string {
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

export function toValidationErrors(found: readonly JsonDataError[]): ValidationErrors {
  const errors = new Map<string, string[]>();
  for (const error of found) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    addMessages(errors, pathOf(error), [messageOf(error)]);
  }
  return toErrorRecord(errors);
}
