/**
 * A practical programme application (issue 39): the one rule table the employer's form and the api
 * (`savePracticalProgramme`) use. A wo master in an hbo job completes an accredited programme run by
 * the employer (DOMAIN.md); the supervisor is a registered professional, named by registration number.
 */
import type { ValidationRules } from '../types';

export const PRACTICAL_PROGRAMME_VARIANTS = ['hbo', 'wo'] as const;
export type PracticalProgrammeVariant = (typeof PRACTICAL_PROGRAMME_VARIANTS)[number];

export const PRACTICAL_PROGRAMME_RULES: ValidationRules = {
  variant: `required|in:${PRACTICAL_PROGRAMME_VARIANTS.join(',')}`,
  participantName: 'required|max:200',
  participantEmail: 'nullable|email|max:255',
  supervisorRegistrationNumber: 'required|alpha_dash|max:20',
  startDate: 'required|date',
  durationMonths: 'required|integer|min:1|max:36',
  /** The programme's conditions document: an upload (`POST /files`), its uuid. */
  conditionsMediaUuid: 'required|max:100',
};
