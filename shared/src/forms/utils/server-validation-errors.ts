/**
 * Reads the field errors of a server validation failure (GraphQL `extensions.code` 422 with
 * `extensions.validation: { field: [messages] }`) out of whatever the caller caught: an Apollo Client 4
 * `CombinedGraphQLErrors`, an Apollo 3 style `graphQLErrors`, a GraphQL errors array, a mutation result,
 * or a `BatchMutationError` wrapping any of those.
 */
import type { FieldErrors } from '../types';

export interface ServerValidationOptions {
  /** Removed from the start of each field name, e.g. 'input.' when the api validates an input object. */
  stripPrefix?: string;
}

const VALIDATION_CODE = 422;
const MAX_DEPTH = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

function isValidationError(error: Record<string, unknown>): boolean {
  const extensions = error.extensions;
  return (
    isRecord(extensions) && Number(extensions.code) === VALIDATION_CODE && isRecord(extensions.validation)
  );
}

function addMessages(
  target: FieldErrors,
  field: string,
  messages: unknown,
  prefix: string | undefined,
): void {
  const name = prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field;
  const list = (Array.isArray(messages) ? messages : [messages]).filter(
    (message): message is string => typeof message === 'string' && message.length > 0,
  );
  if (list.length === 0) return;
  target[name] = [...(target[name] ?? []), ...list.filter((message) => !target[name]?.includes(message))];
}

function collect(source: unknown, target: FieldErrors, prefix: string | undefined, depth: number): void {
  if (depth > MAX_DEPTH || !isRecord(source)) return;
  if (Array.isArray(source)) {
    for (const item of source) collect(item, target, prefix, depth + 1);
    return;
  }
  if (isValidationError(source)) {
    const validation = (source.extensions as { validation: Record<string, unknown> }).validation;
    for (const [field, messages] of Object.entries(validation)) addMessages(target, field, messages, prefix);
    return;
  }
  for (const key of ['errors', 'graphQLErrors', 'error', 'cause'] as const) {
    if (key in source) collect(source[key], target, prefix, depth + 1);
  }
}

/** `{}` when the error holds no server validation errors. */
export function serverValidationErrors(error: unknown, options: ServerValidationOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  collect(error, errors, options.stripPrefix, 0);
  return errors;
}

export function hasServerValidationErrors(error: unknown): boolean {
  return Object.keys(serverValidationErrors(error)).length > 0;
}
