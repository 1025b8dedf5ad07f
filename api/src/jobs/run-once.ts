/**
 * Scheduled work runs once across every api process: the process that inserts the job's row for a
 * time slot does the work, the others find the row taken and skip (a unique row, not a lock held
 * for the duration, so a process that dies mid-run cannot block the next slot).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

/** The slot of an hourly job: the UTC hour, e.g. `2026-12-01T20`. */
export function hourSlot(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/** Runs `work` when no process has claimed `job` for `slot` yet; answers whether it ran here. */
export async function runOnce(
  db: Db,
  job: string,
  slot: string,
  work: () => Promise<string>,
): Promise<boolean> {
  const claimed = await db.execute(sql`
    INSERT INTO scheduled_job_runs (job, slot) VALUES (${job}, ${slot})
    ON CONFLICT (job, slot) DO NOTHING
    RETURNING job`);
  // node-postgres and PGlite both answer `{ rows }`.
  if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return false;
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
