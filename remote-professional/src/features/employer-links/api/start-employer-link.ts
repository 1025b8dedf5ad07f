import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  StartEmployerLinkMutation,
  StartEmployerLinkMutationVariables,
} from '../../../generated/operation-types';

export const START_EMPLOYER_LINK: TypedDocumentNode<
  StartEmployerLinkMutation,
  StartEmployerLinkMutationVariables
> = gql`
  mutation startEmployerLink($companyUuid: ID!) {
    startEmployerLink(companyUuid: $companyUuid) {
      status
      message
    }
  }
`;

export const useStartEmployerLink = () => useMutationAction(START_EMPLOYER_LINK);
