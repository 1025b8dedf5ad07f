import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  EducatorAccreditationQuery,
  EducatorAccreditationQueryVariables,
} from '../../../generated/operation-types';

export type AccreditationDetail = NonNullable<EducatorAccreditationQuery['educatorAccreditation']>;

/** One of the provider's accreditations with everything the wizard shows; null when not the provider's. */
export const EDUCATOR_ACCREDITATION: TypedDocumentNode<
  EducatorAccreditationQuery,
  EducatorAccreditationQueryVariables
> = gql`
  query educatorAccreditation($uuid: ID!) {
    educatorAccreditation(uuid: $uuid) {
      uuid
      accreditationNumber
      title
      description
      chambers
      form
      contactHours
      points
      programme
      trainers
      hasFinalTest
      finalTestDescription
      validityYears
      status
      statusLabel
      step
      canEdit
      decisionReason
      validFrom
      validUntil
      documents {
        uuid
        filename
        updatedAt
        signedUrl
      }
      invoice {
        invoiceUuid
        amountCents
        status
      }
    }
  }
`;

export const useEducatorAccreditation = (uuid: string | undefined) =>
  useClientQuery(EDUCATOR_ACCREDITATION, { uuid: uuid ?? '' }, { skip: !uuid });
