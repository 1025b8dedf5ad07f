import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  DashboardEmployerLinksQuery,
  DashboardEmployerLinksQueryVariables,
} from '../../../generated/operation-types';

/** The overview reads only what its requests block shows (the screen 'Mijn werkgevers' reads more). */
export const DASHBOARD_EMPLOYER_LINKS: TypedDocumentNode<
  DashboardEmployerLinksQuery,
  DashboardEmployerLinksQueryVariables
> = gql`
  query dashboardEmployerLinks {
    myEmployerLinks {
      uuid
      companyName
      status
    }
  }
`;

export const useDashboardEmployerLinks = () => useClientQuery(DASHBOARD_EMPLOYER_LINKS, {});
