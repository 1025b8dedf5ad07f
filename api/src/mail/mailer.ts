/**
 * The mailer adapter: the api composes messages, an adapter delivers them. SMTP when SMTP_HOST is
 * set (queued in the database, sent after the response), otherwise the outbox table
 * (`pnpm staff mail`), so everything works offline.
 */
import type { Config } from '../config/env';
import type { Db } from '../db/connection';
import type { ErrorLog } from '../logging/error-log';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Hands the message over for delivery; never waits on a mail server. */
  send(message: MailMessage): Promise<void>;
  /** Starts background delivery (the api process). */
  start(): void;
  /** Stops background delivery, waiting for a send in progress. */
  stop(): Promise<void>;
  /** Delivers what is due now; the number sent (a CLI run before it exits, tests). */
  drain(): Promise<number>;
}

/** `errors`: where a failed delivery is logged (the SMTP worker runs outside any request). */
export function createMailer(config: Config, db: Db, errors: ErrorLog): Mailer {
  return config.smtp ? new SmtpMailer(config.smtp, config.mailFrom, db, errors) : new OutboxMailer(db);
}
