/**
 * Between the api's organisation profile and the profile form: the form's values, and the input of
 * one step (only that step's fields, in the api's types).
 */
import { organisationProfileStepRules, type OrganisationKind } from '@portal/shared/validation';
import type { OrganisationProfile } from '../api/organisation-profile-query';
import type { OrganisationProfileInput } from '../api/save-organisation-profile';

export const EMPTY_LOCATION = { name: '', street: '', houseNumber: '', postalCode: '', city: '' };

/** Form values from the api: the yes/no field works with 1 and 0; a company starts with one location. */
export function toProfileFormValues(profile: OrganisationProfile): Record<string, unknown> {
  const { locations, paysForEmployees, ...rest } = profile;
  return {
    ...rest,
    paysForEmployees: paysForEmployees === null ? undefined : paysForEmployees ? 1 : 0,
    locations:
      locations.length > 0 ? locations.map((location) => ({ ...location })) : [{ ...EMPTY_LOCATION }],
  };
}

const trimmed = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

export function profileStepInput(
  kind: OrganisationKind,
  step: string,
  values: Record<string, unknown>,
): OrganisationProfileInput {
  const input: Record<string, unknown> = {};
  for (const field of Object.keys(organisationProfileStepRules(kind, step))) {
    if (field.includes('.')) continue;
    const value = values[field];
    if (field === 'paysForEmployees')
      input[field] = value === undefined || value === '' || value === null ? null : Number(value) === 1;
    else if (field === 'locations')
      input[field] = Array.isArray(value)
        ? (value as Record<string, unknown>[]).map((location) => ({
            name: trimmed(location.name),
            street: trimmed(location.street),
            houseNumber: trimmed(location.houseNumber),
            postalCode: trimmed(location.postalCode),
            city: trimmed(location.city),
          }))
        : [];
    else input[field] = trimmed(value);
  }
  return input as OrganisationProfileInput;
}
