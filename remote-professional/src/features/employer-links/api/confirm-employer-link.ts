import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ConfirmEmployerLinkMutation,
  ConfirmEmployerLinkMutationVariables,
} from '../../../generated/operation-types';

export const CONFIRM_EMPLOYER_LINK: TypedDocumentNode<
  ConfirmEmployerLinkMutation,
  ConfirmEmployerLinkMutationVariables
> = gql`
  mutation confirmEmployerLink($linkUuid: ID!) {
    confirmEmployerLink(linkUuid: $linkUuid) {
      status
      message
    }
  }
`;

export const useConfirmEmployerLink = () => useMutationAction(CONFIRM_EMPLOYER_LINK);
