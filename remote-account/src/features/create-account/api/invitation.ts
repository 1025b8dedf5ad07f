import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '../../../lib/use-client-query';

export interface Invitation {
  organisationName: string;
  type: string;
  email: string | null;
}

export const INVITATION: TypedDocumentNode<{ invitation: Invitation | null }, { token: string }> = gql`
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
