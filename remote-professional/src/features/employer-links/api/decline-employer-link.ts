import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  DeclineEmployerLinkMutation,
  DeclineEmployerLinkMutationVariables,
} from '../../../generated/operation-types';

export const DECLINE_EMPLOYER_LINK: TypedDocumentNode<
  DeclineEmployerLinkMutation,
  DeclineEmployerLinkMutationVariables
> = gql`
  mutation declineEmployerLink($linkUuid: ID!) {
    declineEmployerLink(linkUuid: $linkUuid) {
      status
      message
    }
  }
`;

export const useDeclineEmployerLink = () => useMutationAction(DECLINE_EMPLOYER_LINK);
