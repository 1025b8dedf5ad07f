/**
 * The organisation and link operations. The employer portal's screens do not exist yet, so the
 * company side's texts are here until they do; the professional's are the remote's own documents
 * once its screens send them.
 */
export const MY_ORGANISATION = `query myOrganisation { myOrganisation {
  kind name kvkNumber verification verificationLabel notice role roleLabel } }`;
export const UPDATE_ORGANISATION_PROFILE = `mutation updateOrganisationProfile($billingEmail: String) {
  updateOrganisationProfile(billingEmail: $billingEmail) { status message } }`;
export const COLLEAGUES = `query colleagues { colleagues { uuid name email role roleLabel } }`;
export const CHANGE_COLLEAGUE_ROLE = `mutation changeColleagueRole($userUuid: ID!, $role: String!) {
  changeColleagueRole(userUuid: $userUuid, role: $role) { status message } }`;
export const REMOVE_COLLEAGUE = `mutation removeColleague($userUuid: ID!) {
  removeColleague(userUuid: $userUuid) { status message } }`;
export const REQUEST_LINK = `mutation requestProfessionalLink($registrationNumber: String!, $lastName: String!) {
  requestProfessionalLink(registrationNumber: $registrationNumber, lastName: $lastName) { status message } }`;
export const COMPANY_LINKS = `query companyProfessionalLinks { companyProfessionalLinks {
  linkUuid linkStatus registrationNumber sharesProgress name chamber target registrationStatus validUntil
  reRegistrationProgress { status deadline } } }`;
export const END_PROFESSIONAL_LINK = `mutation endProfessionalLink($linkUuid: ID!) {
  endProfessionalLink(linkUuid: $linkUuid) { status message } }`;
export const MY_EMPLOYER_LINKS = `query myEmployerLinks { myEmployerLinks {
  uuid companyName status statusLabel startedBy sharesProgress requestedAt confirmedAt endedAt
  history { event label by bySide at } } }`;
export const EMPLOYER_OPTIONS = `query employerOptions($search: String!) {
  employerOptions(search: $search) { uuid name kvkNumber } }`;
export const START_EMPLOYER_LINK = `mutation startEmployerLink($companyUuid: ID!) {
  startEmployerLink(companyUuid: $companyUuid) { status message } }`;
export const CONFIRM_EMPLOYER_LINK = `mutation confirmEmployerLink($linkUuid: ID!) {
  confirmEmployerLink(linkUuid: $linkUuid) { status message } }`;
export const DECLINE_EMPLOYER_LINK = `mutation declineEmployerLink($linkUuid: ID!) {
  declineEmployerLink(linkUuid: $linkUuid) { status message } }`;
export const SET_LINK_CONSENT = `mutation setEmployerLinkConsent($linkUuid: ID!, $sharesProgress: Boolean!) {
  setEmployerLinkConsent(linkUuid: $linkUuid, sharesProgress: $sharesProgress) { status message } }`;
export const END_EMPLOYER_LINK = `mutation endEmployerLink($linkUuid: ID!) {
  endEmployerLink(linkUuid: $linkUuid) { status message } }`;
