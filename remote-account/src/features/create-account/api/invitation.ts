import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { InvitationQuery, InvitationQueryVariables } from '../../../generated/operation-types';

export type Invitation = NonNullable<InvitationQuery['invitation']>;

export const INVITATION: TypedDocumentNode<InvitationQuery, InvitationQueryVariables> = gql`
  query invitation($token: String!) {
    invitation(token: $token) {
      organisationName
      type
      email
    }
  }
`;

/** The invitation behind a `/{token}` link; skipped without a token. */
export const useInvitation = (token: string | undefined) =>
  useClientQuery(INVITATION, { token: token ?? '' }, { skip: !token, isPublic: true });
