/**
 * The audit log: one JSON line per security event (pino), with UTC time, request id, actor, target
 * and outcome, for sign-ins, sign-outs, credential changes, resets, impersonation and staff
 * decisions. Secrets never belong in it: the events name accounts, not passwords or tokens, and the
 * logger censors any field with a secret's name anyway (logging/json-log.ts; a test plants them and looks).
 */
import type { DestinationStream } from 'pino';
import { createJsonLog } from '../logging/json-log';

export { SECRET_FIELDS } from '../logging/json-log';

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
  /** While staff look along: the account they look along in (the actor is then the staff member). */
  lookingAlongIn?: string | undefined;
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

export function createAuditLog(destination?: DestinationStream): AuditLog {
  const logger = createJsonLog('audit', destination, 1);
  return {
    record: ({ event, ...fields }) => logger.info({ event, ...fields }, event),
  };
}

/** For code paths that have no audit log of their own (tests of other things). */
export const SILENT_AUDIT_LOG: AuditLog = { record: () => undefined };
