import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RequestRegistrationInvoiceMutation,
  RequestRegistrationInvoiceMutationVariables,
} from '../../../generated/operation-types';

export const REQUEST_REGISTRATION_INVOICE: TypedDocumentNode<
  RequestRegistrationInvoiceMutation,
  RequestRegistrationInvoiceMutationVariables
> = gql`
  mutation requestRegistrationInvoice($uuid: String!) {
    requestRegistrationInvoice(uuid: $uuid) {
      invoiceUuid
      amountCents
      status
    }
  }
`;
