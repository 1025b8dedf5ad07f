import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ProfessionalDashboardQuery,
  ProfessionalDashboardQueryVariables,
} from '../../../generated/operation-types';

export type DashboardRegistration = NonNullable<
  ProfessionalDashboardQuery['professionalDashboard']['registration']
>;

export type AttentionItem = ProfessionalDashboardQuery['professionalAttention'][number];

/** The overview's answer. */
export type ProfessionalDashboardData = ProfessionalDashboardQuery;

/** The whole overview in one request: what needs attention, and the current registration. */
export const PROFESSIONAL_DASHBOARD_QUERY: TypedDocumentNode<
  ProfessionalDashboardQuery,
  ProfessionalDashboardQueryVariables
> = gql`
  query professionalDashboardQuery {
    professionalDashboard {
      fullName
      registration {
        uuid
        registrationNumber
        statusEnum {
          value
          label
        }
        registrationBranch {
          value
          label
        }
        registrationTarget {
          label
        }
        fromDate
        tillDate
      }
    }
    professionalAttention {
      kind
      message
      uuid
      date
      reason
    }
  }
`;

export const useProfessionalDashboard = () => useClientQuery(PROFESSIONAL_DASHBOARD_QUERY, {});
