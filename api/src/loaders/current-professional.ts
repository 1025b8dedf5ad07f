/**
 * The signed-in professional and their own records. Fields using these are scoped
 * `professional`; a uuid of someone else's record gives the same answer as a missing one.
 */
import { isUuid } from '../auth/one-time-tokens';
import type { GraphQLContext } from '../context';
import type { ProfessionalRow } from '../db/queries/accounts';
import { findOwnItem, type OwnedItem } from '../db/queries/registration-workflow';
import { forbiddenError, INVALID_ID_MESSAGE, throwValidationError } from '../graphql-errors';
import { actorOf } from '../tenancy/actor';

export const NOT_FOUND_MESSAGE = 'Deze registratie bestaat niet (meer).';

/** The actor's own professional record (issue 37: one actor per operation, resolved from the session). */
export async function currentProfessional(context: GraphQLContext): Promise<ProfessionalRow> {
  const actor = await actorOf(context);
  if (actor.kind !== 'professional') throw forbiddenError();
  return actor.professional;
}

export async function ownItem(context: GraphQLContext, uuid: string): Promise<OwnedItem | null> {
  if (!isUuid(uuid)) return null;
  return findOwnItem(context.db, (await currentProfessional(context)).id, uuid);
}

/** For mutations: the own item, or a 422 on the uuid field exactly as for a missing one. */
export async function ownItemOrThrow(
  context: GraphQLContext,
  uuid: string,
  field = 'uuid',
): Promise<OwnedItem> {
  // Not a uuid is bad input, said as such; a uuid of someone else's item reads as missing.
  if (!isUuid(uuid)) throwValidationError({ [field]: [INVALID_ID_MESSAGE] });
  const owned = await ownItem(context, uuid);
  if (!owned) throwValidationError({ [field]: [NOT_FOUND_MESSAGE] });
  return owned;
}
