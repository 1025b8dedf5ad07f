import { gql } from '@apollo/client';

/** A switch request as its wizard and its read-only card show it. */
export const SWITCH_REQUEST_FIELDS = gql`
  fragment switchRequestFields on ProfessionalRequest {
    uuid
    statusEnum {
      value
      label
    }
    toRegistrationTargetId
    toRegistrationTarget {
      uuid
      label
      registrationBranch {
        value
        label
      }
    }
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
    ... on BranchSwitchRequest {
      motivation
      submittedAt
      decidedAt
      decisionReason
    }
    ... on TargetSwitchRequest {
      submittedAt
      decidedAt
      decisionReason
    }
  }
`;
