/**
 * The organisation side's operations (issues 39 and 40) exactly as the shared screens of
 * `@portal/shared/organisation` send them, read by name from their own documents.
 */
import { clientOperations } from '@portal/shared/testing/client-operations';

const ORGANISATION = clientOperations('shared/src/organisation/api');

export const ORGANISATION_PROFILE = ORGANISATION('organisationProfile');
export const SAVE_ORGANISATION_PROFILE = ORGANISATION('saveOrganisationProfile');
export const COLLEAGUES_WITH_ORGANISATION = ORGANISATION('colleagues');
export const INVITE_COLLEAGUE = ORGANISATION('inviteColleague');
export const CHANGE_COLLEAGUE_ROLE = ORGANISATION('changeColleagueRole');
export const REMOVE_COLLEAGUE = ORGANISATION('removeColleague');
export const ORGANISATION_INVOICES = ORGANISATION('organisationInvoices');

/** The employer's practical-programme screens do not exist yet: their operations are written here. */
export const PRACTICAL_PROGRAMMES = `query practicalProgrammes { practicalProgrammes {
  uuid variant participantName supervisorRegistrationNumber startDate durationMonths
  status { value label } decisionReason decidedAt submittedAt canEdit } }`;
export const PRACTICAL_PROGRAMME = `query practicalProgramme($uuid: ID!) { practicalProgramme(uuid: $uuid) {
  uuid participantName status { value } canEdit conditions { uuid filename } } }`;
export const SAVE_PRACTICAL_PROGRAMME = `mutation savePracticalProgramme($uuid: ID, $input: PracticalProgrammeInput!, $isDraft: Int) {
  savePracticalProgramme(uuid: $uuid, input: $input, isDraft: $isDraft) { status message uuid } }`;
