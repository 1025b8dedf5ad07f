import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RequestAccreditationInvoiceMutation,
  RequestAccreditationInvoiceMutationVariables,
  SaveAccreditationMutation,
  SaveAccreditationMutationVariables,
  SubmitAccreditationMutation,
  SubmitAccreditationMutationVariables,
} from '../../../generated/operation-types';

/** A step of the application, as draft (isDraft 1) or in full; a new one without uuid. */
export const SAVE_ACCREDITATION: TypedDocumentNode<
  SaveAccreditationMutation,
  SaveAccreditationMutationVariables
> = gql`
  mutation saveAccreditation(
    $uuid: ID
    $renewedFromUuid: ID
    $input: AccreditationInput!
    $step: Int
    $isDraft: Int
  ) {
    saveAccreditation(
      uuid: $uuid
      renewedFromUuid: $renewedFromUuid
      input: $input
      step: $step
      isDraft: $isDraft
    ) {
      status
      message
      uuid
    }
  }
`;

/** The fee invoice of the application, made once by the api. */
export const REQUEST_ACCREDITATION_INVOICE: TypedDocumentNode<
  RequestAccreditationInvoiceMutation,
  RequestAccreditationInvoiceMutationVariables
> = gql`
  mutation requestAccreditationInvoice($uuid: ID!) {
    requestAccreditationInvoice(uuid: $uuid) {
      invoiceUuid
      amountCents
      status
    }
  }
`;

export const SUBMIT_ACCREDITATION: TypedDocumentNode<
  SubmitAccreditationMutation,
  SubmitAccreditationMutationVariables
> = gql`
  mutation submitAccreditation($uuid: ID!) {
    submitAccreditation(uuid: $uuid) {
      status
      message
      uuid
    }
  }
`;
