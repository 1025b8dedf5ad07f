import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { StartPaymentMutation, StartPaymentMutationVariables } from '../../../generated/operation-types';

export const START_PAYMENT: TypedDocumentNode<StartPaymentMutation, StartPaymentMutationVariables> = gql`
  mutation startPayment($invoiceUuid: String!) {
    startPayment(invoiceUuid: $invoiceUuid) {
      checkoutUrl
    }
  }
`;

export const useStartPayment = () => useMutationAction(START_PAYMENT);
