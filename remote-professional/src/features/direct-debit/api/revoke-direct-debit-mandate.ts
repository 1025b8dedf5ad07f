import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RevokeDirectDebitMandateMutation,
  RevokeDirectDebitMandateMutationVariables,
} from '../../../generated/operation-types';

export const REVOKE_DIRECT_DEBIT_MANDATE: TypedDocumentNode<
  RevokeDirectDebitMandateMutation,
  RevokeDirectDebitMandateMutationVariables
> = gql`
  mutation revokeDirectDebitMandate {
    revokeDirectDebitMandate
  }
`;

export const useRevokeDirectDebitMandate = () => useMutationAction(REVOKE_DIRECT_DEBIT_MANDATE);
