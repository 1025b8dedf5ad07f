/**
 * The organisation profile's rule table (issues 39 and 40): a company's details, locations and
 * billing (`/werkgever/organisatie-profiel/{step}`) and a training provider's profile
 * (`/organisatie/{step}`). The one copy the profile screens of remote-employer and remote-educator
 * and the api (`saveOrganisationProfile`, the organisation's `hasUnfinishedProfile`) all use.
 */
import type { ValidationRules } from '../types';

export type OrganisationKind = 'company' | 'educator';

export const ORGANISATION_PROFILE_STEPS = {
  company: [
    { key: 'gegevens', title: 'Bedrijfsgegevens' },
    { key: 'locaties', title: 'Locaties' },
    { key: 'facturatie', title: 'Facturatie' },
  ],
  educator: [
    { key: 'gegevens', title: 'Gegevens' },
    { key: 'adres', title: 'Adres' },
    { key: 'facturatie', title: 'Facturatie' },
  ],
} as const;

/** At most this many locations per company. */
export const MAX_COMPANY_LOCATIONS = 20;

export function isOrganisationProfileStep(kind: OrganisationKind, step: string): boolean {
  return ORGANISATION_PROFILE_STEPS[kind].some((candidate) => candidate.key === step);
}

const ADDRESS: ValidationRules = {
  street: 'required|max:200',
  houseNumber: 'required|max:10',
  houseNumberAddition: 'max:10',
  postalCode: 'required|postal_code',
  city: 'required|max:100',
};

/** Rules per step; the keys are also the fields the step may write. */
export function organisationProfileStepRules(kind: OrganisationKind, step: string): ValidationRules {
  if (kind === 'company') {
    switch (step) {
      case 'gegevens':
        return { phone: 'required|phone', website: 'max:200' };
      case 'locaties':
        return {
          locations: `required|min:1|max:${MAX_COMPANY_LOCATIONS}`,
          'locations.*.name': 'required|max:100',
          'locations.*.street': 'required|max:200',
          'locations.*.houseNumber': 'required|max:10',
          'locations.*.postalCode': 'required|postal_code',
          'locations.*.city': 'required|max:100',
        };
      case 'facturatie':
        return { billingEmail: 'required|email|max:255', paysForEmployees: 'required' };
      default:
        return {};
    }
  }
  switch (step) {
    case 'gegevens':
      return { phone: 'required|phone', website: 'max:200', description: 'max:2000' };
    case 'adres':
      return ADDRESS;
    case 'facturatie':
      return { billingEmail: 'required|email|max:255' };
    default:
      return {};
  }
}
