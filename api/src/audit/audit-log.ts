/**
 * The audit log: one JSON line per security event (pino), with UTC time, request id, actor, target
 * and outcome, for sign-ins, sign-outs, credential changes, resets, impersonation and staff
 * decisions. Secrets never belong in it: the events name accounts, not passwords or tokens, and the
 * logger censors any field with a secret's name anyway (a test plants them and looks).
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type AuditOutcome =
  | 'success'
  | 'failure'
  | 'throttled'
  | 'lockout'
  | 'link_sent'
  | 'requested'
  | 'refused';

export interface AuditEvent {
  /** What happened, e.g. `login`, `logout`, `password_change`, `staff.approve`. */
  event: string;
  outcome: AuditOutcome;
  /** Who acted: an account's e-mail address, `staff:<e-mail>`, or null for an anonymous visitor. */
  actor: string | null;
  /** Whom or what it was about: usually the account's e-mail address. */
  target: string | null;
  requestId?: string | undefined;
  clientIp?: string | undefined;
  /** Extra facts (a reason, a status); never a secret. */
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(event: AuditEvent): void;
}

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
] as const;

function redactPaths(): string[] {
  return SECRET_FIELDS.flatMap((field) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    const nested = key.startsWith('[') ? `*${key}` : `*.${key}`;
    return [key, nested, `details${key.startsWith('[') ? key : `.${key}`}`, `details.${nested}`];
  });
}

export function createAuditLog(destination?: DestinationStream): AuditLog {
  const logger: Logger = pino(
    {
      base: { log: 'audit' },
      messageKey: 'message',
      // ISO 8601 in UTC ("...Z"): one clock for every server and every reader.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths(), censor: '[verwijderd]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return {
    record: ({ event, ...fields }) => logger.info({ event, ...fields }, event),
  };
}

/** For code paths that have no audit log of their own (tests of other things). */
export const SILENT_AUDIT_LOG: AuditLog = { record: () => undefined };
