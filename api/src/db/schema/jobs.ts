/** Scheduled work: one row per job and time slot, claimed by the process that runs it (jobs/run-once.ts). */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome'),
    /** `<host>:<pid>` of the process that ran the slot. */
    ranBy: text('ran_by'),
  },
  (table) => [primaryKey({ columns: [table.job, table.slot] })],
);

/** One row per job and item it handled (a reminder, a digest): each is sent once (jobs/run-once.ts). */
export const scheduledJobItems = pgTable(
  'scheduled_job_items',
  {
    job: text('job').notNull(),
    itemKey: text('item_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.itemKey] })],
);

/** A signed-in mutation's answer per user and Idempotency-Key, kept a day (http/idempotency.ts). */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
