import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CompleteAccountMigrationMutation,
  CompleteAccountMigrationMutationVariables,
} from '../../../generated/operation-types';

export type CompleteAccountMigrationVariables = CompleteAccountMigrationMutationVariables;

export const COMPLETE_ACCOUNT_MIGRATION: TypedDocumentNode<
  CompleteAccountMigrationMutation,
  CompleteAccountMigrationMutationVariables
> = gql`
  mutation completeAccountMigration(
    $token: String!
    $email: String!
    $password: String!
    $passwordConfirmation: String!
  ) {
    completeAccountMigration(
      token: $token
      email: $email
      password: $password
      passwordConfirmation: $passwordConfirmation
    ) {
      status
      message
    }
  }
`;

export const useCompleteAccountMigration = () =>
  useMutationAction(COMPLETE_ACCOUNT_MIGRATION, { isPublic: true });
