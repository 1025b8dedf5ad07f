/**
 * `@portal/shared/organisation`: what the employer's and the training provider's portals share about
 * their own organisation (issues 39 and 40): the organisation profile in steps, and the colleagues
 * with invitations, roles and removal. Each remote's screen is a thin wrapper naming its route and
 * title. Not shared through Module Federation (it renders antd): each remote bundles its copy.
 */
export {
  OrganisationProfileScreen,
  organisationFormSteps,
  ONLY_BEHEERDER,
  PROFILE_SAVED,
  UNFINISHED_NOTICE,
  type OrganisationProfileScreenProps,
} from './components/organisation-profile-screen';
export { ColleaguesScreen, type ColleaguesScreenProps } from './components/colleagues-screen';
export { ORGANISATION_PROFILE } from './api/organisation-profile-query';
export { SAVE_ORGANISATION_PROFILE } from './api/save-organisation-profile';
export { COLLEAGUES } from './api/colleagues-query';
export { INVITE_COLLEAGUE } from './api/invite-colleague';
export { CHANGE_COLLEAGUE_ROLE } from './api/change-colleague-role';
export { REMOVE_COLLEAGUE } from './api/remove-colleague';
export { OrganisationInvoicesScreen } from './components/organisation-invoices-screen';
export { ORGANISATION_INVOICES } from './api/organisation-invoices-query';
