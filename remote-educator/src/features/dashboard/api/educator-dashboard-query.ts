import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  EducatorDashboardQuery,
  EducatorDashboardQueryVariables,
} from '../../../generated/operation-types';

export type EducatorDashboard = EducatorDashboardQuery['educatorDashboard'];

/** The provider's Overzicht in one request: what needs attention, and what it has to start from. */
export const EDUCATOR_DASHBOARD: TypedDocumentNode<EducatorDashboardQuery, EducatorDashboardQueryVariables> =
  gql`
    query educatorDashboard {
      educatorDashboard {
        accreditations {
          uuid
          title
          status
          validUntil
          decisionReason
        }
        sessionsWithoutPoints {
          uuid
          accreditationTitle
          endsOn
          pointsEntryDeadline
          daysLeft
        }
        openInvoices {
          uuid
          number
          dueDate
          amountCents
        }
        hasUnfinishedProfile
        approvedAccreditations
        awardableSessions
        endingSoonMonths
        pointsEntryMonths
      }
    }
  `;

export const useEducatorDashboard = () => useClientQuery(EDUCATOR_DASHBOARD, {});
