/** Scheduled work: one row per job and time slot, claimed by the process that runs it (jobs/run-once.ts). */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
