import type { ValidationErrors } from './types';

/** Collects messages per path, without duplicates, in the order they were found. */
export function addMessages(errors: Map<string, string[]>, path: string, messages: readonly string[]): void {
  if (messages.length === 0) return;
  const existing = errors.get(path) ?? [];
  errors.set(path, [...new Set([...existing, ...messages])]);
}

/** Builds the result with defineProperty, so a data key such as `__proto__` stays a plain key. */
export function toErrorRecord(errors: Map<string, string[]>): ValidationErrors {
  const record: ValidationErrors = {};
  for (const [path, messages] of errors) {
    Object.defineProperty(record, path, {
      value: messages,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return record;
}
