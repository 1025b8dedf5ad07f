/**
 * The one way the api writes a log: pino, one JSON line per entry, UTC time, the level as a word,
 * and every field with a secret's name censored. The audit log and the error log are both made here,
 * so that what one of them hides the other cannot show.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Field names whose values are secrets wherever they appear (top level or one level down). */
export const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'passwordConfirmation',
  'newPassword',
  'token',
  'invitationToken',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'sessionId',
  'rawId',
  'secret',
  'iban',
] as const;

export const CENSORED = '[verwijderd]';

/** The places a secret field is censored: as a field, one level down, and in `details` likewise. */
function redactPaths(): string[] {
  return SECRET_FIELDS.flatMap((field) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    const nested = key.startsWith('[') ? `*${key}` : `*.${key}`;
    return [key, nested, `details${key.startsWith('[') ? key : `.${key}`}`, `details.${nested}`];
  });
}

export type JsonLogName = 'audit' | 'error';

/**
 * A JSON-lines logger whose every line carries `log: <name>`. Without a destination it writes to `fd`
 * (the audit log to standard output, the error log to standard error): the audit log synchronously,
 * so a crash or `kill` right after a sensitive act cannot lose its line (issue 41); the error log
 * asynchronously, as its lines are many and never the only trace of an act.
 */
export function createJsonLog(
  name: JsonLogName,
  destination: DestinationStream | undefined,
  fd: 1 | 2,
): Logger {
  return pino(
    {
      base: { log: name },
      messageKey: 'message',
      // ISO 8601 in UTC ("...Z"): one clock for every server and every reader.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths(), censor: CENSORED },
    },
    destination ?? pino.destination({ dest: fd, sync: name === 'audit' }),
  );
}
