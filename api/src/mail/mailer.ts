/**
 * The mailer adapter: the api composes messages, an adapter delivers them. SMTP when SMTP_HOST is
 * set, otherwise the outbox table (`pnpm staff mail`), so everything works offline.
 */
import type { Config } from '../config/env';
import type { Db } from '../db/connection';
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
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, db: Db): Mailer {
  return config.smtp ? new SmtpMailer(config.smtp, config.mailFrom, db) : new OutboxMailer(db);
}
