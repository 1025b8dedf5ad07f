/**
 * The registration wizard's steps and the rules of each step's answers and of a diploma: the one
 * copy the wizard (remote-professional) and the api (`saveRegistrationStep`, `submitRegistration`,
 * `addDiploma`) both use. Saving as draft drops required rules for empty fields (SPEC section 4);
 * submitting checks every step in full.
 */
import type { RegistrationStep } from '../../routes/registration-steps';
import type { ValidationRules } from '../types';

// The steps themselves belong to the route table's package (a screen showing the steps needs no rules);
// the api and the wizard keep reading them from here.
export * from '../../routes/registration-steps';

export const REGISTRATION_STEP_RULES: Record<RegistrationStep, ValidationRules> = {
  keuze: { registrationTargetUuid: 'required|max:100' },
  persoonsgegevens: {
    dateOfBirth: 'required|date_format:Y-m-d|before_or_equal:today',
    placeOfBirth: 'required|max:100',
    gender: 'required|in:man,vrouw,anders',
  },
  // Diplomas are records of their own (addDiploma); submitting asks for at least one.
  diplomas: {},
  werkervaring: {
    employerName: 'nullable|max:200',
    hoursPerWeek: 'nullable|numeric|min:0|max:60',
    hoursTotal: 'nullable|integer|min:0|max:100000',
  },
  vog: { issuedOn: 'required|date_format:Y-m-d|before_or_equal:today', mediaUuid: 'required|max:100' },
  verklaringen: { truthful: 'accepted', privacy: 'accepted' },
  overzicht: {},
};

/** One diploma (`DiplomaInput`); 'Anders, namelijk...' needs its own name (checked beside these rules). */
export const DIPLOMA_RULES: ValidationRules = {
  diplomaTypeUuid: 'required|max:100',
  diplomaEducationUuid: 'required|max:100',
  diplomaEducationLabel: 'nullable|max:200',
  diplomaEducatorUuid: 'required|max:100',
  diplomaEducatorLabel: 'nullable|max:200',
  diplomaCity: 'required|max:100',
  date: 'required|date_format:Y-m-d|before_or_equal:today',
};

export const OTHER_NAME_MESSAGE = "Vul de naam in bij 'Anders, namelijk...'.";
