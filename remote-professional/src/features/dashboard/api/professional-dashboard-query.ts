import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DashboardRegistration {
  uuid: string;
  statusEnum: { value: string; label: string };
  registrationBranch: { value: string; label: string } | null;
  registrationTarget: { label: string } | null;
  fromDate: string | null;
  tillDate: string | null;
}

export interface ProfessionalDashboardData {
  professionalDashboard: { fullName: string; registration: DashboardRegistration | null };
}

export const PROFESSIONAL_DASHBOARD_QUERY: TypedDocumentNode<ProfessionalDashboardData> = gql`
  query professionalDashboardQuery {
    professionalDashboard {
      fullName
      registration {
        uuid
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
  }
`;
