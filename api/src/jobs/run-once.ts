/**
 * Scheduled work runs once across every api process (issue 41). Two helpers, for two kinds of once:
 *
 * - `runOnce(db, job, slot, work)`: a job's run for a time slot (the UTC hour, the day) happens in one
 *   process: the process that inserts the job's row for the slot does the work, the others find the
 *   row taken and skip (a unique row, not a lock held for the duration, so a process that dies
 *   mid-run cannot block the next slot).
 * - `onceForItem(db, job, itemKey, work)` / `mailOnce(...)`: each item a job handles (a reminder to one
 *   person for one deadline, a digest of one week to one employer) is handled once, however many
 *   processes, slots or retries run the job: the item's row in `scheduled_job_items` and what the work
 *   writes (the mail in the outbox or the queue) commit in one transaction, or neither does. A second
 *   process handling the same item at the same moment waits for the first one's row and then skips.
 *
 * A job that sends something uses both: `runOnce` so the slot's work is done by one process, and
 * `mailOnce` per item so a slot that died half-way (or an earlier slot) never sends an item twice.
 * docs/operations.md, "Scheduled jobs", shows how to add one.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import type { Mailer, MailMessage } from '../mail/mailer';

/** The slot of an hourly job: the UTC hour, e.g. `2026-12-01T20`. */
export function hourSlot(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/** The slot of a daily job: the UTC day, e.g. `2026-12-01`. */
export function daySlot(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Names this process in `scheduled_job_runs.ran_by`. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`;

function rowsOf(result: unknown): unknown[] {
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: unknown[] }).rows;
}

/** Runs `work` when no process has claimed `job` for `slot` yet; answers whether it ran here. */
export async function runOnce(
  db: Db,
  job: string,
  slot: string,
  work: () => Promise<string>,
): Promise<boolean> {
  const claimed = await db.execute(sql`
    INSERT INTO scheduled_job_runs (job, slot, ran_by) VALUES (${job}, ${slot}, ${THIS_PROCESS})
    ON CONFLICT (job, slot) DO NOTHING
    RETURNING job`);
  if (rowsOf(claimed).length === 0) return false;
  let outcome = 'mislukt';
  try {
    outcome = await work();
  } finally {
    await db.execute(sql`
      UPDATE scheduled_job_runs SET finished_at = now(), outcome = ${outcome}
      WHERE job = ${job} AND slot = ${slot}`);
  }
  return true;
}

/**
 * Does `work` for one item of a job once, ever: `work` gets the transaction that also holds the
 * item's row, so what it writes there commits with the row or not at all. Answers whether it ran
 * here (false: done before, by this or another process).
 */
export async function onceForItem(
  db: Db,
  job: string,
  itemKey: string,
  work: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      INSERT INTO scheduled_job_items (job, item_key) VALUES (${job}, ${itemKey})
      ON CONFLICT (job, item_key) DO NOTHING
      RETURNING job`);
    if (rowsOf(claimed).length === 0) return false;
    await work(tx as unknown as Db);
    return true;
  });
}

/**
 * Sends `message` for one item of a job once, ever: the mail goes into the outbox (no SMTP) or the
 * SMTP queue in the same transaction as the item's row, and the queue is sent after the commit.
 */
export async function mailOnce(
  db: Db,
  mailer: Mailer,
  job: string,
  itemKey: string,
  message: MailMessage,
): Promise<boolean> {
  const sent = await onceForItem(db, job, itemKey, (tx) => queueMailIn(tx, mailer, message));
  if (sent) afterCommit(mailer);
  return sent;
}
