/** Recognising database errors a caller answers itself (node-postgres and PGlite alike). */

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether the error (or one it wraps; drizzle wraps the driver's) is a unique violation (23505) of
 * the named constraint, e.g. `users_email_key`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as PgErrorFields | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return current.constraint === constraint;
    current = current.cause as PgErrorFields | undefined;
  }
  return false;
}
