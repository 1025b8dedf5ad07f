/**
 * `POST /generate-dynamic-template` (SPEC section 7): documents made on request. Body
 * `{ "template": "registerCard" }` answers the signed-in professional's register card as a PDF
 * attachment; signed in and with the X-XSRF-TOKEN check, like GraphQL.
 */
import { createRequestState, responseCookies, type AppServices } from '../context';
import { findProfessionalByUserId } from '../db/queries/accounts';
import { cardOfProfessional } from '../db/queries/register-card';
import { fullName } from '../domain/names';
import { registerCardPdf } from '../documents/register-card-pdf';
import { registerCardStatusText } from '../domain/register-card-status';
import { MESSAGES } from '../graphql-errors';
import type { ServerContext } from './client-address';
import { graphqlRefusal, json, withHeaders } from './responses';

export async function handleDynamicTemplate(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
): Promise<Response> {
  const body = (await request.json().catch(() => null)) as { template?: unknown } | null;
  if (body?.template !== 'registerCard') {
    // Invoices and other documents come later.
    return json({ message: 'Het maken van dit document (zoals facturen) is nog niet beschikbaar.' }, 501);
  }
  const state = await createRequestState(request, serverContext, services, 'portal');
  const cookies = responseCookies(state).map((cookie): [string, string] => ['set-cookie', cookie]);
  if (!state.session) return withHeaders(graphqlRefusal(MESSAGES.unauthenticated, 401), cookies);
  if (!state.xsrfValid) return withHeaders(graphqlRefusal(MESSAGES.xsrf, 419), cookies);
  const db = services.database.db;
  const professional = await findProfessionalByUserId(db, state.session.user.id);
  const card = professional ? await cardOfProfessional(db, professional.id) : null;
  if (!card) return json({ message: 'Er is (nog) geen registerpas.' }, 404);
  const pdf = await registerCardPdf({
    name: fullName(card.user),
    registrationNumber: card.registration.registrationNumber,
    branch: card.period?.branchLabel ?? null,
    target: card.period?.target?.label ?? null,
    validUntil: card.period?.item.tillDate ?? null,
    statusText: registerCardStatusText(card),
    publicUrl: `${services.config.portalUrl}/registerpas/${card.registration.publicId}`,
  });
  return new Response(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="registerpas.pdf"',
      'cache-control': 'private, no-store',
    },
  });
}
