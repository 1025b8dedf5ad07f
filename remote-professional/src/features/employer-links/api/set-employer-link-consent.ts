import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  SetEmployerLinkConsentMutation,
  SetEmployerLinkConsentMutationVariables,
} from '../../../generated/operation-types';

export const SET_EMPLOYER_LINK_CONSENT: TypedDocumentNode<
  SetEmployerLinkConsentMutation,
  SetEmployerLinkConsentMutationVariables
> = gql`
  mutation setEmployerLinkConsent($linkUuid: ID!, $sharesProgress: Boolean!) {
    setEmployerLinkConsent(linkUuid: $linkUuid, sharesProgress: $sharesProgress) {
      status
      message
    }
  }
`;

export const useSetEmployerLinkConsent = () => useMutationAction(SET_EMPLOYER_LINK_CONSENT);
