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
