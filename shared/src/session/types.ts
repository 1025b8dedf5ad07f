/** The session as `portalInitQuery` returns it (SPEC section 3). */
import type { PolicyName, PortalSection, UserType } from '@portal/shared-options';

export interface EnumValue<TValue extends string = string> {
  value: TValue;
  label?: string | null;
}

export interface Permissions {
  canEdit: boolean;
}

export interface EditableRequest {
  uuid: string;
  status?: string | null;
  statusEnum?: EnumValue | null;
  permissions?: Permissions | null;
}

export interface AccountVerificationPending {
  uuid: string;
  verificationLinkExpiresAt: string | null;
}

interface DetailBase {
  uuid: string;
  fullNameAbbreviated: string;
  email: string | null;
  accountVerificationPending?: AccountVerificationPending | null;
}

export interface ProfessionalDetail extends DetailBase {
  __typename: 'ProfessionalDetail';
  initials?: string | null;
  firstName?: string | null;
  infix?: string | null;
  lastName?: string | null;
  loginNotification?: boolean | null;
  firstRegistrationDate?: string | null;
  hasUnfinishedProfile: boolean;
  hasUnsubmittedOpenRegistration?: boolean | null;
  mostRecentVogDeadline?: string | null;
  trainingAdvice?: { uuid: string; statusEnum?: EnumValue | null } | null;
  lastRejectedRegistrationItem?: { uuid: string } | null;
  openRegistration?: {
    status?: string | null;
    statusEnum?: EnumValue | null;
    items?: Array<{
      uuid: string;
      registrationTarget?: { uuid: string; systemLabel?: string | null } | null;
      permissions?: Permissions | null;
    }> | null;
    editItem?: EditableRequest | null;
  } | null;
  approvedRegistration?: {
    uuid: string;
    periods?: unknown;
    /** The one re-registration deadline (api domain): the drawer's 'uiterlijk {date}'. */
    reRegistrationDeadline?: string | null;
    currentItem?: {
      uuid: string;
      fromDate: string | null;
      tillDate: string | null;
      data?: unknown;
      registrationTarget?: { registrationBranch?: EnumValue | null } | null;
    } | null;
    editItem?:
      | (EditableRequest & {
          fromDate?: string | null;
          tillDate?: string | null;
          unsubscribedAt?: string | null;
          registrationTargetId?: string | null;
          state?: string | null;
        })
      | null;
    items?: Array<{ uuid: string }> | null;
  } | null;
  latestReenterRequest?: EditableRequest | null;
  latestRejectedReenterRequest?: EditableRequest | null;
  latestBranchSwitchRequest?: EditableRequest | null;
  latestTargetSwitchRequest?: EditableRequest | null;
}

/** The register's check of an organisation: until it is confirmed its employees can do little. */
export type OrganisationVerification = 'pending' | 'confirmed' | 'rejected';

export interface EducatorEmployeeDetail extends DetailBase {
  __typename: 'EducatorEmployeeDetail';
  educator?: { uuid: string; hasUnfinishedProfile: boolean; verification?: OrganisationVerification } | null;
}

export interface CompanyEmployeeDetail extends DetailBase {
  __typename: 'CompanyEmployeeDetail';
  jobTitle?: string | null;
  company?: {
    uuid: string;
    kvkNumber?: string | null;
    paysForEmployees?: boolean | null;
    billingEmail?: string | null;
    hasUnfinishedProfile: boolean;
    verification?: OrganisationVerification;
    status?: { value: string } | null;
  } | null;
}

export type UserDetail = ProfessionalDetail | EducatorEmployeeDetail | CompanyEmployeeDetail;

export interface SessionUser {
  uuid: string;
  username: string;
  isVerified: boolean;
  mostRecentVogDeadline?: string | null;
  detailTypeObject: EnumValue<UserType>;
  restrictionType?: EnumValue | null;
  detail: UserDetail | null;
}

export interface PortalSessionData {
  auth: boolean;
  user: SessionUser | null;
  sections: Array<PortalSection | string>;
  policies: Partial<Record<PolicyName | string, boolean>> | null;
  maintenance: boolean;
  banner: boolean;
  impersonating: boolean;
  verified: boolean;
}
