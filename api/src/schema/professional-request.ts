/**
 * What re-entry, chamber-switch and target-switch requests share. All three are rows of
 * `professional_requests`, told apart by `kind`.
 */
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { findProfessionalWithUser } from '../db/queries/accounts';
import type { RequestRow } from '../db/queries/professional-records';
import { canEdit } from '../domain/registration-file';
import { targetById } from '../loaders/professional';
import type { ProfessionalDetailShape } from './detail-refs';
import { loadMedias, MediaConnectionRef } from './media';
import { PermissionsRef, RegistrationStatusEnum, RegistrationStatusOptionRef } from './options';
import { RegistrationTargetRef } from './registration';

export const ProfessionalRequestRef = builder.interfaceRef<RequestRow>('ProfessionalRequest').implement({
  description: 'A request of a professional to the register (re-entry, chamber switch, target switch).',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    status: t.field({ type: RegistrationStatusEnum, resolve: (request) => request.status }),
    statusEnum: t.field({ type: RegistrationStatusOptionRef, resolve: (request) => request.status }),
    toRegistrationTargetId: t.exposeID('toRegistrationTargetId', { nullable: true }),
    toRegistrationTarget: t.field({
      type: RegistrationTargetRef,
      nullable: true,
      resolve: (request, _args, context) => targetById(context, request.toRegistrationTargetId),
    }),
    data: t.expose('data', { type: 'JSON' }),
    permissions: t.field({
      type: PermissionsRef,
      resolve: (request) => ({ canEdit: canEdit(request.status) }),
    }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (request, _args, context) => loadMedias(context, 'professionalRequest', request.id),
    }),
  }),
});

/** The requesting professional; requests are only reachable from their own professional. */
export async function loadRequestProfessional(
  context: GraphQLContext,
  request: RequestRow,
): Promise<ProfessionalDetailShape> {
  const row = await findProfessionalWithUser(context.db, request.professionalId);
  if (!row) throw new Error(`Professional ${request.professionalId} van verzoek ${request.id} ontbreekt.`);
  return { kind: 'professional' as const, ...row };
}
