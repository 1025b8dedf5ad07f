/** The SMTP mail queue and the hourly request counters (migrations 0007, 0008, 0009). */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

/** Account creations per client address in the current hour-long window (migration 0008). */
export const accountCreationWindows = pgTable('account_creation_windows', {
  clientIp: text('client_ip').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  creations: integer('creations').notNull().default(1),
});

/** E-mail-change requests per account in the current hour-long window (migration 0009). */
export const emailChangeWindows = pgTable('email_change_windows', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  requests: integer('requests').notNull().default(1),
});
