/**
 * A mail that belongs to a write: queued in the write's own transaction (the outbox row without SMTP,
 * the SMTP queue's row with it), so the write and its mail commit together or neither does. A crash
 * (kill -9) between a commit and a mail sent afterwards can no longer leave the write without its
 * mail, nor can a retry send it twice. Call `afterCommit` once the transaction has committed: with SMTP
 * the queue is then sent at once rather than at the worker's next round.
 */
import type { Db } from '../db/connection';
import { enqueueMail } from '../db/queries/mail-queue';
import { outbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

export async function queueMailIn(tx: Db, mailer: Mailer, message: MailMessage): Promise<void> {
  if (mailer.kind === 'smtp') await enqueueMail(tx, message);
  else await tx.insert(outbox).values(message);
}

export function afterCommit(mailer: Mailer): void {
  if (mailer.kind === 'smtp') setImmediate(() => void mailer.drain());
}
