/**
 * `pnpm staff <command>`: asks the running api through its admin endpoint; when no api answers,
 * opens the database itself. It never opens PGlite's folder while the api process still lives.
 */
import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config/env';
import { openConfiguredDatabase } from '../db/open-configured';
import { createMailer } from '../mail/mailer';
import { createErrorLog } from '../logging/error-log';
import { createAuditLog } from '../audit/audit-log';
import { SESSIONS_CHANNEL } from '../auth/session-invalidation';
import { STAFF_SECRET_HEADER } from '../http/admin-route';
import { readStaffSecret } from '../security/secrets';
import { parseStaffCommand, runStaffCommand, STAFF_USAGE, type StaffResult } from './commands';
import { findRunningApi, processIsAlive } from './running-api';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

type ApiAnswer = { kind: 'answered'; status: number; result: StaffResult } | { kind: 'unreachable' };

async function askRunningApi(url: string, secret: string, args: readonly string[]): Promise<ApiAnswer> {
  try {
    const response = await fetch(`${url}/admin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STAFF_SECRET_HEADER]: secret },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(10_000),
    });
    const result = (await response.json().catch(() => null)) as StaffResult | null;
    return {
      kind: 'answered',
      status: response.status,
      result: result ?? { ok: false, output: `De api antwoordde met HTTP ${response.status}.` },
    };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Runs the command; returns the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runStaffCli(
  args: readonly string[],
  config: Config,
  output: CliOutput,
): Promise<number> {
  const command = parseStaffCommand(args);
  if (!command) {
    output.err(args.length === 0 ? 'Geef een opdracht op.' : `Onbekende opdracht: ${args.join(' ')}`);
    output.err(STAFF_USAGE);
    return 2;
  }
  const api = await findRunningApi(config);
  const secret = await readStaffSecret(config);
  const answer: ApiAnswer = secret ? await askRunningApi(api.url, secret, args) : { kind: 'unreachable' };
  if (answer.kind === 'answered') {
    if (answer.status === 403) {
      output.err(
        `De api op ${api.url} weigert de opdracht: het staff-geheim klopt niet (STAFF_SECRET of DATA_DIR).`,
      );
      return 1;
    }
    (answer.result.ok ? output.out : output.err)(answer.result.output);
    return answer.result.ok ? 0 : 1;
  }
  if (!config.databaseUrl && processIsAlive(api.pid)) {
    // Opening PGlite's folder beside a living api would corrupt it (STACK.md trap 11).
    output.err(
      `De api (proces ${api.pid}) draait maar antwoordt niet op ${api.url}. Probeer het zo opnieuw.`,
    );
    return 1;
  }
  const database = await openConfiguredDatabase(config);
  // A failed delivery is logged on standard error, beside the command's own error lines.
  const mailer = createMailer(config, database.db, createErrorLog());
  // The command's own output is stdout: its audit lines go to a file beside the data instead.
  const auditLog = createAuditLog(
    pino.destination({ dest: path.join(config.dataDir, 'audit.log'), append: true, mkdir: true, sync: true }),
  );
  try {
    const result = await runStaffCommand(database.db, config.portalUrl, command, mailer, auditLog);
    // On PostgreSQL other api instances may be running (this one did not answer): they drop the
    // sessions they keep, as after a command through an api (decision 0011).
    await database.notify(SESSIONS_CHANNEL, 'staff-cli').catch(() => undefined);
    (result.ok ? output.out : output.err)(result.output);
    return result.ok ? 0 : 1;
  } finally {
    // Without a running api no worker would send what the command queued: try once before exiting.
    await mailer.drain();
    await mailer.stop();
    await database.close();
  }
}
