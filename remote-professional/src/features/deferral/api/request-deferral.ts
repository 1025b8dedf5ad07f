import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RequestDeferralMutation,
  RequestDeferralMutationVariables,
} from '../../../generated/operation-types';

export const REQUEST_DEFERRAL: TypedDocumentNode<RequestDeferralMutation, RequestDeferralMutationVariables> =
  gql`
    mutation requestDeferral($input: DeferralInput!) {
      requestDeferral(input: $input) {
        uuid
        statusEnum {
          value
          label
        }
      }
    }
  `;

export const useRequestDeferral = () => useMutationAction(REQUEST_DEFERRAL);
