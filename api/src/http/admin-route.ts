/**
 * `POST /admin/staff`: lets `pnpm staff` act on a running portal (the embedded database belongs
 * to the api process, STACK.md trap 11). Only loopback clients with the staff secret get in.
 */
import type { AppServices } from '../context';
import { safeEqual } from '../security/tokens';
import { parseStaffCommand, runStaffCommand, STAFF_USAGE } from '../staff/commands';
import { runJobsCommand } from '../staff/job-command';
import { isLoopback, socketAddress, type ServerContext } from './client-address';
import { json } from './responses';

export const STAFF_SECRET_HEADER = 'x-staff-secret';

export async function handleAdminStaff(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
): Promise<Response> {
  // A proxy on this machine would make every visitor look local; forwarded requests never qualify.
  const local = isLoopback(socketAddress(serverContext)) && !request.headers.has('x-forwarded-for');
  const secret = request.headers.get(STAFF_SECRET_HEADER) ?? '';
  if (!local || !safeEqual(secret, services.staffSecret)) {
    return json({ ok: false, output: 'Geen toegang tot de beheeropdrachten.' }, 403);
  }
  const body = (await request.json().catch(() => null)) as { args?: unknown } | null;
  const args = Array.isArray(body?.args)
    ? body.args.filter((arg): arg is string => typeof arg === 'string')
    : [];
  const command = parseStaffCommand(args);
  if (!command) return json({ ok: false, output: STAFF_USAGE }, 400);
  const result = await runStaffCommand(
    services.database.db,
    services.config.portalUrl,
    command,
    services.mailer,
    services.audit,
    (jobs) => runJobsCommand(services, jobs),
  );
  return json(result, result.ok ? 200 : 422);
}
