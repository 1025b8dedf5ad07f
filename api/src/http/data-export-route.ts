/**
 * `GET /files/exports/{id}`: the signed-in user's own ready export as a ZIP attachment (issue 41).
 * The session decides, not the link: the id is looked up together with the session's user id, so
 * another user's export, an expired one and a missing one all answer the same 404. Staff looking
 * along cannot take a user's whole file with them. Every try is audited.
 */
import { auditRequest } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import { createRequestState, responseCookies, type AppServices } from '../context';
import { findReadyExportOf, markDownloaded } from '../db/queries/data-exports';
import { MESSAGES } from '../graphql-errors';
import { storageOf } from '../storage/storage-of';
import type { ServerContext } from './client-address';
import { graphqlRefusal, json, withHeaders } from './responses';

export const DATA_EXPORT_MISSING =
  'Deze download bestaat niet (meer). Vraag je gegevens opnieuw op via Mijn profiel.';

export async function handleDataExportDownload(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
  exportId: string,
): Promise<Response> {
  const state = await createRequestState(request, serverContext, services, 'portal');
  const cookies = responseCookies(state).map((cookie): [string, string] => ['set-cookie', cookie]);
  if (!state.session) return withHeaders(graphqlRefusal(MESSAGES.unauthenticated, 401), cookies);
  if (state.session.impersonating) return graphqlRefusal(MESSAGES.impersonating, 403);
  const user = state.session.user;
  const found = isUuid(exportId) ? await findReadyExportOf(services.database.db, user.id, exportId) : null;
  const bytes = found?.storageKey ? await storageOf(services.config).get(found.storageKey) : null;
  auditRequest(state, {
    event: 'data_export_download',
    outcome: found && bytes ? 'success' : 'failure',
    target: user.email,
    details: { exportId: exportId.slice(0, 40), ...(found && bytes ? {} : { reason: 'missing' }) },
  });
  if (!found || !bytes) return withHeaders(json({ message: DATA_EXPORT_MISSING }, 404), cookies);
  await markDownloaded(services.database.db, user.id, found.id);
  const day = (found.readyAt ?? new Date()).toISOString().slice(0, 10);
  return withHeaders(
    new Response(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="mijn-gegevens-${day}.zip"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
    cookies,
  );
}
