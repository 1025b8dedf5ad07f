/** 'Mijn gegevens downloaden' (issue 41): a user's requested exports (db/queries/data-exports.ts). */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  progress: integer('progress').notNull().default(0),
  /** `<host>:<pid>` of the process building it (jobs/run-once.ts THIS_PROCESS). */
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  storageKey: text('storage_key'),
  sizeBytes: integer('size_bytes'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
});
