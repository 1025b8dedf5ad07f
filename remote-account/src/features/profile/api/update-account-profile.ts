import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  UpdateAccountProfileMutation,
  UpdateAccountProfileMutationVariables,
} from '../../../generated/operation-types';

/** The editable fields of one step (`AccountProfileInput`); only that step's fields are sent. */
export type AccountProfileInput = Record<string, string | boolean | null>;

export const UPDATE_ACCOUNT_PROFILE: TypedDocumentNode<
  UpdateAccountProfileMutation,
  UpdateAccountProfileMutationVariables
> = gql`
  mutation updateAccountProfile($step: String!, $input: AccountProfileInput!, $isDraft: Int) {
    updateAccountProfile(step: $step, input: $input, isDraft: $isDraft) {
      status
      message
    }
  }
`;
