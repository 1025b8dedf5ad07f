import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { PortalSessionData } from '@portal/shared-session';
import type { PortalInitQueryVariables } from '../generated/operation-types';

export type { PortalInitQueryVariables };

/**
 * The result as the session store reads it: the generated `PortalInitQuery` type with the
 * session's names narrowed (sections and policies to the named unions of `@portal/shared/options`).
 */
export interface PortalInitQueryData {
  portalInit: { session: PortalSessionData };
}

/** The start-up query (SPEC section 7): session, user and portal-wide settings, on the public endpoint. */
export const PORTAL_INIT_QUERY: TypedDocumentNode<PortalInitQueryData, PortalInitQueryVariables> = gql`
  query portalInitQuery($uri: String) {
    portalInit(uri: $uri) {
      session {
        auth
        sections
        policies
        maintenance
        banner
        impersonating
        verified
        user {
          uuid
          username
          isVerified
          mostRecentVogDeadline
          detailTypeObject {
            value
            label
          }
          restrictionType {
            value
            label
          }
          detail {
            __typename
            uuid
            fullNameAbbreviated
            email
            accountVerificationPending {
              uuid
              verificationLinkExpiresAt
            }
            ... on ProfessionalDetail {
              initials
              firstName
              infix
              lastName
              loginNotification
              firstRegistrationDate
              hasUnfinishedProfile
              hasUnsubmittedOpenRegistration
              mostRecentVogDeadline
              trainingAdvice {
                uuid
                statusEnum {
                  value
                  label
                }
              }
              lastRejectedRegistrationItem {
                uuid
              }
              openRegistration {
                status
                statusEnum {
                  value
                  label
                }
                items {
                  uuid
                  registrationTarget {
                    uuid
                    systemLabel
                  }
                  permissions {
                    canEdit
                  }
                }
                editItem {
                  uuid
                  permissions {
                    canEdit
                  }
                }
              }
              approvedRegistration {
                uuid
                periods
                reRegistrationDeadline
                currentItem {
                  uuid
                  fromDate
                  tillDate
                  data
                  registrationTarget {
                    registrationBranch {
                      value
                      label
                    }
                  }
                }
                editItem {
                  uuid
                  fromDate
                  tillDate
                  unsubscribedAt
                  registrationTargetId
                  statusEnum {
                    value
                    label
                  }
                  permissions {
                    canEdit
                  }
                  state
                }
                items {
                  uuid
                }
              }
              latestReenterRequest {
                uuid
                status
                statusEnum {
                  value
                  label
                }
                permissions {
                  canEdit
                }
              }
              latestRejectedReenterRequest {
                uuid
                status
                statusEnum {
                  value
                  label
                }
                permissions {
                  canEdit
                }
              }
              latestBranchSwitchRequest {
                uuid
                status
                statusEnum {
                  value
                  label
                }
                permissions {
                  canEdit
                }
              }
              latestTargetSwitchRequest {
                uuid
                status
                statusEnum {
                  value
                  label
                }
                permissions {
                  canEdit
                }
              }
            }
            ... on EducatorEmployeeDetail {
              educator {
                uuid
                hasUnfinishedProfile
                verification
              }
            }
            ... on CompanyEmployeeDetail {
              jobTitle
              company {
                uuid
                kvkNumber
                paysForEmployees
                billingEmail
                hasUnfinishedProfile
                verification
                status {
                  value
                }
              }
            }
          }
        }
      }
    }
  }
`;
