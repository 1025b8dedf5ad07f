/** Keeps every message in the outbox table instead of sending it (no SMTP configured). */
import type { Db } from '../db/connection';
import { outbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outbox).values(message);
  }

  // The outbox row is the delivery: nothing runs in the background.
  start(): void {}

  async stop(): Promise<void> {}

  async drain(): Promise<number> {
    return 0;
  }
}
