import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export interface CompleteAccountMigrationVariables {
  token: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

export const COMPLETE_ACCOUNT_MIGRATION: TypedDocumentNode<
  { completeAccountMigration: ActionResult },
  CompleteAccountMigrationVariables
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
