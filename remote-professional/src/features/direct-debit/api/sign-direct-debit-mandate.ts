import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  SignDirectDebitMandateMutation,
  SignDirectDebitMandateMutationVariables,
} from '../../../generated/operation-types';

export const SIGN_DIRECT_DEBIT_MANDATE: TypedDocumentNode<
  SignDirectDebitMandateMutation,
  SignDirectDebitMandateMutationVariables
> = gql`
  mutation signDirectDebitMandate($accountHolder: String!, $iban: String!, $consent: Int!) {
    signDirectDebitMandate(accountHolder: $accountHolder, iban: $iban, consent: $consent) {
      uuid
    }
  }
`;

export const useSignDirectDebitMandate = () => useMutationAction(SIGN_DIRECT_DEBIT_MANDATE);
