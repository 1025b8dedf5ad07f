import { gql } from '@apollo/client';

/** A deferral request as the list and its own page show it. */
export const DEFERRAL_FIELDS = gql`
  fragment deferralFields on DeferralRequest {
    uuid
    reason {
      value
      label
    }
    motivation
    months
    statusEnum {
      value
      label
    }
    submittedAt
    decidedAt
    decisionReason
    permissions {
      canEdit
    }
    medias {
      nodes {
        uuid
        filename
        signedUrl
      }
    }
  }
`;
