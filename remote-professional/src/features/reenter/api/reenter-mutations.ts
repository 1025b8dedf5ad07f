import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CreateReenterRequestMutation,
  CreateReenterRequestMutationVariables,
  RequestReenterInvoiceMutation,
  RequestReenterInvoiceMutationVariables,
  SaveReenterRequestMutation,
  SaveReenterRequestMutationVariables,
  SubmitReenterRequestMutation,
  SubmitReenterRequestMutationVariables,
} from '../../../generated/operation-types';

const STATUS = gql`
  fragment reenterStatus on ReenterRequest {
    uuid
    statusEnum {
      value
      label
    }
  }
`;

export const CREATE_REENTER_REQUEST: TypedDocumentNode<
  CreateReenterRequestMutation,
  CreateReenterRequestMutationVariables
> = gql`
  mutation createReenterRequest {
    createReenterRequest {
      ...reenterStatus
    }
  }
  ${STATUS}
`;

export const SAVE_REENTER_REQUEST: TypedDocumentNode<
  SaveReenterRequestMutation,
  SaveReenterRequestMutationVariables
> = gql`
  mutation saveReenterRequest($uuid: ID!, $step: String!, $input: ReenterRequestInput!, $isDraft: Int) {
    saveReenterRequest(uuid: $uuid, step: $step, input: $input, isDraft: $isDraft) {
      ...reenterStatus
    }
  }
  ${STATUS}
`;

export const REQUEST_REENTER_INVOICE: TypedDocumentNode<
  RequestReenterInvoiceMutation,
  RequestReenterInvoiceMutationVariables
> = gql`
  mutation requestReenterInvoice($uuid: ID!) {
    requestReenterInvoice(uuid: $uuid) {
      invoiceUuid
      amountCents
      status
    }
  }
`;

export const SUBMIT_REENTER_REQUEST: TypedDocumentNode<
  SubmitReenterRequestMutation,
  SubmitReenterRequestMutationVariables
> = gql`
  mutation submitReenterRequest($uuid: ID!) {
    submitReenterRequest(uuid: $uuid) {
      ...reenterStatus
    }
  }
  ${STATUS}
`;

// Idempotent (issue 41): a doubled click or a retry makes one draft, one invoice, one submission.
export const useCreateReenterRequest = () => useMutationAction(CREATE_REENTER_REQUEST, { idempotent: true });
export const useSaveReenterRequest = () => useMutationAction(SAVE_REENTER_REQUEST);
export const useRequestReenterInvoice = () =>
  useMutationAction(REQUEST_REENTER_INVOICE, { idempotent: true });
export const useSubmitReenterRequest = () => useMutationAction(SUBMIT_REENTER_REQUEST, { idempotent: true });
