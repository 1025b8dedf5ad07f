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
  },
  (table) => [primaryKey({ columns: [table.job, table.slot] })],
);
