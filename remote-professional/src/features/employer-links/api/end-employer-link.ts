import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  EndEmployerLinkMutation,
  EndEmployerLinkMutationVariables,
} from '../../../generated/operation-types';

export const END_EMPLOYER_LINK: TypedDocumentNode<EndEmployerLinkMutation, EndEmployerLinkMutationVariables> =
  gql`
    mutation endEmployerLink($linkUuid: ID!) {
      endEmployerLink(linkUuid: $linkUuid) {
        status
        message
      }
    }
  `;

export const useEndEmployerLink = () => useMutationAction(END_EMPLOYER_LINK);
