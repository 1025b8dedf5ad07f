import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery, useMutationAction } from '@portal/shared/data';
import type {
  CompanyStatementRequestsQuery,
  CompanyStatementRequestsQueryVariables,
  ConfirmEmployerStatementMutation,
  ConfirmEmployerStatementMutationVariables,
} from '../../../generated/operation-types';

/** Linked professionals' open requests to confirm their work-experience hours (werkgeversverklaring). */
export const COMPANY_STATEMENT_REQUESTS: TypedDocumentNode<
  CompanyStatementRequestsQuery,
  CompanyStatementRequestsQueryVariables
> = gql`
  query companyStatementRequests {
    companyStatementRequests {
      uuid
      name
      registrationNumber
      periodFromDate
      periodTillDate
      hours
      requestedAt
    }
  }
`;

export const CONFIRM_EMPLOYER_STATEMENT: TypedDocumentNode<
  ConfirmEmployerStatementMutation,
  ConfirmEmployerStatementMutationVariables
> = gql`
  mutation confirmEmployerStatement($uuid: ID!, $hours: Float!) {
    confirmEmployerStatement(uuid: $uuid, hours: $hours) {
      status
      message
    }
  }
`;

export type StatementRequest = CompanyStatementRequestsQuery['companyStatementRequests'][number];

export const useCompanyStatementRequests = () => useClientQuery(COMPANY_STATEMENT_REQUESTS, {});
export const useConfirmEmployerStatement = () =>
  useMutationAction(CONFIRM_EMPLOYER_STATEMENT, { idempotent: true });
