import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CreateAccountMutation,
  CreateAccountMutationVariables,
} from '../../../generated/operation-types';

export type AccountType = 'professional' | 'companyEmployee' | 'educatorEmployee';

export interface CreateAccountInput {
  type: AccountType;
  email: string;
  password: string;
  passwordConfirmation: string;
  initials: string;
  firstName: string;
  infix: string;
  lastName: string;
  phone: string;
  jobTitle?: string;
  organisationName?: string;
  kvkNumber?: string;
  invitationToken?: string;
  acceptTerms: boolean;
}

export const CREATE_ACCOUNT: TypedDocumentNode<CreateAccountMutation, CreateAccountMutationVariables> = gql`
  mutation createAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      status
      message
    }
  }
`;

export const useCreateAccount = () => useMutationAction(CREATE_ACCOUNT, { isPublic: true });
