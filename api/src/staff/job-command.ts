/** `pnpm staff run-jobs [<job>...] --by <staff>`: the scheduled jobs now, in the running api. */
import type { AppServices } from '../context';
import { JOBS, runJobsNow } from '../jobs/scheduler';
import type { StaffResult } from './commands';

const SAID: Record<'ran' | 'skipped' | 'failed', string> = {
  ran: 'uitgevoerd in dit proces',
  skipped: 'overgeslagen: een ander proces had deze taak al voor dit tijdvak',
  failed: 'mislukt (zie het foutenlog)',
};

export async function runJobsCommand(services: AppServices, jobs: string[]): Promise<StaffResult> {
  const unknown = jobs.filter((job) => !(job in JOBS));
  if (unknown.length > 0) {
    return {
      ok: false,
      output: `Onbekende taak: ${unknown.join(', ')}. Bekende taken: ${Object.keys(JOBS).join(', ')}. Er is niets gedaan.`,
    };
  }
  const outcomes = await runJobsNow(services, jobs.length > 0 ? jobs : undefined);
  return {
    ok: outcomes.every((outcome) => outcome.result !== 'failed'),
    output: outcomes
      .map(({ job, result, outcome }) => `${job}: ${SAID[result]}${outcome ? ` (${outcome})` : ''}`)
      .join('\n'),
  };
}
