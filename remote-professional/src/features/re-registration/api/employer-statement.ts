import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RequestEmployerStatementMutation,
  RequestEmployerStatementMutationVariables,
  UploadEmployerStatementMutation,
  UploadEmployerStatementMutationVariables,
} from '../../../generated/operation-types';

/** Backs the round's work-experience hours with the signed statement (an own upload). */
export const UPLOAD_EMPLOYER_STATEMENT: TypedDocumentNode<
  UploadEmployerStatementMutation,
  UploadEmployerStatementMutationVariables
> = gql`
  mutation uploadEmployerStatement($roundUuid: ID!, $mediaUuid: ID!) {
    uploadEmployerStatement(roundUuid: $roundUuid, mediaUuid: $mediaUuid) {
      uuid
      text
    }
  }
`;

/** Asks a linked employer to confirm the round's work-experience hours. */
export const REQUEST_EMPLOYER_STATEMENT: TypedDocumentNode<
  RequestEmployerStatementMutation,
  RequestEmployerStatementMutationVariables
> = gql`
  mutation requestEmployerStatement($roundUuid: ID!, $linkUuid: ID!) {
    requestEmployerStatement(roundUuid: $roundUuid, linkUuid: $linkUuid) {
      uuid
      text
    }
  }
`;

export const useUploadEmployerStatement = () => useMutationAction(UPLOAD_EMPLOYER_STATEMENT);
export const useRequestEmployerStatement = () => useMutationAction(REQUEST_EMPLOYER_STATEMENT);
