import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const START_PAYMENT: TypedDocumentNode<
  { startPayment: { checkoutUrl: string } },
  { invoiceUuid: string }
> = gql`
  mutation startPayment($invoiceUuid: String!) {
    startPayment(invoiceUuid: $invoiceUuid) {
      checkoutUrl
    }
  }
`;

export const useStartPayment = () => useMutationAction(START_PAYMENT);
