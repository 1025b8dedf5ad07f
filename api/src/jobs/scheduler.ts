/**
 * Starts the api's scheduled jobs in this process: each a minute after start and then every hour.
 * Every process runs the schedule; `runOnce` makes each job's slot run in one of them only, and
 * `mailOnce` each item of a job (a reminder) go out once (jobs/run-once.ts). A failed run (the
 * database away) is logged and tried again at the next tick. `pnpm staff run-jobs` runs them now.
 */
import type { AppServices } from '../context';
import { removeOldIdempotentRequests } from '../http/idempotency';
import { scheduledReminders } from './re-registration-reminders';
import { hourSlot, runOnce } from './run-once';
import { removeUnattachedUploads } from './upload-cleanup';
import { remindPointsEntry } from './points-reminders';
import { buildPendingExports, removeExpiredExports } from './data-exports';
import { scheduledEmployerDigests } from './employer-digests';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 3_600_000;

/**
 * One scheduled job: what it did when it ran in this process (a short Dutch outcome), or null when
 * another process had its slot.
 */
export type ScheduledJob = (services: AppServices, now: Date) => Promise<string | null>;

/** Every scheduled job by name. A new job adds one line here (docs/operations.md, "Scheduled jobs"). */
export const JOBS: Record<string, ScheduledJob> = {
  'upload-cleanup': async (services, now) => {
    const removed = await removeUnattachedUploads(services, now);
    return removed === null ? null : `${removed} verwijderd`;
  },
  // Answers kept for retries with an Idempotency-Key, a day old.
  'idempotency-cleanup': async (services, now) => {
    let outcome = '';
    const ran = await runOnce(services.database.db, 'idempotency-cleanup', hourSlot(now), async () => {
      outcome = `${await removeOldIdempotentRequests(services.database.db, now)} verwijderd`;
      return outcome;
    });
    return ran ? outcome : null;
  },
  // Reminders before the re-registration deadline: once a Dutch day across the processes, each mail once.
  're-registration-reminders': async (services, now) => {
    const sent = await scheduledReminders(
      services.database.db,
      services.mailer,
      services.config.portalUrl,
      now,
    );
    return sent === null ? null : `${sent} verstuurd`;
  },
  // Providers reminded to enter points on day 1, 15 and 30 after a session ended: the hour's slot once, each mail once.
  'points-reminders': async (services, now) => {
    const sent = await remindPointsEntry(services, now);
    return sent === null ? null : `${sent} verstuurd`;
  },
  // 'Mijn gegevens downloaden': exports left waiting (their process died) built, each claimed by one process; expired ones removed.
  'data-exports': async (services, now) => {
    let outcome = '';
    const ran = await runOnce(services.database.db, 'data-exports', hourSlot(now), async () => {
      outcome = `${await buildPendingExports(services)} gemaakt, ${await removeExpiredExports(services)} verlopen`;
      return outcome;
    });
    return ran ? outcome : null;
  },
  // Contact persons' digests of changes among linked professionals: the Dutch day once, each change once per recipient.
  'employer-digests': async ({ database, mailer, config }, now) => {
    const sent = await scheduledEmployerDigests(database.db, mailer, config.portalUrl, now);
    return sent === null ? null : `${sent} verstuurd`;
  },
};

export interface JobOutcome {
  job: string;
  /** 'ran': here; 'skipped': another process had the slot; 'failed': an error (logged). */
  result: 'ran' | 'skipped' | 'failed';
  outcome: string | null;
}

/** Runs the named jobs (default: all) now, each once across the processes; what happened here. */
export async function runJobsNow(
  services: AppServices,
  names: readonly string[] = Object.keys(JOBS),
  now = new Date(),
): Promise<JobOutcome[]> {
  return Promise.all(
    names.map(async (job): Promise<JobOutcome> => {
      const run = JOBS[job];
      if (!run) return { job, result: 'failed', outcome: 'onbekende taak' };
      try {
        const outcome = await run(services, now);
        return { job, result: outcome === null ? 'skipped' : 'ran', outcome };
      } catch (error) {
        services.errors.record({ event: 'scheduled_job', error, details: { job } });
        return { job, result: 'failed', outcome: null };
      }
    }),
  );
}

export function startScheduledJobs(services: AppServices): () => void {
  const tick = () => void runJobsNow(services);
  const first = setTimeout(tick, FIRST_RUN_MS);
  const every = setInterval(tick, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
