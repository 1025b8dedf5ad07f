import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RequestProfessionalLinkMutation,
  RequestProfessionalLinkMutationVariables,
} from '../../../generated/operation-types';

/** 'Professional koppelen': issue 37's link request, by registration number and last name. */
export const REQUEST_PROFESSIONAL_LINK: TypedDocumentNode<
  RequestProfessionalLinkMutation,
  RequestProfessionalLinkMutationVariables
> = gql`
  mutation requestProfessionalLink($registrationNumber: String!, $lastName: String!) {
    requestProfessionalLink(registrationNumber: $registrationNumber, lastName: $lastName) {
      status
      message
    }
  }
`;

export const useRequestProfessionalLink = () => useMutationAction(REQUEST_PROFESSIONAL_LINK);
