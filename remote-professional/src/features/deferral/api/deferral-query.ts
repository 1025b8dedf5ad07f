import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { DeferralQuery, DeferralQueryVariables } from '../../../generated/operation-types';
import { DEFERRAL_FIELDS } from './deferral-fields';

export type DeferralOverview = NonNullable<DeferralQuery['deferral']>;
export type DeferralItem = DeferralOverview['requests'][number];

/** The one deadline, the register's limits, what is left, and the own requests (newest first). */
export const DEFERRAL: TypedDocumentNode<DeferralQuery, DeferralQueryVariables> = gql`
  query deferralQuery {
    deferral {
      deadline
      periodTillDate
      deferredMonths
      maxMonthsPerRequest
      maxMonthsPerPeriod
      monthsLeft
      canRequest
      blockers
      reasons {
        value
        label
      }
      requests {
        ...deferralFields
      }
    }
  }
  ${DEFERRAL_FIELDS}
`;

export const useDeferral = () => useClientQuery(DEFERRAL, {});
