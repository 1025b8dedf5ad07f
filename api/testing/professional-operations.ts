/**
 * The professional portal's operations exactly as remote-professional sends them: read by name from
 * its own documents (fragments included), so a change there is what the api is tested with.
 */
import { clientOperations } from '@portal/shared/testing/client-operations';

const PROFESSIONAL = clientOperations('remote-professional/src/features');

export const REGISTRATION_ITEM = PROFESSIONAL('registrationItemQuery');
export const REJECTED_REGISTRATION_ITEM = PROFESSIONAL('rejectedRegistrationItemQuery');
export const PROFESSIONAL_REGISTRATIONS = PROFESSIONAL('professionalRegistrations');
export const CREATE_REGISTRATION = PROFESSIONAL('createRegistration');
export const SAVE_REGISTRATION_STEP = PROFESSIONAL('saveRegistrationStep');
export const REQUEST_REGISTRATION_INVOICE = PROFESSIONAL('requestRegistrationInvoice');
export const SUBMIT_REGISTRATION = PROFESSIONAL('submitRegistration');
export const START_FROM_REJECTED = PROFESSIONAL('startRegistrationFromRejected');
export const DIPLOMA_OPTIONS = PROFESSIONAL('diplomaOptionsQuery');
export const ADD_DIPLOMA = PROFESSIONAL('addDiploma');
export const MY_DIPLOMAS = PROFESSIONAL('myDiplomasQuery');
export const REMOVE_DIPLOMA = PROFESSIONAL('removeDiploma');
export const VOG_RECORDS = PROFESSIONAL('vogRecords');
export const ADD_VOG_RECORD = PROFESSIONAL('addVogRecord');
export const MY_REGISTRATION_CARD = PROFESSIONAL('myRegistrationCard');
export const REGISTRATION_CARD = PROFESSIONAL('registrationCard');
export const ORDER_REPLACEMENT_CARD = PROFESSIONAL('orderReplacementCard');
export const MY_INVOICES = PROFESSIONAL('myInvoices');
export const DIRECT_DEBIT_MANDATE = PROFESSIONAL('directDebitMandate');
export const SIGN_MANDATE = PROFESSIONAL('signDirectDebitMandate');
export const REVOKE_MANDATE = PROFESSIONAL('revokeDirectDebitMandate');
export const REGISTRATION_CHOICES = PROFESSIONAL('registrationChoicesQuery');
export const RE_REGISTRATION = PROFESSIONAL('reRegistrationQuery');
export const RE_REGISTRATION_ACTIVITY_PAGE = PROFESSIONAL('reRegistrationActivityPage');
export const ACTIVITY = PROFESSIONAL('activityQuery');
export const CREATE_ACTIVITY = PROFESSIONAL('createActivity');
export const UPDATE_ACTIVITY = PROFESSIONAL('updateActivity');
export const DELETE_ACTIVITY = PROFESSIONAL('deleteActivity');
export const SUBMIT_RE_REGISTRATION = PROFESSIONAL('submitReRegistration');
export const DEFERRAL = PROFESSIONAL('deferralQuery');
export const DEFERRAL_REQUEST = PROFESSIONAL('deferralRequestQuery');
export const REQUEST_DEFERRAL = PROFESSIONAL('requestDeferral');
export const MY_DISCIPLINARY_MEASURES = PROFESSIONAL('myDisciplinaryMeasuresQuery');
export const TRAINING_ADVICE = PROFESSIONAL('trainingAdviceQuery');
export const CREATE_TRAINING_ADVICE = PROFESSIONAL('createTrainingAdvice');
export const SAVE_TRAINING_ADVICE = PROFESSIONAL('saveTrainingAdvice');
export const SUBMIT_TRAINING_ADVICE = PROFESSIONAL('submitTrainingAdvice');
export const COMPLETE_TRAINING_ADVICE = PROFESSIONAL('completeTrainingAdvice');
export const REENTER_REQUEST = PROFESSIONAL('reenterRequestQuery');
export const REJECTED_REENTER_REQUEST = PROFESSIONAL('rejectedReenterRequestQuery');
export const CREATE_REENTER_REQUEST = PROFESSIONAL('createReenterRequest');
export const SAVE_REENTER_REQUEST = PROFESSIONAL('saveReenterRequest');
export const REQUEST_REENTER_INVOICE = PROFESSIONAL('requestReenterInvoice');
export const SUBMIT_REENTER_REQUEST = PROFESSIONAL('submitReenterRequest');
export const NIP_NVO_ROUND = PROFESSIONAL('nipNvoRoundQuery');
export const SUBMIT_NIP_NVO_PROOF = PROFESSIONAL('submitNipNvoProof');
