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
        programmeDecisions
        openInvoices
      }
      # Until staff confirm the organisation only its profile is open: the first action to offer.
      myOrganisation {
        verification
      }
    }
  `;

export const useCompanyDashboard = () => useClientQuery(COMPANY_DASHBOARD, {});
