/** The SMTP mail queue and the per-client account-creation counter (migration 0007). */
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailQueue = pgTable('mail_queue', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** Cleared once sent or given up: the links in it must not outlive their delivery. */
  text: text('text'),
  html: text('html'),
  status: text('status', { enum: ['queued', 'sent', 'failed'] })
    .notNull()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountCreationAttempts = pgTable('account_creation_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientIp: text('client_ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
