/**
 * Starts the api's scheduled jobs in this process: each a minute after start and then every hour.
 * Every process runs the schedule; `runOnce` makes each job's slot run in one of them only. A failed
 * run (the database away) is logged and tried again at the next tick.
 */
import type { AppServices } from '../context';
import { removeUnattachedUploads } from './upload-cleanup';
import { remindPointsEntry } from './points-reminders';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 3_600_000;

const JOBS: Record<string, (services: AppServices) => Promise<unknown>> = {
  'upload-cleanup': (services) => removeUnattachedUploads(services),
  'points-reminders': (services) => remindPointsEntry(services),
};

export function startScheduledJobs(services: AppServices): () => void {
  const tick = () => {
    for (const [job, run] of Object.entries(JOBS)) {
      run(services).catch((error: unknown) =>
        services.errors.record({ event: 'scheduled_job', error, details: { job } }),
      );
    }
  };
  const first = setTimeout(tick, FIRST_RUN_MS);
  const every = setInterval(tick, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
