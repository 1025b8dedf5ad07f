import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  CompanyDashboardQuery,
  CompanyDashboardQueryVariables,
} from '../../../generated/operation-types';

export const COMPANY_DASHBOARD: TypedDocumentNode<CompanyDashboardQuery, CompanyDashboardQueryVariables> =
  gql`
    query companyDashboard {
      companyDashboard {
        requestedLinks
        endingSoon
        suspended
        expired
        activeLinks
        recentMutations
      }
    }
  `;

export const useCompanyDashboard = () => useClientQuery(COMPANY_DASHBOARD, {});
