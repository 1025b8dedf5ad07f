import { fullFormats } from 'ajv-formats/dist/formats';
import { isDutchDateText } from './dates';
import { toValidationErrors, type JsonDataError } from './json-data-errors';
import { PHONE_PATTERN } from './rules/text';
import type { ValidationErrors } from './types';

/**
 * `validateJsonData` for browsers (the package's `browser` field maps json-data.ts here): the same
 * verdicts as the api's ajv (allErrors, ajv-formats, ajv-errors' `errorMessage`), read from the schema
 * as it is instead of compiled into code. ajv compiles with `new Function`, which the portal's
 * Content-Security-Policy forbids, and its compiler would weigh about 35 KiB on every form's page.
 *
 * It knows the draft-07 keywords (ajv's default) whose errors the portal has Dutch messages for; a
 * schema using another ajv keyword throws rather than letting through what the api would refuse.
 * Unknown words are annotations and ignored, as ajv does with `strict: false` (so are later drafts'
 * words such as `dependentRequired`, which ajv's default draft does not read). `json-data.test.ts` holds both implementations to
 * the same answers, also on random data.
 */
type Schema = boolean | Record<string, unknown>;

/** An error with the schema node whose keyword produced it (ajv-errors needs to tell own from inner). */
interface FoundError extends JsonDataError {
  origin: object | boolean;
}

/** ajv keywords this implementation does not evaluate. */
const UNSUPPORTED = new Set([
  '$ref', '$dynamicRef', '$defs', 'definitions', 'allOf', 'anyOf', 'oneOf', 'not', 'pattern',
  'patternProperties', 'propertyNames', 'uniqueItems', 'multipleOf', 'contains', 'minContains',
  'maxContains', 'minProperties', 'maxProperties', 'dependencies', 'dependentSchemas', 'prefixItems',
  'additionalItems', 'unevaluatedProperties', 'unevaluatedItems', 'discriminator', 'nullable',
]); // prettier-ignore

type FormatCheck = { types: readonly string[]; test: (value: never) => boolean };

const FORMATS: Record<string, FormatCheck> = {
  phone: { types: ['string'], test: (value: string) => PHONE_PATTERN.test(value) },
  'portal-date': { types: ['string'], test: (value: string) => isDutchDateText(value) },
};

function formatCheck(name: string): FormatCheck | undefined {
  if (FORMATS[name]) return FORMATS[name];
  const format = (fullFormats as Record<string, unknown>)[name];
  if (format instanceof RegExp) return { types: ['string'], test: (value: string) => format.test(value) };
  if (typeof format === 'function') return { types: ['string'], test: format as (value: string) => boolean };
  if (format && typeof format === 'object' && 'validate' in format) {
    const { type = 'string', validate } = format as {
      type?: string;
      validate: RegExp | ((v: never) => boolean);
    };
    const test = validate instanceof RegExp ? (value: string) => validate.test(value) : validate;
    return { types: [type], test };
  }
  return undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

/** Structural equality of JSON values, as ajv's `enum` and `const` compare. */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeOf(a) !== typeOf(b) || typeof a !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equal(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => key in right && equal(left[key], right[key]))
  );
}

const escapeSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** Unicode code points, as ajv counts string lengths. */
const lengthOf = (text: string) => [...text].length;

const LIMITS: Array<[keyword: string, fails: (value: number, limit: number) => boolean]> = [
  ['maximum', (value, limit) => value > limit],
  ['minimum', (value, limit) => value < limit],
  ['exclusiveMaximum', (value, limit) => value >= limit],
  ['exclusiveMinimum', (value, limit) => value <= limit],
];

function check(schema: Schema, data: unknown, path: string): FoundError[] {
  if (schema === true) return [];
  if (schema === false) return [{ keyword: 'false schema', instancePath: path, params: {}, origin: schema }];
  for (const keyword of Object.keys(schema)) {
    if (UNSUPPORTED.has(keyword)) {
      throw new Error(
        `JSON-schema keyword '${keyword}' is not supported in the browser (json-data.browser.ts).`,
      );
    }
  }
  const found: FoundError[] = [];
  const own = (keyword: string, params: Record<string, unknown> = {}, at = path) =>
    found.push({ keyword, instancePath: at, params, origin: schema });

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => hasType(data, type))) own('type', { type: types.join(',') });
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => equal(allowed, data))) {
    own('enum', { allowedValues: schema.enum });
  }
  if ('const' in schema && !equal(schema.const, data)) own('const', { allowedValue: schema.const });

  if (typeof data === 'number' && Number.isFinite(data)) {
    for (const [keyword, fails] of LIMITS) {
      const limit = schema[keyword];
      if (typeof limit === 'number' && fails(data, limit)) own(keyword, { limit });
    }
  }
  if (typeof data === 'string') {
    const length = lengthOf(data);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength)
      own('maxLength', { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length < schema.minLength)
      own('minLength', { limit: schema.minLength });
  }
  if (typeof schema.format === 'string') {
    const format = formatCheck(schema.format);
    if (format && format.types.some((type) => hasType(data, type)) && !format.test(data as never)) {
      own('format', { format: schema.format });
    }
  }
  if (Array.isArray(data)) {
    if (typeof schema.maxItems === 'number' && data.length > schema.maxItems)
      own('maxItems', { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && data.length < schema.minItems)
      own('minItems', { limit: schema.minItems });
    if (Array.isArray(schema.items))
      throw new Error("Tuple 'items' is not supported in the browser (json-data.browser.ts).");
    if (schema.items !== undefined) {
      data.forEach((item, index) => found.push(...check(schema.items as Schema, item, `${path}/${index}`)));
    }
  }
  if (typeOf(data) === 'object')
    found.push(...checkObject(schema, data as Record<string, unknown>, path, own));

  if (schema.if !== undefined) {
    const branch = check(schema.if as Schema, data, path).length === 0 ? schema.then : schema.else;
    if (branch !== undefined) {
      const inner = check(branch as Schema, data, path);
      if (inner.length > 0)
        found.push(...inner, { keyword: 'if', instancePath: path, params: {}, origin: schema });
    }
  }
  return schema.errorMessage === undefined ? found : withErrorMessages(schema, path, found);
}

function checkObject(
  schema: Record<string, unknown>,
  data: Record<string, unknown>,
  path: string,
  own: (keyword: string, params?: Record<string, unknown>) => void,
): FoundError[] {
  const found: FoundError[] = [];
  const present = (key: string) => Object.prototype.hasOwnProperty.call(data, key) && data[key] !== undefined;
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (!present(key)) own('required', { missingProperty: key });
  }
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, propertySchema] of Object.entries(properties)) {
    if (present(key)) found.push(...check(propertySchema, data[key], `${path}/${escapeSegment(key)}`));
  }
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
    for (const key of Object.keys(data)) {
      if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
      if (schema.additionalProperties === false) own('additionalProperties', { additionalProperty: key });
      else
        found.push(
          ...check(schema.additionalProperties as Schema, data[key], `${path}/${escapeSegment(key)}`),
        );
    }
  }
  return found;
}

/**
 * ajv-errors: a string replaces every error of this schema and the schemas inside it; an object
 * replaces the errors of the keywords it names (per property for `required`,
 * per property's schema for `properties`), and `_` the rest.
 */
function withErrorMessages(schema: Record<string, unknown>, path: string, found: FoundError[]): FoundError[] {
  const message = schema.errorMessage;
  const replace = (errors: FoundError[], text: string): FoundError => ({
    keyword: 'errorMessage',
    instancePath: path,
    message: text,
    params: { errors },
    origin: schema,
  });
  if (typeof message === 'string') return found.length === 0 ? [] : [replace(found, message)];
  const byKeyword = message as Record<string, string | Record<string, string>>;
  let rest = found;
  const replaced: FoundError[] = [];
  const take = (matches: (error: FoundError) => boolean, text: string) => {
    const taken = rest.filter(matches);
    if (taken.length === 0) return;
    rest = rest.filter((error) => !taken.includes(error));
    replaced.push(replace(taken, text));
  };
  for (const [keyword, text] of Object.entries(byKeyword)) {
    if (keyword === '_') continue;
    if (keyword === 'properties' && typeof text === 'object') {
      for (const [key, propertyText] of Object.entries(text)) {
        const inner = `${path}/${escapeSegment(key)}`;
        take(
          (error) => error.instancePath === inner || error.instancePath.startsWith(`${inner}/`),
          propertyText,
        );
      }
    } else if (typeof text === 'object') {
      for (const [key, propertyText] of Object.entries(text)) {
        take(
          (error) =>
            error.origin === schema && error.keyword === keyword && error.params.missingProperty === key,
          propertyText,
        );
      }
    } else {
      take((error) => error.origin === schema && error.keyword === keyword, text);
    }
  }
  const remaining = byKeyword['_'];
  if (typeof remaining === 'string') take(() => true, remaining);
  return [...rest, ...replaced];
}

export function validateJsonData(schema: Schema, data: unknown): ValidationErrors {
  return toValidationErrors(check(schema, data, ''));
}
