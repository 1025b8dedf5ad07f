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

// Idempotent (issue 41): a retry or a second click starts one payment and gets its checkout.
export const useStartPayment = () => useMutationAction(START_PAYMENT, { idempotent: true });
