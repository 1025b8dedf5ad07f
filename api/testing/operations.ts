/** The operations the portal's client sends, word for word where the host sends them. */

export const PORTAL_INIT_QUERY = /* GraphQL */ `
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

export const LOGIN_MUTATION = /* GraphQL */ `
  mutation loginPortalUser($username: String!, $password: String!) {
    loginPortalUser(username: $username, password: $password) {
      status
      message
    }
  }
`;

export const LOGOUT_MUTATION = /* GraphQL */ `
  mutation logoutPortalUser {
    logoutPortalUser {
      message
      status
    }
  }
`;

export const LOGIN_AS_MUTATION = /* GraphQL */ `
  mutation loginAsPortalUser($token: String!) {
    loginAsPortalUser(token: $token) {
      status
      message
    }
  }
`;

export const DASHBOARD_QUERY = /* GraphQL */ `
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
