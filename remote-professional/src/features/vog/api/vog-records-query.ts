import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { VogRecordsQuery, VogRecordsQueryVariables } from '../../../generated/operation-types';

export type VogRecord = VogRecordsQuery['vogRecords'][number];

/** Newest first; the first one decides `mostRecentVogDeadline` and the drawer caption. */
export const VOG_RECORDS: TypedDocumentNode<VogRecordsQuery, VogRecordsQueryVariables> = gql`
  query vogRecords {
    vogRecords {
      uuid
      issuedOn
      validUntil
      medias {
        nodes {
          uuid
          filename
          signedUrl
        }
      }
    }
    vogMaxAgeMonthsOnSubmission
  }
`;

export const useVogRecords = () => useClientQuery(VOG_RECORDS, {});
