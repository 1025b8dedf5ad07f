/**
 * An accreditation application (remote-educator's wizard and the api's saveAccreditation /
 * submitAccreditation): one rule source. `hasFinalTest` carries the final-test rule of DOMAIN.md.
 */
import type { ValidationRules } from '../types';

export const ACCREDITATION_FORMS = ['klassikaal', 'e-learning', 'blended'] as const;

export const ACCREDITATION_RULES = {
  title: 'required|max:200',
  description: 'required|max:5000',
  chambers: 'required|min:1',
  form: `required|in:${ACCREDITATION_FORMS.join(',')}`,
  contactHours: 'required|numeric|gt:0|max:1000',
  points: 'required|numeric|gt:0|max:1000',
  programme: 'required|max:10000',
  trainers: 'required|max:5000',
  hasFinalTest: 'final_test:form,contactHours',
  finalTestDescription: 'required_if:hasFinalTest,true,1|max:5000',
  validityYears: 'required|in:1,3',
} as const satisfies ValidationRules;

/** A session (run) of an accredited course: dates and a place, or online. */
export const EDUCATION_SESSION_RULES = {
  startsOn: 'required|date',
  endsOn: 'required|date|after_or_equal:startsOn',
  location: 'exclude_if:isOnline,true,1|required|max:200',
} as const satisfies ValidationRules;
