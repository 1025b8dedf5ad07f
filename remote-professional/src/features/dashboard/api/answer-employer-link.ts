import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  DashboardConfirmEmployerLinkMutation,
  DashboardConfirmEmployerLinkMutationVariables,
  DashboardDeclineEmployerLinkMutation,
  DashboardDeclineEmployerLinkMutationVariables,
} from '../../../generated/operation-types';

export const DASHBOARD_CONFIRM_EMPLOYER_LINK: TypedDocumentNode<
  DashboardConfirmEmployerLinkMutation,
  DashboardConfirmEmployerLinkMutationVariables
> = gql`
  mutation dashboardConfirmEmployerLink($linkUuid: ID!) {
    confirmEmployerLink(linkUuid: $linkUuid) {
      status
      message
    }
  }
`;

export const DASHBOARD_DECLINE_EMPLOYER_LINK: TypedDocumentNode<
  DashboardDeclineEmployerLinkMutation,
  DashboardDeclineEmployerLinkMutationVariables
> = gql`
  mutation dashboardDeclineEmployerLink($linkUuid: ID!) {
    declineEmployerLink(linkUuid: $linkUuid) {
      status
      message
    }
  }
`;

export const useDashboardConfirmEmployerLink = () => useMutationAction(DASHBOARD_CONFIRM_EMPLOYER_LINK);
export const useDashboardDeclineEmployerLink = () => useMutationAction(DASHBOARD_DECLINE_EMPLOYER_LINK);
