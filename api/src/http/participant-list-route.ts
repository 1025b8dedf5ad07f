/**
 * The participant list's route of its own (issue 40, decision 0030): `/graphql/portal/participant-list`
 * takes a list of up to 1 MB where the general GraphQL routes take 100 kB. It is open only to a
 * signed-in educator employee with a valid anti-forgery token, checked before a byte of the body is
 * read (issue 41), and it runs only the two list operations (graphql/root-fields-only.ts).
 */
import { PARTICIPANT_LIST_PATH, PARTICIPANT_LIST_TOO_LARGE } from '@portal/shared/csv';
import type { RequestState } from '../context';
import { MESSAGES } from '../graphql-errors';
import { BODY_LIMITS } from './body-limit';
import { graphqlRefusal } from './responses';

export const PARTICIPANT_LIST_ROUTE = `/graphql/portal${PARTICIPANT_LIST_PATH}`;

/** The operations that may take a whole list: checking it and awarding it. */
export const PARTICIPANT_LIST_FIELDS = ['checkParticipantPoints', 'awardParticipantPoints'] as const;

export const PARTICIPANT_LIST_LIMIT = {
  bytes: BODY_LIMITS.participantList,
  message: PARTICIPANT_LIST_TOO_LARGE,
} as const;

/** Why the request is refused before its body is read, or null for a signed-in provider's. */
export function participantListRefusal(state: RequestState): Response | null {
  if (!state.session) return graphqlRefusal(MESSAGES.unauthenticated, 401);
  if (!state.xsrfValid) return graphqlRefusal(MESSAGES.xsrf, 419);
  if (state.session.user.userType !== 'educatorEmployee' || state.session.impersonating)
    return graphqlRefusal(MESSAGES.forbidden, 403);
  return null;
}
