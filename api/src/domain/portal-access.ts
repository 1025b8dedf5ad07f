/**
 * The sections (drawer groups and routes) and policies a signed-in user gets, from facts about
 * their records. Section names come from `@portal/shared/options`, so host and api agree.
 */
import {
  COMPANY_EMPLOYEE_SECTIONS,
  EDUCATOR_EMPLOYEE_SECTIONS,
  POLICY_NAMES,
  PROFESSIONAL_SECTIONS,
  type PolicyName,
  type PortalSection,
} from '@portal/shared/options';
import type { RegistrationStatus, TrainingAdviceStatus } from './statuses';

export interface ProfessionalFacts {
  hasOpenRegistration: boolean;
  hasApprovedRegistration: boolean;
  /** The approved registration has a re-registration round in progress (an edit item). */
  hasReRegistrationRound: boolean;
  hasRejectedItem: boolean;
  hasLapsedRegistration: boolean;
  hasOldDossier: boolean;
  /** The chamber of the approved registration offers postmaster targets to switch to. */
  canSwitchToPostmaster: boolean;
  trainingAdviceStatus: TrainingAdviceStatus | null;
  reenterRequestStatus: RegistrationStatus | null;
  hasBranchSwitchRequest: boolean;
  hasTargetSwitchRequest: boolean;
}

export type Policies = Record<PolicyName, boolean>;

export function professionalPolicies(facts: ProfessionalFacts): Policies {
  return {
    'registration.create': !facts.hasOpenRegistration && !facts.hasApprovedRegistration,
    // Activities count towards a re-registration, so they need a round to belong to.
    'activity.create': facts.hasApprovedRegistration && facts.hasReRegistrationRound,
    // A registered professional may ask for advice, and one whose re-entry was approved (DOMAIN.md:
    // approval may come with a training advice); one advice per professional, which the drawer opens.
    'trainingAdvice.create':
      facts.trainingAdviceStatus === null &&
      (facts.hasApprovedRegistration || facts.reenterRequestStatus === 'approved'),
    // Completing means uploading proof of the advised training once the register has assessed it.
    'trainingAdvice.complete': facts.trainingAdviceStatus === 'processing',
  };
}

export function noPolicies(): Policies {
  return Object.fromEntries(POLICY_NAMES.map((name) => [name, false])) as Policies;
}

export function professionalSections(facts: ProfessionalFacts): PortalSection[] {
  const policies = professionalPolicies(facts);
  const shown: Partial<Record<(typeof PROFESSIONAL_SECTIONS)[number], boolean>> = {
    oldDossier: facts.hasOldDossier,
    registrationCard: facts.hasApprovedRegistration,
    reRegistration: facts.hasApprovedRegistration,
    rejectedRegistration: facts.hasRejectedItem,
    trainingAdvice: facts.trainingAdviceStatus !== null || policies['trainingAdvice.create'],
    branchSwitch: facts.hasApprovedRegistration || facts.hasBranchSwitchRequest,
    targetSwitch:
      (facts.hasApprovedRegistration && facts.canSwitchToPostmaster) || facts.hasTargetSwitchRequest,
    reenter: facts.hasLapsedRegistration || facts.reenterRequestStatus !== null,
    delayReRegistration: facts.hasApprovedRegistration,
  };
  // Sections without a rule (dashboard, profile, VOG, invoices, ...) belong to every professional.
  return PROFESSIONAL_SECTIONS.filter((section) => shown[section] ?? true);
}

export function sectionsForUserType(userType: string): readonly PortalSection[] {
  if (userType === 'companyEmployee') return COMPANY_EMPLOYEE_SECTIONS;
  if (userType === 'educatorEmployee') return EDUCATOR_EMPLOYEE_SECTIONS;
  return [];
}
