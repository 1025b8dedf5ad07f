import { gql } from '@apollo/client';

/** A re-entry request as its steps and its read-only view show it (SPEC's latestReenterRequest). */
export const REENTER_FIELDS = gql`
  fragment reenterFields on ReenterRequest {
    uuid
    status
    statusEnum {
      value
      label
    }
    type {
      value
      label
    }
    toBranch {
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
    motivation
    data
    permissions {
      canEdit
    }
    hasApprovedOrder
    hasDisciplinaryMeasures
    invoiceUuid
    submittedAt
    decidedAt
    decisionReason
    disciplinaryMeasures {
      uuid
      type {
        value
        label
      }
      startsAt
      endsAt
      reason
    }
    professional {
      ... on ProfessionalDetail {
        uuid
        hasSelfEmployedCompany
        shownInRegister
        registerStreet
        registerHouseNumber
        registerHouseNumberAddition
        registerPostalCode
        registerCity
        registerPhone
        isDefaulter
        shouldSkipPayment
        diplomas {
          uuid
          type {
            label
          }
          diplomaEducationLabel
          diplomaEducatorLabel
          date
        }
      }
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
